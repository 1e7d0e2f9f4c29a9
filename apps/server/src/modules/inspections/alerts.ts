import { ZListQuery } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serializeTenantRow } from "../../crud/create-crud-routes.js";
import { listPage } from "../../crud/list.js";
import { isUuid, listTenantFilter, requirePermission } from "../../crud/scope.js";
import { ALERT_LIST } from "../../db/list-specs.js";
import { alerts } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest } from "../../plugins/errors.js";
import { jsonAnswer, pageOf } from "../../plugins/openapi.js";

const ZQuery = ZListQuery.extend({ procedure: z.string().optional(), client: z.uuid().optional() });
const ZAlert = z
  .looseObject({
    id: z.uuid(),
    client: z.uuid(),
    created_at: z.iso.datetime({ offset: true }),
    project: z.uuid().nullable(),
    procedure: z.uuid().nullable(),
    section: z.string(),
    details: z.string().nullable(),
    parameter: z.string().nullable(),
    type: z.string().nullable(),
    recorded_value: z.number().nullable(),
    expected_value: z.string().nullable(),
    source_kind: z.string(),
    source_id: z.uuid().nullable(),
    acknowledged_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ "x-response-description": "An alert." });

/** Spec §3 "Alerts": the alerts raised for the client, newest first (read-only until acknowledging is built). */
export async function alertRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/alerts/",
    {
      schema: { tags: ["alerts"], querystring: ZQuery, response: { 200: jsonAnswer("A page of alerts.", pageOf(ZAlert)) } },
      onRequest: requirePermission("quality", "list"),
    },
    async (request) => {
      const filters = [listTenantFilter(currentUser(request), alerts.client_id, request.query)];
      if (request.query.procedure !== undefined) {
        if (!isUuid(request.query.procedure)) throw badRequest({ procedure: ["Not a valid id."] });
        filters.push(eq(alerts.procedure, request.query.procedure));
      }
      return listPage(app.db, alerts, ALERT_LIST, request.query, filters, request.url, serializeTenantRow);
    },
  );
}

import { INSPECTION_KINDS, MEASUREMENT_SCHEMAS, measurementPath, message, type TInspectionKind, ZListQuery } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serializeTenantRow } from "../../crud/create-crud-routes.js";
import { listPage } from "../../crud/list.js";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import { MEASUREMENT_LIST } from "../../db/list-specs.js";
import { INSPECTION_TABLES, MEASUREMENT_TABLES } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, notFound } from "../../plugins/errors.js";
import { jsonAnswer, pageOf, recordObject } from "../../plugins/openapi.js";
import { first, recordMeasurement } from "./record.js";

type TRow = Record<string, unknown>;

const ZIdParams = z.object({ id: z.string() });
const ZQuery = ZListQuery.extend({ inspection: z.string() });

/** What a measurement record carries beside its kind's fields (documentation; never filters the answer). */
const ZCoded = z.object({ code: z.string(), params: z.record(z.string(), z.unknown()).optional() });
const measurementRecord = (kind: TInspectionKind): z.ZodType =>
  recordObject({ key: `${kind} measurement`, schema: MEASUREMENT_SCHEMAS[kind] })
    .extend({
      client: z.uuid(),
      inspection: z.uuid(),
      measuring_instrument: z.uuid().nullable(),
      created_by: z.uuid().nullable().describe("The user who recorded it."),
      unit: z.string().nullable().describe("The unit the values were entered in; null: the stored unit."),
      entered: z.record(z.string(), z.number().nullable()).describe("The values as entered, in `unit`."),
      verdict: z.enum(["accept", "reject"]),
      limits: z
        .record(z.string(), z.unknown())
        .describe("The limits judged against, in the stored unit, as they were then (their fields depend on the kind)."),
      reasons: z.array(ZCoded).describe("Why it was rejected, as coded messages."),
      instrument_override: z
        .object({ reason: z.string(), by: z.string(), by_email: z.string(), issues: z.array(ZCoded) })
        .nullable()
        .describe("An Admin's override of the instrument's expired calibration: why, who, and what it overrode."),
      rules_version: z.number().int(),
    })
    .meta({ "x-response-description": `The ${kind} measurement record.` });

/**
 * Spec §3 measurements, one collection per kind: read-only lists of an inspection's measurements, and a POST that
 * records one by its client-made id. The same id posted again answers the stored record (200) and writes nothing,
 * so a phone may retry after a lost answer. The route parses the body (400); recording it is record.ts
 * recordMeasurement, which the gauge import calls too.
 */
export async function measurementRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of INSPECTION_KINDS) {
    const path = measurementPath(kind);
    const collection = `/api/${path}/`;
    const item = `/api/${path}/:id/`;
    const tags = [path];
    const table = MEASUREMENT_TABLES[kind];
    const inspections = INSPECTION_TABLES[kind];
    const ZRecord = measurementRecord(kind);
    const serialize = (row: TRow) => serializeTenantRow(row);

    api.get(
      collection,
      {
        schema: {
          tags,
          querystring: ZQuery,
          response: { 200: jsonAnswer(`A page of an inspection's ${kind} measurements.`, pageOf(ZRecord)) },
        },
        onRequest: requirePermission("quality", "list"),
      },
      async (request) => {
        const user = currentUser(request);
        if (!isUuid(request.query.inspection)) throw badRequest({ inspection: [message("invalid_id")] });
        const inspection = await first(
          app.db
            .select({ id: inspections.id, client_id: inspections.client_id })
            .from(inspections)
            .where(itemFilter(user, inspections.id, inspections.client_id, request.query.inspection))
            .limit(1),
        );
        if (!inspection) throw notFound();
        const filters = [eq(table.client_id, inspection.client_id), eq(table.inspection, inspection.id)];
        return listPage(app.db, table, MEASUREMENT_LIST, request.query, filters, request.url, serialize);
      },
    );

    api.get(
      item,
      { schema: { tags, params: ZIdParams, response: { 200: ZRecord } }, onRequest: requirePermission("quality", "list") },
      async (request) => {
        if (!isUuid(request.params.id)) throw notFound();
        const row = await first(
          app.db
            .select()
            .from(table)
            .where(itemFilter(currentUser(request), table.id, table.client_id, request.params.id))
            .limit(1),
        );
        if (!row) throw notFound();
        return serialize(row) as never;
      },
    );

    api.post(
      collection,
      {
        schema: {
          tags,
          body: MEASUREMENT_SCHEMAS[kind],
          response: {
            201: jsonAnswer("Recorded, with its verdict. The same id posted again answers the stored record with 200.", ZRecord),
          },
        },
        onRequest: requirePermission("quality", "create"),
      },
      async (request, reply) => {
        const { row, created } = await recordMeasurement(app.db, kind, currentUser(request), request.body);
        if (created) return reply.status(201).send(serialize(row));
        // The same id again: the stored record (documented with the 201).
        return (reply as unknown as { status: (code: number) => { send: (body: unknown) => unknown } }).status(200).send(serialize(row));
      },
    );
  }
}

import {
  message,
  normalizeTriggerCondition,
  weldingProcessGroupTriggerConditions,
  ZListQuery,
  ZTriggerConditionCreate,
  ZTriggerConditionUpdate,
} from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serializeTenantRow } from "../../crud/create-crud-routes.js";
import { listPage } from "../../crud/list.js";
import { isUuid, itemFilter, requirePermission, tenantFilter } from "../../crud/scope.js";
import { TRIGGER_CONDITION_LIST } from "../../db/list-specs.js";
import { weldingProcessGroupTriggerConditions as conditions, weldingProcessGroups } from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, notFound } from "../../plugins/errors.js";
import { NO_CONTENT, pageOf, recordSchema } from "../../plugins/openapi.js";

const ZIdParams = z.object({ id: z.string() });
const ZQuery = ZListQuery.extend({ welding_process_group: z.uuid().optional() });
const ZConditionRecord = recordSchema(weldingProcessGroupTriggerConditions);

/**
 * Start and stop conditions of a process group (spec §7: their own collection path). Every bound of §5 is
 * checked by the domain schema; what is stored is normalized (unconsidered variables at their defaults).
 */
export async function triggerConditionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["welding-process-group-trigger-conditions"];
  const collection = "/api/welding-process-group-trigger-conditions/";
  const item = "/api/welding-process-group-trigger-conditions/:id/";

  const findOne = async (request: FastifyRequest, id: string) => {
    if (!isUuid(id)) throw notFound();
    const [row] = await app.db
      .select()
      .from(conditions)
      .where(itemFilter(currentUser(request), conditions.id, conditions.client_id, id))
      .limit(1);
    if (!row) throw notFound();
    return row;
  };

  api.get(
    collection,
    {
      schema: { tags, querystring: ZQuery, response: { 200: pageOf(ZConditionRecord) } },
      onRequest: requirePermission("reference", "list"),
    },
    async (request) => {
      const user = currentUser(request);
      const filters = [tenantFilter(user, conditions.client_id)];
      if (request.query.welding_process_group) filters.push(eq(conditions.welding_process_group, request.query.welding_process_group));
      return listPage(app.db, conditions, TRIGGER_CONDITION_LIST, request.query, filters, request.url, serializeTenantRow);
    },
  );

  api.post(
    collection,
    {
      schema: { tags, body: ZTriggerConditionCreate, response: { 201: ZConditionRecord } },
      onRequest: requirePermission("reference", "create"),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [group] = await app.db
        .select({ id: weldingProcessGroups.id, client_id: weldingProcessGroups.client_id })
        .from(weldingProcessGroups)
        .where(and(eq(weldingProcessGroups.id, request.body.welding_process_group), eq(weldingProcessGroups.client_id, user.client_id)))
        .limit(1);
      if (!group) throw badRequest({ welding_process_group: [message("invalid_choice")] });
      const { id: _ignored, ...values } = normalizeTriggerCondition(request.body);
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(conditions)
          .values({ ...values, client_id: group.client_id })
          .returning();
        if (!created) throw new Error("The insert returned no row");
        await recordHistory(tx, [
          { client_id: group.client_id, resource: "triggerCondition", record_id: created.id, action: "create", after: created },
        ]);
        return created;
      });
      return reply.status(201).send(serializeTenantRow(row));
    },
  );

  api.get(
    item,
    { schema: { tags, params: ZIdParams, response: { 200: ZConditionRecord } }, onRequest: requirePermission("reference", "list") },
    async (request) => serializeTenantRow(await findOne(request, request.params.id)),
  );

  // The dialog's edit replaces the whole condition (spec §2), so PATCH takes a complete one.
  api.patch(
    item,
    {
      schema: { tags, params: ZIdParams, body: ZTriggerConditionUpdate, response: { 200: ZConditionRecord } },
      onRequest: requirePermission("reference", "update"),
    },
    async (request) => {
      const existing = await findOne(request, request.params.id);
      const { id: _ignored, ...values } = normalizeTriggerCondition(request.body);
      const row = await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(conditions)
          .set({ ...values, welding_process_group: existing.welding_process_group, updated_at: new Date() })
          .where(eq(conditions.id, existing.id))
          .returning();
        const entry = { client_id: existing.client_id, resource: "triggerCondition", record_id: existing.id };
        if (!updated) throw new Error("The update returned no row");
        await recordHistory(tx, [{ ...entry, action: "update", before: existing, after: updated }]);
        return updated;
      });
      return serializeTenantRow(row);
    },
  );

  api.delete(
    item,
    { schema: { tags, params: ZIdParams, response: { 204: NO_CONTENT } }, onRequest: requirePermission("reference", "delete") },
    async (request, reply) => {
      const existing = await findOne(request, request.params.id);
      await app.db.transaction(async (tx) => {
        await tx.delete(conditions).where(eq(conditions.id, existing.id));
        const entry = { client_id: existing.client_id, resource: "triggerCondition", record_id: existing.id };
        await recordHistory(tx, [{ ...entry, action: "delete", before: existing }]);
      });
      return reply.status(204).send();
    },
  );
}

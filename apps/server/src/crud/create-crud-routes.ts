import { can, diffRecord, message, type TResource, ZListQuery } from "@weldtrace/domain";
import { and } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordHistory } from "../history/record.js";
import { currentUser } from "../plugins/auth.js";
import { badRequest, HttpError, notFound } from "../plugins/errors.js";
import { jsonAnswer, NO_CONTENT, pageOf, recordSchema } from "../plugins/openapi.js";
import { createAll, registerBulkRoute } from "./bulk.js";
import { listPage } from "./list.js";
import { listFilters } from "./list-filters.js";
import { addFileDetails, checkReferences } from "./references.js";
import { isUuid, itemFilter, listTenantFilter, requirePermission } from "./scope.js";
import type { TCrudRegistry, TPresentedRow } from "./types.js";
import { refuseIfUsed } from "./usages.js";

export type { TTenantTable } from "../db/schema/resource-tables.js";

/** Rows leave the API with `client` instead of the column name, as the spec's entities read. */
export function serializeTenantRow<TRow extends { client_id?: unknown }>(row: TRow): TPresentedRow<TRow> {
  const { client_id, ...rest } = row;
  return { ...rest, client: client_id };
}

const ZIdParams = z.object({ id: z.string() });
const CLIENT_FIXED = message("client_fixed");
/** Thrown inside an update's transaction to roll it back when the row comes out as it was. */
const NOTHING_CHANGED = new Error("nothing changed");

/**
 * list / create / read / update / delete for one resource, with search, ordering, paging, equality
 * filters, the tenant filter and the permission check. Written once so no route can forget any of them.
 */
export function createCrudRoutes(app: FastifyInstance, resource: TResource, registry: TCrudRegistry): void {
  const table = registry.resourceTable(resource.key);
  const tableOf = registry.tableOf;
  const hooks = registry.hooksOf(resource.key);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = `/api/${resource.path}/`;
  const item = `/api/${resource.path}/:id/`;
  const tags = [resource.path];
  const filterShape = Object.fromEntries((resource.filterFields ?? []).map((field) => [field, z.string().optional()]));
  const ZQuery = ZListQuery.extend({ ...filterShape, client: z.uuid().optional(), other_clients: z.enum(["true", "false"]).optional() });
  const ZUpdate = resource.schema.partial();
  // Documentation of the answers (plugins/openapi.ts): derived from the resource's schema, never used to filter them.
  const ZRecord = recordSchema(resource);

  /** Spec: some catalogues show row actions only where the server marks the record updatable. */
  const serialize = (request: Parameters<typeof currentUser>[0]) => {
    const mayUpdate = can(currentUser(request).group, resource.area, "update");
    return (row: Record<string, unknown>) => {
      const out = serializeTenantRow(row);
      return resource.lockedDefaults ? { ...out, can_update: mayUpdate && row.is_system !== true } : out;
    };
  };
  const refuseLocked = (row: Record<string, unknown>) => {
    if (resource.lockedDefaults && row.is_system === true) {
      throw new HttpError(403, "locked", message("locked"));
    }
  };

  const decorate = async (rows: Record<string, unknown>[]) => (hooks.decorate ? hooks.decorate(app.db, rows) : rows);
  /** One row as the API shows it: serialized, with file details and what the hooks add. */
  const present = async (request: Parameters<typeof currentUser>[0], row: Record<string, unknown>) =>
    (await decorate(await addFileDetails(app.db, resource, [serialize(request)(row)])))[0];

  const findOne = async (request: Parameters<typeof currentUser>[0], id: string) => {
    if (!isUuid(id)) throw notFound();
    const [row] = await app.db
      .select()
      .from(table)
      .where(and(itemFilter(currentUser(request), table.id, table.client_id, id), hooks.scope?.()))
      .limit(1);
    if (!row) throw notFound();
    return row as Record<string, unknown>;
  };

  api.get(
    collection,
    {
      schema: { tags, querystring: ZQuery, response: { 200: jsonAnswer(`A page of ${resource.key} records.`, pageOf(ZRecord)) } },
      onRequest: requirePermission(resource.area, "list"),
    },
    async (request) => {
      const user = currentUser(request);
      const query = request.query as z.infer<typeof ZQuery> & Record<string, string | undefined>;
      const tenant = listTenantFilter(user, table.client_id, query);
      const filters = [tenant, ...(await listFilters(resource, table, hooks, query, { db: app.db, tenant }))];
      const page = await listPage(app.db, table, resource, query, filters, request.url, serialize(request));
      return { ...page, results: await decorate(await addFileDetails(app.db, resource, page.results)) };
    },
  );

  const ZCreateBody = hooks.createAcceptsArray ? z.union([resource.schema, z.array(resource.schema).min(1).max(1000)]) : resource.schema;
  /** Rows as the API shows them, for a user (the bulk route answers outside one row's request). */
  const presentMany = async (user: ReturnType<typeof currentUser>, rows: Record<string, unknown>[]) => {
    const mayUpdate = can(user.group, resource.area, "update");
    const serialized = rows.map((row) => {
      const out = serializeTenantRow(row);
      return resource.lockedDefaults ? { ...out, can_update: mayUpdate && row.is_system !== true } : out;
    });
    return decorate(await addFileDetails(app.db, resource, serialized));
  };
  registerBulkRoute(app, resource, table, registry, hooks, presentMany, ZRecord);

  api.post(
    collection,
    {
      schema: {
        tags,
        body: ZCreateBody,
        response: {
          201: hooks.createAcceptsArray
            ? jsonAnswer("Created: the record, or the records of an array.", z.union([ZRecord, z.array(ZRecord)]))
            : ZRecord,
        },
      },
      onRequest: requirePermission(resource.area, "create"),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (Array.isArray(request.body)) {
        const clientId = hooks.resolveClient ? await hooks.resolveClient(app.db, undefined, user) : user.client_id;
        const rows = await createAll(app.db, { resource, table, registry, hooks, clientId, rows: request.body, user });
        return reply.status(201).send(await presentMany(user, rows));
      }
      const { client: requestedClient, ...values } = request.body as Record<string, unknown>;
      const clientId = hooks.resolveClient ? await hooks.resolveClient(app.db, requestedClient, user) : user.client_id;
      await checkReferences(app.db, resource, values, clientId, tableOf);
      const row = await app.db.transaction(async (tx) => {
        await hooks.beforeWrite?.(tx, { values, clientId, user, registry });
        const [created] = (await tx
          .insert(table)
          .values({ ...values, client_id: clientId } as never)
          .returning()) as Record<string, unknown>[];
        if (!created) throw new Error("The insert returned no row");
        await recordHistory(tx, [
          { client_id: clientId, resource: resource.key, record_id: String(created.id), action: "create", after: created },
        ]);
        return created;
      });
      return reply.status(201).send(await present(request, row));
    },
  );

  api.get(
    item,
    { schema: { tags, params: ZIdParams, response: { 200: ZRecord } }, onRequest: requirePermission(resource.area, "list") },
    async (request) => present(request, await findOne(request, request.params.id)),
  );

  const update = async (request: { params: { id: string }; body: unknown }, fullRequest: Parameters<typeof currentUser>[0]) => {
    const existing = await findOne(fullRequest, request.params.id);
    refuseLocked(existing);
    const user = currentUser(fullRequest);
    const clientId = String(existing.client_id);
    const { client: requestedClient, ...values } = request.body as Record<string, unknown>;
    // A record stays with its client: moving it would leave its links behind in the other one.
    if (requestedClient !== undefined && requestedClient !== existing.client_id) throw badRequest({ client: [CLIENT_FIXED] });
    // Links must stay within the record's own client, whoever edits it.
    await checkReferences(app.db, resource, values, clientId, tableOf);
    if (Object.keys(values).length === 0) return present(fullRequest, existing);
    let unchanged = false;
    const [row] = await app.db
      .transaction(async (tx) => {
        await hooks.beforeWrite?.(tx, { values, clientId, existing, user, registry });
        const updated = await tx
          .update(table)
          .set({ ...values, updated_at: new Date() } as never)
          .where(and(itemFilter(user, table.id, table.client_id, request.params.id)))
          .returning();
        const after = updated[0];
        if (after) {
          const changes = diffRecord(existing, after);
          // A save that changes nothing writes nothing: no entry, no new updated_at, nothing a hook did.
          if (changes.length === 0) {
            unchanged = true;
            throw NOTHING_CHANGED;
          }
          const entry = { client_id: clientId, resource: resource.key, record_id: String(existing.id) };
          await recordHistory(tx, [{ ...entry, action: "update", changes }]);
        }
        return updated;
      })
      .catch((error: unknown) => {
        if (unchanged && error === NOTHING_CHANGED) return [existing];
        throw error;
      });
    // The row was found above, inside the user's scope; the update answers it back.
    if (!row) throw new Error("The update returned no row");
    return present(fullRequest, row);
  };

  // A "delete only" catalogue has no update at all, whoever asks (405 before any other check).
  const refuseUpdate = async () => {
    throw new HttpError(405, "method_not_allowed", message("method_not_allowed"));
  };
  const updateAccess = { onRequest: resource.deleteOnly ? refuseUpdate : requirePermission(resource.area, "update") };
  // A delete-only list offers no update: the document leaves the operation out (it only ever answers 405).
  const updateDocs = resource.deleteOnly ? { hide: true } : { response: { 200: ZRecord } };
  const updateHandler = (request: { params: { id: string }; body: unknown }) => update(request, request as never);
  api.patch(item, { schema: { tags, params: ZIdParams, body: ZUpdate, ...updateDocs }, ...updateAccess }, updateHandler);
  api.put(item, { schema: { tags, params: ZIdParams, body: resource.schema, ...updateDocs }, ...updateAccess }, updateHandler);

  api.delete(
    item,
    { schema: { tags, params: ZIdParams, response: { 204: NO_CONTENT } }, onRequest: requirePermission(resource.area, "delete") },
    async (request, reply) => {
      const existing = await findOne(request, request.params.id);
      refuseLocked(existing);
      await app.db.transaction(async (tx) => {
        // A soft-deleted row stays where it is, so the records naming it still resolve (welders).
        if (!hooks.softDelete) await refuseIfUsed(tx, registry, table, existing, hooks.inUseDetail);
        await hooks.beforeDelete?.(tx, existing);
        const where = itemFilter(currentUser(request), table.id, table.client_id, request.params.id);
        if (hooks.softDelete)
          await tx
            .update(table)
            .set({ ...hooks.softDelete, updated_at: new Date() })
            .where(where);
        else await tx.delete(table).where(where);
        await recordHistory(tx, [
          {
            client_id: String(existing.client_id),
            resource: resource.key,
            record_id: String(existing.id),
            action: "delete",
            before: existing,
          },
        ]);
      });
      return reply.status(204).send();
    },
  );
}

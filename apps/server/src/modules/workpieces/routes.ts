import {
  cancelCutIssue,
  codedError,
  diffRecord,
  findResourceByKey,
  isAdminLike,
  massModifyPatch,
  message,
  type TFieldMessages,
  type TResource,
  WORKPIECE_IMPORT,
  workpieces as workpieceResource,
  ZCut,
  ZMassModify,
} from "@weldtrace/domain";
import { and, count, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serializeTenantRow } from "../../crud/create-crud-routes.js";
import { checkReferences } from "../../crud/references.js";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import { clients, workpieceEdges, workpieces } from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import { mayCreateAs, runImport } from "../../imports/engine.js";
import { exportRows } from "../../imports/export.js";
import { currentUser, type TRequestUser } from "../../plugins/auth.js";
import { badRequest, forbidden, HttpError, notFound } from "../../plugins/errors.js";
import { jsonAnswer, recordSchema } from "../../plugins/openapi.js";
import { cutWorkpiece } from "./cut.js";
import { workpieceHooks } from "./hooks.js";

const ZIdParams = z.object({ id: z.string() });
const present = async (db: TExecutor, rows: (typeof workpieces.$inferSelect)[]) =>
  workpieceHooks.decorate ? workpieceHooks.decorate(db, rows.map(serializeTenantRow)) : rows.map(serializeTenantRow);

/** The workpiece the user may reach, locked for the rest of the transaction; 404 otherwise. */
async function lockWorkpiece(tx: TExecutor, user: TRequestUser, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(workpieces)
    .where(itemFilter(user, workpieces.id, workpieces.client_id, id))
    .limit(1)
    .for("update");
  if (!row) throw notFound();
  return row;
}

/**
 * Workpiece actions beyond one row's create/update/delete (spec §4, §5): cut and cancel cut, each in one
 * transaction; mass modification; copy for another client (platform staff, `/others/workpieces`).
 */
/** Documentation of the answers (plugins/openapi.ts). */
const ZWorkpieceRecord = recordSchema(findResourceByKey("workpiece") as TResource);

export async function workpieceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["workpieces"];

  api.post(
    "/api/workpieces/:id/cut/",
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZCut,
        response: {
          201: jsonAnswer("The cut workpiece and its pieces.", z.object({ parent: ZWorkpieceRecord, children: z.array(ZWorkpieceRecord) })),
        },
      },
      onRequest: requirePermission("production", "update"),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await app.db.transaction(async (tx) => {
        const parent = await lockWorkpiece(tx, user, request.params.id);
        const cut = await cutWorkpiece(tx, parent, request.body.lengths);
        if ("error" in cut) throw badRequest({ lengths: [cut.error] });
        const [after] = await tx.select().from(workpieces).where(eq(workpieces.id, parent.id));
        const entry = { client_id: parent.client_id, resource: "workpiece", action: "cut" as const };
        const pieces = cut.children.map((child) => child.id);
        await recordHistory(tx, [
          { ...entry, record_id: parent.id, changes: [...diffRecord(parent, after), { field: "pieces", before: null, after: pieces }] },
          ...cut.children.map((child) => ({ ...entry, record_id: child.id, after: child })),
        ]);
        return { parent, children: cut.children };
      });
      const [parent] = await present(app.db, [result.parent]);
      return reply.status(201).send({ parent, children: await present(app.db, result.children) });
    },
  );

  api.post(
    "/api/workpieces/:id/cancel-cut/",
    { schema: { tags, params: ZIdParams, response: { 200: ZWorkpieceRecord } }, onRequest: requirePermission("production", "update") },
    async (request) => {
      const user = currentUser(request);
      const parent = await app.db.transaction(async (tx) => {
        const parent = await lockWorkpiece(tx, user, request.params.id);
        const children = await tx.select().from(workpieces).where(eq(workpieces.parent, parent.id)).for("update");
        const childIds = children.map((child) => child.id);
        const grandChildren = childIds.length
          ? await tx.select({ total: count() }).from(workpieces).where(inArray(workpieces.parent, childIds))
          : [{ total: 0 }];
        const edges = childIds.length
          ? await tx.select({ id: workpieceEdges.id }).from(workpieceEdges).where(inArray(workpieceEdges.workpiece, childIds))
          : [];
        const issue = cancelCutIssue({
          childCount: childIds.length,
          childIsParent: (grandChildren[0]?.total ?? 0) > 0,
          edgeWelded:
            (await app.registry.holdRefusal(
              "workpieceEdge",
              tx,
              edges.map((edge) => edge.id),
            )) !== null,
        });
        if (issue) throw badRequest({ non_field_errors: [issue] });
        if (edges.length > 0) {
          await tx
            .update(workpieceEdges)
            .set({ workpiece: parent.id, updated_at: new Date() })
            .where(inArray(workpieceEdges.workpiece, childIds));
        }
        await tx.delete(workpieces).where(inArray(workpieces.id, childIds));
        const entry = { client_id: parent.client_id, resource: "workpiece", action: "cancel_cut" as const };
        await recordHistory(tx, [
          { ...entry, record_id: parent.id, changes: [{ field: "pieces", before: childIds, after: null }] },
          ...children.map((child) => ({ ...entry, record_id: child.id, before: child })),
        ]);
        return parent;
      });
      return (await present(app.db, [parent]))[0];
    },
  );

  api.post(
    "/api/workpieces/mass-modify/",
    {
      schema: { tags, body: ZMassModify, response: { 200: jsonAnswer("The changed workpieces.", z.array(ZWorkpieceRecord)) } },
      onRequest: requirePermission("production", "update"),
    },
    async (request) => {
      const user = currentUser(request);
      const { ids, checked, values } = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(workpieces)
          .where(and(inArray(workpieces.id, ids), isAdminLike(user.group) ? undefined : eq(workpieces.client_id, user.client_id)))
          .for("update");
        if (rows.length !== new Set(ids).size) throw notFound();
        const out: (typeof workpieces.$inferSelect)[] = [];
        const errors: TFieldMessages = {};
        for (const [index, row] of rows.entries()) {
          // The patch's keys are the workpiece's columns (the domain's input is the table's row).
          const patch: Partial<typeof workpieces.$inferSelect> = massModifyPatch(values, checked, row);
          if (Object.keys(patch).length === 0) {
            out.push(row);
            continue;
          }
          try {
            await checkReferences(tx, workpieceResource, patch, row.client_id, app.registry.tableOf);
            await workpieceHooks.beforeWrite?.(tx, { values: patch, clientId: row.client_id, existing: row, registry: app.registry });
          } catch (error) {
            const fields = error instanceof HttpError ? error.fields : undefined;
            if (!fields) throw error;
            for (const [field, messages] of Object.entries(fields)) errors[`${index}.${field}`] = messages;
            continue;
          }
          const [saved] = await tx
            .update(workpieces)
            .set({ ...patch, updated_at: new Date() } as never)
            .where(eq(workpieces.id, row.id))
            .returning();
          if (saved) {
            out.push(saved);
            await recordHistory(tx, [
              { client_id: row.client_id, resource: "workpiece", record_id: row.id, action: "update", before: row, after: saved },
            ]);
          }
        }
        if (Object.keys(errors).length > 0) throw badRequest(errors);
        return out;
      });
      return present(app.db, updated);
    },
  );

  api.post(
    "/api/workpieces/:id/copy-for/",
    {
      schema: {
        tags,
        params: ZIdParams,
        body: z.object({ client: z.uuid(codedError(message("invalid_choice"))) }),
        response: { 201: ZWorkpieceRecord },
      },
      onRequest: requirePermission("production", "create"),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!isAdminLike(user.group)) throw forbidden();
      if (!isUuid(request.params.id)) throw notFound();
      const [source] = await app.db.select().from(workpieces).where(eq(workpieces.id, request.params.id)).limit(1);
      if (!source) throw notFound();
      const target = request.body.client;
      const [client] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.id, target)).limit(1);
      if (!client || target === source.client_id) throw badRequest({ client: [message("invalid_choice")] });
      // A copy is the workpiece exported and imported into the other client: references are matched by name.
      const [header = [], ...rows] = await exportRows(app.db, WORKPIECE_IMPORT, [{ ...source, parent: null }]);
      const [result] = await runImport(app.db, {
        registry: app.registry,
        definition: WORKPIECE_IMPORT,
        clientId: target,
        sheet: { header, rows },
        mayCreate: mayCreateAs(user.group),
      });
      if (result?.status !== "success") throw badRequest(result?.codes ?? { non_field_errors: [message("invalid")] });
      const [copy] = await app.db.select().from(workpieces).where(eq(workpieces.id, result.id!));
      return reply.status(201).send((await present(app.db, copy ? [copy] : []))[0]);
    },
  );
}

import {
  can,
  isAdminLike,
  isProcedureActionAllowed,
  procedureGeneralShape,
  procedureRecordShape,
  procedures as procedureResource,
  type THistoryAction,
  ZAlertSupervisor,
  ZAlertsSupervisorsSave,
  ZDuplicateRequest,
  ZListQuery,
  ZProcedureExportFile,
  ZProcedurePatch,
  ZProcedureSave,
  ZRevisionRequest,
} from "@weldtrace/domain";
import { eq, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listTablePage } from "../../crud/list.js";
import { listTenantFilter, requirePermission } from "../../crud/scope.js";
import { refuseIfUsed } from "../../crud/usages.js";
import type { TExecutor } from "../../db/client.js";
import { procedures } from "../../db/schema/index.js";
import { copyStoredFiles } from "../../files/copy.js";
import { currentUser } from "../../plugins/auth.js";
import { forbidden } from "../../plugins/errors.js";
import { documentedBody, jsonAnswer, NO_CONTENT, pageOf } from "../../plugins/openapi.js";
import type { TCopiedSequences } from "../inspections/copy.js";
import { getAlertSupervisors, saveAlertSupervisors } from "./alerts.js";
import { copyProcedureFor, exportDisposition, exportProcedure, importProcedure } from "./export-import.js";
import { procedureSnapshot, recordProcedure } from "./history.js";
import { duplicateProcedure, reviseProcedure, setArchived } from "./lifecycle.js";
import { findProcedure, loadProcedure, lockProcedure, procedureSummary, type TProcedureRow } from "./read.js";
import { archivedConflict, createProcedure, patchProcedure, replaceProcedure } from "./save.js";

const ZIdParams = z.object({ id: z.string() });
/** DRF reads true/false (and 1/0) in boolean filters. */
const zBooleanFilter = () =>
  z
    .enum(["true", "false", "True", "False", "1", "0"])
    .transform((value) => value === "true" || value === "True" || value === "1")
    .optional();
const ZProcedureListQuery = ZListQuery.extend({
  project: z.uuid().optional(),
  type: z.uuid().optional(),
  is_wps: zBooleanFilter(),
  is_reference: zBooleanFilter(),
  is_archived: zBooleanFilter(),
  client: z.uuid().optional(),
  other_clients: z.enum(["true", "false"]).optional(),
});
const ZCopyFor = z.object({ client: z.uuid(), project: z.uuid() });
/** Documentation of the answers (plugins/openapi.ts). */
/** A row of the procedures list (read.ts procedureSummary): a few of the general fields. */
const ZProcedureSummary: z.ZodType = z
  .object(procedureGeneralShape)
  .pick({ name: true, is_wps: true, is_reference: true, project: true, type: true, welds_classes: true, uom: true })
  .extend({
    id: z.uuid(),
    comment: z.string().nullable(),
    forked_from: z.uuid().nullable(),
    is_archived: z.boolean(),
    client: z.uuid(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
    can_update: z.boolean().describe("false for an archived procedure or a group that may not edit."),
  });
/** A procedure as its detail, revision and copy answer it. */
const procedureAnswerShape = {
  ...procedureRecordShape,
  client: z.uuid(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  can_update: z.boolean(),
};
const ZProcedureDetail: z.ZodType = z
  .looseObject(procedureAnswerShape)
  .meta({ "x-response-description": "The procedure with every child list." });
/**
 * Spec §7: a revision's or copy's answer gives the old and new fit-up, bevel and temperature control inspection
 * sequences, each as the source's id and its copy's.
 */
const NO_COPIES: TCopiedSequences = { fit_up: [], bevel: [], temperature_control: [] };
const ZCopiedPairs = z.array(z.object({ old: z.uuid(), new: z.uuid() }));
const ZProcedureCopyAnswer: z.ZodType = z
  .looseObject({
    ...procedureAnswerShape,
    inspection_sequences: z.object({ fit_up: ZCopiedPairs, bevel: ZCopiedPairs, temperature_control: ZCopiedPairs }),
  })
  .meta({ "x-response-description": "The new procedure with every child list, and the inspection sequences copied to it." });
const ZAlertsAnswer: z.ZodType = z.object({ procedure: z.uuid(), supervisors: z.array(ZAlertSupervisor) });

/**
 * Procedures (spec §2, §3, §4, §7): the list, the nested save of a procedure with every child list, archive,
 * revision, duplicate, JSON export and import, and the alerts configuration. Rules live in the domain and
 * in the services beside this file; this file maps them to HTTP.
 */
export async function procedureRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["procedures"];
  const collection = "/api/procedures/";
  const item = "/api/procedures/:id/";

  const mayUpdate = (request: FastifyRequest) => can(currentUser(request).group, "procedures", "update");
  const find = (request: FastifyRequest, id: string) => findProcedure(app.db, currentUser(request), id);
  const present = async (request: FastifyRequest, id: string, db: TExecutor = app.db) => {
    const [row] = await db.select().from(procedures).where(eq(procedures.id, id)).limit(1);
    return loadProcedure(db, row as TProcedureRow, mayUpdate(request));
  };
  /** A write on one procedure: found for this user (404 otherwise), then locked inside the transaction. */
  const write = async <T>(
    request: FastifyRequest,
    id: string,
    action: THistoryAction,
    change: (tx: TExecutor, row: TProcedureRow) => Promise<T>,
  ) => {
    const found = await find(request, id);
    return app.db.transaction(async (tx) => {
      const locked = await lockProcedure(tx, found.id);
      const before = await procedureSnapshot(tx, found.id);
      const result = await change(tx, locked);
      // Its history entry: the procedure as it was and is; a revision or copy is a new procedure too.
      await recordProcedure(tx, { id: found.id, clientId: found.client_id, action, before });
      if (typeof result === "string" && result !== found.id) await recordProcedure(tx, { id: result, clientId: found.client_id, action });
      return result;
    });
  };

  api.get(
    collection,
    {
      schema: { tags, querystring: ZProcedureListQuery, response: { 200: pageOf(ZProcedureSummary) } },
      onRequest: requirePermission("procedures", "list"),
    },
    async (request) => {
      const user = currentUser(request);
      const query = request.query;
      const filters: (SQL | undefined)[] = [
        listTenantFilter(user, procedures.client_id, query),
        // The archived list is the same collection with ?is_archived=true.
        eq(procedures.is_archived, query.is_archived ?? false),
      ];
      if (query.project) filters.push(eq(procedures.project, query.project));
      if (query.type) filters.push(eq(procedures.type, query.type));
      if (query.is_wps !== undefined) filters.push(eq(procedures.is_wps, query.is_wps));
      if (query.is_reference !== undefined) filters.push(eq(procedures.is_reference, query.is_reference));
      const updatable = mayUpdate(request);
      return listTablePage(app.db, procedures, procedureResource, query, filters, request.url, (row) => procedureSummary(row, updatable));
    },
  );

  api.post(
    collection,
    { schema: { tags, body: ZProcedureSave, response: { 201: ZProcedureDetail } }, onRequest: requirePermission("procedures", "create") },
    async (request, reply) => {
      const clientId = currentUser(request).client_id;
      const id = await app.db.transaction(async (tx) => {
        const created = await createProcedure(tx, clientId, request.body);
        await recordProcedure(tx, { id: created, clientId, action: "create" });
        return created;
      });
      return reply.status(201).send(await present(request, id));
    },
  );

  // Static path: registered beside /:id/ routes, it never reads "import" as an id.
  api.post(
    "/api/procedures/import/",
    {
      schema: {
        tags,
        querystring: z.object({
          as_copy: z.enum(["true", "false"]).optional().describe("true: a new procedure even when the one the file names exists"),
        }),
        ...documentedBody(ZProcedureExportFile),
        response: { 201: ZProcedureDetail },
      },
      onRequest: requirePermission("procedures", "create"),
    },
    async (request, reply) => {
      const asCopy = request.query.as_copy === "true";
      const id = await importProcedure(app.db, currentUser(request).client_id, request.body, { asCopy });
      return reply.status(201).send(await present(request, id));
    },
  );

  api.get(
    item,
    { schema: { tags, params: ZIdParams, response: { 200: ZProcedureDetail } }, onRequest: requirePermission("procedures", "list") },
    async (request) => loadProcedure(app.db, await find(request, request.params.id), mayUpdate(request)),
  );

  api.put(
    item,
    {
      schema: { tags, params: ZIdParams, body: ZProcedureSave, response: { 200: ZProcedureDetail } },
      onRequest: requirePermission("procedures", "update"),
    },
    async (request) => {
      const id = await write(request, request.params.id, "update", async (tx, row) => {
        await replaceProcedure(tx, row, request.body);
        return row.id;
      });
      return present(request, id);
    },
  );

  api.patch(
    item,
    {
      schema: { tags, params: ZIdParams, body: ZProcedurePatch, response: { 200: ZProcedureDetail } },
      onRequest: requirePermission("procedures", "update"),
    },
    async (request) => {
      const id = await write(request, request.params.id, "update", async (tx, row) => {
        await patchProcedure(tx, row, request.body);
        return row.id;
      });
      return present(request, id);
    },
  );

  api.delete(
    item,
    { schema: { tags, params: ZIdParams, response: { 204: NO_CONTENT } }, onRequest: requirePermission("procedures", "delete") },
    async (request, reply) => {
      await write(request, request.params.id, "delete", async (tx, row) => {
        // An archived procedure is read-only, deletion included: unarchive it first.
        if (!isProcedureActionAllowed(row, "delete")) throw archivedConflict();
        // Like any list entry: a procedure welds or cycles name cannot be deleted (409 in_use naming them).
        await refuseIfUsed(tx, app.registry, procedures, row);
        await tx.delete(procedures).where(eq(procedures.id, row.id));
      });
      return reply.status(204).send();
    },
  );

  for (const [action, archived] of [
    ["archive", true],
    ["unarchive", false],
  ] as const) {
    api.post(
      `/api/procedures/:id/${action}/`,
      { schema: { tags, params: ZIdParams, response: { 200: ZProcedureDetail } }, onRequest: requirePermission("procedures", "update") },
      async (request) => {
        const id = await write(request, request.params.id, archived ? "archive" : "restore", async (tx, row) => {
          await setArchived(tx, row, archived);
          return row.id;
        });
        return present(request, id);
      },
    );
  }

  api.post(
    "/api/procedures/:id/revision/",
    {
      schema: { tags, params: ZIdParams, body: ZRevisionRequest, response: { 201: ZProcedureCopyAnswer } },
      onRequest: requirePermission("procedures", "create"),
    },
    async (request, reply) => {
      let copied: TCopiedSequences = NO_COPIES;
      const id = await write(request, request.params.id, "revision", (tx, row) =>
        reviseProcedure(tx, row, request.body, (sequences) => {
          copied = sequences;
        }),
      );
      return reply.status(201).send({ ...(await present(request, id)), inspection_sequences: copied });
    },
  );

  api.post(
    "/api/procedures/:id/duplicate/",
    {
      schema: { tags, params: ZIdParams, body: ZDuplicateRequest, response: { 201: ZProcedureCopyAnswer } },
      onRequest: requirePermission("procedures", "create"),
    },
    async (request, reply) => {
      let copied: TCopiedSequences = NO_COPIES;
      const id = await write(request, request.params.id, "copy", (tx, row) =>
        duplicateProcedure(tx, row, request.body, (sequences) => {
          copied = sequences;
        }),
      );
      return reply.status(201).send({ ...(await present(request, id)), inspection_sequences: copied });
    },
  );

  api.get(
    "/api/procedures/:id/export/",
    {
      schema: {
        tags,
        params: ZIdParams,
        response: {
          200: jsonAnswer("The procedure's JSON export file (import it with POST /api/procedures/import/).", ZProcedureExportFile),
        },
      },
      onRequest: requirePermission("procedures", "list"),
    },
    async (request, reply) => {
      const row = await find(request, request.params.id);
      const file = await exportProcedure(app.db, row);
      return reply.header("content-disposition", exportDisposition(row.name)).send(file);
    },
  );

  api.post(
    "/api/procedures/:id/copy-for/",
    {
      schema: { tags, params: ZIdParams, body: ZCopyFor, response: { 201: ZProcedureDetail } },
      onRequest: requirePermission("procedures", "create"),
    },
    async (request, reply) => {
      if (!isAdminLike(currentUser(request).group)) throw forbidden();
      const id = await copyProcedureFor(app.db, await find(request, request.params.id), request.body, copyStoredFiles(app.fileStore));
      return reply.status(201).send(await present(request, id));
    },
  );

  api.get(
    "/api/procedures/:id/alerts-supervisors/",
    { schema: { tags, params: ZIdParams, response: { 200: ZAlertsAnswer } }, onRequest: requirePermission("procedures", "list") },
    async (request) => getAlertSupervisors(app.db, await find(request, request.params.id)),
  );

  api.put(
    "/api/procedures/:id/alerts-supervisors/",
    {
      schema: { tags, params: ZIdParams, body: ZAlertsSupervisorsSave, response: { 200: ZAlertsAnswer } },
      onRequest: requirePermission("procedures", "update"),
    },
    async (request) => {
      const row = await write(request, request.params.id, "update", async (tx, locked) => {
        await saveAlertSupervisors(tx, locked, request.body);
        return locked;
      });
      return getAlertSupervisors(app.db, row);
    },
  );
}

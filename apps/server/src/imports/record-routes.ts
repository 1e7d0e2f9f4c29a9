import {
  canResumeImport,
  canUndoImport,
  IMPORT_RECORDS_MAX_PAGE_SIZE,
  IMPORT_RECORDS_PAGE_SIZE,
  IMPORT_REPORT_PAGE_SIZE,
  message,
  usedBy,
  ZImportRecord,
  ZImportRecordDetail,
  ZImportUndoAnswer,
} from "@weldtrace/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, requirePermission } from "../crud/scope.js";
import { imports } from "../db/schema/index.js";
import { currentUser } from "../plugins/auth.js";
import { HttpError, notFound } from "../plugins/errors.js";
import { importStreamAnswer } from "../plugins/openapi-answers.js";
import { chunkRowsOf, importContext } from "./engine.js";
import { openSheet } from "./parse.js";
import { findImportRecord, ImportInUse, listImportRecords, presentImportRecord, refusalsOf, undoImport } from "./records.js";
import { definitionOf, streamImport, targetClient } from "./run.js";
import { takeImportSlot } from "./slots.js";

const ZKey = z.object({ key: z.string() });
const ZRecordParams = z.object({ key: z.string(), id: z.string() });
const ZClient = z.object({ client: z.string().optional() });

const notUndoable = () => new HttpError(400, "import_not_undoable", message("import_not_undoable"));
const notResumable = () => new HttpError(400, "import_not_resumable", message("import_not_resumable"));

/**
 * The past imports of one import (each a record, so an import cut off midway is never a silent half import), under
 * `/api/imports/<key>/runs/`: the list (newest first, paged), one with its report, its undo and its resume. Allowed to
 * whoever may run that import (create on the resource's area); the undo, which deletes, also asks for delete. Another
 * client's record is a 404.
 */
export async function importRecordRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["imports"];

  /** The import, checked as its own import route checks it, and the client whose records are read. */
  const access = async (request: FastifyRequest, key: string, client: string | undefined, alsoDelete = false) => {
    const { definition, resource } = definitionOf(app, key);
    await requirePermission(resource.area, "create")(request);
    if (alsoDelete) await requirePermission(resource.area, "delete")(request);
    return { definition, resource, clientId: await targetClient(app, request, client) };
  };
  const recordOf = async (clientId: string, key: string, id: string) => {
    const record = isUuid(id) ? await findImportRecord(app.db, { clientId, importKey: key, id }) : undefined;
    if (!record) throw notFound();
    return record;
  };

  api.get(
    "/api/imports/:key/runs/",
    {
      schema: {
        tags,
        params: ZKey,
        querystring: ZClient.extend({
          page: z.coerce.number().int().min(1).default(1),
          page_size: z.coerce.number().int().min(1).max(IMPORT_RECORDS_MAX_PAGE_SIZE).default(IMPORT_RECORDS_PAGE_SIZE),
        }),
        response: { 200: z.object({ count: z.number().int(), results: z.array(ZImportRecord) }) },
      },
    },
    async (request) => {
      const { definition, clientId } = await access(request, request.params.key, request.query.client);
      return listImportRecords(app.db, {
        clientId,
        importKey: definition.key,
        page: request.query.page,
        pageSize: request.query.page_size,
      });
    },
  );

  api.get(
    "/api/imports/:key/runs/:id/",
    {
      schema: {
        tags,
        params: ZRecordParams,
        querystring: ZClient.extend({ after: z.coerce.number().int().min(0).default(0) }),
        response: { 200: ZImportRecordDetail },
      },
    },
    async (request) => {
      const { definition, clientId } = await access(request, request.params.key, request.query.client);
      const record = await recordOf(clientId, definition.key, request.params.id);
      const { refusals, nextAfter } = await refusalsOf(app.db, record.id, request.query.after, IMPORT_REPORT_PAGE_SIZE);
      return { ...presentImportRecord(record), refusals, refusals_next_after: nextAfter };
    },
  );

  api.post(
    "/api/imports/:key/runs/:id/undo/",
    { schema: { tags, params: ZRecordParams, querystring: ZClient, response: { 200: ZImportUndoAnswer } } },
    async (request) => {
      const { definition, clientId } = await access(request, request.params.key, request.query.client, true);
      const found = await recordOf(clientId, definition.key, request.params.id);
      if (!canUndoImport(found.status)) throw notUndoable();
      try {
        const { deleted, updatedKept, dropFile } = await app.db.transaction(async (tx) => {
          // One undo at a time, and never of an import resumed meanwhile.
          const [locked] = await tx.select().from(imports).where(eq(imports.id, found.id)).for("update");
          if (!locked || !canUndoImport(locked.status)) throw notUndoable();
          return undoImport(tx, app.registry, locked);
        });
        // An undone import is never resumed: its file goes, once the undo is committed.
        if (dropFile) await app.fileStore.delete(dropFile).catch(() => {});
        const record = await recordOf(clientId, definition.key, found.id);
        return { deleted, updated_kept: updatedKept, record: presentImportRecord(record) };
      } catch (error) {
        if (error instanceof ImportInUse)
          throw new HttpError(400, "import_used", [message("import_used"), usedBy(error.usages)], undefined, {
            used_by: error.usages,
          });
        throw error;
      }
    },
  );

  api.post(
    "/api/imports/:key/runs/:id/resume/",
    { schema: { tags, params: ZRecordParams, querystring: ZClient, response: { 200: importStreamAnswer } } },
    async (request, reply) => {
      const { definition, clientId } = await access(request, request.params.key, request.query.client);
      const record = await recordOf(clientId, definition.key, request.params.id);
      if (!canResumeImport({ status: record.status, has_file: record.file_key !== null }) || !record.file_key) throw notResumable();
      // The parameters the import was started with (the flaw import's library), checked again.
      const context = await importContext(app.db, app.registry, definition.key, clientId, record.query);
      const release = takeImportSlot(currentUser(request).id);
      try {
        const file = await app.fileStore.get(record.file_key).catch(() => {
          throw notResumable();
        });
        const chunks: Buffer[] = [];
        for await (const chunk of file) chunks.push(Buffer.from(chunk as Uint8Array));
        const sheet = await openSheet(record.file_name, Buffer.concat(chunks));
        // Claimed once: a second resume (or an undo) of the same record meanwhile finds it running.
        const claimed = await app.db
          .update(imports)
          .set({ status: "running", finished_at: null, failure: null })
          .where(and(eq(imports.id, record.id), inArray(imports.status, ["failed", "interrupted"])))
          .returning({ id: imports.id });
        if (claimed.length === 0) throw notResumable();
        const startRow = (record.last_chunk + 1) * chunkRowsOf(app.registry, definition.key);
        const openRecord = async () => record.id;
        return streamImport(app, request, reply, { definition, clientId, context, sheet, openRecord, startRow, release });
      } catch (error) {
        release();
        throw error;
      }
    },
  );
}

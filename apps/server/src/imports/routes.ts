import { EXPORT_IDS_MAX, message, SHEET_LANGUAGES } from "@weldtrace/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listFilters, searchFilter } from "../crud/list-filters.js";
import { isUuid, requirePermission } from "../crud/scope.js";
import { columnsOf } from "../db/tables.js";
import { currentUser } from "../plugins/auth.js";
import { badRequest, forbidden, notFound } from "../plugins/errors.js";
import { fileAnswer, multipartBody } from "../plugins/openapi.js";
import { importStreamAnswer } from "../plugins/openapi-answers.js";
import { defaultUnits, importContext } from "./engine.js";
import { exportRows, type TFileFormat, templateRows, writeSheet } from "./export.js";
import { openSheet } from "./parse.js";
import { importRecordRoutes } from "./record-routes.js";
import { startImportRecord } from "./records.js";
import { definitionOf, importQuery, streamImport, targetClient } from "./run.js";
import { takeImportSlot } from "./slots.js";
import { readUploadedSheet } from "./upload.js";

const ZParams = z.object({ key: z.string() });
const ZFormat = z.object({
  format: z.enum(["csv", "xlsx"]).default("xlsx"),
  client: z.string().optional(),
  /** The headers' language: the reader's; an import reads either. */
  language: z.enum(SHEET_LANGUAGES).default("en"),
});

const SHEET_TYPES = ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"];
const CONTENT_TYPES: Record<TFileFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * The import engine over HTTP. `POST /api/imports/<key>/` (multipart "file", CSV or XLSX) answers a stream of
 * JSON lines: `{type:"start", total}`, one `{type:"progress", done, total, results}` per saved batch, then
 * `{type:"end", status, saved, failed}` — the progress modal reads them as they come. Templates and exports
 * of the same columns at `/template/` and `/export/`.
 */
/** `?ids=`: only the rows a user selected in the list (comma-separated ids), checked like an id filter. */
function selectedIds(id: PgColumn, raw: string | undefined) {
  if (raw === undefined) return undefined;
  const ids = [...new Set(raw.split(",").map((id) => id.trim()))].filter(Boolean);
  if (ids.length === 0 || !ids.every(isUuid)) throw badRequest({ ids: [message("invalid_id")] });
  if (ids.length > EXPORT_IDS_MAX) throw badRequest({ ids: [message("export_too_many_ids", { max: EXPORT_IDS_MAX })] });
  return inArray(id, ids);
}

export async function importRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["imports"];
  // The past imports: list, report, undo, resume (record-routes.ts).
  await app.register(importRecordRoutes);

  api.post(
    "/api/imports/:key/",
    {
      schema: {
        tags,
        params: ZParams,
        querystring: z.object({ client: z.string().optional() }).catchall(z.string()),
        ...multipartBody(),
        response: { 200: importStreamAnswer },
      },
    },
    async (request, reply) => {
      const { definition, resource } = definitionOf(app, request.params.key);
      await requirePermission(resource.area, "create")(request);
      const clientId = await targetClient(app, request, request.query.client);
      // Parameters chosen before the file (the flaw import's library) are checked before it is read.
      const context = await importContext(app.db, app.registry, definition.key, clientId, request.query);
      // At most IMPORTS_PER_USER at once, taken before the file is read, given back when the answer ends.
      const release = takeImportSlot(currentUser(request).id);
      let sheet: Awaited<ReturnType<typeof openSheet>>;
      let upload: Awaited<ReturnType<typeof readUploadedSheet>>;
      try {
        upload = await readUploadedSheet(request);
        // An XLSX is still being read while its first chunks are saved (parse.ts openSheet); a file that is no
        // sheet fails here, before the answer starts.
        sheet = await openSheet(upload.filename, upload.body);
        // A file with nothing under its header says so before anything starts, not "done, 0 saved".
        await sheet.waitFor(1).catch(() => {});
        if (sheet.rows.length === 0) {
          throw badRequest({ file: [sheet.header.some((cell) => cell !== "") ? message("header_only") : message("empty_file")] });
        }
      } catch (error) {
        release();
        throw error;
      }
      // The import's record, its file kept for a resume (records.ts): written once the answer has started, so a
      // database lost at that moment ends the import's stream as any later failure does.
      const query = importQuery(request.query);
      const openRecord = () =>
        startImportRecord(app.db, app.fileStore, {
          clientId,
          importKey: definition.key,
          fileName: upload.filename,
          body: upload.body,
          query,
          userId: currentUser(request).id,
        });
      return streamImport(app, request, reply, { definition, clientId, context, sheet, openRecord, startRow: 0, release });
    },
  );

  api.get(
    "/api/imports/:key/template/",
    {
      schema: {
        tags,
        params: ZParams,
        querystring: ZFormat,
        response: { 200: fileAnswer("The import template: the columns, no rows.", SHEET_TYPES) },
      },
    },
    async (request, reply) => {
      const { definition, resource } = definitionOf(app, request.params.key);
      await requirePermission(resource.area, "list")(request);
      const clientId = await targetClient(app, request, request.query.client);
      const rows = templateRows(definition, {
        schema: resource.schema,
        defaults: await defaultUnits(app.db, clientId),
        language: request.query.language,
      });
      const file = await writeSheet(request.query.format, rows, definition.key);
      return reply
        .type(CONTENT_TYPES[request.query.format])
        .header("content-disposition", `attachment; filename="${definition.key}-template.${request.query.format}"`)
        .send(file);
    },
  );

  api.get(
    "/api/imports/:key/export/",
    {
      schema: {
        tags,
        params: ZParams,
        querystring: ZFormat.extend({ search: z.string().max(200).optional() }).catchall(z.string()),
        response: { 200: fileAnswer("The records, in the import's columns.", SHEET_TYPES) },
      },
    },
    async (request, reply) => {
      const { definition, resource, table } = definitionOf(app, request.params.key);
      if (definition.exportable === false) throw notFound();
      await requirePermission(resource.area, "list")(request);
      const user = currentUser(request);
      if (!user) throw forbidden();
      const query: Record<string, string | undefined> = request.query;
      const clientId = await targetClient(app, request, query.client);
      const columns = columnsOf(table);
      // Exactly the list's filters (the hooks' own, `?tag=`, typed equality filters) and its search,
      // validated the same way (crud/list-filters.ts).
      const hooks = app.registry.hooksOf(resource.key);
      const tenant = eq(table.client_id, clientId);
      const filters = [
        tenant,
        ...(await listFilters(resource, table, hooks, query, { db: app.db, tenant })),
        searchFilter(resource, table, query.search),
        selectedIds(table.id, query.ids),
      ];
      const records = await app.db
        .select()
        .from(table)
        .where(and(...filters))
        .orderBy(sql`lower(${columns[resource.defaultOrdering]})`, asc(table.id));
      const rows = await exportRows(app.db, definition, records, request.query.language);
      const file = await writeSheet(request.query.format, rows, definition.key);
      return reply
        .type(CONTENT_TYPES[request.query.format])
        .header("content-disposition", `attachment; filename="${definition.key}.${request.query.format}"`)
        .send(file);
    },
  );
}

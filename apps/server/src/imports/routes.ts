import { PassThrough } from "node:stream";
import { findResourceByKey, isAdminLike, MESSAGES, message, messageText } from "@weldtrace/domain";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, requirePermission } from "../crud/scope.js";
import { clearReadCachesAfter } from "../db/read-caches.js";
import { clients } from "../db/schema/index.js";
import { currentUser } from "../plugins/auth.js";
import { badRequest, codesOfFields, forbidden, HttpError, messageOfError, notFound } from "../plugins/errors.js";
import { fileAnswer, multipartBody } from "../plugins/openapi.js";
import { importStreamAnswer } from "../plugins/openapi-answers.js";
import { importContext, runImport } from "./engine.js";
import { exportRows, type TFileFormat, templateRows, writeSheet } from "./export.js";
import { openSheet } from "./parse.js";

const ZParams = z.object({ key: z.string() });
const ZFormat = z.object({ format: z.enum(["csv", "xlsx"]).default("xlsx"), client: z.string().optional() });

function definitionOf(app: FastifyInstance, key: string) {
  const definition = app.registry.imports[key]?.definition;
  const resource = definition ? findResourceByKey(definition.resource) : undefined;
  if (!definition || !resource) throw notFound();
  return { definition, resource, table: app.registry.resourceTable(resource.key) };
}

/** The client an import writes to or an export reads: a Super User names one (spec: "import by client"). */
async function targetClient(app: FastifyInstance, request: FastifyRequest, requested: string | undefined) {
  const user = currentUser(request);
  if (!requested || requested === user.client_id) return user.client_id;
  if (!isAdminLike(user.group) || !isUuid(requested)) throw badRequest({ client: [MESSAGES.invalidChoice] });
  const [found] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.id, requested)).limit(1);
  if (!found) throw badRequest({ client: [MESSAGES.invalidChoice] });
  return found.id;
}

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
export async function importRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["imports"];

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
      const context = await importContext(
        app.db,
        app.registry,
        definition.key,
        clientId,
        request.query as Record<string, string | undefined>,
      );
      const part = await request.file();
      if (!part) throw badRequest({ file: [MESSAGES.required] });
      let body: Buffer;
      try {
        body = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, "too_large", messageText("too_large"));
        throw error;
      }
      // An XLSX is still being read while its first chunks are saved (parse.ts openSheet); a file that is no
      // sheet fails here, before the answer starts.
      const sheet = await openSheet(part.filename, body);
      const stream = new PassThrough();
      // The start line carries the file's total, known once the file is read to its end: the lines of the chunks
      // saved before that are held, then written after it with that total (the modal's progress bar reads it).
      let held: Record<string, unknown>[] | null = [];
      const send = (line: Record<string, unknown>) => stream.write(`${JSON.stringify(line)}\n`);
      const write = (line: Record<string, unknown>) => (held ? held.push(line) : send(line));
      const flushed = sheet.finished
        .catch(() => {}) // a file that breaks midway: the import's end line says so, with the rows read until then
        .then(() => {
          const total = sheet.rows.length;
          send({ type: "start", total });
          for (const line of held ?? []) send(line.type === "progress" ? { ...line, total } : line);
          held = null;
        });
      reply.type("application/x-ndjson; charset=utf-8").header("cache-control", "no-store");
      // Rows saved so far: chunks are saved while the file is still read, so a file that breaks later, or a chunk
      // whose save fails, ends an import that has saved rows; its end line says how many.
      let savedSoFar = 0;
      void (async () => {
        try {
          const results = await runImport(app.db, {
            registry: app.registry,
            definition,
            clientId,
            sheet,
            context,
            onProgress: (progress) => {
              savedSoFar += progress.results.filter((result) => result.status === "success").length;
              write({ type: "progress", ...progress });
            },
          });
          const saved = results.filter((result) => result.status === "success").length;
          write({ type: "end", status: saved === results.length ? "done" : "error", saved, failed: results.length - saved });
        } catch (error) {
          const fields = error instanceof HttpError ? (error.fields ?? { detail: error.message }) : { detail: "Internal server error." };
          if (!(error instanceof HttpError)) request.log.error(error);
          // The codes of the failure beside its texts, as a 400 carries them.
          const codes =
            error instanceof HttpError
              ? error.fields
                ? (error.codes ?? codesOfFields(error.fields))
                : { detail: [messageOfError(error)] }
              : { detail: [message("server_error")] };
          // The rows the file holds (read to its end first, as before the import began).
          await sheet.finished.catch(() => {});
          write({ type: "end", status: "error", saved: savedSoFar, failed: sheet.rows.length - savedSoFar, errors: fields, codes });
        } finally {
          // The rows are saved by now, though the client may have gone (onResponse then never runs): forget what
          // the read caches hold for this client.
          clearReadCachesAfter(request);
          // Not before the held lines are written.
          await flushed;
          stream.end();
        }
      })();
      return reply.send(stream);
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
      const file = await writeSheet(request.query.format, templateRows(definition), definition.key);
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
      const query = request.query as Record<string, string | undefined>;
      const clientId = await targetClient(app, request, query.client);
      const columns = table as unknown as Record<string, PgColumn>;
      const filters: (SQL | undefined)[] = [eq(table.client_id, clientId)];
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        filters.push(or(...resource.searchFields.map((field) => ilike(columns[field]!, pattern))));
      }
      for (const field of resource.filterFields ?? []) {
        const value = query[field];
        if (value !== undefined && columns[field]) filters.push(eq(columns[field], value));
      }
      const records = await app.db
        .select()
        .from(table)
        .where(and(...filters))
        .orderBy(sql`lower(${columns[resource.defaultOrdering]})`, asc(table.id));
      const rows = await exportRows(app.db, definition, records as Record<string, unknown>[]);
      const file = await writeSheet(request.query.format, rows, definition.key);
      return reply
        .type(CONTENT_TYPES[request.query.format])
        .header("content-disposition", `attachment; filename="${definition.key}.${request.query.format}"`)
        .send(file);
    },
  );
}

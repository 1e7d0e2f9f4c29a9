import { PassThrough } from "node:stream";
import { findResourceByKey, isAdminLike, MESSAGES, message, messageText } from "@weldtrace/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listFilters, searchFilter } from "../crud/list-filters.js";
import { isUuid, requirePermission } from "../crud/scope.js";
import { isConnectionLoss } from "../db/connection-loss.js";
import { clearReadCachesAfter } from "../db/read-caches.js";
import { clients } from "../db/schema/index.js";
import { currentUser } from "../plugins/auth.js";
import { badRequest, codesOfFields, forbidden, HttpError, messageOfError, notFound } from "../plugins/errors.js";
import { fileAnswer, multipartBody } from "../plugins/openapi.js";
import { importStreamAnswer } from "../plugins/openapi-answers.js";
import { importContext, mayCreateAs, runImport } from "./engine.js";
import { exportRows, type TFileFormat, templateRows, writeSheet } from "./export.js";
import { openSheet } from "./parse.js";
import { takeImportSlot } from "./slots.js";
import { readUploadedSheet } from "./upload.js";

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
      // At most IMPORTS_PER_USER at once, taken before the file is read, given back when the answer ends.
      const release = takeImportSlot(currentUser(request).id);
      let sheet: Awaited<ReturnType<typeof openSheet>>;
      try {
        const { filename, body } = await readUploadedSheet(request);
        // An XLSX is still being read while its first chunks are saved (parse.ts openSheet); a file that is no
        // sheet fails here, before the answer starts.
        sheet = await openSheet(filename, body);
      } catch (error) {
        release();
        throw error;
      }
      const stream = new PassThrough();
      // The answer is written no faster than the client reads it (the import waits), or until it leaves.
      const drained = () =>
        new Promise<void>((resolve) => {
          const done = () => {
            stream.off("drain", done);
            stream.off("close", done);
            resolve();
          };
          stream.once("drain", done);
          stream.once("close", done);
        });
      // The start line carries the file's total, known once the file is read to its end: the lines of the chunks
      // saved before that are held, then written after it with that total (the modal's progress bar reads it).
      let held: Record<string, unknown>[] | null = [];
      const send = async (line: Record<string, unknown>) => {
        if (!stream.destroyed && !stream.write(`${JSON.stringify(line)}\n`)) await drained();
      };
      const write = async (line: Record<string, unknown>) => {
        if (held) held.push(line);
        else await send(line);
      };
      const flushed = sheet.finished
        .catch(() => {}) // a file that breaks midway: the import's end line says so, with the rows read until then
        .then(async () => {
          const total = sheet.rows.length;
          await send({ type: "start", total });
          for (const line of held ?? []) await send(line.type === "progress" ? { ...line, total } : line);
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
            mayCreate: mayCreateAs(currentUser(request).group),
            user: currentUser(request),
            onProgress: (progress) => {
              savedSoFar += progress.results.filter((result) => result.status === "success").length;
              return write({ type: "progress", ...progress });
            },
          });
          const saved = results.filter((result) => result.status === "success").length;
          await write({ type: "end", status: saved === results.length ? "done" : "error", saved, failed: results.length - saved });
        } catch (caught) {
          // A database lost under the import ends it with that reason, not an internal error.
          const error = isConnectionLoss(caught) ? new HttpError(503, "database_unavailable", messageText("database_unavailable")) : caught;
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
          await write({ type: "end", status: "error", saved: savedSoFar, failed: sheet.rows.length - savedSoFar, errors: fields, codes });
        } finally {
          // The rows are saved by now, though the client may have gone (onResponse then never runs): forget what
          // the read caches hold for this client.
          clearReadCachesAfter(request);
          // Not before the held lines are written.
          await flushed;
          stream.end();
          release();
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
      // Exactly the list's filters (the hooks' own, `?tag=`, typed equality filters) and its search,
      // validated the same way (crud/list-filters.ts).
      const hooks = app.registry.hooksOf(resource.key);
      const filters = [
        eq(table.client_id, clientId),
        ...listFilters(resource, table, hooks, query),
        searchFilter(resource, table, query.search),
      ];
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

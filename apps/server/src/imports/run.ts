import { PassThrough } from "node:stream";
import { findResourceByKey, IMPORT_REFUSALS_LISTED, isAdminLike, message, messageText, type TImportDefinition } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isUuid } from "../crud/scope.js";
import { queryScope, type TQueryScope } from "../db/client.js";
import { isConnectionLoss } from "../db/connection-loss.js";
import { clearReadCachesAfter } from "../db/read-caches.js";
import { clients } from "../db/schema/index.js";
import { currentUser } from "../plugins/auth.js";
import { badRequest, fieldTexts, HttpError, messageOfError, notFound } from "../plugins/errors.js";
import { mayCreateAs, runImport } from "./engine.js";
import type { openSheet } from "./parse.js";
import { finishImportRecord, recordChunk } from "./records.js";

/** The import of a path's key and its resource (404 for a key that is no import's). */
export function definitionOf(app: FastifyInstance, key: string) {
  const definition = app.registry.imports[key]?.definition;
  const resource = definition ? findResourceByKey(definition.resource) : undefined;
  if (!definition || !resource) throw notFound();
  return { definition, resource, table: app.registry.resourceTable(resource.key) };
}

/** The client an import writes to or an export reads: a Super User names one (spec: "import by client"). */
export async function targetClient(app: FastifyInstance, request: FastifyRequest, requested: string | undefined) {
  const user = currentUser(request);
  if (!requested || requested === user.client_id) return user.client_id;
  if (!isAdminLike(user.group) || !isUuid(requested)) throw badRequest({ client: [message("invalid_choice")] });
  const [found] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.id, requested)).limit(1);
  if (!found) throw badRequest({ client: [message("invalid_choice")] });
  return found.id;
}

/** The parameters of an import's request kept with its record for a resume (the flaw import's library), not `client`. */
export const importQuery = (query: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[0] !== "client" && entry[1] !== undefined));

/**
 * Runs an import (or the rest of one: a resume) and answers its stream of JSON lines (see importRoutes). The import's
 * record hears each chunk in the chunk's transaction and is ended done or failed here. A client that leaves does
 * not stop the import: it runs to its end and its record says how it ended (docs/decisions.md).
 */
export function streamImport(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    definition: TImportDefinition;
    clientId: string;
    context: unknown;
    sheet: Awaited<ReturnType<typeof openSheet>>;
    /** Writes (or claims) the import's record once the answer has started: answers its id. */
    openRecord: () => Promise<string>;
    /** 0, or a resume's first row (the chunk after the last one saved). */
    startRow: number;
    /** Gives the user's import slot back once the answer ends. */
    release: () => void;
  },
) {
  const { definition, clientId, context, sheet, openRecord, startRow, release } = options;
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
  let listed = 0;
  // The import runs in a query scope of its own, with the request's user and id (its history entries): a client that
  // leaves cancels the request's statements (plugins/query-scope.ts), which stopped the import midway on PostgreSQL
  // and left its record `running` for ever. It runs to its end, as on PGlite.
  const requestScope = queryScope.getStore();
  const importScope: TQueryScope = { ...requestScope, clients: new Set(), cancelled: false };
  void queryScope.run(importScope, async () => {
    let recordId: string | null = null;
    try {
      recordId = await openRecord();
      const results = await runImport(app.db, {
        registry: app.registry,
        definition,
        clientId,
        sheet,
        context,
        mayCreate: mayCreateAs(currentUser(request).group),
        user: currentUser(request),
        // The import's record counts each chunk in the chunk's own transaction.
        onChunkSaved: recordChunk(recordId, app.registry.imports[definition.key]?.records?.key ?? definition.resource),
        // Each row's history entry names the import, so its record shows both the rows and an undo's removal.
        importId: recordId,
        startRow,
        onProgress: (progress) => {
          savedSoFar += progress.results.filter((result) => result.status === "success").length;
          // The first IMPORT_REFUSALS_LISTED refused rows are listed, the others counted (`refused`, per chunk): 400,000
          // refused rows answered 122 MB (issue 37).
          const refused = progress.results.filter((result) => result.status !== "success").length;
          const results = progress.results.filter((result) => result.status === "success" || listed++ < IMPORT_REFUSALS_LISTED);
          return write({ type: "progress", ...progress, results, refused });
        },
      });
      const saved = results.filter((result) => result.status === "success").length;
      await finishImportRecord(app.db, app.fileStore, recordId, { status: "done" }, sheet.rows.length);
      await write({ type: "end", status: saved === results.length ? "done" : "error", saved, failed: results.length - saved });
    } catch (caught) {
      // A database lost under the import ends it with that reason, not an internal error.
      const error = isConnectionLoss(caught) ? new HttpError(503, "database_unavailable", message("database_unavailable")) : caught;
      const fields =
        error instanceof HttpError
          ? error.fields
            ? fieldTexts(error.fields)
            : { detail: error.message }
          : { detail: messageText("server_error") };
      if (!(error instanceof HttpError)) request.log.error(error);
      // The codes of the failure beside its texts, as a 400 carries them.
      const codes =
        error instanceof HttpError ? (error.fields ?? { detail: [messageOfError(error)] }) : { detail: [message("server_error")] };
      // The rows the file holds (read to its end first, as before the import began).
      await sheet.finished.catch(() => {});
      // A record the database cannot be told about now stays running: the next start marks it interrupted.
      if (recordId)
        await finishImportRecord(app.db, app.fileStore, recordId, { status: "failed", failure: codes }, sheet.rows.length).catch(
          (failure) => request.log.error(failure),
        );
      const failed = sheet.rows.length - startRow - savedSoFar;
      await write({ type: "end", status: "error", saved: savedSoFar, failed, errors: fields, codes });
    } finally {
      // The rows are saved by now, though the client may have gone (onResponse then never runs): forget what
      // the read caches hold for this client.
      clearReadCachesAfter(request);
      // Not before the held lines are written.
      await flushed;
      stream.end();
      release();
    }
  });
  return reply.send(stream);
}

import { isMessageCode, message, messageOfIssue, messageText, type TFieldMessages, type TMessage, textOf } from "@weldtrace/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { POOL_BUSY, REQUEST_GONE } from "../db/client.js";
import { isConnectionLoss } from "../db/connection-loss.js";
import { NAME_UNIQUE_SUFFIX } from "../db/list-indexes.js";
import { fieldOf, pgErrorCode } from "../typed.js";

/**
 * Thrown by services; turned into `{detail, code}` (or a DRF field map for 400) by the error handler. Every text it
 * carries is a catalogue message (`{code, params}`): its English text is made from the catalogue where the answer
 * is written, so no answer carries a text the catalogue does not know.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    /** The message of `detail`: most often the message of `code`, else one that words it (in_use: "Used by..."). */
    readonly detail: TMessage | readonly TMessage[],
    /** A 400's messages per field. */
    readonly fields?: TFieldMessages,
    /** More of the answer beside detail and code (a 409 in_use says what uses the record). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detailText(detail));
  }
}

/** The English detail of an error: its message's text, or its messages' texts one after the other. */
const detailText = (detail: TMessage | readonly TMessage[]) => (isMessageList(detail) ? detail.map(textOf).join(" ") : textOf(detail));
const isMessageList = (detail: TMessage | readonly TMessage[]): detail is readonly TMessage[] => Array.isArray(detail);

export const notFound = () => new HttpError(404, "not_found", message("not_found"));
export const forbidden = () => new HttpError(403, "permission_denied", message("permission_denied"));
export const unauthenticated = () => new HttpError(401, "not_authenticated", message("not_authenticated"));
/** A 409 whose code is its message's. */
export const conflict = (coded: TMessage) => new HttpError(409, coded.code, coded);
/** A 400 with messages per field, as DRF answers. */
export const badRequest = (fields: TFieldMessages) => new HttpError(400, "invalid", message("invalid"), fields);

type TIssue = { path: PropertyKey[]; message: string; params?: unknown };

/**
 * The key of a 400 answer that carries the codes beside the DRF field map. No resource has a field of that name
 * (docs/decisions.md, "Server messages as codes"); a field path never starts with it.
 */
export const CODES_KEY = "codes";

const fieldKey = (path: readonly PropertyKey[]) => (path.length > 0 ? path.map(String).join(".") : "non_field_errors");

/** The DRF field map of messages per field: each message's English text. */
export function fieldTexts(fields: TFieldMessages): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages.map(textOf)]));
}

/** Zod issues → the catalogue messages they carry, per field (messageOfIssue); one of each text per field. */
export function issuesToMessages(issues: readonly TIssue[]): TFieldMessages {
  const codes: TFieldMessages = {};
  const seen = new Set<string>();
  for (const issue of issues) {
    const key = fieldKey(issue.path);
    if (seen.has(`${key}\u0000${issue.message}`)) continue;
    seen.add(`${key}\u0000${issue.message}`);
    codes[key] ??= [];
    codes[key].push(messageOfIssue(issue));
  }
  return codes;
}

type TPgError = { code?: string; constraint?: string; detail?: string; cause?: TPgError };

/**
 * A second entry of the same name in a catalogue whose names are identities (the unique index
 * `listIndexes` derives from `uniqueName`) is a 409 duplicate naming the name: the one sent when known, else
 * the one PostgreSQL reports (lower-cased, as the index compares).
 */
export function duplicateNameError(error: unknown, name?: unknown): HttpError | undefined {
  const pg = ((error as TPgError).cause ?? error) as TPgError;
  if (pg.code !== "23505" || !pg.constraint?.endsWith(NAME_UNIQUE_SUFFIX)) return undefined;
  const reported = /\)=\(.*?, (.*)\) already exists/.exec(pg.detail ?? "")?.[1] ?? "";
  const shown = typeof name === "string" && name.trim().length > 0 ? name.trim() : reported;
  return new HttpError(409, "duplicate", message("duplicate", { name: shown }), undefined, { field: "name" });
}

/**
 * The catalogue message of a `{detail, code}` error, as a refused bulk or import row names it: its detail's when
 * that is the message of its code, else its code's.
 */
export function messageOfError(error: HttpError): TMessage {
  const { detail, code } = error;
  if (!isMessageList(detail) && detail.code === code) return detail;
  return isMessageCode(code) ? { code } : isMessageList(detail) ? (detail[0] ?? message("invalid")) : detail;
}

/** A 400 of zod issues, with their codes. */
export const invalidIssues = (issues: readonly TIssue[]) => badRequest(issuesToMessages(issues));

/** The body of a 400: the DRF field map (each message's English text) plus, under CODES_KEY, each message. */
export const badRequestBody = (fields: TFieldMessages) => ({
  ...fieldTexts(fields),
  [CODES_KEY]: fields,
});

/**
 * The body of another error: `{detail, code}`, plus `params` when the detail is the message of that code with
 * parameters (the web app translates by code).
 */
export function detailBody(error: HttpError): Record<string, unknown> {
  const { detail, code } = error;
  const params = !isMessageList(detail) && detail.code === code ? detail.params : undefined;
  return { detail: error.message, code, ...(params ? { params } : {}), ...error.extra };
}

/**
 * PostgreSQL error codes that mean "this value cannot be stored": invalid text representation, U+0000 or a bad
 * byte sequence, date/time out of range or malformed, numeric out of range, string too long, untranslatable
 * character, value too long for an index row (54000).
 */
const BAD_INPUT_CODES = new Set(["22P02", "22021", "22P05", "22008", "22007", "22003", "22001", "22026", "22P03", "54000"]);

/** Seconds a client waits before trying again after the database was lost (a restart or fail-over takes a few). */
export const DATABASE_RETRY_AFTER = "5";
export const databaseUnavailableBody = () => ({ detail: messageText("database_unavailable"), code: "database_unavailable" });

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((entry) => ({
        path: entry.instancePath.split("/").filter((part) => part.length > 0),
        message: entry.message ?? messageText("invalid_value"),
        // The rest of the zod issue: its `params` carry its catalogue message (the domain's error map, codedError, codedIssue).
        params: (entry.params as { params?: unknown } | undefined)?.params,
      }));
      return reply.status(400).send(badRequestBody(issuesToMessages(issues)));
    }
    if (error instanceof ZodError) return reply.status(400).send(badRequestBody(issuesToMessages(error.issues)));
    if (error instanceof HttpError) {
      if (error.statusCode === 400 && error.fields) return reply.status(400).send(badRequestBody(error.fields));
      return reply.status(error.statusCode).send(detailBody(error));
    }
    const duplicate = duplicateNameError(error, fieldOf(request.body, "name"));
    if (duplicate) return reply.status(409).send(detailBody(duplicate));
    // Postgres: malformed input that slipped past validation (a bad uuid in a filter, U+0000, a date or number
    // out of range...). The last line of defence: the value was the client's, so a 400, never a 500.
    const pgCode = pgErrorCode(error);
    if (pgCode && BAD_INPUT_CODES.has(pgCode)) {
      request.log.warn({ pgCode, url: request.routeOptions.url }, "input refused by the database");
      return reply.status(400).send(badRequestBody({ non_field_errors: [message("invalid_value")] }));
    }
    if (pgCode === "23503") return reply.status(409).send({ detail: messageText("in_use"), code: "in_use" });
    if (pgCode === "23505") return reply.status(409).send({ detail: messageText("duplicate_record"), code: "duplicate_record" });
    // Overload: no connection freed up in time, or a statement ran past the time limit (57014, also a
    // cancel after the client left, when nobody reads the answer). Try again later rather than queue forever.
    if (pgCode === POOL_BUSY) {
      return reply
        .status(503)
        .header("retry-after", "1")
        .send({ detail: messageText("busy"), code: "busy" });
    }
    if (pgCode === "57014" || pgCode === REQUEST_GONE) {
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ detail: messageText("timeout"), code: "timeout" });
    }
    // The database restarted, failed over or ended the connection under the request.
    if (isConnectionLoss(error)) {
      request.log.warn({ pgCode, url: request.routeOptions.url }, "database connection lost");
      return reply.status(503).header("retry-after", DATABASE_RETRY_AFTER).send(databaseUnavailableBody());
    }
    if (error.statusCode === 413) return reply.status(413).send({ detail: messageText("too_large"), code: "too_large" });
    // Fastify's own 400s (malformed or empty JSON body) keep the DRF shape every 400 has; their texts (a JSON
    // parser's) are not the catalogue's, so they go to the log and the answer says it in the catalogue's words.
    if (error.statusCode === 400) {
      request.log.info({ code: error.code, reason: error.message }, "request body refused");
      return reply.status(400).send(badRequestBody({ non_field_errors: [message("malformed_body")] }));
    }
    if (error.statusCode === 415)
      return reply.status(415).send(detailBody(new HttpError(415, "unsupported_media_type", message("unsupported_media_type"))));
    if (error.statusCode && error.statusCode < 500) {
      request.log.info({ code: error.code, reason: error.message }, "request refused");
      return reply.status(error.statusCode).send(detailBody(new HttpError(error.statusCode, "invalid", message("invalid"))));
    }
    request.log.error(error);
    return reply.status(500).send({ detail: messageText("server_error"), code: "server_error" });
  });
}

/**
 * Unknown /api paths answer JSON 404; with the web app served, any other GET loads the single page
 * so client-side routes (/login, /projects/...) survive a reload.
 */
export function registerNotFoundHandler(app: FastifyInstance, options: { spa: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    if (options.spa && request.method === "GET" && !request.url.startsWith("/api")) return reply.sendFile("index.html");
    return reply.status(404).send({ detail: messageText("not_found"), code: "not_found" });
  });
}

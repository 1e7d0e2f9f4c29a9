import { isMessageCode, messageOfAnyText, messageOfIssue, messageOfText, messageText, type TMessage } from "@weldtrace/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { POOL_BUSY, REQUEST_GONE } from "../db/client.js";
import { isConnectionLoss } from "../db/connection-loss.js";
import { NAME_UNIQUE_SUFFIX } from "../db/list-indexes.js";

/** Thrown by services; turned into `{detail, code}` (or a DRF field map for 400) by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** More of the answer beside detail and code (a 409 in_use says what uses the record). */
    readonly extra?: Record<string, unknown>,
    /** The catalogue messages of `fields`, when known at the source (zod issues); else found from their texts. */
    readonly codes?: TFieldCodes,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, "not_found", messageText("not_found"));
export const forbidden = () => new HttpError(403, "permission_denied", messageText("permission_denied"));
export const unauthenticated = () => new HttpError(401, "not_authenticated", messageText("not_authenticated"));
export const conflict = (message: string, code = "conflict") => new HttpError(409, code, message);
/** A 400 with messages per field, as DRF answers. */
export const badRequest = (fields: Record<string, string[]>) => new HttpError(400, "invalid", messageText("invalid"), fields);

type TIssue = { path: PropertyKey[]; message: string; params?: unknown };

/** Per field, the catalogue message (code and parameters) of each text, in the same order. */
export type TFieldCodes = Record<string, TMessage[]>;

/**
 * The key of a 400 answer that carries the codes beside the DRF field map. No resource has a field of that name
 * (docs/decisions.md, "Server messages as codes"); a field path never starts with it.
 */
export const CODES_KEY = "codes";

const fieldKey = (path: readonly PropertyKey[]) => (path.length > 0 ? path.map(String).join(".") : "non_field_errors");

/** Codes of a field map whose texts came without them (a rule returned its text): found in the catalogue. */
export function codesOfFields(fields: Record<string, string[]>): TFieldCodes {
  return Object.fromEntries(Object.entries(fields).map(([key, texts]) => [key, texts.map(messageOfAnyText)]));
}

/** Zod issues → the codes of `issuesToFields`, from the issues themselves (a refinement's code, else its text's). */
export function issuesToCodes(issues: readonly TIssue[]): TFieldCodes {
  const codes: TFieldCodes = {};
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
  return new HttpError(409, "duplicate", messageText("duplicate", { name: shown }), undefined, { field: "name" });
}

/** The catalogue message of a `{detail, code}` error: its code when it is one, else its text's. */
export function messageOfError(error: HttpError): TMessage {
  const known = messageOfText(error.message);
  if (isMessageCode(error.code)) return known?.code === error.code && known.params ? known : { code: error.code };
  return messageOfAnyText(error.message);
}

/** A 400 of zod issues, with their codes. */
export const invalidIssues = (issues: readonly TIssue[]) =>
  new HttpError(400, "invalid", messageText("invalid"), issuesToFields(issues), undefined, issuesToCodes(issues));

/** The body of a 400: the DRF field map plus, under CODES_KEY, each message's code and parameters. */
export const badRequestBody = (fields: Record<string, string[]>, codes?: TFieldCodes) => ({
  ...fields,
  [CODES_KEY]: codes ?? codesOfFields(fields),
});

/**
 * The body of another error: `{detail, code}`, plus `params` when the detail is the catalogue text of that
 * code with parameters (the web app translates by code).
 */
export function detailBody(detail: string, code: string, extra?: Record<string, unknown>): Record<string, unknown> {
  const known = messageOfText(detail);
  const params = known?.code === code ? known.params : undefined;
  return { detail, code, ...(params ? { params } : {}), ...extra };
}

/** Zod issues → `{ field: [messages] }`; issues without a path go to non_field_errors. */
export function issuesToFields(issues: readonly TIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = fieldKey(issue.path);
    fields[key] ??= [];
    if (!fields[key].includes(issue.message)) fields[key].push(issue.message);
  }
  return fields;
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
      }));
      return reply.status(400).send(badRequestBody(issuesToFields(issues)));
    }
    if (error instanceof ZodError) return reply.status(400).send(badRequestBody(issuesToFields(error.issues), issuesToCodes(error.issues)));
    if (error instanceof HttpError) {
      if (error.statusCode === 400 && error.fields) return reply.status(400).send(badRequestBody(error.fields, error.codes));
      return reply.status(error.statusCode).send(detailBody(error.message, error.code, error.extra));
    }
    const duplicate = duplicateNameError(error, (request.body as { name?: unknown } | null | undefined)?.name);
    if (duplicate) return reply.status(409).send(detailBody(duplicate.message, duplicate.code, duplicate.extra));
    // Postgres: malformed input that slipped past validation (a bad uuid in a filter, U+0000, a date or number
    // out of range...). The last line of defence: the value was the client's, so a 400, never a 500.
    const pgCode = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (pgCode && BAD_INPUT_CODES.has(pgCode)) {
      request.log.warn({ pgCode, url: request.routeOptions.url }, "input refused by the database");
      return reply.status(400).send(badRequestBody({ non_field_errors: [messageText("invalid_value")] }));
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
    // Fastify's own 400s (malformed or empty JSON body) keep the DRF shape every 400 has.
    if (error.statusCode === 400) return reply.status(400).send(badRequestBody({ non_field_errors: [error.message] }));
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message, code: error.code ?? "bad_request" });
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

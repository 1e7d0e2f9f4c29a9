import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { POOL_BUSY, REQUEST_GONE } from "../db/client.js";

/** Thrown by services; turned into `{detail, code}` (or a DRF field map for 400) by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** More of the answer beside detail and code (a 409 in_use says what uses the record). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, "not_found", "Not found.");
export const forbidden = () => new HttpError(403, "permission_denied", "You do not have permission to perform this action.");
export const unauthenticated = () => new HttpError(401, "not_authenticated", "Authentication credentials were not provided.");
export const conflict = (message: string, code = "conflict") => new HttpError(409, code, message);
/** A 400 with messages per field, as DRF answers. */
export const badRequest = (fields: Record<string, string[]>) => new HttpError(400, "invalid", "Invalid input.", fields);

type TIssue = { path: PropertyKey[]; message: string };

/** Zod issues → `{ field: [messages] }`; issues without a path go to non_field_errors. */
export function issuesToFields(issues: readonly TIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "non_field_errors";
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

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((entry) => ({
        path: entry.instancePath.split("/").filter((part) => part.length > 0),
        message: entry.message ?? "Invalid value.",
      }));
      return reply.status(400).send(issuesToFields(issues));
    }
    if (error instanceof ZodError) return reply.status(400).send(issuesToFields(error.issues));
    if (error instanceof HttpError) {
      if (error.statusCode === 400 && error.fields) return reply.status(400).send(error.fields);
      return reply.status(error.statusCode).send({ detail: error.message, code: error.code, ...error.extra });
    }
    // Postgres: malformed input that slipped past validation (a bad uuid in a filter, U+0000, a date or number
    // out of range...). The last line of defence (issue 9): the value was the client's, so a 400, never a 500.
    const pgCode = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (pgCode && BAD_INPUT_CODES.has(pgCode)) {
      request.log.warn({ pgCode, url: request.routeOptions.url }, "input refused by the database");
      return reply.status(400).send({ non_field_errors: ["Invalid value."] });
    }
    if (pgCode === "23503") return reply.status(409).send({ detail: "This record is used elsewhere.", code: "in_use" });
    if (pgCode === "23505") return reply.status(409).send({ detail: "This record already exists.", code: "duplicate" });
    // Overload: no connection freed up in time, or a statement ran past the time limit (57014, also a
    // cancel after the client left, when nobody reads the answer). Try again later rather than queue forever.
    if (pgCode === POOL_BUSY) {
      return reply.status(503).header("retry-after", "1").send({ detail: "The server is busy. Try again in a moment.", code: "busy" });
    }
    if (pgCode === "57014" || pgCode === REQUEST_GONE) {
      return reply.status(503).header("retry-after", "5").send({ detail: "The request took too long and was stopped.", code: "timeout" });
    }
    if (error.statusCode === 413) return reply.status(413).send({ detail: "File too large.", code: "too_large" });
    // Fastify's own 400s (malformed or empty JSON body) keep the DRF shape every 400 has.
    if (error.statusCode === 400) return reply.status(400).send({ non_field_errors: [error.message] });
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message, code: error.code ?? "bad_request" });
    }
    request.log.error(error);
    return reply.status(500).send({ detail: "Internal server error.", code: "server_error" });
  });
}

/**
 * Unknown /api paths answer JSON 404; with the web app served, any other GET loads the single page
 * so client-side routes (/login, /projects/...) survive a reload.
 */
export function registerNotFoundHandler(app: FastifyInstance, options: { spa: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    if (options.spa && request.method === "GET" && !request.url.startsWith("/api")) return reply.sendFile("index.html");
    return reply.status(404).send({ detail: "Not found.", code: "not_found" });
  });
}

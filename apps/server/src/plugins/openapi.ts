import type { TResource } from "@weldtrace/domain";
import type { FastifySchema, FastifySerializerCompiler, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import { fieldOf, isRecord } from "../typed.js";

/**
 * For integrators, in one place for every route (CRUD factory and bespoke alike): each operation gets an operationId,
 * a summary, the token security scheme unless the route is public, its success answer (declared by the route in
 * `schema.response`) and the error answers its shape implies (400, 401, 403, 404, 409, 413, 415, 429).
 *
 * Response schemas are documentation only: `documentationOnlySerializer` writes every answer with JSON.stringify,
 * so a field missing from a documented schema still reaches the client (fast-json-stringify or zod would drop it).
 */

export const API_DESCRIPTION = [
  "The WeldTrace API. Send `Authorization: Token <token>` (from `POST /api/api-token-auth/`) on every call but login.",
  "Lists take `search`, `ordering` (a field, `-field` descending), `page`, `page_size` (1 to 1000) and `cursor`, plus",
  "equality filters, and answer `{count, next, previous, results}`. Errors: 400 `{field: [messages], non_field_errors}`;",
  "others `{detail, code}`.",
].join(" ");

/** Route `schema` keys read by the documentation only (Fastify ignores keys it does not know). */
const MULTIPART = "x-multipart";
const DOCUMENTED_BODY = "x-documented-body";

export const documentationOnlySerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

const errorRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ZMessages = z.array(z.string());

/** ARCHITECTURE.md "Errors": the bodies every error answer has, as shared components. */
export const ZValidationError = z
  .object({
    non_field_errors: ZMessages.optional(),
    codes: z
      .record(z.string(), z.array(z.object({ code: z.string(), params: z.record(z.string(), z.unknown()).optional() })))
      .optional()
      .describe("The catalogue code and parameters of each message, by field and in the same order."),
  })
  .catchall(ZMessages)
  .meta({
    description: "A 400: the messages of each refused field, by field name; messages about no one field in non_field_errors.",
    examples: [{ name: ["This field is required."] }],
  });
export const ZError = z.looseObject({ detail: z.string(), code: z.string() }).meta({
  description: "Every other error: a readable message and a machine code.",
  examples: [{ detail: "Not found.", code: "not_found" }],
});
export const ZConflict = ZError.extend({
  used_by: z
    .array(z.object({ entity: z.string(), count: z.number().int(), names: z.array(z.string()) }))
    .optional()
    .describe("What uses the record (in_use)."),
}).meta({
  description: "A 409: the record is used elsewhere (in_use, naming what uses it), already exists (duplicate) or is archived.",
  examples: [{ detail: "Used by 2 procedures: WPS-001, WPS-002.", code: "in_use" }],
});

const componentOf = (schema: z.ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output" });
  return json as OpenAPIV3_1.SchemaObject;
};
export const ERROR_SCHEMAS: Record<string, OpenAPIV3_1.SchemaObject> = {
  ValidationError: componentOf(ZValidationError),
  Error: componentOf(ZError),
  Conflict: componentOf(ZConflict),
};

const ERROR_ANSWERS: Record<number, { description: string; schema: string }> = {
  400: { description: "Invalid input: messages by field.", schema: "ValidationError" },
  401: { description: "No valid token (not_authenticated).", schema: "Error" },
  403: { description: "The user's group may not do this, or the client's licence has expired.", schema: "Error" },
  404: { description: "No such record for this client (another client's record answers the same).", schema: "Error" },
  405: { description: "This list offers no edit: delete the entry and create another.", schema: "Error" },
  409: { description: "Conflict: the record is used elsewhere, already exists or is archived.", schema: "Conflict" },
  413: { description: "The file is larger than the upload limit (10 MB).", schema: "Error" },
  415: { description: "The file's type is refused, or its content does not match its extension.", schema: "Error" },
  429: { description: "Too many requests: try again later.", schema: "Error" },
};

/** An error answer for `schema.response`, for a status the rules below do not infer (405 on a delete-only list). */
export const errorAnswer = (status: keyof typeof ERROR_ANSWERS) => ({
  description: ERROR_ANSWERS[status]?.description,
  content: { "application/json": { schema: errorRef(ERROR_ANSWERS[status]?.schema ?? "Error") } },
});

/** `schema.response` entry of a route that answers 204 with no body. */
export const NO_CONTENT = { type: "null", description: "Done; no content." } as const;

/** `schema.response` entry of a route that answers a file (download, export, template). */
export const fileAnswer = (description: string, contentTypes: readonly string[] = ["application/octet-stream"]) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }])),
});

/** `schema.response` entry for a JSON answer with a description (the success answers read better with one). */
export const jsonAnswer = (description: string, schema: z.ZodType) => schema.meta({ "x-response-description": description });

/**
 * A multipart request body, documentation only (the route reads the parts itself, so Fastify must not validate a
 * body): `file` is binary, the other fields are strings. Spread into the route's `schema`.
 */
export const multipartBody = (fields: Record<string, { description: string; enum?: readonly string[] }> = {}) => ({
  [MULTIPART]: {
    type: "object",
    required: ["file"],
    properties: {
      file: { type: "string", format: "binary", description: "The file." },
      ...Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, { type: "string", ...field }])),
    },
  },
});

/**
 * A request body shown in the documentation instead of the one Fastify validates, where the route validates parts
 * itself (the bulk route checks each row on its own). Spread into the route's `schema`.
 */
export const documentedBody = (body: z.ZodType) => ({ [DOCUMENTED_BODY]: body });

/** The list page every collection answers (DRF style; packages/domain/src/common/pagination.ts). */
export const pageOf = (item: z.ZodType) =>
  z.object({
    count: z.number().int().describe("Exact, or the cap (10,000) when count_capped."),
    count_capped: z.boolean().optional(),
    next: z.string().nullable().describe("The next page's URL (with its cursor), or null."),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/**
 * What a create field becomes in the stored record: a value the client may leave out comes back null; a field
 * whose output is a transform (a de-duplicated id list) is described by its input, which JSON Schema can say.
 */
function storedValue(field: z.ZodType): z.ZodType {
  const def = field._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
  const value = def.type === "pipe" && def.in && def.out?._zod.def.type === "transform" ? def.in : field;
  return value.isOptional() && !value.isNullable() ? value.nullable() : value;
}

/**
 * A record of a generic resource as the API answers it, derived from the resource's own schema: the stored
 * fields (an optional field comes back null when unset), the fields only the server writes (answerShape), id, client, timestamps, the name and URL of each
 * file, and can_update on lists with platform entries. Loose: hooks add computed fields (names of links...).
 */
export function recordSchema(
  resource: Pick<TResource, "key" | "schema"> & Partial<Pick<TResource, "fields" | "lockedDefaults" | "answerShape">>,
): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(resource.schema.shape) as [string, z.ZodType][]) shape[key] = storedValue(field);
  // Fields only the server writes (a cycle's end_reason): answered as they are declared.
  for (const [key, field] of Object.entries(resource.answerShape ?? {}) as [string, z.ZodType][]) shape[key] = field;
  for (const field of (resource.fields ?? []).filter((candidate) => candidate.kind === "file")) {
    const prefix = field.key === "file" ? "" : `${field.key}_`;
    shape[`${prefix}filename`] = z.string().nullable();
    shape[`${prefix}url`] = z.string().nullable();
  }
  return z
    .looseObject({
      ...shape,
      id: z.uuid(),
      client: z.uuid().nullable(),
      created_at: z.iso.datetime({ offset: true }),
      updated_at: z.iso.datetime({ offset: true }),
      ...(resource.lockedDefaults ? { can_update: z.boolean() } : {}),
    })
    .meta({ "x-response-description": `The ${resource.key} record.` });
}

export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by_${part.slice(1)}` : part.replace(/[^A-Za-z0-9]+/g, "_")));
  return [method.toLowerCase(), ...words].join("_");
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The error answers a route's shape implies; a route adds others through its own `schema.response`. */
function inferredErrors(route: { method: string; url: string; isPublic: boolean; schema: Record<string, unknown> }): number[] {
  const { method, url, isPublic, schema } = route;
  const statuses: number[] = [];
  const hasPathId = url.includes(":");
  const multipart = Boolean(schema[MULTIPART]);
  if (schema.body || schema[DOCUMENTED_BODY] || schema.querystring || schema.params || multipart) statuses.push(400);
  if (!isPublic) statuses.push(401, 403);
  if (hasPathId) statuses.push(404);
  // A change or a create can meet a duplicate, a record in use or an archived procedure. A POST that stores no
  // record of its own (logout, upload, mass change) cannot.
  const success = Object.keys(isRecord(schema.response) ? schema.response : {}).find((status) => status.startsWith("2"));
  if (!isPublic && WRITES.has(method) && (method !== "POST" || hasPathId || success === "201")) statuses.push(409);
  if (multipart) statuses.push(413, 415);
  if (WRITES.has(method) && url.startsWith("/api/")) statuses.push(429);
  return statuses;
}

export const documentRoute: typeof jsonSchemaTransform = (input) => {
  const route = (input as unknown as { route: RouteOptions }).route;
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  const isPublic = Boolean(fieldOf(route.config, "public"));
  const original = (input.schema ?? {}) as Record<string, unknown>;
  const {
    response = {},
    [MULTIPART]: multipart,
    [DOCUMENTED_BODY]: documentedBody,
    ...rest
  } = original as { response?: Record<string, unknown> } & Record<string, unknown>;
  if (documentedBody) rest.body = documentedBody;
  // Zod answers go through the type provider's converter; file, empty and error answers are written as OpenAPI already.
  const zodAnswers: Record<string, unknown> = {};
  const plainAnswers: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(response)) {
    if (answer instanceof z.ZodType) zodAnswers[status] = answer;
    else plainAnswers[status] = answer;
  }
  const transformed = jsonSchemaTransform({ ...input, schema: { ...rest, response: zodAnswers } as FastifySchema });
  const schema = transformed.schema as FastifySchema & Record<string, unknown>;
  if (schema.hide) return transformed;
  const answers: Record<string, unknown> = { ...plainAnswers };
  for (const [status, answer] of Object.entries((schema.response as Record<string, Record<string, unknown>>) ?? {})) {
    answers[status] = { "x-response-description": status === "201" ? "Created." : "OK.", ...answer };
  }
  for (const status of inferredErrors({ method, url: input.url, isPublic, schema: original })) {
    answers[String(status)] ??= errorAnswer(status);
  }
  return {
    ...transformed,
    schema: {
      ...schema,
      ...(multipart ? { body: multipart, consumes: ["multipart/form-data"] } : {}),
      response: answers,
      operationId: schema.operationId ?? operationId(method, input.url),
      summary: schema.summary ?? `${method} ${input.url}`,
      ...(isPublic ? { security: [] } : { security: [{ token: [] }] }),
    },
  };
};

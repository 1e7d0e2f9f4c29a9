import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";

/*
 * Real answers against the OpenAPI document (openapi-answers.api.test.ts, openapi.api.test.ts). The document says
 * `additionalProperties: false` on its closed objects (zod's z.object); the check closes every object that names its
 * properties and gives no schema for others (a looseObject's `{}` included), so an answer carrying a field the document
 * does not name fails. Maps (`z.record`: no properties) and objects whose extras have a schema stay open.
 */

type TSchema = Record<string, unknown>;

/** The schema with every object that names its properties closed to others. */
export function closedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closedSchema);
  if (!schema || typeof schema !== "object") return schema;
  const out: TSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === "properties" && value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([name, field]) => [name, closedSchema(field)]))
        : closedSchema(value);
  }
  const extras = out.additionalProperties;
  const open = Boolean(extras && typeof extras === "object" && Object.keys(extras).length > 0);
  if (out.properties && !open) out.additionalProperties = false;
  return out;
}

/** A validator of one documented answer (OpenAPI 3.1: JSON Schema 2020-12), its $refs resolved from the components. */
export function answerValidator(schema: TSchema, components: TSchema): ValidateFunction {
  // Formats are not checked (ids and timestamps carry patterns too); OpenAPI's own keywords are allowed.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  return ajv.compile({ ...(closedSchema(schema) as TSchema), components: closedSchema(components) });
}

/** Each error as a line: an undocumented field by name, others by path and message (list rows as `*`). */
export function answerErrors(errors: ErrorObject[] | null | undefined): string[] {
  const lines = (errors ?? []).map((error) =>
    error.keyword === "additionalProperties"
      ? `${error.instancePath || "/"} undocumented field ${(error.params as { additionalProperty: string }).additionalProperty}`
      : `${error.instancePath || "/"} ${error.message}`,
  );
  return [...new Set(lines.map((line) => line.replace(/\/results\/\d+/, "/results/*")))];
}

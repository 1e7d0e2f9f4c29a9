import type { z } from "zod";
import type { TArea } from "../permissions.js";

/** How a field is edited and shown; the web's generic form and list read this. */
export type TFieldKind =
  | "text"
  | "textarea"
  | "lines"
  | "boolean"
  | "number"
  | "fraction"
  | "color"
  | "image"
  | "date"
  /** An instant (ISO 8601), typed and shown in the reader's time zone. */
  | "datetime"
  /** One id of another resource of the same client. */
  | "reference"
  /** Several ids of another resource of the same client. */
  | "references"
  /** The id of a stored file (POST /api/s3/upload/). */
  | "file"
  /** A secret typed once (a user's password at creation); never shown back. */
  | "password"
  /** One of a fixed list of values (`options`), shown as they are stored (units, codes). */
  | "choice"
  /** ISO 3166 country codes joined by a semicolon, chosen from a list and shown by name (welders). */
  | "countries";

export interface TResourceField {
  readonly key: string;
  readonly kind: TFieldKind;
  readonly required?: boolean;
  /** Shown as a column of the list. */
  readonly column?: boolean;
  /** number: decimals allowed (spec §5). */
  readonly decimals?: number;
  /** reference(s): the key of the resource the ids point to. */
  readonly target?: string;
  /** choice: the allowed values. */
  readonly options?: readonly string[];
}

/**
 * One entity, described once: the server's CRUD factory and the web's generic list and form both
 * derive from it. `key` names the entity in messages (message.{key}.success.create, ...).
 */
export interface TResource<Shape extends z.ZodRawShape = z.ZodRawShape> {
  readonly key: string;
  /** Collection path under /api/ and list route of the web app (kebab-case plural). */
  readonly path: string;
  readonly area: TArea;
  readonly schema: z.ZodObject<Shape>;
  /**
   * Fields the server writes and answers beside the schema's (documented in the record's OpenAPI schema, never
   * taken from a client: the create and update schemas do not have them).
   */
  readonly answerShape?: z.ZodRawShape;
  readonly fields: readonly TResourceField[];
  readonly searchFields: readonly string[];
  readonly orderingFields: readonly string[];
  readonly defaultOrdering: string;
  readonly filterFields?: readonly string[];
  /** Spec: some lists offer delete only and no edit. */
  readonly deleteOnly?: boolean;
  /** Seeded entries the platform relies on cannot be edited or deleted (rows carry can_update false). */
  readonly lockedDefaults?: boolean;
  /**
   * The entry's name is its identity (imports and "copy for" find entries by name), so a client has
   * one entry per name, case-insensitive: a unique index `(client_id, lower(name))` is derived from this flag
   * and a second one is refused with 409 duplicate. Decisions per catalogue: docs/decisions.md.
   */
  readonly uniqueName?: boolean;
}

export function defineResource<const Shape extends z.ZodRawShape, const R extends TResource<Shape>>(
  resource: R & { schema: z.ZodObject<Shape> },
): R {
  return resource;
}

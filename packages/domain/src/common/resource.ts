import type { z } from "zod";
import type { TArea } from "../permissions.js";

/** How a field is edited and shown; the web's generic form and list read this. */
export type TFieldKind = "text" | "textarea" | "lines";

export interface TResourceField {
  readonly key: string;
  readonly kind: TFieldKind;
  readonly required?: boolean;
  /** Shown as a column of the list. */
  readonly column?: boolean;
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
  readonly fields: readonly TResourceField[];
  readonly searchFields: readonly string[];
  readonly orderingFields: readonly string[];
  readonly defaultOrdering: string;
  readonly filterFields?: readonly string[];
  /** Spec: some lists offer delete only and no edit. */
  readonly deleteOnly?: boolean;
  /** Seeded entries the platform relies on cannot be edited or deleted (rows carry can_update false). */
  readonly lockedDefaults?: boolean;
}

export function defineResource<const Shape extends z.ZodRawShape, const R extends TResource<Shape>>(
  resource: R & { schema: z.ZodObject<Shape> },
): R {
  return resource;
}

import type { RESOURCES, TResource, TResourceField } from "@weldtrace/domain";
import type { TMessages } from "../../i18n/types";

/**
 * A resource the web app knows how to show: its key and field keys are the ones the typed i18n
 * catalogue covers (`resources.<key>.*`, `resources.fields.<field>`), so a label cannot go missing.
 * The domain's RESOURCES, plus clients, users and procedures (own screens on the same list and form).
 */
export type TWebResourceKey =
  | (typeof RESOURCES)[number]["key"]
  | "client"
  | "user"
  | "procedure"
  // Settings lists of procedure sections (features/procedures/section-lists-pages.tsx).
  | "cooling"
  | "timeLapse"
  | "bevel"
  | "bevelDimension";
/** A field or column whose label is in the typed catalogue (`resources.fields.<key>`). */
export type TWebFieldKey = keyof TMessages["resources"]["fields"];
export type TWebField = Omit<TResourceField, "key"> & { readonly key: TWebFieldKey };
export type TWebResource = Omit<TResource, "key" | "fields"> & {
  readonly key: TWebResourceKey;
  readonly fields: readonly TWebField[];
  /** How a record reads in titles and confirmations, when it has no `name`. */
  readonly labelOf?: (record: TResourceRecord) => string;
};

/** A row as the API returns it: an id plus the entity's fields; `can_update: false` marks a locked row. */
export type TResourceRecord = { id: string; can_update?: boolean } & Record<string, unknown>;

/** Spec: rows the server marks as not updatable show no edit or delete action. */
export const isLocked = (record: TResourceRecord) => record.can_update === false;

/** Where the list lives, with the query string it had, so a form can go back to the same page. */
export interface TListLocationState {
  listSearch?: string;
}

export const listPath = (resource: TWebResource) => `/${resource.path}`;
export const createPath = (resource: TWebResource) => `/${resource.path}/create`;
export const editPath = (resource: TWebResource, id: string) => `/${resource.path}/${id}/edit`;
export const guidePath = (resource: TWebResource) => `/${resource.path}/user-guide`;

/** A record's name as people read it; falls back to the id. */
export function recordLabel(record: TResourceRecord, resource?: TWebResource): string {
  const own = resource?.labelOf?.(record)?.trim();
  if (own) return own;
  const name = record.name;
  return typeof name === "string" && name.trim() ? name : record.id;
}

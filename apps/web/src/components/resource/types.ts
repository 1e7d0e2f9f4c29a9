import type { RESOURCES, TFieldKey, TResource, TResourceField } from "@weldtrace/domain";

/**
 * A resource the web app knows how to show: its key and field keys are the ones the typed i18n
 * catalogue covers (`resources.<key>.*`, `resources.fields.<field>`), so a label cannot go missing.
 */
/** The entities the web app shows through the generic screens (the domain's RESOURCES). */
export type TWebResourceKey = (typeof RESOURCES)[number]["key"];
export type TWebField = Omit<TResourceField, "key"> & { readonly key: TFieldKey };
export type TWebResource = Omit<TResource, "key" | "fields"> & {
  readonly key: TWebResourceKey;
  readonly fields: readonly TWebField[];
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
export function recordLabel(record: TResourceRecord): string {
  const name = record.name;
  return typeof name === "string" && name.trim() ? name : record.id;
}

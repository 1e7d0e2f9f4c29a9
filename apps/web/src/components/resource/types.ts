import type { TFieldKey, TResource, TResourceField, TResourceKey } from "@weldtrace/domain";

/**
 * A resource the web app knows how to show: its key and field keys are the ones the typed i18n
 * catalogue covers (`resources.<key>.*`, `resources.fields.<field>`), so a label cannot go missing.
 */
export type TWebResource = TResource & {
  readonly key: TResourceKey;
  readonly fields: readonly (TResourceField & { readonly key: TFieldKey })[];
};

/** A row as the API returns it: an id plus the entity's fields. */
export type TResourceRecord = { id: string } & Record<string, unknown>;

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

import { RESOURCES, type TResourceKey } from "@weldtrace/domain";
import { getTableName, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, type ExtraConfigColumn, index, type PgColumn, uniqueIndex } from "drizzle-orm/pg-core";

/** What a list needs to know of its resource: the fields it orders and searches by. */
export interface TListIndexSpec {
  readonly orderingFields: readonly string[];
  readonly searchFields: readonly string[];
  /** One entry per name and client, case-insensitive (`TResource.uniqueName`). */
  readonly uniqueName?: boolean;
}

/** Names the unique index of `uniqueName` resources; a violation of it is answered as a duplicate name. */
export const NAME_UNIQUE_SUFFIX = "_name_unique";

/** Stands in for NULL in a nullable sort key, so one btree row comparison pages through every row. */
const NULL_SENTINEL: Record<string, string> = {
  PgText: "''",
  PgDoublePrecision: "'Infinity'::double precision",
  PgReal: "'Infinity'::real",
  PgTimestamp: "'infinity'::timestamptz",
  PgDateString: "'infinity'::date",
  PgDate: "'infinity'::date",
  PgInteger: "2147483647",
};

/**
 * The sort key of a column as the list orders it, and as its index stores it: text ignores case
 * (`lower(name)`); a nullable column sorts NULL as an empty text (first) or as infinity (last), so the
 * key is never NULL and keyset pages can compare `(key, id) > (last key, last id)` on the index.
 */
export function sortExpression(column: PgColumn | AnyPgColumn): SQL {
  const type = column.columnType;
  const base = type === "PgText" ? sql`lower(${column})` : sql`${column}`;
  if (column.notNull) return base;
  const sentinel = NULL_SENTINEL[type];
  if (!sentinel) throw new Error(`list ordering on nullable ${type} column ${column.name}: make it notNull or add a sentinel`);
  return sql`coalesce(${base}, ${sql.raw(sentinel)})`;
}

/** The SQL type a sort key is compared as, for casting a cursor's text back. */
export function sortKeyType(column: PgColumn | AnyPgColumn): string {
  const types: Record<string, string> = {
    PgText: "text",
    PgDoublePrecision: "double precision",
    PgReal: "real",
    PgTimestamp: "timestamptz",
    PgDateString: "date",
    PgDate: "date",
    PgInteger: "integer",
    PgBoolean: "boolean",
    PgUUID: "uuid",
  };
  const type = types[column.columnType];
  if (!type) throw new Error(`list ordering on ${column.columnType} column ${column.name} is not supported`);
  return type;
}

function specOf(resource: TResourceKey | TListIndexSpec): TListIndexSpec {
  if (typeof resource !== "string") return resource;
  const found = RESOURCES.find((candidate) => candidate.key === resource);
  if (!found) throw new Error(`No resource ${resource}`);
  return found;
}

/**
 * The indexes a generic list needs, derived from its resource: per ordering field
 * `(client_id, [...scope], <sort key>, id)` (read forwards for ascending, backwards for descending, as the
 * list orders the id in the same direction), one pg_trgm GIN index over the search fields (ILIKE '%…%'), and
 * for a resource whose names are identities a unique `(client_id, lower(name))`.
 * `scope` names columns every list query filters by equality (procedures: is_archived). Hand-written lists pass
 * their spec (db/list-specs.ts).
 *
 * Use in a table's extra-config callback: `(table) => [...listIndexes(table, "bevelType")]`.
 */
export function listIndexes(
  table: Record<string, ExtraConfigColumn>,
  resource: TResourceKey | TListIndexSpec,
  options: { scope?: ExtraConfigColumn[]; tenant?: false } = {},
) {
  const spec = specOf(resource);
  const { id, client_id } = table;
  // `tenant: false` for the clients table itself, which platform staff list whole: no client column leads.
  if (!id || (!client_id && options.tenant !== false)) throw new Error("listIndexes: a tenant table has id and client_id");
  const leading = options.tenant === false || !client_id ? [] : [client_id];
  const name = getTableName(id.table);
  const checked = (indexName: string) => {
    if (indexName.length > 63) throw new Error(`index name ${indexName} is longer than PostgreSQL's 63 characters`);
    return indexName;
  };
  const column = (field: string) => {
    const found = table[field];
    if (!found) throw new Error(`listIndexes: no column ${field} on ${name}`);
    return found;
  };
  const scope = options.scope ?? [];
  const ordering = spec.orderingFields.map((field) => {
    const [first, ...others] = [...leading, ...scope, sortExpression(column(field)), id];
    return index(checked(`${name}_list_${field}_idx`)).on(first as ExtraConfigColumn | SQL, ...others);
  });
  const unique =
    spec.uniqueName && client_id ? [uniqueIndex(checked(`${name}${NAME_UNIQUE_SUFFIX}`)).on(client_id, sql`lower(${column("name")})`)] : [];
  const [first, ...others] = spec.searchFields.map((field) => column(field).op("gin_trgm_ops"));
  if (!first) return [...ordering, ...unique];
  return [...ordering, index(checked(`${name}_search_idx`)).using("gin", first, ...others), ...unique];
}

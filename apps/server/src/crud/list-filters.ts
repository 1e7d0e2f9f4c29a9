import { message, type TResource } from "@weldtrace/domain";
import { arrayContains, eq, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TExecutor } from "../db/client.js";
import type { TTenantTable } from "../db/schema/resource-tables.js";
import { columnsOf } from "../db/tables.js";
import { badRequest } from "../plugins/errors.js";
import { isUuid } from "./scope.js";
import type { TCrudHooks } from "./types.js";

const NUMBER_COLUMNS = new Set(["PgInteger", "PgDoublePrecision", "PgReal", "PgNumeric", "PgBigInt53", "PgSmallInt"]);

/**
 * One equality filter of a list (`?<field>=<value>`), checked against its column's type first: a value the column
 * cannot hold is a 400 on the field, never a database error (`?completed=maybe` was a 500 on PGlite).
 */
function equalityFilter(field: string, target: PgColumn, value: string): SQL {
  // An id filter with a malformed id cannot match (and would be a database error): say so on the field.
  if ((target.columnType === "PgUUID" || target.columnType === "PgArray") && !isUuid(value))
    throw badRequest({ [field]: [message("invalid_id")] });
  // A multi-link column (a library's projects) filters by membership.
  if (target.columnType === "PgArray") return arrayContains(target, [value]);
  if (target.columnType === "PgBoolean") {
    if (value !== "true" && value !== "false") throw badRequest({ [field]: [message("not_boolean")] });
    return eq(target, value === "true");
  }
  if (NUMBER_COLUMNS.has(target.columnType) && (value.trim() === "" || !Number.isFinite(Number(value))))
    throw badRequest({ [field]: [message("not_numeric")] });
  return eq(target, value);
}

/**
 * The filters of a resource's list beyond its tenant: the hooks' scope and own filters (a workpiece's `?tag=`), and
 * an equality filter per filter field. One function for the list and the export (the export ignored
 * `?tag=`, and `?tag=abc` exported everything), so both take the same filters, validated the same way.
 */
export async function listFilters(
  resource: TResource,
  table: TTenantTable,
  hooks: TCrudHooks,
  query: Record<string, string | undefined>,
  context: { db: TExecutor; tenant: SQL | undefined },
): Promise<(SQL | undefined)[]> {
  const columns = columnsOf(table);
  const filters: (SQL | undefined)[] = [hooks.scope?.(), ...((await hooks.listFilters?.(query, context)) ?? [])];
  for (const field of resource.filterFields ?? []) {
    const value = query[field];
    const target = columns[field];
    if (value === undefined || !target) continue;
    filters.push(equalityFilter(field, target, value));
  }
  return filters;
}

/** The list's free-text search (`?search=`) over the resource's search fields, as the list reads it. */
export function searchFilter(resource: TResource, table: TTenantTable, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term || resource.searchFields.length === 0) return undefined;
  const columns = columnsOf(table);
  const pattern = `%${term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return or(...resource.searchFields.map((name) => ilike(columns[name] as PgColumn, pattern)));
}

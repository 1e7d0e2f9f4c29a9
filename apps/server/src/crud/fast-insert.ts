import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TExecutor } from "../db/client.js";
import type { TTenantTable } from "./create-crud-routes.js";

/** A column default the database would apply, computed here because the rows travel as one JSON document. */
function defaultOf(column: PgColumn, now: string): unknown {
  const withDefaults = column as PgColumn & { defaultFn?: () => unknown; default?: unknown };
  if (withDefaults.defaultFn) return withDefaults.defaultFn();
  const value = withDefaults.default;
  if (value === undefined) return null;
  // SQL defaults are `now()` on the timestamp columns; anything else is a plain value (false, [], text).
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return now;
  return value;
}

/**
 * Inserts many rows in one statement with a single parameter (`json_populate_recordset`): binding thousands of
 * parameters costs more than the insert itself, on PGlite above all. Rows come back as the table's rows.
 */
export async function insertMany(
  tx: TExecutor,
  table: TTenantTable,
  rows: Record<string, unknown>[],
  /** "id": only the new ids come back (an import keeps no record; sending every column back costs a third of the insert). */
  returning: "all" | "id" = "all",
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table));
  const now = new Date().toISOString();
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = row[key];
      record[column.name] = value === undefined ? defaultOf(column, now) : value instanceof Date ? value.toISOString() : value;
    }
    return record;
  });
  const statement: SQL = sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json) returning ${returning === "id" ? sql`id` : sql`*`}`;
  const result = (await tx.execute(statement)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const inserted = Array.isArray(result) ? result : (result.rows ?? []);
  if (returning === "id") return inserted.map((row) => ({ id: row.id }));
  // Raw rows carry database names; the table's keys are the same names (snake_case schema), dates as Date.
  return inserted.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = row[column.name];
      out[key] = column.columnType === "PgTimestamp" && typeof value === "string" ? new Date(value) : value;
    }
    return out;
  });
}

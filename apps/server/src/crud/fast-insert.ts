import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TExecutor } from "../db/client.js";
import type { TTenantTable } from "./create-crud-routes.js";

/** How one column is written: its key in a row, its name in the table, and the default to use when absent. */
interface TColumnPlan {
  key: string;
  name: string;
  /** A default computed per row (`$defaultFn`, e.g. the uuid v7 ids). */
  defaultFn?: () => unknown;
  /** True for a `now()` default: the statement's timestamp. */
  defaultNow: boolean;
  /** A plain default (false, [], text); null when there is none. */
  defaultValue: unknown;
  /** A timestamp column: read back as a Date. */
  timestamp: boolean;
}

/** The column plans of a table, worked out once: reading them off Drizzle's column objects per row and column cost more than the insert's JSON. */
const plans = new WeakMap<TTenantTable, TColumnPlan[]>();
function planOf(table: TTenantTable): TColumnPlan[] {
  let plan = plans.get(table);
  if (!plan) {
    plan = Object.entries(getTableColumns(table)).map(([key, column]) => {
      const withDefaults = column as PgColumn & { defaultFn?: () => unknown; default?: unknown };
      const value = withDefaults.default;
      // SQL defaults are `now()` on the timestamp columns; anything else is a plain value (false, [], text).
      const defaultNow = typeof value === "object" && value !== null && !Array.isArray(value);
      return {
        key,
        name: column.name,
        defaultFn: withDefaults.defaultFn,
        defaultNow,
        defaultValue: defaultNow || value === undefined ? null : value,
        timestamp: column.columnType === "PgTimestamp",
      };
    });
    plans.set(table, plan);
  }
  return plan;
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
  const plan = planOf(table);
  const now = new Date().toISOString();
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const column of plan) {
      let value = row[column.key];
      if (value === undefined) value = column.defaultFn ? column.defaultFn() : column.defaultNow ? now : column.defaultValue;
      else if (value instanceof Date) value = value.toISOString();
      // A key left out is NULL to json_populate_recordset: nulls are not sent (a smaller document to write and parse).
      if (value !== null) record[column.name] = value;
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
    for (const column of plan) {
      const value = row[column.name];
      out[column.key] = column.timestamp && typeof value === "string" ? new Date(value) : value;
    }
    return out;
  });
}

import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TExecutor } from "../db/client.js";
import type { TTenantTable } from "../db/schema/resource-tables.js";

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

/**
 * A table's column plans, worked out once (reading them off Drizzle's column objects per row and column cost more
 * than the insert's JSON): whether its keys are its columns' names (snake_case schema: rows are sent and read back
 * as they are, not renamed), and its timestamp columns (read back as Date).
 */
interface TTablePlan {
  columns: TColumnPlan[];
  keysAreNames: boolean;
  timestamps: TColumnPlan[];
}
const plans = new WeakMap<TTenantTable, TTablePlan>();
function planOf(table: TTenantTable): TTablePlan {
  let plan = plans.get(table);
  if (!plan) {
    const columns = Object.entries(getTableColumns(table)).map(([key, column]): TColumnPlan => {
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
    plan = {
      columns,
      keysAreNames: columns.every((column) => column.key === column.name),
      timestamps: columns.filter((column) => column.timestamp),
    };
    plans.set(table, plan);
  }
  return plan;
}

/**
 * Inserts many rows in one statement with a single parameter (`json_populate_recordset`): binding thousands of
 * parameters costs more than the insert itself, on PGlite above all. Rows come back as the table's rows.
 *
 * Only the columns the rows give are listed (the others take the database's own defaults), so the rows are sent
 * as they are, with no record rebuilt per row and column: that rebuilding and its garbage cost as much as the
 * JSON itself. The rows are completed in place (ids, and the default of a listed column a row leaves out).
 */
export async function insertMany(
  tx: TExecutor,
  table: TTenantTable,
  rows: Record<string, unknown>[],
  /** "id": only the new ids come back (an import keeps no record; sending every column back costs a third of the insert). */
  returning: "all" | "id" = "all",
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const { columns, keysAreNames, timestamps } = planOf(table);
  const keys = new Set<string>();
  for (const row of rows) for (const key in row) if (row[key] !== undefined) keys.add(key);
  // Computed defaults (the ids) are always listed: the database has none for them.
  const listed = columns.filter((column) => column.defaultFn || keys.has(column.key));
  const filled = listed.filter((column) => column.defaultFn || column.defaultNow || column.defaultValue !== null);
  const now = new Date().toISOString();
  for (const row of rows) {
    for (const column of filled) {
      if (row[column.key] === undefined)
        row[column.key] = column.defaultFn ? column.defaultFn() : column.defaultNow ? now : column.defaultValue;
    }
  }
  // The JSON's keys are the columns' names: most tables name their keys as their columns (snake_case) and send the
  // rows as they are; the others have their rows renamed. Decided by the whole table, not the columns this batch
  // gives: the rows read back carry every column.
  const renamed = keysAreNames ? rows : rows.map((row) => Object.fromEntries(listed.map((column) => [column.name, row[column.key]])));
  const names = sql.join(
    listed.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  // Dates become ISO strings through JSON.stringify (Date.toJSON).
  const statement: SQL = sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(renamed)}::json) returning ${returning === "id" ? sql`id` : sql`*`}`;
  const result = (await tx.execute(statement)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const inserted = Array.isArray(result) ? result : (result.rows ?? []);
  if (returning === "id") return inserted.map((row) => ({ id: row.id }));
  // Raw rows carry database names and timestamps as text: as the table's rows, keys by name, dates as Date.
  if (keysAreNames) {
    // Keys are the names: the rows are completed in place rather than copied (1000 rows of 40 columns).
    for (const row of inserted) {
      for (const column of timestamps) {
        const value = row[column.name];
        if (typeof value === "string") row[column.name] = new Date(value);
      }
    }
    return inserted;
  }
  return inserted.map((row) => {
    const out: Record<string, unknown> = {};
    for (const column of columns) {
      const value = row[column.name];
      out[column.key] = column.timestamp && typeof value === "string" ? new Date(value) : value;
    }
    return out;
  });
}

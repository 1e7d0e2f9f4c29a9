import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { TExecutor } from "../src/db/client.js";
import type { TListIndexSpec } from "../src/db/list-indexes.js";

/**
 * Fills a tenant table with `count` generated rows for one client in a single INSERT … SELECT
 * generate_series: every required column, and every column the list orders or searches by, gets a value
 * from the row number (text `<column> 0000042`, numbers, dates going back in time). A required link to
 * another table takes one of the client's rows there (a document's type), a different one per row when a unique
 * index covers the link (one cut-out per weld).
 */
export async function seedRows(
  db: TExecutor,
  table: PgTable,
  spec: TListIndexSpec,
  clientId: string,
  count: number,
  options: { from?: number } = {},
): Promise<void> {
  const config = getTableConfig(table);
  const listed = new Set([...spec.orderingFields, ...spec.searchFields]);
  const names: SQL[] = [];
  const values: SQL[] = [];
  for (const column of config.columns) {
    const value = valueFor(column, config, clientId, listed.has(column.name), options.from ?? 1);
    if (!value) continue;
    names.push(sql`${sql.identifier(column.name)}`);
    values.push(value);
  }
  const from = options.from ?? 1;
  // A million rows take longer than the server's statement time limit, which is for requests, not seeding.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)} from generate_series(${from}::int, ${from + count - 1}::int) as g`,
    );
  });
}

function valueFor(
  column: PgColumn,
  config: ReturnType<typeof getTableConfig>,
  clientId: string,
  listed: boolean,
  from: number,
): SQL | null {
  if (column.name === "id") return sql`gen_random_uuid()`;
  if (column.name === "client_id") return sql`${clientId}::uuid`;
  const required = column.notNull && column.default === undefined;
  if (!required && !listed) return null;
  switch (column.columnType) {
    case "PgText":
      return sql`${`${column.name} `} || lpad(g::text, 7, '0')`;
    case "PgDoublePrecision":
    case "PgReal":
      return sql`(g % 100000) / 10.0`;
    case "PgInteger":
    case "PgBigInt53":
      return sql`g`;
    case "PgBoolean":
      // false: a partial unique index may allow one true per client (the default unit system).
      return sql`false`;
    case "PgTimestamp":
      return sql`now() - g * interval '1 second'`;
    case "PgDateString":
    case "PgDate":
      return sql`current_date + (g % 3650)`;
    case "PgArray":
      return sql`'{}'`;
    case "PgJsonb":
      return sql`'{}'::jsonb`;
    case "PgUUID": {
      const link = config.foreignKeys.find((key) => key.reference().columns.some((own) => own.name === column.name));
      // A required uuid that links nowhere is an identity of its own (an edge's label uuid).
      if (!link) return sql`gen_random_uuid()`;
      const target = link.reference().foreignTable;
      // A link under a unique index (one cut-out per weld) takes a row of its own: the target holds as many rows.
      const unique = config.indexes.some(
        (index) => index.config.unique && index.config.columns.some((own) => "name" in own && own.name === column.name),
      );
      // A table shared by every client (a user's group) gives its first row.
      if (!("client_id" in getTableColumns(target))) return sql`(select id from ${target} order by id limit 1)`;
      if (unique) return sql`(select id from ${target} where client_id = ${clientId}::uuid order by id offset (g - ${from}::int) limit 1)`;
      return sql`(select id from ${target} where client_id = ${clientId}::uuid limit 1)`;
    }
    default:
      throw new Error(`seedRows: no generated value for ${column.columnType} ${getTableName(column.table)}.${column.name}`);
  }
}

import { parseOrdering, type TListQuery, type TPage } from "@weldtrace/domain";
import { and, asc, desc, getTableColumns, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TExecutor } from "../db/client.js";
import { badRequest } from "../plugins/errors.js";

export interface TListSpec {
  searchFields: readonly string[];
  orderingFields: readonly string[];
  defaultOrdering: string;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function column(table: PgTable, name: string): PgColumn {
  const found = getTableColumns(table)[name];
  if (!found) throw new Error(`No column ${name} on table`);
  return found;
}

/** Text sorts without regard to case, as a person expects; the id breaks ties so pages never overlap. */
function orderBy(table: PgTable, spec: TListSpec, ordering: string | undefined): SQL[] {
  const { field, descending } = parseOrdering(ordering || spec.defaultOrdering);
  if (!spec.orderingFields.includes(field)) throw badRequest({ ordering: [`Unknown ordering field: ${field}`] });
  const target = column(table, field);
  const expression = target.columnType === "PgText" ? sql`lower(${target})` : sql`${target}`;
  return [descending ? desc(expression) : asc(expression), asc(column(table, "id"))];
}

/** Builds a DRF page from one filtered, searched, ordered query and one count over the same filter. */
export async function listPage<T>(
  db: TExecutor,
  table: PgTable,
  spec: TListSpec,
  query: TListQuery,
  filters: (SQL | undefined)[],
  baseUrl: string,
  serialize: (row: Record<string, unknown>) => T,
): Promise<TPage<T>> {
  const conditions = [...filters];
  const term = query.search?.trim();
  if (term && spec.searchFields.length > 0) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(or(...spec.searchFields.map((name) => ilike(column(table, name), pattern))));
  }
  const where = and(...conditions);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(table).where(where);
  const count = counted?.count ?? 0;
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderBy(table, spec, query.ordering))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const link = (page: number) => {
    const url = new URL(baseUrl, "http://local");
    url.searchParams.set("page", String(page));
    return `${url.pathname}${url.search}`;
  };
  return {
    count,
    next: query.page * query.page_size < count ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: rows.map((row) => serialize(row as Record<string, unknown>)),
  };
}

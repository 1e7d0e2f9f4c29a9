import { COUNT_CAP, message, parseOrdering, type TListQuery, type TPage } from "@weldtrace/domain";
import { and, asc, desc, getTableColumns, getTableName, ilike, or, type SQL, sql } from "drizzle-orm";
import { type PgColumn, PgDialect, type PgTable } from "drizzle-orm/pg-core";
import { queryScope, type TExecutor } from "../db/client.js";
import { sortExpression, sortKeyType } from "../db/list-indexes.js";
import { countCache } from "../db/read-caches.js";
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

/**
 * A keyset position: the sort key and id of the row a page starts after (`n`) or ends before (`p`),
 * the ordering it belongs to and the page number it leads to. Sent as base64url JSON; opaque to clients.
 */
interface TCursor {
  o: string;
  k: string;
  i: string;
  d: "n" | "p";
  p: number;
}

const INVALID_CURSOR = { cursor: [message("invalid_cursor")] };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (cursor: TCursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(text: string, ordering: string): TCursor {
  let cursor: Partial<TCursor>;
  try {
    cursor = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  const valid =
    cursor !== null &&
    typeof cursor === "object" &&
    cursor.o === ordering &&
    typeof cursor.k === "string" &&
    typeof cursor.i === "string" &&
    UUID.test(cursor.i) &&
    (cursor.d === "n" || cursor.d === "p") &&
    Number.isInteger(cursor.p) &&
    (cursor.p as number) >= 1;
  if (!valid) throw badRequest(INVALID_CURSOR);
  return cursor as TCursor;
}

/**
 * Counts exactly up to COUNT_CAP rows, then stops: a capped count reads at most COUNT_CAP + 1 index
 * entries however large the tenant, where COUNT(*) would read them all on every request.
 */
function cappedCountQuery(db: TExecutor, table: PgTable, where: SQL | undefined) {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as("limited");
  return db.select({ count: sql<number>`count(*)::int` }).from(limited);
}

const dialect = new PgDialect();

/** A list's count is the same for the same table and filter, whatever the page, ordering or cursor. */
function countKeyOf(table: PgTable, where: SQL | undefined): string {
  if (!where) return getTableName(table);
  const { sql: text, params } = dialect.sqlToQuery(where);
  return `${getTableName(table)} ${text} ${JSON.stringify(params)}`;
}

const capped = (count: number) => (count > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count, capped: false });

/** listPage for a named table: `serialize` reads the rows with their column types (clients, users, history). */
export function listTablePage<TTable extends PgTable, T>(
  db: TExecutor,
  table: TTable,
  spec: TListSpec,
  query: TListQuery,
  filters: (SQL | undefined)[],
  baseUrl: string,
  serialize: (row: TTable["$inferSelect"]) => T,
): Promise<TPage<T>> {
  // The page selects every column of `table`: its rows are the table's rows.
  return listPage(db, table, spec, query, filters, baseUrl, (row) => serialize(row as TTable["$inferSelect"]));
}

/**
 * Builds a DRF page. Text sorts without regard to case, the id breaks ties in the same direction, and
 * each ordering has its index `(client_id, <sort key>, id)` (db/list-indexes.ts), read forwards or
 * backwards. `page=` reads by offset; `next`/`previous` carry a cursor (keyset: rows after the last one
 * shown), so stepping through deep pages costs what the first page costs. Links keep `page=` so a
 * reader knows where it is.
 */
export async function listPage<T>(
  db: TExecutor,
  table: PgTable,
  spec: TListSpec,
  query: TListQuery,
  filters: (SQL | undefined)[],
  baseUrl: string,
  serialize: (row: Record<string, unknown>) => T,
): Promise<TPage<T>> {
  const ordering = query.ordering || spec.defaultOrdering;
  const { field, descending } = parseOrdering(ordering);
  if (!spec.orderingFields.includes(field)) throw badRequest({ ordering: [message("unknown_ordering", { field })] });
  const sortColumn = column(table, field);
  const idColumn = column(table, "id");
  const key = sortExpression(sortColumn);

  const conditions = [...filters];
  const term = query.search?.trim();
  if (term && spec.searchFields.length > 0) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(or(...spec.searchFields.map((name) => ilike(column(table, name), pattern))));
  }
  const where = and(...conditions);

  const cursor = query.cursor ? decodeCursor(query.cursor, ordering) : null;
  const page = cursor ? cursor.p : query.page;
  // Reading backwards (a `previous` cursor) walks the index the other way, then puts the rows back in order.
  const backwards = cursor?.d === "p";
  const ascending = descending === backwards;
  const position = cursor
    ? ascending
      ? sql`(${key}, ${idColumn}) > (cast(${cursor.k} as ${sql.raw(sortKeyType(sortColumn))}), cast(${cursor.i} as uuid))`
      : sql`(${key}, ${idColumn}) < (cast(${cursor.k} as ${sql.raw(sortKeyType(sortColumn))}), cast(${cursor.i} as uuid))`
    : undefined;
  const direction = ascending ? asc : desc;

  // A count known to be over the cap a moment ago is not asked again (db/read-caches.ts): that count reads
  // COUNT_CAP + 1 index entries where the page reads page_size + 1.
  // Only a read of one client's rows is remembered, under that client (staff lists cross clients).
  const reader = queryScope.getStore()?.readerClient;
  const countKey = reader ? countKeyOf(table, where) : "";
  const knownCount = reader ? countCache.get(countKey) : undefined;
  const mark = countCache.mark();
  // One statement, one round trip: the capped count rides along as an uncorrelated scalar subquery, which PostgreSQL
  // runs once (an InitPlan), not per row. One row more than the page tells whether another page follows.
  const fetched = await db
    .select({
      row: getTableColumns(table),
      sortKey: sql<string>`(${key})::text`,
      total: knownCount === undefined ? sql<number | null>`(${cappedCountQuery(db, table, where)})` : sql<null>`null`,
    })
    .from(table)
    .where(and(where, position))
    .orderBy(direction(key), direction(idColumn))
    .limit(query.page_size + 1)
    .offset(cursor ? 0 : (query.page - 1) * query.page_size);
  // No row, no count with it: an empty list's first page counts 0; past the end, or by cursor, the count is asked alone.
  const total =
    knownCount ?? fetched[0]?.total ?? (cursor || query.page > 1 ? ((await cappedCountQuery(db, table, where))[0]?.count ?? 0) : 0);
  const { count, capped: countCapped } = capped(total);
  // Stored when asked, never renewed by a read that used it: another process's deletes show within READ_CACHE_MS.
  if (reader && countCapped && knownCount === undefined) countCache.set(countKey, total, mark, reader);
  const more = fetched.length > query.page_size;
  const rows = fetched.slice(0, query.page_size);
  if (backwards) rows.reverse();

  const link = (target: number, at?: TCursor) => {
    const url = new URL(baseUrl, "http://local");
    url.searchParams.delete("cursor");
    url.searchParams.set("page", String(target));
    if (at) url.searchParams.set("cursor", encodeCursor(at));
    return `${url.pathname}${url.search}`;
  };
  const first = rows[0];
  const last = rows[rows.length - 1];
  // Going forwards, more rows follow when the query found one extra; coming back from a later page, they always do.
  const hasNext = backwards ? rows.length > 0 : more;
  const hasPrevious = backwards ? more : page > 1;
  const next = hasNext && last ? link(page + 1, { o: ordering, k: last.sortKey, i: String(last.row.id), d: "n", p: page + 1 }) : null;
  let previous: string | null = null;
  if (hasPrevious) {
    // Page 1 is cheapest by offset; other pages read backwards from the first row shown.
    previous =
      page - 1 === 1 || !first
        ? link(page - 1)
        : link(page - 1, { o: ordering, k: first.sortKey, i: String(first.row.id), d: "p", p: page - 1 });
  }
  return {
    count,
    count_capped: countCapped,
    next,
    previous,
    results: rows.map(({ row }) => serialize(row)),
  };
}

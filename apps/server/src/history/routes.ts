import {
  can,
  HISTORY_LIST,
  historyAreaOf,
  historyChangesOf,
  historyRecordLabel,
  isPrivileged,
  message,
  type THistoryChange,
  ZHistoryEntry,
  ZHistoryQuery,
  ZListQuery,
} from "@weldtrace/domain";
import { and, desc, eq, gte, inArray, lt, lte, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { listTablePage } from "../crud/list.js";
import type { TExecutor } from "../db/client.js";
import { clients, edgeServers, historyEntries, users } from "../db/schema/index.js";
import type { TTenantTable } from "../db/schema/resource-tables.js";
import { writeSheet } from "../imports/export.js";
import { currentUser, type TRequestUser } from "../plugins/auth.js";
import { badRequest, forbidden, notFound } from "../plugins/errors.js";
import { jsonAnswer, pageOf } from "../plugins/openapi.js";

const ZQuery = ZListQuery.extend(ZHistoryQuery.shape);
type TQuery = z.infer<typeof ZQuery>;
/** A CSV export holds at most this many entries, the newest (the list's count cap). */
export const HISTORY_EXPORT_MAX = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

type TEntryRow = typeof historyEntries.$inferSelect;

/** "First Last", else the e-mail, of the users the entries name: one query for a page. */
async function userNames(db: TExecutor, rows: readonly TEntryRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((row) => row.user_id).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, first: users.first_name, last: users.last_name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((user) => [user.id, `${user.first} ${user.last}`.trim() || user.email]));
}

/** Each of the ids' rows in the table that holds a resource's records (users, clients and edge servers are no resource's). */
async function recordsOf(app: FastifyInstance, resource: string, ids: string[]): Promise<Record<string, unknown>[]> {
  if (resource === "user") return app.db.select().from(users).where(inArray(users.id, ids));
  if (resource === "client") return app.db.select().from(clients).where(inArray(clients.id, ids));
  if (resource === "edgeServer") {
    const found = await app.db.select().from(edgeServers).where(inArray(edgeServers.user_id, ids));
    return found.map((row) => ({ ...row, id: row.user_id }));
  }
  const table = app.registry.tableOf(resource);
  return table ? app.db.select().from(table).where(inArray(table.id, ids)) : [];
}

/**
 * How each entry's record reads (`historyRecordLabel`), keyed `resource:id`: one query per resource of the page for
 * the records that still exist, then the entries' own values (a deleted record's name as its last entry kept it).
 */
async function recordLabels(app: FastifyInstance, rows: readonly TEntryRow[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const byResource = new Map<string, Set<string>>();
  for (const row of rows) byResource.set(row.resource, (byResource.get(row.resource) ?? new Set()).add(row.record_id));
  for (const [resource, ids] of byResource) {
    for (const record of await recordsOf(app, resource, [...ids])) {
      const label = historyRecordLabel(record);
      if (label) labels.set(`${resource}:${String(record.id)}`, label);
    }
  }
  for (const row of rows) {
    const key = `${row.resource}:${row.record_id}`;
    if (labels.has(key)) continue;
    const values = Object.fromEntries(historyChangesOf(row.changes).map((change) => [change.field, change.after ?? change.before]));
    const label = historyRecordLabel(values);
    if (label) labels.set(key, label);
  }
  return labels;
}

const present = (row: TEntryRow, names: Map<string, string>, labels: Map<string, string>): z.infer<typeof ZHistoryEntry> => ({
  id: row.id,
  client: row.client_id,
  resource: row.resource,
  record_id: row.record_id,
  action: row.action,
  user: row.user_id,
  user_name: row.user_id ? (names.get(row.user_id) ?? null) : null,
  machine: row.machine_id,
  record_label: labels.get(`${row.resource}:${row.record_id}`) ?? null,
  request_id: row.request_id,
  import_id: row.import_id,
  created_at: row.created_at.toISOString(),
  changes: historyChangesOf(row.changes),
});

/**
 * The client of the record an entry list is asked for: its entries' of that resource (ids are unique across clients),
 * else its table's for a record that has none yet; undefined when no client holds it as that resource (a user's id
 * asked as a weld's), so the permission checked is always the record's own resource's.
 */
async function ownerOf(app: FastifyInstance, resource: string, record: string): Promise<string | undefined> {
  const [entry] = await app.db
    .select({ client_id: historyEntries.client_id })
    .from(historyEntries)
    .where(and(eq(historyEntries.record_id, record), eq(historyEntries.resource, resource)))
    .limit(1);
  if (entry) return entry.client_id;
  const table: TTenantTable | undefined =
    // An edge server is a machine user: its id is its user's.
    resource === "user" || resource === "edgeServer"
      ? (users as unknown as TTenantTable)
      : resource === "client"
        ? undefined
        : app.registry.tableOf(resource);
  if (resource === "client") {
    const [found] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.id, record)).limit(1);
    return found?.id;
  }
  if (!table) return undefined;
  const [row] = await app.db.select({ client_id: table.client_id }).from(table).where(eq(table.id, record)).limit(1);
  return row ? String(row.client_id) : undefined;
}

/** A date bound: a day (`2026-11-26`) covers the whole day; an instant is taken as it is. */
const bound = (value: string, end: boolean) => {
  if (value.length === 10) return new Date(Date.parse(`${value}T00:00:00Z`) + (end ? DAY_MS : 0));
  return new Date(value);
};

/** The conditions of a request, after its permission and tenancy checks (403, 404). */
async function conditionsOf(app: FastifyInstance, user: TRequestUser, query: TQuery): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (query.record) {
    // One record's history: whoever may read the record reads its history.
    if (!query.resource) throw badRequest({ resource: [message("required")] });
    const area = historyAreaOf(query.resource);
    if (!area) throw badRequest({ resource: [message("invalid_choice")] });
    if (!can(user.group, area, "list")) throw forbidden();
    const owner = await ownerOf(app, query.resource, query.record);
    if (!owner || (!isPrivileged(user.group) && owner !== user.client_id)) throw notFound();
    // Only the asked resource's entries: a user's or the client's id asked as a weld's shows nothing of theirs.
    conditions.push(
      eq(historyEntries.client_id, owner),
      eq(historyEntries.record_id, query.record),
      eq(historyEntries.resource, query.resource),
    );
  } else {
    // The client-wide list: Admins, and platform staff for any client (`?client=`).
    if (!can(user.group, "history", "list")) throw forbidden();
    const client = isPrivileged(user.group) ? (query.client ?? user.client_id) : user.client_id;
    conditions.push(eq(historyEntries.client_id, client));
    if (query.resource) {
      if (!historyAreaOf(query.resource)) throw badRequest({ resource: [message("invalid_choice")] });
      conditions.push(eq(historyEntries.resource, query.resource));
    }
  }
  if (query.user) conditions.push(eq(historyEntries.user_id, query.user));
  if (query.action) conditions.push(eq(historyEntries.action, query.action));
  if (query.from) conditions.push(gte(historyEntries.created_at, bound(query.from, false)));
  if (query.to)
    conditions.push(
      query.to.length === 10 ? lt(historyEntries.created_at, bound(query.to, true)) : lte(historyEntries.created_at, bound(query.to, true)),
    );
  if (query.from && query.to && bound(query.from, false) > bound(query.to, true)) throw badRequest({ to: [message("history_range")] });
  return conditions;
}

const cell = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);

/** The CSV: one line per changed field (an entry without any, one line), formulas neutralised by the sheet writer. */
function csvRows(rows: readonly TEntryRow[], names: Map<string, string>): string[][] {
  const header = ["time", "user", "resource", "record", "action", "field", "before", "after", "request", "import"];
  const lines: string[][] = [header];
  for (const row of rows) {
    const common = [
      row.created_at.toISOString(),
      row.user_id ? (names.get(row.user_id) ?? row.user_id) : "",
      row.resource,
      row.record_id,
      row.action,
    ];
    const tail = [row.request_id ?? "", row.import_id ?? ""];
    const stored = historyChangesOf(row.changes);
    const changes: (THistoryChange | null)[] = stored.length > 0 ? stored : [null];
    for (const change of changes) lines.push([...common, change?.field ?? "", cell(change?.before), cell(change?.after), ...tail]);
  }
  return lines;
}

/**
 * The change history. `GET /api/history/?resource=&record=`: one record's entries, newest first, for whoever may read
 * the record (another client's: 404). Without `record`: the client's whole history, for Admins and platform staff,
 * filtered by user, resource, action and dates. `?format=csv` exports the same entries. Entries are only ever written
 * by the writes themselves (history/record.ts): no route changes or deletes one.
 */
export async function historyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/history/",
    {
      schema: {
        tags: ["history"],
        querystring: ZQuery,
        response: {
          200: jsonAnswer("A page of history entries, newest first (or the CSV export with format=csv).", pageOf(ZHistoryEntry)),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const query = request.query;
      const conditions = await conditionsOf(app, user, query);
      if (query.format === "csv") {
        const rows = await app.db
          .select()
          .from(historyEntries)
          .where(and(...conditions))
          .orderBy(desc(historyEntries.created_at), desc(historyEntries.id))
          .limit(HISTORY_EXPORT_MAX);
        const body = await writeSheet("csv", csvRows(rows, await userNames(app.db, rows)), "history");
        return reply.type("text/csv; charset=utf-8").header("content-disposition", 'attachment; filename="history.csv"').send(body);
      }
      if (query.ordering && query.ordering.replace(/^-/, "") !== "created_at")
        throw badRequest({ ordering: [message("unknown_ordering", { field: query.ordering })] });
      const page = await listTablePage(app.db, historyEntries, HISTORY_LIST, query, conditions, request.url, (row) => row);
      const [names, labels] = await Promise.all([userNames(app.db, page.results), recordLabels(app, page.results)]);
      return { ...page, results: page.results.map((row) => present(row, names, labels)) };
    },
  );
}

import { RESOURCES, type TMessage, type TResourceKey, type TResourceUsage, usedBy } from "@weldtrace/domain";
import { and, eq, getTableColumns, getTableName, or, type SQL, sql } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { TExecutor } from "../db/client.js";
import { flawLibraries, procedures } from "../db/schema/index.js";
import type { TTenantTable } from "../db/schema/resource-tables.js";
import { columnsOf } from "../db/tables.js";
import { HttpError } from "../plugins/errors.js";
import { hasKey } from "../typed.js";
import type { TCrudRegistry, TReferenceTable, TReferrer } from "./types.js";

/*
 * Who points at whom. A record others use cannot be deleted: the delete answers 409 naming the records that
 * use it. The list is derived from what is already declared once: the resource definitions (fields of kind
 * reference/references with a target) and the links an area declares itself (the procedures area's reference lists).
 * usages.api.test.ts checks every link column of the Drizzle schema is in it.
 *
 * Two kinds of links are not usages: a row that is part of its target (its foreign key says `on delete cascade`:
 * a weld's flaws and cut-out, a library's methods, a model's parameters) goes with it, and a link the target's
 * delete hook clears (CLEARED_BY_DELETE).
 */

/** The foreign key of a column, if it has one. */
const foreignKeyOf = (table: PgTable, column: PgColumn) =>
  getTableConfig(table).foreignKeys.find((key) => key.reference().columns.some((own) => own.name === column.name));

/** A row whose link says `on delete cascade` is part of its target: deleting the target deletes it. */
export const isPartOfTarget = (table: PgTable, column: PgColumn): boolean => foreignKeyOf(table, column)?.onDelete === "cascade";

/** Links the target's delete hook clears: deleting a project takes it out of its flaw libraries (docs/decisions.md). */
export const CLEARED_BY_DELETE: readonly PgColumn[] = [flawLibraries.projects];

export const columnOf = (table: PgTable, key: string, label: string): PgColumn => {
  const column = columnsOf(table)[key];
  if (!column) throw new Error(`${label}: no column ${key}`);
  return column;
};

/**
 * Every link that can block a delete, built from the resources' tables and the areas' own links. The targets are the
 * generic lists' tables and the reference tables whose delete is guarded (procedures, deleted by their own route,
 * which asks the same question). Clients are deleted by their own rules; pass groups go with their procedure's
 * save, which clears a cycle's link to them (on delete set null).
 */
export function buildReferrers(
  tables: Record<TResourceKey, TTenantTable>,
  referenceTables: Record<string, TReferenceTable>,
  areaReferrers: readonly TReferrer[],
): TReferrer[] {
  const guarded = Object.fromEntries(
    Object.entries(referenceTables).flatMap(([key, entry]) => (entry.guardedDelete ? [[key, entry.table] as const] : [])),
  );
  const targetTable = (target: string | undefined): TTenantTable | undefined =>
    target ? (guarded[target] ?? (hasKey(tables, target) ? tables[target] : undefined)) : undefined;
  const referrers: TReferrer[] = [];
  for (const resource of RESOURCES) {
    const table = tables[resource.key];
    // What the message names a record by: its first text field, else its name, else its id (cut-outs, cycles).
    const ownerName = columnOf(
      table,
      resource.fields.find((field) => field.kind === "text")?.key ?? ("name" in getTableColumns(table) ? "name" : "id"),
      resource.key,
    );
    const add = (column: PgColumn, many: boolean, target: TTenantTable | undefined) => {
      if (!target || isPartOfTarget(table, column) || CLEARED_BY_DELETE.includes(column)) return;
      referrers.push({ owner: resource.key, table, column, many, target, ownerName });
    };
    for (const field of resource.fields) {
      if (field.kind !== "reference" && field.kind !== "references") continue;
      const target = targetTable(field.target);
      if (target) add(columnOf(table, field.key, resource.key), field.kind === "references", target);
    }
    // Links the server fills rather than the form (a cycle keeps its weld's project and procedure).
    for (const key of getTableConfig(table).foreignKeys) {
      const reference = key.reference();
      const column = reference.columns[0] as PgColumn;
      if (column.name === "client_id" || resource.fields.some((field) => field.key === column.name)) continue;
      const candidates = [...Object.values(tables), ...Object.values(guarded)];
      add(
        column,
        false,
        candidates.find((candidate) => candidate === reference.foreignTable),
      );
    }
  }
  const seen = new Set<PgColumn>();
  return [...referrers, ...areaReferrers].filter((referrer) => {
    // One table can back two resources (heats): its links are counted once.
    if (seen.has(referrer.column)) return false;
    seen.add(referrer.column);
    return true;
  });
}

/** How many names the message lists per kind of record. */
const NAMES_SHOWN = 3;

/** The records of the client that point at `id` in `target`, grouped by kind (names sorted, first few). */
export async function usagesOf(
  db: TExecutor,
  referrers: readonly TReferrer[],
  target: PgTable,
  id: string,
  clientId: string,
): Promise<TResourceUsage[]> {
  const names = new Map<string, Set<string>>();
  for (const referrer of referrers) {
    if (referrer.target !== target) continue;
    const links: SQL = referrer.many ? sql`${id}::uuid = any(${referrer.column})` : eq(referrer.column, id);
    const where = and(eq(referrer.table.client_id, clientId), links);
    const rows = referrer.parent
      ? await db
          .selectDistinct({ name: referrer.ownerName })
          .from(referrer.table)
          .innerJoin(procedures, eq(referrer.parent, procedures.id))
          .where(where)
      : await db.selectDistinct({ name: referrer.ownerName }).from(referrer.table).where(where);
    if (rows.length === 0) continue;
    const set = names.get(referrer.owner) ?? new Set<string>();
    for (const row of rows) set.add(String(row.name ?? ""));
    names.set(referrer.owner, set);
  }
  return [...names].map(([entity, set]) => {
    const sorted = [...set].sort((left, right) => left.localeCompare(right));
    return { entity, count: sorted.length, names: sorted.slice(0, NAMES_SHOWN) };
  });
}

/** Ids as one array parameter (`{a,b}`::uuid[]): one placeholder however many ids, where a list would take one each. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/**
 * usagesOf for many records at once (an import's undo): the client's records pointing at any of the `targets`' ids,
 * one query per table that points at them, not per record, each record counted once however many of its links do.
 * Records in `leaving` (by table: the ids deleted with them) are no usage: a workpiece and the tag it names, both
 * created by the import, go together.
 */
export async function usagesOfMany(
  db: TExecutor,
  referrers: readonly TReferrer[],
  targets: readonly { table: PgTable; ids: readonly string[] }[],
  clientId: string,
  leaving: ReadonlyMap<PgTable, readonly string[]> = new Map(),
): Promise<TResourceUsage[]> {
  // The links into the targets, by the table (and the procedure join) holding them.
  const byOwner = new Map<string, { referrer: TReferrer; links: SQL[] }>();
  for (const referrer of referrers) {
    const target = targets.find((candidate) => candidate.table === referrer.target && candidate.ids.length > 0);
    if (!target) continue;
    const ids = uuidArray(target.ids);
    const link = referrer.many ? sql`${referrer.column} && ${ids}` : sql`${referrer.column} = any(${ids})`;
    const key = `${referrer.owner}:${getTableName(referrer.table)}:${referrer.parent ? "parent" : ""}`;
    const entry = byOwner.get(key) ?? { referrer, links: [] };
    entry.links.push(link);
    byOwner.set(key, entry);
  }
  const usages: TResourceUsage[] = [];
  for (const { referrer, links } of byOwner.values()) {
    const going = leaving.get(referrer.table);
    const where = and(
      eq(referrer.table.client_id, clientId),
      or(...links),
      going && going.length > 0 ? sql`not (${referrer.table.id} = any(${uuidArray(going)}))` : undefined,
    );
    // The distinct names of the users, counted, and the first few (in name order) for the message.
    const named = db
      .selectDistinct({ name: sql<string>`coalesce(${referrer.ownerName}::text, '')`.as("name") })
      .from(referrer.table)
      .$dynamic();
    const scoped = (referrer.parent ? named.innerJoin(procedures, eq(referrer.parent, procedures.id)) : named).where(where).as("used");
    const [found] = await db
      .select({
        count: sql<number>`count(*)::int`,
        names: sql<string[]>`(array_agg(${scoped.name} order by ${scoped.name}))[1:${sql.raw(String(NAMES_SHOWN))}]`,
      })
      .from(scoped);
    if (!found || found.count === 0) continue;
    const existing = usages.find((usage) => usage.entity === referrer.owner);
    if (existing) {
      existing.count += found.count;
      existing.names = [...existing.names, ...found.names].sort((left, right) => left.localeCompare(right)).slice(0, NAMES_SHOWN);
    } else usages.push({ entity: referrer.owner, count: found.count, names: found.names });
  }
  return usages;
}

/**
 * Refuses (409 in_use, naming the users) to delete a record others point at. `detail` words the refusal where the
 * spec gives its own text (a workpiece with children); the users are named all the same.
 */
export async function refuseIfUsed(
  db: TExecutor,
  registry: Pick<TCrudRegistry, "referrers">,
  target: PgTable,
  row: Record<string, unknown>,
  detail?: (usages: TResourceUsage[]) => TMessage | undefined,
): Promise<void> {
  const usages = await usagesOf(db, registry.referrers(), target, String(row.id), String(row.client_id));
  if (usages.length === 0) return;
  throw new HttpError(409, "in_use", detail?.(usages) ?? usedBy(usages), undefined, { used_by: usages });
}

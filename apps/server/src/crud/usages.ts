import { RESOURCES, type TResourceUsage, usedByMessage } from "@weldtrace/domain";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TExecutor } from "../db/client.js";
import { procedures } from "../db/schema/index.js";
import { CHILD_LISTS, PROCEDURE_REFERENCES, type TReferenceSpec } from "../modules/procedures/definitions.js";
import { HttpError } from "../plugins/errors.js";
import type { TTenantTable } from "./create-crud-routes.js";
import { RESOURCE_TABLES } from "./registry.js";

/*
 * Who points at whom. A record others use cannot be deleted: the delete answers 409 naming the records that
 * use it. The list is derived from what is already declared once: the resource definitions (fields of kind
 * reference/references with a target) and the procedure's reference lists (modules/procedures/definitions.ts).
 * usages.api.test.ts checks every link column of the Drizzle schema is in it.
 */

export interface TReferrer {
  /** The entity named in the message (a resource key): a procedure's child rows are named by their procedure. */
  owner: string;
  /** The table holding the link, and the link column (one id, or an array of ids when `many`). */
  table: TTenantTable;
  column: PgColumn;
  many: boolean;
  /** The table the ids point into. */
  target: TTenantTable;
  /** What the owner is known by (its name). */
  ownerName: PgColumn;
  /** Child rows: the column naming their procedure. */
  parent?: PgColumn;
}

const columnOf = (table: PgTable, key: string, label: string): PgColumn => {
  const column = (getTableColumns(table) as Record<string, PgColumn>)[key];
  if (!column) throw new Error(`${label}: no column ${key}`);
  return column;
};

function fromResources(): TReferrer[] {
  const tables = RESOURCE_TABLES as Record<string, TTenantTable>;
  const referrers: TReferrer[] = [];
  for (const resource of RESOURCES) {
    const table = tables[resource.key] as TTenantTable;
    // What the message names a record by: its first text field, else its name, else its id (cut-outs, cycles).
    const nameKey = resource.fields.find((field) => field.kind === "text")?.key ?? ("name" in getTableColumns(table) ? "name" : "id");
    for (const field of resource.fields) {
      if (field.kind !== "reference" && field.kind !== "references") continue;
      const target = field.target ? tables[field.target] : undefined;
      // The record's client is not a catalogue entry: clients are deleted by their own rules.
      if (!target) continue;
      referrers.push({
        owner: resource.key,
        table,
        column: columnOf(table, field.key, resource.key),
        many: field.kind === "references",
        target,
        ownerName: columnOf(table, nameKey, resource.key),
      });
    }
  }
  return referrers;
}

function fromProcedures(): TReferrer[] {
  const toReferrer = (table: TTenantTable, spec: TReferenceSpec, parent?: PgColumn): TReferrer[] => {
    // Lists without a table yet (filler metals, welders) cannot point at anything.
    if (!spec.table) return [];
    const column = columnOf(table, spec.path.join("_"), `procedure ${spec.target}`);
    return [
      {
        owner: "procedure",
        table,
        column,
        many: column.columnType === "PgArray",
        target: spec.table,
        ownerName: procedures.name,
        parent,
      },
    ];
  };
  return [
    ...PROCEDURE_REFERENCES.flatMap((spec) => toReferrer(procedures as unknown as TTenantTable, spec)),
    ...CHILD_LISTS.flatMap((list) => list.references.flatMap((spec) => toReferrer(list.table, spec, list.table.procedure))),
  ];
}

let cached: TReferrer[] | null = null;
/** Built on first use: the registries it reads are complete only once every module is loaded. */
export function referrers(): TReferrer[] {
  if (!cached) {
    const seen = new Set<PgColumn>();
    cached = [...fromResources(), ...fromProcedures()].filter((referrer) => {
      // One table can back two resources (heats): its links are counted once.
      if (seen.has(referrer.column)) return false;
      seen.add(referrer.column);
      return true;
    });
  }
  return cached;
}

/** How many names the message lists per kind of record. */
const NAMES_SHOWN = 3;

/** The records of the client that point at `id` in `target`, grouped by kind (names sorted, first few). */
export async function usagesOf(db: TExecutor, target: PgTable, id: string, clientId: string): Promise<TResourceUsage[]> {
  const names = new Map<string, Set<string>>();
  for (const referrer of referrers()) {
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

/** Refuses (409 in_use, naming the users) to delete a record others point at. */
export async function refuseIfUsed(db: TExecutor, target: PgTable, row: Record<string, unknown>): Promise<void> {
  const usages = await usagesOf(db, target, row.id as string, row.client_id as string);
  if (usages.length === 0) return;
  throw new HttpError(409, "in_use", usedByMessage(usages), undefined, { used_by: usages });
}

import { message, type TFieldMessages, type TProcedureExportReference } from "@weldtrace/domain";
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TTenantTable } from "../../crud/create-crud-routes.js";
import type { TExecutor } from "../../db/client.js";
import { badRequest } from "../../plugins/errors.js";
import { CHILD_LISTS, PROCEDURE_REFERENCES, type TReferenceSpec } from "./definitions.js";

/*
 * Every id a procedure points to must name a record of the procedure's client: another client's id is
 * refused like an unknown one, 400 "Select a valid choice." on that field (the approach of
 * crud/references.ts, extended to nested rows).
 */

type TRow = Record<string, unknown>;

/** One place a procedure payload holds reference ids. */
interface TSite {
  /** Path of the field in the payload, as errors name it: ["pass_group", 1, "process"]. */
  path: (string | number)[];
  spec: TReferenceSpec;
  /** The object holding the field, so an import can rewrite it. */
  holder: TRow;
  key: string;
  ids: string[];
}

const isObject = (value: unknown): value is TRow => typeof value === "object" && value !== null && !Array.isArray(value);

function referenceSites(procedure: TRow): TSite[] {
  const sites: TSite[] = [];
  const visit = (row: TRow, specs: readonly TReferenceSpec[], prefix: (string | number)[]) => {
    for (const spec of specs) {
      let holder: unknown = row;
      for (const part of spec.path.slice(0, -1)) holder = isObject(holder) ? holder[part] : undefined;
      if (!isObject(holder)) continue;
      const key = String(spec.path[spec.path.length - 1]);
      const value = holder[key];
      const ids = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
      if (ids.length > 0) sites.push({ path: [...prefix, ...spec.path], spec, holder, key, ids });
    }
  };
  visit(procedure, PROCEDURE_REFERENCES, []);
  for (const list of CHILD_LISTS) {
    const rows = procedure[list.key];
    if (!Array.isArray(rows)) continue;
    rows.forEach((row: TRow, position) => {
      if (row.deleted !== true) visit(row, list.references, [list.key, position]);
    });
  }
  return sites;
}

/** Ids of the sites that belong to the client, per table, in one query per table. */
async function ownedIds(db: TExecutor, sites: TSite[], clientId: string): Promise<Map<TTenantTable, Set<string>>> {
  const wanted = new Map<TTenantTable, Set<string>>();
  for (const site of sites) {
    if (!site.spec.table) continue;
    const set = wanted.get(site.spec.table) ?? new Set<string>();
    for (const id of site.ids) set.add(id);
    wanted.set(site.spec.table, set);
  }
  const owned = new Map<TTenantTable, Set<string>>();
  for (const [table, ids] of wanted) {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, [...ids]), eq(table.client_id, clientId)));
    owned.set(table, new Set(rows.map((row) => String(row.id))));
  }
  return owned;
}

const errorKey = (path: (string | number)[]) => path.map(String).join(".");

/** The fields of a payload pointing at records the client does not own, each with "Select a valid choice.". */
export async function referenceErrors(db: TExecutor, procedure: TRow, clientId: string): Promise<TFieldMessages> {
  const sites = referenceSites(procedure);
  const owned = await ownedIds(db, sites, clientId);
  const errors: TFieldMessages = {};
  for (const site of sites) {
    const mine = site.spec.table ? owned.get(site.spec.table) : undefined;
    if (!site.ids.every((id) => mine?.has(id))) errors[errorKey(site.path)] = [message("invalid_choice")];
  }
  return errors;
}

function nameColumn(spec: TReferenceSpec): PgColumn {
  const column = spec.nameColumn ?? (spec.table ? getTableColumns(spec.table).name : undefined);
  if (!column) throw new Error(`References to ${spec.target} need a name column`);
  return column;
}

/** For the export file: each reference id with its kind and the name it has in the exporting client. */
export async function referenceNames(db: TExecutor, procedure: TRow, clientId: string): Promise<Record<string, TProcedureExportReference>> {
  const names: Record<string, TProcedureExportReference> = {};
  const byTable = new Map<TTenantTable, { spec: TReferenceSpec; ids: Set<string> }>();
  for (const site of referenceSites(procedure)) {
    if (!site.spec.table) continue;
    const entry = byTable.get(site.spec.table) ?? { spec: site.spec, ids: new Set<string>() };
    for (const id of site.ids) entry.ids.add(id);
    byTable.set(site.spec.table, entry);
  }
  for (const [table, { spec, ids }] of byTable) {
    const rows = await db
      .select({ id: table.id, name: nameColumn(spec) })
      .from(table)
      .where(and(inArray(table.id, [...ids]), eq(table.client_id, clientId)));
    for (const row of rows) names[String(row.id)] = { target: spec.target, name: String(row.name ?? "") };
  }
  return names;
}

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * An imported procedure may come from another client or installation, whose catalogue ids mean nothing
 * here. Each reference is kept when it is the importing client's own; otherwise it becomes the client's
 * entry of the same kind and name (as the file names it), or is dropped. A required link that cannot be
 * found refuses the import (400 on that field). Another client's record is never linked, nor read.
 */
export async function mapImportedReferences(
  db: TExecutor,
  procedure: TRow,
  clientId: string,
  names: Record<string, TProcedureExportReference>,
): Promise<void> {
  const sites = referenceSites(procedure);
  const owned = await ownedIds(db, sites, clientId);

  // The client's entries named in the file, one query per table.
  const wantedNames = new Map<TTenantTable, { spec: TReferenceSpec; names: Set<string> }>();
  for (const site of sites) {
    if (!site.spec.table) continue;
    for (const id of site.ids) {
      const named = names[id];
      if (owned.get(site.spec.table)?.has(id) || !named || named.target !== site.spec.target || !named.name.trim()) continue;
      const entry = wantedNames.get(site.spec.table) ?? { spec: site.spec, names: new Set<string>() };
      entry.names.add(nameKey(named.name));
      wantedNames.set(site.spec.table, entry);
    }
  }
  const byName = new Map<TTenantTable, Map<string, string>>();
  for (const [table, { spec, names: wanted }] of wantedNames) {
    const column = nameColumn(spec);
    const rows = await db
      .select({ id: table.id, name: column })
      .from(table)
      .where(and(eq(table.client_id, clientId), inArray(sql`lower(trim(${column}))`, [...wanted])))
      .orderBy(asc(table.id));
    const found = new Map<string, string>();
    for (const row of rows) {
      const key = nameKey(String(row.name ?? ""));
      if (!found.has(key)) found.set(key, String(row.id));
    }
    byName.set(table, found);
  }

  const errors: TFieldMessages = {};
  for (const site of sites) {
    const table = site.spec.table;
    const resolve = (id: string): string | null => {
      if (!table) return null;
      if (owned.get(table)?.has(id)) return id;
      const named = names[id];
      if (!named || named.target !== site.spec.target) return null;
      return byName.get(table)?.get(nameKey(named.name)) ?? null;
    };
    const value = site.holder[site.key];
    if (Array.isArray(value)) {
      site.holder[site.key] = [...new Set(site.ids.map(resolve).filter((id): id is string => id !== null))];
    } else {
      const [id = ""] = site.ids;
      const resolved = resolve(id);
      site.holder[site.key] = resolved;
      if (resolved === null && site.spec.required) {
        // Name what is missing when the file names it, so the user knows what to create first.
        const named = names[id];
        errors[errorKey(["procedure", ...site.path])] = [
          named ? message("missing_in_client", { name: named.name }) : message("invalid_choice"),
        ];
      }
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

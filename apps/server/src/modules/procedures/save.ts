import {
  checkProcedureChange,
  message,
  normalizeProcedureSave,
  type TFieldMessages,
  type TProcedureLookups,
  type TProcedurePatch,
  type TProcedureSave,
  ZProcedurePatch,
} from "@weldtrace/domain";
import type { Column } from "drizzle-orm";
import { and, eq, getTableColumns, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { v7 as uuidv7 } from "uuid";
import type { TExecutor } from "../../db/client.js";
import {
  alertSupervisors,
  bevelDimensions,
  procedures,
  procedureWorkpieces,
  temperatureControlTypes,
  weldingProcesses,
  workpieceTypes,
} from "../../db/schema/index.js";
import { badRequest, conflict, invalidIssues } from "../../plugins/errors.js";
import { numberOr, stringOr, toRecord } from "../../typed.js";
import { CHILD_LISTS, DIMENSION_FIELDS, PROCEDURE_FIELDS, type TChildList, type TChildTable } from "./definitions.js";
import type { TProcedureRow } from "./read.js";
import { referenceErrors } from "./references.js";
import { storedFileErrors } from "./stored-files.js";

/*
 * Saving a procedure is one transaction over the procedure and every child list: rows with an id of this
 * procedure are updated, rows without one are inserted, rows sent as {id, deleted: true} or left out are
 * deleted. Everything is checked before the first write; any refusal rolls the whole save back.
 */

type TRow = Record<string, unknown>;
type TErrors = TFieldMessages;

export interface TCreateOptions {
  /** Child rows carrying an id are created with it (import, revision, duplicate); an id already taken gets a new one. */
  keepRowIds?: boolean;
  /** When the procedure was forked; now by default when it names a source. */
  forkedAt?: Date | string | null;
}

export const archivedConflict = () => conflict(message("archived"));

/** A value left out of a full save takes the column's default (false, []) or null. */
function columnValues(table: PgTable, fields: readonly string[], row: TRow): TRow {
  const columns: Record<string, Column | undefined> = getTableColumns(table);
  const values: TRow = {};
  for (const field of fields) {
    const column = columns[field];
    const value = row[field];
    values[field] = value === undefined ? (column?.hasDefault && column.default !== undefined ? column.default : null) : value;
  }
  return values;
}

const childValues = (list: TChildList, row: TRow): TRow => ({
  ...columnValues(list.table, list.fields, row),
  ...(list.toColumns ? list.toColumns(row) : {}),
});

const rowsOf = (payload: TRow, key: string): TRow[] => rowsIn(payload[key]);
const isLive = (row: TRow) => row.deleted !== true;
/** The rows of a list field: its items when it is an array (a parsed body holds objects there). */
function rowsIn(value: unknown): TRow[] {
  return Array.isArray(value) ? value : [];
}

/** Live rows in their list order: by the index they carry, then by their place (rows without index last). */
function inListOrder(rows: TRow[]): TRow[] {
  return rows
    .map((row, place) => ({ row, place }))
    .filter(({ row }) => isLive(row))
    .sort(
      (a, b) =>
        (numberOr(a.row.index) ?? Number.MAX_SAFE_INTEGER) - (numberOr(b.row.index) ?? Number.MAX_SAFE_INTEGER) || a.place - b.place,
    )
    .map(({ row }) => row);
}

async function idsOf(tx: TExecutor, table: TChildTable, column: PgColumn, owner: string): Promise<Set<string>> {
  const rows = await tx.select({ id: table.id }).from(table).where(eq(column, owner));
  return new Set(rows.map((row) => String(row.id)));
}

async function existingAnywhere(tx: TExecutor, table: TChildTable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => String(row.id)));
}

/**
 * Ids of child rows must name rows of this procedure (and dimensions rows of their bevel): an id of another
 * procedure, or an unknown one, is a 400 on that row. A row sent as deleted that no longer exists is ignored.
 */
async function rowIdErrors(tx: TExecutor, payload: TRow, procedureId: string | null): Promise<TErrors> {
  const errors: TErrors = {};
  const check = async (rows: TRow[], prefix: string, owned: Set<string>, table: TChildTable) => {
    const seen = new Set<string>();
    const deletedElsewhere: { id: string; key: string }[] = [];
    rows.forEach((row, position) => {
      const id = stringOr(row.id);
      if (!id) return;
      const key = `${prefix}.${position}.id`;
      if (!owned.has(id)) {
        if (isLive(row)) errors[key] = [message("invalid_choice")];
        else deletedElsewhere.push({ id, key });
      } else if (isLive(row) && seen.has(id)) errors[key] = [message("invalid_choice")];
      if (isLive(row)) seen.add(id);
    });
    const taken = await existingAnywhere(
      tx,
      table,
      deletedElsewhere.map((entry) => entry.id),
    );
    for (const entry of deletedElsewhere) if (taken.has(entry.id)) errors[entry.key] = [message("invalid_choice")];
  };

  for (const list of CHILD_LISTS) {
    const owned = procedureId ? await idsOf(tx, list.table, list.table.procedure, procedureId) : new Set<string>();
    await check(rowsOf(payload, list.key), list.key, owned, list.table);
  }
  const bevels = rowsOf(payload, "bevel");
  for (const [position, bevel] of bevels.entries()) {
    if (!isLive(bevel)) continue;
    const bevelId = stringOr(bevel.id);
    const owned = procedureId && bevelId ? await idsOf(tx, bevelDimensions, bevelDimensions.bevel, bevelId) : new Set<string>();
    await check(rowsOf(bevel, "dimensions"), `bevel.${position}.dimensions`, owned, bevelDimensions);
  }
  return errors;
}

/** forked_from: another procedure of the same client. */
async function forkErrors(tx: TExecutor, forkedFrom: unknown, clientId: string, selfId: string | null): Promise<TErrors> {
  if (typeof forkedFrom !== "string") return {};
  const [source] =
    forkedFrom === selfId
      ? []
      : await tx
          .select({ id: procedures.id })
          .from(procedures)
          .where(and(eq(procedures.id, forkedFrom), eq(procedures.client_id, clientId)))
          .limit(1);
  return source ? {} : { forked_from: [message("invalid_choice")] };
}

const throwIfAny = (errors: TErrors) => {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
};

/** Names of the catalogue entries the domain's rules read (tungsten fields, location quantities, covered OD). */
async function lookups(tx: TExecutor, payload: TRow, clientId: string): Promise<TProcedureLookups> {
  const namesOf = async (table: typeof weldingProcesses | typeof temperatureControlTypes | typeof workpieceTypes, ids: unknown[]) => {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === "string"))];
    if (wanted.length === 0) return {};
    const rows = await tx
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(and(inArray(table.id, wanted), eq(table.client_id, clientId)));
    return Object.fromEntries(rows.map((row) => [row.id, row.name]));
  };
  const live = (key: string) => rowsOf(payload, key).filter(isLive);
  return {
    processNames: await namesOf(
      weldingProcesses,
      live("pass_group").map((row) => row.process),
    ),
    temperatureControlTypeNames: await namesOf(
      temperatureControlTypes,
      live("temperature_control").map((row) => row.temperature_control_type),
    ),
    workpieceTypeNames: await namesOf(
      workpieceTypes,
      live("workpieces").map((row) => row.type),
    ),
  };
}

interface TListPlan {
  table: TChildTable;
  inserts: TRow[];
  updates: { id: string; values: TRow }[];
  deletes: string[];
}

/** New ids for rows to create; with keepRowIds the row's own id unless another row already has it. */
async function newIds(tx: TExecutor, table: TChildTable, rows: TRow[], keepRowIds: boolean): Promise<string[]> {
  if (!keepRowIds) return rows.map(() => uuidv7());
  const taken = await existingAnywhere(
    tx,
    table,
    rows.map((row) => row.id).filter((id): id is string => typeof id === "string"),
  );
  const used = new Set<string>();
  return rows.map((row) => {
    const id = stringOr(row.id);
    const fresh = !id || taken.has(id) || used.has(id) ? uuidv7() : id;
    used.add(fresh);
    return fresh;
  });
}

/** What to write for one list, in order, with positions 1, 2, 3... (pass groups keep the domain's numbering). */
async function planList(
  tx: TExecutor,
  table: TChildTable,
  owned: Set<string>,
  ordered: TRow[],
  values: (row: TRow, index: number) => TRow,
  keepRowIds: boolean,
): Promise<{ plan: TListPlan; ids: Map<TRow, string> }> {
  const plan: TListPlan = { table, inserts: [], updates: [], deletes: [] };
  const ids = new Map<TRow, string>();
  const toCreate = ordered.filter((row) => !(typeof row.id === "string" && owned.has(row.id)));
  const created = await newIds(tx, table, toCreate, keepRowIds);
  const newIdOf = new Map(toCreate.map((row, position) => [row, created[position]]));
  ordered.forEach((row, position) => {
    const fresh = newIdOf.get(row);
    const id = fresh ?? String(row.id);
    if (fresh) plan.inserts.push({ id, ...values(row, position + 1) });
    else plan.updates.push({ id, values: values(row, position + 1) });
    ids.set(row, id);
  });
  const kept = new Set(plan.updates.map((update) => update.id));
  // Rows sent as {id, deleted: true} and rows left out alike: every owned row not kept is deleted.
  plan.deletes = [...owned].filter((id) => !kept.has(id));
  return { plan, ids };
}

async function planChildren(
  tx: TExecutor,
  payload: TRow,
  procedureId: string,
  clientId: string,
  existing: boolean,
  keepRowIds: boolean,
): Promise<{ plans: TListPlan[]; deleted: Map<TChildList, string[]> }> {
  const plans: TListPlan[] = [];
  const dimensionPlans: TListPlan[] = [];
  const deleted = new Map<TChildList, string[]>();
  const base = { client_id: clientId, procedure: procedureId };
  for (const list of CHILD_LISTS) {
    const rows = rowsOf(payload, list.key);
    // Pass groups arrive numbered by the domain (normalizeProcedureSave); other lists are numbered here.
    const ordered = list.key === "pass_group" ? rows.filter(isLive) : list.showsIndex ? inListOrder(rows) : rows.filter(isLive);
    const owned = existing ? await idsOf(tx, list.table, list.table.procedure, procedureId) : new Set<string>();
    const { plan, ids } = await planList(
      tx,
      list.table,
      owned,
      ordered,
      (row, position) => ({ ...base, ...childValues(list, row), index: list.key === "pass_group" ? numberOr(row.index) : position }),
      keepRowIds,
    );
    plans.push(plan);
    deleted.set(list, plan.deletes);
    if (list.key !== "bevel") continue;
    // `ids` holds every ordered bevel, in order.
    for (const [bevel, bevelId] of ids) {
      const dimensions = rowsOf(bevel, "dimensions");
      const ownedDimensions = existing ? await idsOf(tx, bevelDimensions, bevelDimensions.bevel, bevelId) : new Set<string>();
      const { plan: dimensionPlan } = await planList(
        tx,
        bevelDimensions,
        ownedDimensions,
        inListOrder(dimensions),
        (row, position) => ({ ...base, bevel: bevelId, ...columnValues(bevelDimensions, DIMENSION_FIELDS, row), index: position }),
        keepRowIds,
      );
      dimensionPlans.push(dimensionPlan);
    }
  }
  // Bevels before their dimensions; a deleted bevel takes its dimensions with it.
  return { plans: [...plans, ...dimensionPlans], deleted };
}

async function applyPlans(tx: TExecutor, procedureId: string, plans: TListPlan[]) {
  for (const { table, deletes } of plans) {
    if (deletes.length > 0) await tx.delete(table).where(and(eq(table.procedure, procedureId), inArray(table.id, deletes)));
  }
  for (const { table, updates } of plans) {
    for (const update of updates) {
      await tx
        .update(table)
        .set(update.values as never)
        .where(and(eq(table.id, update.id), eq(table.procedure, procedureId)));
    }
  }
  for (const { table, inserts } of plans) {
    if (inserts.length > 0) await tx.insert(table).values(inserts as never);
  }
}

/** Alert lines name rows of their section; a deleted row leaves the lines (a line left without rows applies to all). */
async function forgetDeletedElements(tx: TExecutor, procedureId: string, deleted: Map<TChildList, string[]>) {
  const gone = new Set([...deleted.entries()].filter(([list]) => list.alertType).flatMap(([, ids]) => ids));
  if (gone.size === 0) return;
  const lines = await tx
    .select({ id: alertSupervisors.id, elements: alertSupervisors.elements_selected })
    .from(alertSupervisors)
    .where(eq(alertSupervisors.procedure, procedureId));
  for (const line of lines) {
    const kept = line.elements.filter((id) => !gone.has(id));
    if (kept.length !== line.elements.length) {
      await tx.update(alertSupervisors).set({ elements_selected: kept }).where(eq(alertSupervisors.id, line.id));
    }
  }
}

/** The procedure's own columns from a full save: fields left out become null, false or empty. */
const procedureValues = (payload: TRow) => columnValues(procedures, PROCEDURE_FIELDS, payload);

/** POST procedures/ (and import, revision, duplicate): the procedure and its child lists; answers its id. */
export async function createProcedure(
  tx: TExecutor,
  clientId: string,
  input: TProcedureSave & { id?: string },
  options: TCreateOptions = {},
): Promise<string> {
  const payload = toRecord(input);
  throwIfAny({
    ...(await referenceErrors(tx, payload, clientId)),
    ...(await storedFileErrors(tx, payload, clientId)),
    ...(await forkErrors(tx, payload.forked_from, clientId, input.id ?? null)),
    ...(options.keepRowIds ? {} : await rowIdErrors(tx, payload, null)),
  });
  const normalized = toRecord(normalizeProcedureSave(input, await lookups(tx, payload, clientId)));
  const id = input.id ?? uuidv7();
  const { plans } = await planChildren(tx, normalized, id, clientId, false, options.keepRowIds === true);
  const forkedAt = normalized.forked_from ? new Date(options.forkedAt ?? Date.now()) : null;
  await tx
    .insert(procedures)
    .values({ ...procedureValues(normalized), id, client_id: clientId, is_archived: false, forked_at: forkedAt } as never);
  await applyPlans(tx, id, plans);
  return id;
}

/** PUT procedures/{id}/: the whole procedure replaced, every child list included. */
export async function replaceProcedure(tx: TExecutor, existing: TProcedureRow, input: TProcedureSave): Promise<void> {
  if (checkProcedureChange(existing, toRecord(input))) throw archivedConflict();
  const payload = toRecord(input);
  throwIfAny({
    ...(await referenceErrors(tx, payload, existing.client_id)),
    ...(await storedFileErrors(tx, payload, existing.client_id)),
    ...(await forkErrors(tx, payload.forked_from, existing.client_id, existing.id)),
    ...(await rowIdErrors(tx, payload, existing.id)),
  });
  const normalized = toRecord(normalizeProcedureSave(input, await lookups(tx, payload, existing.client_id)));
  const { plans, deleted } = await planChildren(tx, normalized, existing.id, existing.client_id, true, false);
  await tx
    .update(procedures)
    .set({ ...procedureValues(normalized), forked_at: forkedAtAfter(existing, normalized.forked_from) })
    .where(eq(procedures.id, existing.id));
  await applyPlans(tx, existing.id, plans);
  await forgetDeletedElements(tx, existing.id, deleted);
}

function forkedAtAfter(existing: TProcedureRow, forkedFrom: unknown): Date | null {
  if (!forkedFrom) return null;
  return forkedFrom === existing.forked_from ? existing.forked_at : new Date();
}

/**
 * PATCH procedures/{id}/: general fields and flags (is_reference, is_archived, removing a file). The result
 * is checked as a whole (a new minimum against the stored maximum) and cleaned like a full save.
 */
export async function patchProcedure(tx: TExecutor, existing: TProcedureRow, patch: TProcedurePatch): Promise<void> {
  if (checkProcedureChange(existing, patch)) throw archivedConflict();
  const { is_archived: isArchived, ...fields } = patch;
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  throwIfAny({
    ...(await referenceErrors(tx, given, existing.client_id)),
    ...(await storedFileErrors(tx, given, existing.client_id)),
    ...(await forkErrors(tx, given.forked_from, existing.client_id, existing.id)),
  });
  const current = Object.fromEntries(PROCEDURE_FIELDS.map((field) => [field, toRecord(existing)[field]]));
  const merged = ZProcedurePatch.safeParse({ ...current, ...given });
  if (!merged.success) throw invalidIssues(merged.error.issues);
  // The covered outer diameter depends on the procedure's workpieces, which a PATCH does not carry.
  const workpieces = await tx
    .select({ type: procedureWorkpieces.type })
    .from(procedureWorkpieces)
    .where(eq(procedureWorkpieces.procedure, existing.id));
  const withWorkpieces = { ...merged.data, workpieces } as TRow;
  const normalized = normalizeProcedureSave(withWorkpieces, await lookups(tx, withWorkpieces, existing.client_id));
  const values: TRow = Object.keys(given).length > 0 ? procedureValues(normalized) : {};
  if (Object.keys(given).length > 0) values.forked_at = forkedAtAfter(existing, normalized.forked_from);
  if (isArchived !== undefined) values.is_archived = isArchived;
  if (Object.keys(values).length === 0) return;
  await tx.update(procedures).set(values).where(eq(procedures.id, existing.id));
}

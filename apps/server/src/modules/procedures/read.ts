import { procedureRecordShape, type TProcedureRecord } from "@weldtrace/domain";
import { asc, eq } from "drizzle-orm";
import { isUuid, itemFilter } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import { bevelDimensions, procedures } from "../../db/schema/index.js";
import type { TRequestUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { CHILD_LISTS, DIMENSION_FIELDS, PROCEDURE_FIELDS, type TChildList } from "./definitions.js";

export type TProcedureRow = typeof procedures.$inferSelect;
type TRow = Record<string, unknown>;

/** A procedure the user may read: their client's, or any for a Super User; otherwise 404, as if missing. */
export async function findProcedure(db: TExecutor, user: TRequestUser, id: string): Promise<TProcedureRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(procedures)
    .where(itemFilter(user, procedures.id, procedures.client_id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The same row again inside a write transaction, locked so two saves of one procedure run one after the other. */
export async function lockProcedure(tx: TExecutor, id: string): Promise<TProcedureRow> {
  const [row] = await tx.select().from(procedures).where(eq(procedures.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

const pick = (row: TRow, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));

/** Spec: rows show edit actions only where the record allows it; an archived procedure is read-only. */
const canUpdate = (row: TProcedureRow, mayUpdate: boolean) => mayUpdate && !row.is_archived;

const SUMMARY_FIELDS = [
  "id",
  "name",
  "is_wps",
  "is_reference",
  "is_archived",
  "project",
  "type",
  "welds_classes",
  "uom",
  "comment",
  "forked_from",
  "created_at",
  "updated_at",
] as const;

/** A row of the procedures list. */
export function procedureSummary(row: TProcedureRow, mayUpdate: boolean) {
  return { ...pick(row, SUMMARY_FIELDS), client: row.client_id, can_update: canUpdate(row, mayUpdate) };
}

/** A stored child row as the domain reads it. */
export function childFromColumns(list: TChildList, row: TRow): TRow {
  return {
    id: row.id,
    ...(list.showsIndex ? { index: row.index } : {}),
    ...pick(row, list.fields),
    ...(list.fromColumns ? list.fromColumns(row) : {}),
  };
}

/** The full procedure: every field and every child list, lists in their order (pass groups by number). */
export async function loadProcedure(db: TExecutor, row: TProcedureRow, mayUpdate: boolean) {
  const record: TRow = {
    id: row.id,
    ...pick(row, PROCEDURE_FIELDS),
    is_archived: row.is_archived,
    forked_at: row.forked_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    client: row.client_id,
    can_update: canUpdate(row, mayUpdate),
  };
  for (const list of CHILD_LISTS) {
    const rows = await db
      .select()
      .from(list.table)
      .where(eq(list.table.procedure, row.id))
      .orderBy(asc(list.table.index), asc(list.table.id));
    record[list.key] = rows.map((child) => childFromColumns(list, child));
  }
  const dimensions = await db
    .select()
    .from(bevelDimensions)
    .where(eq(bevelDimensions.procedure, row.id))
    .orderBy(asc(bevelDimensions.index), asc(bevelDimensions.id));
  for (const bevel of record.bevel as TRow[]) {
    bevel.dimensions = dimensions
      .filter((dimension) => dimension.bevel === bevel.id)
      .map((dimension) => ({ id: dimension.id, index: dimension.index, ...pick(dimension, DIMENSION_FIELDS) }));
  }
  return record;
}

const RECORD_KEYS = Object.keys(procedureRecordShape);

/** Only what the domain's procedure record holds (no client, timestamps or rights): the export file's body. */
export function procedureRecordOf(record: TRow): TProcedureRecord {
  const picked = pick(record, RECORD_KEYS);
  if (picked.forked_at instanceof Date) picked.forked_at = picked.forked_at.toISOString();
  return picked as TProcedureRecord;
}

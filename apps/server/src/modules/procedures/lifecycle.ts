import {
  buildDuplicate,
  buildRevision,
  isProcedureActionAllowed,
  PROCEDURE_CHILD_LISTS,
  REVISION_SOURCE_PATCH,
  type TDuplicateRequest,
  type TProcedureRecord,
  type TProcedureSave,
  type TRevisionRequest,
} from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { TExecutor } from "../../db/client.js";
import { procedures } from "../../db/schema/index.js";
import { badRequest } from "../../plugins/errors.js";
import { copyInspectionSequences, type TCopiedSequences } from "../inspections/copy.js";
import { copyAlertLines } from "./alerts.js";
import { loadProcedure, procedureRecordOf, type TProcedureRow } from "./read.js";
import { archivedConflict, createProcedure } from "./save.js";

/** Archive and unarchive (spec §4): an archived procedure is read-only until it is unarchived. */
export async function setArchived(tx: TExecutor, procedure: TProcedureRow, archived: boolean): Promise<void> {
  if (procedure.is_archived === archived) return;
  await tx.update(procedures).set({ is_archived: archived }).where(eq(procedures.id, procedure.id));
}

type TRow = Record<string, unknown> & { id?: string };

/**
 * The copy's rows get their ids now, so the source's alert lines can follow them: answers source row id →
 * copied row id. buildRevision and buildDuplicate keep the rows in the source's order.
 */
function giveRowIds(source: TProcedureRecord, copy: TProcedureSave): Map<string, string> {
  const ids = new Map<string, string>();
  for (const list of PROCEDURE_CHILD_LISTS) {
    const sourceRows: readonly TRow[] = source[list] ?? [];
    const copyRows: readonly TRow[] = copy[list] ?? [];
    copyRows.forEach((row, position) => {
      const id = uuidv7();
      const from = sourceRows[position]?.id;
      if (from) ids.set(from, id);
      row.id = id;
    });
  }
  return ids;
}

async function sourceRecord(tx: TExecutor, procedure: TProcedureRow): Promise<TProcedureRecord> {
  return procedureRecordOf(await loadProcedure(tx, procedure, false));
}

/**
 * Spec §4: a revision is a new procedure with a new name, a reason and forked_from; it takes over the
 * reference flag and the source loses it, in the same transaction. Alert lines are copied.
 */
export async function reviseProcedure(
  tx: TExecutor,
  procedure: TProcedureRow,
  request: TRevisionRequest,
  copies?: (copied: TCopiedSequences) => void,
): Promise<string> {
  if (!isProcedureActionAllowed(procedure, "revise")) throw archivedConflict();
  const source = await sourceRecord(tx, procedure);
  const revision = buildRevision(source, request);
  const elementIds = giveRowIds(source, revision);
  const id = await createProcedure(tx, procedure.client_id, revision, { keepRowIds: true });
  await tx.update(procedures).set(REVISION_SOURCE_PATCH).where(eq(procedures.id, procedure.id));
  await copyAlertLines(tx, procedure.id, { id, client_id: procedure.client_id }, elementIds);
  // The revision is the procedure going forward: its inspection sequences come with it.
  if (procedure.project) {
    // Copied whether or not the caller asks for the pairs (an optional call would skip its argument).
    const copied = await copyInspectionSequences(
      tx,
      procedure.id,
      { id, client_id: procedure.client_id, project: procedure.project },
      elementIds,
      "revision",
    );
    copies?.(copied);
  }
  return id;
}

/**
 * Duplicate into another project of the same client (another client's project is refused like an unknown
 * one, 400 on project). Alert lines are copied, and the fit-up, bevel and temperature control sequences unless
 * copy_inspections is false (spec §7).
 */
export async function duplicateProcedure(
  tx: TExecutor,
  procedure: TProcedureRow,
  request: TDuplicateRequest,
  copies?: (copied: TCopiedSequences) => void,
): Promise<string> {
  if (!isProcedureActionAllowed(procedure, "duplicate")) throw archivedConflict();
  const source = await sourceRecord(tx, procedure);
  const duplicate = buildDuplicate(source, request);
  if ("error" in duplicate) throw badRequest({ project: [duplicate.error] });
  const elementIds = giveRowIds(source, duplicate);
  const id = await createProcedure(tx, procedure.client_id, duplicate, { keepRowIds: true });
  await copyAlertLines(tx, procedure.id, { id, client_id: procedure.client_id }, elementIds);
  if (request.copy_inspections !== false) {
    const copied = await copyInspectionSequences(
      tx,
      procedure.id,
      { id, client_id: procedure.client_id, project: request.project },
      elementIds,
      "copy",
    );
    copies?.(copied);
  }
  return id;
}

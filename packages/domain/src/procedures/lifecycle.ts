import { z } from "zod";
import { MESSAGE_CATALOGUE, message, messageText, type TMessage } from "../messages/catalogue.js";
import { zDateTime, zName } from "../validation/fields.js";
import { codedError } from "../validation/messages.js";
import { PROCEDURE_CHILD_LISTS, procedureRecordShape, type TProcedureRecord, type TProcedureSave } from "./procedures.js";

export const LIFECYCLE_MESSAGES = {
  /** Spec §5 and §8, verbatim. */
  importIdExists: MESSAGE_CATALOGUE.already_exists,
  /** `/others/procedures` copy for: decided. */
  copyForSameClient: MESSAGE_CATALOGUE.procedure_copy_same_client,
  /** Import and copy for: a required entry (a process...) the receiving client has no entry of that name for. */
  missingInClient: (name: string) => messageText("missing_in_client", { name }),
  /** Spec §8: the export failure text (French catalogue); the English one is decided. */
  exportFailedFr: "Échec de l'export de la procédure",
  exportFailed: MESSAGE_CATALOGUE.export_failed,
  /** Spec §5: asked when saving is refused (wording decided from the spec's sentence). */
  checkFields: MESSAGE_CATALOGUE.check_fields,
  archivedReadOnly: MESSAGE_CATALOGUE.archived,
  sameProject: MESSAGE_CATALOGUE.same_project,
  notAProcedureFile: MESSAGE_CATALOGUE.not_a_procedure_file,
  unsupportedVersion: MESSAGE_CATALOGUE.unsupported_version,
} as const;

// Archive --------------------------------------------------------------------------------------------------

/** Row actions of the procedures list (spec §2) and of the archived list, which offers view and unarchive only. */
export const PROCEDURE_ACTIONS = ["edit", "archive", "unarchive", "view", "revise", "duplicate", "export", "alerts", "delete"] as const;
export type TProcedureAction = (typeof PROCEDURE_ACTIONS)[number];
const ARCHIVED_ACTIONS: readonly TProcedureAction[] = ["view", "unarchive"];
const ACTIVE_ACTIONS: readonly TProcedureAction[] = ["edit", "archive", "view", "revise", "duplicate", "export", "alerts", "delete"];

export function isProcedureActionAllowed(procedure: { is_archived?: boolean | null }, action: TProcedureAction): boolean {
  return (procedure.is_archived ? ARCHIVED_ACTIONS : ACTIVE_ACTIONS).includes(action);
}

/**
 * Spec §4: an archived procedure is read-only, every section included; the only change it accepts is
 * unarchiving. Answers the message refusing a PATCH or save, or null.
 */
export function checkProcedureChange(current: { is_archived?: boolean | null }, change: Record<string, unknown>): string | null {
  if (!current.is_archived) return null;
  const keys = Object.keys(change).filter((key) => change[key] !== undefined);
  const unarchiveOnly = keys.length > 0 && keys.every((key) => key === "is_archived") && change.is_archived === false;
  return unarchiveOnly ? null : LIFECYCLE_MESSAGES.archivedReadOnly;
}

// Revision and duplicate ------------------------------------------------------------------------------------

/** The revision dialog (spec §2, §5): a name and a reason, both required. */
export const ZRevisionRequest = z.object({ name: zName(), fork_reason: zName().max(1000) });
export type TRevisionRequest = z.infer<typeof ZRevisionRequest>;

/** The change-project dialog: the project to duplicate into; inspections set up on the source are copied by default. */
export const ZDuplicateRequest = z.object({ project: z.uuid(), copy_inspections: z.boolean().optional() });
export type TDuplicateRequest = z.infer<typeof ZDuplicateRequest>;

/** Spec §4: after a revision the source is no longer the reference (PATCH with is_reference false). */
export const REVISION_SOURCE_PATCH = { is_reference: false } as const;

type TRow = Record<string, unknown> & { id?: string; deleted?: boolean };

/** A row copied for a new procedure: without its id or local key; nested bevel dimensions likewise. */
function copyRow(row: TRow): TRow {
  const { id: _id, idx: _idx, procedure: _procedure, ...rest } = row;
  if (Array.isArray(rest.dimensions)) rest.dimensions = copyRows(rest.dimensions as TRow[]);
  return rest;
}
const copyRows = (rows: readonly TRow[] | undefined) => (rows ?? []).filter((row) => row.deleted !== true).map(copyRow);

const SERVER_FIELDS = ["id", "is_archived", "forked_at", "created_at", "updated_at", "client"] as const;

/** The source as a save payload of a new procedure: no ids, no deleted rows, no server-kept fields. */
export function copyProcedure(source: TProcedureRecord): TProcedureSave {
  const copy: Record<string, unknown> = { ...source };
  for (const field of SERVER_FIELDS) delete copy[field];
  for (const [key, value] of Object.entries(copy)) {
    if (Array.isArray(value) && value.every((row) => typeof row === "object" && row !== null)) copy[key] = copyRows(value as TRow[]);
  }
  return copy as TProcedureSave;
}

/**
 * Spec §4: a revision is a new procedure with a new name, a reason and forked_from; it takes over the
 * reference flag, and the source loses it (REVISION_SOURCE_PATCH).
 */
export function buildRevision(source: TProcedureRecord, request: TRevisionRequest): TProcedureSave {
  return {
    ...copyProcedure(source),
    name: request.name,
    fork_reason: request.fork_reason,
    forked_from: source.id,
    is_reference: source.is_reference === true,
    is_revision: true,
    is_copy: false,
    copy_inspections: true,
  };
}

/**
 * Spec §4: a duplicate in another project keeps the name and content, records its source in forked_from,
 * and is not a reference (the source's lineage keeps that). Refused into the procedure's own project.
 */
export function buildDuplicate(source: TProcedureRecord, request: TDuplicateRequest): TProcedureSave | { error: TMessage } {
  if (source.project && source.project === request.project) return { error: message("same_project") };
  return {
    ...copyProcedure(source),
    project: request.project,
    forked_from: source.id,
    fork_reason: null,
    is_reference: false,
    is_copy: true,
    is_revision: false,
    copy_inspections: request.copy_inspections ?? true,
  };
}

// Export and import -----------------------------------------------------------------------------------------

export const PROCEDURE_EXPORT_FORMAT = "procedure";
/** Raised when the file's shape changes; an older file is still read, a newer one refused. */
export const PROCEDURE_EXPORT_VERSION = 1;

/**
 * What a reference id of the file named where it was exported: the kind of entry (a resource key such as
 * "weldingProcess") and its name. Catalogues belong to each client, so an import into another client
 * (or another installation) finds its own entry of the same kind and name instead of the exporter's id.
 */
export const ZProcedureExportReference = z.object({ target: z.string().trim().min(1).max(100), name: z.string().max(1000) });
export type TProcedureExportReference = z.output<typeof ZProcedureExportReference>;

/** The exported JSON file: the procedure with its id and every child list (bevels with their dimensions). */
export const ZProcedureExportFile = z.object({
  format: z.literal(PROCEDURE_EXPORT_FORMAT, codedError(message("not_a_procedure_file"))),
  version: z
    .number(codedError(message("not_a_procedure_file")))
    .int()
    .min(1, codedError(message("not_a_procedure_file")))
    .max(PROCEDURE_EXPORT_VERSION, codedError(message("unsupported_version"))),
  exported_at: zDateTime(),
  procedure: z.object(procedureRecordShape),
  /** Reference id → its kind and name where the file was written; optional (older files have none). */
  references: z.record(z.string(), ZProcedureExportReference).optional(),
});
export type TProcedureExportFile = z.output<typeof ZProcedureExportFile>;

export function buildProcedureExportFile(
  procedure: TProcedureRecord,
  exportedAt: Date,
  references: Record<string, TProcedureExportReference> = {},
): TProcedureExportFile {
  return {
    format: PROCEDURE_EXPORT_FORMAT,
    version: PROCEDURE_EXPORT_VERSION,
    exported_at: exportedAt.toISOString(),
    procedure,
    references,
  };
}

/** Spec §5: an import is cancelled when a procedure with the same id exists. Answers the message, or null. */
export function checkProcedureImport(
  file: Pick<TProcedureExportFile, "procedure">,
  existingProcedureIds: ReadonlySet<string>,
): string | null {
  return existingProcedureIds.has(file.procedure.id) ? LIFECYCLE_MESSAGES.importIdExists : null;
}

/** A row as imported: its id kept (so an export imported elsewhere names the same rows), its local key dropped. */
function importRow(row: TRow): TRow {
  const { idx: _idx, procedure: _procedure, ...rest } = row;
  if (Array.isArray(rest.dimensions)) rest.dimensions = importRows(rest.dimensions as TRow[]);
  return rest;
}
const importRows = (rows: readonly TRow[] | undefined) => (rows ?? []).filter((row) => row.deleted !== true).map(importRow);

/**
 * The save payload of an imported procedure (spec §7: the body plus its id). The procedure and its child
 * rows keep the file's ids, so an export imported into another client or installation round-trips; the
 * server gives a fresh id to a row whose id is already taken. It arrives active; forked_from is kept and
 * dropped by the server when it names no procedure of the importing client.
 */
export function procedureFromExportFile(file: TProcedureExportFile): TProcedureSave & { id: string } {
  const payload: Record<string, unknown> = { ...copyProcedure(file.procedure) };
  for (const list of PROCEDURE_CHILD_LISTS) {
    const rows = file.procedure[list] as TRow[] | undefined;
    if (rows) payload[list] = importRows(rows);
  }
  return { ...(payload as TProcedureSave), id: file.procedure.id, is_copy: false, is_revision: false, copy_inspections: false };
}

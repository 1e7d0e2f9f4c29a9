import {
  buildProcedureExportFile,
  checkProcedureImport,
  copyName,
  isProcedureActionAllowed,
  message,
  messageOfIssue,
  procedureFromExportFile,
  type TProcedureExportFile,
  ZProcedureExportFile,
  ZProcedureSave,
} from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { TDatabase, TExecutor } from "../../db/client.js";
import { procedures, projects } from "../../db/schema/index.js";
import { badRequest, conflict, invalidIssues } from "../../plugins/errors.js";
import { recordProcedure } from "./history.js";
import { loadProcedure, procedureRecordOf, type TProcedureRow } from "./read.js";
import { mapImportedReferences, referenceNames } from "./references.js";
import { archivedConflict, createProcedure } from "./save.js";
import { dropForeignFiles, replaceStoredFileIds, storedFileIds } from "./stored-files.js";

/** Copies stored files to another client (new ids, new bytes); answers old id → new id. Files whose bytes are gone are left out. */
export type TCopyFiles = (tx: TExecutor, ids: string[], fromClient: string, toClient: string) => Promise<Map<string, string>>;

/** GET procedures/{id}/export/: the JSON file, with the kind and name of every reference it holds. */
export async function exportProcedure(db: TExecutor, procedure: TProcedureRow): Promise<TProcedureExportFile> {
  if (!isProcedureActionAllowed(procedure, "export")) throw archivedConflict();
  const record = procedureRecordOf(await loadProcedure(db, procedure, false));
  const names = await referenceNames(db, record as Record<string, unknown>, procedure.client_id);
  return buildProcedureExportFile(record, new Date(), names);
}

/** `attachment; filename="<name>.json"`, with an ASCII fallback and the exact name in UTF-8 (RFC 6266). */
export function exportDisposition(name: string): string {
  const filename = `${name}.json`;
  const ascii = filename.replace(/[^\x20-\x7e]|["\\/]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The procedure of an export file as the client would save it: checked like a save (field paths start at
 * "procedure"), references mapped to the client's own entries, a fork kept only when its source is the client's.
 */
async function importedPayload(tx: TExecutor, file: TProcedureExportFile, clientId: string) {
  const { id, ...imported } = procedureFromExportFile(file);
  const valid = ZProcedureSave.safeParse(imported);
  if (!valid.success) {
    throw invalidIssues(valid.error.issues.map((issue) => ({ ...issue, path: ["procedure", ...issue.path] })));
  }
  const payload = { ...valid.data } as Record<string, unknown>;
  await mapImportedReferences(tx, payload, clientId, file.references ?? {});
  if (typeof payload.forked_from === "string") {
    const [source] = await tx
      .select({ id: procedures.id })
      .from(procedures)
      .where(and(eq(procedures.id, payload.forked_from), eq(procedures.client_id, clientId)))
      .limit(1);
    if (!source) payload.forked_from = null;
  }
  return { id, payload };
}

/**
 * `/others/procedures` "copy for" (ARCHITECTURE.md): the procedure goes to another client as its export file
 * would be imported there, with new ids, into the chosen project of that client; it is not that client's
 * reference and carries no alert lines (their rows and supervisors are the source client's).
 */
export async function copyProcedureFor(
  db: TDatabase,
  source: TProcedureRow,
  target: { client: string; project: string },
  copyFiles: TCopyFiles,
) {
  if (target.client === source.client_id) throw badRequest({ client: [message("procedure_copy_same_client")] });
  const file = await exportProcedure(db, source);
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, target.project), eq(projects.client_id, target.client)))
      .limit(1);
    if (!project) throw badRequest({ project: [message("invalid_choice")] });
    const { payload } = await importedPayload(tx, file, target.client);
    // The source's files are its client's: the copy gets files of its own.
    replaceStoredFileIds(payload, await copyFiles(tx, storedFileIds(payload), source.client_id, target.client));
    const copy = { ...payload, project: project.id, is_reference: false, forked_from: null };
    // keepRowIds: the source's row ids are taken, so every row gets a new one.
    const id = await createProcedure(tx, target.client, copy as Parameters<typeof createProcedure>[2], { keepRowIds: true });
    await recordProcedure(tx, { id, clientId: target.client, action: "copy" });
    return id;
  });
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code === "23505";
};

/**
 * POST procedures/import/: the export file becomes a new procedure of the importing client with the file's
 * ids. A procedure of this client with that id cancels the import (spec §5, 409); one of another client is not
 * revealed: the import takes a new id. `asCopy` imports the file as a new procedure (new ids, name suffixed) even
 * when the client has the one it names. A malformed file is a 400 and
 * saves nothing. References are mapped to the client's own entries (references.ts).
 */
export async function importProcedure(db: TDatabase, clientId: string, body: unknown, options: { asCopy?: boolean } = {}): Promise<string> {
  const parsed = ZProcedureExportFile.safeParse(body);
  if (!parsed.success) {
    // A file that is not a procedure export, or a newer one, says so once rather than field by field.
    const header = parsed.error.issues.find((issue) => issue.path[0] === "format" || issue.path[0] === "version");
    if (header || typeof body !== "object" || body === null) {
      throw badRequest({ non_field_errors: [header ? messageOfIssue(header) : message("not_a_procedure_file")] });
    }
    throw invalidIssues(parsed.error.issues);
  }
  const file = parsed.data;
  const exists = () => conflict(message("already_exists"));
  try {
    return await db.transaction(async (tx) => {
      const taken = await tx
        .select({ id: procedures.id, client_id: procedures.client_id })
        .from(procedures)
        .where(eq(procedures.id, file.procedure.id))
        .limit(1);
      // Only the importing client's own procedures are named; an id another client uses is not
      // revealed: the procedure is imported under a new id (its rows get new ids as well where taken).
      const ownTaken = taken.filter((row) => row.client_id === clientId);
      // "Import as a copy" (docs/decisions.md "Procedure import as a copy"): the procedure the file names stays as it
      // is; the file becomes a new one.
      if (!options.asCopy && checkProcedureImport(file, new Set(ownTaken.map((row) => row.id)))) throw exists();
      const imported = await importedPayload(tx, file, clientId);
      const id = taken.length > 0 || options.asCopy ? uuidv7() : imported.id;
      const { payload } = imported;
      // Its rows' ids are taken by the existing procedure's, so keepRowIds gives each a new one.
      if (options.asCopy) payload.name = copyName(String(payload.name ?? ""));
      await dropForeignFiles(tx, payload, clientId);
      const created = await createProcedure(tx, clientId, { ...payload, id } as Parameters<typeof createProcedure>[2], {
        keepRowIds: true,
        forkedAt: payload.forked_from ? (file.procedure.forked_at ?? null) : null,
      });
      await recordProcedure(tx, { id: created, clientId, action: "import" });
      return created;
    });
  } catch (error) {
    // Two imports of one file at the same moment: the second meets the first's id.
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

import { IMPORT_REFUSALS_LISTED, type TImportRecord, type TMessage, type TResourceUsage } from "@weldtrace/domain";
import { and, asc, desc, eq, getTableColumns, gt, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { v7 as uuidv7 } from "uuid";
import type { TCrudHooks } from "../crud/types.js";
import { usagesOfMany } from "../crud/usages.js";
import type { TExecutor } from "../db/client.js";
import { importRefusals, importRows, imports, type TImportRow, users } from "../db/schema/index.js";
import type { TTenantTable } from "../db/schema/resource-tables.js";
import type { TFileStore } from "../files/store.js";
import { recordHistory } from "../history/record.js";
import type { TImportsOf, TSavedChunk } from "./engine.js";

/*
 * An import as a visible record, so one cut off midway is never a silent half import: written when the import starts,
 * updated in the transaction of each chunk it saves (engine.ts onChunkSaved), ended done or failed; a record found
 * `running` when the server starts was left by a process that stopped, and becomes `interrupted`. Its file is kept in
 * the file store until the import is done or undone, so an interrupted or failed one can be resumed from its next
 * chunk.
 */

/** Where an import's file is kept in the file store (opaque: ids only, never the file's name). */
export const importFileKey = (clientId: string, importId: string) => `${clientId}/imports/${importId}`;

/** Starts an import's record, its file kept first: answers the record's id. */
export async function startImportRecord(
  db: TExecutor,
  store: TFileStore,
  options: {
    clientId: string;
    importKey: string;
    fileName: string;
    body: Buffer;
    query: Record<string, string>;
    userId: string;
  },
): Promise<string> {
  const id = uuidv7();
  const fileKey = importFileKey(options.clientId, id);
  await store.put(fileKey, options.body, "application/octet-stream");
  await db.insert(imports).values({
    id,
    client_id: options.clientId,
    import_key: options.importKey,
    file_name: options.fileName.slice(0, 255),
    file_key: fileKey,
    query: options.query,
    user_id: options.userId,
  });
  return id;
}

/** Hears one chunk in its own transaction: the records it created or updated, its refused rows and the counts. */
export const recordChunk =
  (importId: string, resourceKey: string) =>
  async (tx: TExecutor, chunk: TSavedChunk): Promise<void> => {
    const links: (typeof importRows.$inferInsert)[] = [];
    const refusals: (typeof importRefusals.$inferInsert)[] = [];
    let created = 0;
    let updated = 0;
    for (const result of chunk.results) {
      if (result.status === "success") {
        const isUpdate = chunk.updated.has(result.n);
        if (isUpdate) updated++;
        else created++;
        if (result.id) links.push({ import_id: importId, resource: resourceKey, record_id: result.id, n: result.n, created: !isUpdate });
      } else {
        refusals.push({ import_id: importId, n: result.n, name: result.name, codes: result.codes ?? {} });
      }
    }
    for (const { resource, ids } of chunk.createdForNames)
      for (const id of ids) links.push({ import_id: importId, resource, record_id: id, n: null, created: true });
    // A resumed chunk never repeats a saved one; `do nothing` keeps a record whole should it ever be told twice.
    if (links.length > 0) await tx.insert(importRows).values(links).onConflictDoNothing();
    // The first IMPORT_REFUSALS_LISTED refused rows are kept with their reasons, the rest only counted: a 400,000-row
    // file of refusals wrote as many rows (issue 37).
    if (refusals.length > 0) {
      const [record] = await tx.select({ refused: imports.rows_refused }).from(imports).where(eq(imports.id, importId));
      const listed = refusals.slice(0, Math.max(0, IMPORT_REFUSALS_LISTED - (record?.refused ?? 0)));
      if (listed.length > 0) await tx.insert(importRefusals).values(listed).onConflictDoNothing();
    }
    await tx
      .update(imports)
      .set({
        rows_saved: sql`${imports.rows_saved} + ${created + updated}`,
        rows_updated: sql`${imports.rows_updated} + ${updated}`,
        rows_refused: sql`${imports.rows_refused} + ${refusals.length}`,
        rows_done: chunk.rowsDone,
        last_chunk: chunk.index,
        updated_at: new Date(),
      })
      .where(eq(imports.id, importId));
  };

/** Forgets an import's file (a done or undone import is never resumed). */
async function dropFile(db: TExecutor, store: TFileStore, record: Pick<TImportRow, "id" | "file_key">) {
  if (!record.file_key) return;
  await db.update(imports).set({ file_key: null }).where(eq(imports.id, record.id));
  await store.delete(record.file_key).catch(() => {});
}

/** Ends an import's record: done (its file is then dropped) or failed (with the codes of its failure; the file is kept). */
export async function finishImportRecord(
  db: TExecutor,
  store: TFileStore,
  importId: string,
  outcome: { status: "done" } | { status: "failed"; failure: Record<string, TMessage[]> },
  rowsTotal: number | null,
): Promise<void> {
  const [record] = await db
    .update(imports)
    .set({
      status: outcome.status,
      finished_at: new Date(),
      rows_total: rowsTotal,
      failure: outcome.status === "failed" ? outcome.failure : null,
    })
    // Interrupted too: another process's start may have marked it while this one still ran it (docs/decisions.md).
    .where(and(eq(imports.id, importId), inArray(imports.status, ["running", "interrupted"])))
    .returning();
  if (record?.status === "done") await dropFile(db, store, record);
}

/**
 * Server start: the imports left `running` were running in a process that is gone (one server per database: see
 * docs/decisions.md), and become `interrupted`, their counts those of the chunks they committed. Answers how many.
 */
export async function interruptRunningImports(db: TExecutor): Promise<number> {
  const rows = await db
    .update(imports)
    .set({ status: "interrupted", finished_at: new Date(), failure: { detail: [{ code: "import_interrupted" }] } })
    .where(eq(imports.status, "running"))
    .returning({ id: imports.id });
  return rows.length;
}

/** A record as the API answers it (TImportRecord). */
export function presentImportRecord(row: TImportRow & { user_name?: string | null }): TImportRecord {
  return {
    id: row.id,
    import_key: row.import_key,
    file_name: row.file_name,
    has_file: row.file_key !== null,
    user: row.user_id,
    user_name: row.user_name ?? null,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    status: row.status,
    rows_total: row.rows_total,
    rows_saved: row.rows_saved,
    rows_updated: row.rows_updated,
    rows_refused: row.rows_refused,
    rows_done: row.rows_done,
    last_chunk: row.last_chunk,
    failure: row.failure ?? null,
  };
}

const userName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.first_name}, ${users.last_name})), '')`;
const recordColumns = { ...getTableColumns(imports), user_name: sql<string | null>`coalesce(${userName}, ${users.email})` };

/** One page of an import's records of a client, newest first (served by imports_list_idx). */
export async function listImportRecords(
  db: TExecutor,
  options: { clientId: string; importKey: string; page: number; pageSize: number },
): Promise<{ count: number; results: TImportRecord[] }> {
  const where = and(eq(imports.client_id, options.clientId), eq(imports.import_key, options.importKey));
  const rows = await db
    .select(recordColumns)
    .from(imports)
    .leftJoin(users, eq(users.id, imports.user_id))
    .where(where)
    .orderBy(desc(imports.started_at), desc(imports.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(imports).where(where);
  return { count: counted?.count ?? 0, results: rows.map(presentImportRecord) };
}

/** One record of a client's import (undefined when it is another client's, or no record). */
export async function findImportRecord(db: TExecutor, options: { clientId: string; importKey: string; id: string }) {
  const [row] = await db
    .select(recordColumns)
    .from(imports)
    .leftJoin(users, eq(users.id, imports.user_id))
    .where(and(eq(imports.id, options.id), eq(imports.client_id, options.clientId), eq(imports.import_key, options.importKey)))
    .limit(1);
  return row;
}

/** A page of a record's refused rows, by row number, after row `after`. */
export async function refusalsOf(db: TExecutor, importId: string, after: number, limit: number) {
  const rows = await db
    .select({ n: importRefusals.n, name: importRefusals.name, codes: importRefusals.codes })
    .from(importRefusals)
    .where(and(eq(importRefusals.import_id, importId), gt(importRefusals.n, after)))
    .orderBy(asc(importRefusals.n))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  return { refusals: page, nextAfter: more ? (page.at(-1)?.n ?? null) : null };
}

/** Why an undo is refused: the records that use what the import created (nothing was deleted). */
export class ImportInUse extends Error {
  constructor(readonly usages: TResourceUsage[]) {
    super("import_used");
  }
}

/**
 * Undoes an import in one transaction: deletes the records it created (soft-deletes where the resource does,
 * welders), the resource's own records first, then those created for names (tags); the records it updated keep
 * their new values. Refuses (ImportInUse, nothing deleted) when another record uses one of them. Answers the counts,
 * and the kept file the caller deletes from the file store once the transaction is committed.
 */
export async function undoImport(
  tx: TExecutor,
  registry: TImportsOf,
  record: Pick<TImportRow, "id" | "client_id" | "import_key" | "file_key">,
): Promise<{ deleted: number; updatedKept: number; dropFile: string | null }> {
  const links = await tx
    .select({ resource: importRows.resource, record_id: importRows.record_id, created: importRows.created, n: importRows.n })
    .from(importRows)
    .where(eq(importRows.import_id, record.id));
  // The import's own rows (numbered by their file row) first: they name the records created for names (tags).
  const byResource = new Map<string, { ids: string[]; own: boolean }>();
  let updatedKept = 0;
  for (const link of links) {
    if (!link.created) {
      updatedKept++;
      continue;
    }
    const entry = byResource.get(link.resource) ?? { ids: [], own: false };
    entry.ids.push(link.record_id);
    entry.own ||= link.n !== null;
    byResource.set(link.resource, entry);
  }
  // Records that are no resource's (measurements) are found in the import's own declaration.
  const own = registry.imports[record.import_key]?.records;
  const tableOf = (resource: string) => (own?.key === resource ? own.table : registry.resourceTable(resource));
  const hooksOf = (resource: string) => (own?.key === resource ? (own.hooks ?? {}) : registry.hooksOf(resource));
  const targets = [...byResource]
    .sort(([, left], [, right]) => Number(right.own) - Number(left.own))
    .map(([resource, { ids }]) => ({ resource, table: tableOf(resource), ids }));
  const leaving = new Map<PgTable, string[]>();
  for (const { table, ids } of targets) leaving.set(table, [...(leaving.get(table) ?? []), ...ids]);
  const usages = await usagesOfMany(tx, registry.referrers(), targets, record.client_id, leaving);
  if (usages.length > 0) throw new ImportInUse(usages);
  let deleted = 0;
  for (const { resource, table, ids } of targets)
    deleted += await deleteRecords(tx, hooksOf(resource), resource, table, ids, record.client_id, record.id);
  await tx.update(imports).set({ status: "undone", finished_at: new Date(), file_key: null }).where(eq(imports.id, record.id));
  return { deleted, updatedKept, dropFile: record.file_key };
}

/** Deletes records as the delete route does (its hooks, soft delete), in batches; answers how many went. */
async function deleteRecords(
  tx: TExecutor,
  hooks: Pick<TCrudHooks, "beforeDelete" | "softDelete">,
  resource: string,
  table: TTenantTable,
  ids: readonly string[],
  clientId: string,
  importId: string,
): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += 5000) {
    const batch = ids.slice(start, start + 5000);
    const where = and(eq(table.client_id, clientId), inArray(table.id, batch));
    // Read first: each removal's history entry keeps the values the record had, and names the import.
    const rows = await tx.select().from(table).where(where);
    if (hooks.beforeDelete) for (const row of rows) await hooks.beforeDelete(tx, row);
    await recordHistory(
      tx,
      rows.map((row) => ({
        client_id: clientId,
        resource,
        record_id: String(row.id),
        action: "delete" as const,
        before: row,
        import_id: importId,
      })),
    );
    const gone = hooks.softDelete
      ? await tx
          .update(table)
          .set({ ...hooks.softDelete, updated_at: new Date() } as never)
          .where(where)
          .returning({ id: table.id })
      : await tx.delete(table).where(where).returning({ id: table.id });
    deleted += gone.length;
  }
  return deleted;
}

import { flattenRecord, type THistoryAction } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";
import { procedures } from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import { toRecord } from "../../typed.js";
import { loadProcedure, procedureRecordOf } from "./read.js";

/** A procedure with its child lists as one level of fields (history diffs it), or null once it is gone. */
export async function procedureSnapshot(tx: TExecutor, id: string): Promise<Record<string, unknown> | null> {
  const [row] = await tx.select().from(procedures).where(eq(procedures.id, id)).limit(1);
  if (!row) return null;
  const record = toRecord(procedureRecordOf(await loadProcedure(tx, row, false)));
  return flattenRecord({ ...record, is_archived: row.is_archived });
}

/**
 * The history entry of a procedure write, inside its transaction: `before` is the snapshot taken before
 * the write (none for a new procedure), the state after is read here.
 */
export async function recordProcedure(
  tx: TExecutor,
  write: { id: string; clientId: string; action: THistoryAction; before?: Record<string, unknown> | null },
): Promise<void> {
  const after = await procedureSnapshot(tx, write.id);
  await recordHistory(tx, [
    { client_id: write.clientId, resource: "procedure", record_id: write.id, action: write.action, before: write.before ?? null, after },
  ]);
}

import { message } from "@weldtrace/domain";
import { sql } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";
import { badRequest } from "../../plugins/errors.js";

/**
 * A workpiece's new parent may not be the workpiece itself nor one of its descendants (PATCH A
 * {parent: B} then PATCH B {parent: A} made a cycle nothing could cut, cancel or delete). Runs in the write's
 * transaction, after taking the client's parent-change lock, so two changes that would close a cycle together
 * are checked one after the other.
 */
export async function refuseParentCycle(tx: TExecutor, workpiece: { id: string; client_id: string }, parent: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workpiece-parent:${workpiece.client_id}`}))`);
  // The new parent's ancestors, itself included; depth-bounded so a cycle already stored cannot loop forever.
  const found = await tx.execute(sql`
    with recursive ancestors(id, parent, depth) as (
      select id, parent, 0 from workpieces where id = ${parent}
      union all
      select w.id, w.parent, a.depth + 1 from workpieces w join ancestors a on w.id = a.parent where a.depth < 10000
    )
    select 1 as hit from ancestors where id = ${workpiece.id} limit 1`);
  if ((found as unknown as { rows: unknown[] }).rows.length > 0) throw badRequest({ parent: [message("parent_cycle")] });
}

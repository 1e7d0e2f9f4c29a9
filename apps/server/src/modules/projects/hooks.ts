import { checkProjectStatusChange, isAdminLike, locationIssue, message } from "@weldtrace/domain";
import { and, arrayContains, eq, sql } from "drizzle-orm";
import { isUuid } from "../../crud/scope.js";
import type { TResourceHooks } from "../../crud/types.js";
import type { TExecutor } from "../../db/client.js";
import { clients, flawLibraries, users } from "../../db/schema/index.js";
import { badRequest, conflict } from "../../plugins/errors.js";

/** decisions.md: an edge server is connected to a project while its active machine account is assigned to it. */
async function edgeServerConnected(tx: TExecutor, projectId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.project, projectId), eq(users.is_machine, true), eq(users.is_active, true)))
    .limit(1);
  return Boolean(found);
}

/** A Super User creates a project for any client; everyone else for their own. */
export const projectHooks: TResourceHooks<"project"> = {
  async resolveClient(db, requested, user) {
    if (requested === undefined || requested === null || requested === user.client_id) return user.client_id;
    if (!isAdminLike(user.group) || typeof requested !== "string" || !isUuid(requested))
      throw badRequest({ client: [message("invalid_choice")] });
    const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, requested)).limit(1);
    if (!found) throw badRequest({ client: [message("invalid_choice")] });
    return found.id;
  },
  async beforeWrite(tx, { values, existing }) {
    const issue = locationIssue({ ...existing, ...values });
    if (issue) throw badRequest({ [issue.field]: [issue.message] });
    if (existing && typeof values.status === "string") {
      const refusal = checkProjectStatusChange(existing.status, values.status, await edgeServerConnected(tx, existing.id));
      if (refusal) throw badRequest({ status: [refusal] });
    }
  },
  async beforeDelete(tx, row) {
    const id = row.id;
    if (await edgeServerConnected(tx, id)) throw conflict(message("edge_server_connected"));
    // Inactive machines assigned to it are simply unassigned.
    await tx.update(users).set({ project: null }).where(eq(users.project, id));
    // Flaw libraries shared with it stay, without it.
    await tx
      .update(flawLibraries)
      .set({ projects: sql`array_remove(${flawLibraries.projects}, ${id}::uuid)` })
      .where(arrayContains(flawLibraries.projects, [id]));
  },
};

import { isAdminLike, locationIssue, MESSAGES } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { clients } from "../../db/schema/index.js";
import { badRequest } from "../../plugins/errors.js";
import { isUuid } from "../scope.js";
import type { TCrudHooks } from "./types.js";

/** A Super User creates a project for any client; everyone else for their own. */
export const projectHooks: TCrudHooks = {
  async resolveClient(db, requested, user) {
    if (requested === undefined || requested === null || requested === user.client_id) return user.client_id;
    if (!isAdminLike(user.group) || typeof requested !== "string" || !isUuid(requested))
      throw badRequest({ client: [MESSAGES.invalidChoice] });
    const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, requested)).limit(1);
    if (!found) throw badRequest({ client: [MESSAGES.invalidChoice] });
    return found.id;
  },
  async beforeWrite(_tx, { values, existing }) {
    const issue = locationIssue({ ...existing, ...values } as { lat?: number | null; lng?: number | null });
    if (issue) throw badRequest({ [issue.field]: [issue.message] });
  },
};

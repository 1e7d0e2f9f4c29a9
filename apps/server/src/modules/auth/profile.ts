import { isAdminLike, type TDateFormat, type TProfile } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";
import { clients, groups, users } from "../../db/schema/index.js";

export async function findProfile(db: TExecutor, userId: string): Promise<TProfile | null> {
  const [row] = await db
    .select({ user: users, group: groups, client: clients })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.group_id))
    .innerJoin(clients, eq(clients.id, users.client_id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const group = row.group.name;
  return {
    id: row.user.id,
    email: row.user.email,
    username: row.user.username,
    first_name: row.user.first_name,
    last_name: row.user.last_name,
    photo: row.user.photo,
    language: row.user.language,
    client: row.client.id,
    client_name: row.client.name,
    // The platform's own client is no customer: its staff read dates in their language's format.
    date_format: row.client.is_platform ? null : (row.client.default_date_format as TDateFormat),
    group,
    groups: [row.group.id],
    role: group,
    is_machine: row.user.is_machine,
    is_superuser: isAdminLike(group),
    is_admin: group === "Admin" || isAdminLike(group),
  };
}

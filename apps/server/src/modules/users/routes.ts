import {
  isAdminLike,
  isPrivileged,
  message,
  PLATFORM_GROUPS,
  type TFieldMessages,
  type TGroup,
  type TUser,
  ZListQuery,
  ZUserCreate,
  ZUserUpdate,
} from "@weldtrace/domain";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listTablePage } from "../../crud/list.js";
import { isUuid, requirePermission } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import { USER_LIST } from "../../db/list-specs.js";
import { clients, groups, projects, users } from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import { currentUser, type TRequestUser } from "../../plugins/auth.js";
import { badRequest, conflict, forbidden, notFound } from "../../plugins/errors.js";
import { NO_CONTENT, pageOf } from "../../plugins/openapi.js";
import { ZUser } from "../../plugins/openapi-answers.js";
import { assertPasswordAcceptable } from "../../security/password-policy.js";
import { hashPassword } from "../../security/secrets.js";
import { returnedRow } from "../../typed.js";

type TUserRow = typeof users.$inferSelect;
const ZIdParams = z.object({ id: z.string() });
const ZUserQuery = ZListQuery.extend({
  client: z.uuid().optional(),
  group: z.uuid().optional(),
  is_machine: z.enum(["true", "false"]).optional(),
});
/**
 * zod 4 keeps `.default()` inside `.partial()`: without this override every PATCH would send
 * is_machine false and is_active true, turning machines into people and reactivating users.
 */
const ZUserPatch = ZUserUpdate.extend({ is_machine: z.boolean().optional(), is_active: z.boolean().optional() });

/** Rows with their group and client names, as the list's client and role columns need. */
async function serializeUsers(db: TExecutor, rows: TUserRow[]): Promise<TUser[]> {
  const groupRows = await db.select().from(groups);
  const clientIds = [...new Set(rows.map((row) => row.client_id))];
  const clientRows = clientIds.length
    ? await db.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, clientIds))
    : [];
  return rows.map((row) => {
    const groupName: TGroup = groupRows.find((group) => group.id === row.group_id)?.name ?? "Viewer";
    return {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      username: row.username,
      group: row.group_id,
      group_name: groupName,
      client: row.client_id,
      client_name: clientRows.find((client) => client.id === row.client_id)?.name ?? "",
      role: isAdminLike(groupName),
      is_machine: row.is_machine,
      is_active: row.is_active,
      project: row.project ?? null,
      created_at: row.created_at.toISOString(),
    };
  });
}

export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];

  /** Client staff manage their own client's users; a Super User manages everyone. */
  // Support reads across clients too (writes are refused by the matrix before this runs).
  const scope = (user: TRequestUser) => (isPrivileged(user.group) ? undefined : eq(users.client_id, user.client_id));

  const findUser = async (request: FastifyRequest, id: string): Promise<TUserRow> => {
    if (!isUuid(id)) throw notFound();
    const [row] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), scope(currentUser(request))))
      .limit(1);
    if (!row) throw notFound();
    return row;
  };

  /** Checks group and client choices; returns the resolved group name. */
  const checkAssignment = async (
    actor: TRequestUser,
    values: { group?: string; client?: string; email?: string },
    userId?: string,
  ): Promise<TGroup | undefined> => {
    const errors: TFieldMessages = {};
    let groupName: TGroup | undefined;
    if (values.group) {
      const [group] = await app.db.select().from(groups).where(eq(groups.id, values.group));
      if (!group) errors.group = [message("invalid_choice")];
      else {
        groupName = group.name;
        if (PLATFORM_GROUPS.includes(groupName) && !isAdminLike(actor.group)) errors.group = [message("platform_group")];
      }
    }
    if (values.client) {
      const [client] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.id, values.client));
      if (!client) errors.client = [message("invalid_choice")];
      else if (!isAdminLike(actor.group) && values.client !== actor.client_id) errors.client = [message("other_client")];
    }
    if (values.email) {
      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, values.email), userId ? ne(users.id, userId) : undefined))
        .limit(1);
      if (taken) errors.email = [message("email_taken")];
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    return groupName;
  };

  /**
   * An edge server's project must be one of the user's client; people have none. Returns the value to store
   * (null when the user is no machine any more).
   */
  const checkProject = async (project: string | null | undefined, clientId: string, isMachine: boolean) => {
    if (project === undefined) return isMachine ? undefined : null;
    if (project === null) return null;
    if (!isMachine) throw badRequest({ project: [message("project_for_machines")] });
    const [found] = await app.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, project), eq(projects.client_id, clientId)))
      .limit(1);
    if (!found) throw badRequest({ project: [message("invalid_choice")] });
    return project;
  };

  api.get(
    "/api/users/",
    { schema: { tags, querystring: ZUserQuery, response: { 200: pageOf(ZUser) } }, onRequest: requirePermission("users", "list") },
    async (request) => {
      const query = request.query;
      const filters = [
        scope(currentUser(request)),
        query.client ? eq(users.client_id, query.client) : undefined,
        query.group ? eq(users.group_id, query.group) : undefined,
        query.is_machine ? eq(users.is_machine, query.is_machine === "true") : undefined,
      ];
      const page = await listTablePage(app.db, users, USER_LIST, query, filters, request.url, (row) => row);
      return { ...page, results: await serializeUsers(app.db, page.results) };
    },
  );

  api.post(
    "/api/users/",
    { schema: { tags, body: ZUserCreate, response: { 201: ZUser } }, onRequest: requirePermission("users", "create") },
    async (request, reply) => {
      const actor = currentUser(request);
      const body = request.body;
      const groupName = await checkAssignment(actor, body);
      // Spec: machines are edge servers.
      const isMachine = body.is_machine || groupName === "Edge server";
      const project = await checkProject(body.project, body.client, isMachine);
      assertPasswordAcceptable(body.password, [body.email, body.first_name, body.last_name]);
      const passwordHash = await hashPassword(body.password);
      const row = await app.db.transaction(async (tx) => {
        const created = returnedRow(
          await tx
            .insert(users)
            .values({
              first_name: body.first_name,
              last_name: body.last_name,
              email: body.email,
              username: body.email,
              group_id: body.group,
              client_id: body.client,
              is_machine: isMachine,
              is_active: body.is_active,
              project: project ?? null,
              password_hash: passwordHash,
            })
            .returning(),
        );
        await recordHistory(tx, [
          { client_id: created.client_id, resource: "user", record_id: created.id, action: "create", after: created },
        ]);
        return created;
      });
      const [user] = await serializeUsers(app.db, [row]);
      return reply.status(201).send(user);
    },
  );

  api.get(
    "/api/users/:id/",
    { schema: { tags, params: ZIdParams, response: { 200: ZUser } }, onRequest: requirePermission("users", "list") },
    async (request) => {
      const [user] = await serializeUsers(app.db, [await findUser(request, request.params.id)]);
      return user;
    },
  );

  api.patch(
    "/api/users/:id/",
    { schema: { tags, params: ZIdParams, body: ZUserPatch, response: { 200: ZUser } }, onRequest: requirePermission("users", "update") },
    async (request) => {
      const actor = currentUser(request);
      const existing = await findUser(request, request.params.id);
      const [existingGroup] = await app.db.select().from(groups).where(eq(groups.id, existing.group_id));
      // A client Admin cannot change a platform account that happens to sit in their client.
      if (existingGroup && PLATFORM_GROUPS.includes(existingGroup.name) && !isAdminLike(actor.group)) {
        throw badRequest({ group: [message("platform_group")] });
      }
      const body = request.body;
      const groupName = await checkAssignment(actor, body, existing.id);
      const values: Partial<typeof users.$inferInsert> = {};
      if (body.first_name !== undefined) values.first_name = body.first_name;
      if (body.last_name !== undefined) values.last_name = body.last_name;
      if (body.email !== undefined) Object.assign(values, { email: body.email, username: body.email });
      if (body.group !== undefined) values.group_id = body.group;
      if (body.client !== undefined) values.client_id = body.client;
      if (body.is_active !== undefined) values.is_active = body.is_active;
      if (body.is_machine !== undefined || groupName) {
        values.is_machine = Boolean(body.is_machine) || (groupName ?? existingGroup?.name) === "Edge server";
      }
      const project = await checkProject(body.project, values.client_id ?? existing.client_id, values.is_machine ?? existing.is_machine);
      // A machine moved to another client, or turned into a person, leaves its project.
      if (project !== undefined) values.project = project;
      else if (values.client_id && values.client_id !== existing.client_id) values.project = null;
      const row = Object.keys(values).length
        ? await app.db.transaction(async (tx) => {
            const updated = returnedRow(await tx.update(users).set(values).where(eq(users.id, existing.id)).returning());
            // A change of group (the user's rights) is its own action in the history, found apart from other edits.
            const action = values.group_id !== undefined && values.group_id !== existing.group_id ? "groups" : "update";
            const entry = { client_id: existing.client_id, resource: "user", record_id: existing.id };
            await recordHistory(tx, [{ ...entry, action, before: existing, after: updated }]);
            return updated;
          })
        : existing;
      const [user] = await serializeUsers(app.db, [row]);
      return user;
    },
  );

  api.delete(
    "/api/users/:id/",
    { schema: { tags, params: ZIdParams, response: { 204: NO_CONTENT } }, onRequest: requirePermission("users", "delete") },
    async (request, reply) => {
      const actor = currentUser(request);
      const user = await findUser(request, request.params.id);
      if (user.id === actor.id) throw conflict(message("self"));
      // As for PATCH: a client Admin cannot remove a platform account that happens to sit in their client.
      const [group] = await app.db.select().from(groups).where(eq(groups.id, user.group_id));
      if (group && PLATFORM_GROUPS.includes(group.name) && !isAdminLike(actor.group)) throw forbidden();
      await app.db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, user.id));
        await recordHistory(tx, [{ client_id: user.client_id, resource: "user", record_id: user.id, action: "delete", before: user }]);
      });
      return reply.status(204).send();
    },
  );
}

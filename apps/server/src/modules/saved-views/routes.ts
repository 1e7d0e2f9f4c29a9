import {
  message,
  SAVED_VIEWS_PER_LIST,
  type TSavedView,
  ZSavedViewCreate,
  ZSavedViewState,
  zName,
  zSavedViewList,
} from "@weldtrace/domain";
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid } from "../../crud/scope.js";
import { savedViews } from "../../db/schema/index.js";
import { currentUser, type TRequestUser } from "../../plugins/auth.js";
import { badRequest, notFound } from "../../plugins/errors.js";
import { jsonAnswer, NO_CONTENT } from "../../plugins/openapi.js";
import { returnedRow } from "../../typed.js";

type TSavedViewRow = typeof savedViews.$inferSelect;

const ZSavedView = z.object({
  id: z.uuid(),
  list: z.string(),
  name: z.string(),
  state: ZSavedViewState,
  created_at: z.string(),
});
const ZIdParams = z.object({ id: z.string() });
const ZListOfViews = z.object({ list: zSavedViewList() });
const ZSavedViewPatch = z.object({ name: zName().optional(), state: ZSavedViewState.optional() });

const present = (row: TSavedViewRow): TSavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  state: row.state,
  created_at: row.created_at.toISOString(),
});

/** Only the user's own views: another user's, of this client or another, is not found (404). */
const mine = (user: TRequestUser, id: string) => and(eq(savedViews.id, id), eq(savedViews.user_id, user.id));

/**
 * A list's named views: each signed-in user keeps their own per list and sees no one else's. Every group
 * may (a view changes no data); an edge server's token is refused before these run, like everywhere but the machine API.
 */
export async function savedViewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["saved-views"];

  /** The name is the user's on this list once: a second view of the same name is refused on `name`. */
  const refuseTakenName = async (user: TRequestUser, list: string, name: string, except?: string) => {
    const [taken] = await app.db
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(
        and(
          eq(savedViews.user_id, user.id),
          eq(savedViews.list, list),
          eq(savedViews.name, name),
          except ? ne(savedViews.id, except) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw badRequest({ name: [message("saved_view_name_taken")] });
  };

  const findMine = async (user: TRequestUser, id: string) => {
    if (!isUuid(id)) throw notFound();
    const [row] = await app.db.select().from(savedViews).where(mine(user, id)).limit(1);
    if (!row) throw notFound();
    return row;
  };

  api.get(
    "/api/saved-views/",
    {
      schema: {
        tags,
        querystring: ZListOfViews,
        response: { 200: jsonAnswer("The user's views of one list, by name.", z.object({ results: z.array(ZSavedView) })) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await app.db
        .select()
        .from(savedViews)
        .where(and(eq(savedViews.user_id, user.id), eq(savedViews.list, request.query.list)))
        .orderBy(asc(savedViews.name))
        .limit(SAVED_VIEWS_PER_LIST);
      return { results: rows.map(present) };
    },
  );

  api.post(
    "/api/saved-views/",
    { schema: { tags, body: ZSavedViewCreate, response: { 201: jsonAnswer("Saved: the view.", ZSavedView) } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { list, name, state } = request.body;
      await refuseTakenName(user, list, name);
      const [kept] = await app.db
        .select({ total: count() })
        .from(savedViews)
        .where(and(eq(savedViews.user_id, user.id), eq(savedViews.list, list)));
      if ((kept?.total ?? 0) >= SAVED_VIEWS_PER_LIST)
        throw badRequest({ non_field_errors: [message("saved_views_full", { max: SAVED_VIEWS_PER_LIST })] });
      const row = returnedRow(
        await app.db.insert(savedViews).values({ client_id: user.client_id, user_id: user.id, list, name, state }).returning(),
      );
      return reply.status(201).send(present(row));
    },
  );

  api.patch(
    "/api/saved-views/:id/",
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZSavedViewPatch,
        response: { 200: jsonAnswer("Renamed or replaced: the view.", ZSavedView) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const existing = await findMine(user, request.params.id);
      const { name, state } = request.body;
      if (name !== undefined) await refuseTakenName(user, existing.list, name, existing.id);
      const row = returnedRow(
        await app.db
          .update(savedViews)
          .set({ ...(name !== undefined ? { name } : {}), ...(state !== undefined ? { state } : {}), updated_at: new Date() })
          .where(mine(user, existing.id))
          .returning(),
      );
      return present(row);
    },
  );

  api.delete("/api/saved-views/:id/", { schema: { tags, params: ZIdParams, response: { 204: NO_CONTENT } } }, async (request, reply) => {
    const user = currentUser(request);
    const existing = await findMine(user, request.params.id);
    await app.db.delete(savedViews).where(mine(user, existing.id));
    return reply.status(204).send();
  });
}

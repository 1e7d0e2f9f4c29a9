import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, itemFilter, requirePermission, tenantFilter } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import { tokenCache } from "../../db/read-caches.js";
import { arcChunks, arcStreams, edgeServers, users } from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import { currentUser, type TRequestUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { NO_CONTENT } from "../../plugins/openapi.js";
import { hashToken, newToken } from "../../security/secrets.js";

const tags = ["edge-servers"];
/** Connected: pinged in the last minute (spec: the project-status rule reads the same). */
export const CONNECTED_MS = 60_000;

const ZEdgeServer = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  project: z.string().nullable(),
  is_active: z.boolean(),
  active: z.boolean(),
  connected: z.boolean(),
  hostname: z.string().nullable(),
  last_ping_at: z.string().nullable(),
  has_token: z.boolean(),
  token_issued_at: z.string().nullable(),
});
const ZEdgeServerDetail = ZEdgeServer.extend({
  version: z.string().nullable(),
  distribution: z.string().nullable(),
  reported_time: z.string().nullable(),
  network_devices: z.array(z.object({ ip: z.string(), mac: z.string() })),
  streams: z.array(
    z.object({
      id: z.string(),
      workstation: z.string(),
      torch: z.number(),
      sample_rate: z.number(),
      created_at: z.string(),
      chunks: z.number(),
      next_seq: z.number(),
      /** Chunks stored and not processed yet. */
      lag: z.number(),
      processed_at: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
});

const columns = {
  user: { id: users.id, username: users.username, email: users.email, project: users.project, is_active: users.is_active },
  state: edgeServers,
};

function summary(row: {
  user: { id: string; username: string; email: string; project: string | null; is_active: boolean };
  state: typeof edgeServers.$inferSelect | null;
}) {
  const last = row.state?.last_ping_at ?? null;
  return {
    ...row.user,
    active: row.user.project !== null,
    connected: last !== null && Date.now() - last.getTime() < CONNECTED_MS,
    hostname: row.state?.hostname ?? null,
    last_ping_at: last?.toISOString() ?? null,
    has_token: Boolean(row.state?.token_hash),
    token_issued_at: row.state?.token_issued_at?.toISOString() ?? null,
  };
}

async function findEdgeServer(app: FastifyInstance, user: TRequestUser, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await app.db
    .select({ ...columns, client_id: users.client_id })
    .from(users)
    .leftJoin(edgeServers, eq(edgeServers.user_id, users.id))
    .where(and(itemFilter(user, users.id, users.client_id, id), eq(users.is_machine, true)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * A machine token issued or revoked, in the edge server's history: when the token in force was issued,
 * before and after (null: none). The token and its hash are never kept.
 */
async function recordToken(tx: TExecutor, row: Awaited<ReturnType<typeof findEdgeServer>>, issuedAt: Date | null) {
  const before = row.state?.token_issued_at?.toISOString() ?? null;
  const after = issuedAt?.toISOString() ?? null;
  await recordHistory(tx, [
    {
      client_id: row.client_id,
      resource: "edgeServer",
      record_id: row.user.id,
      action: "update",
      changes: [{ field: "machine_token", before, after }],
    },
  ]);
}

/** The edge servers of a client (machine users) with what their pings said, their streams and their machine token. */
export async function edgeServerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.string() });

  api.get(
    "/api/edge-servers/",
    {
      schema: {
        tags,
        summary: "Edge servers: Active (has a project), Connected (pinged in the last minute)",
        response: { 200: z.array(ZEdgeServer) },
      },
      onRequest: requirePermission("edge", "list"),
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await app.db
        .select(columns)
        .from(users)
        .leftJoin(edgeServers, eq(edgeServers.user_id, users.id))
        .where(and(tenantFilter(user, users.client_id), eq(users.is_machine, true)))
        .orderBy(users.username)
        .limit(1000);
      return rows.map(summary);
    },
  );

  api.get(
    "/api/edge-servers/:id/",
    {
      schema: {
        tags,
        summary: "One edge server: its last ping, network devices and streams with their lag",
        params,
        response: { 200: ZEdgeServerDetail },
      },
      onRequest: requirePermission("edge", "list"),
    },
    async (request) => {
      const row = await findEdgeServer(app, currentUser(request), request.params.id);
      const streams = await app.db
        .select({
          stream: arcStreams,
          chunks: count(arcChunks.seq),
          lag: sql<number>`count(${arcChunks.seq}) filter (where ${arcChunks.seq} >= ${arcStreams.next_seq})`.mapWith(Number),
        })
        .from(arcStreams)
        .leftJoin(arcChunks, eq(arcChunks.stream, arcStreams.id))
        .where(eq(arcStreams.edge_server, row.user.id))
        .groupBy(arcStreams.id)
        .orderBy(desc(arcStreams.created_at))
        .limit(100);
      return {
        ...summary(row),
        version: row.state?.version ?? null,
        distribution: row.state?.distribution ?? null,
        reported_time: row.state?.reported_time ?? null,
        network_devices: row.state?.network_devices ?? [],
        streams: streams.map(({ stream, chunks, lag }) => ({
          id: stream.id,
          workstation: stream.workstation,
          torch: stream.torch,
          sample_rate: stream.sample_rate,
          created_at: stream.created_at.toISOString(),
          chunks,
          next_seq: stream.next_seq,
          lag,
          processed_at: stream.processed_at?.toISOString() ?? null,
          error: stream.error,
        })),
      };
    },
  );

  api.post(
    "/api/edge-servers/:id/token/",
    {
      schema: {
        tags,
        summary: "Issues the edge server's machine token (shown once; replaces the one before): it reaches the machine API only",
        params,
        response: { 201: z.object({ token: z.string() }) },
      },
      onRequest: requirePermission("edge", "update"),
    },
    async (request, reply) => {
      const row = await findEdgeServer(app, currentUser(request), request.params.id);
      const token = newToken();
      const values = { token_hash: hashToken(token), token_issued_at: new Date() };
      if (row.state?.token_hash) tokenCache.delete(row.state.token_hash);
      await app.db.transaction(async (tx) => {
        await tx
          .insert(edgeServers)
          .values({ user_id: row.user.id, client_id: row.client_id, ...values })
          .onConflictDoUpdate({ target: edgeServers.user_id, set: values });
        await recordToken(tx, row, values.token_issued_at);
      });
      return reply.code(201).send({ token });
    },
  );

  api.delete(
    "/api/edge-servers/:id/token/",
    {
      schema: { tags, summary: "Revokes the edge server's machine token", params, response: { 204: NO_CONTENT } },
      onRequest: requirePermission("edge", "update"),
    },
    async (request, reply) => {
      const row = await findEdgeServer(app, currentUser(request), request.params.id);
      if (row.state?.token_hash) tokenCache.delete(row.state.token_hash);
      await app.db.transaction(async (tx) => {
        await tx.update(edgeServers).set({ token_hash: null, token_issued_at: null }).where(eq(edgeServers.user_id, row.user.id));
        await recordToken(tx, row, null);
      });
      return reply.code(204).send();
    },
  );
}

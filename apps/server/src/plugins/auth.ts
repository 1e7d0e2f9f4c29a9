import { isAdminLike, message, PLATFORM_GROUPS, type TGroup } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { queryScope, type TDatabase } from "../db/client.js";
import { tokenCache } from "../db/read-caches.js";
import { authTokens, clients, edgeServers, groups, users } from "../db/schema/index.js";
import { hashToken } from "../security/secrets.js";
import { forbidden, HttpError, unauthenticated } from "./errors.js";

export interface TRequestUser {
  id: string;
  email: string;
  client_id: string;
  group: TGroup;
  is_machine: boolean;
  token_hash: string;
}

declare module "fastify" {
  interface FastifyRequest {
    user: TRequestUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (login, password reset, health): each is listed, with its reason, in test/route-exceptions.ts. */
    public?: boolean;
    /** A public write that changes sessions (the password reset): it clears every read cache (db/read-caches.ts). */
    clearsReadCaches?: boolean;
    /**
     * The machine API (the edge area's routes): only an edge server's token (is_machine) reaches it, and such a token reaches
     * nothing else (403).
     */
    machine?: boolean;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user a token stands for: who, in which group, and whether their client's licence still runs. */
const tokenUserColumns = {
  id: users.id,
  email: users.email,
  client_id: users.client_id,
  group: groups.name,
  is_machine: users.is_machine,
  is_active: users.is_active,
  licence_expires_at: clients.licence_expires_at,
};

/** The token's user, group, client licence and last use, in one query. */
export async function lookUpToken(db: TDatabase, tokenHash: string) {
  const [row] = await db
    .select({
      ...tokenUserColumns,
      token_id: authTokens.id,
      last_used_at: authTokens.last_used_at,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .innerJoin(groups, eq(groups.id, users.group_id))
    .innerJoin(clients, eq(clients.id, users.client_id))
    .where(eq(authTokens.token_hash, tokenHash))
    .limit(1);
  return row;
}

/**
 * An edge server's machine token (edge_servers.token_hash), in the session token's shape: no sliding expiry (it
 * lives until revoked or replaced), so it is "used now".
 */
export async function lookUpMachineToken(db: TDatabase, tokenHash: string) {
  const [row] = await db
    .select(tokenUserColumns)
    .from(edgeServers)
    .innerJoin(users, eq(users.id, edgeServers.user_id))
    .innerJoin(groups, eq(groups.id, users.group_id))
    .innerJoin(clients, eq(clients.id, users.client_id))
    .where(eq(edgeServers.token_hash, tokenHash))
    .limit(1);
  return row?.is_machine ? { ...row, token_id: "", last_used_at: new Date() } : undefined;
}

type TTokenRow = NonNullable<Awaited<ReturnType<typeof lookUpToken>>>;

/** `Authorization: Token <token>` → request.user; every /api route needs it unless marked public. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request: FastifyRequest) => {
    // Only routes the API defines need a token; unknown paths fall through to the 404 handler.
    const route = request.routeOptions.url;
    if (!route?.startsWith("/api/") || request.routeOptions.config?.public) return;
    // The API documentation is public only when PUBLIC_API_DOCS=1.
    if (route.startsWith("/api/docs") && app.config.publicApiDocs) return;
    const header = request.headers.authorization ?? "";
    const match = /^Token\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated();
    const tokenHash = hashToken(match[1]);
    // Reads may use the token's row as looked up in the last few seconds (db/read-caches.ts); writes always ask.
    const cacheable = request.method === "GET" || request.method === "HEAD";
    let row = cacheable ? (tokenCache.get(tokenHash) as TTokenRow | undefined) : undefined;
    const fromCache = row !== undefined;
    const mark = tokenCache.mark();
    if (!row) row = (await lookUpToken(app.db, tokenHash)) ?? (await lookUpMachineToken(app.db, tokenHash));
    if (!row?.is_active) throw unauthenticated();
    // Sliding expiry. A token unused for TOKEN_IDLE_DAYS is gone; a used one lives on from now.
    const idleMs = app.config.tokenIdleDays * DAY_MS;
    const now = Date.now();
    if (now - row.last_used_at.getTime() > idleMs) {
      await app.db.delete(authTokens).where(eq(authTokens.id, row.token_id));
      throw unauthenticated();
    }
    // At most one write a minute per token: enough precision for an expiry counted in days.
    if (row.token_id && now - row.last_used_at.getTime() > 60_000) {
      if (fromCache) {
        // The cached row is older than the write it would make: look the token up again before renewing it.
        tokenCache.delete(tokenHash);
        row = await lookUpToken(app.db, tokenHash);
        if (!row?.is_active) throw unauthenticated();
      }
      await app.db
        .update(authTokens)
        .set({ last_used_at: new Date(now) })
        .where(eq(authTokens.id, row.token_id));
      row = { ...row, last_used_at: new Date(now) };
    }
    if (cacheable && !fromCache) tokenCache.set(tokenHash, row, mark, row.client_id);
    // A licence that expires ends open sessions too, not only new logins (Super Users excepted).
    if (row.licence_expires_at && row.licence_expires_at < new Date().toISOString().slice(0, 10) && !isAdminLike(row.group as TGroup)) {
      throw new HttpError(403, "licence_expired", message("licence_expired"));
    }
    const { licence_expires_at: _expiry, is_active: _active, token_id: _token, last_used_at: _used, ...user } = row;
    request.user = { ...user, group: row.group as TGroup, token_hash: tokenHash };
    // A machine reaches the machine API and nothing else; people never reach the machine API.
    if (request.user.is_machine !== Boolean(request.routeOptions.config?.machine)) throw forbidden();
    // Staff lists cross clients: what they read is not remembered under one client (db/read-caches.ts).
    const scope = queryScope.getStore();
    // The history entries of the request's writes name this user (history/record.ts).
    if (scope) scope.actor = { id: request.user.id, is_machine: request.user.is_machine };
    if (scope && !PLATFORM_GROUPS.includes(request.user.group)) scope.readerClient = row.client_id;
  });
});

/** For handlers behind the auth hook: the user is always there. */
export function currentUser(request: FastifyRequest): TRequestUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

import { can, isAdminLike, isPrivileged, type TAction, type TArea } from "@weldtrace/domain";
import { and, eq, ne, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { currentUser, type TRequestUser } from "../plugins/auth.js";
import { forbidden } from "../plugins/errors.js";

/**
 * Route-level onRequest hook: the group must hold the action on the area, else 403. The hook carries its area and
 * action (`permission`), so the route-walking test reads every route's rule from the route table.
 */
export function requirePermission(area: TArea, action: TAction) {
  const hook = async (request: FastifyRequest) => {
    if (!can(currentUser(request).group, area, action)) throw forbidden();
  };
  return Object.assign(hook, { permission: { area, action } });
}

/**
 * The one place a tenant filter is built. Client staff only ever see their own client; a Super User
 * reads any record by id and may list another client's records with `?client=`.
 */
export function tenantFilter(user: TRequestUser, clientColumn: PgColumn, requestedClient?: string): SQL | undefined {
  if (isAdminLike(user.group)) return eq(clientColumn, requestedClient ?? user.client_id);
  return eq(clientColumn, user.client_id);
}

/**
 * ARCHITECTURE.md `/others/*`: with `?other_clients=true` platform staff (Super User, Support) list every client's
 * records but their own (narrowed by `?client=`); anyone else gets their usual list, never another client's rows.
 */
export function listTenantFilter(
  user: TRequestUser,
  clientColumn: PgColumn,
  query: { client?: string; other_clients?: string },
): SQL | undefined {
  if (isPrivileged(user.group) && query.other_clients === "true") {
    return query.client ? and(eq(clientColumn, query.client), ne(clientColumn, user.client_id)) : ne(clientColumn, user.client_id);
  }
  return tenantFilter(user, clientColumn, isAdminLike(user.group) ? query.client : undefined);
}

/** For item routes: any client for a Super User, the user's client for everyone else. */
export function itemFilter(user: TRequestUser, idColumn: PgColumn, clientColumn: PgColumn, id: string): SQL | undefined {
  if (isAdminLike(user.group)) return eq(idColumn, id);
  return and(eq(idColumn, id), eq(clientColumn, user.client_id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id cannot name a record: answer as for a missing one. */
export const isUuid = (value: string) => UUID.test(value);

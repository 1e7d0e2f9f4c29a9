import { randomBytes } from "node:crypto";
import { DATE_FORMATS, isPrivileged, ZClientCreate, ZClientUpdate, ZLicence, ZListQuery } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listPage } from "../../crud/list.js";
import { isUuid, requirePermission } from "../../crud/scope.js";
import { clients } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { conflict, forbidden, notFound } from "../../plugins/errors.js";
import { createClient } from "./service.js";

type TClientRow = typeof clients.$inferSelect;

export function serializeClient(row: TClientRow) {
  const { licence_key, licence_expires_at, ...rest } = row;
  return { ...rest, licence: licence_key ? { licence_key, expiration_date: licence_expires_at } : null };
}

/** A licence key people can read out: five groups of five base-32 characters. */
function newLicenceKey(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(25);
  const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
  return chars.match(/.{5}/g)?.join("-") ?? chars;
}

const ZIdParams = z.object({ id: z.string() });
/**
 * zod 4 keeps `.default()` inside `.partial()`: without this override a PATCH that leaves out
 * default_date_format would reset it to "YYYY-MM-DD".
 */
const ZClientPatch = ZClientUpdate.extend({ default_date_format: z.enum(DATE_FORMATS).optional() });
const listSpec = { searchFields: ["name"], orderingFields: ["name", "created_at"], defaultOrdering: "name" } as const;

export async function clientRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["clients"];

  /** Platform staff see every client; client staff see their own only (others answer 404). */
  const findClient = async (request: FastifyRequest, id: string): Promise<TClientRow> => {
    const user = currentUser(request);
    if (!isUuid(id) || (!isPrivileged(user.group) && id !== user.client_id)) throw notFound();
    const [row] = await app.db.select().from(clients).where(eq(clients.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  };
  const requireSuperUser = async (request: FastifyRequest) => {
    if (currentUser(request).group !== "Super User") throw forbidden();
  };

  api.get(
    "/api/clients/",
    { schema: { tags, querystring: ZListQuery }, onRequest: requirePermission("clients", "list") },
    async (request) => {
      const user = currentUser(request);
      const filter = isPrivileged(user.group) ? undefined : eq(clients.id, user.client_id);
      return listPage(app.db, clients, listSpec, request.query, [filter], request.url, (row) => serializeClient(row as TClientRow));
    },
  );

  api.post(
    "/api/clients/",
    { schema: { tags, body: ZClientCreate }, onRequest: requirePermission("clients", "create") },
    async (request, reply) => {
      const client = await app.db.transaction((tx) => createClient(tx, request.body));
      return reply.status(201).send(serializeClient(client));
    },
  );

  api.get("/api/clients/:id/", { schema: { tags, params: ZIdParams }, onRequest: requirePermission("clients", "list") }, async (request) =>
    serializeClient(await findClient(request, request.params.id)),
  );

  api.patch(
    "/api/clients/:id/",
    { schema: { tags, params: ZIdParams, body: ZClientPatch }, onRequest: requirePermission("clients", "update") },
    async (request) => {
      await findClient(request, request.params.id);
      if (Object.keys(request.body).length === 0) return serializeClient(await findClient(request, request.params.id));
      const [row] = await app.db.update(clients).set(request.body).where(eq(clients.id, request.params.id)).returning();
      return serializeClient(row as TClientRow);
    },
  );

  api.delete(
    "/api/clients/:id/",
    { schema: { tags, params: ZIdParams }, onRequest: requirePermission("clients", "delete") },
    async (request, reply) => {
      const client = await findClient(request, request.params.id);
      if (client.is_platform || client.id === currentUser(request).client_id) {
        throw conflict("The platform client and your own client cannot be deleted.", "protected");
      }
      // Users reference their client: a client with users answers 409 (nothing is deleted).
      await app.db.delete(clients).where(eq(clients.id, client.id));
      return reply.status(204).send();
    },
  );

  // Licence: generate (or regenerate) a key with an expiration date, change the date, or remove it.
  api.post(
    "/api/clients/:id/licence/",
    { schema: { tags, params: ZIdParams, body: ZLicence }, onRequest: requireSuperUser },
    async (request) => {
      await findClient(request, request.params.id);
      const [row] = await app.db
        .update(clients)
        .set({ licence_key: newLicenceKey(), licence_expires_at: request.body.expiration_date })
        .where(eq(clients.id, request.params.id))
        .returning();
      return serializeClient(row as TClientRow);
    },
  );
  api.patch(
    "/api/clients/:id/licence/",
    { schema: { tags, params: ZIdParams, body: ZLicence }, onRequest: requireSuperUser },
    async (request) => {
      const client = await findClient(request, request.params.id);
      if (!client.licence_key) throw notFound();
      const [row] = await app.db
        .update(clients)
        .set({ licence_expires_at: request.body.expiration_date })
        .where(eq(clients.id, client.id))
        .returning();
      return serializeClient(row as TClientRow);
    },
  );
  api.delete("/api/clients/:id/licence/", { schema: { tags, params: ZIdParams }, onRequest: requireSuperUser }, async (request, reply) => {
    await findClient(request, request.params.id);
    await app.db.update(clients).set({ licence_key: null, licence_expires_at: null }).where(eq(clients.id, request.params.id));
    return reply.status(204).send();
  });
}

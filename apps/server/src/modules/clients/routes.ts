import { randomBytes } from "node:crypto";
import {
  DATE_FORMATS,
  diffRecord,
  isPrivileged,
  message,
  type THistoryChange,
  ZClientCreate,
  ZClientUpdate,
  ZLicence,
  ZListQuery,
} from "@weldtrace/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listTablePage } from "../../crud/list.js";
import { isUuid, requirePermission } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import { CLIENT_LIST } from "../../db/list-specs.js";
import { clients, uoms } from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, conflict, forbidden, notFound } from "../../plugins/errors.js";
import { NO_CONTENT, pageOf } from "../../plugins/openapi.js";
import { ZClient } from "../../plugins/openapi-answers.js";
import { returnedRow } from "../../typed.js";
import { createClient } from "./service.js";

type TClientRow = typeof clients.$inferSelect;

function serializeClient(row: TClientRow, defaultUom: string | null = null) {
  const { licence_key, licence_expires_at, ...rest } = row;
  return { ...rest, default_uom: defaultUom, licence: licence_key ? { licence_key, expiration_date: licence_expires_at } : null };
}

/** Clients as the API shows them: with the id of each one's default unit system. */
async function serializeClients(db: TExecutor, rows: TClientRow[]) {
  const ids = rows.map((row) => row.id);
  const defaults = ids.length
    ? await db
        .select({ id: uoms.id, client_id: uoms.client_id })
        .from(uoms)
        .where(and(inArray(uoms.client_id, ids), eq(uoms.is_default, true)))
    : [];
  const byClient = new Map(defaults.map((row) => [row.client_id, row.id]));
  return rows.map((row) => serializeClient(row, byClient.get(row.id) ?? null));
}
const serializeOne = async (db: TExecutor, row: TClientRow) => (await serializeClients(db, [row]))[0];

/** A licence key people can read out: five groups of five base-32 characters. */
function newLicenceKey(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(25);
  const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
  return chars.match(/.{5}/g)?.join("-") ?? chars;
}

const ZIdParams = z.object({ id: z.string() });

/** The default unit system moves to one of the client's own units (another client's id is refused). */
async function makeDefaultUom(tx: TExecutor, clientId: string, uomId: string) {
  const [target] = await tx
    .select({ id: uoms.id })
    .from(uoms)
    .where(and(eq(uoms.id, uomId), eq(uoms.client_id, clientId)))
    .limit(1);
  if (!target) throw badRequest({ default_uom: [message("invalid_choice")] });
  await tx
    .update(uoms)
    .set({ is_default: false })
    .where(and(eq(uoms.client_id, clientId), eq(uoms.is_default, true)));
  await tx.update(uoms).set({ is_default: true }).where(eq(uoms.id, uomId));
}
/** The id of the client's default unit system (null when it has none). */
async function defaultUomOf(tx: TExecutor, clientId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: uoms.id })
    .from(uoms)
    .where(and(eq(uoms.client_id, clientId), eq(uoms.is_default, true)))
    .limit(1);
  return row?.id ?? null;
}

const maskedKey = (key: string | null) => (key ? `…-${key.slice(-5)}` : null);

/**
 * A client's change in its own history. The licence key is a credential: history keeps its last group
 * only (`…-K7QX2`), enough to tell two keys apart, never the key (docs/decisions.md).
 */
async function recordClientChange(tx: TExecutor, before: TClientRow, after: TClientRow, extra: THistoryChange[] = []) {
  const { licence_key: oldKey, ...old } = before;
  const { licence_key: newKey, ...now } = after;
  const changes = [...diffRecord(old, now), ...extra];
  if (oldKey !== newKey) changes.push({ field: "licence", before: maskedKey(oldKey), after: maskedKey(newKey) });
  await recordHistory(tx, [{ client_id: before.id, resource: "client", record_id: before.id, action: "update", changes }]);
}

/**
 * zod 4 keeps `.default()` inside `.partial()`: without this override a PATCH that leaves out
 * default_date_format would reset it to "YYYY-MM-DD".
 */
const ZClientPatch = ZClientUpdate.extend({ default_date_format: z.enum(DATE_FORMATS).optional() });

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
    { schema: { tags, querystring: ZListQuery, response: { 200: pageOf(ZClient) } }, onRequest: requirePermission("clients", "list") },
    async (request) => {
      const user = currentUser(request);
      const filter = isPrivileged(user.group) ? undefined : eq(clients.id, user.client_id);
      const page = await listTablePage(app.db, clients, CLIENT_LIST, request.query, [filter], request.url, (row) => row);
      return { ...page, results: await serializeClients(app.db, page.results) };
    },
  );

  api.post(
    "/api/clients/",
    { schema: { tags, body: ZClientCreate, response: { 201: ZClient } }, onRequest: requirePermission("clients", "create") },
    async (request, reply) => {
      const client = await app.db.transaction(async (tx) => {
        const made = await createClient(tx, request.body);
        // The client's own history starts with its creation (by platform staff, named as the request's user).
        const { licence_key: _key, ...after } = made;
        await recordHistory(tx, [{ client_id: made.id, resource: "client", record_id: made.id, action: "create", after }]);
        return made;
      });
      return reply.status(201).send(await serializeOne(app.db, client));
    },
  );

  api.get(
    "/api/clients/:id/",
    { schema: { tags, params: ZIdParams, response: { 200: ZClient } }, onRequest: requirePermission("clients", "list") },
    async (request) => serializeOne(app.db, await findClient(request, request.params.id)),
  );

  api.patch(
    "/api/clients/:id/",
    {
      schema: { tags, params: ZIdParams, body: ZClientPatch, response: { 200: ZClient } },
      onRequest: requirePermission("clients", "update"),
    },
    async (request) => {
      const client = await findClient(request, request.params.id);
      const { default_uom, ...values } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const changes: THistoryChange[] = [];
        if (default_uom) {
          const before = await defaultUomOf(tx, client.id);
          await makeDefaultUom(tx, client.id, default_uom);
          if (before !== default_uom) changes.push({ field: "default_uom", before, after: default_uom });
        }
        let updated = client;
        if (Object.keys(values).length > 0) {
          updated = returnedRow(await tx.update(clients).set(values).where(eq(clients.id, client.id)).returning());
        }
        await recordClientChange(tx, client, updated, changes);
        return updated;
      });
      return serializeOne(app.db, row);
    },
  );

  api.delete(
    "/api/clients/:id/",
    { schema: { tags, params: ZIdParams, response: { 204: NO_CONTENT } }, onRequest: requirePermission("clients", "delete") },
    async (request, reply) => {
      const client = await findClient(request, request.params.id);
      if (client.is_platform || client.id === currentUser(request).client_id) {
        throw conflict(message("protected"));
      }
      // Users reference their client: a client with users answers 409 (nothing is deleted).
      await app.db.delete(clients).where(eq(clients.id, client.id));
      return reply.status(204).send();
    },
  );

  // Licence: generate (or regenerate) a key with an expiration date, change the date, or remove it.
  api.post(
    "/api/clients/:id/licence/",
    { schema: { tags, params: ZIdParams, body: ZLicence, response: { 200: ZClient } }, onRequest: requireSuperUser },
    async (request) => {
      const client = await findClient(request, request.params.id);
      const row = await app.db.transaction(async (tx) => {
        const updated = returnedRow(
          await tx
            .update(clients)
            .set({ licence_key: newLicenceKey(), licence_expires_at: request.body.expiration_date })
            .where(eq(clients.id, client.id))
            .returning(),
        );
        await recordClientChange(tx, client, updated);
        return updated;
      });
      return serializeOne(app.db, row);
    },
  );
  api.patch(
    "/api/clients/:id/licence/",
    { schema: { tags, params: ZIdParams, body: ZLicence, response: { 200: ZClient } }, onRequest: requireSuperUser },
    async (request) => {
      const client = await findClient(request, request.params.id);
      if (!client.licence_key) throw notFound();
      const row = await app.db.transaction(async (tx) => {
        const updated = returnedRow(
          await tx.update(clients).set({ licence_expires_at: request.body.expiration_date }).where(eq(clients.id, client.id)).returning(),
        );
        await recordClientChange(tx, client, updated);
        return updated;
      });
      return serializeOne(app.db, row);
    },
  );
  api.delete(
    "/api/clients/:id/licence/",
    { schema: { tags, params: ZIdParams, response: { 204: NO_CONTENT } }, onRequest: requireSuperUser },
    async (request, reply) => {
      const client = await findClient(request, request.params.id);
      await app.db.transaction(async (tx) => {
        const updated = returnedRow(
          await tx.update(clients).set({ licence_key: null, licence_expires_at: null }).where(eq(clients.id, client.id)).returning(),
        );
        await recordClientChange(tx, client, updated);
      });
      return reply.status(204).send();
    },
  );
}

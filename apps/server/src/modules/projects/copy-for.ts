import { codedError, diffRecord, isAdminLike, message, messageText, projects as projectResource } from "@weldtrace/domain";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serializeTenantRow } from "../../crud/create-crud-routes.js";
import { isUuid, requirePermission } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import { clients, companies, contractors, projects, uoms } from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, forbidden, notFound } from "../../plugins/errors.js";
import { recordSchema } from "../../plugins/openapi.js";

export const COPY_FOR_MESSAGES = { sameClient: messageText("copy_for_same_client") } as const;

const ZIdParams = z.object({ id: z.string() });
const ZCopyFor = z.object({ client: z.uuid(codedError(message("invalid_choice"))) });

/** Ids in the target client of the rows with the same names as `ids` in the source; unmatched ones are dropped. */
async function sameNamed(tx: TExecutor, table: typeof companies | typeof contractors, ids: string[], target: string) {
  if (ids.length === 0) return [];
  const names = (await tx.select({ name: table.name }).from(table).where(inArray(table.id, ids))).map((row) => row.name);
  if (names.length === 0) return [];
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.client_id, target), inArray(table.name, names)));
  return found.map((row) => row.id);
}

/**
 * `/others/projects` "copy for" (ARCHITECTURE.md, tenancy): a Super User copies another client's project into a
 * chosen client. What belongs to the source client is matched by name in the target (the unit system, companies,
 * contractors), else the target's default unit system and no company (decisions.md).
 */
export async function projectCopyForRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/projects/:id/copy-for/",
    {
      schema: { tags: ["projects"], params: ZIdParams, body: ZCopyFor, response: { 201: recordSchema(projectResource) } },
      onRequest: requirePermission("projects", "create"),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!isAdminLike(user.group)) throw forbidden();
      if (!isUuid(request.params.id)) throw notFound();
      const copy = await app.db.transaction(async (tx) => {
        const [source] = await tx.select().from(projects).where(eq(projects.id, request.params.id)).limit(1);
        if (!source) throw notFound();
        const target = request.body.client;
        const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, target)).limit(1);
        if (!client) throw badRequest({ client: [message("invalid_choice")] });
        if (target === source.client_id) throw badRequest({ client: [message("copy_for_same_client")] });

        const sourceUom = source.uom
          ? (await tx.select({ name: uoms.name }).from(uoms).where(eq(uoms.id, source.uom)).limit(1))[0]
          : undefined;
        const targetUoms = await tx
          .select({ id: uoms.id, name: uoms.name })
          .from(uoms)
          .where(eq(uoms.client_id, target))
          .orderBy(desc(uoms.is_default), asc(uoms.name));
        const uom = targetUoms.find((row) => row.name === sourceUom?.name) ?? targetUoms[0];

        const [row] = await tx
          .insert(projects)
          .values({
            client_id: target,
            name: source.name,
            uom: uom?.id ?? null,
            status: source.status,
            lat: source.lat,
            lng: source.lng,
            companies: await sameNamed(tx, companies, source.companies, target),
            contractors: await sameNamed(tx, contractors, source.contractors, target),
          })
          .returning();
        if (row) {
          const entry = { client_id: target, resource: "project", record_id: row.id, action: "copy" as const };
          await recordHistory(tx, [
            { ...entry, changes: [{ field: "copy_of", before: null, after: source.id }, ...diffRecord(null, row)] },
          ]);
        }
        return row;
      });
      return reply.code(201).send({ ...serializeTenantRow(copy as Record<string, unknown>), can_update: true });
    },
  );
}

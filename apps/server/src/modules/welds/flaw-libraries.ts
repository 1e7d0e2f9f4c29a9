import { copyName, diffRecord, flawLibraries as flawLibraryResource, zName } from "@weldtrace/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serializeTenantRow } from "../../crud/create-crud-routes.js";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import { flawLibraries, flawNdeMethods, flawTypes } from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { recordSchema } from "../../plugins/openapi.js";

const ZIdParams = z.object({ id: z.string() });
const ZDuplicate = z.object({ name: zName().optional() }).optional();

/**
 * Spec §7 duplicates a library in three rounds of calls (library, then its methods, then their types) and only
 * logs the failures of the later ones; here one call copies all three in one transaction, so a copy is whole or
 * absent (decisions.md). The copy stays in the library's client and keeps its projects.
 */
export async function flawLibraryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/flaw-libraries/:id/duplicate/",
    {
      schema: {
        tags: [flawLibraryResource.path],
        params: ZIdParams,
        body: ZDuplicate,
        response: { 201: recordSchema(flawLibraryResource) },
      },
      onRequest: requirePermission(flawLibraryResource.area, "create"),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!isUuid(request.params.id)) throw notFound();
      const copy = await app.db.transaction(async (tx) => {
        const [source] = await tx
          .select()
          .from(flawLibraries)
          .where(itemFilter(user, flawLibraries.id, flawLibraries.client_id, request.params.id))
          .limit(1);
        if (!source) throw notFound();
        const [library] = await tx
          .insert(flawLibraries)
          .values({ client_id: source.client_id, name: request.body?.name ?? copyName(source.name), projects: source.projects })
          .returning();
        if (!library) throw new Error("library copy not inserted");
        const entry = { client_id: source.client_id, resource: "flawLibrary", record_id: library.id, action: "copy" as const };
        await recordHistory(tx, [
          { ...entry, changes: [{ field: "copy_of", before: null, after: source.id }, ...diffRecord(null, library)] },
        ]);
        const methods = await tx
          .select()
          .from(flawNdeMethods)
          .where(and(eq(flawNdeMethods.library, source.id), eq(flawNdeMethods.client_id, source.client_id)))
          .orderBy(asc(flawNdeMethods.created_at), asc(flawNdeMethods.id));
        const types = methods.length
          ? await tx
              .select()
              .from(flawTypes)
              .where(
                and(
                  inArray(
                    flawTypes.nde_method,
                    methods.map((method) => method.id),
                  ),
                  eq(flawTypes.client_id, source.client_id),
                ),
              )
              .orderBy(asc(flawTypes.created_at), asc(flawTypes.id))
          : [];
        for (const method of methods) {
          const { id: _id, created_at: _c, updated_at: _u, library: _l, ...values } = method;
          const [methodCopy] = await tx
            .insert(flawNdeMethods)
            .values({ ...values, library: library.id })
            .returning();
          const ownTypes = types.filter((type) => type.nde_method === method.id);
          if (ownTypes.length === 0 || !methodCopy) continue;
          await tx.insert(flawTypes).values(
            ownTypes.map(({ id: _tid, created_at: _tc, updated_at: _tu, nde_method: _m, ...typeValues }) => ({
              ...typeValues,
              nde_method: methodCopy.id,
            })),
          );
        }
        return library;
      });
      return reply.code(201).send(serializeTenantRow(copy));
    },
  );
}

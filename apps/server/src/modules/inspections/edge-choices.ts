import { type TEdgeChoices, welds as weldResource } from "@weldtrace/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { itemFilter, requirePermission } from "../../crud/scope.js";
import { heats, welds, workpieceEdges, workpieces } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { ZEdgeChoices } from "../../plugins/openapi-answers.js";

const ZWeldEdgesQuery = z.object({ weld: z.uuid() });

/**
 * GET /api/inspections/edge-choices/?weld=: the edges an inspection of the weld may name, that is the weld's own two
 * (spec §3: an inspection links two of its weld's edges), each with its workpiece and heat so the picker reads
 * "Pipe 7 / A · heat 4471" rather than "A". Another client's weld answers 404.
 */
export async function inspectionEdgeChoicesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/inspections/edge-choices/",
    {
      schema: {
        tags: [weldResource.path],
        summary: "The two edges of a weld an inspection may name, with their workpiece and heat",
        querystring: ZWeldEdgesQuery,
        response: { 200: ZEdgeChoices },
      },
      onRequest: requirePermission("quality", "list"),
    },
    async (request): Promise<TEdgeChoices> => {
      const user = currentUser(request);
      const [weld] = await app.db
        .select({ project: welds.project, edge1: welds.workpiece_edge_1, edge2: welds.workpiece_edge_2 })
        .from(welds)
        .where(itemFilter(user, welds.id, welds.client_id, request.query.weld))
        .limit(1);
      if (!weld) throw notFound();
      const ids = [weld.edge1, weld.edge2].filter((id): id is string => typeof id === "string");
      if (ids.length === 0) return { results: [], truncated: false };
      const parent = alias(workpieces, "parent");
      const rows = await app.db
        .select({
          id: workpieceEdges.id,
          name: workpieceEdges.name,
          workpiece_id: workpieces.id,
          workpiece_name: workpieces.name,
          project: workpieces.project,
          heat_no: heats.heat_no,
        })
        .from(workpieceEdges)
        .innerJoin(workpieces, eq(workpieces.id, workpieceEdges.workpiece))
        .leftJoin(parent, eq(parent.id, workpieces.parent))
        // A cut piece inherits its parent's heat.
        .leftJoin(heats, sql`${heats.id} = coalesce(${workpieces.heat}, ${parent.heat})`)
        .where(inArray(workpieceEdges.id, ids));
      // The weld's first edge first, as the weld names them.
      rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      return {
        results: rows.map((row) => ({
          id: row.id,
          name: row.name,
          workpiece: { id: row.workpiece_id, name: row.workpiece_name },
          heat_no: row.heat_no,
          project: row.project,
          used_by: null,
        })),
        truncated: false,
      };
    },
  );
}

import { parseLabelText, type TEdgeChoices, welds as weldResource } from "@weldtrace/domain";
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { itemFilter, requirePermission } from "../../crud/scope.js";
import { heats, projects, welds, workpieceEdges, workpieces } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { ZEdgeChoices } from "../../plugins/openapi-answers.js";

/** At most this many edges in one answer: the picker searches on the server beyond them. */
export const EDGE_CHOICES_LIMIT = 50;

const ZEdgeChoicesQuery = z.object({
  project: z.uuid(),
  /** The weld being edited: its own edges are not "used" by it. */
  weld: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
});

/** `%`, `_` and `\` typed by a user match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * GET /api/welds/edge-choices/?project=&weld=&search=: the edges a weld of the project may join, the project's free
 * edges first, then its edges another weld already uses (named), then edges of pipes in no project, then the other
 * projects'. The search reads a pipe number (its name or the manufacturer's number), a heat number (a cut piece
 * inherits its parent's heat), an edge name, or a scanned Data Matrix label (a workpiece's, V01T15I…, or an edge's,
 * V01T16I…). When editing, the weld's own edges come first. The project must be the user's client's (404 otherwise).
 */
export async function edgeChoicesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/welds/edge-choices/",
    {
      schema: {
        tags: [weldResource.path],
        summary: "Edges a weld of the project may join: free ones first, used ones named; search by pipe, heat or label",
        querystring: ZEdgeChoicesQuery,
        response: { 200: ZEdgeChoices },
      },
      onRequest: requirePermission("production", "list"),
    },
    async (request): Promise<TEdgeChoices> => {
      const user = currentUser(request);
      const { project, weld, search } = request.query;
      const [found] = await app.db
        .select({ id: projects.id, client_id: projects.client_id })
        .from(projects)
        .where(itemFilter(user, projects.id, projects.client_id, project))
        .limit(1);
      if (!found) throw notFound();
      const parent = alias(workpieces, "parent");
      const heatId = sql`coalesce(${workpieces.heat}, ${parent.heat})`;
      const conditions: (SQL | undefined)[] = [eq(workpieceEdges.client_id, found.client_id)];
      const label = search ? parseLabelText(search) : null;
      if (label?.kind === "workpiece") conditions.push(eq(workpieces.id, label.uuid));
      else if (label?.kind === "workpieceEdge") conditions.push(eq(workpieceEdges.uuid, label.uuid));
      else if (label) conditions.push(sql`false`);
      else if (search) {
        const pattern = likePattern(search);
        conditions.push(
          or(
            ilike(workpieces.name, pattern),
            ilike(workpieces.manufacturer_workpiece_no, pattern),
            ilike(heats.heat_no, pattern),
            ilike(workpieceEdges.name, pattern),
          ),
        );
      }
      // The first other weld on the edge, through the two edge indexes.
      const usedBy = sql<string | null>`(select ${welds.id}::text from ${welds}
        where (${welds.workpiece_edge_1} = ${workpieceEdges.id} or ${welds.workpiece_edge_2} = ${workpieceEdges.id})
        ${weld ? sql`and ${welds.id} <> ${weld}` : sql``} order by ${welds.created_at} limit 1)`;
      // The edited weld's own edges lead (the pickers show them by name whatever the search's first page holds).
      const own = weld
        ? sql`${workpieceEdges.id} in (select unnest(array[${welds.workpiece_edge_1}, ${welds.workpiece_edge_2}]) from ${welds} where ${welds.id} = ${weld})`
        : sql`false`;
      const placement = sql<number>`case when ${own} then -1 when ${workpieces.project} = ${found.id} then 0 when ${workpieces.project} is null then 2 else 3 end`;
      const rows = await app.db
        .select({
          id: workpieceEdges.id,
          name: workpieceEdges.name,
          workpiece_id: workpieces.id,
          workpiece_name: workpieces.name,
          project: workpieces.project,
          heat_no: heats.heat_no,
          used_by: usedBy.as("used_by"),
        })
        .from(workpieceEdges)
        .innerJoin(workpieces, eq(workpieces.id, workpieceEdges.workpiece))
        .leftJoin(parent, eq(parent.id, workpieces.parent))
        .leftJoin(heats, sql`${heats.id} = ${heatId}`)
        .where(and(...conditions))
        // Free before used within the project; the project's edges before the rest.
        .orderBy(
          sql`${placement} + case when ${usedBy} is null then 0 else 1 end`,
          asc(workpieces.name),
          asc(workpieceEdges.name),
          asc(workpieceEdges.id),
        )
        .limit(EDGE_CHOICES_LIMIT + 1);
      const usedIds = [...new Set(rows.flatMap((row) => (row.used_by ? [row.used_by] : [])))];
      const weldNames = usedIds.length
        ? await app.db.select({ id: welds.id, name: welds.name }).from(welds).where(inArray(welds.id, usedIds))
        : [];
      return {
        results: rows.slice(0, EDGE_CHOICES_LIMIT).map((row) => ({
          id: row.id,
          name: row.name,
          workpiece: { id: row.workpiece_id, name: row.workpiece_name },
          heat_no: row.heat_no,
          project: row.project,
          used_by: row.used_by ? { id: row.used_by, name: weldNames.find((named) => named.id === row.used_by)?.name ?? "" } : null,
        })),
        truncated: rows.length > EDGE_CHOICES_LIMIT,
      };
    },
  );
}

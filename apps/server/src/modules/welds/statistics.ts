import { projects as projectResource, projectWeldStatistics, type TFlawStatus } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import { cycles, flaws, projects, welds } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { ZProjectWeldStatistics } from "../../plugins/openapi-answers.js";

const ZIdParams = z.object({ id: z.string() });

/**
 * The project page's cards (`/projects/{id}`): weld counts, reject rate, repair rates per procedure and per
 * welder, downtime. The rules are the domain's (`project-statistics.ts`); this reads the rows.
 */
export async function weldStatisticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/projects/:id/weld-statistics/",
    {
      schema: { tags: [projectResource.path], params: ZIdParams, response: { 200: ZProjectWeldStatistics } },
      onRequest: requirePermission("production", "list"),
    },
    async (request) => {
      const user = currentUser(request);
      if (!isUuid(request.params.id)) throw notFound();
      const [project] = await app.db
        .select({ id: projects.id })
        .from(projects)
        .where(itemFilter(user, projects.id, projects.client_id, request.params.id))
        .limit(1);
      if (!project) throw notFound();
      const [weldRows, flawRows, cycleRows] = await Promise.all([
        app.db.select().from(welds).where(eq(welds.project, project.id)),
        app.db.select().from(flaws).where(eq(flaws.project, project.id)),
        app.db.select().from(cycles).where(eq(cycles.project, project.id)),
      ]);
      const repairOf = new Map(flawRows.flatMap((flaw) => (flaw.repaired_by ? [[flaw.repaired_by, flaw.weld] as const] : [])));
      return projectWeldStatistics(
        weldRows.map((weld) => ({
          id: weld.id,
          procedure: weld.procedure,
          completed: weld.completed,
          scanned: weld.scanned,
          is_cut_out: weld.is_cut_out,
          repairs_weld: repairOf.get(weld.id) ?? null,
        })),
        flawRows.map((flaw) => ({
          weld: flaw.weld,
          status: flaw.status as TFlawStatus,
          result: flaw.result,
          sanction: flaw.sanction,
        })),
        cycleRows.map((cycle) => ({
          weld: cycle.weld,
          welders: [cycle.welder_torch_1, cycle.welder_torch_2].filter((id): id is string => Boolean(id)),
          started_at: cycle.started_at,
          ended_at: cycle.ended_at,
        })),
      );
    },
  );
}

import { projects as projectResource, rateOf, type TProjectWeldStatistics } from "@weldtrace/domain";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import type { TDatabase } from "../../db/client.js";
import { cycles, projects, welders, welds } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { ZProjectWeldStatistics } from "../../plugins/openapi-answers.js";
import { counted, examined, isRepair, needsRepair, pausesOfCycles, rejected, torchPairs } from "../dashboard/weld-facts.js";

const ZIdParams = z.object({ id: z.string() });

/**
 * A project's cards from SQL aggregates (the dashboard's weld facts), none of its rows loaded: weld counts, reject
 * and repair rates (overall, per procedure, per welder through the cycles' torches) and the pauses between a weld's
 * cycles. Served by the welds' project index and the flaws' and cycles' weld indexes.
 */
export async function projectCards(db: TDatabase, project: string): Promise<TProjectWeldStatistics> {
  const ofProject = eq(welds.project, project);
  const [[totals], byProcedure, byWelder, [pauses]] = await Promise.all([
    db
      .select({
        welds: sql<number>`count(*)::int`,
        completed: counted(sql`${welds.completed}`),
        scanned: counted(sql`${welds.scanned}`),
        cut_outs: counted(sql`${welds.is_cut_out}`),
        repairs: counted(isRepair),
        examined: counted(examined),
        rejected: counted(sql`${examined} and ${rejected}`),
        repaired: counted(sql`${examined} and ${needsRepair}`),
      })
      .from(welds)
      .where(ofProject),
    db
      .select({ procedure: welds.procedure, examined: counted(examined), repaired: counted(sql`${examined} and ${needsRepair}`) })
      .from(welds)
      .where(and(ofProject, isNotNull(welds.procedure)))
      .groupBy(welds.procedure),
    // A welder is on a weld through a torch of one of its cycles; a weld counts once per welder.
    db
      .select({ welder: welders.id, examined: counted(examined), repaired: counted(sql`${examined} and ${needsRepair}`) })
      .from(welds)
      .innerJoin(torchPairs(sql`${cycles.weld} in (select ${welds.id} from ${welds} where ${ofProject})`), sql`pairs.weld = ${welds.id}`)
      .innerJoin(welders, sql`${welders.id} = pairs.welder`)
      .where(ofProject)
      .groupBy(welders.id),
    db
      .select({
        total: sql<number>`coalesce(sum(gap) filter (where gap > 0), 0)::float8`,
        pauses: sql<number>`(count(*) filter (where gap > 0))::int`,
      })
      .from(sql`${pausesOfCycles(sql`${cycles.project} = ${project}`)} as pauses`),
  ]);
  const total = Number(pauses?.total ?? 0);
  const count = pauses?.pauses ?? 0;
  return {
    welds: totals?.welds ?? 0,
    completed: totals?.completed ?? 0,
    scanned: totals?.scanned ?? 0,
    repairs: totals?.repairs ?? 0,
    cut_outs: totals?.cut_outs ?? 0,
    reject_rate: rateOf(totals?.rejected ?? 0, totals?.examined ?? 0),
    repair_rate: rateOf(totals?.repaired ?? 0, totals?.examined ?? 0),
    repair_rate_by_procedure: Object.fromEntries(byProcedure.map((row) => [row.procedure as string, rateOf(row.repaired, row.examined)])),
    repair_rate_by_welder: Object.fromEntries(byWelder.map((row) => [row.welder, rateOf(row.repaired, row.examined)])),
    downtime: { total, average: count === 0 ? null : total / count, pauses: count },
  };
}

/** The project page's cards (`/projects/{id}`), from `projectCards`. */
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
      return projectCards(app.db, project.id);
    },
  );
}

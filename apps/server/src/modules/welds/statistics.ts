import { projects as projectResource, rateOf, type TProjectWeldStatistics } from "@weldtrace/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import type { TDatabase } from "../../db/client.js";
import { projects, welders, welds } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { ZProjectWeldStatistics } from "../../plugins/openapi-answers.js";
import { keptDays } from "../dashboard/day-cache.js";
import { sumWeldDays, type TRejectCounts, type TWeldDay, WELD_DAYS } from "../dashboard/weld-days.js";
import { weldDay } from "../dashboard/weld-facts.js";

const ZIdParams = z.object({ id: z.string() });

/**
 * A project's cards from the dashboard's kept days of its welds, in UTC (modules/dashboard/day-cache.ts): weld counts,
 * reject and repair rates (overall, per procedure, per welder through the cycles' torches) and the pauses between a
 * weld's cycles. The project's first and last weld days come from welds_project_day_idx.
 */
export async function projectCards(
  db: TDatabase,
  project: { id: string; client: string },
): Promise<TProjectWeldStatistics & { welder_names: Record<string, string> }> {
  const [span] = await db
    .select({
      first: sql<string | null>`to_char((min(${weldDay}) at time zone 'UTC')::date, 'YYYY-MM-DD')`,
      last: sql<string | null>`to_char((max(${weldDay}) at time zone 'UTC')::date, 'YYYY-MM-DD')`,
    })
    .from(welds)
    .where(eq(welds.project, project.id));
  const scope = { id: project.id, client: project.client, project: project.id };
  const days =
    span?.first && span.last ? await keptDays<TWeldDay>(db, WELD_DAYS, [scope], { from: span.first, to: span.last, tz: "UTC" }) : [];
  const totals = sumWeldDays(days.map((kept) => kept.data));
  const [total, pauses] = totals.pauses;
  const repairRates = (groups: Record<string, TRejectCounts>) =>
    Object.fromEntries(Object.entries(groups).map(([id, [examined, , repaired]]) => [id, rateOf(repaired, examined)]));
  // The per-welder rates' welders by name ("W-012 - Jean Dupont"), deleted ones too; an id no welder has is left out
  // (the page says "Unknown welder").
  const welderIds = Object.keys(totals.welders).filter(isUuid);
  const named =
    welderIds.length === 0
      ? []
      : await db
          .select({ id: welders.id, welder_id: welders.welder_id, first_name: welders.first_name, last_name: welders.last_name })
          .from(welders)
          .where(inArray(welders.id, welderIds));
  const welder_names = Object.fromEntries(
    named.map((row) => [row.id, `${row.welder_id} - ${[row.first_name, row.last_name].filter(Boolean).join(" ")}`.trim()]),
  );
  return {
    welder_names,
    welds: totals.welds,
    completed: totals.completed,
    scanned: totals.scanned,
    repairs: totals.repairs,
    cut_outs: totals.cut_out_welds,
    reject_rate: rateOf(totals.rejected, totals.examined),
    repair_rate: rateOf(totals.repaired, totals.examined),
    repair_rate_by_procedure: repairRates(totals.procedures),
    repair_rate_by_welder: repairRates(totals.welders),
    downtime: { total, average: pauses === 0 ? null : total / pauses, pauses },
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
        .select({ id: projects.id, client: projects.client_id })
        .from(projects)
        .where(itemFilter(user, projects.id, projects.client_id, request.params.id))
        .limit(1);
      if (!project) throw notFound();
      return projectCards(app.db, project);
    },
  );
}

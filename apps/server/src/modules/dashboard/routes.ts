import { dashboardSpanIssues, projects as projectResource, ZDashboardQuery } from "@weldtrace/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { itemFilter, requirePermission } from "../../crud/scope.js";
import { projects } from "../../db/schema/index.js";
import { currentUser, type TRequestUser } from "../../plugins/auth.js";
import { badRequest, notFound } from "../../plugins/errors.js";
import { ZProgressStatistics, ZQualityStatistics, ZTimelineStatistics } from "../../plugins/openapi-answers.js";
import { scopesOf } from "./day-cache.js";
import { findProgress } from "./progress.js";
import { findQuality } from "./quality.js";
import { findTimeline } from "./timeline.js";

/** A chosen project must be one the user may read: another client's answers 404, as its page would. */
async function projectInScope(app: FastifyInstance, user: TRequestUser, project: string | undefined) {
  if (!project) return undefined;
  const [row] = await app.db
    .select({ project: projects.id, client: projects.client_id })
    .from(projects)
    .where(itemFilter(user, projects.id, projects.client_id, project))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * The dashboard (spec "Dashboard and alerts"): Progress (cards and the daily chart), Quality and Timeline, for a project or
 * every project of the user's client, over a range of the reader's days. Aggregates are counted in SQL.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A chosen project names its client; without one, the user's client (a Super User's own, like every list).
  const scopeOf = async (user: TRequestUser, project: string | undefined) =>
    scopesOf(app.db, await projectInScope(app, user, project), user.client_id);
  // The three tabs: the same query, scope, permission and no-store answer; each its own aggregate.
  const tabs = [
    {
      path: "progress",
      summary: "Dashboard Progress tab: cards and daily welds, repairs, cut-outs and rates",
      answer: ZProgressStatistics,
      find: findProgress,
    },
    {
      path: "quality",
      summary: "Dashboard Quality tab: reject rates by welder, procedure and NDE method, flaw types, heat input per pass group",
      answer: ZQualityStatistics,
      find: findQuality,
    },
    {
      path: "timeline",
      summary: "Dashboard Timeline tab: welds, cycles, arc time and downtime per workstation per day",
      answer: ZTimelineStatistics,
      find: findTimeline,
    },
  ];
  for (const tab of tabs) {
    api.get(
      `/api/dashboard/${tab.path}/`,
      {
        schema: { tags: [projectResource.path], summary: tab.summary, querystring: ZDashboardQuery, response: { 200: tab.answer } },
        onRequest: requirePermission("production", "list"),
      },
      async (request, reply) => {
        const user = currentUser(request);
        // Days outside the data's span are refused before anything is counted or cached (docs/decisions.md).
        const outside = dashboardSpanIssues(request.query, new Date().toISOString().slice(0, 10));
        if (Object.keys(outside).length > 0) throw badRequest(outside);
        const statistics = await tab.find(app.db, await scopeOf(user, request.query.project), request.query);
        reply.header("cache-control", "no-store");
        return statistics;
      },
    );
  }
}

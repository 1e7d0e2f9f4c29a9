import { cycles as cycleResource, qualificationOnDay, type TWelderStanding } from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { itemFilter, requirePermission } from "../../crud/scope.js";
import { welderQualifications, welders, weldingProcesses } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { ZWelderStanding } from "../../plugins/openapi-answers.js";
import { weldingDays } from "./traceability.js";

const ZStandingQuery = z.object({ process: z.uuid(), day: z.iso.date() });

/**
 * GET /api/cycles/welder-standing/?process=&day=: every welder of the process's client with their standing for that
 * process on that day, as the weld's traceability judges a cycle's welder (`qualificationOnDay`: the best of their
 * qualifications for the process, continuity counted from their last weld with it before the day). The cycle form's
 * welder picker shows it, so whoever records a cycle (an Inspector too, who has no Welders menu) sees who may weld.
 * A welder holding no qualification for the process answers null ("not qualified").
 */
export async function welderStandingRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/cycles/welder-standing/",
    {
      schema: {
        tags: [cycleResource.path],
        summary: "Each welder's qualification for a welding process on a day (the cycle form's welder picker)",
        querystring: ZStandingQuery,
        response: { 200: ZWelderStanding },
      },
      onRequest: requirePermission("production", "list"),
    },
    async (request): Promise<TWelderStanding> => {
      const user = currentUser(request);
      const { process, day } = request.query;
      const [found] = await app.db
        .select({ id: weldingProcesses.id, client_id: weldingProcesses.client_id })
        .from(weldingProcesses)
        .where(itemFilter(user, weldingProcesses.id, weldingProcesses.client_id, process))
        .limit(1);
      if (!found) throw notFound();
      const [welderRows, held] = await Promise.all([
        app.db
          .select({ id: welders.id })
          .from(welders)
          .where(and(eq(welders.client_id, found.client_id), eq(welders.deleted, false))),
        app.db
          .select({
            welder: welderQualifications.welder,
            qualified_at: welderQualifications.qualified_at,
            expire_at: welderQualifications.expire_at,
          })
          .from(welderQualifications)
          .where(eq(welderQualifications.process, found.id)),
      ]);
      const holders = [...new Set(held.map((row) => row.welder))];
      const days = (await weldingDays(app.db, holders)).filter((row) => row.process === found.id);
      return {
        results: welderRows.map((welder) => ({
          welder: welder.id,
          qualification: qualificationOnDay(
            held.filter((row) => row.welder === welder.id),
            days.filter((row) => row.welder === welder.id).map((row) => row.day),
            day,
          ),
        })),
      };
    },
  );
}

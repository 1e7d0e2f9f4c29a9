import { message } from "@weldtrace/domain";
import { and, eq, isNotNull, max, min, sql, sum } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, itemFilter, requirePermission, tenantFilter } from "../../crud/scope.js";
import { arcStreamContexts, arcStreams, cycles, welds } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, notFound } from "../../plugins/errors.js";
import { regenerateStream } from "./processing.js";

const ZGenerate = z.object({ weld: z.string().optional(), stream: z.string().optional() });
const ZGenerated = z.object({ streams: z.array(z.object({ stream: z.string(), chunks: z.number(), cycles: z.number() })) });

/** Worst first: a weld's verdict is the worst of its cycles'. */
const VERDICT_ORDER = ["out_of_range", "incomplete", "ok", "no-limits"] as const;

const ZWeldData = z.object({
  weld: z.string(),
  name: z.string(),
  project: z.string().nullable(),
  cycles: z.number(),
  verdict: z.enum(VERDICT_ORDER).nullable(),
  arc_time: z.number().nullable(),
  heat_input_min: z.number().nullable(),
  heat_input_max: z.number().nullable(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});

/**
 * cycles/generate/ (re-run the engine over stored raw data after a setting changed) and welds-data/ (each weld's
 * arc data in one row: its engine-made cycles, worst verdict, arc time and heat input range).
 */
export async function edgeGenerateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/cycles/generate/",
    {
      schema: {
        tags: ["cycles"],
        summary:
          "Re-runs the arc-data engine over the stored raw data of a weld's streams or of one stream with the current settings; each stream's engine-made cycles, windows and envelopes are replaced in one transaction",
        body: ZGenerate,
        response: { 200: ZGenerated },
      },
      onRequest: requirePermission("production", "update"),
    },
    async (request) => {
      const user = currentUser(request);
      const { weld, stream } = request.body;
      if ((weld === undefined) === (stream === undefined)) throw badRequest({ non_field_errors: [message("weld_or_stream")] });
      let ids: string[];
      if (stream !== undefined) {
        if (!isUuid(stream)) throw badRequest({ stream: [message("invalid_choice")] });
        const [row] = await app.db
          .select({ id: arcStreams.id })
          .from(arcStreams)
          .where(itemFilter(user, arcStreams.id, arcStreams.client_id, stream))
          .limit(1);
        if (!row) throw notFound();
        ids = [row.id];
      } else {
        // Checked above: one of weld and stream is given.
        if (weld === undefined) throw badRequest({ non_field_errors: [message("weld_or_stream")] });
        if (!isUuid(weld)) throw badRequest({ weld: [message("invalid_choice")] });
        const [row] = await app.db
          .select({ id: welds.id })
          .from(welds)
          .where(itemFilter(user, welds.id, welds.client_id, weld))
          .limit(1);
        if (!row) throw notFound();
        // The streams whose context named the weld, and those that made its cycles.
        const [named, made] = await Promise.all([
          app.db.selectDistinct({ id: arcStreamContexts.stream }).from(arcStreamContexts).where(eq(arcStreamContexts.weld, row.id)),
          app.db
            .selectDistinct({ id: cycles.stream })
            .from(cycles)
            .where(and(eq(cycles.weld, row.id), isNotNull(cycles.stream))),
        ]);
        ids = [...new Set([...named, ...made].map((entry) => String(entry.id)))];
      }
      const streams = [];
      for (const id of ids) {
        const done = await regenerateStream(app, id);
        if (done) streams.push(done);
      }
      return { streams };
    },
  );

  api.get(
    "/api/welds-data/",
    {
      schema: {
        tags: ["cycles"],
        summary:
          "Each weld's arc data in one row (welds with engine-made cycles; ?project= and ?weld= narrow it): cycles, worst verdict, arc time, heat input range, first start and last stop",
        querystring: z.object({ project: z.string().optional(), weld: z.string().optional() }),
        response: { 200: z.array(ZWeldData) },
      },
      onRequest: requirePermission("production", "list"),
    },
    async (request) => {
      const user = currentUser(request);
      const { project, weld } = request.query;
      if (project !== undefined && !isUuid(project)) throw badRequest({ project: [message("invalid_choice")] });
      if (weld !== undefined && !isUuid(weld)) throw badRequest({ weld: [message("invalid_choice")] });
      const rows = await app.db
        .select({
          weld: welds.id,
          name: welds.name,
          project: welds.project,
          cycles: sql<number>`count(${cycles.id})`.mapWith(Number),
          verdicts: sql<string[]>`array_agg(distinct ${cycles.verdict}->>'result')`,
          arc_time: sum(cycles.arc_time).mapWith(Number),
          heat_input_min: min(cycles.heat_input),
          heat_input_max: max(cycles.heat_input),
          started_at: min(cycles.started_at),
          ended_at: max(cycles.ended_at),
        })
        .from(cycles)
        .innerJoin(welds, eq(welds.id, cycles.weld))
        .where(
          and(
            tenantFilter(user, cycles.client_id),
            isNotNull(cycles.stream),
            project ? eq(cycles.project, project) : undefined,
            weld ? eq(cycles.weld, weld) : undefined,
          ),
        )
        .groupBy(welds.id)
        .orderBy(welds.name)
        .limit(1000);
      return rows.map(({ verdicts, ...row }) => ({
        ...row,
        verdict: VERDICT_ORDER.find((result) => verdicts?.includes(result)) ?? null,
        heat_input_min: row.heat_input_min === null ? null : Number(row.heat_input_min),
        heat_input_max: row.heat_input_max === null ? null : Number(row.heat_input_max),
        started_at: row.started_at ? new Date(row.started_at).toISOString() : null,
        ended_at: row.ended_at ? new Date(row.ended_at).toISOString() : null,
      }));
    },
  );
}

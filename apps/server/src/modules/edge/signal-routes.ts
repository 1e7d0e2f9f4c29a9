import type { TArcStats, TCycleVerdict } from "@weldtrace/arc";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import { arcEnvelopes, arcStreams, arcWindows, cycles } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { CHANNELS, decodeEnvelope, type TChannelName } from "./chunks.js";
import { STORED_ENVELOPE_MAX_HZ } from "./processing.js";

/** A chart draws at most about this many buckets: the finest stored level that stays under it is chosen. */
export const MAX_BUCKETS = 6000;

const ZNumbers = z.array(z.number().nullable());
const ZBand = z.object({ min: ZNumbers, max: ZNumbers, mean: ZNumbers });
const ZSignal = z.object({
  sample_rate: z.number(),
  /** Level of the envelope served (buckets per second), null when none is stored yet. */
  hz: z.number().nullable(),
  from_us: z.number().nullable(),
  to_us: z.number().nullable(),
  /** Start time of each bucket, UTC µs. */
  t_us: z.array(z.number()),
  u: ZBand,
  i: ZBand,
  wfs: ZBand,
  ts: ZBand,
  /** The engine's integration windows in the range: their span and means. */
  windows: z.array(
    z.object({
      from_us: z.number(),
      to_us: z.number(),
      voltage: z.number().nullable(),
      current: z.number().nullable(),
      wfs: z.number().nullable(),
      ts: z.number().nullable(),
    }),
  ),
  /** A cycle's bounds, its pass group's ranges (verdict checks) and its alerts (raised). */
  cycle: z
    .object({
      start_us: z.number().nullable(),
      stop_us: z.number().nullable(),
      limits: z.array(z.object({ parameter: z.string(), min: z.number().nullable(), max: z.number().nullable() })),
      alerts: z.array(z.object({ us: z.number(), parameter: z.string(), level: z.string(), recorded_value: z.number().nullable() })),
    })
    .nullable(),
});
export type TSignal = z.infer<typeof ZSignal>;

const finite = (value: number) => (Number.isFinite(value) ? value : null);

/** The envelope of [fromIndex, toIndex) of a stream at the finest stored level under MAX_BUCKETS, and its windows. */
async function signalOf(app: FastifyInstance, stream: typeof arcStreams.$inferSelect, fromIndex: number, toIndex: number) {
  const span = Math.max(1, toIndex - fromIndex);
  const levels = await app.db
    .selectDistinct({ hz: arcEnvelopes.hz })
    .from(arcEnvelopes)
    .where(eq(arcEnvelopes.stream, stream.id))
    .orderBy(asc(arcEnvelopes.hz));
  const choices = levels.map((level) => level.hz).filter((hz) => hz <= STORED_ENVELOPE_MAX_HZ);
  const hz =
    choices
      .slice()
      .reverse()
      .find((candidate) => (span / stream.sample_rate) * candidate <= MAX_BUCKETS) ??
    choices[0] ??
    null;
  const bands = () => ({ min: [] as (number | null)[], max: [] as (number | null)[], mean: [] as (number | null)[] });
  const out = { t_us: [] as number[], u: bands(), i: bands(), wfs: bands(), ts: bands() };
  if (hz !== null) {
    const rows = await app.db
      .select()
      .from(arcEnvelopes)
      .where(
        and(
          eq(arcEnvelopes.stream, stream.id),
          eq(arcEnvelopes.hz, hz),
          lt(arcEnvelopes.from_index, toIndex),
          gt(arcEnvelopes.to_index, fromIndex),
        ),
      )
      .orderBy(asc(arcEnvelopes.from_index));
    for (const row of rows) {
      const envelope = decodeEnvelope(row.data);
      const n = envelope.u.min.length;
      for (let k = 0; k < n; k++) {
        const start = row.from_index + k * row.bucket_samples;
        if (start + row.bucket_samples <= fromIndex || start >= toIndex) continue;
        out.t_us.push(row.from_us + Math.round((k * row.bucket_samples * 1e6) / stream.sample_rate));
        for (const name of CHANNELS as readonly TChannelName[]) {
          out[name].min.push(finite(envelope[name].min[k] as number));
          out[name].max.push(finite(envelope[name].max[k] as number));
          out[name].mean.push(finite(envelope[name].mean[k] as number));
        }
      }
    }
  }
  const windowRows = await app.db
    .select()
    .from(arcWindows)
    .where(and(eq(arcWindows.stream, stream.id), lt(arcWindows.from_index, toIndex), gt(arcWindows.to_index, fromIndex)))
    .orderBy(asc(arcWindows.from_index))
    .limit(20_000);
  const windows = windowRows.map((row) => {
    const stats = row.stats as TArcStats;
    return {
      from_us: row.from_us,
      to_us: row.from_us + Math.round(((row.to_index - row.from_index) * 1e6) / stream.sample_rate),
      voltage: stats.voltage,
      current: stats.current,
      wfs: stats.wfs?.mean ?? null,
      ts: stats.ts?.mean ?? null,
    };
  });
  return {
    sample_rate: stream.sample_rate,
    hz,
    from_us: out.t_us[0] ?? null,
    to_us: out.t_us.length ? (out.t_us.at(-1) as number) + Math.round(1e6 / (hz ?? 1)) : null,
    ...out,
    windows,
  };
}

/**
 * The signal to chart: display envelopes (min, max, mean of U, I, WFS, TS per bucket) and the integration windows
 * of a cycle's raw range (with its bounds, limits and alerts) or of a whole stream.
 */
export async function edgeSignalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.string() });

  api.get(
    "/api/cycles/:id/signal/",
    {
      schema: {
        tags: ["cycles"],
        summary:
          "A cycle's signal to chart: min/max/mean envelopes of U, I, WFS, TS over start − buffer to stop + buffer, its integration windows, bounds, limits and alerts (404 for a cycle typed by hand)",
        params,
        response: { 200: ZSignal },
      },
      onRequest: requirePermission("production", "list"),
    },
    async (request) => {
      const user = currentUser(request);
      if (!isUuid(request.params.id)) throw notFound();
      const [row] = await app.db
        .select({
          raw_from: cycles.raw_from,
          raw_to: cycles.raw_to,
          started_at: cycles.started_at,
          ended_at: cycles.ended_at,
          verdict: cycles.verdict,
          alerts: cycles.alerts,
          stream: arcStreams,
        })
        .from(cycles)
        .innerJoin(arcStreams, eq(arcStreams.id, cycles.stream))
        .where(itemFilter(user, cycles.id, cycles.client_id, request.params.id))
        .limit(1);
      if (!row || row.raw_from === null || row.raw_to === null) throw notFound();
      const signal = await signalOf(app, row.stream, row.raw_from, row.raw_to);
      const verdict = row.verdict as TCycleVerdict | null;
      const alerts = (row.alerts as { type: string; us: number; parameter: string; level: string; recordedValue?: number }[] | null) ?? [];
      return {
        ...signal,
        cycle: {
          start_us: row.started_at ? row.started_at.getTime() * 1000 : null,
          stop_us: row.ended_at ? row.ended_at.getTime() * 1000 : null,
          limits: (verdict?.checks ?? []).map((check) => ({ parameter: check.parameter, min: check.min, max: check.max })),
          alerts: alerts
            .filter((alert) => alert.type === "alert-raised")
            .map((alert) => ({
              us: alert.us,
              parameter: alert.parameter,
              level: alert.level,
              recorded_value: alert.recordedValue ?? null,
            })),
        },
      };
    },
  );

  api.get(
    "/api/edge-streams/:id/signal/",
    {
      schema: {
        tags: ["edge-servers"],
        summary:
          "A stream's signal to chart: min/max/mean envelopes of U, I, WFS, TS of every sample processed, and its integration windows",
        params,
        response: { 200: ZSignal },
      },
      onRequest: requirePermission("edge", "list"),
    },
    async (request) => {
      const user = currentUser(request);
      if (!isUuid(request.params.id)) throw notFound();
      const [stream] = await app.db
        .select()
        .from(arcStreams)
        .where(itemFilter(user, arcStreams.id, arcStreams.client_id, request.params.id))
        .limit(1);
      if (!stream) throw notFound();
      return { ...(await signalOf(app, stream, 0, Math.max(1, stream.next_index))), cycle: null };
    },
  );
}

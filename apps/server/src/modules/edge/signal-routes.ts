import type { TArcStats, TCycleVerdict } from "@weldtrace/arc";
import { codedError, message, RAW_VIEW_MAX_SAMPLES } from "@weldtrace/domain";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import { arcChunks, arcEnvelopes, arcStreams, arcWindows, cycles } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { CHANNELS, decodeColumns, decodeEnvelope, MAX_CHUNK_SAMPLES, readAll, type TChannelName } from "./chunks.js";
import { STORED_ENVELOPE_MAX_HZ } from "./processing.js";

/** A chart draws at most about this many buckets: the finest stored level that stays under it is chosen. */
export const MAX_BUCKETS = 6000;

/** The visible range a zooming chart asks for, data time in µs; both or neither. */
const ZView = z
  .object({
    from_us: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    to_us: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine((view) => (view.from_us === undefined) === (view.to_us === undefined), {
    path: ["to_us"],
    ...codedError(message("required")),
  })
  .refine((view) => view.from_us === undefined || view.to_us === undefined || view.from_us < view.to_us, {
    path: ["to_us"],
    ...codedError(message("history_range")),
  });
type TView = { from_us: number; to_us: number } | null;
const viewOf = (query: z.infer<typeof ZView>): TView =>
  query.from_us !== undefined && query.to_us !== undefined ? { from_us: query.from_us, to_us: query.to_us } : null;

const ZNumbers = z.array(z.number().nullable());
const ZBand = z.object({ min: ZNumbers, max: ZNumbers, mean: ZNumbers });
const ZSignal = z.object({
  sample_rate: z.number(),
  /** Level of the envelope served (buckets per second), null when none is stored yet; the sample rate for raw samples. */
  hz: z.number().nullable(),
  /** True when the buckets were computed from the raw samples of a zoomed view (one sample a bucket at the sample rate). */
  raw: z.boolean(),
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
      /** The spans the statistics leave out (occultation start and stop), empty for cycles made before they were kept. */
      occultation: z.array(z.object({ from_us: z.number(), to_us: z.number() })),
    })
    .nullable(),
});
export type TSignal = z.infer<typeof ZSignal>;

/** A sample kept when it is a finite number (a bucket past the data reads undefined). */
const finite = (value: number | undefined) => (typeof value === "number" && Number.isFinite(value) ? value : null);

type TStream = typeof arcStreams.$inferSelect;
interface TBands {
  min: (number | null)[];
  max: (number | null)[];
  mean: (number | null)[];
}
const bands = (): TBands => ({ min: [], max: [], mean: [] });
/** Bucket start times and the bands of each channel, as the signal answers them. */
const emptySignal = (): { t_us: number[] } & Record<TChannelName, TBands> => ({
  t_us: [],
  u: bands(),
  i: bands(),
  wfs: bands(),
  ts: bands(),
});

/**
 * The raw samples of [fromIndex, toIndex) inside the view, as buckets of `size` samples (min, max, mean of the
 * finite ones); null when the view holds more than RAW_VIEW_MAX_SAMPLES samples. Chunks are read one at a time.
 */
async function rawBuckets(app: FastifyInstance, stream: TStream, fromIndex: number, toIndex: number, view: NonNullable<TView>) {
  const rate = stream.sample_rate;
  const chunks = await app.db
    .select({ file_key: arcChunks.file_key, samples: arcChunks.samples, t0_us: arcChunks.t0_us, first_index: arcChunks.first_index })
    .from(arcChunks)
    .where(
      and(
        eq(arcChunks.stream, stream.id),
        // A chunk holds at most MAX_CHUNK_SAMPLES: those starting earlier end before the range or the view.
        gt(arcChunks.first_index, fromIndex - MAX_CHUNK_SAMPLES),
        lt(arcChunks.first_index, toIndex),
        gt(arcChunks.t0_us, view.from_us - Math.ceil((MAX_CHUNK_SAMPLES * 1e6) / rate)),
        lt(arcChunks.t0_us, view.to_us),
      ),
    )
    .orderBy(asc(arcChunks.seq));
  // Per chunk, the samples [from, to) of it in the range and the view.
  const parts = chunks.flatMap((chunk) => {
    const first = chunk.first_index ?? 0;
    const fromK = Math.max(0, fromIndex - first, Math.ceil(((view.from_us - chunk.t0_us) * rate) / 1e6));
    const toK = Math.min(chunk.samples, toIndex - first, Math.ceil(((view.to_us - chunk.t0_us) * rate) / 1e6));
    return toK > fromK ? [{ chunk, fromK, toK }] : [];
  });
  const count = parts.reduce((total, part) => total + part.toK - part.fromK, 0);
  if (count > RAW_VIEW_MAX_SAMPLES) return null;
  const size = Math.max(1, Math.ceil(count / MAX_BUCKETS));
  const out = emptySignal();
  const sums = { u: 0, i: 0, wfs: 0, ts: 0 };
  const counts = { u: 0, i: 0, wfs: 0, ts: 0 };
  const lows = { u: Infinity, i: Infinity, wfs: Infinity, ts: Infinity };
  const highs = { u: -Infinity, i: -Infinity, wfs: -Infinity, ts: -Infinity };
  let filled = 0;
  const flush = () => {
    for (const name of CHANNELS) {
      const n = counts[name];
      out[name].min.push(n ? lows[name] : null);
      out[name].max.push(n ? highs[name] : null);
      out[name].mean.push(n ? sums[name] / n : null);
      sums[name] = 0;
      counts[name] = 0;
      lows[name] = Infinity;
      highs[name] = -Infinity;
    }
    filled = 0;
  };
  for (const { chunk, fromK, toK } of parts) {
    const columns = decodeColumns(await readAll(await app.fileStore.get(chunk.file_key)), chunk.samples);
    for (let k = fromK; k < toK; k++) {
      if (filled === 0) out.t_us.push(chunk.t0_us + Math.round((k * 1e6) / rate));
      for (const name of CHANNELS) {
        const value = columns[name][k] ?? Number.NaN;
        if (!Number.isFinite(value)) continue;
        sums[name] += value;
        counts[name] += 1;
        if (value < lows[name]) lows[name] = value;
        if (value > highs[name]) highs[name] = value;
      }
      if (++filled === size) flush();
    }
  }
  if (filled > 0) flush();
  return { hz: rate / size, bucketUs: (size * 1e6) / rate, ...out };
}

/**
 * The signal of [fromIndex, toIndex) of a stream and its windows: in a view of at most RAW_VIEW_MAX_SAMPLES, from
 * the raw samples; else the envelope at the finest stored level under MAX_BUCKETS for the span shown.
 */
async function signalOf(app: FastifyInstance, stream: TStream, fromIndex: number, toIndex: number, view: TView = null) {
  const windowRows = await app.db
    .select()
    .from(arcWindows)
    .where(and(eq(arcWindows.stream, stream.id), lt(arcWindows.from_index, toIndex), gt(arcWindows.to_index, fromIndex)))
    .orderBy(asc(arcWindows.from_index))
    .limit(20_000);
  const windows = windowRows
    .map((row) => {
      const stats = row.stats as TArcStats;
      return {
        from_us: row.from_us,
        to_us: row.from_us + Math.round(((row.to_index - row.from_index) * 1e6) / stream.sample_rate),
        voltage: stats.voltage,
        current: stats.current,
        wfs: stats.wfs?.mean ?? null,
        ts: stats.ts?.mean ?? null,
      };
    })
    .filter((window) => !view || (window.to_us > view.from_us && window.from_us < view.to_us));
  const raw = view ? await rawBuckets(app, stream, fromIndex, toIndex, view) : null;
  if (raw) {
    const { hz, bucketUs, ...buckets } = raw;
    const last = buckets.t_us.at(-1);
    return {
      sample_rate: stream.sample_rate,
      hz,
      raw: true,
      from_us: buckets.t_us[0] ?? null,
      to_us: last === undefined ? null : last + Math.round(bucketUs),
      ...buckets,
      windows,
    };
  }
  const span = view ? ((view.to_us - view.from_us) * stream.sample_rate) / 1e6 : Math.max(1, toIndex - fromIndex);
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
  const out = emptySignal();
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
      const bucketUs = (row.bucket_samples * 1e6) / stream.sample_rate;
      for (let k = 0; k < n; k++) {
        const start = row.from_index + k * row.bucket_samples;
        if (start + row.bucket_samples <= fromIndex || start >= toIndex) continue;
        const us = row.from_us + Math.round(k * bucketUs);
        if (view && (us + bucketUs <= view.from_us || us >= view.to_us)) continue;
        out.t_us.push(us);
        for (const name of CHANNELS) {
          out[name].min.push(finite(envelope[name].min[k]));
          out[name].max.push(finite(envelope[name].max[k]));
          out[name].mean.push(finite(envelope[name].mean[k]));
        }
      }
    }
  }
  return {
    sample_rate: stream.sample_rate,
    hz,
    raw: false,
    from_us: out.t_us[0] ?? null,
    to_us: out.t_us.length ? (out.t_us.at(-1) ?? 0) + Math.round(1e6 / (hz ?? 1)) : null,
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
          "A cycle's signal to chart: min/max/mean envelopes of U, I, WFS, TS over start − buffer to stop + buffer, its integration windows, bounds, occultation spans, limits and alerts (404 for a cycle typed by hand). With from_us and to_us (a zoomed view), only that range, from the raw samples when it holds at most 250,000",
        params,
        querystring: ZView,
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
          start_index: cycles.start_index,
          stop_index: cycles.stop_index,
          counted_from: cycles.counted_from,
          counted_to: cycles.counted_to,
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
      const signal = await signalOf(app, row.stream, row.raw_from, row.raw_to, viewOf(request.query));
      const startUs = row.started_at ? row.started_at.getTime() * 1000 : null;
      // Sample index → data time from the cycle's start (the engine's startUs, kept to the millisecond).
      const usOf = (index: number) => (startUs ?? 0) + Math.round(((index - (row.start_index ?? 0)) * 1e6) / row.stream.sample_rate);
      const occultation =
        startUs === null || row.start_index === null || row.stop_index === null || row.counted_from === null || row.counted_to === null
          ? []
          : [
              { from_us: usOf(row.start_index), to_us: usOf(row.counted_from) },
              { from_us: usOf(row.counted_to), to_us: usOf(row.stop_index) },
            ].filter((span) => span.to_us > span.from_us);
      const verdict = row.verdict as TCycleVerdict | null;
      const alerts = (row.alerts as { type: string; us: number; parameter: string; level: string; recordedValue?: number }[] | null) ?? [];
      return {
        ...signal,
        cycle: {
          start_us: startUs,
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
          occultation,
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
          "A stream's signal to chart: min/max/mean envelopes of U, I, WFS, TS of every sample processed, and its integration windows. With from_us and to_us (a zoomed view), only that range, from the raw samples when it holds at most 250,000",
        params,
        querystring: ZView,
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
      return { ...(await signalOf(app, stream, 0, Math.max(1, stream.next_index), viewOf(request.query))), cycle: null };
    },
  );
}

import {
  ArcEngine,
  eventKey,
  type TAlertClearedEvent,
  type TAlertRaisedEvent,
  type TArcEvent,
  type TArcResume,
  type TArcSetup,
  type TCycleEndedEvent,
} from "@weldtrace/arc";
import type { TAlertSupervisor, TTriggerCondition } from "@weldtrace/domain";
import { and, asc, desc, eq, gte, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { TExecutor } from "../../db/client.js";
import {
  alertSupervisors,
  arcChunks,
  arcEnvelopes,
  arcStreamContexts,
  arcStreams,
  arcWindows,
  cycles,
  passGroups,
  weldingProcesses,
  weldingProcessGroups,
  weldingProcessGroupTriggerConditions,
  welds,
} from "../../db/schema/index.js";
import type { TFileStore } from "../../files/store.js";
import { recordHistory } from "../../history/record.js";
import type { TJobQueue } from "../../jobs/queue.js";
import { endsOf } from "../../typed.js";
import { raiseCycleAlerts } from "../alerts/index.js";
import { decodeColumns, encodeEnvelope, readAll } from "./chunks.js";

type TStreamRow = typeof arcStreams.$inferSelect;
type TAlertEvent = TAlertRaisedEvent | TAlertClearedEvent;

/** What is stored in arc_streams.checkpoint: the engine's resume state and the alert events of the cycle still open. */
interface TStoredCheckpoint {
  engine: TArcResume;
  alerts: TAlertEvent[];
}

interface TLiveEngine {
  engine: ArcEngine;
  nextSeq: number;
  alerts: TAlertEvent[];
  passGroup: string | null;
  procedure: string | null;
  process: string | null;
  kFactor: number | null;
}

/**
 * Serial processing per stream, as jobs of the STREAM_QUEUE keyed by the stream (jobs/queue.ts: pg-boss on a
 * PostgreSQL server, shared by every server process; in-process on PGlite). After a chunk is stored (201) or a
 * context arrives, the stream is sent to the queue; one run at a time per stream takes the chunk at `next_seq` while
 * it exists, feeds the engine, upserts the cycles by the engine's eventKey and advances next_seq with the checkpoint
 * in one transaction. Another process, or a restart, rebuilds the engine from the checkpoint and the stored chunks
 * (see `rebuild`), so nothing is lost or created twice.
 */
export const STREAM_QUEUE = "arc-stream";
/** The engines this process holds, by stream: reused while the stream's next_seq is the one they stand at. */
const live = new Map<string, TLiveEngine>();
/** The queues whose workers process streams (tests wait for all of them). */
const queues = new Set<TJobQueue>();

/**
 * This process's share of the stream processing, started when the server is ready and in the background: the
 * server starts even when the database is away (the queue's workers then start at a later attempt). Streams with
 * chunks stored and not processed (a restart, a crash) are sent to the queue again.
 */
export function workStreams(app: FastifyInstance): void {
  let closed = false;
  app.addHook("onClose", async () => {
    closed = true;
    queues.delete(app.jobs);
  });
  const attempt = () => {
    if (closed) return;
    app.jobs
      .work(STREAM_QUEUE, (streamId) => processStream(app, streamId))
      .catch((error: unknown) => {
        app.log.warn({ err: error }, "arc stream processing: the job queue did not start; trying again in 5 s");
        setTimeout(attempt, 5_000).unref();
      });
  };
  const sendPending = () =>
    pendingStreams(app.db)
      .then((ids) => {
        for (const id of ids) scheduleStream(app, id);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "edge servers: the streams waiting for processing could not be listed"));
  let sweep: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    queues.add(app.jobs);
    if (!app.jobs.works) return;
    attempt();
    // A stream's next chunk sends it again if this fails.
    void sendPending();
    // Several processes on pg-boss: a worker killed mid-stream frees its streams' locks at once, but its job stays
    // active until it expires (minutes). The streams it held, if no chunk comes to send them again, are sent by this
    // sweep: another worker takes them over within PENDING_SWEEP_MS (a stream being processed meanwhile only gets a
    // job that finds its lock taken and comes back a second later).
    if (app.jobs.kind === "pg-boss") sweep = setInterval(() => void sendPending(), PENDING_SWEEP_MS).unref();
  });
  app.addHook("onClose", async () => {
    if (sweep) clearInterval(sweep);
  });
}

/** How often a worker on pg-boss sends the streams with chunks waiting (a killed worker's streams are taken over). */
export const PENDING_SWEEP_MS = 5_000;

export function scheduleStream(app: FastifyInstance, streamId: string): void {
  app.jobs
    .send(STREAM_QUEUE, streamId)
    // The chunk is stored: the start's scan of pending streams, or the stream's next chunk, sends it again.
    .catch((error: unknown) => app.log.warn({ err: error, stream: streamId }, "arc stream processing could not be queued"));
}

/** Resolves once no stream is being processed or waits to be (tests, shutdown). */
export async function processingIdle(): Promise<void> {
  for (const queue of [...queues]) await queue.idle(STREAM_QUEUE);
}

/** Forgets the engines held in memory, as a restart would (tests of the resume). */
export function forgetLiveEngines(): void {
  live.clear();
}

/** The engine's set-up from the pass group of the stream's first context: its process group, trigger conditions and alert lines. */
async function setupOf(db: TExecutor, stream: TStreamRow) {
  const [context] = await db
    .select()
    .from(arcStreamContexts)
    .where(eq(arcStreamContexts.stream, stream.id))
    .orderBy(asc(arcStreamContexts.t_us))
    .limit(1);
  if (!context?.pass_group) return null;
  const [found] = await db
    .select({ passGroup: passGroups, group: weldingProcessGroups, process: weldingProcesses.id })
    .from(passGroups)
    .innerJoin(weldingProcesses, eq(weldingProcesses.id, passGroups.process))
    .innerJoin(weldingProcessGroups, eq(weldingProcessGroups.id, weldingProcesses.welding_process_group))
    .where(eq(passGroups.id, context.pass_group))
    .limit(1);
  if (!found) return null;
  const [conditions, lines] = await Promise.all([
    db
      .select()
      .from(weldingProcessGroupTriggerConditions)
      .where(eq(weldingProcessGroupTriggerConditions.welding_process_group, found.group.id)),
    db
      .select()
      .from(alertSupervisors)
      .where(and(eq(alertSupervisors.procedure, found.passGroup.procedure), eq(alertSupervisors.enabled, true)))
      .orderBy(asc(alertSupervisors.index)),
  ]);
  const setup: TArcSetup = {
    sampleRate: stream.sample_rate,
    t0Us: stream.t0_us,
    envelopes: true,
    processGroup: { ...found.group, trigger_conditions: conditions as unknown as TTriggerCondition[] },
    passGroup: found.passGroup,
    alerts: lines as unknown as TAlertSupervisor[],
  };
  return {
    setup,
    passGroup: found.passGroup.id,
    procedure: found.passGroup.procedure,
    process: found.process,
    kFactor: found.passGroup.k_factor,
  };
}

async function chunkColumns(store: TFileStore, chunk: typeof arcChunks.$inferSelect) {
  return decodeColumns(await readAll(await store.get(chunk.file_key)), chunk.samples);
}

/**
 * After a restart: a new engine from the stored checkpoint, fed the chunks already processed from the checkpoint's
 * index on (the first one cut there), so it stands where the crashed one stood; what it gives again was stored.
 */
async function rebuild(app: FastifyInstance, stream: TStreamRow): Promise<TLiveEngine | null> {
  const found = await setupOf(app.db, stream);
  if (!found) return null;
  const stored = stream.checkpoint as TStoredCheckpoint | null;
  const engine = new ArcEngine({ ...found.setup, resume: stored?.engine });
  if (stored) {
    const from = stored.engine.index;
    const chunks = await app.db
      .select()
      .from(arcChunks)
      .where(
        and(
          eq(arcChunks.stream, stream.id),
          sql`${arcChunks.first_index} + ${arcChunks.samples} > ${from}`,
          gte(arcChunks.first_index, 0),
          sql`${arcChunks.seq} < ${stream.next_seq}`,
        ),
      )
      .orderBy(asc(arcChunks.seq));
    for (const chunk of chunks) {
      const columns = await chunkColumns(app.fileStore, chunk);
      const offset = Math.max(0, from - (chunk.first_index ?? 0));
      const cut = (column: Float32Array) => column.subarray(offset);
      engine.push({
        u: cut(columns.u),
        i: cut(columns.i),
        wfs: cut(columns.wfs),
        ts: cut(columns.ts),
        t0_us: chunk.t0_us + Math.round((offset * 1e6) / stream.sample_rate),
        seq: chunk.seq,
      });
    }
  }
  return { engine, nextSeq: stream.next_seq, alerts: stored?.alerts ?? [], ...found };
}

/** Raised in a chunk's transaction when the stream moved on meanwhile (its key's lock was lost with its connection). */
class StreamMovedOn extends Error {}

/**
 * Chunks taken per pass: up to this many contiguous chunks from next_seq (read in one query, fed to the engine one
 * after the other) or about one second at 25 kHz, and their rows, windows and checkpoint written in one transaction.
 */
export const PROCESS_BATCH_CHUNKS = 32;
const PROCESS_BATCH_SAMPLES = 250_000;

/** Processes the stream's chunks from next_seq while they follow each other; says how many (the job's output). */
async function processStream(app: FastifyInstance, streamId: string): Promise<{ chunks: number }> {
  let done = 0;
  // After an engine error inside a batch: one chunk at a time, so the error is recorded on the chunk that made it.
  let limit = PROCESS_BATCH_CHUNKS;
  for (;;) {
    const [stream] = await app.db.select().from(arcStreams).where(eq(arcStreams.id, streamId)).limit(1);
    if (!stream || stream.error) return { chunks: done };
    const found = await app.db
      .select()
      .from(arcChunks)
      .where(and(eq(arcChunks.stream, streamId), gte(arcChunks.seq, stream.next_seq), lt(arcChunks.seq, stream.next_seq + limit)))
      .orderBy(asc(arcChunks.seq));
    // The contiguous run from next_seq (a hole waits for its chunk), cut at about one second of samples.
    const batch: (typeof arcChunks.$inferSelect)[] = [];
    let batchSamples = 0;
    for (const chunk of found) {
      if (chunk.seq !== stream.next_seq + batch.length || (batch.length > 0 && batchSamples >= PROCESS_BATCH_SAMPLES)) break;
      batch.push(chunk);
      batchSamples += chunk.samples;
    }
    if (batch.length === 0) return { chunks: done };
    let current = live.get(streamId);
    if (!current || current.nextSeq !== stream.next_seq) {
      live.delete(streamId);
      const rebuilt = await rebuild(app, stream);
      // No context with a pass group yet: the chunks wait for it (the context route schedules the stream again).
      if (!rebuilt) return { chunks: done };
      current = rebuilt;
    }
    const events: TArcEvent[] = [];
    try {
      for (const chunk of batch) {
        const columns = await chunkColumns(app.fileStore, chunk);
        for (const event of current.engine.push({ ...columns, t0_us: chunk.t0_us, seq: chunk.seq })) events.push(event);
      }
    } catch (error) {
      live.delete(streamId);
      if (batch.length > 1) {
        // Again from the checkpoint, chunk by chunk: the chunks before the failing one are processed, it is recorded.
        limit = 1;
        continue;
      }
      const [chunk] = endsOf(batch);
      await app.db
        .update(arcStreams)
        .set({ error: `seq ${chunk.seq}: ${error instanceof Error ? error.message : String(error)}` })
        .where(eq(arcStreams.id, streamId));
      return { chunks: done };
    }
    const engineState = current;
    // The engine in memory has taken the chunks: if their rows are not committed (connection lost, crash), it is
    // ahead of the database and must be rebuilt from the checkpoint on the next run.
    live.delete(streamId);
    const moved = await app.db
      .transaction(async (tx) => {
        // The stream's row held to the commit: a second run of the stream (possible only when the key's lock went
        // with a lost connection) waits here, then finds next_seq moved and writes nothing. "No key update": a chunk's
        // insert (its key share on the stream through the foreign key) does not wait for it.
        const [held] = await tx
          .select({ next_seq: arcStreams.next_seq })
          .from(arcStreams)
          .where(eq(arcStreams.id, streamId))
          .for("no key update");
        if (held?.next_seq !== stream.next_seq) throw new StreamMovedOn();
        await saveEvents(tx, stream, engineState, events);
        const checkpoint: TStoredCheckpoint = { engine: engineState.engine.checkpoint(), alerts: engineState.alerts };
        let firstIndex = stream.next_index;
        for (const chunk of batch) {
          await tx
            .update(arcChunks)
            .set({ first_index: firstIndex })
            .where(and(eq(arcChunks.stream, streamId), eq(arcChunks.seq, chunk.seq)));
          firstIndex += chunk.samples;
        }
        await tx
          .update(arcStreams)
          .set({ next_seq: stream.next_seq + batch.length, next_index: firstIndex, checkpoint, processed_at: new Date() })
          .where(and(eq(arcStreams.id, streamId), eq(arcStreams.next_seq, stream.next_seq)));
      })
      .then(
        () => false,
        (error: unknown) => {
          if (error instanceof StreamMovedOn) return true;
          throw error;
        },
      );
    // Another run went ahead: this one stops, its engine (behind) forgotten.
    if (moved) return { chunks: done };
    done += batch.length;
    current.nextSeq = stream.next_seq + batch.length;
    live.set(streamId, current);
  }
}

/** Rows of a batch of engine events, in the transaction: envelopes and cycles one by one, windows in multi-row inserts. */
async function saveEvents(tx: TExecutor, stream: TStreamRow, state: TLiveEngine, events: readonly TArcEvent[]): Promise<number> {
  let saved = 0;
  const windows: (typeof arcWindows.$inferInsert)[] = [];
  // By (hz, first sample): a batch's later event of the same key wins, as it would upserted one after the other.
  const envelopes = new Map<string, typeof arcEnvelopes.$inferInsert>();
  for (const event of events) {
    if (event.type === "envelope" && event.hz <= STORED_ENVELOPE_MAX_HZ)
      envelopes.set(`${event.hz}:${event.fromIndex}`, {
        stream: stream.id,
        hz: event.hz,
        from_index: event.fromIndex,
        to_index: event.toIndex,
        from_us: event.fromUs,
        bucket_samples: event.bucketSamples,
        data: encodeEnvelope(event),
      });
    if (event.type === "window")
      windows.push({
        stream: stream.id,
        from_index: event.fromIndex,
        to_index: event.toIndex,
        from_us: event.fromUs,
        cycle: event.cycle,
        stats: event.stats,
      });
    if (event.type === "alert-raised" || event.type === "alert-cleared") state.alerts.push(event);
    if (event.type !== "cycle-ended") continue;
    const alerts = state.alerts.filter((alert) => alert.cycle === event.cycle);
    state.alerts = state.alerts.filter((alert) => alert.cycle !== event.cycle);
    await saveCycle(tx, stream, state, event, alerts, eventKey(stream.id, event));
    saved++;
  }
  // Once per (stream, first sample): a rebuild after a lost commit gives them again.
  for (let at = 0; at < windows.length; at += WINDOW_ROWS_PER_INSERT)
    await tx
      .insert(arcWindows)
      .values(windows.slice(at, at + WINDOW_ROWS_PER_INSERT))
      .onConflictDoNothing();
  // Upserted: a rebuild after a restart gives an envelope again, extended.
  const envelopeRows = [...envelopes.values()];
  for (let at = 0; at < envelopeRows.length; at += WINDOW_ROWS_PER_INSERT)
    await tx
      .insert(arcEnvelopes)
      .values(envelopeRows.slice(at, at + WINDOW_ROWS_PER_INSERT))
      .onConflictDoUpdate({
        target: [arcEnvelopes.stream, arcEnvelopes.hz, arcEnvelopes.from_index],
        set: {
          to_index: sql`excluded.to_index`,
          from_us: sql`excluded.from_us`,
          bucket_samples: sql`excluded.bucket_samples`,
          data: sql`excluded.data`,
        },
      });
  return saved;
}

/** Window and envelope rows per insert statement (7 parameters each, well under PostgreSQL's 65 535). */
const WINDOW_ROWS_PER_INSERT = 2_000;

/** One cycle row per cycle-ended (its eventKey unique): the context in force at the cycle's start names weld, welder, pass group and wire. */
async function saveCycle(
  tx: TExecutor,
  stream: TStreamRow,
  engine: TLiveEngine,
  event: TCycleEndedEvent,
  alerts: TAlertEvent[],
  key: string,
): Promise<void> {
  const [context] = await tx
    .select()
    .from(arcStreamContexts)
    .where(and(eq(arcStreamContexts.stream, stream.id), lte(arcStreamContexts.t_us, event.startUs)))
    .orderBy(desc(arcStreamContexts.t_us))
    .limit(1);
  const [first] = context
    ? [context]
    : await tx
        .select()
        .from(arcStreamContexts)
        .where(eq(arcStreamContexts.stream, stream.id))
        .orderBy(asc(arcStreamContexts.t_us))
        .limit(1);
  const [weld] = first?.weld
    ? await tx.select({ project: welds.project, procedure: welds.procedure }).from(welds).where(eq(welds.id, first.weld)).limit(1)
    : [];
  const passGroup = first?.pass_group ?? engine.passGroup;
  const [process] =
    passGroup && passGroup !== engine.passGroup
      ? await tx
          .select({ process: passGroups.process, k: passGroups.k_factor })
          .from(passGroups)
          .where(eq(passGroups.id, passGroup))
          .limit(1)
      : [{ process: engine.process, k: engine.kFactor }];
  const stats = event.stats;
  const torch = stream.torch === 2 ? 2 : 1;
  const [saved] = await tx
    .insert(cycles)
    .values({
      client_id: stream.client_id,
      weld: first?.weld ?? null,
      project: weld?.project ?? stream.project,
      procedure: weld?.procedure ?? engine.procedure,
      acquisition_status: "done",
      started_at: new Date(event.startUs / 1000),
      ended_at: new Date(event.stopUs / 1000),
      wire_feed_speed: stats.wfs?.mean ?? null,
      travel_speed: stats.ts?.mean ?? null,
      [`with_torch_${torch}`]: true,
      [`pass_group_torch_${torch}`]: passGroup,
      [`welding_process_torch_${torch}`]: process?.process ?? null,
      [`with_heat_input_torch_${torch}`]: stats.heatInput !== null,
      [`k_factor_torch_${torch}`]: process?.k ?? null,
      [`filler_metal_torch_${torch}`]: first?.filler_metal ?? null,
      [`welder_torch_${torch}`]: first?.welder ?? null,
      mean_u: stats.u?.mean ?? null,
      rms_u: stats.u?.rms ?? null,
      mean_i: stats.i?.mean ?? null,
      rms_i: stats.i?.rms ?? null,
      mean_wfs: stats.wfs?.mean ?? null,
      rms_wfs: stats.wfs?.rms ?? null,
      mean_ts: stats.ts?.mean ?? null,
      rms_ts: stats.ts?.rms ?? null,
      arc_energy: stats.arcEnergy[event.verdict.heatInputMethod],
      heat_input: stats.heatInput,
      stream: stream.id,
      event_key: key,
      start_index: event.startIndex,
      stop_index: event.stopIndex,
      raw_from: event.rawFrom,
      raw_to: event.rawTo,
      counted_from: event.countedFrom,
      counted_to: event.countedTo,
      end_reason: event.end,
      arc_time: stats.arcTimeS,
      torch_energy: event.torchEnergyJ,
      arc_stats: stats,
      verdict: event.verdict,
      alerts,
    })
    .onConflictDoNothing({ target: cycles.event_key })
    .returning();
  // A cycle the edge server's data made is a machine write, named by its edge server (none if it existed).
  if (saved) {
    const entry = { client_id: stream.client_id, resource: "cycle", record_id: saved.id, action: "machine" as const };
    await recordHistory(tx, [{ ...entry, after: saved, actor: { id: stream.edge_server, is_machine: true } }]);
  }
  await raiseCycleAlerts(tx, key, alerts);
}

/** Envelope levels kept in the database: 100 Hz and coarser (the 1 kHz level would be 1/25 of the raw data at 25 kHz). */
export const STORED_ENVELOPE_MAX_HZ = 100;

/** Streams with stored chunks not processed yet (a restart schedules them again). */
export async function pendingStreams(db: TExecutor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: arcStreams.id })
    .from(arcStreams)
    .innerJoin(arcChunks, and(eq(arcChunks.stream, arcStreams.id), gte(arcChunks.seq, arcStreams.next_seq)))
    .where(sql`${arcStreams.error} is null`);
  return rows.map((row) => row.id);
}

/** What cycles/generate/ did to one stream. */
export interface TRegenerated {
  stream: string;
  chunks: number;
  cycles: number;
}

/**
 * cycles/generate/: the engine run again over a stream's stored chunks (from seq 0 while they follow each other)
 * with the current settings, and the derived rows — engine-made cycles, windows, envelopes — replaced in one
 * transaction with the stream's checkpoint, so live processing continues from there. Waits for a run in progress;
 * a stream without a context naming a pass group has nothing to regenerate (null).
 */
export async function regenerateStream(app: FastifyInstance, streamId: string): Promise<TRegenerated | null> {
  // Holding the stream's key: no run of its processing meanwhile, in this process or another.
  const done = await app.jobs.exclusive(STREAM_QUEUE, streamId, () => regenerateHeld(app, streamId));
  // Chunks after a hole wait for it, as in live processing.
  if (done) scheduleStream(app, streamId);
  return done;
}

async function regenerateHeld(app: FastifyInstance, streamId: string): Promise<TRegenerated | null> {
  live.delete(streamId);
  const [stream] = await app.db.select().from(arcStreams).where(eq(arcStreams.id, streamId)).limit(1);
  if (!stream) return null;
  const replayed = await replayStream(app.db, app.fileStore, stream);
  if (!replayed) return null;
  const { engine, events, index, seq } = replayed;
  const state: TLiveEngine = { engine, nextSeq: 0, alerts: [], ...replayed.found };
  let saved = 0;
  await app.db.transaction(async (tx) => {
    await tx.delete(cycles).where(and(eq(cycles.stream, streamId), isNotNull(cycles.event_key)));
    await tx.delete(arcWindows).where(eq(arcWindows.stream, streamId));
    await tx.delete(arcEnvelopes).where(eq(arcEnvelopes.stream, streamId));
    saved = await saveEvents(tx, stream, state, events);
    // Each chunk's first sample: the running sum of the samples before it (one statement, whatever the chunks).
    await tx.execute(sql`
      update arc_chunks set first_index = case when numbered.seq < ${seq} then numbered.first else null end
      from (select seq, sum(samples) over (order by seq) - samples as first from arc_chunks where stream = ${streamId}) numbered
      where arc_chunks.stream = ${streamId} and arc_chunks.seq = numbered.seq`);
    const checkpoint: TStoredCheckpoint = { engine: engine.checkpoint(), alerts: state.alerts };
    await tx
      .update(arcStreams)
      .set({ next_seq: seq, next_index: index, checkpoint, error: null, processed_at: new Date() })
      .where(eq(arcStreams.id, streamId));
  });
  state.nextSeq = seq;
  live.set(streamId, state);
  return { stream: streamId, chunks: seq, cycles: saved };
}

/**
 * The engine run over a stream's stored chunks from seq 0 while they follow each other, with the current settings,
 * nothing written: what cycles/generate/ then writes (and, alone, the floor of its benchmark). Null when no context
 * names a pass group.
 */
export async function replayStream(db: TExecutor, store: TFileStore, stream: TStreamRow) {
  const found = await setupOf(db, stream);
  if (!found) return null;
  const engine = new ArcEngine(found.setup);
  const chunks = await db.select().from(arcChunks).where(eq(arcChunks.stream, stream.id)).orderBy(asc(arcChunks.seq));
  const events: TArcEvent[] = [];
  let index = 0;
  let seq = 0;
  for (const chunk of chunks) {
    if (chunk.seq !== seq) break;
    const columns = await chunkColumns(store, chunk);
    for (const event of engine.push({ ...columns, t0_us: chunk.t0_us, seq: chunk.seq })) events.push(event);
    index += chunk.samples;
    seq++;
  }
  return { found, engine, events, index, seq };
}

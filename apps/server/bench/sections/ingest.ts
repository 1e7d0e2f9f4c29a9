import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { regularWelds, SignalGenerator } from "@weldtrace/arc";
import { makeTable, tableToIPC } from "apache-arrow";
import { count, countDistinct, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { arcChunks, arcStreams, cycles } from "../../src/db/schema/index.js";
import { createDiskStore } from "../../src/files/store.js";
import { CHUNK_CONTENT_TYPE, chunkHash, encodeColumns, type TChannelName } from "../../src/modules/edge/chunks.js";
import { processingIdle, replayStream } from "../../src/modules/edge/processing.js";
import { seed } from "../../src/seed/seed.js";
import { call, DEMO_ADMIN } from "../../test/edge-stream.js";
import { markdownTable, type TBenchSection } from "../context.js";
import { benchMachine, putFromClientThread } from "./ingest-client.js";
import { measureKill } from "./ingest-kill.js";

const RATE = 25_000;
/** Samples per chunk: 1 s at 25 kHz. */
const CHUNK = 25_000;

/**
 * fn, with a CPU profile of it written to BENCH_PROFILE_DIR/<name>.cpuprofile when that is set (open it in Chrome's
 * DevTools): where a phase's time goes, in the process that serves the requests and does the processing.
 */
async function profiled<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const directory = process.env.BENCH_PROFILE_DIR;
  if (!directory) return fn();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    return await fn();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(path.join(directory, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** Busy seconds of this thread while fn ran (its event loop's active time): the server's core time. */
async function busySeconds(fn: () => Promise<unknown>): Promise<{ wall: number; busy: number }> {
  const started = performance.now();
  const before = performance.eventLoopUtilization();
  await fn();
  const used = performance.eventLoopUtilization(before);
  return { wall: (performance.now() - started) / 1000, busy: used.active / 1000 };
}

/** Runs `work` over the items with at most `concurrency` at once. */
async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/**
 * Ingest through the real chunk route (Arrow IPC over loopback HTTP, the token checked, the body parsed and
 * validated, compressed into the file store, indexed in PostgreSQL), against the floor measured in the same run:
 * the same chunks compressed, written to a disk store and indexed by a bare insert, without HTTP. Then the
 * processing of what was ingested (the engine, cycles, windows, envelopes) once the streams get their context.
 */
export const ingestSection: TBenchSection = {
  title: "Ingest",
  async run(context) {
    const { server } = context;
    const streams = Number(process.env.BENCH_INGEST_STREAMS ?? 8);
    const seconds = Number(process.env.BENCH_INGEST_SECONDS ?? 8);
    const concurrency = Number(process.env.BENCH_INGEST_CONCURRENCY ?? 8);
    const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof seed>[2];
    await seed(server.db, { adminEmail: "root@platform.test", adminPassword: "root-password-1", demoData: true }, silent);
    const base = server.url;
    const admin = (await call(base, "POST", "/api/api-token-auth/", undefined, DEMO_ADMIN)).body.token as string;
    const edgeServer = ((await call(base, "GET", "/api/edge-servers/", admin)).body as { id: string; project: string | null }[]).find(
      (row) => row.project,
    )?.id as string;
    const machine = (await call(base, "POST", `/api/edge-servers/${edgeServer}/token/`, admin)).body.token as string;

    // One generated weld of `seconds` s at 25 kHz (arc from 0.5 s to 2.5 s before the end: the engine's trailing delay
    // passes, so the cycle closes and its row is written), cut into 1 s chunks, sent by every stream.
    const source = new SignalGenerator({
      seed: 3,
      sampleRate: RATE,
      process: "gmaw-spray",
      welds: [{ gapBeforeS: 0.5, arcS: seconds - 3 }],
      tailS: 2.5,
    });
    const t0 = Date.UTC(2026, 10, 2, 8) * 1000;
    const chunks: { columns: Record<TChannelName, Float32Array>; t0_us: number; arrow: Uint8Array }[] = [];
    for (let k = 0; source.remaining > 0; k++) {
      const part = source.next(CHUNK);
      const columns = { u: part.u.slice(), i: part.i.slice(), wfs: part.wfs.slice(), ts: part.ts.slice() };
      const table = makeTable(columns);
      const t0_us = t0 + k * 1_000_000;
      table.schema.metadata.set("t0_us", String(t0_us));
      chunks.push({ columns, t0_us, arrow: tableToIPC(table, "stream") });
    }
    const samples = streams * chunks.reduce((total, chunk) => total + chunk.columns.u.length, 0);
    const { openStream, giveContext } = await benchMachine(base, machine, RATE, t0);
    const putChunk = async (stream: string, seq: number) => {
      const response = await fetch(`${base}/api/edge/streams/${stream}/chunks/${seq}`, {
        method: "PUT",
        headers: { authorization: `Token ${machine}`, "content-type": "application/vnd.apache.arrow.stream" },
        body: (chunks[seq] as (typeof chunks)[number]).arrow,
      });
      if (response.status !== 201) throw new Error(`chunk ${seq}: ${response.status} ${await response.text()}`);
    };
    const ids: string[] = [];
    for (let s = 0; s < streams; s++) ids.push(await openStream());

    // Through HTTP, the client on its own thread.
    const jobs = ids.flatMap((stream) => chunks.map((_chunk, seq) => ({ stream, seq })));
    const bodies = chunks.map((chunk) => chunk.arrow);
    const http = await profiled("ingest-http", () => busySeconds(() => putFromClientThread({ base, machine, jobs, bodies, concurrency })));

    // The floor: the same rows, compressed, stored and indexed directly (one more set of streams).
    const directory = mkdtempSync(path.join(os.tmpdir(), "weldtrace-bench-ingest-"));
    const store = createDiskStore(directory);
    const floorIds: string[] = [];
    const [template] = await server.db
      .select()
      .from(arcStreams)
      .where(eq(arcStreams.id, ids[0] as string));
    for (let s = 0; s < streams; s++) {
      const [row] = await server.db
        .insert(arcStreams)
        .values({ ...(template as typeof arcStreams.$inferSelect), id: undefined, next_seq: 0, next_index: 0, created_at: undefined })
        .returning({ id: arcStreams.id });
      floorIds.push((row as { id: string }).id);
    }
    const floorJobs = floorIds.flatMap((stream) => chunks.map((chunk, seq) => ({ stream, seq, chunk })));
    const floor = await busySeconds(() =>
      pool(floorJobs, concurrency, async ({ stream, seq, chunk }) => {
        const hash = chunkHash(chunk.t0_us, chunk.columns);
        const bytes = encodeColumns(chunk.columns);
        const key = `bench/${stream}/${seq}`;
        await store.put(key, bytes, CHUNK_CONTENT_TYPE);
        await server.db.insert(arcChunks).values({
          stream,
          seq,
          t0_us: chunk.t0_us,
          samples: chunk.columns.u.length,
          body_hash: hash,
          file_key: key,
          bytes: bytes.length,
        });
      }),
    );
    rmSync(directory, { recursive: true, force: true });
    await server.db.delete(arcStreams).where(sql`${arcStreams.id} in ${floorIds}`);

    const [stored] = (await server.db
      .select({
        bytes: sql<number>`sum(${arcChunks.bytes})`.mapWith(Number),
        samples: sql<number>`sum(${arcChunks.samples})`.mapWith(Number),
      })
      .from(arcChunks)
      .where(sql`${arcChunks.stream} in ${ids}`)) as { bytes: number; samples: number }[];

    // Processing: the streams get their context (a GMAW pass group), which schedules them.
    const processing = await profiled("ingest-processing", () =>
      busySeconds(async () => {
        for (const stream of ids) await giveContext(stream);
        await processingIdle();
      }),
    );
    const processed = (await server.db
      .select({ id: arcStreams.id, next: arcStreams.next_seq, error: arcStreams.error })
      .from(arcStreams)
      .where(sql`${arcStreams.id} in ${ids}`)) as { next: number; error: string | null }[];
    const complete = processed.filter((row) => row.next === chunks.length && row.error === null).length;
    const [processedCycles] = await server.db.select({ rows: count() }).from(cycles).where(inArray(cycles.stream, ids));

    // cycles/generate/ over one longer stream (the design's goal: one hour of 25 kHz in ≤ 2 s), against its floor in
    // the same run: the same stored chunks read, decoded and run through the engine, nothing written.
    const generateSeconds = Number(process.env.BENCH_GENERATE_SECONDS ?? 120);
    const long = new SignalGenerator({
      seed: 5,
      sampleRate: RATE,
      process: "gmaw-spray",
      welds: regularWelds(Math.max(1, Math.floor(generateSeconds / 20)), 15, 4),
      tailS: 3,
    });
    const longBodies: Uint8Array[] = [];
    for (let k = 0; long.remaining > 0; k++) {
      const part = long.next(CHUNK);
      const table = makeTable({ u: part.u.slice(), i: part.i.slice(), wfs: part.wfs.slice(), ts: part.ts.slice() });
      table.schema.metadata.set("t0_us", String(t0 + k * 1_000_000));
      longBodies.push(tableToIPC(table, "stream"));
    }
    const longStream = await openStream();
    await putFromClientThread({
      base,
      machine,
      jobs: longBodies.map((_body, seq) => ({ stream: longStream, seq })),
      bodies: longBodies,
      concurrency,
    });
    await giveContext(longStream);
    await processingIdle();
    const longSamples = longBodies.length * CHUNK;
    // Three times each, alternately; the fastest of each (the least disturbed by the collector and the machine).
    let regenerated: Awaited<ReturnType<typeof call>> | undefined;
    const [longRow] = await server.db.select().from(arcStreams).where(eq(arcStreams.id, longStream));
    const fileStore = createDiskStore(path.join(server.config.dataDir, "files"));
    let replayedEvents = 0;
    const regenerations: { wall: number; busy: number }[] = [];
    const replays: { wall: number; busy: number }[] = [];
    for (let run = 0; run < 3; run++) {
      regenerations.push(
        await profiled(`ingest-generate-${run}`, () =>
          busySeconds(async () => {
            regenerated = await call(base, "POST", "/api/cycles/generate/", admin, { stream: longStream });
          }),
        ),
      );
      if (regenerated?.status !== 200) throw new Error(`cycles/generate: ${regenerated?.status} ${JSON.stringify(regenerated?.body)}`);
      replays.push(
        await busySeconds(async () => {
          replayedEvents = (await replayStream(server.db, fileStore, longRow as typeof arcStreams.$inferSelect))?.events.length ?? 0;
        }),
      );
    }
    const fastest = (runs: { wall: number; busy: number }[]) =>
      [...runs].sort((x, y) => x.wall - y.wall)[0] as { wall: number; busy: number };
    const regenerate = fastest(regenerations);
    const replay = fastest(replays);

    // Lag: fresh streams with their context first, chunks sent in real time (one a second per stream); from each
    // chunk's 201 to the commit of its processing (the stream's next_seq past it: the cycles, windows and alerts it
    // closes are written in that transaction), polled every 20 ms.
    const measureLag = async (count: number) => {
      const lagStreams: string[] = [];
      for (let s = 0; s < count; s++) {
        const stream = await openStream();
        await giveContext(stream);
        lagStreams.push(stream);
      }
      const acknowledged = new Map<string, number>();
      const processedAt = new Map<string, number>();
      let sending = true;
      const lagStarted = performance.now();
      const poller = (async () => {
        while (sending || processedAt.size < acknowledged.size) {
          const rows = (await server.db
            .select({ id: arcStreams.id, next: arcStreams.next_seq })
            .from(arcStreams)
            .where(sql`${arcStreams.id} in ${lagStreams}`)) as { id: string; next: number }[];
          const now = performance.now();
          for (const row of rows) {
            for (let seq = 0; seq < row.next; seq++) {
              const key = `${row.id}/${seq}`;
              if (acknowledged.has(key) && !processedAt.has(key)) processedAt.set(key, now);
            }
          }
          if (!sending && performance.now() - lagStarted > (chunks.length + 30) * 1000) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      for (let seq = 0; seq < chunks.length; seq++) {
        const due = lagStarted + seq * 1000;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        await Promise.all(
          lagStreams.map(async (stream) => {
            await putChunk(stream, seq);
            acknowledged.set(`${stream}/${seq}`, performance.now());
          }),
        );
      }
      sending = false;
      await poller;
      await processingIdle();
      const lags = [...acknowledged]
        .map(([key, at]) => (processedAt.get(key) ?? Number.NaN) - at)
        .filter(Number.isFinite)
        .sort((a, b) => a - b);
      const quantile = (q: number) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))] ?? Number.NaN;
      return `${count} streams sending one chunk a second in real time (${((count * CHUNK) / 1e6).toFixed(2)} M samples/s; ${lags.length} of ${acknowledged.size} chunks seen processed): p50 ${quantile(0.5).toFixed(0)} ms, p95 ${quantile(0.95).toFixed(0)} ms, max ${(lags.at(-1) ?? Number.NaN).toFixed(0)} ms`;
    };
    const lagLines: string[] = [];
    for (const count of (process.env.BENCH_INGEST_LAG_STREAMS ?? `${streams},32`).split(",").map(Number))
      lagLines.push(await measureLag(count));

    // Faults: every database connection of the server terminated while 8 more streams are ingested and processed at
    // once (PostgreSQL only: PGlite runs inside the process). Every chunk must be stored and processed once.
    let killLine = "not run on the embedded database.";
    let faultLine = "not run on the embedded database (PGlite runs inside the process and cannot lose its connection).";
    if (context.mode === "postgres") {
      const faultIds: string[] = [];
      for (let s = 0; s < streams; s++) {
        const stream = await openStream();
        await giveContext(stream);
        faultIds.push(stream);
      }
      const database = ((await server.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] })
        .rows[0]?.name;
      const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await killer.connect();
      const sending = putFromClientThread({
        base,
        machine,
        jobs: faultIds.flatMap((stream) => chunks.map((_chunk, seq) => ({ stream, seq }))),
        bodies,
        concurrency,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const faultAt = performance.now();
      const terminated = (
        await killer.query("select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1", [database])
      ).rows[0]?.n as number;
      await killer.end();
      const retried = await sending;
      await processingIdle();
      const recovered = (performance.now() - faultAt) / 1000;
      const made = await server.db
        .select({ rows: count(), keys: countDistinct(cycles.event_key) })
        .from(cycles)
        .where(inArray(cycles.stream, faultIds));
      const [withoutFault] = await server.db
        .select({ rows: count() })
        .from(cycles)
        .where(eq(cycles.stream, ids[0] as string));
      const done = await server.db
        .select({ next: arcStreams.next_seq, error: arcStreams.error })
        .from(arcStreams)
        .where(inArray(arcStreams.id, faultIds));
      const complete = done.filter((row) => row.next === chunks.length && row.error === null).length;
      faultLine = `${terminated} server connections terminated 0.3 s into sending ${faultIds.length} streams × ${chunks.length} chunks (processing on): ${retried} tries answered 503 or cut and sent again; ${complete}/${faultIds.length} streams complete, ${made[0]?.rows} cycles in ${made[0]?.keys} event keys (${(withoutFault?.rows ?? 0) * faultIds.length} expected, as without the fault), ${recovered.toFixed(2)} s from the fault to the last chunk processed.`;
      killLine = await measureKill({ bodies, streams, concurrency, rate: RATE, t0 });
    }

    const rate = (seconds: number) => `${(samples / seconds / 1e6).toFixed(2)} M`;
    return [
      `${streams} streams × ${chunks.length} chunks of ${CHUNK.toLocaleString("en")} samples (4 Float32 channels at 25 kHz: ${(samples / 1e6).toFixed(1)} M samples), ${concurrency} requests at once; for the HTTP case the client runs on a thread of its own and the server thread's busy time is its core time.`,
      "",
      markdownTable(
        ["case", "seconds", "samples/s", "server thread busy (s)", "samples per busy second", "ratio to the floor (per busy second)"],
        [
          [
            "PUT chunks (Arrow IPC over HTTP from a client thread, 201 once stored)",
            http.wall.toFixed(2),
            rate(http.wall),
            http.busy.toFixed(2),
            rate(http.busy),
            (floor.busy / http.busy).toFixed(2),
          ],
          [
            "floor: compress + disk store + bare insert of the same rows",
            floor.wall.toFixed(2),
            rate(floor.wall),
            floor.busy.toFixed(2),
            rate(floor.busy),
            "1.00",
          ],
          [
            `processing into cycles, windows and envelopes (${complete}/${streams} streams complete, ${processedCycles?.rows ?? 0} cycles)`,
            processing.wall.toFixed(2),
            rate(processing.wall),
            processing.busy.toFixed(2),
            rate(processing.busy),
            "–",
          ],
        ],
      ),
      "",
      `cycles/generate/ over one stream of ${longBodies.length} s (${(longSamples / 1e6).toFixed(2)} M samples, ${regenerated?.body.streams?.[0]?.cycles ?? "?"} cycles): ${regenerate.wall.toFixed(2)} s (${(longSamples / regenerate.wall / 1e6).toFixed(2)} M samples/s; one hour of 25 kHz, 90 M samples, would take ${((90e6 / longSamples) * regenerate.wall).toFixed(0)} s at that rate; goal ≤ 2 s). Its floor, the same chunks read, decoded and run through the engine with nothing written (${replayedEvents} events): ${replay.wall.toFixed(2)} s (${(longSamples / replay.wall / 1e6).toFixed(2)} M samples/s, an hour in ${((90e6 / longSamples) * replay.wall).toFixed(0)} s); ratio ${(replay.wall / regenerate.wall).toFixed(2)}.`,
      "",
      `Lag from a chunk's 201 to its processing committed (goal p95 ≤ 2,000 ms; the engine holds back its trailing delay, longest "during" + stop occultation, so a cycle's row follows its stop by that much more):`,
      ...lagLines.map((line) => `- ${line}`),
      "",
      `Connection loss during ingest: ${faultLine}`,
      "",
      `kill -9 during ingest: ${killLine}`,
      "",
      `Bytes stored per sample (Float32 columns byte-shuffled, Brotli quality 1): ${stored ? (stored.bytes / stored.samples).toFixed(2) : "–"} (raw: 16).`,
    ].join("\n");
  },
};

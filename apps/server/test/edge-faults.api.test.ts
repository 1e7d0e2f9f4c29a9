import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { processingIdle } from "../src/modules/edge/processing.js";
import {
  call,
  downloadedSamples,
  openDemoStream,
  openStreamOf,
  streamCycles,
  streamState,
  type TJsonChunk,
  weldChunks,
} from "./edge-stream.js";
import { startTestServer, type TTestServer } from "./helpers.js";
import { cleanups, connect, freshDatabase, processEnv, runCleanups, tempDataDir, urlOf, waitForDemoStream } from "./server-database.js";
import { freePort, startServerProcess } from "./server-process.js";

const onServer = Boolean(process.env.TEST_DATABASE_URL);
afterEach(runCleanups);

/** Statements of the database waiting on a lock. */
async function waiting(client: pg.Client, database: string): Promise<number> {
  const result = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'", [
    database,
  ]);
  return result.rows[0].n as number;
}

const put = (base: string, machine: string, stream: string, seq: number, chunk: TJsonChunk) =>
  call(base, "PUT", `/api/edge/streams/${stream}/chunks/${seq}`, machine, chunk);

/** The two generated welds gave two cycles, one row each, and the stream's samples are the ones sent. */
async function expectComplete(base: string, demo: Awaited<ReturnType<typeof openDemoStream>>, sent: TJsonChunk[]) {
  const cycles = await streamCycles(base, demo);
  expect(cycles).toHaveLength(2);
  expect(new Set(cycles.map((cycle) => cycle.event_key ?? cycle.id)).size).toBe(2);
  const starts = cycles.map((cycle) => Date.parse(cycle.started_at)).sort((a, b) => a - b);
  expect(starts[1]! - starts[0]!).toBeGreaterThan(5000);
  const samples = await downloadedSamples(base, demo);
  expect(samples.chunks).toBe(sent.length);
  expect(Buffer.from(samples.u.buffer).equals(Buffer.from(Float32Array.from(sent.flatMap((chunk) => chunk.u)).buffer))).toBe(true);
  expect(Buffer.from(samples.i.buffer).equals(Buffer.from(Float32Array.from(sent.flatMap((chunk) => chunk.i)).buffer))).toBe(true);
}

describe.skipIf(!onServer)("ingest faults (PostgreSQL)", () => {
  it("answers 503 + Retry-After to a chunk whose connection is lost while it is stored and a cycle saved; the retry stores it, the stream completes once", async () => {
    const server: TTestServer = await startTestServer();
    cleanups.push(() => server.close());
    const { seed } = await import("../src/seed/seed.js");
    const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof seed>[2];
    await seed(server.db, { adminEmail: "root@platform.test", adminPassword: "root-password-1", demoData: true }, silent);
    const demo = await openDemoStream(server.url);
    const sent = weldChunks();
    const database = ((await server.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!
      .name;
    const admin = await connect(process.env.TEST_DATABASE_URL as string);
    cleanups.push(() => admin.end());
    const holder = await connect(urlOf(database));
    cleanups.push(() => holder.end());

    // Cycles held: processing stops inside its transaction at the first cycle-ended (chunk ~20, the first weld's
    // end), its engine in memory past what the database has.
    await holder.query("begin");
    await holder.query("lock table cycles in share mode");
    const last = sent.length - 1;
    for (let seq = 0; seq < last; seq++) expect((await put(server.url, demo.machine, demo.stream, seq, sent[seq]!)).status).toBe(201);
    await expect.poll(() => waiting(admin, database), { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(1);
    // Chunk rows held too: the last chunk is written to the file store, its index row waits.
    await holder.query("lock table arc_chunks in share mode");
    const lost = put(server.url, demo.machine, demo.stream, last, sent[last]!);
    await expect.poll(() => waiting(admin, database), { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(2);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [database]);
    const answer = await lost;
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe("5");
    expect(answer.body).toMatchObject({ code: "database_unavailable" });
    await processingIdle();

    // The edge server retries after Retry-After (here sooner) until the database answers: stored then; the stream
    // is processed to its end from the last checkpoint.
    let retry = await put(server.url, demo.machine, demo.stream, last, sent[last]!);
    for (let attempt = 0; retry.status === 503 && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      retry = await put(server.url, demo.machine, demo.stream, last, sent[last]!);
    }
    expect(retry.status).toBe(201);
    await processingIdle();
    expect(await streamState(server.url, demo)).toMatchObject({ chunks: sent.length, next_seq: sent.length, lag: 0, error: null });
    // Everything again: nothing new.
    for (let seq = 0; seq < sent.length; seq++)
      expect((await put(server.url, demo.machine, demo.stream, seq, sent[seq]!)).status).toBe(200);
    await processingIdle();
    await expectComplete(server.url, demo, sent);
  }, 120_000);

  it("keeps every acknowledged chunk through a kill -9 of the server process during streaming; after a restart the re-send completes the stream without a duplicate", async () => {
    const { name } = await freshDatabase();
    const dataDir = tempDataDir("weldtrace-kill-");
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = processEnv(name, dataDir, port, { ADMIN_EMAIL: "root@platform.test", ADMIN_PASSWORD: "root-password-1" });
    let child = await startServerProcess(env, base);
    cleanups.push(async () => {
      child.kill("SIGKILL");
    });
    // The start's own demo stream first (it issues and revokes the edge server's token): then ours.
    await waitForDemoStream(base);
    const demo = await openDemoStream(base);
    const sent = weldChunks();

    // Streaming: one chunk after the other, then ten at once, and the process killed while they are in flight.
    const acknowledged = new Set<number>();
    for (let seq = 0; seq < 20; seq++) {
      expect((await put(base, demo.machine, demo.stream, seq, sent[seq]!)).status).toBe(201);
      acknowledged.add(seq);
    }
    const inFlight = Array.from({ length: 10 }, (_, k) =>
      put(base, demo.machine, demo.stream, 20 + k, sent[20 + k]!).then(
        (answer) => {
          if (answer.status === 201) acknowledged.add(20 + k);
        },
        () => {},
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Listened for before the kill: the exit can come while the requests in flight settle, and a listener added
    // after it would wait for ever (the test hung so, now and then, on a loaded machine).
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await Promise.all(inFlight);
    await exited;

    child = await startServerProcess(env, base);
    // Every chunk acknowledged before the kill is there: sent again, it answers 200.
    for (const seq of acknowledged) expect((await put(base, demo.machine, demo.stream, seq, sent[seq]!)).status).toBe(200);
    for (let seq = 0; seq < sent.length; seq++)
      expect([200, 201]).toContain((await put(base, demo.machine, demo.stream, seq, sent[seq]!)).status);
    await expect.poll(async () => (await streamState(base, demo))?.next_seq, { timeout: 60_000, interval: 250 }).toBe(sent.length);
    expect(await streamState(base, demo)).toMatchObject({ chunks: sent.length, lag: 0, error: null });
    await expectComplete(base, demo, sent);
  }, 240_000);
});

describe.skipIf(!onServer)("two server processes on one database (pg-boss)", () => {
  it("share the processing of four streams whose chunks go to either process: each chunk processed once, by one or the other, two cycles a stream, no duplicate", async () => {
    const { name } = await freshDatabase();
    // One file store for both, as two servers behind a load balancer share S3.
    const dataDir = tempDataDir("weldtrace-two-");
    const env = (port: number) => processEnv(name, dataDir, port);
    const bases: string[] = [];
    for (let n = 0; n < 2; n++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const child = await startServerProcess(env(port), base);
      cleanups.push(async () => {
        child.kill("SIGKILL");
      });
      // The first start seeds and sends the demo stream; the second finds them.
      if (n === 0) await waitForDemoStream(base);
      bases.push(base);
    }
    const first = await openDemoStream(bases[0]!);
    const streams = [first];
    for (let n = 1; n < 4; n++) streams.push(await openStreamOf(bases[n % 2]!, first));
    const sent = weldChunks();

    // Chunk k of stream s goes to process (k + s) mod 2: both processes are sent work for every stream.
    await Promise.all(
      streams.map(async (stream, s) => {
        for (let seq = 0; seq < sent.length; seq++)
          expect((await put(bases[(seq + s) % 2]!, stream.machine, stream.stream, seq, sent[seq]!)).status).toBe(201);
      }),
    );
    for (const stream of streams) {
      await expect.poll(async () => (await streamState(bases[1]!, stream))?.next_seq, { timeout: 60_000, interval: 250 }).toBe(sent.length);
      expect(await streamState(bases[0]!, stream)).toMatchObject({ chunks: sent.length, lag: 0, error: null });
      await expectComplete(bases[0]!, stream, sent);
    }
    // Each job's output names its process and the chunks it committed: both processes took part, and the chunks
    // committed add up to the chunks sent (the demo stream's included), none twice.
    const database = await connect(urlOf(name));
    cleanups.push(() => database.end());
    const byProcess = await database.query(
      `select output->>'pid' as pid, sum((output->>'chunks')::int)::int as chunks
       from (select output from pgboss.job where name = 'arc-stream' and state = 'completed'
             union all select output from pgboss.archive where name = 'arc-stream' and state = 'completed') jobs
       where output ? 'chunks' group by 1`,
    );
    const demoChunks = (await database.query("select count(*)::int as n from arc_chunks")).rows[0].n - streams.length * sent.length;
    expect(byProcess.rows).toHaveLength(2);
    for (const row of byProcess.rows) expect(row.chunks).toBeGreaterThan(0);
    expect(byProcess.rows.reduce((sum, row) => sum + row.chunks, 0)).toBe(streams.length * sent.length + demoChunks);
  }, 300_000);
});

describe.skipIf(!onServer)("demo data (a real start)", () => {
  it("ingests the demo edge server's stream through the machine API on a fresh start: two cycles of NS-W-0005 with their signal, the token revoked after", async () => {
    const { name } = await freshDatabase();
    const dataDir = tempDataDir("weldtrace-demo-");
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = await startServerProcess(processEnv(name, dataDir, port), base);
    cleanups.push(async () => {
      child.kill("SIGKILL");
    });
    const token = (await call(base, "POST", "/api/api-token-auth/", undefined, { email: "admin@demo.example", password: "demo-weld-2026" }))
      .body.token as string;
    const list = (await call(base, "GET", "/api/edge-servers/", token)).body as Record<string, any>[];
    const edge = list.find((row) => row.project) as Record<string, any>;
    const detail = async () => (await call(base, "GET", `/api/edge-servers/${edge.id}/`, token)).body as Record<string, any>;
    // Done when the token used is revoked (after the last chunk) and nothing waits for processing.
    const done = async () => {
      const state = await detail();
      return state.has_token === false && state.streams[0]?.chunks > 0 && state.streams[0]?.lag === 0;
    };
    await expect.poll(done, { timeout: 90_000, interval: 500 }).toBe(true);
    const server = await detail();
    expect(server).toMatchObject({ hostname: "edge-ns-01", has_token: false });
    expect(server.streams).toHaveLength(1);
    const weld = (await call(base, "GET", "/api/welds/?search=NS-W-0005", token)).body.results[0].id as string;
    const cycles = (
      (await call(base, "GET", `/api/cycles/?weld=${weld}&page_size=100`, token)).body.results as Record<string, any>[]
    ).filter((row) => row.stream === server.streams[0].id);
    expect(cycles).toHaveLength(2);
    for (const cycle of cycles) {
      const signal = await call(base, "GET", `/api/cycles/${cycle.id}/signal/`, token);
      expect(signal.status).toBe(200);
      expect(signal.body.t_us.length).toBeGreaterThan(1000);
    }
  }, 180_000);
});

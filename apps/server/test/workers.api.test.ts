// PostgreSQL too: worker processes (ROLE=worker) beside an API process (ROLE=api) on one database, one killed with kill -9.
// Processing runs in worker processes apart from the API process: the API only stores chunks and sends jobs; a
// worker killed while it holds a stream hands it to another within seconds (the pending-stream sweep), and no cycle
// is lost or made twice. PostgreSQL only: the embedded database lives inside one process (ROLE=api is refused there).
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import type pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { call, openDemoStream, openStreamOf, streamCycles, streamState, type TJsonChunk, weldChunks } from "./edge-stream.js";
import { cleanups, connect, freshDatabase, processEnv, runCleanups, tempDataDir, urlOf, waitForDemoStream } from "./server-database.js";
import { freePort, startServerProcess } from "./server-process.js";

const onServer = Boolean(process.env.TEST_DATABASE_URL);
afterEach(runCleanups);

/** `npm run worker`'s process (src/main.ts --role=worker), waited for until it logs that it is ready. */
async function startWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts", "--role=worker"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...env, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cleanups.push(async () => {
    child.kill("SIGKILL");
  });
  let output = "";
  const collect = (data: Buffer) => {
    output += data.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  await expect
    .poll(
      () => {
        if (child.exitCode !== null) throw new Error(`the worker exited (${child.exitCode}): ${output.slice(-2000)}`);
        return output.includes("worker") && output.includes("ready");
      },
      { timeout: 90_000, interval: 100 },
    )
    .toBe(true);
  return child;
}

/** Advisory locks (a stream being processed) held now by the connections of one process, named by PGAPPNAME. */
async function locksHeldBy(database: pg.Client, applicationName: string): Promise<number> {
  const result = await database.query(
    `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted and a.application_name = $1`,
    [applicationName],
  );
  return result.rows[0].n as number;
}

describe("process roles", () => {
  it("reads ROLE as all (unset), api or worker, and refuses any other value", () => {
    expect(loadConfig({}).role).toBe("all");
    expect(loadConfig({ ROLE: "Worker" }).role).toBe("worker");
    expect(loadConfig({ ROLE: "api" }).role).toBe("api");
    expect(() => loadConfig({ ROLE: "sideways" })).toThrow("ROLE must be one of all, api, worker");
  });

  it("refuses to start with ROLE=api on the embedded database: exit 1, the reason named", async () => {
    for (const [role, reason] of [["api", "needs a PostgreSQL server"]]) {
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: path.resolve(import.meta.dirname, ".."),
        env: { ...process.env, ROLE: role, DATABASE_URL: "", DATA_DIR: tempDataDir("weldtrace-role-") },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stderr?.on("data", (data: Buffer) => {
        output += data.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).not.toBe(0);
      expect(output).toContain(reason);
    }
  }, 120_000);
});

describe.skipIf(!onServer)("worker processes (ROLE=worker) and an API process (ROLE=api)", () => {
  it("the API process processes nothing; a worker killed with kill -9 while it holds a stream hands its streams to the other within seconds: every stream complete, two cycles each, none twice", async () => {
    const { name } = await freshDatabase();
    const dataDir = tempDataDir("weldtrace-workers-");
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = await startServerProcess(processEnv(name, dataDir, port, { ROLE: "api", PGAPPNAME: "weldtrace-api" }), base);
    cleanups.push(async () => {
      api.kill("SIGKILL");
    });
    const workerEnv = (label: string) => processEnv(name, dataDir, port, { PGAPPNAME: label });
    const [first, second] = await Promise.all([startWorker(workerEnv("weldtrace-worker-a")), startWorker(workerEnv("weldtrace-worker-b"))]);
    // The demo stream the API process sends at start is processed by the workers.
    await waitForDemoStream(base);

    // The second worker is frozen: only the first takes the streams' jobs, so it surely holds one when killed.
    second.kill("SIGSTOP");
    cleanups.push(async () => {
      second.kill("SIGCONT");
    });
    const database = await connect(urlOf(name));
    cleanups.push(() => database.end());
    const demo = await openDemoStream(base);
    const streams = [demo];
    for (let n = 1; n < 4; n++) streams.push(await openStreamOf(base, demo));
    const sent: TJsonChunk[] = weldChunks();
    const sending = Promise.all(
      streams.map(async (stream) => {
        for (let seq = 0; seq < sent.length; seq++) {
          const answer = await call(base, "PUT", `/api/edge/streams/${stream.stream}/chunks/${seq}`, stream.machine, sent[seq]);
          expect(answer.status).toBe(201);
        }
      }),
    );
    // Killed the moment it holds a stream's lock: mid-processing.
    await expect.poll(() => locksHeldBy(database, "weldtrace-worker-a"), { timeout: 60_000, interval: 10 }).toBeGreaterThan(0);
    first.kill("SIGKILL");
    await sending;
    const atKill = await Promise.all(streams.map(async (stream) => (await streamState(base, stream))?.next_seq as number));
    expect(atKill.some((next) => next < sent.length)).toBe(true);

    const resumed = Date.now();
    second.kill("SIGCONT");
    for (const stream of streams) {
      await expect.poll(async () => (await streamState(base, stream))?.next_seq, { timeout: 60_000, interval: 250 }).toBe(sent.length);
      expect(await streamState(base, stream)).toMatchObject({ chunks: sent.length, lag: 0, error: null });
      const cycles = await streamCycles(base, stream);
      expect(cycles).toHaveLength(2);
      expect(new Set(cycles.map((cycle) => cycle.event_key ?? cycle.id)).size).toBe(2);
    }
    // Well before the killed worker's job expires (pg-boss: 120 s): the sweep (every 5 s) sent its streams again.
    expect(Date.now() - resumed).toBeLessThan(60_000);

    // Jobs name the process that ran them: the two workers did, the API process never did.
    const byProcess = await database.query(
      `select distinct output->>'pid' as pid
       from (select output from pgboss.job where name = 'arc-stream' and state = 'completed'
             union all select output from pgboss.archive where name = 'arc-stream' and state = 'completed') jobs
       where output ? 'chunks'`,
    );
    const pids = byProcess.rows.map((row) => Number(row.pid));
    expect(pids).toContain(second.pid);
    expect(pids).not.toContain(api.pid);
    // The API process serves, but keeps no job worker of its own.
    const health = await call(base, "GET", "/api/health");
    expect(health.status).toBe(200);
  }, 300_000);
});

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { call, DEMO_ADMIN } from "../../test/edge-stream.js";
import { putFromClientThread } from "./ingest-client.js";

/**
 * kill -9 during ingest, measured: `npm start`'s server (src/main.ts) on a database of its own, 8 streams sending
 * with processing on, the process killed 0.3 s in and started again; the client (a thread) tries each chunk again
 * until it is answered. Says whether every stream completed, how many cycles against how many event keys, and the
 * time from the kill to the last chunk processed (the restart included).
 */
export async function measureKill(options: {
  bodies: Uint8Array[];
  streams: number;
  concurrency: number;
  rate: number;
  t0: number;
}): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `weldtrace_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "weldtrace-bench-kill-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    DEMO_DATA: "1",
    LOG_LEVEL: "error",
    RATE_LIMIT_WRITES_PER_MINUTE: "100000",
    RATE_LIMIT_READS_PER_MINUTE: "1000000",
  };
  let child = await startProcess(env, base);
  try {
    const token = (await call(base, "POST", "/api/api-token-auth/", undefined, DEMO_ADMIN)).body.token as string;
    const edge = ((await call(base, "GET", "/api/edge-servers/", token)).body as { id: string; project: string | null }[]).find(
      (row) => row.project,
    ) as { id: string };
    // The start's own demo stream issues and revokes this edge server's token: ours comes after it.
    for (let waited = 0; waited < 120; waited++) {
      const state = (await call(base, "GET", `/api/edge-servers/${edge.id}/`, token)).body;
      if (state.has_token === false && state.streams[0]?.chunks > 0 && state.streams[0]?.lag === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const machine = (await call(base, "POST", `/api/edge-servers/${edge.id}/token/`, token)).body.token as string;
    const setup = (
      await call(base, "POST", "/api/edge/ping/", machine, {
        hostname: "bench",
        version: "1",
        distribution: "bench",
        network_devices: [],
        time: new Date().toISOString(),
      })
    ).body;
    const wire = setup.process_groups.find((group: { name: string }) => group.name.startsWith("GMAW"));
    const passGroup = setup.pass_groups.find((row: { welding_process_group: string }) => row.welding_process_group === wire.id);
    const ids: string[] = [];
    for (let k = 0; k < options.streams; k++) {
      const opened = await call(base, "POST", "/api/edge/streams/", machine, {
        workstation: setup.workstations[0].id,
        torch: 1,
        sample_rate: options.rate,
        t0_us: options.t0,
      });
      const id = opened.body.id as string;
      await call(base, "POST", `/api/edge/streams/${id}/context/`, machine, {
        t_us: options.t0,
        pass_group: passGroup.id,
        welder: setup.welders[0].id,
      });
      ids.push(id);
    }
    const sending = putFromClientThread({
      base,
      machine,
      jobs: ids.flatMap((stream) => options.bodies.map((_body, seq) => ({ stream, seq }))),
      bodies: options.bodies,
      concurrency: options.concurrency,
      patience: 900,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const killedAt = performance.now();
    child.kill("SIGKILL");
    await exited;
    child = await startProcess(env, base);
    const restarted = (performance.now() - killedAt) / 1000;
    const retried = await sending;
    const database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
    try {
      let complete = 0;
      for (let waited = 0; waited < 600; waited++) {
        const rows = await database.query(
          "select count(*)::int as n from arc_streams where id = any($1) and next_seq = $2 and error is null",
          [ids, options.bodies.length],
        );
        complete = rows.rows[0].n as number;
        if (complete === ids.length) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const processedIn = (performance.now() - killedAt) / 1000;
      const made = (
        await database.query("select count(*)::int as rows, count(distinct event_key)::int as keys from cycles where stream = any($1)", [
          ids,
        ])
      ).rows[0] as { rows: number; keys: number };
      return `the server process killed (SIGKILL) 0.3 s into sending ${ids.length} streams × ${options.bodies.length} chunks (processing on) and started again (${restarted.toFixed(1)} s to answer again); ${retried} tries failed and were sent again; ${complete}/${ids.length} streams complete, ${made.rows} cycles in ${made.keys} event keys (${ids.length} expected: one weld a stream), ${processedIn.toFixed(1)} s from the kill to the last chunk processed.`;
    } finally {
      await database.end();
    }
  } finally {
    child.kill("SIGKILL");
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** `npm start`'s server (src/main.ts through tsx), waited for until /api/health answers. */
async function startProcess(env: NodeJS.ProcessEnv, base: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (data: Buffer) => {
    errors += data.toString();
  });
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${errors.slice(-2000)}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not start: ${errors.slice(-2000)}`);
}

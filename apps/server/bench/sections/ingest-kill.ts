import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { call, DEMO_ADMIN } from "../../test/edge-stream.js";
import { freePort, startServerProcess } from "../../test/server-process.js";
import { benchMachine, putFromClientThread } from "./ingest-client.js";

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
  let child = await startServerProcess(env, base, { timeoutMs: 120_000, pollMs: 100 });
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
    const { openStream, giveContext } = await benchMachine(base, machine, options.rate, options.t0);
    const ids: string[] = [];
    for (let k = 0; k < options.streams; k++) {
      const id = await openStream();
      await giveContext(id);
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
    child = await startServerProcess(env, base, { timeoutMs: 120_000, pollMs: 100 });
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

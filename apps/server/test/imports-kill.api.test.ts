// PostgreSQL too: kill -9 of a real server process mid-import.
// No silent half import: kill -9 during a large import leaves a record whose counts are the rows actually saved;
// the next start says it was interrupted, and a resume finishes it, no row saved twice. The real server runs as a
// child process (src/main.ts, as `npm start`) on a PostgreSQL database of its own: PGlite lives inside one process.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type TDatabaseHandle } from "../src/db/client.js";
import { seedClient, type TTestServer } from "./helpers.js";
import { freePort, startServerProcess } from "./server-process.js";

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const ROWS = 30_000;

let child: ChildProcess | null = null;
let database: TDatabaseHandle | null = null;
let dataDir = "";
const databaseName = `weldtrace_kill_${randomBytes(6).toString("hex")}`;

afterAll(async () => {
  child?.kill("SIGKILL");
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (!onServer) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
});

/** `npm start` of apps/server on this database and port; resolves once /api/health answers. */
const startServer = (databaseUrl: string, port: number): Promise<ChildProcess> =>
  startServerProcess(
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_DATA: "0",
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "kill-test-password-1",
      RATE_LIMIT_WRITES_PER_MINUTE: "100000",
      RATE_LIMIT_READS_PER_MINUTE: "1000000",
    },
    `http://127.0.0.1:${port}`,
    { timeoutMs: 60_000 },
  );

const killed = (server: ChildProcess) => new Promise<void>((resolve) => server.once("exit", () => resolve()));

describe.skipIf(!onServer)("an import killed midway (kill -9)", () => {
  it(`leaves a record counting exactly the rows saved, interrupted at the next start, and a resume saves the rest of ${ROWS} rows once`, async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${databaseName}`;
    const databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), "weldtrace-kill-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    child = await startServer(databaseUrl, port);
    database = openDatabase({ databaseUrl, dataDir: "memory" });
    const db = database.db;
    const client = await seedClient({ db } as TTestServer, "Killed");
    const { token } = client.users.Admin;
    const headers = { authorization: `Token ${token}` };
    const company = await fetch(`${base}/api/companies/`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ name: "Tenaris" }),
    });
    expect(company.status).toBe(201);

    const csv = [
      "Name,Type,Outer diameter,Wall thickness,Grade,Manufacturer,Weight,Length",
      ...Array.from({ length: ROWS }, (_, index) => `KILL-${index + 1},PIPE,168.3,7.11,X52,Tenaris,350,12`),
    ].join("\r\n");
    const form = new FormData();
    form.append("file", new Blob([csv]), "large.csv");
    // Its answer ends when the server dies.
    const upload = fetch(`${base}/api/imports/workpieces/`, { method: "POST", headers, body: form })
      .then((response) => response.text())
      .catch(() => "");
    // Some chunks in: the record says so.
    const progressOf = async () =>
      (
        (await db.execute(sql`select rows_saved from imports where client_id = ${client.id}`)) as unknown as {
          rows: { rows_saved: number }[];
        }
      ).rows[0]?.rows_saved ?? 0;
    const deadline = Date.now() + 60_000;
    while ((await progressOf()) < 3000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = killed(child);
    child.kill("SIGKILL");
    await exited;
    child = null;
    await upload.catch(() => {});

    const counts = async () =>
      (
        (await db.execute(
          sql`select count(*)::int as rows, count(distinct name)::int as names from workpieces where client_id = ${client.id}`,
        )) as unknown as { rows: { rows: number; names: number }[] }
      ).rows[0]!;
    const saved = (await counts()).rows;
    expect(saved).toBeGreaterThanOrEqual(3000);
    expect(saved).toBeLessThan(ROWS);
    const [left] = (
      (await db.execute(sql`select status, rows_saved, rows_done, last_chunk from imports where client_id = ${client.id}`)) as unknown as {
        rows: { status: string; rows_saved: number; rows_done: number; last_chunk: number }[];
      }
    ).rows;
    // The record and the rows were committed together: exactly the rows saved, whole chunks of 1,000.
    expect(left).toEqual({ status: "running", rows_saved: saved, rows_done: saved, last_chunk: saved / 1000 - 1 });

    child = await startServer(databaseUrl, port);
    const list = (await (await fetch(`${base}/api/imports/workpieces/runs/`, { headers })).json()) as {
      count: number;
      results: { id: string }[];
    };
    expect(list.count).toBe(1);
    const record = list.results[0]!;
    expect(record).toMatchObject({ status: "interrupted", rows_saved: saved, rows_refused: 0, file_name: "large.csv", has_file: true });

    const resumeStarted = performance.now();
    const resumed = await fetch(`${base}/api/imports/workpieces/runs/${record.id}/resume/`, { method: "POST", headers });
    expect(resumed.status).toBe(200);
    const lines = (await resumed.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.at(-1)).toEqual({ type: "end", status: "done", saved: ROWS - saved, failed: 0 });
    console.log(
      `kill -9 after ${saved} of ${ROWS} rows saved; resume of the other ${ROWS - saved}: ${Math.round(performance.now() - resumeStarted)} ms`,
    );
    expect(await counts()).toEqual({ rows: ROWS, names: ROWS });
    const after = await (await fetch(`${base}/api/imports/workpieces/runs/${record.id}/`, { headers })).json();
    expect(after).toMatchObject({ status: "done", rows_saved: ROWS, rows_done: ROWS, rows_total: ROWS, has_file: false, refusals: [] });
  }, 240_000);
});

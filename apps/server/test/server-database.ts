// Real server processes on a database of their own (PostgreSQL, TEST_DATABASE_URL): the databases, data
// directories and processes a test makes, undone after it (`cleanups`, run by the file's afterEach).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect } from "vitest";
import { call } from "./edge-stream.js";

/** What a test leaves to undo, last first: `await runCleanups()` in afterEach. */
export const cleanups: (() => Promise<void>)[] = [];
export async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
}

/** The server's address with another database. */
export function urlOf(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  return client;
}

/** Until the demo edge server's stream of a fresh start is sent (its token revoked after) and processed. */
export async function waitForDemoStream(base: string): Promise<void> {
  const token = (await call(base, "POST", "/api/api-token-auth/", undefined, { email: "admin@demo.example", password: "demo-weld-2026" }))
    .body.token as string;
  const edge = ((await call(base, "GET", "/api/edge-servers/", token)).body as Record<string, any>[]).find((row) => row.project);
  await expect
    .poll(
      async () => {
        const state = (await call(base, "GET", `/api/edge-servers/${edge?.id}/`, token)).body;
        return state.has_token === false && state.streams[0]?.chunks > 0 && state.streams[0]?.lag === 0;
      },
      { timeout: 90_000, interval: 500 },
    )
    .toBe(true);
}

/** A database of its own for a test's server processes, dropped after; `admin` is a connection to the server. */
export async function freshDatabase() {
  const name = `weldtrace_test_${randomBytes(6).toString("hex")}`;
  const admin = await connect(process.env.TEST_DATABASE_URL as string);
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { name, admin };
}

/** A data directory (the file store) of its own, removed after. */
export function tempDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** The environment of a real server process (`src/main.ts`) on that database, data directory and port, demo data on. */
export function processEnv(database: string, dataDir: string, port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: urlOf(database),
    DEMO_DATA: "1",
    LOG_LEVEL: "warn",
    RATE_LIMIT_WRITES_PER_MINUTE: "100000",
    RATE_LIMIT_READS_PER_MINUTE: "1000000",
    ...extra,
  };
}

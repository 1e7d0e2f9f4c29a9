// PostgreSQL too: backends are terminated under load; PGlite cannot lose its connection.
// The database going away (pg_terminate_backend, a restart, a fail-over, a database that refuses
// connections) fails the requests in flight with 503 + Retry-After, and the process keeps serving.
// PostgreSQL only: PGlite runs inside the process and cannot lose its connection.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { seedClient, startTestServer, type TTestServer } from "./helpers.js";

const onServer = Boolean(process.env.TEST_DATABASE_URL);
let server: TTestServer | null = null;
let admin: pg.Client | null = null;
afterEach(async () => {
  if (admin && databaseName) await admin.query(`alter database ${databaseName} allow_connections true`).catch(() => {});
  await admin?.end().catch(() => {});
  admin = null;
  await server?.close();
  server = null;
});
let databaseName = "";

/** A connection of the test's own to the server (outside the app's pool), on its maintenance database. */
async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  client.on("error", () => {});
  await client.connect();
  return client;
}

/** The server's address with the app's database. */
function urlOf(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${database}`;
  return url.toString();
}

async function nameOf(target: TTestServer): Promise<string> {
  const result = await target.db.execute(sql`select current_database() as name`);
  return (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
}

/** Statements of the app's database waiting on a lock (the writes held behind the test's lock). */
async function waitingStatements(client: pg.Client, database: string): Promise<number> {
  const result = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'", [
    database,
  ]);
  return result.rows[0].n as number;
}

async function answer(response: Promise<Response>) {
  const reply = await response;
  const text = await reply.text();
  return { status: reply.status, retryAfter: reply.headers.get("retry-after"), text };
}

describe.skipIf(!onServer)("database connection loss (PostgreSQL)", () => {
  // Retried: whether a write is still waiting on the lock when the backends are terminated is a matter of timing on
  // a loaded machine (one run in three after the merges of stop 21 saw no 503); a broken server fails every try.
  it("answers 503 database_unavailable with Retry-After to the 20 creates, 4 bulk requests and the import whose connections are terminated, and keeps serving /api/health and writes afterwards", {
    retry: 2,
  }, async () => {
    server = await startTestServer({ env: { DATABASE_POOL_SIZE: "30", DATABASE_POOL_WAIT_MS: "5000" } });
    const target = server;
    const { token } = (await seedClient(target, "Lost")).users.Admin;
    await target.request("POST", "/api/companies/", { token, body: { name: "Tenaris" } });
    databaseName = await nameOf(target);
    admin = await adminClient();
    // The writes are held behind a lock from a connection of the test's own, so they are in flight when terminated.
    const holder = new pg.Client({ connectionString: urlOf(databaseName) });
    holder.on("error", () => {});
    await holder.connect();
    await holder.query("begin");
    await holder.query("lock table bevel_types, workpieces in access exclusive mode");
    const headers = { authorization: `Token ${token}`, "content-type": "application/json" };
    const creates = Array.from({ length: 20 }, (_, index) =>
      answer(fetch(`${target.url}/api/bevel-types/`, { method: "POST", headers, body: JSON.stringify({ name: `Lost ${index}` }) })),
    );
    const bulks = Array.from({ length: 4 }, (_, batch) =>
      answer(
        fetch(`${target.url}/api/bevel-types/bulk/`, {
          method: "POST",
          headers,
          body: JSON.stringify(Array.from({ length: 50 }, (_, index) => ({ name: `Bulk ${batch}-${index}` }))),
        }),
      ),
    );
    const form = new FormData();
    const csv = [
      "Name,Type,Outer diameter,Wall thickness,Grade,Manufacturer,Weight,Length",
      ...Array.from({ length: 3000 }, (_, index) => `Lost pipe ${index},PIPE,168.3,7.11,X52,Tenaris,350,12`),
    ].join("\n");
    form.append("file", new Blob([csv]), "workpieces.csv");
    const imported = answer(
      fetch(`${target.url}/api/imports/workpieces/`, { method: "POST", headers: { authorization: headers.authorization }, body: form }),
    );
    await expect
      .poll(() => waitingStatements(admin as pg.Client, databaseName), { timeout: 10000, interval: 50 })
      .toBeGreaterThanOrEqual(20);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [
      databaseName,
    ]);
    await holder.end().catch(() => {});

    for (const reply of await Promise.all([...creates, ...bulks])) {
      expect([200, 201, 503], reply.text).toContain(reply.status);
      if (reply.status === 503) {
        expect(reply.retryAfter).toBe("5");
        expect(JSON.parse(reply.text)).toEqual({
          detail: "The database is unavailable. Try again in a moment.",
          code: "database_unavailable",
        });
      }
    }
    const statuses = (await Promise.all([...creates, ...bulks])).map((reply) => reply.status);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    const importReply = await imported;
    expect(importReply.status).toBe(200);
    const end = JSON.parse(importReply.text.trim().split("\n").at(-1) ?? "{}");
    expect(end.type).toBe("end");
    if (end.status !== "done") expect(end.codes, importReply.text.slice(-500)).toEqual({ detail: [{ code: "database_unavailable" }] });

    expect((await fetch(`${target.url}/api/health`)).status).toBe(200);
    const after = await target.request("POST", "/api/bevel-types/", { token, body: { name: "After the loss" } });
    expect(after.status).toBe(201);
  });

  it("answers 503 database_unavailable with Retry-After while the database refuses connections (55000), and 200 once it accepts them again", async () => {
    server = await startTestServer();
    const target = server;
    const { token } = (await seedClient(target, "Refused")).users.Admin;
    databaseName = await nameOf(target);
    admin = await adminClient();
    await admin.query(`alter database ${databaseName} allow_connections false`);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [
      databaseName,
    ]);
    // Read caches would answer without the database: a write is what must reach it.
    const refused = await fetch(`${target.url}/api/bevel-types/`, {
      method: "POST",
      headers: { authorization: `Token ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Refused" }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toEqual({ detail: "The database is unavailable. Try again in a moment.", code: "database_unavailable" });
    expect((await fetch(`${target.url}/api/health`)).status).toBe(503);
    await admin.query(`alter database ${databaseName} allow_connections true`);
    const accepted = await target.request("POST", "/api/bevel-types/", { token, body: { name: "Accepted" } });
    expect(accepted.status).toBe(201);
    expect((await fetch(`${target.url}/api/health`)).status).toBe(200);
  });
});

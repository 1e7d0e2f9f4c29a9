// PostgreSQL too: a saturated connection pool answers 503.
// Overload behaviour on a PostgreSQL server (PGlite runs one statement at a time and has no pool):
// a bounded wait for a connection, a statement time limit, and cancelling the query of a client that left.
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { seedClient, startTestServer, type TTestServer } from "./helpers.js";

const onServer = Boolean(process.env.TEST_DATABASE_URL);
let server: TTestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const poolOf = (target: TTestServer) => (target.db as unknown as { $client: pg.Pool }).$client;
const listUrl = (target: TTestServer) => `${target.url}/api/bevel-types/`;

/** Holds an exclusive lock on the bevel types table from a connection of its own, until released. */
async function lockBevelTypes(target: TTestServer) {
  const holder = await poolOf(target).connect();
  await holder.query("begin");
  await holder.query("lock table bevel_types in access exclusive mode");
  return async () => {
    await holder.query("rollback");
    holder.release();
  };
}

/** Statements of the app's database waiting on the bevel types table (the locked list query). */
async function waitingListQueries(target: TTestServer): Promise<number> {
  const result = await target.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query ilike '%from "bevel_types"%' and pid <> pg_backend_pid()`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

describe.skipIf(!onServer)("overload (PostgreSQL)", () => {
  it("answers 503 with Retry-After when no pooled connection frees up within DATABASE_POOL_WAIT_MS", async () => {
    server = await startTestServer({ env: { DATABASE_POOL_SIZE: "1", DATABASE_POOL_WAIT_MS: "200" } });
    const { token } = (await seedClient(server, "Busy")).users.Engineer;
    // Drizzle queries are lazy: then() starts this one, which holds the only connection for 1.5 s.
    const sleeper = server.db.execute(sql`select pg_sleep(1.5)`).then(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const busy = await fetch(listUrl(server), { headers: { authorization: `Token ${token}` } });
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("1");
    expect(await busy.json()).toEqual({ detail: "The server is busy. Try again in a moment.", code: "busy" });
    expect(Date.now() - started).toBeLessThan(1200);
    await sleeper;
    const after = await fetch(listUrl(server), { headers: { authorization: `Token ${token}` } });
    expect(after.status).toBe(200);
  });

  it("stops a statement past DATABASE_STATEMENT_TIMEOUT_MS and answers 503 with Retry-After", async () => {
    server = await startTestServer({ env: { DATABASE_STATEMENT_TIMEOUT_MS: "300" } });
    const { token } = (await seedClient(server, "Slow")).users.Engineer;
    const release = await lockBevelTypes(server);
    try {
      const started = Date.now();
      const response = await fetch(listUrl(server), { headers: { authorization: `Token ${token}` } });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toMatchObject({ code: "timeout" });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await release();
    }
    const after = await fetch(listUrl(server), { headers: { authorization: `Token ${token}` } });
    expect(after.status).toBe(200);
  });

  it("cancels the running query when the client disconnects, long before the statement time limit", async () => {
    server = await startTestServer({ env: { DATABASE_STATEMENT_TIMEOUT_MS: "60000" } });
    const { token } = (await seedClient(server, "Gone")).users.Engineer;
    const release = await lockBevelTypes(server);
    try {
      const abort = new AbortController();
      const request = fetch(listUrl(server), { headers: { authorization: `Token ${token}` }, signal: abort.signal }).catch(
        (error: Error) => error,
      );
      // The list query is running (blocked on the lock) before the client leaves...
      await expect.poll(() => waitingListQueries(server as TTestServer), { timeout: 5000, interval: 50 }).toBeGreaterThan(0);
      abort.abort();
      expect(await request).toBeInstanceOf(Error);
      // ...and is gone soon after, while the lock is still held.
      await expect.poll(() => waitingListQueries(server as TTestServer), { timeout: 3000, interval: 50 }).toBe(0);
    } finally {
      await release();
    }
  });
});

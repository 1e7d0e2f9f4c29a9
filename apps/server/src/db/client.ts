import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type Logger, sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { DEFAULT_POOL, type TPoolOptions } from "../config.js";
import { fieldOf } from "../typed.js";
import { keepPoolAlive } from "./connection-loss.js";
import { assertMeasureColumns } from "./measure-columns.js";
import * as schema from "./schema/index.js";

export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction handle has the same query API as the database. */
export type TExecutor = Parameters<Parameters<TDatabase["transaction"]>[0]>[0] | TDatabase;

export interface TDatabaseHandle {
  db: TDatabase;
  mode: "embedded" | "postgres";
  /** The PostgreSQL server's pool (the job queue's connections); null on PGlite. */
  pool: pg.Pool | null;
  location: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Stops the queries a request is running (its client went away); nothing to stop on PGlite. */
  cancel(scope: TQueryScope): Promise<void>;
}

/** The pooled connections one HTTP request holds; set per request (plugins/query-scope.ts). */
export interface TQueryScope {
  clients: Set<pg.PoolClient>;
  cancelled: boolean;
  /**
   * The one client whose data the request reads, once its user is known and is not platform staff: what the read
   * caches file their entries under (db/read-caches.ts). Unset for staff, whose lists cross clients.
   */
  readerClient?: string;
  /** The request's id, for the history entries its writes leave (history/record.ts). */
  requestId?: string;
  /** Who the request writes as, once its token is known: the history entries' user (a machine's is its edge server). */
  actor?: { id: string; is_machine: boolean };
}
export const queryScope = new AsyncLocalStorage<TQueryScope>();

/** Raised instead of queuing forever when no pooled connection frees up in time (answered 503). */
export const POOL_BUSY = "pool_busy";
/** Raised when a request whose client went away reaches the pool: its queries are not run. */
export const REQUEST_GONE = "request_gone";
const tagged = (error: Error, code: string) => Object.assign(error, { code });

/**
 * A pg pool whose checkouts are recorded on the request that made them, so a request whose client
 * disconnects can have its running statement cancelled, and whose wait for a connection is bounded.
 */
function openPool(databaseUrl: string, options: TPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.size,
    statement_timeout: options.statementTimeoutMs,
    // No JIT: the dashboard's aggregates cost enough for PostgreSQL to compile them, which took 1–4 s a statement
    // for queries that run in tens of milliseconds (docs/benchmarks.md "Dashboard"). Requests are short; JIT pays off
    // only on long reports.
    options: "-c jit=off",
    connectionTimeoutMillis: options.waitMs,
  });
  const connect = pool.connect.bind(pool) as (
    callback: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => void;
  const checkout = (
    scope: TQueryScope | undefined,
    callback: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) =>
    connect((error, client, done) => {
      if (error) return callback(/timeout exceeded/.test(error.message) ? tagged(error, POOL_BUSY) : error);
      if (!scope || !client) return callback(undefined, client, done);
      if (scope.cancelled) {
        client.release();
        return callback(tagged(new Error("The request was cancelled by its client."), REQUEST_GONE));
      }
      scope.clients.add(client);
      const release = client.release;
      client.release = (releaseError?: Error | boolean) => {
        scope.clients.delete(client);
        client.release = release;
        return release(releaseError);
      };
      callback(undefined, client, done);
    });
  // pg-pool's own query() checks out through this.connect, so both paths are recorded.
  pool.connect = ((callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => {
    const scope = queryScope.getStore();
    if (callback) return checkout(scope, callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      checkout(scope, (error, client) => (error || !client ? reject(error) : resolve(client))),
    );
  }) as typeof pool.connect;
  return pool;
}

/** Cancels each statement a request is running, from a connection outside the (maybe exhausted) pool. */
async function cancelScope(databaseUrl: string, scope: TQueryScope): Promise<void> {
  scope.cancelled = true;
  // node-postgres keeps the backend pid on the client without declaring it.
  const pids = [...scope.clients].map((client) => fieldOf(client, "processID")).filter(Boolean);
  if (pids.length === 0) return;
  const canceller = new pg.Client({ connectionString: databaseUrl });
  // The server may drop this short-lived connection (shutting down); that must not crash the process.
  canceller.on("error", () => {});
  try {
    await canceller.connect();
    await canceller.query("select pg_cancel_backend(pid) from unnest($1::int[]) as pid", [pids]);
  } catch (error) {
    console.warn(`database: could not cancel a query (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    await canceller.end().catch(() => {});
  }
}

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/**
 * Migrates on one connection holding a session advisory lock: processes started together (an API process and its
 * workers) migrate one at a time, and those after the first find nothing left to do. The lock is tried, not waited
 * on, so the wait is not one statement the pool's statement timeout would stop.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  const lock = "hashtextextended('weldtrace:migrate', 0)";
  try {
    for (;;) {
      const result = await client.query(`select pg_try_advisory_lock(${lock})::text as locked`);
      if (result.rows[0]?.locked === "true") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    try {
      await migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder });
    } finally {
      await client.query(`select pg_advisory_unlock(${lock})`);
    }
  } finally {
    client.release();
  }
}

/** PGlite under DATA_DIR/db when no URL is given (or "memory" for tests), else a pooled server. */
export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | "memory";
  /** Sees every query Drizzle issues (tests and the benchmark replay them with EXPLAIN or bare). */
  logger?: Logger;
  pool?: TPoolOptions;
}): TDatabaseHandle {
  assertMeasureColumns();
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    const pool = openPool(databaseUrl, options.pool ?? DEFAULT_POOL);
    // An idle connection the server closes (restart, failover, a dropped test database) must not crash the process;
    // the pool replaces it on next use.
    pool.on("error", (error) => console.warn(`database: idle connection closed (${error.message})`));
    keepPoolAlive(pool, (text) => console.warn(text));
    const db = drizzleNodePostgres(pool, { schema, logger: options.logger }) as unknown as TDatabase;
    return {
      db,
      mode: "postgres",
      pool,
      location: new URL(options.databaseUrl).host,
      migrate: () => migrateOnce(pool),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      cancel: (scope) => cancelScope(databaseUrl, scope),
    };
  }
  let client: PGlite;
  let location: string;
  // pg_trgm serves the lists' substring search (migration 0008 creates the extension).
  const extensions = { pg_trgm };
  if (options.dataDir === "memory") {
    client = new PGlite({ extensions });
    location = "memory";
  } else {
    location = path.join(options.dataDir, "db");
    mkdirSync(location, { recursive: true });
    client = new PGlite(location, { extensions });
  }
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as TDatabase;
  return {
    db,
    mode: "embedded",
    pool: null,
    location,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    // PGlite runs one statement at a time in this process; a running one cannot be interrupted.
    cancel: async (scope) => {
      scope.cancelled = true;
    },
  };
}

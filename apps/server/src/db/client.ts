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
import * as schema from "./schema/index.js";

export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction handle has the same query API as the database. */
export type TExecutor = Parameters<Parameters<TDatabase["transaction"]>[0]>[0] | TDatabase;

export interface TDatabaseHandle {
  db: TDatabase;
  mode: "embedded" | "postgres";
  location: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/** PGlite under DATA_DIR/db when no URL is given (or "memory" for tests), else a pooled server. */
export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | "memory";
  /** Sees every query Drizzle issues (tests and the benchmark replay them with EXPLAIN or bare). */
  logger?: Logger;
}): TDatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    // An idle connection the server closes (restart, failover, a dropped test database) must not crash the process;
    // the pool replaces it on next use.
    pool.on("error", (error) => console.warn(`database: idle connection closed (${error.message})`));
    const db = drizzleNodePostgres(pool, { schema, logger: options.logger }) as unknown as TDatabase;
    return {
      db,
      mode: "postgres",
      location: new URL(options.databaseUrl).host,
      migrate: () => migrateNodePostgres(db as never, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
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
    location,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

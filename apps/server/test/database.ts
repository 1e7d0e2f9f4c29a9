import { randomBytes } from "node:crypto";
import type { Logger } from "drizzle-orm";
import pg from "pg";
import type { TPoolOptions } from "../src/config.js";
import { openDatabase, type TDatabaseHandle } from "../src/db/client.js";

/**
 * A migrated database without the app: PGlite in memory, or with TEST_DATABASE_URL a new database on
 * that server, dropped on close. The test server builds on it; tests that look at SQL itself (plans, timeouts) use it alone.
 */
export async function openTestDatabase(
  options: { logger?: Logger; pool?: TPoolOptions } = {},
): Promise<TDatabaseHandle & { url: string | null }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | null = null;
  let drop = async () => {};
  if (serverUrl) {
    const name = `weldtrace_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = openDatabase({ databaseUrl, dataDir: "memory", logger: options.logger, pool: options.pool });
  await database.migrate();
  return {
    ...database,
    url: databaseUrl,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

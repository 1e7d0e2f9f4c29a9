import { createRequire } from "node:module";
import { lt, sql } from "drizzle-orm";
import type { TDatabase } from "../db/client.js";
import { rateLimits } from "../db/schema/index.js";

type TIncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store on the `rate_limits` table (the plugin's `incr`/`child` interface, as its
 * LocalStore and RedisStore implement it). One INSERT ... ON CONFLICT statement counts a hit and opens a new
 * window when the old one has passed, so parallel requests on any number of processes never read a stale
 * count: 500 requests at once see 1, 2, ... 500, whatever the database does in between.
 */
export function postgresRateLimitStore(db: TDatabase) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: TIncrCallback, timeWindow: number): void {
      hit(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: TIncrCallback): void {
      peek(db, key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(params?: { inProcess?: boolean }): PostgresRateLimitStore {
      // Issue 26 §10: the read limit counts in this process (a PostgreSQL write per read would cost more than it guards).
      if (params?.inProcess) return inProcessStore() as unknown as PostgresRateLimitStore;
      return new PostgresRateLimitStore();
    }
  };
}

type TLocalStore = { incr(key: string, callback: TIncrCallback, timeWindow: number, max: number): void };
let localStore: TLocalStore | null = null;
/** @fastify/rate-limit's own in-memory store (an LRU of 10,000 keys), one for every route that asks for it. */
function inProcessStore(): TLocalStore {
  if (!localStore) {
    const LocalStore = createRequire(import.meta.url)("@fastify/rate-limit/store/LocalStore.js") as new (
      continueExceeding: boolean,
      exponentialBackoff: boolean,
      cache: number,
    ) => TLocalStore;
    localStore = new LocalStore(false, false, 10_000);
  }
  return localStore;
}

/** Counts one hit on `key`; answers the count in the current window and the milliseconds left in it. */
export async function hit(db: TDatabase, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimits.expires_at} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expires_at: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        expires_at: sql`case when ${expired} then ${window} else ${rateLimits.expires_at} end`,
      },
    })
    .returning({ count: rateLimits.count, ttl: sql<number>`greatest(0, extract(epoch from ${rateLimits.expires_at} - now()) * 1000)` });
  // Now and then, forget windows long gone so the table stays small.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.expires_at, sql`now() - interval '1 day'`));
  return { current: row?.count ?? 1, ttl: Math.round(Number(row?.ttl ?? windowMs)) };
}

async function peek(db: TDatabase, key: string): Promise<{ current: number; ttl: number }> {
  const rows = await db
    .select({ count: rateLimits.count, ttl: sql<number>`extract(epoch from ${rateLimits.expires_at} - now()) * 1000` })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.expires_at} > now()`);
  const row = rows[0];
  return row ? { current: row.count, ttl: Math.round(Number(row.ttl)) } : { current: 0, ttl: 0 };
}

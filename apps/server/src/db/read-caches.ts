import { PLATFORM_GROUPS } from "@weldtrace/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * A short-lived memory, shared by the whole process (every app built in it), of something every read request would
 * otherwise ask the database for. Each entry is filed under the client whose data it holds; a write clears that
 * client's entries, or all of them (see `registerReadCacheInvalidation`), so in one process a read never sees a value
 * older than the last write that could change it; another process's writes are seen after at most `ttlMs`
 * (decisions.md, "Read caches").
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; client: string }>();
  /** Bumped by every clear: a value looked up before a write must not be stored after it. */
  private generation = 0;

  constructor(
    public ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Where a lookup starts: pass it to `set`, which refuses the value if a write happened in between. */
  mark(): number {
    return this.generation;
  }

  set(key: string, value: V, mark: number, client: string): void {
    if (this.ttlMs <= 0 || mark !== this.generation) return;
    // Bounded memory: a full cache starts over rather than keeping an eviction order.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs, client });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  /** Forgets one client's entries. Any lookup in flight is refused too: the counter is the whole cache's. */
  clearClient(client: string): void {
    for (const [key, entry] of this.entries) if (entry.client === client) this.entries.delete(key);
    this.generation++;
  }
}

/** Token hash → the signed-in user's row, for GET and HEAD only (plugins/auth.ts). */
export const tokenCache = new ReadCache<unknown>(5_000);
/** A list's capped count (more than COUNT_CAP rows), by table and filter (crud/list.ts). */
export const countCache = new ReadCache<number>(5_000);

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** READ_CACHE_MS sets both lifetimes; 0 turns them off. */
export function configureReadCaches(ttlMs: number): void {
  tokenCache.ttlMs = ttlMs;
  countCache.ttlMs = ttlMs;
  tokenCache.clear();
  countCache.clear();
}

/**
 * Every write request clears what it could have changed: a client's user, that client's entries (tenancy keeps their
 * writes inside it); platform staff, or a request without a user (password reset), everything. Login alone is marked
 * `keepsReadCaches`: it only adds a token. Logout, session
 * revocation, deactivation, a licence change or deleting rows need no bookkeeping of their own. Cleared when the
 * handler has answered (its transaction is committed) and again when the answer is finished (a streamed import
 * writes while it streams).
 */
export function registerReadCacheInvalidation(app: FastifyInstance): void {
  const clear = async (request: FastifyRequest) => {
    if (READS.has(request.method) || request.routeOptions.config?.keepsReadCaches) return;
    const user = request.user;
    if (user && !PLATFORM_GROUPS.includes(user.group)) {
      tokenCache.clearClient(user.client_id);
      countCache.clearClient(user.client_id);
    } else {
      tokenCache.clear();
      countCache.clear();
    }
  };
  app.addHook("onSend", clear);
  app.addHook("onResponse", clear);
}

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
  /** Each client's keys, so clearing one client does not walk the others'. */
  private readonly keysOf = new Map<string, Set<string>>();
  /** Counts clears; `mark` reads it before a lookup, `set` refuses a value whose client was cleared since. */
  private sequence = 0;
  private clearedAll = 0;
  private readonly clearedClient = new Map<string, number>();

  constructor(
    public ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.value;
    this.delete(key);
    return undefined;
  }

  /** Where a lookup starts: pass it to `set`, which refuses the value if its client was cleared in between. */
  mark(): number {
    return this.sequence;
  }

  set(key: string, value: V, mark: number, client: string): void {
    if (this.ttlMs <= 0 || this.clearedAll > mark || (this.clearedClient.get(client) ?? 0) > mark) return;
    // Bounded memory: a full cache starts over rather than keeping an eviction order.
    if (this.entries.size >= this.maxEntries) this.forgetEntries();
    this.delete(key);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs, client });
    const keys = this.keysOf.get(client) ?? new Set<string>();
    keys.add(key);
    this.keysOf.set(client, keys);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.keysOf.get(entry.client)?.delete(key);
  }

  clear(): void {
    this.forgetEntries();
    this.clearedAll = ++this.sequence;
    // Every client is cleared from here on: their own marks are older than this one.
    this.clearedClient.clear();
  }

  /** Forgets one client's entries; lookups in flight for other clients are still stored. */
  clearClient(client: string): void {
    for (const key of this.keysOf.get(client) ?? []) this.entries.delete(key);
    this.keysOf.delete(client);
    this.clearedClient.set(client, ++this.sequence);
  }

  private forgetEntries(): void {
    this.entries.clear();
    this.keysOf.clear();
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
  forgetReadCaches();
}

/** Both caches emptied, every client's entries. */
export function forgetReadCaches(): void {
  tokenCache.clear();
  countCache.clear();
}

/**
 * What a finished write could have changed, forgotten: a client's user clears that client's entries (tenancy keeps
 * their writes inside it); platform staff clear everything, and so does a route that writes without a user but says
 * it changes sessions (`clearsReadCaches`: the password reset). A request without a user otherwise (a public route,
 * a refused token, an unknown path) clears nothing: it reached no handler that could change what is cached.
 */
export function clearReadCachesAfter(request: FastifyRequest): void {
  if (READS.has(request.method)) return;
  const user = request.user;
  if (user && !PLATFORM_GROUPS.includes(user.group)) {
    tokenCache.clearClient(user.client_id);
    countCache.clearClient(user.client_id);
  } else if (user || request.routeOptions.config?.clearsReadCaches) {
    forgetReadCaches();
  }
}

/**
 * Every write request clears what it could have changed (`clearReadCachesAfter`): logout, session revocation,
 * deactivation, a licence change or deleting rows need no bookkeeping of their own. Cleared when the handler has
 * answered (its transaction is committed) and when the answer is finished; a streamed import clears again when its
 * last chunk is saved (imports/routes.ts), since its client may have gone before.
 */
export function registerReadCacheInvalidation(app: FastifyInstance): void {
  const clear = async (request: FastifyRequest) => clearReadCachesAfter(request);
  app.addHook("onSend", clear);
  app.addHook("onResponse", clear);
}

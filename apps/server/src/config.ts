import path from "node:path";
import { LOGIN_MAX_PER_ADDRESS, RESET_REQUESTS_PER_ADDRESS_PER_HOUR } from "@weldtrace/domain";

/**
 * What a server process does (ROLE): `all` serves the API and the web app and works the background jobs (stream
 * processing, data books, alert mails) — `npm start`, and the only role on embedded PGlite; `api` serves and only
 * sends jobs; `worker` works the jobs and serves nothing (`npm run worker`). Any number of each share one PostgreSQL
 * server (its pg-boss queue) and one file store.
 */
export type TProcessRole = "all" | "api" | "worker";
export const PROCESS_ROLES: readonly TProcessRole[] = ["all", "api", "worker"];

export interface TConfig {
  role: TProcessRole;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL pool: size, per-statement time limit, and how long a request waits for a connection (then 503). */
  pool: TPoolOptions;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | null;
  demoData: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  webDist: string | null;
  logLevel: string;
  /** Sliding session expiry: a token unused this many days no longer opens a session (TOKEN_IDLE_DAYS). */
  tokenIdleDays: number;
  /**
   * Lifetime of the read caches (READ_CACHE_MS, default 5000; 0 turns them off): a token's row for GET requests and
   * a list's capped count. Any write in this process clears them; other processes' writes show after at most this.
   */
  readCacheMs: number;
  /** API documentation without a token (PUBLIC_API_DOCS=1); otherwise it needs one. */
  publicApiDocs: boolean;
  /** Map tiles (MAP_TILE_URL): the Content-Security-Policy allows images from its origin. */
  mapTileUrl: string;
  /** Reads one token (or address) may send a minute, per process (RATE_LIMIT_READS_PER_MINUTE). */
  readsPerMinute: number;
  /** Writes one user (or address) may send a minute (RATE_LIMIT_WRITES_PER_MINUTE). */
  writesPerMinute: number;
  /** Login attempts one network address may make in 15 minutes, over all accounts (RATE_LIMIT_LOGINS_PER_ADDRESS). */
  loginsPerAddress: number;
  /** Password-reset requests one network address may make in an hour (RATE_LIMIT_RESETS_PER_ADDRESS). */
  resetsPerAddress: number;
  /**
   * Behind a load balancer (TRUST_PROXY): `true` trusts X-Forwarded-For from any hop, a comma list trusts only those
   * proxy addresses or CIDR ranges; off by default, so a client cannot pick the address its rate limits count under.
   */
  trustProxy: boolean | string;
  /** How long a shutdown waits for requests in flight before closing every connection (SHUTDOWN_DEADLINE_MS). */
  shutdownDeadlineMs: number;
  /**
   * How often the alert sweep runs (ALERT_MAIL_INTERVAL_MS, default 1 minute; 0 turns it off): a procedure whose
   * last mail is 10 minutes old gets one per supervisor, listing what was raised since (modules/alerts/mail.ts).
   */
  alertMailIntervalMs: number;
  s3: { bucket: string; endpoint?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } | null;
}

export interface TPoolOptions {
  size: number;
  statementTimeoutMs: number;
  waitMs: number;
}

export const DEFAULT_POOL: TPoolOptions = { size: 10, statementTimeoutMs: 10_000, waitMs: 5_000 };

export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const port = Number(env.PORT ?? 8080);
  const databaseUrl = env.DATABASE_URL || null;
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  return {
    role: processRole(env.ROLE),
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl,
    pool: {
      size: Number(env.DATABASE_POOL_SIZE ?? DEFAULT_POOL.size),
      statementTimeoutMs: Number(env.DATABASE_STATEMENT_TIMEOUT_MS ?? DEFAULT_POOL.statementTimeoutMs),
      waitMs: Number(env.DATABASE_POOL_WAIT_MS ?? DEFAULT_POOL.waitMs),
    },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    adminEmail: (env.ADMIN_EMAIL ?? "admin@example.com").toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || null,
    // Demo data by default on the embedded database only; a real server starts empty.
    demoData: env.DEMO_DATA !== undefined ? env.DEMO_DATA === "1" : databaseUrl === null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? "WeldTrace <no-reply@example.com>",
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, "../../web/dist"),
    logLevel: env.LOG_LEVEL ?? "info",
    tokenIdleDays: positive(env.TOKEN_IDLE_DAYS, 14),
    readCacheMs: nonNegative(env.READ_CACHE_MS, 5_000),
    publicApiDocs: env.PUBLIC_API_DOCS === "1",
    mapTileUrl: env.MAP_TILE_URL || DEFAULT_MAP_TILE_URL,
    writesPerMinute: positive(env.RATE_LIMIT_WRITES_PER_MINUTE, 300),
    readsPerMinute: positive(env.RATE_LIMIT_READS_PER_MINUTE, 3000),
    loginsPerAddress: positive(env.RATE_LIMIT_LOGINS_PER_ADDRESS, LOGIN_MAX_PER_ADDRESS),
    resetsPerAddress: positive(env.RATE_LIMIT_RESETS_PER_ADDRESS, RESET_REQUESTS_PER_ADDRESS_PER_HOUR),
    trustProxy: trustProxy(env.TRUST_PROXY),
    shutdownDeadlineMs: positive(env.SHUTDOWN_DEADLINE_MS, 25_000),
    alertMailIntervalMs: nonNegative(env.ALERT_MAIL_INTERVAL_MS, 60_000),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY || undefined,
        }
      : null,
  };
}

/** ROLE: all (default), api or worker; anything else stops the start rather than run a process that does nothing. */
function processRole(value: string | undefined): TProcessRole {
  const role = (value ?? "").trim().toLowerCase() || "all";
  const known = PROCESS_ROLES.find((name) => name === role);
  if (!known) throw new Error(`ROLE must be one of ${PROCESS_ROLES.join(", ")} (got "${value}")`);
  return known;
}

/** A positive number from the environment, or the default when unset or unreadable. */
function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
}

/** Zero or more from the environment, or the default when unset or unreadable. */
function nonNegative(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** TRUST_PROXY: unset, empty, 0 or false → off; 1 or true → on; anything else is the proxies' addresses or CIDRs. */
function trustProxy(value: string | undefined): boolean | string {
  const text = value?.trim() ?? "";
  if (["", "0", "false"].includes(text.toLowerCase())) return false;
  if (["1", "true"].includes(text.toLowerCase())) return true;
  return text;
}

import type { TGroup } from "@weldtrace/domain";
import type { Logger } from "drizzle-orm";
import { buildApp, type TRouteEntry } from "../src/app.js";
import { loadConfig, type TConfig } from "../src/config.js";
import type { TDatabase, TDatabaseHandle } from "../src/db/client.js";
import { forgetReadCaches } from "../src/db/read-caches.js";
import { authTokens } from "../src/db/schema/index.js";
import { createClient } from "../src/modules/clients/service.js";
import { loggerOptions } from "../src/security/logging.js";
import { hashToken, newToken } from "../src/security/secrets.js";
import { createUser, DEMO_PASSWORD, ensureGroups, seed } from "../src/seed/seed.js";
import { uncataloguedTexts } from "./catalogue-texts.js";
import { openTestDatabase } from "./database.js";

/** The start of the error a request fails with when its answer carries a text outside the message catalogue. */
const FAULT = "An answer carries texts outside the message catalogue";

export const ROOT_EMAIL = "root@platform.test";
export const ROOT_PASSWORD = "root-password-1";
export const USER_PASSWORD = "user-password-1";

export interface TTestServer {
  url: string;
  /** The app's route table (method, url, config, hooks), for the route-walking suite. */
  routes: TRouteEntry[];
  db: TDatabase;
  /** The database handle and configuration, for a second app on the same database (a restart). */
  database: TDatabaseHandle;
  config: TConfig;
  /** fetch against the running server, JSON in and out. */
  request(method: string, path: string, options?: { token?: string | null; body?: unknown }): Promise<{ status: number; body: any }>;
  /**
   * Forgets the read caches (db/read-caches.ts), as READ_CACHE_MS after a change made outside this process would:
   * a test that changes the database directly, not through the API, calls it before reading again.
   */
  expireReadCaches(): void;
  /** READ_CACHE_MS as this server was configured. */
  readCacheMs: number;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database and listens on a real port. PGlite in memory by default;
 * with TEST_DATABASE_URL a new database on that server, dropped afterwards.
 */
export async function startTestServer(
  options: {
    env?: NodeJS.ProcessEnv;
    logStream?: NodeJS.WritableStream;
    /** Sees every statement the app issues through Drizzle (tests that count a request's queries). */
    queryLogger?: Logger;
    /** Serves the built web app (apps/web/dist) at `/`, as `npm start` does (the benchmark's page timings). */
    web?: boolean;
  } = {},
): Promise<TTestServer> {
  // Suites write in bulk with one token: the write limit has its own test (security-auth.api.test.ts).
  const config = {
    ...loadConfig({ RATE_LIMIT_WRITES_PER_MINUTE: "100000", RATE_LIMIT_READS_PER_MINUTE: "1000000", ...options.env }),
    webDist: options.web ? loadConfig({}).webDist : null,
    publicUrl: "http://localhost:0",
  };
  const database = await openTestDatabase({ pool: config.pool, logger: options.queryLogger });
  const logger = options.logStream ? loggerOptions("debug", options.logStream) : undefined;
  const faults: string[] = [];
  const checkAnswer = (status: number, payload: string, route: string | undefined) => {
    // The health check's 503 is a status report for load balancers (`{status, database}`), not a message.
    if (route === "/api/health") return;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return;
    }
    // The answer a failed check gave instead (Fastify's own shape) was already counted.
    if (typeof (body as { message?: unknown } | null)?.message === "string" && (body as { message: string }).message.startsWith(FAULT))
      return;
    const found = uncataloguedTexts(status, body);
    if (found.length === 0) return;
    faults.push(...found);
    throw new Error(`${FAULT}: ${found.join("; ")}`);
  };
  const app = await buildApp({ config, database, logger, checkAnswer });
  await seed(database.db, { adminEmail: ROOT_EMAIL, adminPassword: ROOT_PASSWORD, demoData: false }, app.log);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const url = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
  return {
    url,
    routes: app.routeTable,
    db: database.db,
    database,
    config,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = {};
      if (options.token) headers.authorization = `Token ${options.token}`;
      if (options.body !== undefined) headers["content-type"] = "application/json";
      const response = await fetch(url + path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {}
      return { status: response.status, body };
    },
    readCacheMs: config.readCacheMs,
    expireReadCaches: forgetReadCaches,
    async close() {
      await app.close();
      await database.close();
      // Every error answer said its texts in the catalogue's words (a failed check also failed its request).
      if (faults.length > 0) throw new Error(`Answers carried texts outside the message catalogue:\n${faults.join("\n")}`);
    },
  };
}

/** The demo client's data on a test server, as a fresh start seeds it (DEMO_DATA=1); `store` writes its files. */
export async function seedDemo(server: TTestServer, store?: Parameters<typeof seed>[3]): Promise<void> {
  const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof seed>[2];
  await seed(server.db, { adminEmail: ROOT_EMAIL, adminPassword: ROOT_PASSWORD, demoData: true }, silent, store);
}

/** A demo user's token (`admin`, `manager`, `engineer`, `inspector` or `viewer` @demo.example), signed in through the API. */
export async function demoToken(server: TTestServer, who: string): Promise<string> {
  const login = await server.request("POST", "/api/api-token-auth/", { body: { email: `${who}@demo.example`, password: DEMO_PASSWORD } });
  return login.body.token as string;
}

export interface TSeededClient {
  id: string;
  name: string;
  users: Record<TGroup, { id: string; email: string; token: string }>;
}

/** A client with one user (and a live token) per group; platform groups included for convenience. */
export async function seedClient(server: TTestServer, name: string): Promise<TSeededClient> {
  const groupIds = await ensureGroups(server.db);
  const client = await createClient(server.db, { name });
  const users = {} as TSeededClient["users"];
  for (const group of groupIds.keys()) {
    const email = `${group.replace(/\s+/g, "-").toLowerCase()}@${name.replace(/\s+/g, "-").toLowerCase()}.test`;
    const user = await createUser(server.db, groupIds, {
      email,
      group,
      client_id: client.id,
      first_name: group,
      last_name: name,
      password: USER_PASSWORD,
      is_machine: group === "Edge server",
    });
    users[group] = { id: user.id, email, token: await tokenFor(server.db, user.id) };
  }
  return { id: client.id, name, users };
}

export async function tokenFor(db: TDatabase, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({ user_id: userId, token_hash: hashToken(token) });
  return token;
}

/**
 * The DRF field map of a 400 answer, without the `codes` it carries beside it, so a test can
 * compare the fields exactly.
 */
export function fieldsOf(body: unknown): Record<string, unknown> {
  const { codes: _codes, ...fields } = body as Record<string, unknown>;
  return fields;
}

/**
 * How long a second client's request may take while a heavy one runs, in a test. The goal is 1 s; tests run two files
 * at once on a shared 2-core machine, so they allow 3 s — the unbounded work they guard against took tens of seconds
 * to minutes. Speed goals are measured in `npm run bench`, not held by timed tests.
 */
export const RESPONSIVE_MS = 3_000;

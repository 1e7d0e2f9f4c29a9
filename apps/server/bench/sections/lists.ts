import http from "node:http";
import { performance } from "node:perf_hooks";
import { bevelTypes as bevelTypeResource, type TListQuery, ZListQuery } from "@weldtrace/domain";
import { eq, getTableName, type Logger, sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { listPage } from "../../src/crud/list.js";
import { queryScope, type TDatabase } from "../../src/db/client.js";
import { bevelTypes } from "../../src/db/schema/index.js";
import { lookUpToken } from "../../src/plugins/auth.js";
import { hashToken } from "../../src/security/secrets.js";
import { seedClient } from "../../test/helpers.js";
import { seedRows } from "../../test/seed-rows.js";
import { markdownTable, ms, quantile, type TBenchSection } from "../context.js";

const PAGE_SIZE = 20;
/** Untimed requests before each timed series. */
const WARM_UP = 300;
type TRawClient = { query(text: string, params: unknown[]): Promise<unknown> };

/** VACUUM cannot run in a transaction: on PostgreSQL, one pooled connection without the time limit, then reset. */
async function vacuumAnalyze(db: TDatabase, mode: "postgres" | "embedded") {
  const statement = `vacuum analyze ${getTableName(bevelTypes)}`;
  if (mode === "embedded") return void (await db.execute(sql.raw(statement)));
  const connection = await (db as unknown as { $client: { connect(): Promise<TRawClient & { release(): void }> } }).$client.connect();
  try {
    await connection.query("set statement_timeout = 0", []);
    await connection.query(statement, []);
    await connection.query("reset statement_timeout", []);
  } finally {
    connection.release();
  }
}

/** GET over one kept-alive connection; resolves with the status once the body is read. */
export function keepAliveGet(base: string, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(base);
  return (path: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get({ host: hostname, port, path, agent, headers: { authorization: `Token ${token}` } }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("error", reject);
    });
}

/**
 * Bevel types: ROWS for one client (10^6 on PostgreSQL, 2×10^5 on PGlite) and 10^5 for another. Each case
 * is timed through the API (real HTTP, auth included) and as the bare SQL the API issues for it (captured
 * from Drizzle, replayed on the driver), both p50 over the same number of runs.
 */
export const listsSection: TBenchSection = {
  title: "Lists",
  async run(context) {
    const { server } = context;
    const rows = Number(process.env.BENCH_ROWS ?? (context.mode === "postgres" ? 1_000_000 : 200_000));
    const otherRows = Number(process.env.BENCH_OTHER_ROWS ?? 100_000);
    const client = await seedClient(server, "Bench");
    const other = await seedClient(server, "Bench neighbour");
    const token = client.users.Engineer.token;
    let started = performance.now();
    await seedRows(server.db, bevelTypes, bevelTypeResource, client.id, rows);
    await seedRows(server.db, bevelTypes, bevelTypeResource, other.id, otherRows, { from: rows + 1 });
    const seedSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await vacuumAnalyze(server.db, context.mode);
    console.log(
      `seeded ${rows} + ${otherRows} rows in ${seedSeconds.toFixed(1)} s, vacuum analyze ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    context.shared.token = token;
    context.shared.email = client.users.Engineer.email;
    context.shared.adminToken = client.users.Admin.token;
    context.shared.otherAdminToken = other.users.Admin.token;
    context.shared.rows = rows;
    context.shared.firstPage = `/api/bevel-types/?page_size=${PAGE_SIZE}`;

    const raw = (server.db as unknown as { $client: TRawClient }).$client;
    const captured: { query: string; params: unknown[] }[] = [];
    const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
    const capturing = (context.mode === "postgres"
      ? drizzleNodePostgres(raw as never, { logger })
      : drizzlePglite(raw as never, { logger })) as unknown as TDatabase;
    /** The statements the API runs for a URL, as issued for this client (read as the client's user, as the API does). */
    const statementsOf = async (url: string) => {
      const query = ZListQuery.parse(Object.fromEntries(new URL(url, "http://x").searchParams)) as TListQuery;
      captured.length = 0;
      await queryScope.run({ clients: new Set(), cancelled: false, readerClient: client.id }, () =>
        listPage(capturing, bevelTypes, bevelTypeResource, query, [eq(bevelTypes.client_id, client.id)], url, (row) => row),
      );
      return captured.splice(0);
    };

    captured.length = 0;
    await lookUpToken(capturing, hashToken(token));
    const [tokenLookup] = captured.splice(0);
    if (!tokenLookup) throw new Error("the token lookup issued no statement");
    const DEEP_PAGE = Math.min(5000, Math.floor(rows / PAGE_SIZE) - 1);
    // Page 5000 by keyset: the `next` link of page 4999 (read once by offset) carries its cursor.
    const before = await server.request("GET", `/api/bevel-types/?page_size=${PAGE_SIZE}&page=${DEEP_PAGE - 1}`, { token });
    const deep = before.body.next as string;
    // Cold: the read caches forgotten before each request, so the API looks the token up and asks the capped count.
    const cases: [string, (i: number) => string, "warm" | "cold"][] = [
      ["first page", () => `/api/bevel-types/?page_size=${PAGE_SIZE}`, "warm"],
      [`page ${DEEP_PAGE} (keyset)`, () => deep, "warm"],
      ["search (substring)", (i) => `/api/bevel-types/?page_size=${PAGE_SIZE}&search=${10000 + ((i * 37) % 80000)}`, "warm"],
      ["descending order", () => `/api/bevel-types/?page_size=${PAGE_SIZE}&ordering=-name`, "warm"],
      ["first page, caches cold", () => `/api/bevel-types/?page_size=${PAGE_SIZE}`, "cold"],
    ];
    const get = keepAliveGet(server.url, token);
    const table: string[][] = [];
    for (const [label, url, caches] of cases) {
      // The API, back to back, after untimed requests: the first few hundred requests of a route still compile its
      // code paths (JIT), which a server that has been up for a minute has done.
      const api: number[] = [];
      for (let i = -WARM_UP; i < context.requests; i++) {
        if (caches === "cold") server.expireReadCaches();
        const t0 = performance.now();
        const status = await get(url(Math.max(i, 0)));
        if (i >= 0) api.push(performance.now() - t0);
        if (status !== 200) throw new Error(`${label}: HTTP ${status}`);
      }
      // Then the statements it issued for each request, replayed on the driver, warmed the same way.
      const replays: { query: string; params: unknown[] }[][] = [];
      for (let i = 0; i < context.requests; i++) {
        if (caches === "cold") server.expireReadCaches();
        const statements = await statementsOf(url(i));
        if (caches === "cold") statements.unshift(tokenLookup);
        replays.push(statements);
      }
      const bare: number[] = [];
      for (let i = -WARM_UP; i < context.requests; i++) {
        const t0 = performance.now();
        for (const statement of replays[Math.max(i, 0)] ?? []) await raw.query(statement.query, statement.params);
        if (i >= 0) bare.push(performance.now() - t0);
      }
      const apiP50 = quantile(api, 0.5);
      const bareP50 = quantile(bare, 0.5);
      table.push([label, ms(apiP50), ms(bareP50), (apiP50 / bareP50).toFixed(2), ms(apiP50 - bareP50), ms(quantile(api, 0.95))]);
    }
    return [
      `${rows.toLocaleString("en")} bevel types for one client and ${otherRows.toLocaleString("en")} for another (seeded in ${seedSeconds.toFixed(0)} s); page size ${PAGE_SIZE}; ${context.requests} requests per case after ${WARM_UP} untimed ones, one at a time, over one kept-alive connection (node:http, as autocannon; fetch would add its own ~0.5–1 ms to every request). "Bare SQL" replays on the driver the statements the API issues for the same request. Warm rows: the token and the capped count were read less than READ_CACHE_MS ago (db/read-caches.ts), so the API issues the page query alone. The cold row forgets both before each request: the bare SQL is then the token lookup and the page with its capped count as a subquery.`,
      "",
      markdownTable(["case", "API p50 (ms)", "bare SQL p50 (ms)", "API / SQL", "API − SQL (ms)", "API p95 (ms)"], table),
      "",
      "Goals: API p50 ≤ 1.3 × bare SQL; first page and search ≤ 10 ms p50.",
    ].join("\n");
  },
};

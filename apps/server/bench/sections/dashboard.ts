import { performance } from "node:perf_hooks";
import { addDays, type TDashboardQuery, todayIso } from "@weldtrace/domain";
import { and, eq, type Logger, sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { queryScope, type TDatabase } from "../../src/db/client.js";
import { procedures, projects } from "../../src/db/schema/index.js";
import { findProgress } from "../../src/modules/dashboard/progress.js";
import { findQuality } from "../../src/modules/dashboard/quality.js";
import { findTimeline } from "../../src/modules/dashboard/timeline.js";
import { projectCards } from "../../src/modules/welds/statistics.js";
import { DEMO_PROCEDURE_NAMES, DEMO_PROJECTS, seedDemoProcedures } from "../../src/seed/demo-procedures.js";
import { seedDemoProjects } from "../../src/seed/demo-projects.js";
import { seedDemoStaff } from "../../src/seed/demo-staff.js";
import { seedDemoWelds } from "../../src/seed/demo-welds.js";
import { seedDemoWorkpieces } from "../../src/seed/demo-workpieces.js";
import { seedClient } from "../../test/helpers.js";
import { markdownTable, ms, quantile, type TBenchContext, type TBenchSection } from "../context.js";
import { keepAliveGet } from "./lists.js";

/** Untimed requests before each timed series (the route's code paths compiled, the pages of its indexes cached). */
const WARM_UP = Number(process.env.BENCH_DASHBOARD_WARM_UP ?? 5);
const GOAL_MS = 100;
type TRawClient = { query(text: string, params?: unknown[]): Promise<unknown> };
type TStatement = { query: string; params: unknown[] };

/** Statements without the pool's time limit: on PostgreSQL one pooled connection with statement_timeout off, then reset. */
async function unbounded(db: TDatabase, mode: TBenchContext["mode"], statements: readonly string[]) {
  if (mode === "embedded") {
    for (const statement of statements) await db.execute(sql.raw(statement));
    return;
  }
  const connection = await (db as unknown as { $client: { connect(): Promise<TRawClient & { release(): void }> } }).$client.connect();
  try {
    await connection.query("set statement_timeout = 0");
    for (const statement of statements) await connection.query(statement);
    await connection.query("reset statement_timeout");
  } finally {
    connection.release();
  }
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The bulk rows of one project, written by `insert … select … from generate_series` on the demo project's reference
 * rows (procedure and its pass groups, welders, workstations, flaw library): WELDS welds over the last 90 days
 * (90 % completed, two thirds of those scanned, 1 % cut out), CYCLES_PER_WELD cycles each (welder on torch 1, start
 * and end, heat input, pass group, the stream of one of the workstations), FLAWS flaws on distinct welds (80 % active;
 * a third rejected, sanctioned Repair, half of those repaired by another weld).
 */
function bulkStatements(ids: {
  client: string;
  project: string;
  procedure: string;
  edgeServer: string;
  library: string;
  welds: number;
  cyclesPerWeld: number;
  flaws: number;
}): string[] {
  const client = literal(ids.client);
  const project = literal(ids.project);
  const n = ids.welds;
  // A weld's number is its name's digits: the bulk statements below join on it.
  const numbered = `(select id, substr(name, 3)::int as n, started_at, client_id, project, procedure from welds where project = ${project} and name like 'B-%')`;
  return [
    `insert into arc_streams (id, client_id, edge_server, project, workstation, torch, sample_rate, t0_us)
      select gen_random_uuid(), ${client}, ${literal(ids.edgeServer)}, ${project}, id, 1, 1000, 0 from workstations where client_id = ${client}`,
    // Spread over 90 days back from three hours ago, so every weld's end is in the past.
    `insert into welds (id, client_id, project, procedure, name, started_at, ended_at, completed, scanned, is_cut_out, created_at, updated_at)
      select gen_random_uuid(), ${client}, ${project}, ${literal(ids.procedure)}, 'B-' || lpad(g::text, 7, '0'), t, case when g % 10 <> 0 then t + interval '2 hours' end,
        g % 10 <> 0, g % 10 <> 0 and g % 3 <> 0, g % 100 = 50, t, t
      from generate_series(1, ${n}) g, lateral (select now() - interval '3 hours' - ((g::bigint * 7919) % (90 * 86400)) * interval '1 second' as t) at`,
    `insert into cut_outs (id, client_id, weld, project, created_at, updated_at)
      select gen_random_uuid(), client_id, id, project, started_at + interval '1 day', started_at + interval '1 day' from welds
      where project = ${project} and is_cut_out and name like 'B-%'`,
    `insert into cycles (id, client_id, weld, project, procedure, acquisition_status, started_at, ended_at, created_at, updated_at, with_torch_1,
        pass_group_torch_1, welder_torch_1, with_heat_input_torch_1, k_factor_torch_1, mean_u, mean_i, travel_speed, heat_input, arc_time, stream)
      select gen_random_uuid(), w.client_id, w.id, w.project, w.procedure, 'done', w.started_at + c * interval '12 minutes', w.started_at + c * interval '12 minutes' + interval '10 minutes',
        w.started_at + c * interval '12 minutes', w.started_at + c * interval '12 minutes', true,
        p.ids[1 + c % array_length(p.ids, 1)], s.welders[1 + (w.n + c / 4) % array_length(s.welders, 1)], true, 0.8,
        22 + (w.n % 7), 200 + (w.n * 13 + c * 7) % 40, 25, 0.6 + ((w.n * 13 + c * 7) % 100) / 100.0, 540 + (w.n % 60), a.streams[1 + w.n % array_length(a.streams, 1)]
      from ${numbered} w
      cross join generate_series(0, ${ids.cyclesPerWeld - 1}) c
      cross join (select array_agg(id order by index) as ids from pass_groups where procedure = ${literal(ids.procedure)}) p
      cross join (select array_agg(id order by welder_id) as welders from welders where client_id = ${client} and not deleted) s
      cross join (select array_agg(id order by id) as streams from arc_streams where project = ${project}) a`,
    `insert into flaws (id, client_id, weld, project, library, nde_method, type, status, result, sanction, repaired_by, start_position, length, created_at, updated_at)
      select gen_random_uuid(), w.client_id, w.id, w.project, ${literal(ids.library)}, t.nde_method[1 + f % array_length(t.ids, 1)], t.ids[1 + f % array_length(t.ids, 1)],
        case when f % 10 < 8 then 'Active' when f % 10 = 8 then 'Not considered' else 'Duplicate' end,
        case when f % 3 = 0 then 'Rejected' when f % 3 = 1 then 'Accepted' else 'Waiting for Interpretation' end,
        case when f % 3 = 0 then 'Repair' when f % 3 = 1 then 'Indication' end,
        r.id, (f * 37) % 360, 5 + f % 40, w.started_at + interval '3 hours', w.started_at + interval '3 hours'
      from generate_series(1, ${ids.flaws}) f
      join ${numbered} w on w.n = (f::bigint * 7) % ${n} + 1
      left join ${numbered} r on f % 6 = 0 and r.n = (f::bigint * 7 + 1) % ${n} + 1
      cross join (select array_agg(t.id order by t.id) as ids, array_agg(t.nde_method order by t.id) as nde_method
        from flaw_types t join flaw_nde_methods m on m.id = t.nde_method where m.library = ${literal(ids.library)}) t`,
  ];
}

/**
 * The dashboard's tabs and the project cards on one project of WELDS welds, their cycles and flaws (10^5, 10^6 and
 * 5·10^4 on PostgreSQL; ten times fewer on PGlite), each timed through the API (real HTTP, auth included) and as the bare
 * SQL the API issues for it (captured from Drizzle, replayed on the driver, its statements in parallel as the API runs them).
 */
export const dashboardSection: TBenchSection = {
  title: "Dashboard",
  async run(context) {
    const { server } = context;
    const scale = context.mode === "postgres" ? 1 : 10;
    const weldCount = Number(process.env.BENCH_DASHBOARD_WELDS ?? 100_000 / scale);
    const cycleCount = Number(process.env.BENCH_DASHBOARD_CYCLES ?? 1_000_000 / scale);
    const flawCount = Math.min(weldCount, Number(process.env.BENCH_DASHBOARD_FLAWS ?? 50_000 / scale));
    const cyclesPerWeld = Math.max(1, Math.round(cycleCount / weldCount));
    const requests = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? Math.min(context.requests, context.mode === "postgres" ? 30 : 10));

    const client = await seedClient(server, "Bench dashboard");
    const token = client.users.Viewer.token;
    let started = performance.now();
    await server.db.transaction(async (tx) => {
      await seedDemoProjects(tx, client.id);
      await seedDemoProcedures(tx, client.id);
      await seedDemoStaff(tx, client.id);
      await seedDemoWorkpieces(tx, client.id);
      await seedDemoWelds(tx, client.id);
    });
    const [project] = await server.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.client_id, client.id), eq(projects.name, DEMO_PROJECTS.pipeline)));
    const [procedure] = await server.db
      .select({ id: procedures.id })
      .from(procedures)
      .where(and(eq(procedures.client_id, client.id), eq(procedures.name, DEMO_PROCEDURE_NAMES.pipeline)));
    const library = (await server.db.execute(sql`select id from flaw_libraries where client_id = ${client.id} limit 1`)) as unknown as {
      rows: { id: string }[];
    };
    if (!project || !procedure || !library.rows[0]) throw new Error("the demo project, procedure or flaw library was not seeded");
    await unbounded(
      server.db,
      context.mode,
      bulkStatements({
        client: client.id,
        project: project.id,
        procedure: procedure.id,
        edgeServer: client.users["Edge server"].id,
        library: library.rows[0].id,
        welds: weldCount,
        cyclesPerWeld,
        flaws: flawCount,
      }),
    );
    const seedSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await unbounded(server.db, context.mode, [
      "vacuum analyze welds",
      "vacuum analyze cycles",
      "vacuum analyze flaws",
      "vacuum analyze cut_outs",
    ]);
    console.log(
      `seeded ${weldCount} welds, ${weldCount * cyclesPerWeld} cycles, ${flawCount} flaws in ${seedSeconds.toFixed(1)} s, vacuum analyze ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const raw = (server.db as unknown as { $client: TRawClient }).$client;
    const captured: TStatement[] = [];
    const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
    const capturing = (context.mode === "postgres"
      ? drizzleNodePostgres(raw as never, { logger })
      : drizzlePglite(raw as never, { logger })) as unknown as TDatabase;
    const scope = { project: project.id, tenant: () => undefined };
    /** The statements the API runs for a case (past the project lookup), as Drizzle issues them. */
    const statementsOf = async (run: (db: TDatabase) => Promise<unknown>) => {
      captured.length = 0;
      await queryScope.run({ clients: new Set(), cancelled: false, readerClient: client.id }, () => run(capturing));
      return captured.splice(0);
    };

    const today = todayIso();
    const ranges = [
      ["last 30 days", { from: addDays(today, -29), to: today, tz: "UTC" }],
      ["last 90 days", { from: addDays(today, -89), to: today, tz: "UTC" }],
    ] as const;
    const cases: [string, string, (db: TDatabase) => Promise<unknown>][] = [];
    for (const [label, range] of ranges) {
      const query: TDashboardQuery = { project: project.id, ...range };
      const search = `project=${project.id}&from=${range.from}&to=${range.to}&tz=UTC`;
      cases.push(
        [`Progress, ${label}`, `/api/dashboard/progress/?${search}`, (db) => findProgress(db, scope, query)],
        [`Quality, ${label}`, `/api/dashboard/quality/?${search}`, (db) => findQuality(db, scope, query)],
        [`Timeline, ${label}`, `/api/dashboard/timeline/?${search}`, (db) => findTimeline(db, scope, query)],
      );
    }
    cases.push(["Project cards (every weld)", `/api/projects/${project.id}/weld-statistics/`, (db) => projectCards(db, project.id)]);

    const get = keepAliveGet(server.url, token);
    const table: string[][] = [];
    const misses: string[] = [];
    for (const [label, url, run] of cases) {
      const api: number[] = [];
      for (let i = -WARM_UP; i < requests; i++) {
        const t0 = performance.now();
        const status = await get(url);
        if (i >= 0) api.push(performance.now() - t0);
        if (status !== 200) throw new Error(`${label}: HTTP ${status}`);
      }
      const statements = await statementsOf(run);
      const bare: number[] = [];
      for (let i = -WARM_UP; i < requests; i++) {
        const t0 = performance.now();
        await Promise.all(statements.map((statement) => raw.query(statement.query, statement.params)));
        if (i >= 0) bare.push(performance.now() - t0);
      }
      // BENCH_DASHBOARD_EXPLAIN=1 prints each statement's plan (EXPLAIN (ANALYZE, BUFFERS)) to the console.
      if (process.env.BENCH_DASHBOARD_EXPLAIN)
        for (const statement of statements) {
          const plan = (await raw.query(`explain (analyze, buffers) ${statement.query}`, statement.params)) as {
            rows: Record<string, string>[];
          };
          console.log(`-- ${label}\n${statement.query}\n${plan.rows.map((row) => Object.values(row)[0]).join("\n")}\n`);
        }
      const apiP50 = quantile(api, 0.5);
      const bareP50 = quantile(bare, 0.5);
      const met = apiP50 <= GOAL_MS;
      if (!met) misses.push(label);
      table.push([
        label,
        ms(apiP50),
        ms(quantile(api, 0.95)),
        ms(bareP50),
        (apiP50 / bareP50).toFixed(2),
        `≤ ${GOAL_MS}`,
        met ? "met" : "**missed**",
      ]);
      console.log(table.at(-1)?.join(" | "));
    }
    return [
      `One project of ${weldCount.toLocaleString("en")} welds over the last 90 days, ${(weldCount * cyclesPerWeld).toLocaleString("en")} cycles (${cyclesPerWeld} a weld, on 4 workstations' streams) and ${flawCount.toLocaleString("en")} flaws, bulk-inserted in SQL on the demo project's reference rows (seeded in ${seedSeconds.toFixed(0)} s, then \`vacuum analyze\`). Each case: ${requests} requests after ${WARM_UP} untimed ones, one at a time over one kept-alive connection, as the client's Viewer; the range's days in UTC. "Bare SQL" replays on the driver the aggregate statements the API issues for the case (the project lookup and token check left out), in parallel as the API runs them.`,
      "",
      markdownTable(["case", "API p50 (ms)", "API p95 (ms)", "bare SQL p50 (ms)", "API / SQL", "goal p50 (ms)", "goal"], table),
      "",
      misses.length === 0
        ? `Goal: every tab ≤ ${GOAL_MS} ms p50 — met.`
        : `Goal: every tab ≤ ${GOAL_MS} ms p50 — missed by ${misses.join(", ")}.`,
    ].join("\n");
  },
};

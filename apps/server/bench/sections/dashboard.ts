import { performance } from "node:perf_hooks";
import { addDays, todayIso } from "@weldtrace/domain";
import { and, eq, sql } from "drizzle-orm";
import type { TDatabase } from "../../src/db/client.js";
import { procedures, projects } from "../../src/db/schema/index.js";
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
    const today = todayIso();
    const ranges = [
      ["last 30 days", { from: addDays(today, -29), to: today }],
      ["last 90 days", { from: addDays(today, -89), to: today }],
    ] as const;
    const cases: [string, string][] = [];
    for (const [label, range] of ranges) {
      const search = `project=${project.id}&from=${range.from}&to=${range.to}&tz=UTC`;
      cases.push(
        [`Progress, ${label}`, `/api/dashboard/progress/?${search}`],
        [`Quality, ${label}`, `/api/dashboard/quality/?${search}`],
        [`Timeline, ${label}`, `/api/dashboard/timeline/?${search}`],
      );
    }
    cases.push(["Project cards (every weld)", `/api/projects/${project.id}/weld-statistics/`]);
    // A write of today, as production makes all day: one weld and one of its cycles touched (the triggers delete
    // today's kept days of welds, heat input and timeline, which the next read computes again).
    const writeToday = async () => {
      await raw.query(
        `update welds set updated_at = now() where id = (select id from welds where project = $1 order by coalesce(ended_at, started_at, created_at) desc limit 1)`,
        [project.id],
      );
      await raw.query(
        `update cycles set updated_at = now() where id = (select id from cycles where project = $1 order by started_at desc nulls last limit 1)`,
        [project.id],
      );
    };

    const get = keepAliveGet(server.url, token);
    const timed = async (label: string, url: string) => {
      const t0 = performance.now();
      const status = await get(url);
      if (status !== 200) throw new Error(`${label}: HTTP ${status}`);
      return performance.now() - t0;
    };
    const table: string[][] = [];
    const misses: string[] = [];
    for (const [label, url] of cases) {
      // Cold: nothing kept, every day of the range aggregated from the rows (what the first reader of a range pays).
      await raw.query("delete from dashboard_days");
      await raw.query("delete from dashboard_hours");
      const cold = await timed(label, url);
      const kept: number[] = [];
      for (let i = -WARM_UP; i < requests; i++) {
        const elapsed = await timed(label, url);
        if (i >= 0) kept.push(elapsed);
      }
      const afterWrite: number[] = [];
      for (let i = 0; i < requests; i++) {
        await writeToday();
        afterWrite.push(await timed(label, url));
      }
      const keptP50 = quantile(kept, 0.5);
      const afterWriteP50 = quantile(afterWrite, 0.5);
      const met = keptP50 <= GOAL_MS && afterWriteP50 <= GOAL_MS;
      if (!met) misses.push(label);
      table.push([
        label,
        ms(cold),
        ms(keptP50),
        ms(quantile(kept, 0.95)),
        ms(afterWriteP50),
        ms(quantile(afterWrite, 0.95)),
        `≤ ${GOAL_MS}`,
        met ? "met" : "**missed**",
      ]);
      console.log(table.at(-1)?.join(" | "));
    }
    return [
      `One project of ${weldCount.toLocaleString("en")} welds over the last 90 days, ${(weldCount * cyclesPerWeld).toLocaleString("en")} cycles (${cyclesPerWeld} a weld, on 4 workstations' streams) and ${flawCount.toLocaleString("en")} flaws, bulk-inserted in SQL on the demo project's reference rows (seeded in ${seedSeconds.toFixed(0)} s, then \`vacuum analyze\`). Requests one at a time over one kept-alive connection, as the client's Viewer; the range's days in UTC. "Cold": the first request with no kept day (every day of the range aggregated from the rows, then kept). "Kept": ${requests} requests after ${WARM_UP} untimed ones. "After a write": ${requests} requests, each after an update of today's latest weld and cycle (the triggers delete today's kept days; the request aggregates that day again).`,
      "",
      markdownTable(
        [
          "case",
          "cold (ms)",
          "kept p50 (ms)",
          "kept p95 (ms)",
          "after a write p50 (ms)",
          "after a write p95 (ms)",
          "goal p50 (ms)",
          "goal",
        ],
        table,
      ),
      "",
      misses.length === 0
        ? `Goal: every tab ≤ ${GOAL_MS} ms p50, kept and after a write — met.`
        : `Goal: every tab ≤ ${GOAL_MS} ms p50 — missed by ${misses.join(", ")}.`,
    ].join("\n");
  },
};

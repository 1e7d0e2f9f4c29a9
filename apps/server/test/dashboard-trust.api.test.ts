import { todayIso } from "@weldtrace/domain";
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cycles, dashboardDays, welders } from "../src/db/schema/index.js";
import { demoToken, seedDemo, startTestServer, type TTestServer } from "./helpers.js";

/** The demo client's data (seed/demo-welds.ts), every figure recomputed from the lists' own filters. */
let server: TTestServer;
let token: string;
let northSea: string;
const today = todayIso();
const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
const range = `from=${from}&to=${today}&tz=UTC`;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server);
  token = await demoToken(server, "viewer");
  northSea = (await server.request("GET", "/api/projects/?search=North%20Sea", { token })).body.results[0].id;
});
afterAll(() => server?.close());

type TRow = Record<string, unknown> & { id: string };
const list = async (path: string, filters: string): Promise<TRow[]> => {
  const answer = await server.request("GET", `/api/${path}/?${filters}&page_size=1000`, { token });
  expect(answer.status).toBe(200);
  expect(answer.body.count).toBeLessThan(1000);
  return answer.body.results;
};
const dashboard = (tab: string, query: string) => server.request("GET", `/api/dashboard/${tab}/?${query}`, { token });
const rate = (numerator: number, denominator: number) => ({ numerator, denominator });
const ids = (rows: TRow[]) => new Set(rows.map((row) => row.id));

describe("the dashboard's and project cards' figures are the lists' own", () => {
  it("counts welds, completed, scanned, repairs, cut-outs and rates as the welds, flaws, cut-outs and cycles lists filtered say", async () => {
    const project = `project=${northSea}`;
    const all = await list("welds", project);
    const completed = ids(await list("welds", `${project}&completed=true`));
    const scanned = ids(await list("welds", `${project}&scanned=true`));
    const cutOutWelds = ids(await list("welds", `${project}&is_cut_out=true`));
    const flaws = await list("flaws", project);
    const rejectedFlaws = await list("flaws", `${project}&status=Active&result=Rejected`);
    const repairFlaws = await list("flaws", `${project}&status=Active&result=Rejected&sanction=Repair`);
    const cutOuts = await list("cut-outs", project);
    const cycles = await list("cycles", project);

    // A weld's day: the day it ended, else started, else was recorded (decisions.md "Dashboard"), here in UTC.
    const dayOf = (row: TRow) => String(row.ended_at ?? row.started_at ?? row.created_at).slice(0, 10);
    const inRange = (day: string) => day >= from && day <= today;
    const welds = all.filter((row) => inRange(dayOf(row)));
    const flawed = new Set(flaws.map((flaw) => flaw.weld));
    const examined = (row: TRow) => scanned.has(row.id) || flawed.has(row.id);
    const rejected = new Set(rejectedFlaws.map((flaw) => flaw.weld));
    const needsRepair = new Set(repairFlaws.map((flaw) => flaw.weld));
    const repairWelds = new Set(flaws.map((flaw) => flaw.repaired_by).filter(Boolean));
    const of = (rows: TRow[], test: (row: TRow) => boolean) => rows.filter(test).length;

    const progress = await dashboard("progress", `${project}&${range}`);
    expect(progress.status).toBe(200);
    const repairs = of(welds, (row) => repairWelds.has(row.id));
    const cutOutCount = cutOuts.filter((row) => inRange(String(row.created_at).slice(0, 10))).length;
    expect(progress.body.cards).toMatchObject({
      welds_completed: of(welds, (row) => completed.has(row.id)),
      welds_scanned: of(welds, (row) => scanned.has(row.id)),
      quantity_welds: welds.length,
      repair: repairs,
      cutout: cutOutCount,
      total: all.length,
      repair_rate: rate(repairs, welds.length),
      cutout_rate: rate(cutOutCount, welds.length),
      reject_rate: rate(
        of(welds, (row) => examined(row) && rejected.has(row.id)),
        of(welds, examined),
      ),
    });

    // The project page's cards: every weld of the project, whatever its day.
    const cards = await server.request("GET", `/api/projects/${northSea}/weld-statistics/`, { token });
    expect(cards.status).toBe(200);
    const examinedAll = of(all, examined);
    expect(cards.body).toMatchObject({
      welds: all.length,
      completed: completed.size,
      scanned: scanned.size,
      repairs: of(all, (row) => repairWelds.has(row.id)),
      cut_outs: cutOutWelds.size,
      reject_rate: rate(
        of(all, (row) => examined(row) && rejected.has(row.id)),
        examinedAll,
      ),
      repair_rate: rate(
        of(all, (row) => examined(row) && needsRepair.has(row.id)),
        examinedAll,
      ),
    });

    // The Timeline's totals: the cycles of the range and the distinct welds they name.
    const timeline = await dashboard("timeline", `${project}&${range}`);
    const started = cycles.filter((cycle) => cycle.started_at && inRange(String(cycle.started_at).slice(0, 10)));
    expect(timeline.body.totals.cycles).toBe(started.length);
    expect(timeline.body.totals.welds).toBe(new Set(started.map((cycle) => cycle.weld).filter(Boolean)).size);
  });

  it("counts a weld whose cycles fall in two rows (two days) once in the Timeline's total: the project's 6 welds, not 7", async () => {
    // A second cycle of one weld, typed in by hand the day before its first: the weld is in two rows.
    const [first] = await server.db.select().from(cycles).where(eq(cycles.project, northSea)).orderBy(desc(cycles.started_at)).limit(1);
    const shift = (at: Date | null) => (at ? new Date(at.getTime() - 86_400_000) : null);
    const { id: _id, ...copy } = first as typeof cycles.$inferSelect;
    const [added] = await server.db
      .insert(cycles)
      .values({ ...copy, started_at: shift(copy.started_at), ended_at: shift(copy.ended_at) })
      .returning();
    try {
      const answer = await dashboard("timeline", `project=${northSea}&${range}`);
      expect(answer.status).toBe(200);
      const rows = answer.body.rows as { welds: number }[];
      // The rows count each day's welds; their sum counts the weld twice, the total once.
      expect(rows.reduce((sum, row) => sum + row.welds, 0)).toBe(7);
      const listed = await list("cycles", `project=${northSea}`);
      expect(answer.body.totals.welds).toBe(new Set(listed.filter((cycle) => cycle.started_at).map((cycle) => cycle.weld)).size);
      expect(answer.body.totals.welds).toBe(6);
    } finally {
      await server.db.delete(cycles).where(eq(cycles.id, added?.id as string));
    }
  });
});

describe("the dashboard's range stays within the data's plausible span", () => {
  it("refuses 6220-01-01 to 6220-12-31 and a day before 2000 with 400 on the field, on every tab, and keeps no day for them", async () => {
    const kept = async () => (await server.db.select({ n: count() }).from(dashboardDays))[0]?.n ?? 0;
    const before = await kept();
    for (const tab of ["progress", "quality", "timeline"]) {
      const far = await dashboard(tab, "from=6220-01-01&to=6220-12-31&tz=Pacific%2FKiritimati");
      expect(far.status).toBe(400);
      expect(far.body.codes.from?.[0]?.code).toBe("day_too_late");
      expect(far.body.codes.to?.[0]?.code).toBe("day_too_late");
      const early = await dashboard(tab, "from=1999-12-01&to=2000-01-05");
      expect(early.status).toBe(400);
      expect(early.body.codes).toEqual({ from: [{ code: "day_too_early", params: { min: "2000-01-01" } }] });
    }
    expect(await kept()).toBe(before);
    expect((await dashboard("progress", "from=2000-01-01&to=2000-01-31")).status).toBe(200);
  });
});

describe("the project page's repair rate per welder", () => {
  it("names each welder of the rates by welder id and name, a deleted welder too", async () => {
    const cards = await server.request("GET", `/api/projects/${northSea}/weld-statistics/`, { token });
    const welderIds = Object.keys(cards.body.repair_rate_by_welder);
    expect(welderIds.length).toBeGreaterThan(0);
    const rows = await server.db.select().from(welders);
    for (const id of welderIds) {
      const row = rows.find((welder) => welder.id === id);
      expect(cards.body.welder_names[id]).toBe(`${row?.welder_id} - ${row?.first_name} ${row?.last_name}`);
    }
    const admin = await demoToken(server, "admin");
    expect((await server.request("DELETE", `/api/welders/${welderIds[0]}/`, { token: admin })).status).toBe(204);
    const [deleted] = await server.db
      .select()
      .from(welders)
      .where(eq(welders.id, welderIds[0] as string));
    expect(deleted?.deleted).toBe(true);
    const after = await server.request("GET", `/api/projects/${northSea}/weld-statistics/`, { token });
    expect(after.body.welder_names[welderIds[0] as string]).toBe(`${deleted?.welder_id} - ${deleted?.first_name} ${deleted?.last_name}`);
  });
});

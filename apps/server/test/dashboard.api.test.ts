// PostgreSQL too: aggregates by day in the server's time zone settings, with JIT off on the pool.
import { todayIso } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arcStreams, cycles, welds } from "../src/db/schema/index.js";
import { demoToken, fieldsOf, seedClient, seedDemo, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

/** The demo client's data (seed/demo-welds.ts): six welds of the last week, a repair, a cut-out, four flaws. */
let server: TTestServer;
let token: string;
let northSea: string;
let outsider: TSeededClient;
const today = todayIso();
const lastMonth = `from=${new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)}&to=${today}`;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server);
  token = await demoToken(server, "viewer");
  northSea = (await server.request("GET", "/api/projects/?search=North%20Sea", { token })).body.results[0].id;
  outsider = await seedClient(server, "Dashboard Outsider");
});
afterAll(() => server?.close());

const progress = (query: string, as = token) => server.request("GET", `/api/dashboard/progress/?${query}`, { token: as });
const quality = (query: string, as = token) => server.request("GET", `/api/dashboard/quality/?${query}`, { token: as });
const timeline = (query: string, as = token) => server.request("GET", `/api/dashboard/timeline/?${query}`, { token: as });

describe("dashboard progress (GET /api/dashboard/progress/)", () => {
  it("counts the demo line's last 30 days: 6 welds, 5 completed, 4 scanned, 1 repair, 1 cut-out, 2 rejected of 5 examined", async () => {
    const answer = await progress(`project=${northSea}&${lastMonth}&tz=Europe/Oslo`);
    expect(answer.status).toBe(200);
    expect(answer.body.cards).toMatchObject({
      welds_completed: 5,
      welds_scanned: 4,
      quantity_welds: 6,
      repair: 1,
      cutout: 1,
      total: 6,
      repair_rate: { numerator: 1, denominator: 6 },
      cutout_rate: { numerator: 1, denominator: 6 },
      reject_rate: { numerator: 2, denominator: 5 },
    });
    // One row a day of the range, and the days add up to the cards.
    const daily = answer.body.daily as { day: string; quantity_welds: number; quantity_cutout: number }[];
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)?.day).toBe(today);
    expect(daily.reduce((sum, day) => sum + day.quantity_welds, 0)).toBe(6);
    expect(daily.reduce((sum, day) => sum + day.quantity_cutout, 0)).toBe(1);
    const best = answer.body.cards.best_day as { day: string; quantity_welds: number };
    expect(best.quantity_welds).toBe(Math.max(...daily.map((day) => day.quantity_welds)));
  });

  it("without a project counts every project of the user's client; a range before the demo has no weld but keeps the total", async () => {
    expect((await progress(lastMonth)).body.cards.quantity_welds).toBe(6);
    const empty = await progress("from=2020-01-01&to=2020-01-31");
    expect(empty.body.cards).toMatchObject({ quantity_welds: 0, total: 6, best_day: null, reject_rate: { denominator: 0, rate: null } });
  });

  it("counts a weld on its day in the reader's time zone: ended 23:30 UTC on 15 January is the 16th in Paris, the 15th in UTC", async () => {
    const [weld] = await server.db.select().from(welds).where(eq(welds.name, "NS-W-0001"));
    await server.db
      .update(welds)
      .set({ ended_at: new Date("2026-01-15T23:30:00Z") })
      .where(eq(welds.id, weld?.id as string));
    try {
      const day = (tz: string, date: string) => progress(`project=${northSea}&from=${date}&to=${date}&tz=${encodeURIComponent(tz)}`);
      expect((await day("Europe/Paris", "2026-01-16")).body.cards.quantity_welds).toBe(1);
      expect((await day("UTC", "2026-01-16")).body.cards.quantity_welds).toBe(0);
      expect((await day("UTC", "2026-01-15")).body.cards.quantity_welds).toBe(1);
    } finally {
      await server.db
        .update(welds)
        .set({ ended_at: weld?.ended_at })
        .where(eq(welds.id, weld?.id as string));
    }
  });

  it("is never cached: Cache-Control no-store", async () => {
    const response = await fetch(`${server.url}/api/dashboard/progress/?${lastMonth}`, { headers: { authorization: `Token ${token}` } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 401 without a token, 404 for another client's project, and 400 naming the field for a bad range or zone", async () => {
    expect((await server.request("GET", `/api/dashboard/progress/?${lastMonth}`)).status).toBe(401);
    const foreign = await progress(`project=${northSea}&${lastMonth}`, outsider.users.Admin.token);
    expect(foreign.status).toBe(404);
    const bad = await progress("from=2026-02-30&to=2026-01-01&tz=Mars%2FOlympus");
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad.body)).sort()).toEqual(["from", "tz"]);
    expect(bad.body.codes.tz).toEqual([{ code: "unknown_time_zone" }]);
    const reversed = await progress("from=2026-03-02&to=2026-03-01");
    expect(reversed.status).toBe(400);
    expect(reversed.body.codes.to).toEqual([{ code: "end_before_start" }]);
    expect((await progress("from=2024-01-01&to=2026-01-01")).body.codes.to).toEqual([{ code: "range_too_long", params: { max: 366 } }]);
    expect((await progress("to=2026-01-01")).body.codes.from).toEqual([{ code: "required" }]);
    expect((await progress(`project=not-a-uuid&${lastMonth}`)).body.codes.project).toEqual([{ code: "invalid_id" }]);
  });

  it("shows another client's staff nothing of the demo: their own client has no weld", async () => {
    const answer = await progress(lastMonth, outsider.users.Viewer.token);
    expect(answer.status).toBe(200);
    expect(answer.body.cards).toMatchObject({ quantity_welds: 0, total: 0 });
  });
});

describe("dashboard quality (GET /api/dashboard/quality/)", () => {
  it("ranks the demo's rejects by welder, procedure and NDE method, and gives the flaw types' Pareto and heat input per pass group", async () => {
    const answer = await quality(`project=${northSea}&${lastMonth}`);
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.by_procedure).toHaveLength(1);
    expect(body.by_procedure[0].reject_rate).toMatchObject({ numerator: 2, denominator: 5 });
    // Every welder of a rejected weld is charged with it: two demo welders weld the six welds' passes.
    const welders = body.by_welder as { name: string; reject_rate: { numerator: number; denominator: number } }[];
    expect(welders.map((row) => row.name).sort()).toEqual(["Julien Moreau", "Lars Eriksen"]);
    expect(welders[0]?.reject_rate.numerator).toBeGreaterThan(0);
    // RT found a porosity (accepted) and a lack of fusion (rejected); UT a root crack (rejected) and one waiting.
    expect(
      body.by_nde_method.map((row: { name: string; flaws: number; rejected: number }) => [row.name, row.flaws, row.rejected]).sort(),
    ).toEqual([
      ["RT", 2, 1],
      ["UT", 2, 1],
    ]);
    expect(body.flaw_types).toHaveLength(4);
    expect(body.flaw_types.at(-1).cumulative).toBe(1);
    const root = (body.heat_input as { name: string; cycles: number; within: number | null; measured: number }[]).find(
      (row) => row.name === "Root",
    );
    expect(root).toMatchObject({ cycles: 6, measured: 6 });
  });

  it("answers 401 without a token, 404 for another client's project, 400 for a bad range, and is empty for another client", async () => {
    expect((await server.request("GET", `/api/dashboard/quality/?${lastMonth}`)).status).toBe(401);
    expect((await quality(`project=${northSea}&${lastMonth}`, outsider.users.Admin.token)).status).toBe(404);
    expect((await quality("from=2026-03-02&to=2026-03-01")).status).toBe(400);
    const own = await quality(lastMonth, outsider.users.Admin.token);
    expect(own.body).toMatchObject({ by_welder: [], by_procedure: [], by_nde_method: [], flaw_types: [], heat_input: [] });
  });
});

describe("dashboard timeline (GET /api/dashboard/timeline/)", () => {
  type TCycle = { weld: string | null; started_at: string | null; ended_at: string | null };
  type TRow = {
    day: string;
    workstation: { name: string } | null;
    welds: number;
    cycles: number;
    arc_seconds: number;
    downtime_seconds: number;
  };

  it("counts the demo line's hand-typed cycles per day (UTC): the cycles list's count, distinct welds, spans as arc time and the gaps between them", async () => {
    const answer = await timeline(`project=${northSea}&${lastMonth}&tz=UTC`);
    expect(answer.status).toBe(200);
    const listed = (await server.request("GET", `/api/cycles/?project=${northSea}&page_size=1000`, { token })).body.results as TCycle[];
    const started = listed.filter((cycle) => cycle.started_at);
    // The expected figures, computed here from the list: per UTC day, cycles in start order.
    const byDay = new Map<string, TCycle[]>();
    for (const cycle of started)
      byDay.set(cycle.started_at?.slice(0, 10) as string, [...(byDay.get(cycle.started_at?.slice(0, 10) as string) ?? []), cycle]);
    const seconds = (to: string | null, from: string | null) => (to && from ? Math.max((Date.parse(to) - Date.parse(from)) / 1000, 0) : 0);
    const expected = [...byDay].map(([day, list]) => {
      const ordered = [...list].sort((a, b) => (a.started_at as string).localeCompare(b.started_at as string));
      let latest: string | null = null;
      let downtime = 0;
      for (const cycle of ordered) {
        if (latest) downtime += seconds(cycle.started_at, latest);
        if (cycle.ended_at && (!latest || cycle.ended_at > latest)) latest = cycle.ended_at;
      }
      return {
        day,
        workstation: null,
        welds: new Set(list.map((cycle) => cycle.weld)).size,
        cycles: list.length,
        arc_seconds: list.reduce((total, cycle) => total + seconds(cycle.ended_at, cycle.started_at), 0),
        downtime_seconds: downtime,
      };
    });
    expect(started.length).toBeGreaterThan(10);
    const rows = answer.body.rows as TRow[];
    expect(
      rows.map((row) => ({ ...row, arc_seconds: Math.round(row.arc_seconds), downtime_seconds: Math.round(row.downtime_seconds) })),
    ).toEqual(
      expected
        .map((row) => ({ ...row, arc_seconds: Math.round(row.arc_seconds), downtime_seconds: Math.round(row.downtime_seconds) }))
        .sort((a, b) => b.day.localeCompare(a.day)),
    );
    expect(answer.body.totals.cycles).toBe(started.length);
    const response = await fetch(`${server.url}/api/dashboard/timeline/?${lastMonth}`, { headers: { authorization: `Token ${token}` } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("puts an edge server's cycles on their workstation: 08:00–08:10 (500 s of arc) then 08:15–08:20 (250 s) is 750 s of arc and 300 s down, and no weld while none is named", async () => {
    const admin = outsider.users.Admin;
    const type = await server.request("POST", "/api/workstation-types/", { token: admin.token, body: { name: "Orbital" } });
    const station = await server.request("POST", "/api/workstations/", { token: admin.token, body: { name: "Bay 7", type: type.body.id } });
    expect(station.status).toBe(201);
    const [stream] = await server.db
      .insert(arcStreams)
      .values({ client_id: outsider.id, edge_server: admin.id, workstation: station.body.id, torch: 1, sample_rate: 1000, t0_us: 0 })
      .returning();
    const cycle = (start: string, end: string, arc: number) => ({
      client_id: outsider.id,
      stream: stream?.id,
      acquisition_status: "done",
      started_at: new Date(`2026-03-10T${start}:00Z`),
      ended_at: new Date(`2026-03-10T${end}:00Z`),
      arc_time: arc,
    });
    await server.db.insert(cycles).values([cycle("08:15", "08:20", 250), cycle("08:00", "08:10", 500)]);
    const answer = await timeline("from=2026-03-01&to=2026-03-31&tz=UTC", admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toEqual([
      {
        day: "2026-03-10",
        workstation: { id: station.body.id, name: "Bay 7" },
        welds: 0,
        cycles: 2,
        arc_seconds: 750,
        downtime_seconds: 300,
      },
    ]);
    // No context named a weld for these cycles yet: they count as cycles, not welds.
    expect(answer.body.totals).toEqual({
      welds: 0,
      cycles: 2,
      arc_seconds: 750,
      downtime_seconds: 300,
      arc_ratio: 0.714_285_714_285_714_3,
    });
    // The demo client's timeline does not see it, nor the outsider the demo's.
    expect(((await timeline("from=2026-03-01&to=2026-03-31&tz=UTC")).body.rows as TRow[]).length).toBe(0);
  });

  it("answers 401 without a token, 404 for another client's project, 400 naming the field for a bad range or zone", async () => {
    expect((await server.request("GET", `/api/dashboard/timeline/?${lastMonth}`)).status).toBe(401);
    expect((await timeline(`project=${northSea}&${lastMonth}`, outsider.users.Admin.token)).status).toBe(404);
    const reversed = await timeline("from=2026-03-02&to=2026-03-01");
    expect(reversed.status).toBe(400);
    expect(fieldsOf(reversed.body)).toHaveProperty("to");
    expect((await timeline(`${lastMonth}&tz=Mars/Olympus`)).status).toBe(400);
  });
});

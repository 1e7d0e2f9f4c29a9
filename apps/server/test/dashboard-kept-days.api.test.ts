// PostgreSQL too: a write concurrent with a reader filling days (advisory locks, triggers) on two connections.
import { randomUUID } from "node:crypto";
import { addDays, todayIso } from "@weldtrace/domain";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cutOuts, cycles, dashboardDays, dashboardHours, flaws, passGroups, welds } from "../src/db/schema/index.js";
import { demoToken, seedDemo, startTestServer, type TTestServer } from "./helpers.js";

/**
 * The dashboard's kept days (modules/dashboard/day-cache.ts, migration 0034): after every kind of write, what the
 * tabs and the project cards answer from kept days equals what they answer with nothing kept.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
let server: TTestServer;
let token: string;
let northSea: string;
// To tomorrow: in Kolkata (UTC+5:30) today's writes can fall on the next UTC date's day.
const tomorrow = addDays(todayIso(), 1);
const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server);
  token = await demoToken(server, "viewer");
  northSea = (await server.request("GET", "/api/projects/?search=North%20Sea", { token })).body.results[0].id;
});
afterAll(() => server?.close());

/**
 * Every figure the dashboard shows for the demo line in a half-hour zone (days only), for the whole client in a zone
 * of whole hours with summer time (the days being welded summed from kept hours), and the cards (UTC, by hours too).
 */
async function figures() {
  const get = async (path: string) => {
    const answer = await server.request("GET", path, { token });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const range = `from=${from}&to=${tomorrow}`;
  const tabs = ["progress", "quality", "timeline"] as const;
  const answers: Record<string, unknown> = {};
  for (const tab of tabs) {
    answers[`${tab} of the line`] = await get(`/api/dashboard/${tab}/?project=${northSea}&${range}&tz=Asia/Kolkata`);
    answers[`${tab} of the client`] = await get(`/api/dashboard/${tab}/?${range}&tz=Europe/Paris`);
  }
  answers.cards = await get(`/api/projects/${northSea}/weld-statistics/`);
  return answers;
}

/** The figures read with nothing kept: what a recompute from the rows gives. */
async function recomputed() {
  await forgetAll();
  return figures();
}

async function forgetAll() {
  await server.db.delete(dashboardDays);
  await server.db.delete(dashboardHours);
}

const keptRows = async () => (await server.db.select({ count: sql<number>`count(*)::int` }).from(dashboardDays))[0]?.count ?? 0;

describe("dashboard kept days", () => {
  it("keeps each day read, then answers from the kept days what it answered from the rows", async () => {
    const fresh = await recomputed();
    expect(await keptRows()).toBeGreaterThan(0);
    expect(await figures()).toEqual(fresh);
  });

  it("after each write to welds, flaws, cycles, cut-outs and pass groups, answers what a recompute from the rows answers, and the write changed it", async () => {
    const [weld] = await server.db.select().from(welds).where(eq(welds.name, "NS-W-0002"));
    const [flaw] = await server.db.select().from(flaws).where(eq(flaws.project, northSea)).limit(1);
    const [cycle] = await server.db
      .select()
      .from(cycles)
      .where(and(eq(cycles.project, northSea), isNotNull(cycles.pass_group_torch_1)))
      .limit(1);
    if (!weld || !flaw || !cycle) throw new Error("demo data missing");
    const newWeld = randomUUID();
    const newFlaw = randomUUID();
    const newCycle = randomUUID();
    const writes: [string, () => Promise<unknown>][] = [
      [
        "a weld added",
        () => server.db.insert(welds).values({ ...weld, id: newWeld, name: "NS-W-KEPT", is_cut_out: false, scanned: false }),
      ],
      ["the weld marked scanned", () => server.db.update(welds).set({ scanned: true }).where(eq(welds.id, newWeld))],
      [
        "a rejected flaw on it",
        () =>
          server.db
            .insert(flaws)
            .values({ ...flaw, id: newFlaw, weld: newWeld, status: "Active", result: "Rejected", sanction: "Repair", repaired_by: null }),
      ],
      ["the flaw accepted", () => server.db.update(flaws).set({ result: "Accepted" }).where(eq(flaws.id, newFlaw))],
      [
        "a cycle of it an hour ago",
        () =>
          server.db.insert(cycles).values({
            ...cycle,
            id: newCycle,
            weld: newWeld,
            created_at: new Date(),
            started_at: new Date(Date.now() - 3_600_000),
            ended_at: new Date(Date.now() - 3_000_000),
            heat_input: 1.23,
          }),
      ],
      ["the cycle's heat input changed", () => server.db.update(cycles).set({ heat_input: 9.87 }).where(eq(cycles.id, newCycle))],
      [
        "its pass group's heat-input range changed",
        () =>
          server.db
            .update(passGroups)
            .set({ heat_input_min: 5, heat_input_max: 10 })
            .where(eq(passGroups.id, cycle.pass_group_torch_1 as string)),
      ],
      [
        "a cut-out of it",
        () => server.db.insert(cutOuts).values({ id: randomUUID(), client_id: weld.client_id, weld: newWeld, project: northSea }),
      ],
      ["the cut-out deleted", () => server.db.delete(cutOuts).where(eq(cutOuts.weld, newWeld))],
      ["the flaw deleted", () => server.db.delete(flaws).where(eq(flaws.id, newFlaw))],
      ["the cycle deleted", () => server.db.delete(cycles).where(eq(cycles.id, newCycle))],
      ["the weld deleted", () => server.db.delete(welds).where(eq(welds.id, newWeld))],
    ];
    let before = await figures();
    for (const [label, write] of writes) {
      await write();
      const kept = await figures();
      const fresh = await recomputed();
      expect({ label, figures: kept }).toEqual({ label, figures: fresh });
      expect({ label, changed: JSON.stringify(kept) !== JSON.stringify(before) }).toEqual({ label, changed: true });
      before = kept;
    }
  }, 120_000);

  it("a write deletes only its own day in each kept zone (3 zones read: 3 days); the other days stay kept", async () => {
    await recomputed();
    const keptBefore = await keptRows();
    const [weld] = await server.db.select().from(welds).where(eq(welds.name, "NS-W-0002"));
    await server.db
      .update(welds)
      .set({ name: "NS-W-0002" })
      .where(eq(welds.id, weld?.id as string));
    const keptAfter = await keptRows();
    expect(keptAfter).toBeLessThan(keptBefore);
    // The weld's own day in each zone read (Kolkata and Paris for the tabs, UTC for the cards), for the line only.
    expect(keptBefore - keptAfter).toBe(3);
    const gone = await server.db
      .select({ day: dashboardDays.day })
      .from(dashboardDays)
      .where(and(eq(dashboardDays.scope, northSea), eq(dashboardDays.kind, "welds")));
    expect(gone.length).toBeGreaterThan(0);
  });
});

describe("dashboard kept hours of the days being welded", () => {
  const hoursOfLine = async () =>
    new Map(
      (
        await server.db
          .select({ hour: dashboardHours.hour, computed_at: dashboardHours.computed_at })
          .from(dashboardHours)
          .where(and(eq(dashboardHours.scope, northSea), eq(dashboardHours.kind, "welds")))
      ).map((row) => [row.hour.toISOString(), row.computed_at.getTime()]),
    );

  it("a write on the day being welded deletes the one hour it falls in; the next read aggregates that hour only and answers what a recompute answers", async () => {
    const [weld] = await server.db.select().from(welds).where(eq(welds.name, "NS-W-0002"));
    if (!weld) throw new Error("demo data missing");
    const endedAt = Date.now() - 10 * 60_000;
    const id = randomUUID();
    await server.db.insert(welds).values({
      ...weld,
      id,
      name: "NS-W-HOUR",
      started_at: new Date(endedAt - 30 * 60_000),
      ended_at: new Date(endedAt),
      is_cut_out: false,
      scanned: false,
    });
    try {
      await recomputed();
      const before = await hoursOfLine();
      // Today and yesterday in Paris and in UTC, and tomorrow: at least a day's hours.
      expect(before.size).toBeGreaterThanOrEqual(24);
      const weldHour = new Date(Math.floor(endedAt / 3_600_000) * 3_600_000).toISOString();
      expect(before.has(weldHour)).toBe(true);

      await server.db.update(welds).set({ scanned: true }).where(eq(welds.id, id));
      const afterWrite = await hoursOfLine();
      expect([...before.keys()].filter((hour) => !afterWrite.has(hour))).toEqual([weldHour]);

      const kept = await figures();
      const afterRead = await hoursOfLine();
      expect([...afterRead.keys()].sort()).toEqual([...before.keys()].sort());
      const computedAgain = [...afterRead].filter(([hour, at]) => before.get(hour) !== at).map(([hour]) => hour);
      expect(computedAgain).toEqual([weldHour]);
      expect(kept).toEqual(await recomputed());
    } finally {
      await server.db.delete(welds).where(eq(welds.id, id));
    }
  });
});

describe("dashboard Timeline stations made stale by a cycle's write", () => {
  it("a cycle's write keeps the Timeline day and names its station stale there; the next read aggregates it again and answers what a recompute answers", async () => {
    const [cycle] = await server.db
      .select()
      .from(cycles)
      .where(and(eq(cycles.project, northSea), isNotNull(cycles.started_at)))
      .limit(1);
    if (!cycle) throw new Error("demo data missing");
    await recomputed();
    const timelineDays = () =>
      server.db
        .select({ day: dashboardDays.day, tz: dashboardDays.tz, stale: dashboardDays.stale })
        .from(dashboardDays)
        .where(and(eq(dashboardDays.scope, northSea), eq(dashboardDays.kind, "timeline")));
    const before = await timelineDays();
    expect(before.every((row) => row.stale === null)).toBe(true);

    // Typed by hand (no stream): its station is "".
    await server.db
      .update(cycles)
      .set({ ended_at: new Date((cycle.ended_at ?? cycle.started_at ?? new Date()).getTime() + 60_000) })
      .where(eq(cycles.id, cycle.id));
    const afterWrite = await timelineDays();
    expect(afterWrite).toHaveLength(before.length);
    const stale = afterWrite.filter((row) => row.stale !== null);
    // The cycle's day in each of the two zones the Timeline was read in (Kolkata for the line, Paris for the client).
    expect(stale.map((row) => row.stale)).toEqual([[""], [""]]);
    expect(new Set(stale.map((row) => row.tz))).toEqual(new Set(["Asia/Kolkata", "Europe/Paris"]));

    const kept = await figures();
    expect((await timelineDays()).every((row) => row.stale === null)).toBe(true);
    expect(kept).toEqual(await recomputed());
  });
});

describe.skipIf(!onServer)("dashboard kept days under concurrent writes (PostgreSQL)", () => {
  type TClient = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>; release(): void };
  const connect = () => (server.db as unknown as { $client: { connect(): Promise<TClient> } }).$client.connect();

  it("a write that commits while a reader fills the days waits for the reader, then deletes what it kept: the next read has the write", async () => {
    await recomputed();
    const reader = await connect();
    try {
      // Stands for a reader filling the line's days: it holds the lock, and keeps a day without the coming flaw.
      await reader.query("begin");
      await reader.query("select pg_advisory_xact_lock(7301, hashtext($1::text))", [northSea]);
      const [weld] = await server.db.select().from(welds).where(eq(welds.name, "NS-W-0002"));
      const [flaw] = await server.db.select().from(flaws).where(eq(flaws.project, northSea)).limit(1);
      const write = server.db.insert(flaws).values({ ...flaw!, id: randomUUID(), weld: weld!.id, status: "Active", result: "Rejected" });
      let written = false;
      const writing = write.then(() => {
        written = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(written).toBe(false);
      await reader.query("commit");
      await writing;
      expect(written).toBe(true);
      const kept = await figures();
      expect(kept).toEqual(await recomputed());
    } finally {
      reader.release();
    }
  });

  it("a reader that finds days missing while a write is uncommitted waits for its commit and keeps the day with it", async () => {
    await forgetAll();
    const writer = await connect();
    try {
      const [weld] = await server.db.select().from(welds).where(eq(welds.name, "NS-W-0003"));
      await writer.query("begin");
      await writer.query("update welds set scanned = not scanned where id = $1", [weld?.id]);
      const reading = figures();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await writer.query("commit");
      const kept = await reading;
      expect(kept).toEqual(await recomputed());
    } finally {
      writer.release();
    }
  });
});

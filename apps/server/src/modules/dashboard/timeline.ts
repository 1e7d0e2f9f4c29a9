import {
  type TDashboardQuery,
  type TTimelineCounts,
  type TTimelineDistinctWelds,
  type TTimelineStatistics,
  timelineStatistics,
} from "@weldtrace/domain";
import { and, between, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { TDatabase, TExecutor } from "../../db/client.js";
import { arcStreams, cycles, dashboardDays, workstations } from "../../db/schema/index.js";
import { daysOf, keptDays, lockScope, ofScope, type TBuckets, type TComputeDays, type TDayRange, type TDayScope } from "./day-cache.js";
import type { TDashboardScope } from "./progress.js";

/** Welds, cycles, arc seconds and downtime seconds of a workstation ("" for cycles typed in by hand) on a day. */
type TStationCounts = [welds: number, cycles: number, arc_seconds: number, downtime_seconds: number];

/**
 * Per day (the reader's, by the cycle's start) and workstation (through the cycle's stream): welds, cycles, arc time
 * and downtime, counted in one statement. Downtime is each cycle's start minus the latest end of the station's earlier
 * cycles that day, when positive (a window over the day's cycles in start order). Served by cycles_client_started_idx
 * or cycles_project_started_idx.
 */
async function computeTimeline(
  db: TExecutor,
  scope: TDayScope,
  buckets: TBuckets,
  stations?: readonly string[],
): Promise<Map<string, Record<string, TStationCounts>>> {
  const { start, end } = buckets;
  const span = sql`extract(epoch from (${cycles.ended_at} - ${cycles.started_at}))`;
  const day = buckets.of(cycles.started_at);
  const ofDay = db
    .select({
      day: day.as("day"),
      workstation: arcStreams.workstation,
      weld: cycles.weld,
      started_at: cycles.started_at,
      arc: sql<number>`coalesce(${cycles.arc_time}, greatest(${span}, 0), 0)`.as("arc"),
      previous_end:
        sql`max(${cycles.ended_at}) over (partition by ${day}, ${arcStreams.workstation} order by ${cycles.started_at}, ${cycles.id} rows between unbounded preceding and 1 preceding)`.as(
          "previous_end",
        ),
    })
    .from(cycles)
    .leftJoin(arcStreams, eq(arcStreams.id, cycles.stream))
    .where(
      and(
        ofScope(scope, cycles.project, cycles.client_id),
        isNotNull(cycles.started_at),
        sql`${cycles.started_at} >= ${start}`,
        sql`${cycles.started_at} < ${end}`,
        stations ? inArray(sql`coalesce(${arcStreams.workstation}::text, '')`, [...stations]) : undefined,
      ),
    )
    .as("of_day");
  const rows = await db
    .select({
      day: ofDay.day,
      workstation: ofDay.workstation,
      welds: sql<number>`count(distinct ${ofDay.weld})::int`,
      cycles: sql<number>`count(*)::int`,
      // In numeric: a station aggregated alone sums to what it does among the day's (float sums follow row order).
      arc_seconds: sql<number>`coalesce(sum(${ofDay.arc}::numeric), 0)::float8`,
      downtime_seconds: sql<number>`coalesce(sum(greatest(extract(epoch from (${ofDay.started_at} - ${ofDay.previous_end})), 0)), 0)::float8`,
    })
    .from(ofDay)
    .groupBy(ofDay.day, ofDay.workstation);
  const days = new Map<string, Record<string, TStationCounts>>();
  for (const row of rows) {
    const stations = days.get(row.day) ?? {};
    stations[row.workstation ?? ""] = [row.welds, row.cycles, Number(row.arc_seconds), Number(row.downtime_seconds)];
    days.set(row.day, stations);
  }
  return days;
}

export const computeTimelineDays: TComputeDays<Record<string, TStationCounts>> = (db, scope, buckets) =>
  computeTimeline(db, scope, buckets);

/**
 * Kept Timeline days a cycle's write marked stale (migration 0041) get the named stations aggregated again, that day
 * only, under the scope's lock: after a write on the day being welded, one station's cycles instead of the day's.
 */
async function refreshStaleStations(db: TDatabase, scopes: readonly TDayScope[], range: TDayRange) {
  const ofRange = and(
    eq(dashboardDays.kind, "timeline"),
    eq(dashboardDays.tz, range.tz),
    between(dashboardDays.day, range.from, range.to),
    isNotNull(dashboardDays.stale),
  );
  for (const scope of scopes) {
    const stale = await db
      .select({ day: dashboardDays.day })
      .from(dashboardDays)
      .where(and(eq(dashboardDays.scope, scope.id), ofRange));
    for (const { day } of stale)
      await db.transaction(async (tx) => {
        await lockScope(tx, scope);
        const ofDay = and(eq(dashboardDays.scope, scope.id), eq(dashboardDays.day, day), ofRange);
        const [row] = await tx.select({ data: dashboardDays.data, stale: dashboardDays.stale }).from(dashboardDays).where(ofDay);
        if (!row?.stale) return;
        const computed = (await computeTimeline(tx, scope, daysOf({ from: day, to: day, tz: range.tz }), row.stale)).get(day) ?? {};
        const kept = Object.entries((row.data ?? {}) as Record<string, TStationCounts>).filter(
          ([station]) => !row.stale?.includes(station),
        );
        const data = { ...Object.fromEntries(kept), ...computed };
        await tx
          .update(dashboardDays)
          .set({ data: Object.keys(data).length === 0 ? null : data, stale: null, computed_at: sql`now()` })
          .where(ofDay);
      });
  }
}

/**
 * The range's distinct welds, overall and per workstation, in one statement (grouping sets): the kept days hold each
 * day's count, and a weld welded on two days or stations is one weld in a total. Not kept: a total spans the range.
 */
async function distinctWelds(db: TDatabase, scopes: readonly TDayScope[], query: TDashboardQuery): Promise<TTimelineDistinctWelds> {
  if (scopes.length === 0) return { total: 0, by_workstation: {} };
  const { start, end } = daysOf(query);
  const station = sql`coalesce(${arcStreams.workstation}::text, '')`;
  const rows = await db
    .select({
      station: sql<string>`${station}`,
      whole: sql<number>`grouping(${station})::int`,
      welds: sql<number>`count(distinct ${cycles.weld})::int`,
    })
    .from(cycles)
    .leftJoin(arcStreams, eq(arcStreams.id, cycles.stream))
    .where(
      and(
        or(...scopes.map((scope) => ofScope(scope, cycles.project, cycles.client_id))),
        isNotNull(cycles.started_at),
        sql`${cycles.started_at} >= ${start}`,
        sql`${cycles.started_at} < ${end}`,
      ),
    )
    .groupBy(sql`grouping sets ((${station}), ())`);
  const byStation: Record<string, number> = {};
  let total = 0;
  for (const row of rows) {
    if (row.whole === 1) total = row.welds;
    else byStation[row.station] = row.welds;
  }
  return { total, by_workstation: byStation };
}

/**
 * The Timeline tab from the kept days (day-cache.ts). A day's stations of several scopes (projects sharing a
 * workstation) are added: a weld belongs to one project, and a station's downtime is kept per project.
 */
export async function findTimeline(db: TDatabase, scope: TDashboardScope, query: TDashboardQuery): Promise<TTimelineStatistics> {
  await refreshStaleStations(db, scope.withClientRows, query);
  // No sum of hours: a weld or a pause across an hour's end would count in both hours.
  const kept = await keptDays<Record<string, TStationCounts>>(
    db,
    { kind: "timeline", compute: computeTimelineDays },
    scope.withClientRows,
    query,
  );
  const sums = new Map<string, { day: string; station: string; counts: TStationCounts }>();
  for (const { day, data } of kept)
    for (const [station, counts] of Object.entries(data)) {
      const key = `${day}/${station}`;
      const sum = sums.get(key);
      sums.set(key, { day, station, counts: sum ? (sum.counts.map((value, index) => value + counts[index]!) as TStationCounts) : counts });
    }
  const stationIds = [...new Set([...sums.values()].map((sum) => sum.station).filter((station) => station !== ""))];
  const names = new Map(
    (await db.select({ id: workstations.id, name: workstations.name }).from(workstations).where(inArray(workstations.id, stationIds))).map(
      (row) => [row.id, row.name],
    ),
  );
  const counts: TTimelineCounts[] = [...sums.values()].map(({ day, station, counts: [welds, cycleCount, arc, downtime] }) => ({
    day,
    workstation: station ? { id: station, name: names.get(station) ?? "" } : null,
    welds,
    cycles: cycleCount,
    arc_seconds: arc,
    downtime_seconds: downtime,
  }));
  return timelineStatistics(query, counts, await distinctWelds(db, scope.withClientRows, query));
}

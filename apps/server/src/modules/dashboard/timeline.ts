import { type TDashboardQuery, type TTimelineCounts, type TTimelineStatistics, timelineStatistics } from "@weldtrace/domain";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { TDatabase } from "../../db/client.js";
import { arcStreams, cycles, workstations } from "../../db/schema/index.js";
import { dayBounds, dayIn, type TDashboardScope } from "./progress.js";

/**
 * Per day (the reader's, by the cycle's start) and workstation (through the cycle's stream): welds, cycles, arc time
 * and downtime, counted in one statement. Downtime is each cycle's start minus the latest end of the station's earlier
 * cycles that day, when positive (a window over the day's cycles in start order). Served by cycles_client_started_idx
 * or cycles_project_started_idx.
 */
export async function findTimeline(db: TDatabase, scope: TDashboardScope, query: TDashboardQuery): Promise<TTimelineStatistics> {
  const { start, end } = dayBounds(query);
  const span = sql`extract(epoch from (${cycles.ended_at} - ${cycles.started_at}))`;
  const day = dayIn(cycles.started_at, query.tz);
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
        scope.tenant(cycles.client_id),
        scope.project ? eq(cycles.project, scope.project) : undefined,
        isNotNull(cycles.started_at),
        sql`${cycles.started_at} >= ${start}`,
        sql`${cycles.started_at} < ${end}`,
      ),
    )
    .as("of_day");
  const rows = await db
    .select({
      day: ofDay.day,
      workstation: ofDay.workstation,
      name: workstations.name,
      welds: sql<number>`count(distinct ${ofDay.weld})::int`,
      cycles: sql<number>`count(*)::int`,
      arc_seconds: sql<number>`coalesce(sum(${ofDay.arc}), 0)::float8`,
      downtime_seconds: sql<number>`coalesce(sum(greatest(extract(epoch from (${ofDay.started_at} - ${ofDay.previous_end})), 0)), 0)::float8`,
    })
    .from(ofDay)
    .leftJoin(workstations, eq(workstations.id, ofDay.workstation))
    .groupBy(ofDay.day, ofDay.workstation, workstations.name);
  const counts: TTimelineCounts[] = rows.map((row) => ({
    day: row.day,
    workstation: row.workstation ? { id: row.workstation, name: row.name ?? "" } : null,
    welds: row.welds,
    cycles: row.cycles,
    arc_seconds: Number(row.arc_seconds),
    downtime_seconds: Number(row.downtime_seconds),
  }));
  return timelineStatistics(query, counts);
}

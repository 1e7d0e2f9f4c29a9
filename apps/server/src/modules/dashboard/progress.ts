import { progressStatistics, type TDashboardQuery, type TDayCounts, type TProgressStatistics } from "@weldtrace/domain";
import { and, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TDatabase } from "../../db/client.js";
import { cutOuts, welds } from "../../db/schema/index.js";
import { counted, examined, isRepair, rejected } from "./weld-facts.js";

/**
 * A weld's day: the day it ended, else the day it started, else the day it was recorded (decisions.md "Dashboard").
 * The same expression is indexed (welds_client_day_idx, welds_project_day_idx), so a range of days is an index range.
 */
export const weldDay = sql`coalesce(${welds.ended_at}, ${welds.started_at}, ${welds.created_at})`;

/** The instants that bound the reader's days: from the start of `from` to the start of the day after `to`, in `tz`. */
export function dayBounds(query: Pick<TDashboardQuery, "from" | "to" | "tz">) {
  return {
    start: sql`(${query.from}::timestamp at time zone ${query.tz})`,
    end: sql`((${query.to}::date + 1)::timestamp at time zone ${query.tz})`,
  };
}

/** The calendar day, in the reader's zone, of an instant, as YYYY-MM-DD. */
export const dayIn = (instant: SQL | PgColumn, tz: string) => sql<string>`to_char((${instant} at time zone ${tz})::date, 'YYYY-MM-DD')`;

/** A chosen project (already checked readable), or the rows of the user's client through `tenant`. */
export interface TDashboardScope {
  project: string | undefined;
  tenant: (clientColumn: PgColumn) => SQL | undefined;
}

/** Welds and cut-outs of the scope (a client, and a project when chosen), counted per day in SQL. */
export async function findProgress(db: TDatabase, scope: TDashboardScope, query: TDashboardQuery): Promise<TProgressStatistics> {
  const { start, end } = dayBounds(query);
  const ofScope = and(scope.tenant(welds.client_id), scope.project ? eq(welds.project, scope.project) : undefined);

  const [weldDays, cutOutDays, [total]] = await Promise.all([
    db
      .select({
        day: dayIn(weldDay, query.tz),
        welds: sql<number>`count(*)::int`,
        completed: counted(sql`${welds.completed}`),
        scanned: counted(sql`${welds.scanned}`),
        repairs: counted(isRepair),
        examined: counted(examined),
        rejected: counted(sql`${examined} and ${rejected}`),
      })
      .from(welds)
      .where(and(ofScope, sql`${weldDay} >= ${start}`, sql`${weldDay} < ${end}`))
      // By position: the day expression carries parameters, which PostgreSQL would not match to a repeated copy.
      .groupBy(sql`1`),
    db
      .select({ day: dayIn(cutOuts.created_at, query.tz), cut_outs: sql<number>`count(*)::int` })
      .from(cutOuts)
      .where(
        and(
          scope.tenant(cutOuts.client_id),
          scope.project ? eq(cutOuts.project, scope.project) : undefined,
          gte(cutOuts.created_at, start),
          lt(cutOuts.created_at, end),
        ),
      )
      .groupBy(sql`1`),
    db.select({ total: count() }).from(welds).where(ofScope),
  ]);
  const cutOutsOf = new Map(cutOutDays.map((row) => [row.day, row.cut_outs]));
  const days = new Map<string, TDayCounts>();
  for (const row of weldDays) days.set(row.day, { ...row, cut_outs: cutOutsOf.get(row.day) ?? 0 });
  for (const row of cutOutDays)
    if (!days.has(row.day))
      days.set(row.day, { day: row.day, welds: 0, completed: 0, scanned: 0, repairs: 0, examined: 0, rejected: 0, cut_outs: row.cut_outs });
  return progressStatistics(query, [...days.values()], total?.total ?? 0);
}

import { progressStatistics, type TDashboardQuery, type TDayCounts, type TProgressStatistics } from "@weldtrace/domain";
import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { TDatabase } from "../../db/client.js";
import { cutOuts, welds } from "../../db/schema/index.js";
import { keptDays, type TComputeDays, type TDayScope, type TKeptKind } from "./day-cache.js";
import { type TWeldDay, WELD_DAYS } from "./weld-days.js";

/** What a dashboard reads: its scopes (day-cache.ts scopesOf) and its range of the reader's days. */
export interface TDashboardScope {
  projects: TDayScope[];
  withClientRows: TDayScope[];
}

/** A project's cut-outs per day of record. */
export const computeCutOutDays: TComputeDays<number> = async (db, scope, buckets) => {
  if (!scope.project) return new Map();
  const { start, end } = buckets;
  const rows = await db
    .select({ day: buckets.of(cutOuts.created_at), cut_outs: sql<number>`count(*)::int` })
    .from(cutOuts)
    .where(and(eq(cutOuts.project, scope.project), gte(cutOuts.created_at, start), lt(cutOuts.created_at, end)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, row.cut_outs]));
};

const CUT_OUT_DAYS: TKeptKind<number> = {
  kind: "cut_outs",
  compute: computeCutOutDays,
  sum: (parts) => parts.reduce((total, part) => total + part, 0),
};

/** The Progress tab: welds and cut-outs per day, from the kept days (day-cache.ts). */
export async function findProgress(db: TDatabase, scope: TDashboardScope, query: TDashboardQuery): Promise<TProgressStatistics> {
  const [weldDays, cutOutDays, [total]] = await Promise.all([
    keptDays<TWeldDay>(db, WELD_DAYS, scope.projects, query),
    keptDays<number>(db, CUT_OUT_DAYS, scope.projects, query),
    scope.projects.length === 0
      ? [{ total: 0 }]
      : db
          .select({ total: count() })
          .from(welds)
          .where(
            inArray(
              welds.project,
              scope.projects.map((project) => project.id),
            ),
          ),
  ]);
  const days = new Map<string, TDayCounts>();
  const dayOf = (day: string) => {
    let found = days.get(day);
    if (!found) {
      found = { day, welds: 0, completed: 0, scanned: 0, repairs: 0, examined: 0, rejected: 0, cut_outs: 0 };
      days.set(day, found);
    }
    return found;
  };
  for (const { day, data } of weldDays) {
    const counts = dayOf(day);
    counts.welds += data.welds;
    counts.completed += data.completed;
    counts.scanned += data.scanned;
    counts.repairs += data.repairs;
    counts.examined += data.examined;
    counts.rejected += data.rejected;
  }
  for (const { day, data } of cutOutDays) dayOf(day).cut_outs += data;
  return progressStatistics(query, [...days.values()], total?.total ?? 0);
}

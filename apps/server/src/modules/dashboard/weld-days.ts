import { and, eq, sql } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";
import { cycles, flaws, welds } from "../../db/schema/index.js";
import type { TBuckets, TDayScope, TKeptKind } from "./day-cache.js";
import { counted, examined, isRepair, needsRepair, rejected, weldDay } from "./weld-facts.js";

/** Examined, rejected and repaired (examined with an active rejected flaw sanctioned Repair) welds of a group. */
export type TRejectCounts = [examined: number, rejected: number, repaired: number];

/**
 * One day's welds of a project (a weld's day as weldDay): what the Progress tab, the Quality tab's weld groups and
 * the project page's cards sum over their days. Groups are keyed by id; names are read when shown.
 */
export interface TWeldDay {
  welds: number;
  completed: number;
  scanned: number;
  /** Welds that have a cut-out. */
  cut_out_welds: number;
  repairs: number;
  examined: number;
  rejected: number;
  repaired: number;
  procedures: Record<string, TRejectCounts>;
  /** A welder is on a weld through a torch of one of its cycles; a weld counts once per welder. */
  welders: Record<string, TRejectCounts>;
  /** Pauses between the cycles of the day's welds: their seconds and how many. */
  pauses: [seconds: number, count: number];
  /** Active flaws of the day's welds per NDE method: all of them, and the rejected ones. */
  methods: Record<string, [flaws: number, rejected: number]>;
  /** Active flaws per flaw type and NDE method, keyed `type/method`. */
  types: Record<string, number>;
}

const emptyWeldDay = (): TWeldDay => ({
  welds: 0,
  completed: 0,
  scanned: 0,
  cut_out_welds: 0,
  repairs: 0,
  examined: 0,
  rejected: 0,
  repaired: 0,
  procedures: {},
  welders: {},
  pauses: [0, 0],
  methods: {},
  types: {},
});

/** A project's welds per day (or hour) of the range in SQL: six aggregates, each grouped by the weld's day. */
export async function computeWeldDays(db: TExecutor, scope: TDayScope, buckets: TBuckets): Promise<Map<string, TWeldDay>> {
  const days = new Map<string, TWeldDay>();
  if (!scope.project) return days;
  const { start, end } = buckets;
  const ofRange = and(eq(welds.project, scope.project), sql`${weldDay} >= ${start}`, sql`${weldDay} < ${end}`);
  const day = buckets.of(weldDay);
  const rejects = {
    examined: counted(examined),
    rejected: counted(sql`${examined} and ${rejected}`),
    repaired: counted(sql`${examined} and ${needsRepair}`),
  };
  const activeFlaws = and(eq(flaws.status, "Active"), ofRange);
  // One statement at a time: a transaction's connection runs them in turn anyway.
  const totals = await db
    .select({
      day,
      welds: sql<number>`count(*)::int`,
      completed: counted(sql`${welds.completed}`),
      scanned: counted(sql`${welds.scanned}`),
      cut_out_welds: counted(sql`${welds.is_cut_out}`),
      repairs: counted(isRepair),
      ...rejects,
    })
    .from(welds)
    .where(ofRange)
    // By position: the day expression carries parameters, which PostgreSQL would not match to a repeated copy.
    .groupBy(sql`1`);
  const byProcedure = await db
    .select({ day, procedure: welds.procedure, ...rejects })
    .from(welds)
    .where(ofRange)
    .groupBy(sql`1`, welds.procedure);
  // Per weld of the range, its cycles through cycles_weld_idx: a day being welded costs its own welds' cycles, not
  // a hash of every cycle of the project (the bench's "after a write").
  const byWelder = await db
    .select({ day, welder: sql<string>`pairs.welder`, ...rejects })
    .from(welds)
    .innerJoin(
      sql`lateral (
        select distinct torch.welder
        from ${cycles} cross join lateral (values (${cycles.welder_torch_1}), (${cycles.welder_torch_2})) as torch(welder)
        where ${cycles.weld} = ${welds.id} and torch.welder is not null
      ) as pairs`,
      sql`true`,
    )
    .where(ofRange)
    .groupBy(sql`1`, sql`pairs.welder`);
  // Each cycle's start minus the latest end of its weld's earlier cycles, when positive (the domain's downtime rule).
  const pauses = await db
    .select({
      day,
      seconds: sql<number>`coalesce(sum(gaps.gap) filter (where gaps.gap > 0), 0)::float8`,
      count: sql<number>`(count(*) filter (where gaps.gap > 0))::int`,
    })
    .from(welds)
    .innerJoin(
      sql`lateral (
        select extract(epoch from (${cycles.started_at} - max(${cycles.ended_at}) over (
          order by ${cycles.started_at}, ${cycles.id} rows between unbounded preceding and 1 preceding
        ))) as gap
        from ${cycles}
        where ${cycles.weld} = ${welds.id} and ${cycles.started_at} is not null and ${cycles.ended_at} is not null
          and ${cycles.ended_at} >= ${cycles.started_at}
      ) as gaps`,
      sql`true`,
    )
    .where(ofRange)
    .groupBy(sql`1`);
  const byMethod = await db
    .select({
      day,
      method: flaws.nde_method,
      flaws: sql<number>`count(*)::int`,
      rejected: sql<number>`(count(*) filter (where ${flaws.result} = 'Rejected'))::int`,
    })
    .from(flaws)
    .innerJoin(welds, eq(welds.id, flaws.weld))
    .where(activeFlaws)
    .groupBy(sql`1`, flaws.nde_method);
  const byType = await db
    .select({ day, type: flaws.type, method: flaws.nde_method, count: sql<number>`count(*)::int` })
    .from(flaws)
    .innerJoin(welds, eq(welds.id, flaws.weld))
    .where(activeFlaws)
    .groupBy(sql`1`, flaws.type, flaws.nde_method);

  const dayOf = (key: string) => {
    let found = days.get(key);
    if (!found) {
      found = emptyWeldDay();
      days.set(key, found);
    }
    return found;
  };
  for (const { day: key, ...counts } of totals) Object.assign(dayOf(key), counts);
  for (const row of byProcedure) dayOf(row.day).procedures[row.procedure] = [row.examined, row.rejected, row.repaired];
  for (const row of byWelder) dayOf(row.day).welders[row.welder] = [row.examined, row.rejected, row.repaired];
  for (const row of pauses) dayOf(row.day).pauses = [Number(row.seconds), row.count];
  for (const row of byMethod) if (row.method) dayOf(row.day).methods[row.method] = [row.flaws, row.rejected];
  for (const row of byType) if (row.type && row.method) dayOf(row.day).types[`${row.type}/${row.method}`] = row.count;
  return days;
}

/** The sum of days' welds, groups added key by key. */
export function sumWeldDays(days: readonly TWeldDay[]): TWeldDay {
  const total = emptyWeldDay();
  const addTo = <V extends number[]>(target: Record<string, V>, source: Record<string, V>) => {
    for (const [key, counts] of Object.entries(source)) {
      const existing = target[key];
      target[key] = (existing ? existing.map((value, index) => value + (counts[index] ?? 0)) : [...counts]) as V;
    }
  };
  for (const day of days) {
    total.welds += day.welds;
    total.completed += day.completed;
    total.scanned += day.scanned;
    total.cut_out_welds += day.cut_out_welds;
    total.repairs += day.repairs;
    total.examined += day.examined;
    total.rejected += day.rejected;
    total.repaired += day.repaired;
    addTo(total.procedures, day.procedures);
    addTo(total.welders, day.welders);
    addTo(total.methods, day.methods);
    total.pauses = [total.pauses[0] + day.pauses[0], total.pauses[1] + day.pauses[1]];
    for (const [key, count] of Object.entries(day.types)) total.types[key] = (total.types[key] ?? 0) + count;
  }
  return total;
}

/** Weld days as the dashboard and the project cards keep them: a weld counts on its day, so a day is its hours' sum. */
export const WELD_DAYS: TKeptKind<TWeldDay> = { kind: "welds", compute: computeWeldDays, sum: sumWeldDays };

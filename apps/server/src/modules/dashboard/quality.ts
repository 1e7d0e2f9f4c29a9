import {
  flawTypePareto,
  rankByRejectRate,
  rateOf,
  type TDashboardQuery,
  type THeatInputGroup,
  type TQualityStatistics,
} from "@weldtrace/domain";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { TDatabase } from "../../db/client.js";
import { cycles, flawNdeMethods, flawTypes, passGroups, procedures, welders } from "../../db/schema/index.js";
import { keptDays, ofScope, type TComputeDays, type TKeptKind } from "./day-cache.js";
import type { TDashboardScope } from "./progress.js";
import { sumWeldDays, type TWeldDay, WELD_DAYS } from "./weld-days.js";

/** Cycles, measured, within the range (null: the pass group has none), min, max and sum of heat input. */
type THeatCounts = [cycles: number, measured: number, within: number | null, min: number | null, max: number | null, sum: number | null];

/** Cycles per pass group (the first torch's) by the day they were recorded (the cycles' list index). */
export const computeHeatDays: TComputeDays<Record<string, THeatCounts>> = async (db, scope, buckets) => {
  const { start, end } = buckets;
  const rows = await db
    .select({
      day: buckets.of(cycles.created_at),
      pass_group: passGroups.id,
      cycles: sql<number>`count(*)::int`,
      measured: sql<number>`count(${cycles.heat_input})::int`,
      within: sql<number | null>`case when ${passGroups.heat_input_min} is null and ${passGroups.heat_input_max} is null then null
        else (count(*) filter (where ${cycles.heat_input} >= coalesce(${passGroups.heat_input_min}, '-infinity'::float8)
          and ${cycles.heat_input} <= coalesce(${passGroups.heat_input_max}, 'infinity'::float8)))::int end`,
      min: sql<number | null>`min(${cycles.heat_input})`,
      max: sql<number | null>`max(${cycles.heat_input})`,
      // In numeric: exact, so an hour aggregated alone sums to what it does among the day's (float sums follow row order).
      sum: sql<number | null>`sum(${cycles.heat_input}::numeric)::float8`,
    })
    .from(cycles)
    .innerJoin(passGroups, eq(passGroups.id, cycles.pass_group_torch_1))
    .where(and(ofScope(scope, cycles.project, cycles.client_id), gte(cycles.created_at, start), lt(cycles.created_at, end)))
    .groupBy(sql`1`, passGroups.id, passGroups.heat_input_min, passGroups.heat_input_max);
  const days = new Map<string, Record<string, THeatCounts>>();
  for (const row of rows) {
    const groups = days.get(row.day) ?? {};
    groups[row.pass_group] = [row.cycles, row.measured, row.within, row.min, row.max, row.sum === null ? null : Number(row.sum)];
    days.set(row.day, groups);
  }
  return days;
};

const lowest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const highest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const plus = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);

/** Days' (or hours') heat input per pass group, added group by group. */
function sumHeatDays(parts: readonly Record<string, THeatCounts>[]): Record<string, THeatCounts> {
  const heat: Record<string, THeatCounts> = {};
  for (const part of parts)
    for (const [group, counts] of Object.entries(part)) {
      const sum = heat[group];
      heat[group] = sum
        ? [
            sum[0] + counts[0],
            sum[1] + counts[1],
            plus(sum[2], counts[2]),
            lowest(sum[3], counts[3]),
            highest(sum[4], counts[4]),
            plus(sum[5], counts[5]),
          ]
        : counts;
    }
  return heat;
}

const HEAT_DAYS: TKeptKind<Record<string, THeatCounts>> = { kind: "heat", compute: computeHeatDays, sum: sumHeatDays };

/**
 * The Quality tab's figures over the welds of the range (a weld's day as on the Progress tab) and the cycles recorded
 * in it, summed from the kept days (day-cache.ts); names are read for the groups found.
 */
export async function findQuality(db: TDatabase, scope: TDashboardScope, query: TDashboardQuery): Promise<TQualityStatistics> {
  const [weldDays, heatDays] = await Promise.all([
    keptDays<TWeldDay>(db, WELD_DAYS, scope.projects, query),
    keptDays<Record<string, THeatCounts>>(db, HEAT_DAYS, scope.withClientRows, query),
  ]);
  const total = sumWeldDays(weldDays.map((kept) => kept.data));
  const heat = sumHeatDays(heatDays.map((kept) => kept.data));
  const typeKeys = Object.keys(total.types).map((key) => key.split("/") as [string, string]);
  const [welderNames, procedureNames, methodNames, typeNames, groups] = await Promise.all([
    db
      .select({ id: welders.id, first_name: welders.first_name, last_name: welders.last_name })
      .from(welders)
      .where(inArray(welders.id, Object.keys(total.welders))),
    db
      .select({ id: procedures.id, name: procedures.name })
      .from(procedures)
      .where(inArray(procedures.id, Object.keys(total.procedures))),
    db
      .select({ id: flawNdeMethods.id, name: flawNdeMethods.name })
      .from(flawNdeMethods)
      .where(inArray(flawNdeMethods.id, [...Object.keys(total.methods), ...typeKeys.map(([, method]) => method)])),
    db
      .select({ id: flawTypes.id, name: flawTypes.name, acronym: flawTypes.acronym })
      .from(flawTypes)
      .where(
        inArray(
          flawTypes.id,
          typeKeys.map(([type]) => type),
        ),
      ),
    db
      .select({
        id: passGroups.id,
        name: passGroups.name,
        procedure: procedures.name,
        range_min: passGroups.heat_input_min,
        range_max: passGroups.heat_input_max,
      })
      .from(passGroups)
      .innerJoin(procedures, eq(procedures.id, passGroups.procedure))
      .where(inArray(passGroups.id, Object.keys(heat)))
      .orderBy(procedures.name, passGroups.index),
  ]);
  const methodName = new Map(methodNames.map((row) => [row.id, row.name]));
  const typeOf = new Map(typeNames.map((row) => [row.id, row]));
  const heatInput: THeatInputGroup[] = groups.map((group) => {
    const [count, measured, within, min, max, sum] = heat[group.id] as THeatCounts;
    return {
      pass_group: group.id,
      name: group.name,
      procedure: group.procedure,
      cycles: count,
      measured,
      within,
      min,
      mean: sum === null || measured === 0 ? null : sum / measured,
      max,
      range_min: group.range_min,
      range_max: group.range_max,
    };
  });
  return {
    from: query.from,
    to: query.to,
    by_welder: rankByRejectRate(
      welderNames.map((row) => {
        const [examined, rejected] = total.welders[row.id] ?? [0, 0];
        return { id: row.id, name: `${row.first_name} ${row.last_name}`, reject_rate: rateOf(rejected, examined) };
      }),
    ),
    by_procedure: rankByRejectRate(
      procedureNames.map((row) => {
        const [examined, rejected] = total.procedures[row.id] ?? [0, 0];
        return { id: row.id, name: row.name, reject_rate: rateOf(rejected, examined) };
      }),
    ),
    by_nde_method: rankByRejectRate(
      Object.entries(total.methods).flatMap(([id, [flaws, rejected]]) => {
        const name = methodName.get(id);
        return name === undefined ? [] : [{ id, name, flaws, rejected, reject_rate: rateOf(rejected, flaws) }];
      }),
    ),
    flaw_types: flawTypePareto(
      typeKeys.flatMap(([type, method]) => {
        const found = typeOf.get(type);
        const methodNamed = methodName.get(method);
        if (!found || methodNamed === undefined) return [];
        return [
          { id: found.id, name: found.name, acronym: found.acronym, method: methodNamed, count: total.types[`${type}/${method}`] ?? 0 },
        ];
      }),
    ),
    heat_input: heatInput,
  };
}

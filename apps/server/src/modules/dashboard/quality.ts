import { flawTypePareto, rankByRejectRate, rateOf, type TDashboardQuery, type TQualityStatistics } from "@weldtrace/domain";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { TDatabase } from "../../db/client.js";
import { cycles, flawNdeMethods, flaws, flawTypes, passGroups, procedures, welders, welds } from "../../db/schema/index.js";
import { dayBounds, type TDashboardScope, weldDay } from "./progress.js";
import { counted, countedWelds, examined, rejected, torchPairs } from "./weld-facts.js";

/**
 * The Quality tab's figures over the welds of the range (a weld's day as on the Progress tab) and the cycles
 * recorded in it. Every figure is an aggregate in SQL; nothing loads rows to count them.
 */
export async function findQuality(db: TDatabase, scope: TDashboardScope, query: TDashboardQuery): Promise<TQualityStatistics> {
  const { start, end } = dayBounds(query);
  const weldsOfRange = and(
    scope.tenant(welds.client_id),
    scope.project ? eq(welds.project, scope.project) : undefined,
    sql`${weldDay} >= ${start}`,
    sql`${weldDay} < ${end}`,
  );
  const examinedWelds = countedWelds(examined);
  const rejectedWelds = countedWelds(sql`${examined} and ${rejected}`);
  const activeFlaw = and(eq(flaws.status, "Active"), sql`${flaws.weld} in (select ${welds.id} from ${welds} where ${weldsOfRange})`);

  const [byWelder, byProcedure, byMethod, byType, heatInput] = await Promise.all([
    // A welder is on a weld through a torch of one of its cycles; a weld counts once per welder.
    db
      .select({
        id: welders.id,
        first_name: welders.first_name,
        last_name: welders.last_name,
        examined: counted(examined),
        rejected: counted(sql`${examined} and ${rejected}`),
      })
      .from(welds)
      .innerJoin(torchPairs(sql`${cycles.weld} in (select ${welds.id} from ${welds} where ${weldsOfRange})`), sql`pairs.weld = ${welds.id}`)
      .innerJoin(welders, sql`${welders.id} = pairs.welder`)
      .where(weldsOfRange)
      .groupBy(welders.id, welders.first_name, welders.last_name),
    db
      .select({ id: procedures.id, name: procedures.name, examined: examinedWelds, rejected: rejectedWelds })
      .from(welds)
      .innerJoin(procedures, eq(procedures.id, welds.procedure))
      .where(weldsOfRange)
      .groupBy(procedures.id, procedures.name),
    db
      .select({
        id: flawNdeMethods.id,
        name: flawNdeMethods.name,
        flaws: sql<number>`count(*)::int`,
        rejected: sql<number>`(count(*) filter (where ${flaws.result} = 'Rejected'))::int`,
      })
      .from(flaws)
      .innerJoin(flawNdeMethods, eq(flawNdeMethods.id, flaws.nde_method))
      .where(activeFlaw)
      .groupBy(flawNdeMethods.id, flawNdeMethods.name),
    db
      .select({
        id: flawTypes.id,
        name: flawTypes.name,
        acronym: flawTypes.acronym,
        method: flawNdeMethods.name,
        count: sql<number>`count(*)::int`,
      })
      .from(flaws)
      .innerJoin(flawTypes, eq(flawTypes.id, flaws.type))
      .innerJoin(flawNdeMethods, eq(flawNdeMethods.id, flaws.nde_method))
      .where(activeFlaw)
      .groupBy(flawTypes.id, flawTypes.name, flawTypes.acronym, flawNdeMethods.name),
    // Cycles by the day they were recorded (the cycles' list index), first torch's pass group.
    db
      .select({
        pass_group: passGroups.id,
        name: passGroups.name,
        procedure: procedures.name,
        cycles: sql<number>`count(*)::int`,
        measured: sql<number>`count(${cycles.heat_input})::int`,
        within: sql<number | null>`case when ${passGroups.heat_input_min} is null and ${passGroups.heat_input_max} is null then null
          else (count(*) filter (where ${cycles.heat_input} >= coalesce(${passGroups.heat_input_min}, '-infinity'::float8)
            and ${cycles.heat_input} <= coalesce(${passGroups.heat_input_max}, 'infinity'::float8)))::int end`,
        min: sql<number | null>`min(${cycles.heat_input})`,
        mean: sql<number | null>`avg(${cycles.heat_input})::float8`,
        max: sql<number | null>`max(${cycles.heat_input})`,
        range_min: passGroups.heat_input_min,
        range_max: passGroups.heat_input_max,
      })
      .from(cycles)
      .innerJoin(passGroups, eq(passGroups.id, cycles.pass_group_torch_1))
      .innerJoin(procedures, eq(procedures.id, passGroups.procedure))
      .where(
        and(
          scope.tenant(cycles.client_id),
          scope.project ? eq(cycles.project, scope.project) : undefined,
          gte(cycles.created_at, start),
          lt(cycles.created_at, end),
        ),
      )
      .groupBy(passGroups.id, passGroups.name, procedures.name, passGroups.heat_input_min, passGroups.heat_input_max, passGroups.index)
      .orderBy(procedures.name, passGroups.index),
  ]);
  return {
    from: query.from,
    to: query.to,
    by_welder: rankByRejectRate(
      byWelder.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`, reject_rate: rateOf(row.rejected, row.examined) })),
    ),
    by_procedure: rankByRejectRate(
      byProcedure.map((row) => ({ id: row.id, name: row.name, reject_rate: rateOf(row.rejected, row.examined) })),
    ),
    by_nde_method: rankByRejectRate(byMethod.map((row) => ({ ...row, reject_rate: rateOf(row.rejected, row.flaws) }))),
    flaw_types: flawTypePareto(byType),
    heat_input: heatInput,
  };
}

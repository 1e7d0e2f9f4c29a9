import { type SQL, sql } from "drizzle-orm";
import { cycles, flaws, welds } from "../../db/schema/index.js";

/**
 * What a weld row is, as SQL over `welds` (decisions.md "Welds and flaws"), written once for the dashboard's tabs
 * and the project page's cards. Each is an `exists` on the flaws' weld or repaired_by index.
 */
const hasFlaw = sql`exists (select 1 from ${flaws} where ${flaws.weld} = ${welds.id})`;
/** Examined: scanned, or with an NDE flaw recorded. */
export const examined = sql`(${welds.scanned} or ${hasFlaw})`;
/** Rejected: an active rejected flaw. */
export const rejected = sql`exists (select 1 from ${flaws} where ${flaws.weld} = ${welds.id} and ${flaws.status} = 'Active' and ${flaws.result} = 'Rejected')`;
/** Needs a repair: an active rejected flaw sanctioned Repair. */
export const needsRepair = sql`exists (select 1 from ${flaws} where ${flaws.weld} = ${welds.id} and ${flaws.status} = 'Active' and ${flaws.result} = 'Rejected' and ${flaws.sanction} = 'Repair')`;
/** A repair weld: a flaw of another weld names it as its repair. */
export const isRepair = sql`exists (select 1 from ${flaws} where ${flaws.repaired_by} = ${welds.id})`;

/** Rows matching a condition, as an int. */
export const counted = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
/** Distinct welds matching a condition (after a join that repeats them), as an int. */
export const countedWelds = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(distinct ${welds.id}) filter (where ${condition}))::int`;

/**
 * Pauses on a weld: each cycle's start minus the latest end of the weld's earlier cycles, when positive — the
 * domain's `downtime` rule as a window. Cycles without both times, or ending before they start, are left out.
 */
export const pausesOfCycles = (condition: ReturnType<typeof sql>) => sql`(
  select extract(epoch from (${cycles.started_at} - max(${cycles.ended_at}) over (
    partition by ${cycles.weld} order by ${cycles.started_at}, ${cycles.id} rows between unbounded preceding and 1 preceding
  ))) as gap
  from ${cycles}
  where ${condition} and ${cycles.weld} is not null and ${cycles.started_at} is not null and ${cycles.ended_at} is not null
    and ${cycles.ended_at} >= ${cycles.started_at}
)`;

/**
 * The distinct (weld, welder) pairs of the cycles matching a condition, a welder being on a weld through either torch,
 * as a derived table `pairs` (columns weld, welder). Joined to `welds` on pairs.weld, each weld counts once per welder
 * with plain count(*), and the welders join on equality: the welder-OR-torch join and count(distinct) cost a nested
 * loop and a sort over every cycle of the range (docs/benchmarks.md "Dashboard").
 */
export const torchPairs = (condition: SQL) => sql`(
  select distinct ${cycles.weld} as weld, torch.welder
  from ${cycles} cross join lateral (values (${cycles.welder_torch_1}), (${cycles.welder_torch_2})) as torch(welder)
  where ${condition} and torch.welder is not null
) as pairs`;

import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { flaws, welds } from "../../db/schema/index.js";

/**
 * A weld's day: the day it ended, else the day it started, else the day it was recorded (decisions.md "Dashboard").
 * The same expression is indexed (welds_client_day_idx, welds_project_day_idx), so a range of days is an index range.
 * Migration 0034's triggers name it too.
 */
export const weldDay = sql`coalesce(${welds.ended_at}, ${welds.started_at}, ${welds.created_at})`;

/** The instants that bound the reader's days: from the start of `from` to the start of the day after `to`, in `tz`. */
export function dayBounds(range: { from: string; to: string; tz: string }) {
  return {
    start: sql`(${range.from}::timestamp at time zone ${range.tz})`,
    end: sql`((${range.to}::date + 1)::timestamp at time zone ${range.tz})`,
  };
}

/** The calendar day, in the reader's zone, of an instant, as YYYY-MM-DD. */
export const dayIn = (instant: SQL | PgColumn, tz: string) => sql<string>`to_char((${instant} at time zone ${tz})::date, 'YYYY-MM-DD')`;

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

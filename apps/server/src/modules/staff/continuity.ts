import { and, inArray, isNotNull, sql } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";
import { cycles } from "../../db/schema/index.js";

/** Key of one welder and one process in the map below. */
export const continuityKey = (welder: string, process: string) => `${welder}:${process}`;

/**
 * The last day each welder welded with each process (ASME IX QW-322 continuity), keyed by continuityKey.
 *
 * A welder welds with a process on a cycle when named on a torch whose process is that one (spec §3:
 * `welder_torch_N`, `welding_process_torch_N`). The day is the cycle's end, else its start (UTC, as todayIso);
 * a cycle with neither time proves no welding and is not counted (decisions.md). One statement: each torch's
 * branch is served by its (welder_torch_N, welding_process_torch_N) index.
 */
export async function lastWeldingDates(db: TExecutor, welderIds: readonly string[]): Promise<Map<string, string>> {
  if (welderIds.length === 0) return new Map();
  const weldedAt = sql`coalesce(${cycles.ended_at}, ${cycles.started_at})`;
  const torch = (n: 1 | 2) => {
    const welder = cycles[`welder_torch_${n}`];
    const process = cycles[`welding_process_torch_${n}`];
    return db
      .select({
        welder: sql<string>`${welder}`.as("welder"),
        process: sql<string>`${process}`.as("process"),
        welded_at: sql<Date>`${weldedAt}`.as("welded_at"),
      })
      .from(cycles)
      .where(and(inArray(welder, [...welderIds]), isNotNull(process), isNotNull(weldedAt)));
  };
  const welded = torch(1).unionAll(torch(2)).as("welded");
  const rows = await db
    .select({
      welder: welded.welder,
      process: welded.process,
      day: sql<string>`to_char(max(${welded.welded_at}) at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(welded)
    .groupBy(welded.welder, welded.process);
  return new Map(rows.map((row) => [continuityKey(row.welder, row.process), row.day]));
}

import type { TExecutor } from "../../db/client.js";

/** Key of one welder and one process in the map below. */
export const continuityKey = (welder: string, process: string) => `${welder}:${process}`;

/**
 * The last day each welder welded with each process (ASME IX QW-322 continuity), keyed by continuityKey.
 *
 * Cycles are the record of who welded what and when (spec §3: `welder_torch_N`, `welding_process_torch_N`,
 * `created_at`). They are being built in another branch and do not exist here yet, so no date is known and
 * continuity counts from each qualification test. Once cycles name welders, this reads
 * `max(created_at)::date` of the client's cycles grouped by welder and process for these welders (both torches),
 * and every caller (welder list, qualification list) picks it up unchanged.
 */
export async function lastWeldingDates(_db: TExecutor, _welderIds: readonly string[]): Promise<Map<string, string>> {
  return new Map();
}

import { eventKey, type TAlertRaisedEvent } from "@weldtrace/arc";
import { ALERT_ATTRIBUTE_UNITS, message, textOf } from "@weldtrace/domain";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";
import { alerts, cycles } from "../../db/schema/index.js";

export type TAlertInsert = typeof alerts.$inferInsert;

/** What another area tells when it raises an alert; `source_key` names what raised it, once. */
export type TRaisedAlert = Omit<TAlertInsert, "id" | "acknowledged_at" | "acknowledged_by" | "acknowledged_comment" | "mailed_at"> & {
  source_key: string;
};

/**
 * The one way an area raises alerts, inside the transaction that writes what raised them: a rolled-back write
 * leaves no alert, and the mail sweep (mail.ts) only ever reads committed rows. The same `source_key` again
 * writes nothing (a chunk processed twice, a measurement posted twice). Answers the rows written.
 */
export async function raiseAlerts(tx: TExecutor, rows: readonly TRaisedAlert[]): Promise<(typeof alerts.$inferSelect)[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(alerts)
    .values([...rows])
    .onConflictDoNothing({ target: alerts.source_key })
    .returning();
}

const ARC_UNITS: Record<string, string> = ALERT_ATTRIBUTE_UNITS.PASS_GROUP;
const round = (value: number) => Math.round(value * 1000) / 1000;

/** "10 – 20 A", "≥ 10 A", "≤ 20 A": the range an arc alert was checked against. */
export function expectedRange(min: number | null, max: number | null, unit: string): string | null {
  const suffix = unit ? ` ${unit}` : "";
  if (min !== null && max !== null) return `${round(min)} – ${round(max)}${suffix}`;
  if (min !== null) return `≥ ${round(min)}${suffix}`;
  if (max !== null) return `≤ ${round(max)}${suffix}`;
  return null;
}

/**
 * The arc engine's raised alerts of one saved cycle (found by its event key) as alert rows of section "cycle": the
 * parameter, the level as the type, the window value that raised it against the line's range, the cycle and the
 * moment (absolute and seconds into the cycle). Each row's key is the raise event's own idempotency key, so the same
 * chunks processed again raise nothing twice.
 */
export async function raiseCycleAlerts(tx: TExecutor, cycleKey: string, events: readonly { type: string }[]): Promise<number> {
  const raised = events.filter((event): event is TAlertRaisedEvent => event.type === "alert-raised");
  if (raised.length === 0) return 0;
  const [cycle] = await tx
    .select({
      id: cycles.id,
      client_id: cycles.client_id,
      project: cycles.project,
      procedure: cycles.procedure,
      started_at: cycles.started_at,
    })
    .from(cycles)
    .where(eq(cycles.event_key, cycleKey))
    .limit(1);
  if (!cycle) return 0;
  // The cycle's key starts with its stream's id ("<stream>/<cycle>/cycle-ended/<stop>").
  const stream = cycleKey.split("/")[0] ?? "";
  const started = cycle.started_at?.getTime() ?? null;
  const rows = raised.map((event): TRaisedAlert => {
    const at = new Date(event.us / 1000);
    const offset = started === null ? null : round((at.getTime() - started) / 1000);
    const unit = ARC_UNITS[event.parameter] ?? "";
    const moment =
      offset === null
        ? null
        : message("alert_arc_moment", { parameter: event.parameter, value: round(event.recordedValue), unit, seconds: offset });
    return {
      client_id: cycle.client_id,
      project: cycle.project,
      procedure: cycle.procedure,
      section: "cycle",
      parameter: event.parameter,
      type: event.level,
      recorded_value: round(event.recordedValue),
      expected_value: expectedRange(event.min, event.max, unit),
      details: moment === null ? null : textOf(moment).replace(/ {2}/g, " "),
      details_messages: moment === null ? null : [moment],
      source_kind: "cycle",
      source_id: cycle.id,
      source_time: at,
      source_offset: offset,
      source_key: eventKey(stream, event),
    };
  });
  const raisedNow = (await raiseAlerts(tx, rows)).length;
  // A stream run again (cycles/generate) makes the same cycles under new ids: its alerts, kept with their
  // acknowledgements, follow them to the new cycle.
  await tx
    .update(alerts)
    .set({ source_id: cycle.id })
    .where(
      and(
        inArray(
          alerts.source_key,
          rows.map((row) => row.source_key),
        ),
        ne(alerts.source_id, cycle.id),
      ),
    );
  return raisedNow;
}

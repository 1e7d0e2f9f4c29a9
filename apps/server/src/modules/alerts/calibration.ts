import { message, textOf } from "@weldtrace/domain";
import { and, isNotNull, lte } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";
import { measuringInstruments } from "../../db/schema/index.js";
import { raiseAlerts } from "./raise.js";

/** A calibration expiring within this many days raises its "due" alert. */
export const CALIBRATION_DUE_DAYS = 30;
const DAY_MS = 86_400_000;
const daysLeft = message("alert_days_left", { days: CALIBRATION_DUE_DAYS });

/**
 * Alerts the spec lacks (docs/decisions.md "Calibration alerts"): a measuring instrument whose calibration expires
 * within 30 days (`calibration_due`) or has expired (`calibration_expired`), once each per expiry date: the key names
 * the instrument, its expiry date and the kind, so a daily check raises nothing twice and a new calibration date starts
 * again. Section "instrument"; the instrument's project when it has one. Answers the rows written.
 */
export async function raiseCalibrationAlerts(tx: TExecutor, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + CALIBRATION_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  const due = await tx
    .select({
      id: measuringInstruments.id,
      client_id: measuringInstruments.client_id,
      project: measuringInstruments.project,
      name: measuringInstruments.name,
      serial_number: measuringInstruments.serial_number,
      expire_at: measuringInstruments.expire_at,
    })
    .from(measuringInstruments)
    .where(and(isNotNull(measuringInstruments.expire_at), lte(measuringInstruments.expire_at, horizon)));
  // The query keeps dated instruments only; the guard tells the type so.
  const dated = due.filter((instrument): instrument is (typeof due)[number] & { expire_at: string } => instrument.expire_at !== null);
  const rows = dated.map((instrument) => {
    const expireAt = instrument.expire_at;
    const expired = expireAt < today;
    const days = Math.round((Date.parse(`${expireAt}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
    const details = message(expired ? "alert_calibration_expired" : "alert_calibration_due", {
      instrument: instrument.name,
      serial_number: instrument.serial_number,
      date: expireAt,
    });
    return {
      client_id: instrument.client_id,
      project: instrument.project,
      section: "instrument",
      parameter: "calibration",
      type: expired ? "calibration_expired" : "calibration_due",
      recorded_value: days,
      expected_value: textOf(daysLeft),
      expected_message: daysLeft,
      details: textOf(details),
      details_messages: [details],
      source_kind: "measuring_instrument",
      source_id: instrument.id,
      source_key: `measuring_instrument/${instrument.id}/${expireAt}/${expired ? "expired" : "due"}`,
      source_time: new Date(`${expireAt}T00:00:00Z`),
    };
  });
  return (await raiseAlerts(tx, rows)).length;
}

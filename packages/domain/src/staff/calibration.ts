import { MESSAGE_CATALOGUE, message, type TMessage } from "../messages/catalogue.js";
import { addDays } from "./dates.js";

/** The list marks instruments whose calibration ends within this many days. */
export const CALIBRATION_WARNING_DAYS = 30;

export const CALIBRATION_STATES = ["valid", "expiring", "expired"] as const;
export type TCalibrationState = (typeof CALIBRATION_STATES)[number];

/** The instruments list's filter (`?calibration_state=`): a state, or "none" for an instrument without an expiry date. */
export const CALIBRATION_FILTERS = [...CALIBRATION_STATES, "none"] as const;
export type TCalibrationFilter = (typeof CALIBRATION_FILTERS)[number];

/**
 * The expiry dates a calibration filter takes on a given day, as a range (inclusive): what `calibrationState` says in
 * reverse, so a list's SQL filter and its badge cannot disagree. "none" is the instruments without an expiry date.
 */
export function calibrationFilterRange(filter: TCalibrationFilter, today: string): { from?: string; to?: string } | "none" {
  switch (filter) {
    case "expired":
      return { to: addDays(today, -1) };
    case "expiring":
      return { from: today, to: addDays(today, CALIBRATION_WARNING_DAYS) };
    case "valid":
      return { from: addDays(today, CALIBRATION_WARNING_DAYS + 1) };
    default:
      return "none";
  }
}

export const CALIBRATION_MESSAGES = {
  expiryBeforeCalibration: MESSAGE_CATALOGUE.calibration_expiry_before,
} as const;

/**
 * An instrument's calibration on a given day. `expire_at` is the last day it may be used: expired the day
 * after, expiring from 30 days before it (that day included). Without an expiry date there is nothing to say.
 */
export function calibrationState(expireAt: string | null | undefined, today: string): TCalibrationState | null {
  if (!expireAt) return null;
  if (expireAt < today) return "expired";
  if (expireAt <= addDays(today, CALIBRATION_WARNING_DAYS)) return "expiring";
  return "valid";
}

/** Calibration and expiry dates of one instrument, as a whole record (create, or stored row plus a PATCH). */
export function calibrationDatesIssue(value: { calibrated_at?: string | null; expire_at?: string | null }): TMessage | null {
  if (value.calibrated_at && value.expire_at && value.expire_at < value.calibrated_at) return message("calibration_expiry_before");
  return null;
}

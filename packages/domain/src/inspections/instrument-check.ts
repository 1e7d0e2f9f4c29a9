import { type SEEDED_NAME_KEYS, seededNameKey } from "../entities/seeded-names.js";
import type { TGroup } from "../groups.js";
import { calibrationState } from "../staff/calibration.js";
import { todayIso } from "../staff/dates.js";
import type { TInspectionKind } from "./inspections.js";
import { inspectionMessage, type TInspectionMessage } from "./messages.js";

/**
 * A measurement is refused when taken with an instrument unfit for it (docs/decisions.md, "An expired
 * instrument flagged wherever it is used in a measurement" and "Inspections").
 */

type TSeededInstrumentType = (typeof SEEDED_NAME_KEYS.measuringInstrumentType)[keyof typeof SEEDED_NAME_KEYS.measuringInstrumentType];

/**
 * The platform's seeded instrument types that take each kind's measurements. Calipers and gauges measure fit-up
 * gaps, high-lows and bevel dimensions; the seeded sensors (voltage, current, gas flow, wire feed and travel
 * speed) feed arc data and measure nothing an inspection records. No seeded type reads a temperature, an O2 level
 * or a duration: those are measured with a client's own types (thermometer, O2 analyser...). A client's own type
 * is not known to the platform, so it is never refused; neither is an instrument without a type.
 */
export const INSTRUMENT_TYPES_FOR = {
  fit_up: ["caliper", "gauge"],
  bevel: ["caliper", "gauge"],
  temperature_control: [],
  cooling: [],
  time_lapse: [],
  back_purging: [],
  heat_treatment: [],
} as const satisfies Record<TInspectionKind, readonly TSeededInstrumentType[]>;

export interface TInspectionInstrument {
  id: string;
  name: string;
  serial_number: string;
  /** The last day the calibration holds (ISO date), as measuring instruments store it. */
  expire_at?: string | null;
  /** The instrument's type, as read with its locked flag; null without a type. */
  type?: { name: string; is_system?: boolean | null } | null;
}

/** The calendar day (UTC, as every calibration date) a measurement was taken on. */
export function measurementDay(measuredAt: string | Date): string {
  return todayIso(typeof measuredAt === "string" ? new Date(measuredAt) : measuredAt);
}

/**
 * Why an instrument may not have taken this measurement; empty when it may. Its calibration must hold on the day
 * of the measurement (expire_at is the last day it may be used, as calibrationState reads it), and its type must
 * take the kind's measurements. Each refusal names the instrument (name and serial number).
 */
export function instrumentIssues(
  instrument: TInspectionInstrument,
  kind: TInspectionKind,
  measuredAt: string | Date,
): TInspectionMessage[] {
  const issues: TInspectionMessage[] = [];
  const named = { instrument: instrument.name, serial_number: instrument.serial_number };
  if (instrument.expire_at && calibrationState(instrument.expire_at, measurementDay(measuredAt)) === "expired") {
    issues.push(inspectionMessage("instrument_calibration_expired", { ...named, expire_at: instrument.expire_at }));
  }
  const typeKey = instrument.type ? seededNameKey("measuringInstrumentType", instrument.type) : null;
  if (instrument.type && typeKey !== null && !(INSTRUMENT_TYPES_FOR[kind] as readonly string[]).includes(typeKey)) {
    issues.push(inspectionMessage("instrument_type_unfit", { ...named, type: instrument.type.name, measure: kind }));
  }
  return issues;
}

/**
 * Who may record a measurement taken with an instrument whose calibration had expired, giving a reason (the issue's
 * "an Admin may record it with a reason"; docs/decisions.md, "Inspections: instrument override"): a client's Admin,
 * and the platform's Super User acting for one.
 */
export const mayOverrideInstrument = (group: TGroup | null | undefined) => group === "Admin" || group === "Super User";

/**
 * The instrument issues a reason may override: an expired calibration only (the certificate lapsed; the instrument
 * may still read true, and the reason says why the value stands). A type that does not take the measure is a wrong
 * instrument, never overridden.
 */
export const OVERRIDABLE_INSTRUMENT_ISSUES: readonly string[] = ["instrument_calibration_expired"];

/** What an override records on the measurement: why, who (id and e-mail, kept if the user goes), and what it overrode. */
export interface TInstrumentOverride {
  reason: string;
  by: string;
  by_email: string;
  issues: TInspectionMessage[];
}

/**
 * The instrument issues a measurement is refused for, and those a reason overrides. Without a reason nothing is
 * overridden; with one, only the overridable issues are (the caller checks the group may give one).
 */
export function instrumentRuling(
  issues: readonly TInspectionMessage[],
  reason: string | null | undefined,
): { refused: TInspectionMessage[]; overridden: TInspectionMessage[] } {
  if (!reason) return { refused: [...issues], overridden: [] };
  return {
    refused: issues.filter((issue) => !OVERRIDABLE_INSTRUMENT_ISSUES.includes(issue.code)),
    overridden: issues.filter((issue) => OVERRIDABLE_INSTRUMENT_ISSUES.includes(issue.code)),
  };
}

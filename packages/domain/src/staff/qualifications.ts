import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { MESSAGE_CATALOGUE, message, type TMessage } from "../messages/catalogue.js";
import { zLength } from "../procedures/shared.js";
import { CALIBRATION_WARNING_DAYS } from "./calibration.js";
import { addDays, addMonths, earliest, latest } from "./dates.js";

/** ASME IX QW-322.1(a): a welder who has not welded with a process for 6 months or more loses that qualification. */
export const CONTINUITY_MONTHS = 6;
/** Qualifications ending within this many days are flagged, as instruments are. */
export const QUALIFICATION_WARNING_DAYS = CALIBRATION_WARNING_DAYS;

export const QUALIFICATION_STATES = ["valid", "expiring", "lapsed", "expired", "future"] as const;
export type TQualificationState = (typeof QUALIFICATION_STATES)[number];

export interface TQualificationDates {
  /** The day the welder passed the test (QW-301): continuity counts from it until a first weld. */
  qualified_at: string;
  /** The certificate's own end, when it has one (EN ISO 9606-1 certificates do; ASME IX ones need not). */
  expire_at?: string | null;
}

export interface TQualificationStatus {
  state: TQualificationState;
  /** Last day the qualification holds (the earlier of the certificate's expiry and continuity). */
  until: string;
  /** The day continuity is lost: 6 months after the last weld with the process (or the test). */
  lapses_on: string;
}

/**
 * One qualification on a given day (pure: dates in, state out). `lastWeldedAt` is the welder's last weld with
 * the qualification's process (from cycles), null when none is known. Continuity restarts at each weld made
 * after the test; a weld before the test does not count.
 */
export function qualificationStatus(qualification: TQualificationDates, lastWeldedAt: string | null, today: string): TQualificationStatus {
  const activity = latest(qualification.qualified_at, lastWeldedAt) ?? qualification.qualified_at;
  const lapsesOn = addMonths(activity, CONTINUITY_MONTHS);
  const until = earliest(qualification.expire_at, addDays(lapsesOn, -1)) ?? addDays(lapsesOn, -1);
  let state: TQualificationState;
  if (today < qualification.qualified_at) state = "future";
  else if (qualification.expire_at && qualification.expire_at < today) state = "expired";
  else if (today >= lapsesOn) state = "lapsed";
  else if (until <= addDays(today, QUALIFICATION_WARNING_DAYS)) state = "expiring";
  else state = "valid";
  return { state, until, lapses_on: lapsesOn };
}

export const isQualified = (state: TQualificationState) => state === "valid" || state === "expiring";

/**
 * The welders list's filter (`?qualification_state=`): qualified (at least one qualification holds today), expiring
 * (at least one ends within the warning days: whom to requalify), not qualified (none holds: lapsed, expired, not yet
 * valid, or none at all).
 */
export const WELDER_QUALIFICATION_FILTERS = ["qualified", "expiring", "not_qualified"] as const;
export type TWelderQualificationFilter = (typeof WELDER_QUALIFICATION_FILTERS)[number];

/** Whether a welder whose qualifications are in these states is one the filter keeps. */
export function welderMatchesQualificationFilter(states: readonly TQualificationState[], filter: TWelderQualificationFilter): boolean {
  if (filter === "expiring") return states.includes("expiring");
  const qualified = states.some(isQualified);
  return filter === "qualified" ? qualified : !qualified;
}

export const QUALIFICATION_MESSAGES = {
  expiryBeforeTest: MESSAGE_CATALOGUE.qualification_expiry_before,
  minAboveMax: MESSAGE_CATALOGUE.min_above_max,
} as const;

/** Whole-record checks (create, or stored row plus a PATCH): dates in order, ranges from low to high. */
export function qualificationIssues(value: {
  qualified_at?: string | null;
  expire_at?: string | null;
  thickness_min?: number | null;
  thickness_max?: number | null;
  diameter_min?: number | null;
  diameter_max?: number | null;
}): Record<string, TMessage> {
  const issues: Record<string, TMessage> = {};
  if (value.qualified_at && value.expire_at && value.expire_at < value.qualified_at)
    issues.expire_at = message("qualification_expiry_before");
  const range = (min: number | null | undefined, max: number | null | undefined) => min != null && max != null && min > max;
  if (range(value.thickness_min, value.thickness_max)) issues.thickness_max = message("min_above_max");
  if (range(value.diameter_min, value.diameter_max)) issues.diameter_max = message("min_above_max");
  return issues;
}

/**
 * A welder's qualification (WeldTrace and ProWrite keep them): the process and positions it covers, the
 * thickness and outside-diameter ranges (mm), the certificate and its dates.
 */
export const welderQualifications = defineResource({
  key: "welderQualification",
  path: "welder-qualifications",
  area: "staff",
  answerFields: {
    state: z.enum(QUALIFICATION_STATES),
    until: z.iso.date().describe("Last day the qualification holds."),
    lapses_on: z.iso.date().describe("The day continuity is lost."),
  },
  schema: z.object({
    welder: z.uuid(),
    process: z.uuid(),
    positions: z
      .array(z.uuid())
      .max(50)
      .optional()
      .transform((ids) => [...new Set(ids ?? [])]),
    thickness_min: zLength().nullish(),
    thickness_max: zLength().nullish(),
    diameter_min: zLength().nullish(),
    diameter_max: zLength().nullish(),
    certificate: z.uuid().nullish(),
    qualified_at: z.iso.date(),
    expire_at: z.iso.date().nullish(),
  }),
  fields: [
    { key: "welder", kind: "reference", target: "welder", required: true, column: true },
    { key: "process", kind: "reference", target: "weldingProcess", required: true, column: true },
    { key: "positions", kind: "references", target: "weldingPosition", column: true },
    { key: "thickness_min", kind: "number", decimals: 2, column: true },
    { key: "thickness_max", kind: "number", decimals: 2, column: true },
    { key: "diameter_min", kind: "number", decimals: 2, column: true },
    { key: "diameter_max", kind: "number", decimals: 2, column: true },
    { key: "certificate", kind: "reference", target: "document", column: true },
    { key: "qualified_at", kind: "date", required: true, column: true },
    { key: "expire_at", kind: "date", column: true },
  ],
  searchFields: [],
  orderingFields: ["qualified_at", "expire_at", "created_at"],
  defaultOrdering: "qualified_at",
  filterFields: ["welder", "process"],
});

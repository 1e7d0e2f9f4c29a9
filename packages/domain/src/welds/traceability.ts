import type { TInspectionKind } from "../inspections/inspections.js";
import type { TVerdict } from "../inspections/verdicts.js";
import { calibrationState, type TCalibrationState } from "../staff/calibration.js";
import { isQualified, qualificationStatus, type TQualificationDates, type TQualificationStatus } from "../staff/qualifications.js";
import type { TCycleEndReason } from "./cycles.js";

/**
 * A welder's standing for a process on the day of a cycle (the weld page's "qualified on that day"): the best of
 * their qualifications for the process, judged on that day with continuity counted from their last weld with the
 * process *before* it (the cycle itself cannot keep its own welder qualified). Null when the welder holds no
 * qualification for the process at all ("not qualified").
 */
export function qualificationOnDay(
  qualifications: readonly TQualificationDates[],
  weldingDays: readonly string[],
  day: string,
): TQualificationStatus | null {
  const before = weldingDays.filter((weldedOn) => weldedOn < day).sort();
  const lastBefore = before.at(-1) ?? null;
  const ranked: TQualificationStatus[] = qualifications.map((qualification) => qualificationStatus(qualification, lastBefore, day));
  if (ranked.length === 0) return null;
  const order = ["valid", "expiring", "future", "lapsed", "expired"];
  return ranked.sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state) || (a.until < b.until ? 1 : -1))[0] ?? null;
}

export const qualifiedOnDay = (status: TQualificationStatus | null) => status !== null && isQualified(status.state);

/** An instrument's calibration on the day it took a measurement (its expiry date is the last day it may be used). */
export const calibrationOnDay = (expireAt: string | null, day: string): TCalibrationState | null => calibrationState(expireAt, day);

/**
 * An inspection's verdict from its measurements: rejected when any measurement was rejected, accepted when every one
 * was accepted, and null while it has none (nothing was judged yet).
 */
export function inspectionVerdict(verdicts: readonly TVerdict[]): TVerdict | null {
  if (verdicts.length === 0) return null;
  return verdicts.includes("reject") ? "reject" : "accept";
}

export interface TTraceInspection {
  id: string;
  kind: TInspectionKind;
  created_at: string;
  pass_group: string | null;
  measurements: number;
  rejected: number;
  verdict: TVerdict | null;
  /** The instruments its measurements were taken with, and their calibration on the day of each measurement. */
  instruments: {
    id: string;
    name: string;
    serial_number: string;
    expire_at: string | null;
    measured_on: string;
    calibration: TCalibrationState | null;
  }[];
}

export interface TTraceHeat {
  id: string;
  heat_no: string;
  certificates: { id: string; name: string; file: string | null; expired_at: string | null }[];
}

/** GET /api/welds/{id}/traceability/: one weld, what it is made of and what was done to it. */
export interface TWeldTraceability {
  weld: {
    id: string;
    name: string;
    internal_name: string | null;
    started_at: string | null;
    ended_at: string | null;
    completed: boolean;
    scanned: boolean;
    is_cut_out: boolean;
  };
  project: { id: string; name: string };
  procedure: { id: string; name: string; is_reference: boolean; forked_from: string | null };
  edges: {
    position: number;
    id: string;
    name: string;
    workpiece: { id: string; name: string; grade: string | null };
    cut_from: { id: string; name: string } | null;
    heat: TTraceHeat | null;
  }[];
  cycles: {
    id: string;
    started_at: string | null;
    ended_at: string | null;
    pass_group: string | null;
    acquisition_status: string;
    heat_input: number | null;
    /** Why the arc-data engine ended the cycle (CYCLE_END_REASONS); null for a cycle typed by hand. */
    end_reason: TCycleEndReason | null;
    torches: {
      torch: 1 | 2;
      process: string | null;
      welder: { id: string; welder_id: string | null; name: string; deleted: boolean } | null;
      qualification: TQualificationStatus | null;
      filler_metal: { id: string; name: string; heats: TTraceHeat[] } | null;
    }[];
  }[];
  flaws: {
    id: string;
    type: string;
    nde_method: string;
    status: string;
    result: string;
    sanction: string | null;
    repaired_by: { id: string; name: string } | null;
  }[];
  inspections: TTraceInspection[];
  repairs_weld: { id: string; name: string } | null;
  cut_out: { id: string; created_at: string } | null;
}

/** GET /api/cycles/welder-standing/?process=&day=: each welder's standing for one process on one day (the cycle picker). */
export interface TWelderStanding {
  results: { welder: string; qualification: TQualificationStatus | null }[];
}

/** GET /api/welds/edge-choices/: the weld form's edge pickers (the project's free edges first, used ones said so). */
export interface TEdgeChoices {
  results: {
    id: string;
    name: string;
    workpiece: { id: string; name: string };
    heat_no: string | null;
    /** The workpiece's project; null for a pipe in no project yet. */
    project: string | null;
    /** Another weld already on this edge (the first found), else null. */
    used_by: { id: string; name: string } | null;
  }[];
  /** More edges matched than the answer holds: narrow the search. */
  truncated: boolean;
}

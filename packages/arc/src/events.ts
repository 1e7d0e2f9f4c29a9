import type { TCycleEndReason } from "@weldtrace/domain";
import type { TArcStats, TEnergyMethod } from "./stats.js";

/** Indices count samples from the stream's first (0); times are UTC microseconds; stop indices are exclusive. */

export interface TCycleStartedEvent {
  type: "cycle-started";
  /** Cycles are numbered from 1 in stream order, dropped ones included. */
  cycle: number;
  startIndex: number;
  startUs: number;
}

export interface TCycleEndedEvent {
  type: "cycle-ended";
  cycle: number;
  startIndex: number;
  /** First sample after the cycle (where the stop condition's run began). */
  stopIndex: number;
  startUs: number;
  stopUs: number;
  durationS: number;
  /** The samples the statistics cover: start + occultation start to stop − occultation stop. */
  countedFrom: number;
  countedTo: number;
  /** Raw data kept with the cycle: start − buffer start to stop + buffer stop (clipped at the stream's start). */
  rawFrom: number;
  rawTo: number;
  /** True when no stop condition ended it (`end` is gap or end-of-data). */
  open: boolean;
  /**
   * What ended it: its stop condition; a gap in data time (the next chunk's t0_us came later than the samples
   * before it allow: the cycle ends at the last sample before the gap); or end(), the end of the data.
   */
  end: TCycleEnd;
  stats: TArcStats;
  /** Energy of the torch (the stream) from its start through this cycle, J: the cycles' energyJ added up. */
  torchEnergyJ: number;
  /** The cycle's means and heat input against the pass group's ranges. */
  verdict: TCycleVerdict;
}

/** One parameter of a cycle's verdict: its value (null: not measured) against the pass group's range. */
export interface TVerdictCheck {
  parameter: TArcAlertParameter;
  value: number | null;
  min: number | null;
  max: number | null;
  inRange: boolean | null;
  /**
   * Why inRange is null: the value was not measured (no valid sample, no forward travel), or invalid samples
   * were left out of it (its statistic is flagged) so it is not judged.
   */
  reason?: "not-measured" | "invalid-samples";
}

/**
 * A cycle's verdict: `out_of_range` when any checked value is outside its range, `incomplete` when none is but
 * some could not be measured (no travel: no heat input) or were flagged (invalid samples left out of them), each
 * such check saying why; `no-limits` when the pass group gives no range.
 * A weld's verdict is the worst of its cycles'.
 */
export interface TCycleVerdict {
  result: "ok" | "out_of_range" | "incomplete" | "no-limits";
  /** The ISO/TR 18491 method of the heat input checked. */
  heatInputMethod: TEnergyMethod;
  checks: TVerdictCheck[];
}

/**
 * Cycles shorter than minimum_cycle_time, counted rather than reported one by one (a short-circuit storm
 * made 42 144 of them in 10 s): one report per second of signal that had any (it comes out once the
 * statistics have passed that second), or earlier when a kept cycle is confirmed, at a gap or at end().
 * With one cycle in it, from/to are that cycle's start and stop.
 */
export interface TCyclesDroppedEvent {
  type: "cycles-dropped";
  count: number;
  /** Numbers of the first and last cycle counted (dropped cycles take numbers too). */
  firstCycle: number;
  lastCycle: number;
  /** Start of the first and stop of the last cycle counted. */
  fromIndex: number;
  toIndex: number;
  fromUs: number;
  toUs: number;
  /** Shortest and longest of them, s. */
  shortestS: number;
  longestS: number;
  reason: "too-short";
}

/**
 * Events over the cap of `maxEventsPerS` in one second of signal (by the event's index) are not given but
 * counted here, by type; the report comes with the first event of a later second, at a gap or at end().
 * A cycle whose cycle-started was over the cap is suppressed whole (its windows, alerts and cycle-ended
 * too); a cycle-ended whose cycle-started was given is always given, as is the clearing of a given alert.
 */
export interface TEventsSuppressedEvent {
  type: "events-suppressed";
  /**
   * The second of signal, [fromIndex, toIndex); a report given at a gap or at end() stops there (toIndex is the
   * newest sample, at least fromIndex + 1) and the second's next report starts at its toIndex, so that every
   * report has its own fromIndex (its key).
   */
  fromIndex: number;
  toIndex: number;
  counts: Partial<Record<TArcEvent["type"], number>>;
}

/** Statistics of one integration window inside a cycle's counted part (the last one may be shorter). */
export interface TWindowEvent {
  type: "window";
  cycle: number;
  fromIndex: number;
  toIndex: number;
  fromUs: number;
  stats: TArcStats;
}

export type TArcAlertParameter = "current" | "voltage" | "wire_feed_speed" | "travel_speed" | "heat_input";
export type TArcAlertLevel = "warning" | "out_of_range";

export interface TAlertRaisedEvent {
  type: "alert-raised";
  cycle: number;
  /** Position of the line in the procedure's alert configuration. */
  line: number;
  parameter: TArcAlertParameter;
  level: TArcAlertLevel;
  /** End (exclusive) of the window that raised it. */
  index: number;
  us: number;
  recordedValue: number;
  /** The limits it was checked against (the line's, else the pass group's). */
  min: number | null;
  max: number | null;
}

export interface TAlertClearedEvent {
  type: "alert-cleared";
  cycle: number;
  line: number;
  parameter: TArcAlertParameter;
  level: TArcAlertLevel;
  index: number;
  us: number;
  recordedValue: number | null;
  /** Back inside the range by the hysteresis margin, replaced by an out-of-range alert, or the cycle ended. */
  reason: "back-in-range" | "escalated" | "cycle-ended";
}

/** min/max/mean of one channel per bucket (NaN where a bucket had no valid sample). */
export interface TEnvelopeChannel {
  min: Float32Array;
  max: Float32Array;
  mean: Float32Array;
}

/**
 * Display envelope of every sample of the stream (in cycles or not) at one level (1 kHz, 100 Hz, 10 Hz; levels
 * finer than half the sample rate are left out), with `envelopes: true` in the setup. One event per level per
 * 10 s of signal (shorter before a gap and at end()); bucket k covers [fromIndex + k·bucketSamples, …), the last
 * one may be shorter, and starts at fromUs + k·bucketSamples / rate. Not subject to the event cap.
 */
export interface TEnvelopeEvent {
  type: "envelope";
  hz: number;
  bucketSamples: number;
  fromIndex: number;
  toIndex: number;
  fromUs: number;
  u: TEnvelopeChannel;
  i: TEnvelopeChannel;
  wfs: TEnvelopeChannel;
  ts: TEnvelopeChannel;
}

/** Why a cycle ended (the domain's CYCLE_END_REASONS, stored on the cycle as end_reason). */
export type TCycleEnd = TCycleEndReason;

export type TArcEvent =
  | TCycleStartedEvent
  | TCycleEndedEvent
  | TCyclesDroppedEvent
  | TWindowEvent
  | TAlertRaisedEvent
  | TAlertClearedEvent
  | TEventsSuppressedEvent
  | TEnvelopeEvent;

/**
 * The sample index that identifies an event within its cycle and type (with the alert line for alerts): the
 * start of a cycle-started, the stop of a cycle-ended, the first sample of a window, the window end of an alert,
 * the last stop of a cycles-dropped report, the second's first sample of an events-suppressed report.
 */
export function eventIndex(event: TArcEvent): number {
  switch (event.type) {
    case "cycle-started":
      return event.startIndex;
    case "cycle-ended":
      return event.stopIndex;
    case "cycles-dropped":
      return event.toIndex;
    case "window":
      return event.fromIndex;
    case "alert-raised":
    case "alert-cleared":
      return event.index;
    case "events-suppressed":
    case "envelope":
      return event.fromIndex;
  }
}

/**
 * One chunk of a stream: Float32 columns of equal length. With `t0_us` (UTC µs of its first sample) the engine
 * checks that it follows the previous chunk in data time, and event times derive from it; with `seq`, a chunk
 * whose seq is not above the last one's is a re-send and is ignored. Without them, chunks are taken as
 * contiguous and times count from the setup's t0Us.
 */
export interface TArcChunk {
  u: Float32Array;
  i: Float32Array;
  wfs: Float32Array;
  ts: Float32Array;
  t0_us?: number;
  seq?: number;
}

/**
 * The idempotency key of an event: stream, cycle, type and index (and the line for alerts), unique within a
 * stream, so that processing can upsert and a re-run or a resumed engine never duplicates a row.
 * Reports of dropped cycles use their first cycle's number; events-suppressed reports and envelopes have no
 * cycle (0); envelopes add their level (Hz). An alert-cleared adds the level it clears: a warning that escalates
 * in the check window ending at the stop is cleared ("escalated") at the same index as the out-of-range alert
 * the stop clears ("cycle-ended"). Alert-raised keys are the alerts' source keys in the database: unchanged.
 */
export function eventKey(stream: string, event: TArcEvent): string {
  const cycle =
    event.type === "cycles-dropped" ? event.firstCycle : event.type === "events-suppressed" || event.type === "envelope" ? 0 : event.cycle;
  const line =
    event.type === "alert-raised"
      ? `/${event.line}`
      : event.type === "alert-cleared"
        ? `/${event.line}/${event.level}`
        : event.type === "envelope"
          ? `/${event.hz}`
          : "";
  return `${stream}/${cycle}/${event.type}/${eventIndex(event)}${line}`;
}

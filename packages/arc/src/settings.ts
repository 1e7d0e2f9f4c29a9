import {
  type TAlertSupervisor,
  type TPassGroup,
  TRIGGER_OPERATORS,
  TRIGGER_VARIABLE_KEYS,
  type TTriggerCondition,
  type TWeldingProcessGroup,
  ZTriggerCondition,
} from "@weldtrace/domain";
import { EnvelopeBuilder } from "./envelope.js";
import type { TEnergyMethod, TFillerMetal } from "./stats.js";

/** Design: any rate from 1 Hz to 25 kHz. */
export const SAMPLE_RATE_RANGE = { min: 1, max: 25_000 } as const;

/** Limit checks run on windows at least this long whatever the integration step (WeldCube: 50 ms). */
export const CHECK_MIN_S = 0.05;

/** ISO/TR 18491 arc energy methods (stats.ts, which computes them; named here with the other settings). */
export type { TEnergyMethod } from "./stats.js";

/** The process group's segmentation settings (its trigger conditions included). */
export type TArcProcessGroup = Pick<
  TWeldingProcessGroup,
  "minimum_cycle_time" | "integration_step" | "occultation_duration_start" | "occultation_duration_stop" | "buffer_start" | "buffer_stop"
> & { trigger_conditions?: readonly TTriggerCondition[] };

/** What a pass group overrides (timings, rms, k) and the ranges the alert lines fall back to. */
export type TArcPassGroup = Partial<
  Pick<
    TPassGroup,
    | "id"
    | "k_factor"
    | "rms"
    | "occultation_duration_start"
    | "occultation_duration_stop"
    | "minimum_cycle_time"
    | "current_min"
    | "current_max"
    | "voltage_min"
    | "voltage_max"
    | "wire_feed_speed_min"
    | "wire_feed_speed_max"
    | "travel_speed_min"
    | "travel_speed_max"
    | "heat_input_min"
    | "heat_input_max"
  >
>;

/**
 * Where a stream's processing can resume: the stop of the last cycle the statistics finished, the state the
 * engine had there, and how many events it gave after it (a resumed engine gives those again to nobody).
 * Plain JSON: store it with the events it covers, in one transaction.
 */
export interface TArcResume {
  /** First sample to feed: the stop of the last closed cycle. */
  index: number;
  /** Number of the last cycle closed. */
  cycle: number;
  /** Data time of sample `index`, µs (default: counted from t0Us). */
  us?: number;
  /** Events given after that stop, up to the checkpoint: a resumed engine does not give them again. */
  skip?: number;
  /** Where the scan for the next start resumes (the re-arm delay after a stop); default index + re-arm delay. */
  scanFrom?: number;
  /** Dropped cycles counted but not reported yet. */
  drops?: { count: number; from: number; to: number; firstCycle: number; shortestS: number; longestS: number; reportAt: number } | null;
  /** Event cap: the second of signal being counted, events given in it, events suppressed in it, where its next report starts. */
  cap?: { second: number; count: number; suppressed: Record<string, number>; from?: number };
  /** Energy of the torch (the stream) up to `index`, J. */
  torchEnergyJ?: number;
}

/** How one alert line times (the procedure's configuration has no field for it; Fronius TPS/i offers both). */
export interface TAlertLineOptions {
  /** When the value comes back inside: the reaction timer resets to 0 ("reset", default) or counts back down ("count-down"). */
  timer?: "reset" | "count-down";
  /** Time hysteresis: a raised alert clears once the value has been back inside for this % of the reaction time (default 0). */
  clearTimePercent?: number;
}

export interface TArcSetup {
  /** Samples per second of the stream, 1 to 25 000. */
  sampleRate: number;
  /** UTC time of the stream's first sample, microseconds. */
  t0Us?: number;
  processGroup: TArcProcessGroup;
  /** The pass group being welded: its timings, rms and k factor win over the process group's. */
  passGroup?: TArcPassGroup | null;
  /** The procedure's alert configuration; lines for other sections or other pass groups are ignored. */
  alerts?: readonly TAlertSupervisor[];
  /** Timer behaviour of each alert line, by its position in `alerts`. */
  alertOptions?: readonly (TAlertLineOptions | null | undefined)[];
  /**
   * Resuming a stream (after a restart): `engine.checkpoint()` as it was stored with the last events handed
   * over; feed the raw data from its `index` on. Or, as before, a closed cycle's stopIndex and number.
   */
  resume?: TArcResume;
  /**
   * Memory budget per stream, bytes (default 64 MB): settings that would make the engine hold more (samples kept
   * for the stop occultation and `during`, windows held for the minimum cycle time) are refused, naming the
   * setting. Events trail the newest sample by the same span, so this bounds their latency too.
   */
  memoryBudgetBytes?: number;
  /** Display envelopes (1 kHz, 100 Hz, 10 Hz min/max/mean of every sample) streamed as envelope events (default false). */
  envelopes?: boolean;
  /** Short circuits are counted when U falls under this voltage with the arc current flowing, V (default 6). */
  shortCircuitVoltage?: number;
  /** The filler metal welded from the stream's start, for the deposited mass (see also engine.setFillerMetal). */
  fillerMetal?: TFillerMetal | null;
  /** Re-arm delay, s: after a stop, start conditions are watched again only this long after it (default 0). */
  rearmS?: number;
  /** Cap on events given per second of signal; the rest are counted in events-suppressed (default 2000). */
  maxEventsPerS?: number;
  /**
   * Data time: a chunk whose t0_us is later than the previous chunk's end by more than this is a gap (it ends an
   * open cycle); a smaller difference is clock drift and only re-anchors event times. Default: one sample
   * period or 1 ms, whichever is longer.
   */
  gapToleranceUs?: number;
  /** Which arc energy gives the heat input and the heat-input limit checks (default B; pulsed processes must not use A). */
  heatInputMethod?: TEnergyMethod;
}

/** The largest finite Float32. */
const FLOAT32_MAX = 3.4028234663852886e38;

/** Trigger conditions of one kind compiled for the scan loop: four atoms each, considered channels first. */
export interface TCompiledConditions {
  count: number;
  /** 1 = And, 0 = Or. */
  isAnd: Uint8Array;
  /** Channel (0 U, 1 I, 2 WFS, 3 TS) of each of the 4 atoms of each condition. */
  channel: Uint8Array;
  /** An atom holds when lo < x <= hi. */
  lo: Float64Array;
  hi: Float64Array;
  /** Samples the condition must hold (`during`, at least one). */
  during: Int32Array;
}

export interface TResolvedSettings {
  rate: number;
  t0Us: number;
  start: TCompiledConditions;
  stop: TCompiledConditions;
  /** Longest `during` of any condition, samples. */
  maxDuring: number;
  minCycle: number;
  occultationStart: number;
  occultationStop: number;
  bufferStart: number;
  bufferStop: number;
  /** Samples a window holds; 0 when the integration step is 0 (no window events). */
  window: number;
  /**
   * Samples a limit check covers: whole windows of at least CHECK_MIN_S (so a pulsed or short-circuit signal is
   * judged on its means, not on samples crossing the line every period); with step 0, CHECK_MIN_S itself.
   */
  checkSpan: number;
  rms: boolean;
  kFactor: number;
  heatInputMethod: TEnergyMethod;
  shortCircuitVoltage: number;
  /** Samples after a stop before start conditions are watched again. */
  rearm: number;
  maxEventsPerS: number;
  /** Data time: differences of a chunk's t0_us from the expected one above this are gaps, µs. */
  gapToleranceUs: number;
  /** Current above which the arc counts as burning (the lowest "I >" start threshold; none: always). */
  arcCurrent: number;
}

const nonNegative = (value: number | null | undefined, name: string): number => {
  const result = value ?? 0;
  if (!Number.isFinite(result) || result < 0) throw new RangeError(`${name} must be a number of seconds, not negative`);
  return result;
};

/** Seconds to samples for durations that must be reached ("at least that long"): ceiling, tolerant of float noise. */
export const atLeastSamples = (seconds: number, rate: number): number => Math.max(0, Math.ceil(seconds * rate - 1e-6));
/** Seconds to samples for spans cut out of a cycle (occultation, buffers, windows): nearest sample. */
export const spanSamples = (seconds: number, rate: number): number => Math.round(seconds * rate);

function compile(conditions: readonly TTriggerCondition[], rate: number): TCompiledConditions {
  const count = conditions.length;
  const compiled: TCompiledConditions = {
    count,
    isAnd: new Uint8Array(count),
    channel: new Uint8Array(count * 4),
    lo: new Float64Array(count * 4),
    hi: new Float64Array(count * 4),
    during: new Int32Array(count),
  };
  conditions.forEach((condition, c) => {
    compiled.isAnd[c] = condition.logical_operator === "OR" ? 0 : 1;
    compiled.during[c] = condition.during_consider ? Math.max(1, atLeastSamples(condition.during_threshold, rate)) : 1;
    const atoms = TRIGGER_VARIABLE_KEYS.flatMap((variable, channel) =>
      condition[`${variable}_consider`]
        ? [{ channel, operator: condition[`${variable}_operator`], threshold: condition[`${variable}_threshold`] }]
        : [],
    );
    // Fewer than four atoms: repeat the last one; a repeated atom changes neither And nor Or, and channels
    // not considered are never read (a missing sensor may send NaN).
    for (let slot = 0; slot < 4; slot++) {
      const atom = atoms[Math.min(slot, atoms.length - 1)]!;
      compiled.channel[c * 4 + slot] = atom.channel;
      const greater = atom.operator === TRIGGER_OPERATORS.greaterThan;
      // Samples are Float32: the threshold is compared as the Float32 it would be stored as, so that 20.1 A
      // stored does not pass "I > 20.1" (Float32 20.1 is 20.100000381 in float64).
      const threshold = Math.fround(atom.threshold);
      // Bounds that leave out ±Infinity as NaN is left out (no atom holds on an invalid sample): "x > t" is
      // t < x ≤ the largest Float32, "x ≤ t" is −Infinity < x ≤ t. +Infinity A started a cycle while idle.
      compiled.lo[c * 4 + slot] = greater ? threshold : Number.NEGATIVE_INFINITY;
      compiled.hi[c * 4 + slot] = greater ? FLOAT32_MAX : threshold;
    }
  });
  return compiled;
}

/** Default memory budget per stream, bytes. */
export const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;
/** Bytes a sample takes in the engine's buffer: 4 Float32 channels. */
export const BYTES_PER_SAMPLE = 16;
/**
 * Samples the engine's buffer may hold: twice the samples it keeps (longest `during` + stop occultation) plus
 * 4096, so that compacting it (when full) copies at most one sample per sample pushed. It grows by doubling up to
 * this and never past it: what it keeps after a push is at most the delay, however long the chunks.
 */
export const bufferCapacity = (settings: Pick<TResolvedSettings, "maxDuring" | "occultationStop">): number =>
  2 * (settings.maxDuring + settings.occultationStop + 4096);
/** Bytes a held event takes, about (a window's statistics object; cycle-started and alerts take less). */
export const BYTES_PER_HELD_WINDOW = 2048;

/**
 * The most memory the settings make a stream hold, bytes (an upper bound of `engine.memoryBytes`): the sample
 * buffer at its capacity; the events held until a cycle has lasted the minimum (its cycle-started, its windows
 * and, per limit check, at most two alert events a line: an escalation clears a warning and raises); with
 * envelopes, their batch arrays.
 */
export function memoryNeeded(
  settings: Pick<TResolvedSettings, "maxDuring" | "occultationStop" | "minCycle" | "window" | "checkSpan" | "rate">,
  options: { envelopes?: boolean; alertLines?: number } = {},
): { samples: number; held: number; envelopes: number } {
  const holds = settings.minCycle > 1;
  const windows = holds && settings.window > 0 ? Math.ceil(settings.minCycle / settings.window) : 0;
  const alerts = holds ? 2 * (options.alertLines ?? 0) * Math.ceil(settings.minCycle / settings.checkSpan) : 0;
  return {
    samples: bufferCapacity(settings) * BYTES_PER_SAMPLE,
    held: windows + alerts === 0 ? 0 : (1 + windows + alerts) * BYTES_PER_HELD_WINDOW,
    envelopes: options.envelopes ? new EnvelopeBuilder(settings.rate).memoryBytes : 0,
  };
}

function checkMemory(settings: TResolvedSettings, setup: TArcSetup, budget: number): void {
  const needed = memoryNeeded(settings, { envelopes: setup.envelopes ?? false, alertLines: setup.alerts?.length ?? 0 });
  const samples = needed.samples + needed.envelopes;
  const held = needed.held;
  if (samples + held <= budget) return;
  const rate = settings.rate;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const pass = setup.passGroup ?? {};
  const occultation = pass.occultation_duration_stop ?? setup.processGroup.occultation_duration_stop ?? 0;
  const culprit =
    held > samples
      ? settings.window > 0
        ? `minimum_cycle_time ${settings.minCycle / rate} s holds ${Math.ceil(settings.minCycle / settings.window)} windows of integration_step ${settings.window / rate} s`
        : `minimum_cycle_time ${settings.minCycle / rate} s holds the alert events of ${Math.ceil(settings.minCycle / settings.checkSpan)} limit checks`
      : settings.occultationStop >= settings.maxDuring
        ? `occultation_duration_stop ${occultation} s holds ${occultation} s of samples at ${rate} Hz`
        : `during_threshold ${settings.maxDuring / rate} s holds ${settings.maxDuring / rate} s of samples at ${rate} Hz`;
  throw new RangeError(`${culprit}: ${mb(samples + held)} per stream, over the memory budget of ${mb(budget)} (memoryBudgetBytes)`);
}

/** Checks the setup against the domain's bounds and turns seconds into samples. Throws RangeError when invalid. */
export function resolveSettings(setup: TArcSetup): TResolvedSettings {
  const rate = setup.sampleRate;
  if (!Number.isFinite(rate) || rate < SAMPLE_RATE_RANGE.min || rate > SAMPLE_RATE_RANGE.max) {
    throw new RangeError(`sample rate must be ${SAMPLE_RATE_RANGE.min} to ${SAMPLE_RATE_RANGE.max} Hz`);
  }
  const conditions = setup.processGroup.trigger_conditions ?? [];
  conditions.forEach((condition, index) => {
    const parsed = ZTriggerCondition.safeParse(condition);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "condition"}: ${issue.message}`).join("; ");
      throw new RangeError(`trigger condition ${index + 1}: ${problems}`);
    }
  });
  const start = compile(
    conditions.filter((condition) => condition.is_start),
    rate,
  );
  const stop = compile(
    conditions.filter((condition) => !condition.is_start),
    rate,
  );
  const group = setup.processGroup;
  const pass = setup.passGroup ?? {};
  const step = nonNegative(group.integration_step, "integration_step");
  const currentThresholds = conditions
    .filter((condition) => condition.is_start && condition.i_consider && condition.i_operator === TRIGGER_OPERATORS.greaterThan)
    .map((condition) => condition.i_threshold);
  const window = step === 0 ? 0 : Math.max(1, spanSamples(step, rate));
  const checkMin = Math.max(1, atLeastSamples(CHECK_MIN_S, rate));
  const gapTolerance = setup.gapToleranceUs ?? Math.max(1_000_000 / rate, 1000);
  if (!Number.isFinite(gapTolerance) || gapTolerance < 0) throw new RangeError("gapToleranceUs must be a number of µs, not negative");
  const maxEventsPerS = setup.maxEventsPerS ?? 2000;
  if (!Number.isSafeInteger(maxEventsPerS) || maxEventsPerS < 1) throw new RangeError("maxEventsPerS must be a whole number, at least 1");
  const kFactor = pass.k_factor ?? 1;
  if (!Number.isFinite(kFactor) || kFactor <= 0 || kFactor > 1) throw new RangeError("k factor must be above 0 and at most 1");
  const resolved: TResolvedSettings = {
    rate,
    t0Us: setup.t0Us ?? 0,
    start,
    stop,
    maxDuring: Math.max(1, ...start.during, ...stop.during),
    minCycle: atLeastSamples(nonNegative(pass.minimum_cycle_time ?? group.minimum_cycle_time, "minimum_cycle_time"), rate),
    occultationStart: spanSamples(
      nonNegative(pass.occultation_duration_start ?? group.occultation_duration_start, "occultation_duration_start"),
      rate,
    ),
    occultationStop: spanSamples(
      nonNegative(pass.occultation_duration_stop ?? group.occultation_duration_stop, "occultation_duration_stop"),
      rate,
    ),
    bufferStart: atLeastSamples(nonNegative(group.buffer_start, "buffer_start"), rate),
    bufferStop: atLeastSamples(nonNegative(group.buffer_stop, "buffer_stop"), rate),
    window,
    checkSpan: window > 0 ? window * Math.ceil(checkMin / window) : checkMin,
    rms: pass.rms ?? false,
    kFactor,
    heatInputMethod: setup.heatInputMethod ?? "b",
    gapToleranceUs: gapTolerance,
    rearm: atLeastSamples(nonNegative(setup.rearmS, "rearmS"), rate),
    shortCircuitVoltage: Math.fround(setup.shortCircuitVoltage ?? 6),
    maxEventsPerS,
    arcCurrent: currentThresholds.length > 0 ? Math.fround(Math.min(...currentThresholds)) : Number.NEGATIVE_INFINITY,
  };
  const budget = setup.memoryBudgetBytes ?? MEMORY_BUDGET_BYTES;
  if (!(budget > 0)) throw new RangeError("memoryBudgetBytes must be above 0");
  checkMemory(resolved, setup, budget);
  return resolved;
}

import { classifyAlertValue, type TAlertSupervisor } from "@weldtrace/domain";
import type { TAlertClearedEvent, TAlertRaisedEvent, TArcAlertLevel, TArcAlertParameter, TCycleVerdict, TVerdictCheck } from "./events.js";
import { atLeastSamples, type TAlertLineOptions, type TArcPassGroup, type TEnergyMethod } from "./settings.js";
import type { TFlaggedStat } from "./stats.js";

/** Pass-group attributes the arc signals measure, and their slot in the values alertValues() fills. */
export const ALERT_PARAMETERS: Record<TArcAlertParameter, number> = {
  current: 0,
  voltage: 1,
  wire_feed_speed: 2,
  travel_speed: 3,
  heat_input: 4,
};

interface TAlertLine {
  /** Position of the line in the procedure's alert configuration. */
  line: number;
  parameter: TArcAlertParameter;
  slot: number;
  supervisor: TAlertSupervisor;
  limits: { min: number | null; max: number | null };
  /** Back inside [clearMin, clearMax] ends an alert: the range narrowed by the hysteresis margin. */
  clearMin: number;
  clearMax: number;
  /** Reaction time, samples. */
  time: number;
  /** The reaction timer counts back down while the value is inside (Fronius TPS/i) instead of resetting. */
  countDown: boolean;
  /** Time hysteresis: samples the value must stay back inside (by the value margin) before the alert clears. */
  clearTime: number;
}

const NONE = 0;
const WARNING = 1;
const OUT_OF_RANGE = 2;
const LEVEL_NAMES: Record<number, TArcAlertLevel> = { [WARNING]: "warning", [OUT_OF_RANGE]: "out_of_range" };

/** The lines of a procedure's configuration that apply to this pass group and a measured attribute. */
export function alertLines(
  alerts: readonly TAlertSupervisor[],
  passGroup: TArcPassGroup,
  rate: number,
  options: readonly (TAlertLineOptions | null | undefined)[] = [],
): TAlertLine[] {
  const lines: TAlertLine[] = [];
  alerts.forEach((supervisor, line) => {
    const timer = options[line]?.timer ?? "reset";
    const clearTimePercent = options[line]?.clearTimePercent ?? 0;
    if (timer !== "reset" && timer !== "count-down") throw new RangeError(`alert line ${line + 1}: timer must be "reset" or "count-down"`);
    if (!Number.isFinite(clearTimePercent) || clearTimePercent < 0 || clearTimePercent > 1000)
      throw new RangeError(`alert line ${line + 1}: clearTimePercent must be 0 to 1000`);
    if (!supervisor.enabled || supervisor.type !== "PASS_GROUP" || !(supervisor.name in ALERT_PARAMETERS)) return;
    if (supervisor.elements_selected.length > 0 && !(passGroup.id && supervisor.elements_selected.includes(passGroup.id))) return;
    const parameter = supervisor.name as TArcAlertParameter;
    const min = supervisor.supervisor_min ?? passGroup[`${parameter}_min`] ?? null;
    const max = supervisor.supervisor_max ?? passGroup[`${parameter}_max`] ?? null;
    if (min === null && max === null) return;
    // Hysteresis (design: WeldCube's 20 %): the line's percentage of the span, also its warning band.
    const span = min !== null && max !== null ? max - min : Math.abs((min ?? max) as number);
    const margin = (span * (supervisor.percentage ?? 0)) / 100;
    lines.push({
      line,
      parameter,
      slot: ALERT_PARAMETERS[parameter],
      supervisor,
      limits: { min, max },
      clearMin: min === null ? Number.NEGATIVE_INFINITY : min + margin,
      clearMax: max === null ? Number.POSITIVE_INFINITY : max - margin,
      time: atLeastSamples(supervisor.time ?? 0, rate),
      countDown: timer === "count-down",
      clearTime: atLeastSamples(((supervisor.time ?? 0) * clearTimePercent) / 100, rate),
    });
  });
  return lines;
}

/**
 * Limit checks on check windows: a line raises an alert once its level has held for the reaction time
 * (counted in samples, so exact), escalates from warning to out of range, and ends only when the value has
 * been back inside the range by the value margin for the time margin. State lives per cycle.
 */
export class AlertTracker {
  private readonly active: Uint8Array;
  /**
   * Reaction timers, samples: at warning or worse, and out of range. Inside, they reset to 0, or count down
   * by the time spent inside (count-down lines), so short returns inside do not hide a value mostly out.
   */
  private readonly atWarning: Float64Array;
  private readonly atOutOfRange: Float64Array;
  /** Samples an active alert's value has been back inside its clear band without a break. */
  private readonly inside: Float64Array;

  constructor(readonly lines: readonly TAlertLine[]) {
    this.active = new Uint8Array(lines.length);
    this.atWarning = new Float64Array(lines.length);
    this.atOutOfRange = new Float64Array(lines.length);
    this.inside = new Float64Array(lines.length);
  }

  reset(): void {
    this.active.fill(NONE);
    this.atWarning.fill(0);
    this.atOutOfRange.fill(0);
    this.inside.fill(0);
  }

  /** Checks one window (`samples` long, ending at `index`) and emits what changed. */
  check(
    values: Float64Array,
    samples: number,
    cycle: number,
    index: number,
    us: number,
    emit: (event: TAlertRaisedEvent | TAlertClearedEvent) => void,
  ): void {
    for (let position = 0; position < this.lines.length; position++) {
      const line = this.lines[position]!;
      const value = values[line.slot]!;
      const level = classifyAlertValue(line.supervisor, value, line.limits);
      if (level === null) continue;
      const outTimer = this.atOutOfRange[position]!;
      const warningTimer = this.atWarning[position]!;
      const countDown = line.countDown;
      this.atOutOfRange[position] = level === "out_of_range" ? outTimer + samples : countDown ? Math.max(0, outTimer - samples) : 0;
      this.atWarning[position] = level !== "ok" ? warningTimer + samples : countDown ? Math.max(0, warningTimer - samples) : 0;
      const inside = value >= line.clearMin && value <= line.clearMax;
      this.inside[position] = inside ? this.inside[position]! + samples : 0;
      const active = this.active[position]!;
      if (active !== OUT_OF_RANGE && level === "out_of_range" && this.atOutOfRange[position]! >= line.time) {
        if (active === WARNING) emit(this.cleared(line, WARNING, cycle, index, us, value, "escalated"));
        this.active[position] = OUT_OF_RANGE;
        emit(this.raised(line, OUT_OF_RANGE, cycle, index, us, value));
      } else if (active === NONE && level !== "ok" && line.supervisor.warning && this.atWarning[position]! >= line.time) {
        this.active[position] = WARNING;
        emit(this.raised(line, WARNING, cycle, index, us, value));
      } else if (active !== NONE && inside && this.inside[position]! >= line.clearTime) {
        this.active[position] = NONE;
        // A cleared line starts timing afresh.
        this.atOutOfRange[position] = 0;
        this.atWarning[position] = 0;
        emit(this.cleared(line, active, cycle, index, us, value, "back-in-range"));
      }
    }
  }

  /** The cycle ended: every alert still raised ends with it. */
  end(cycle: number, index: number, us: number, emit: (event: TAlertClearedEvent) => void): void {
    for (let position = 0; position < this.lines.length; position++) {
      const active = this.active[position]!;
      if (active !== NONE) emit(this.cleared(this.lines[position]!, active, cycle, index, us, null, "cycle-ended"));
    }
    this.reset();
  }

  private raised(line: TAlertLine, level: number, cycle: number, index: number, us: number, value: number): TAlertRaisedEvent {
    return {
      type: "alert-raised",
      cycle,
      line: line.line,
      parameter: line.parameter,
      level: LEVEL_NAMES[level]!,
      index,
      us,
      recordedValue: value,
      min: line.limits.min,
      max: line.limits.max,
    };
  }

  private cleared(
    line: TAlertLine,
    level: number,
    cycle: number,
    index: number,
    us: number,
    value: number | null,
    reason: TAlertClearedEvent["reason"],
  ): TAlertClearedEvent {
    return {
      type: "alert-cleared",
      cycle,
      line: line.line,
      parameter: line.parameter,
      level: LEVEL_NAMES[level]!,
      index,
      us,
      recordedValue: value,
      reason,
    };
  }
}

/** The verdict's parameters, in this order, when the pass group gives them a range. */
const VERDICT_PARAMETERS: readonly TArcAlertParameter[] = ["current", "voltage", "wire_feed_speed", "travel_speed", "heat_input"];

/** The statistic (stats.flagged) each verdict parameter is judged on. */
const VERDICT_STATS: Record<TArcAlertParameter, TFlaggedStat> = {
  current: "current",
  voltage: "voltage",
  wire_feed_speed: "wfs",
  travel_speed: "ts",
  heat_input: "heatInput",
};

/**
 * A cycle's verdict: its means (U and I as the process reports them) and its heat input (the configured ISO/TR
 * 18491 method) against the pass group's ranges. `values` as alertValues() fills them (NaN: not measured).
 * A value whose statistic is flagged (invalid samples left out of it: a NaN dropout of U made method B read
 * 10 % low) is not judged: its check is incomplete with the reason, whichever side of the range it fell.
 */
export function cycleVerdict(
  values: Float64Array,
  passGroup: TArcPassGroup,
  method: TEnergyMethod,
  flagged: readonly TFlaggedStat[] = [],
): TCycleVerdict {
  const checks: TVerdictCheck[] = [];
  for (const parameter of VERDICT_PARAMETERS) {
    const min = passGroup[`${parameter}_min`] ?? null;
    const max = passGroup[`${parameter}_max`] ?? null;
    if (min === null && max === null) continue;
    const measured = values[ALERT_PARAMETERS[parameter]]!;
    const value = Number.isFinite(measured) ? measured : null;
    if (value === null) checks.push({ parameter, value, min, max, inRange: null, reason: "not-measured" });
    else if (flagged.includes(VERDICT_STATS[parameter]))
      checks.push({ parameter, value, min, max, inRange: null, reason: "invalid-samples" });
    else checks.push({ parameter, value, min, max, inRange: (min === null || value >= min) && (max === null || value <= max) });
  }
  const result =
    checks.length === 0
      ? "no-limits"
      : checks.some((check) => check.inRange === false)
        ? "out_of_range"
        : checks.some((check) => check.inRange === null)
          ? "incomplete"
          : "ok";
  return { result, heatInputMethod: method, checks };
}

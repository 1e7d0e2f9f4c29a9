import { classifyAlertValue, type TAlertSupervisor } from "@weldtrace/domain";
import type { TAlertClearedEvent, TAlertRaisedEvent, TArcAlertLevel, TArcAlertParameter } from "./events.js";
import { atLeastSamples, type TArcPassGroup } from "./settings.js";

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
}

const NONE = 0;
const WARNING = 1;
const OUT_OF_RANGE = 2;
const LEVEL_NAMES: Record<number, TArcAlertLevel> = { [WARNING]: "warning", [OUT_OF_RANGE]: "out_of_range" };

/** The lines of a procedure's configuration that apply to this pass group and a measured attribute. */
export function alertLines(alerts: readonly TAlertSupervisor[], passGroup: TArcPassGroup, rate: number): TAlertLine[] {
  const lines: TAlertLine[] = [];
  alerts.forEach((supervisor, line) => {
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
    });
  });
  return lines;
}

/**
 * Limit checks on window statistics: a line raises an alert once its level has held for the reaction time
 * (counted in samples, so exact), escalates from warning to out of range, and ends only when the value is
 * back inside the range by the hysteresis margin. State lives per cycle.
 */
export class AlertTracker {
  private readonly active: Uint8Array;
  /** Samples the value has been at warning or worse, and out of range, without a break. */
  private readonly atWarning: Float64Array;
  private readonly atOutOfRange: Float64Array;

  constructor(readonly lines: readonly TAlertLine[]) {
    this.active = new Uint8Array(lines.length);
    this.atWarning = new Float64Array(lines.length);
    this.atOutOfRange = new Float64Array(lines.length);
  }

  reset(): void {
    this.active.fill(NONE);
    this.atWarning.fill(0);
    this.atOutOfRange.fill(0);
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
      this.atOutOfRange[position] = level === "out_of_range" ? this.atOutOfRange[position]! + samples : 0;
      this.atWarning[position] = level === "ok" ? 0 : this.atWarning[position]! + samples;
      const active = this.active[position]!;
      if (active !== OUT_OF_RANGE && level === "out_of_range" && this.atOutOfRange[position]! >= line.time) {
        if (active === WARNING) emit(this.cleared(line, WARNING, cycle, index, us, value, "escalated"));
        this.active[position] = OUT_OF_RANGE;
        emit(this.raised(line, OUT_OF_RANGE, cycle, index, us, value));
      } else if (active === NONE && level !== "ok" && line.supervisor.warning && this.atWarning[position]! >= line.time) {
        this.active[position] = WARNING;
        emit(this.raised(line, WARNING, cycle, index, us, value));
      } else if (active !== NONE && value >= line.clearMin && value <= line.clearMax) {
        this.active[position] = NONE;
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

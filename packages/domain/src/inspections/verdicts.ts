import type { TAlertSupervisor } from "../procedures/alerts-config.js";
import type { TUnit } from "../units/units.js";
import { MEASURE_STORED_UNITS, settleValue, toStoredValue } from "./measure-units.js";
import { inspectionMessage, type TInspectionMessage } from "./messages.js";
import type { TFitUpMeasurementType } from "./sequences.js";

/**
 * Spec §5 "Inspection result rules", computed once, here. Each judge takes a measurement as entered (with its
 * unit) and the procedure section as stored, converts the entered values to the stored unit, and returns:
 * - `verdict`: accept or reject;
 * - `limits`: the limits it was judged against, in the stored unit. The server stores them with the verdict, so a
 *   later change to the procedure leaves the measurement as it was judged;
 * - `measured`: the measured values in the stored unit (what was compared);
 * - `reasons`: why it was rejected (empty when accepted), as coded messages naming the field or limit.
 */

export const INSPECTION_VERDICTS = ["accept", "reject"] as const;
export type TVerdict = (typeof INSPECTION_VERDICTS)[number];

/** Stored with each verdict: a verdict judged by other rules can be told apart later. */
export const INSPECTION_RULES_VERSION = 1;

export interface TRange {
  min: number | null;
  max: number | null;
}

export interface TJudgement<TLimits, TMeasured> {
  verdict: TVerdict;
  limits: TLimits;
  measured: TMeasured;
  reasons: TInspectionMessage[];
}

/**
 * What the server keeps with a measurement, beside its values in the stored unit: the verdict, the limits and reasons
 * as judged, and the version of these rules. Written once, when the measurement is created, and never recomputed.
 */
export interface TStoredVerdict<TLimits> {
  verdict: TVerdict;
  limits: TLimits;
  reasons: TInspectionMessage[];
  rules_version: number;
}

export function storedVerdict<TLimits>(judgement: TJudgement<TLimits, unknown>): TStoredVerdict<TLimits> {
  return { verdict: judgement.verdict, limits: judgement.limits, reasons: judgement.reasons, rules_version: INSPECTION_RULES_VERSION };
}

type TMaybe = number | null | undefined;
const present = (value: TMaybe): value is number => typeof value === "number" && Number.isFinite(value);
const orNull = (value: TMaybe): number | null => (present(value) ? settleValue(value) : null);

/** Collects the reasons of one judgement. */
class Reasons {
  readonly list: TInspectionMessage[] = [];
  add(message: TInspectionMessage) {
    this.list.push(message);
  }
  missing(field: string) {
    this.add(inspectionMessage("measure_missing", { field }));
  }
  limitMissing(limit: string) {
    this.add(inspectionMessage("limit_missing", { limit }));
  }
  belowMin(field: string, value: number, min: number, unit: string) {
    this.add(inspectionMessage("below_min", { field, value, min, unit }));
  }
  aboveMax(field: string, value: number, max: number, unit: string) {
    this.add(inspectionMessage("above_max", { field, value, max, unit }));
  }
  judgement<L, M>(limits: L, measured: M): TJudgement<L, M> {
    return { verdict: this.list.length === 0 ? "accept" : "reject", limits, measured, reasons: this.list };
  }
}

/** An entered value in its stored unit; a unit of another quantity is a reason and leaves no value. */
function stored(reasons: Reasons, value: TMaybe, unit: TUnit | null | undefined, storedUnit: TUnit): number | null {
  const converted = toStoredValue(present(value) ? value : null, unit ?? storedUnit, storedUnit);
  if ("error" in converted) {
    reasons.add(converted.error);
    return null;
  }
  return converted.value;
}

/** Inclusive check of a value against whichever bounds are given. */
function checkWithin(reasons: Reasons, field: string, value: number, range: TRange, unit: string) {
  if (range.min !== null && value < range.min) reasons.belowMin(field, value, range.min, unit);
  if (range.max !== null && value > range.max) reasons.aboveMax(field, value, range.max, unit);
}

// Fit-up ---------------------------------------------------------------------------------------------------------

/** The procedure's fit-up section (spec §3 "Fit-up"), in mm. */
export interface TFitUpSection {
  max_id_high_low?: TMaybe;
  max_od_high_low?: TMaybe;
  root_gap_min?: TMaybe;
  root_gap_max?: TMaybe;
  preparation_opening_min?: TMaybe;
  preparation_opening_max?: TMaybe;
}

export interface TFitUpLimits extends TRange {
  type: TFitUpMeasurementType;
  unit: "mm";
}

/** The procedure fields bounding each fit-up type: high-lows have a maximum only. */
export const FIT_UP_LIMIT_FIELDS = {
  id_high_low: { min: null, max: "max_id_high_low" },
  od_high_low: { min: null, max: "max_od_high_low" },
  root_gap: { min: "root_gap_min", max: "root_gap_max" },
  preparation_opening: { min: "preparation_opening_min", max: "preparation_opening_max" },
} as const satisfies Record<TFitUpMeasurementType, { min: keyof TFitUpSection | null; max: keyof TFitUpSection }>;

/**
 * Spec §5: "Fit-up ID and OD high-low: Accept when the measure is non-empty and at most the procedure maximum. Root
 * gap and preparation opening: Accept when the measure lies within the procedure min and max inclusive. Otherwise
 * Reject, including when a bound or the measure is missing or zero." A range given one bound is judged on it; only a
 * range with no bound at all is a missing limit (docs/decisions.md, "A limit with one bound").
 */
export function judgeFitUpMeasurement(
  measurement: { type: TFitUpMeasurementType; measure?: TMaybe; unit?: TUnit | null },
  section: TFitUpSection,
): TJudgement<TFitUpLimits, { measure: number | null }> {
  const reasons = new Reasons();
  const unit = MEASURE_STORED_UNITS.length;
  const fields = FIT_UP_LIMIT_FIELDS[measurement.type];
  const limits: TFitUpLimits = {
    type: measurement.type,
    unit,
    min: fields.min === null ? null : orNull(section[fields.min]),
    max: orNull(section[fields.max]),
  };
  const measure = stored(reasons, measurement.measure, measurement.unit, unit);
  if (measure === null) reasons.missing("measure");
  else if (measure === 0) reasons.add(inspectionMessage("measure_zero", { field: "measure" }));
  const bounds = [
    [fields.min, limits.min],
    [fields.max, limits.max],
  ] as const;
  // A range with one bound is judged on that bound (docs/decisions.md, "A limit with one bound"): missing only when none is given.
  const none = bounds.every(([name, value]) => name === null || value === null);
  for (const [name, value] of bounds) {
    if (name === null) continue;
    if (value === null) {
      if (none) reasons.limitMissing(name);
    } else if (value === 0) reasons.add(inspectionMessage("limit_zero", { limit: name }));
  }
  // A zero bound is already a reason; comparing with it would only repeat it.
  const usable = (bound: number | null) => (bound === 0 ? null : bound);
  if (measure !== null && measure !== 0)
    checkWithin(reasons, "measure", measure, { min: usable(limits.min), max: usable(limits.max) }, unit);
  return reasons.judgement(limits, { measure });
}

// Bevel ----------------------------------------------------------------------------------------------------------

/** A dimension of the procedure's bevel (spec §3 "Bevel"): value and tolerances in mm, or degrees for an angle. */
export interface TBevelDimensionSection {
  id?: string | null;
  name?: string | null;
  unit_of_measure: string;
  value?: TMaybe;
  tolerance_min?: TMaybe;
  tolerance_max?: TMaybe;
}

export interface TBevelLimits extends TRange {
  dimension: string | null;
  name: string | null;
  unit: "mm" | "degrees";
  value: number | null;
  tolerance_min: number | null;
  tolerance_max: number | null;
  /** The bounds themselves reject (spec: strictly between). */
  exclusive: true;
}

/** The unit a dimension's value is stored in. */
export const bevelDimensionUnit = (dimension: Pick<TBevelDimensionSection, "unit_of_measure">): "mm" | "degrees" =>
  dimension.unit_of_measure === "degrees" ? MEASURE_STORED_UNITS.angle : MEASURE_STORED_UNITS.length;

/** For the server's 400: a length dimension measured in degrees, or an angle in mm. */
export function bevelUnitIssue(dimension: Pick<TBevelDimensionSection, "unit_of_measure">, unit: TUnit | null | undefined) {
  const storedUnit = bevelDimensionUnit(dimension);
  const converted = toStoredValue(0, unit ?? storedUnit, storedUnit);
  return "error" in converted ? converted.error : null;
}

/** Spec §5: "Bevel: Accept only if measure is strictly between value minus tolerance_min and value plus tolerance_max, else Reject." */
export function judgeBevelMeasurement(
  measurement: { measure?: TMaybe; unit?: TUnit | null },
  dimension: TBevelDimensionSection,
): TJudgement<TBevelLimits, { measure: number | null }> {
  const reasons = new Reasons();
  const unit = bevelDimensionUnit(dimension);
  const value = orNull(dimension.value);
  const toleranceMin = orNull(dimension.tolerance_min);
  const toleranceMax = orNull(dimension.tolerance_max);
  const limits: TBevelLimits = {
    dimension: dimension.id ?? null,
    name: dimension.name ?? null,
    unit,
    value,
    tolerance_min: toleranceMin,
    tolerance_max: toleranceMax,
    min: value !== null && toleranceMin !== null ? settleValue(value - toleranceMin) : null,
    max: value !== null && toleranceMax !== null ? settleValue(value + toleranceMax) : null,
    exclusive: true,
  };
  const measure = stored(reasons, measurement.measure, measurement.unit, unit);
  if (measure === null && reasons.list.length === 0) reasons.missing("measure");
  if (value === null) reasons.limitMissing("value");
  if (toleranceMin === null) reasons.limitMissing("tolerance_min");
  if (toleranceMax === null) reasons.limitMissing("tolerance_max");
  if (measure !== null && limits.min !== null && limits.max !== null && !(measure > limits.min && measure < limits.max)) {
    reasons.add(inspectionMessage("outside_tolerance", { field: "measure", value: measure, min: limits.min, max: limits.max, unit }));
  }
  return reasons.judgement(limits, { measure });
}

// Cooling --------------------------------------------------------------------------------------------------------

/** The procedure's cooling row (spec §3 "Cooling"), in °C. */
export interface TCoolingSection {
  id?: string | null;
  temperature_before_cooling_max?: TMaybe;
  temperature_after_cooling_max?: TMaybe;
}

/** Each measured value present, its maximum present, and the value at most the maximum (cooling, back purging). */
function checkMaxima<F extends string, L extends string>(
  reasons: Reasons,
  measured: Record<F, number | null>,
  limits: Record<L, number | null>,
  pairs: readonly (readonly [F, L])[],
  unit: string,
) {
  for (const [field, limit] of pairs) {
    const value = measured[field];
    const max = limits[limit];
    if (value === null) reasons.missing(field);
    if (max === null) reasons.limitMissing(limit);
    if (value !== null && max !== null) checkWithin(reasons, field, value, { min: null, max }, unit);
  }
}

export interface TCoolingLimits {
  cooling: string | null;
  unit: "°C";
  temperature_before_cooling_max: number | null;
  temperature_after_cooling_max: number | null;
}

/**
 * Spec §5: "Cooling: Accept only when before-cooling measure is at most the before maximum and after-cooling
 * measure is at most the after maximum." A missing measure or maximum cannot be "at most": reject.
 */
export function judgeCoolingMeasurement(
  measurement: { measure_before_cooling?: TMaybe; measure_after_cooling?: TMaybe; unit?: TUnit | null },
  cooling: TCoolingSection,
): TJudgement<TCoolingLimits, { measure_before_cooling: number | null; measure_after_cooling: number | null }> {
  const reasons = new Reasons();
  const unit = MEASURE_STORED_UNITS.temperature;
  const limits: TCoolingLimits = {
    cooling: cooling.id ?? null,
    unit,
    temperature_before_cooling_max: orNull(cooling.temperature_before_cooling_max),
    temperature_after_cooling_max: orNull(cooling.temperature_after_cooling_max),
  };
  const measured = {
    measure_before_cooling: stored(reasons, measurement.measure_before_cooling, measurement.unit, unit),
    measure_after_cooling: stored(reasons, measurement.measure_after_cooling, measurement.unit, unit),
  };
  const pairs = [
    ["measure_before_cooling", "temperature_before_cooling_max"],
    ["measure_after_cooling", "temperature_after_cooling_max"],
  ] as const;
  checkMaxima(reasons, measured, limits, pairs, unit);
  return reasons.judgement(limits, measured);
}

// Temperature control ----------------------------------------------------------------------------------------------

/** The procedure's temperature control row (spec §3 "Temperature control"), in °C. */
export interface TTemperatureControlSection {
  id?: string | null;
  temperature_min?: TMaybe;
  temperature_max?: TMaybe;
}

export interface TTemperatureLimits extends TRange {
  temperature_control: string | null;
  unit: "°C";
}

/**
 * Spec §5: "Temperature: Accept only when measure is present and within temperature_min and temperature_max
 * inclusive." Judged against whichever bounds the row gives (a preheat's minimum, an interpass's maximum); a row
 * with neither is a missing limit: reject (docs/decisions.md, "A limit with one bound").
 */
export function judgeTemperatureMeasurement(
  measurement: { measure?: TMaybe; unit?: TUnit | null },
  control: TTemperatureControlSection,
): TJudgement<TTemperatureLimits, { measure: number | null }> {
  const reasons = new Reasons();
  const unit = MEASURE_STORED_UNITS.temperature;
  const limits: TTemperatureLimits = {
    temperature_control: control.id ?? null,
    unit,
    min: orNull(control.temperature_min),
    max: orNull(control.temperature_max),
  };
  const measure = stored(reasons, measurement.measure, measurement.unit, unit);
  if (measure === null) reasons.missing("measure");
  // A preheat is a minimum and an interpass a maximum in practice: a row with one bound is judged on that bound.
  if (limits.min === null && limits.max === null) {
    reasons.limitMissing("temperature_min");
    reasons.limitMissing("temperature_max");
  }
  if (measure !== null) checkWithin(reasons, "measure", measure, limits, unit);
  return reasons.judgement(limits, { measure });
}

// Time lapse -------------------------------------------------------------------------------------------------------

/** The procedure's time lapse row (spec §3 "Time lapse"), in s. */
export interface TTimeLapseSection {
  id?: string | null;
  duration?: TMaybe;
}

export interface TTimeLapseLimits {
  time_lapse: string | null;
  unit: "s";
  max: number | null;
}

/** Spec §5: "Time lapse: Accept when duration_measured is at most the time lapse duration." */
export function judgeTimeLapseMeasurement(
  measurement: { duration_measured?: TMaybe },
  lapse: TTimeLapseSection,
): TJudgement<TTimeLapseLimits, { duration_measured: number | null }> {
  const reasons = new Reasons();
  const unit = MEASURE_STORED_UNITS.time;
  const limits: TTimeLapseLimits = { time_lapse: lapse.id ?? null, unit, max: orNull(lapse.duration) };
  const duration = orNull(measurement.duration_measured);
  if (duration === null) reasons.missing("duration_measured");
  if (limits.max === null) reasons.limitMissing("duration");
  if (duration !== null && limits.max !== null) checkWithin(reasons, "duration_measured", duration, { min: null, max: limits.max }, unit);
  return reasons.judgement(limits, { duration_measured: duration });
}

// Back purging -----------------------------------------------------------------------------------------------------

/** The procedure's back purging row (spec §3 "Back purging"), in ppm. */
export interface TBackPurgingSection {
  id?: string | null;
  flushing_max_o2_level_chamber?: TMaybe;
  welding_max_o2_level_chamber?: TMaybe;
}

export interface TBackPurgingLimits {
  back_purging: string | null;
  unit: "ppm";
  flushing_max_o2_level_chamber: number | null;
  welding_max_o2_level_chamber: number | null;
}

/**
 * Spec §5: "Back purging: Accept if welding O2 and flushing O2 are present and not above their maxima." A missing
 * maximum gives nothing to be "not above": reject, as for cooling.
 */
export function judgeBackPurgingMeasurement(
  measurement: { flushing_o2_level_chamber?: TMaybe; welding_o2_level_chamber?: TMaybe; unit?: TUnit | null },
  purging: TBackPurgingSection,
): TJudgement<TBackPurgingLimits, { flushing_o2_level_chamber: number | null; welding_o2_level_chamber: number | null }> {
  const reasons = new Reasons();
  const unit = MEASURE_STORED_UNITS.concentration;
  const limits: TBackPurgingLimits = {
    back_purging: purging.id ?? null,
    unit,
    flushing_max_o2_level_chamber: orNull(purging.flushing_max_o2_level_chamber),
    welding_max_o2_level_chamber: orNull(purging.welding_max_o2_level_chamber),
  };
  const measured = {
    flushing_o2_level_chamber: stored(reasons, measurement.flushing_o2_level_chamber, measurement.unit, unit),
    welding_o2_level_chamber: stored(reasons, measurement.welding_o2_level_chamber, measurement.unit, unit),
  };
  const pairs = [
    ["flushing_o2_level_chamber", "flushing_max_o2_level_chamber"],
    ["welding_o2_level_chamber", "welding_max_o2_level_chamber"],
  ] as const;
  checkMaxima(reasons, measured, limits, pairs, unit);
  return reasons.judgement(limits, measured);
}

// Heat treatment ---------------------------------------------------------------------------------------------------

export const HEAT_TREATMENT_VALUES = ["start_control_temperature", "end_control_temperature", "temperature", "soaking_duration"] as const;
export type THeatTreatmentValue = (typeof HEAT_TREATMENT_VALUES)[number];

/** The procedure's heat treatment row (spec §3 "Heat treatment"): temperatures in °C, soaking in s. */
export interface THeatTreatmentSection {
  id?: string | null;
  start_control_temperature?: TMaybe;
  end_control_temperature?: TMaybe;
  temperature_min?: TMaybe;
  temperature_max?: TMaybe;
  soaking_duration?: TMaybe;
}

/**
 * The heat treatment's own limits on each measured value (docs/decisions.md, "Inspections"): the temperature
 * between temperature_min and temperature_max; the control temperatures at most the section's (controlled heating
 * starts, and controlled cooling ends, no higher than specified); the soaking at least the section's duration.
 */
export function heatTreatmentSectionLimits(section: THeatTreatmentSection): Record<THeatTreatmentValue, TRange> {
  return {
    start_control_temperature: { min: null, max: orNull(section.start_control_temperature) },
    end_control_temperature: { min: null, max: orNull(section.end_control_temperature) },
    temperature: { min: orNull(section.temperature_min), max: orNull(section.temperature_max) },
    soaking_duration: { min: orNull(section.soaking_duration), max: null },
  };
}

export type THeatTreatmentSupervisor = Pick<
  TAlertSupervisor,
  "type" | "name" | "elements_selected" | "supervisor_min" | "supervisor_max" | "enabled"
>;

/**
 * The HEAT_TREATMENT supervisor limits (spec §3 "Alert supervisors") on each measured value for one heat treatment:
 * the enabled lines of that type naming the value and applying to the row (no selected element means every row).
 * Several lines give the tightest range; an empty supervisor_min or supervisor_max is a missing bound.
 */
export function heatTreatmentSupervisorLimits(
  supervisors: readonly THeatTreatmentSupervisor[],
  heatTreatment: string | null | undefined,
): Record<THeatTreatmentValue, TRange> {
  const limits = Object.fromEntries(HEAT_TREATMENT_VALUES.map((value) => [value, { min: null, max: null }])) as Record<
    THeatTreatmentValue,
    TRange
  >;
  for (const line of supervisors) {
    if (line.type !== "HEAT_TREATMENT" || !line.enabled || !(HEAT_TREATMENT_VALUES as readonly string[]).includes(line.name)) continue;
    if (line.elements_selected.length > 0 && (!heatTreatment || !line.elements_selected.includes(heatTreatment))) continue;
    const range = limits[line.name as THeatTreatmentValue];
    range.min = tighter(range.min, orNull(line.supervisor_min), Math.max);
    range.max = tighter(range.max, orNull(line.supervisor_max), Math.min);
  }
  return limits;
}

const tighter = (current: number | null, next: number | null, pick: (left: number, right: number) => number) =>
  current === null ? next : next === null ? current : pick(current, next);

export interface THeatTreatmentValueLimits extends TRange {
  unit: "°C" | "s";
  section: TRange;
  supervisor: TRange;
}

export interface THeatTreatmentLimits {
  heat_treatment: string | null;
  values: Record<THeatTreatmentValue, THeatTreatmentValueLimits>;
}

/**
 * Spec §5: "Heat treatment: accept when all four values (start, end control temperature, temperature, soaking
 * duration) are present and each lies within the supervisor limits and the heat-treatment limits; missing bounds
 * are not checked; otherwise reject." Each value's `min`/`max` is the tighter of the two sources (the expected
 * range the screen shows); both sources are kept as judged.
 */
export function judgeHeatTreatmentMeasurement(
  measurement: {
    start_control_temperature?: TMaybe;
    end_control_temperature?: TMaybe;
    temperature?: TMaybe;
    soaking_duration?: TMaybe;
    unit?: TUnit | null;
  },
  section: THeatTreatmentSection,
  supervisors: readonly THeatTreatmentSupervisor[],
): TJudgement<THeatTreatmentLimits, Record<THeatTreatmentValue, number | null>> {
  const reasons = new Reasons();
  const temperatureUnit = MEASURE_STORED_UNITS.temperature;
  const sectionLimits = heatTreatmentSectionLimits(section);
  const supervisorLimits = heatTreatmentSupervisorLimits(supervisors, section.id);
  const values = {} as Record<THeatTreatmentValue, THeatTreatmentValueLimits>;
  const measured = {} as Record<THeatTreatmentValue, number | null>;
  for (const value of HEAT_TREATMENT_VALUES) {
    const unit = value === "soaking_duration" ? MEASURE_STORED_UNITS.time : temperatureUnit;
    const own = sectionLimits[value];
    const supervised = supervisorLimits[value];
    values[value] = {
      unit,
      min: tighter(own.min, supervised.min, Math.max),
      max: tighter(own.max, supervised.max, Math.min),
      section: own,
      supervisor: supervised,
    };
    measured[value] =
      value === "soaking_duration" ? orNull(measurement[value]) : stored(reasons, measurement[value], measurement.unit, temperatureUnit);
  }
  for (const value of HEAT_TREATMENT_VALUES) {
    const reading = measured[value];
    if (reading === null) reasons.missing(value);
    else checkWithin(reasons, value, reading, values[value], values[value].unit);
  }
  return reasons.judgement({ heat_treatment: section.id ?? null, values }, measured);
}

import { convert } from "./conversion.js";
import { type TUnit, UNIT_FAMILIES } from "./units.js";

/**
 * Spec §9: "Rounding depends on the target unit: gas flow uses an extra parameter of 2, temperature 1,
 * ramp 1, travel and wire speed 0.5". We read each parameter as the step to round to, as 0.5 can only
 * be a step: gas flow to the nearest 2, temperatures and ramps to the nearest 1, speeds to the nearest 0.5.
 * Other units have no rule and are left as they are (their display decimals still apply).
 */
export const ROUNDING_STEPS: Partial<Record<TUnit, number>> = {
  ...Object.fromEntries(UNIT_FAMILIES.gasFlow.map((unit) => [unit, 2])),
  ...Object.fromEntries(UNIT_FAMILIES.temperature.map((unit) => [unit, 1])),
  ...Object.fromEntries(UNIT_FAMILIES.temperatureRamp.map((unit) => [unit, 1])),
  ...Object.fromEntries([...UNIT_FAMILIES.travelSpeed, ...UNIT_FAMILIES.wireFeedSpeed].map((unit) => [unit, 0.5])),
};

/** Rounds half away from zero to a multiple of `step`, so -2.5 and 2.5 behave alike. */
export function roundToStep(value: number, step: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value) / step) * step;
  return rounded === 0 ? 0 : rounded;
}

/** Rounds a value just converted to `unit`; a value with no rule for its unit is returned unchanged. */
export function roundForUnit(value: number, unit: TUnit): number {
  const step = ROUNDING_STEPS[unit];
  return step === undefined ? value : roundToStep(value, step);
}

/** Converts and rounds for the target unit; a value already in that unit is kept exactly as entered. */
export function convertRounded(value: number, from: TUnit, to: TUnit): number {
  return from === to ? value : roundForUnit(convert(value, from, to), to);
}

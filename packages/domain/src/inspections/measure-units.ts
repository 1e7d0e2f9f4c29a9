import { STORED_UNITS } from "../procedures/shared.js";
import { convert } from "../units/conversion.js";
import { type TUnit, UNIT_FAMILIES, UOM_CATEGORIES } from "../units/units.js";
import { inspectionMessage, type TInspectionMessage } from "./messages.js";

/**
 * Units a measured value may be entered in, per quantity. Procedures keep their limits in the stored units
 * (procedures/shared.ts STORED_UNITS: mm, degrees, °C, ppm; durations in s), so an entered value is converted to
 * the stored unit before it is judged, and the verdict's limits are in that unit too.
 */
export const MEASURE_UNITS = {
  /** Fit-up gaps and high-lows: the unit system's dimension choices. */
  length: UOM_CATEGORIES.dimension,
  /** A bevel dimension: a length, or an angle in degrees. */
  dimension: UNIT_FAMILIES.dimension,
  temperature: UNIT_FAMILIES.temperature,
  /** O2 levels. */
  concentration: UNIT_FAMILIES.concentration,
} as const;

export const MEASURE_STORED_UNITS = {
  length: STORED_UNITS.length,
  temperature: STORED_UNITS.temperature,
  concentration: STORED_UNITS.gas_composition,
  angle: STORED_UNITS.angle,
  time: STORED_UNITS.time,
} as const;

/**
 * Decimals kept after a conversion. Binary floating point makes 0.1 in 2.5400000000000005 mm, which would reject a
 * value equal to its limit; 9 decimals is far below any instrument's resolution in every stored unit.
 */
export const SETTLED_DECIMALS = 9;

/** A number rounded to SETTLED_DECIMALS (limits computed as value ± tolerance are settled the same way). */
export function settleValue(value: number): number {
  const settled = Number(value.toFixed(SETTLED_DECIMALS));
  return settled === 0 ? 0 : settled;
}

/**
 * An entered value in the stored unit, through the units module's converter. An absent value stays absent;
 * a unit of another quantity (degrees for a length) is refused with `unit_not_allowed`.
 */
export function toStoredValue(
  value: number | null | undefined,
  unit: TUnit,
  stored: TUnit,
): { value: number | null } | { error: TInspectionMessage } {
  if (value === null || value === undefined) return { value: null };
  try {
    return { value: settleValue(convert(value, unit, stored)) };
  } catch {
    return { error: inspectionMessage("unit_not_allowed", { unit, stored }) };
  }
}

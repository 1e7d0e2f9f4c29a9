import { checkDecimal, type DecimalOptions, decimalPattern } from "../validation/fields.js";
import type { TUnit } from "./units.js";

/** Spec §9: decimals when a field has no rule of its own. */
export const DEFAULT_DECIMALS = 3;

/** Spec §5 (platform) "Decimals per field", plus the consumable diameter and trigger conditions (domain §5). */
const DECIMALS_BY_FIELD = {
  lat: 6,
  lng: 6,
  current: 1,
  voltage: 1,
  oscillation_width: 1,
  torch_angle: 1,
  contact_tip_distance: 2,
  torch_distance: 2,
  offset: 2,
  ring_perimeter: 2,
  length: 2,
  wall_thickness: 2,
  outer_diameter: 3,
  weight: 3,
  gas_flow: 0,
  frequency: 0,
  oscillation_frequency: 0,
  occultation_start: 1,
  occultation_stop: 1,
  minimum_cycle_time: 0,
  trigger_threshold: 2,
  trigger_duration: 1,
  wire_feed_speed: (unit?: TUnit) => (unit === "m/min" || unit === "cm/min" ? 1 : unit === "in/min" ? 2 : 3),
  travel_speed: (unit?: TUnit) => (unit === "cm/min" ? 1 : unit === "in/min" ? 2 : 3),
  heat_input: (unit?: TUnit) => (unit === "kJ/mm" ? 2 : unit === "kJ/cm" ? 1 : 3),
  dimension: (unit?: TUnit) => (unit === "degrees" ? 1 : 2),
  // "diameter mm takes 2 decimals; inch decimal takes 10".
  consumable_diameter: (unit?: TUnit) => (unit === "in" ? 10 : unit === "mm" ? 2 : 3),
} as const satisfies Record<string, number | ((unit?: TUnit) => number)>;

export type TDecimalField = keyof typeof DECIMALS_BY_FIELD;

/** How many decimals a field accepts and shows; some fields depend on the unit they are shown in. */
export function decimalsFor(field: TDecimalField | (string & {}), unit?: TUnit): number {
  if (!Object.hasOwn(DECIMALS_BY_FIELD, field)) return DEFAULT_DECIMALS;
  const rule = DECIMALS_BY_FIELD[field as TDecimalField];
  return typeof rule === "function" ? rule(unit) : rule;
}

/** Rounds half away from zero and drops trailing zeros: 12.50 → "12.5", 3.0 → "3". */
export function formatDecimals(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  // Shifting through the exponent avoids binary noise such as 1.005 * 100 = 100.49999.
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  const unshifted = Number(`${shifted}e-${decimals}`);
  const rounded = Number.isFinite(unshifted) ? Math.sign(value) * unshifted : value;
  const text = rounded.toFixed(decimals);
  const trimmed = text.includes(".") ? text.replace(/\.?0+$/, "") : text;
  return trimmed === "-0" ? "0" : trimmed;
}

/** Whether typed text has at most `decimals` decimals (same pattern as checkDecimal). */
export function isWithinDecimals(text: string, decimals: number): boolean {
  return decimalPattern(decimals).test(text.trim());
}

/** checkDecimal with the field's decimals from the spec. */
export function checkFieldDecimal(raw: string, field: TDecimalField, unit?: TUnit, options: Omit<DecimalOptions, "decimals"> = {}) {
  return checkDecimal(raw, { ...options, decimals: decimalsFor(field, unit) });
}

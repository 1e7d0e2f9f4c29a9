/*
 * Design §3: exact arithmetic for qualified ranges. Lengths are integer µm (0.001 mm), heat input and arc energy
 * integer J/mm (0.001 kJ/mm), temperatures integer °C. A measured value is rounded half-up to its resolution; a
 * limit computed from a test value with a rational factor is rounded up (minimum) or down (maximum) to it. Bounds
 * are inclusive and null means unlimited. No raw float is ever compared.
 */

export type TQuantity = "length" | "heat_input" | "temperature";

/** Decimals of each quantity's check resolution (0.001 mm, 0.001 kJ/mm, 1 °C). */
export const QUANTITY_DECIMALS: Record<TQuantity, number> = { length: 3, heat_input: 3, temperature: 0 };

/** An inclusive range in a quantity's integer base unit; null bound = unlimited. */
export interface TQualifiedRange {
  min: number | null;
  max: number | null;
}

export const UNLIMITED: TQualifiedRange = { min: null, max: null };

/**
 * A measured float rounded half-up to `decimals`, as an integer count of that resolution:
 * floor(v × 10^k + 0.5 + 1e-9), the 1e-9 guarding binary representation (0.5995 → 600, 1.5005 → 1501, 49.5 → 50).
 */
export function roundHalfUp(value: number, decimals: number): number {
  return Math.floor(value * 10 ** decimals + 0.5 + 1e-9);
}

/** A measured value (mm, kJ/mm, °C) in its quantity's integer base unit. */
export const toBaseUnits = (quantity: TQuantity, value: number) => roundHalfUp(value, QUANTITY_DECIMALS[quantity]);
export const mm = (value: number) => roundHalfUp(value, 3);
export const kjPerMm = (value: number) => roundHalfUp(value, 3);
export const celsius = (value: number) => roundHalfUp(value, 0);

/** °F → °C on the exact formula, then rounded half-up to 1 °C (measurements carrying °F, §3). */
export const fahrenheitToCelsius = (fahrenheit: number) => celsius(((fahrenheit - 32) * 5) / 9);

/** A base-unit integer written back at its resolution ("21.940", "250"). */
export function formatBase(quantity: TQuantity, value: number): string {
  const decimals = QUANTITY_DECIMALS[quantity];
  if (decimals === 0) return String(value);
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  const scale = 10 ** decimals;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(decimals, "0")}`;
}

/** A rational number n/d (d > 0) over integers: factors and inch lengths are exact. */
export interface TRational {
  n: number;
  d: number;
}
export const rational = (n: number, d = 1): TRational => ({ n, d });

/** The design's factors (½, 7/10, 11/10, 13/10, 133/100, 5/4, 3/4, 2). */
export const FACTOR = {
  half: rational(1, 2),
  sevenTenths: rational(7, 10),
  elevenTenths: rational(11, 10),
  thirteenTenths: rational(13, 10),
  oneThirtyThree: rational(133, 100),
  fiveQuarters: rational(5, 4),
  threeQuarters: rational(3, 4),
  two: rational(2),
  one: rational(1),
} as const;

function floorDiv(a: number, b: number): number {
  const remainder = ((a % b) + b) % b;
  return (a - remainder) / b;
}
const ceilDiv = (a: number, b: number) => -floorDiv(-a, b);

/** base × factor, as a minimum limit: rounded up to the resolution. */
export const minLimit = (base: number, factor: TRational) => ceilDiv(base * factor.n, factor.d);
/** base × factor, as a maximum limit: rounded down to the resolution. */
export const maxLimit = (base: number, factor: TRational) => floorDiv(base * factor.n, factor.d);
/** A rational constant (1/16 in = 3175/2 µm) as a minimum or maximum limit. */
export const ceilRational = (value: TRational) => ceilDiv(value.n, value.d);
export const floorRational = (value: TRational) => floorDiv(value.n, value.d);

/** Compares an integer with a rational exactly: negative, 0 or positive as value <, =, > r. */
export const compareRational = (value: number, r: TRational) => value * r.d - r.n;

export const inRange = (value: number, range: TQualifiedRange) =>
  (range.min === null || value >= range.min) && (range.max === null || value <= range.max);

/** Whether `inner` lies inside `outer` (both inclusive; unlimited inner bound needs an unlimited outer one). */
export function rangeWithin(inner: TQualifiedRange, outer: TQualifiedRange): boolean {
  const minOk = outer.min === null || (inner.min !== null && inner.min >= outer.min);
  const maxOk = outer.max === null || (inner.max !== null && inner.max <= outer.max);
  return minOk && maxOk;
}

/** The tighter of two ranges (the most restrictive modifier wins). */
export function intersect(a: TQualifiedRange, b: TQualifiedRange): TQualifiedRange {
  const min = a.min === null ? b.min : b.min === null ? a.min : Math.max(a.min, b.min);
  const max = a.max === null ? b.max : b.max === null ? a.max : Math.min(a.max, b.max);
  return { min, max };
}

/** A measured range (WPS min/max in mm, kJ/mm or °C) in base units: its bounds are values, rounded half-up. */
export const rangeOf = (quantity: TQuantity, min: number | null | undefined, max: number | null | undefined): TQualifiedRange => ({
  min: min == null ? null : toBaseUnits(quantity, min),
  max: max == null ? null : toBaseUnits(quantity, max),
});

import { type TUnit, UNIT_FAMILIES } from "./units.js";

export type TUnitFamily = keyof typeof UNIT_FAMILIES;
export type TFamilyUnit<F extends TUnitFamily> = (typeof UNIT_FAMILIES)[F][number];
/** Units listed in more than one family ("mm", "m", "cm/min"...): their base depends on the family. */
export type TSharedUnit = { [F in TUnitFamily]: TFamilyUnit<F> & TFamilyUnit<Exclude<TUnitFamily, F>> }[TUnitFamily];

/**
 * The unit each family is stored in. Mostly the spec §9 factor-1 unit; length-like families differ on
 * purpose: bevel dimensions in mm, workpiece length in m. Travel speed follows the spec's factor table
 * (cm/min, as the trigger bounds are), not the metric display choice mm/min. Dimension angles stay in degrees.
 */
export const BASE_UNITS = {
  length: "mm",
  dimension: "mm",
  concentration: "ppm",
  gasFlow: "L/min",
  heatInput: "kJ/mm",
  frequency: "cycle/min",
  temperature: "°C",
  temperatureRamp: "°C/h",
  travelSpeed: "cm/min",
  wireFeedSpeed: "m/min",
  workpieceLength: "m",
  weight: "kg",
} as const satisfies { [F in TUnitFamily]: TFamilyUnit<F> };

/** The family a unit-of-measure category's choices belong to, to find its base unit. */
export const UOM_CATEGORY_FAMILIES = {
  control_position: "length",
  dimension: "dimension",
  filler_metal_diameter: "length",
  gas_composition: "concentration",
  gas_flow: "gasFlow",
  heat_input: "heatInput",
  oscillation_frequency: "frequency",
  oscillation_width: "length",
  temperature: "temperature",
  temperature_ramping: "temperatureRamp",
  travel_speed: "travelSpeed",
  weight: "weight",
  weld_cycle_length: "length",
  wire_feed_speed: "wireFeedSpeed",
  workpiece_length: "workpieceLength",
  workpiece_outer_diameter: "length",
} as const satisfies Record<string, TUnitFamily>;

// The spec's constants. Its §9 table mixes directions: "in 25.4", "cuft/h 1/2.12", "mm/min 0.1" and
// "in/min 0.0254" read as base units per unit, but "workpiece length cm 100, in 1/0.0254, foot 1/0.3048"
// and "lb 2.2046" read as units per base. We keep the numbers and apply each the physical way round.
const MM_PER_INCH = 25.4;
const M_PER_FOOT = 0.3048;
const LB_PER_KG = 2.2046;
const CUFT_H_PER_L_MIN = 2.12;

type TQuantity = "length" | "angle" | "concentration" | "gasFlow" | "heatInput" | "frequency" | "ramp" | "speed" | "weight";

/**
 * Every non-temperature unit as a multiple of one reference per physical quantity, so "in" converts
 * the same whichever family lists it. References: mm, degree, ppm, L/min, kJ/mm, cycle/min, °C/h, mm/min, kg.
 */
const SCALES: Record<Exclude<TUnit, "°C" | "°F" | "K">, { quantity: TQuantity; factor: number }> = {
  mm: { quantity: "length", factor: 1 },
  cm: { quantity: "length", factor: 10 },
  m: { quantity: "length", factor: 1000 },
  in: { quantity: "length", factor: MM_PER_INCH },
  foot: { quantity: "length", factor: M_PER_FOOT * 1000 },
  degrees: { quantity: "angle", factor: 1 },
  ppm: { quantity: "concentration", factor: 1 },
  "%": { quantity: "concentration", factor: 10_000 },
  "L/min": { quantity: "gasFlow", factor: 1 },
  "cuft/h": { quantity: "gasFlow", factor: 1 / CUFT_H_PER_L_MIN },
  "kJ/mm": { quantity: "heatInput", factor: 1 },
  "kJ/cm": { quantity: "heatInput", factor: 0.1 },
  "kJ/in": { quantity: "heatInput", factor: 1 / MM_PER_INCH },
  "J/mm": { quantity: "heatInput", factor: 0.001 },
  // The spec says 0.01, but 1 J/cm = 0.001 kJ / 10 mm.
  "J/cm": { quantity: "heatInput", factor: 0.0001 },
  "cycle/min": { quantity: "frequency", factor: 1 },
  "cycle/s": { quantity: "frequency", factor: 60 },
  Hz: { quantity: "frequency", factor: 60 },
  "°C/h": { quantity: "ramp", factor: 1 },
  "°C/min": { quantity: "ramp", factor: 60 },
  // A rate has no offset: only the 5/9 scale of a degree Fahrenheit applies.
  "°F/h": { quantity: "ramp", factor: 5 / 9 },
  "°F/min": { quantity: "ramp", factor: (60 * 5) / 9 },
  "mm/min": { quantity: "speed", factor: 1 },
  "cm/min": { quantity: "speed", factor: 10 },
  "m/min": { quantity: "speed", factor: 1000 },
  "in/min": { quantity: "speed", factor: MM_PER_INCH },
  kg: { quantity: "weight", factor: 1 },
  lb: { quantity: "weight", factor: 1 / LB_PER_KG },
};

const TEMPERATURES = {
  "°C": { toCelsius: (value: number) => value, fromCelsius: (value: number) => value },
  "°F": { toCelsius: (value: number) => ((value - 32) * 5) / 9, fromCelsius: (value: number) => (value * 9) / 5 + 32 },
  K: { toCelsius: (value: number) => value - 273.15, fromCelsius: (value: number) => value + 273.15 },
} as const;

function isTemperature(unit: string): unit is keyof typeof TEMPERATURES {
  return Object.hasOwn(TEMPERATURES, unit);
}

function scaleOf(unit: string) {
  return Object.hasOwn(SCALES, unit) ? SCALES[unit as keyof typeof SCALES] : undefined;
}

/** Converts a value between two units of the same physical quantity; throws for any other pair. */
export function convert(value: number, from: TUnit, to: TUnit): number {
  if (from === to) return value;
  if (isTemperature(from) && isTemperature(to)) return TEMPERATURES[to].fromCelsius(TEMPERATURES[from].toCelsius(value));
  const fromScale = scaleOf(from);
  const toScale = scaleOf(to);
  if (!fromScale || !toScale || fromScale.quantity !== toScale.quantity) throw new Error(`Cannot convert from ${from} to ${to}`);
  return (value * fromScale.factor) / toScale.factor;
}

/** The families that list a unit, in UNIT_FAMILIES order. */
export function findUnitFamilies(unit: TUnit): TUnitFamily[] {
  return (Object.keys(UNIT_FAMILIES) as TUnitFamily[]).filter((family) => (UNIT_FAMILIES[family] as readonly string[]).includes(unit));
}

function resolveFamily(unit: TUnit, family: TUnitFamily | undefined): TUnitFamily {
  if (family) return family;
  const families = findUnitFamilies(unit);
  // A shared unit ("m" is mm-based as a length, m-based as a workpiece length) needs its family spelled out.
  if (families.length !== 1) throw new Error(`Unit ${unit} needs a family`);
  return families[0]!;
}

function baseFor(unit: TUnit, family: TUnitFamily | undefined): TUnit {
  const resolved = resolveFamily(unit, family);
  // Angles of a bevel dimension are stored in degrees, not in the family's length base.
  if (unit === "degrees" && resolved === "dimension") return unit;
  return BASE_UNITS[resolved];
}

/** Converts a value entered in `unit` to its family's stored unit (see BASE_UNITS). */
export function toBase(value: number, unit: Exclude<TUnit, TSharedUnit>): number;
export function toBase<F extends TUnitFamily>(value: number, unit: TFamilyUnit<F>, family: F): number;
export function toBase(value: number, unit: TUnit, family?: TUnitFamily): number {
  return convert(value, unit, baseFor(unit, family));
}

/** Converts a stored value (in its family's base unit) to `unit` for display. */
export function fromBase(value: number, unit: Exclude<TUnit, TSharedUnit>): number;
export function fromBase<F extends TUnitFamily>(value: number, unit: TFamilyUnit<F>, family: F): number;
export function fromBase(value: number, unit: TUnit, family?: TUnitFamily): number {
  return convert(value, baseFor(unit, family), unit);
}

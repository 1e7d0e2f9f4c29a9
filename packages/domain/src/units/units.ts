/**
 * The units the product knows, spelled as they are stored and shown (spec §3 "Unit lists for display").
 * Conversions, rounding and decimals live next to this file and use these spellings.
 */
export const UNIT_FAMILIES = {
  length: ["mm", "cm", "m", "in"],
  /** Dimensions of a bevel: lengths, plus angles in degrees. */
  dimension: ["mm", "cm", "in", "degrees"],
  concentration: ["ppm", "%"],
  gasFlow: ["L/min", "cuft/h"],
  heatInput: ["J/mm", "kJ/mm", "J/cm", "kJ/cm", "kJ/in"],
  frequency: ["cycle/min", "cycle/s", "Hz"],
  temperature: ["°C", "°F", "K"],
  temperatureRamp: ["°C/min", "°C/h", "°F/min", "°F/h"],
  travelSpeed: ["mm/min", "cm/min", "m/min", "in/min"],
  wireFeedSpeed: ["m/min", "cm/min", "in/min"],
  workpieceLength: ["m", "cm", "in", "foot"],
  weight: ["kg", "lb"],
} as const;

export type TUnit = (typeof UNIT_FAMILIES)[keyof typeof UNIT_FAMILIES][number];

/**
 * One unit choice per category of a unit system, and the choices allowed for each (spec §3). The
 * first choice of each list is the metric one used by "Full metric system".
 */
export const UOM_CATEGORIES = {
  control_position: ["mm", "in"],
  dimension: ["mm", "cm", "in"],
  filler_metal_diameter: ["mm", "in"],
  gas_composition: ["ppm", "%"],
  gas_flow: ["L/min", "cuft/h"],
  heat_input: ["kJ/mm", "J/mm", "J/cm", "kJ/cm", "kJ/in"],
  oscillation_frequency: ["cycle/min", "cycle/s", "Hz"],
  oscillation_width: ["mm", "cm", "in"],
  temperature: ["°C", "°F", "K"],
  temperature_ramping: ["°C/h", "°C/min", "°F/min", "°F/h"],
  travel_speed: ["mm/min", "cm/min", "in/min"],
  weight: ["kg", "lb"],
  weld_cycle_length: ["mm", "cm", "in", "m"],
  wire_feed_speed: ["m/min", "cm/min", "in/min"],
  workpiece_length: ["m", "cm", "in", "foot"],
  workpiece_outer_diameter: ["mm", "in"],
} as const satisfies Record<string, readonly TUnit[]>;

export type TUomCategory = keyof typeof UOM_CATEGORIES;
export const UOM_CATEGORY_KEYS = Object.keys(UOM_CATEGORIES) as TUomCategory[];

/** Spec §3: the default unit system of every client. */
export const DEFAULT_UNIT_SYSTEM_NAME = "Full metric system";

export const METRIC_UNIT_SYSTEM = Object.fromEntries(UOM_CATEGORY_KEYS.map((key) => [key, UOM_CATEGORIES[key][0]])) as {
  [K in TUomCategory]: (typeof UOM_CATEGORIES)[K][0];
};

/**
 * The demo client's second unit system, as a US contractor would set it up: the seed writes it, and the web's tests
 * read values in it.
 */
export const US_CUSTOMARY_UNIT_SYSTEM = {
  name: "US customary",
  control_position: "in",
  dimension: "in",
  filler_metal_diameter: "in",
  gas_composition: "%",
  gas_flow: "cuft/h",
  heat_input: "kJ/in",
  oscillation_frequency: "cycle/min",
  oscillation_width: "in",
  temperature: "°F",
  temperature_ramping: "°F/h",
  travel_speed: "in/min",
  weight: "lb",
  weld_cycle_length: "in",
  wire_feed_speed: "in/min",
  workpiece_length: "foot",
  workpiece_outer_diameter: "in",
} as const satisfies { name: string } & { [K in TUomCategory]: (typeof UOM_CATEGORIES)[K][number] };

/** Spec §3: "When no unit of measure is found, millimetre and degree Celsius are the defaults." */
export const FALLBACK_UNITS = { length: "mm", temperature: "°C" } as const;

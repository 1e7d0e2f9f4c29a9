import { converted, fixed } from "../fields/measures.js";

/**
 * The kinds of number a procedure holds, each with its unit, decimals, digit limit and bounds stated once: the
 * schemas (zFixed, zBase) are built from them and PROCEDURE_MEASURES gives them to each field. Bounds are in the
 * stored unit. Decimals of a converted number are the spec's rule for it (units/decimals.ts).
 */

/** Lengths, thicknesses and distances in mm: never negative. */
export const LENGTH_BOUNDS = { min: 0 } as const;
/** °C: not below absolute zero. */
export const TEMPERATURE_BOUNDS = { min: -273.15, max: 5000 } as const;
/** °C/h. */
export const RAMP_BOUNDS = { min: 0, max: 100_000 } as const;
/** ppm; 1,000,000 ppm is pure oxygen. */
export const PPM_BOUNDS = { min: 0, max: 1_000_000 } as const;
/** Flows, speeds, frequencies and heat inputs in their base units: never negative. */
export const POSITIVE_BOUNDS = { min: 0 } as const;

/** Weld joint dimensions (gaps, throats, high-low): the unit system's "dimensions" unit, 2 decimals. */
export const JOINT = { ...converted("dimension", "dimension"), ...LENGTH_BOUNDS } as const;
export const TEMPERATURE = { ...converted("temperature", "default"), ...TEMPERATURE_BOUNDS } as const;
export const RAMP = { ...converted("temperature_ramping", "default"), ...RAMP_BOUNDS } as const;
export const GAS_FLOW = { ...converted("gas_flow", "gas_flow"), ...POSITIVE_BOUNDS } as const;
export const O2_LEVEL = { ...converted("gas_composition", "default"), ...PPM_BOUNDS } as const;

/** Currents in A, 1 decimal (spec); up to 4 digits because submerged-arc currents pass 999 A. */
export const CURRENT = fixed("A", { decimals: 1, min: 0, digits: 4 });
/** Voltages in V, 1 decimal (spec), default digit limit 3. */
export const VOLTAGE = fixed("V", { decimals: 1, min: 0, digits: 3 });
/** Pulse frequency, Hz, whole numbers (spec: frequency 0 decimals). */
export const PULSE_FREQUENCY = fixed("Hz", { decimals: 0, min: 0, digits: 4 });
export const PULSE_TIME = fixed("s", { decimals: 3, min: 0, digits: 3 });
/** Included tip angle, degrees, 1 decimal. */
export const TUNGSTEN_ANGLE = fixed("degrees", { decimals: 1, min: 0, max: 180 });
/** Degrees, 1 decimal (spec torch angle), -90 (drag) to 90 (push). */
export const TORCH_ANGLE = fixed("degrees", { decimals: 1, min: -90, max: 90 });
/** Spec (platform §5): occultation durations 1 decimal, minimum cycle time 0; default digit limit 3. */
export const OCCULTATION_DURATION = fixed("s", { decimals: 1, min: 0, digits: 3 });
export const MINIMUM_CYCLE_TIME = fixed("s", { decimals: 0, min: 0, digits: 3 });
/**
 * Thermal efficiency factor k (ISO/TR 17671-1: 0.6 for TIG and plasma, 0.8 for MIG/MAG, FCAW, MMA, 1.0 for
 * SAW): above 0, at most 1, 2 decimals.
 */
export const K_FACTOR = fixed(null, { decimals: 2, min: 0.01, max: 1 });
/** Counts typed as whole numbers of at most 3 digits. */
export const QUANTITY_OF_PASSES = fixed(null, { decimals: 0, digits: 3, min: 1, max: 999 });
export const LOCATION_QUANTITY = fixed(null, { decimals: 0, digits: 3, min: 0, max: 999 });
/** Pitting resistance equivalent number: no rule of its own in the spec, so the default 3 decimals, as on the workpiece. */
export const PREN = fixed(null, { decimals: 3, min: 0, max: 100 });
/** Cold cracking parameter and carbon equivalent, %: the default 3 decimals. */
export const PERCENT_0_10 = fixed("%", { decimals: 3, min: 0, max: 10 });

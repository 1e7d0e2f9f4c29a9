/**
 * Heat input of a pass group (issue §4; EN 1011-1 / ISO/TR 17671-1):
 *   arc energy E = U × I × 60 / v      U in V, I in A, v in mm/min  →  J/mm
 *   heat input Q = k × E               k the thermal efficiency factor of the process
 * Stored travel speeds are in cm/min (STORED_UNITS.travel_speed) and heat inputs in kJ/mm
 * (STORED_UNITS.heat_input), so the functions below take cm/min and answer kJ/mm.
 */

const MM_PER_CM = 10;
const J_PER_KJ = 1000;
const SECONDS_PER_MINUTE = 60;

const usable = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * Arc energy in kJ/mm from a voltage (V), a current (A) and a travel speed (cm/min); null when a value is
 * missing or the travel speed is not positive (no finite energy per length).
 */
export function arcEnergy(
  voltage: number | null | undefined,
  current: number | null | undefined,
  travelSpeed: number | null | undefined,
): number | null {
  if (!usable(voltage) || !usable(current) || !usable(travelSpeed) || travelSpeed <= 0) return null;
  const joulesPerMm = (voltage * current * SECONDS_PER_MINUTE) / (travelSpeed * MM_PER_CM);
  return joulesPerMm / J_PER_KJ;
}

/** Heat input in kJ/mm: arc energy × k. Null when a value is missing. */
export function heatInput(
  voltage: number | null | undefined,
  current: number | null | undefined,
  travelSpeed: number | null | undefined,
  kFactor: number | null | undefined,
): number | null {
  const energy = arcEnergy(voltage, current, travelSpeed);
  if (energy === null || !usable(kFactor)) return null;
  return energy * kFactor;
}

/** The ranges a pass group holds (current A, voltage V, travel speed cm/min) and its k factor. */
export interface THeatInputRanges {
  current_min?: number | null;
  current_max?: number | null;
  voltage_min?: number | null;
  voltage_max?: number | null;
  travel_speed_min?: number | null;
  travel_speed_max?: number | null;
  k_factor?: number | null;
}

/**
 * The heat input range the pass group's own ranges allow, in kJ/mm, shown next to the heat_input min and
 * max typed by the engineer: the lowest comes from the lowest voltage and current at the highest travel
 * speed, the highest from the highest voltage and current at the lowest travel speed. A side is null when
 * a value it needs is missing. Not rounded: rounding belongs to the display unit (2 decimals in kJ/mm).
 */
export function computedHeatInputRange(ranges: THeatInputRanges): { min: number | null; max: number | null } {
  return {
    min: heatInput(ranges.voltage_min, ranges.current_min, ranges.travel_speed_max, ranges.k_factor),
    max: heatInput(ranges.voltage_max, ranges.current_max, ranges.travel_speed_min, ranges.k_factor),
  };
}

/**
 * Does the typed heat-input range cover what the current, voltage and travel-speed ranges allow? Shown as a
 * hint only (decisions.md): a qualified range may legitimately differ, for instance with pulsed current.
 */
export function typedRangeCoversComputed(
  typed: { heat_input_min?: number | null; heat_input_max?: number | null },
  computed: { min: number | null; max: number | null },
): boolean | null {
  if (!usable(typed.heat_input_min) || !usable(typed.heat_input_max) || computed.min === null || computed.max === null) return null;
  // Tolerate the rounding of the displayed 2 decimals in kJ/mm.
  const epsilon = 0.005;
  return typed.heat_input_min <= computed.min + epsilon && typed.heat_input_max >= computed.max - epsilon;
}

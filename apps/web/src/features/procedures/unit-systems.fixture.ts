import { METRIC_UNIT_SYSTEM } from "@weldtrace/domain";
import { resolveUnitSystem } from "./units";

// Unit systems the procedure tests read values in: one fixture, so the tests agree on what "imperial" is.
export const metric = resolveUnitSystem(METRIC_UNIT_SYSTEM);
/** The demo client's "US customary" unit system. */
export const imperial = resolveUnitSystem({
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
});

import type { TUomCategory } from "@weldtrace/domain";
import type { TNumberKind } from "./units";

/**
 * Which unit each numeric field of a procedure is shown in. The stored unit is the family's base unit
 * (STORED_UNITS: mm, °C, °C/h, kJ/mm, cm/min, m/min, L/min, ppm, cycle/min); the display unit comes from
 * the procedure's unit system, by category. Decimals are the domain's per-field rules (decimalsFor).
 */
const converted = (category: TUomCategory, decimals: string): TNumberKind => ({ kind: "converted", category, decimals });
const fixed = (unit: string | null, decimals: number, digits?: number): TNumberKind => ({ kind: "fixed", unit, decimals, digits });

/** Weld joint dimensions (gaps, throats, high-low): the unit system's "dimensions" unit, 2 decimals. */
const joint = converted("dimension", "dimension");
const temperature = converted("temperature", "temperature");
const ramp = converted("temperature_ramping", "temperature_ramping");
const duration: TNumberKind = { kind: "duration" };
const integer = fixed(null, 0, 3);
const current = fixed("A", 1, 4);
const voltage = fixed("V", 1, 3);

/** A node of the procedure: its numeric fields, its lists of rows and its nested objects. */
export interface TShape {
  readonly numbers: Readonly<Record<string, TNumberKind>>;
  readonly lists?: Readonly<Record<string, TShape>>;
  readonly objects?: Readonly<Record<string, TShape>>;
}

const pair = (name: string, kind: TNumberKind) => ({ [`${name}_min`]: kind, [`${name}_max`]: kind });

export const PASS_GROUP_NUMBERS: Record<string, TNumberKind> = {
  ...pair("gas_flow", converted("gas_flow", "gas_flow")),
  ...pair("current", current),
  ...pair("voltage", voltage),
  ...pair("oscillation_frequency", converted("oscillation_frequency", "oscillation_frequency")),
  ...pair("oscillation_width", converted("oscillation_width", "oscillation_width")),
  ...pair("wire_feed_speed", converted("wire_feed_speed", "wire_feed_speed")),
  ...pair("travel_speed", converted("travel_speed", "travel_speed")),
  ...pair("heat_input", converted("heat_input", "heat_input")),
  ...pair("frequency", fixed("Hz", 0, 4)),
  ...pair("pulse_time", fixed("s", 3, 3)),
  ...pair("current_base", current),
  ...pair("current_peak", current),
  ...pair("hw_current", current),
  ...pair("hw_voltage", voltage),
  ...pair("hw_heat_input", converted("heat_input", "heat_input")),
  tungsten_electrode_angle: fixed("degrees", 1),
  tungsten_electrode_diameter: converted("filler_metal_diameter", "consumable_diameter"),
  tungsten_electrode_flat_diameter: converted("filler_metal_diameter", "consumable_diameter"),
  contact_tip_work_distance: converted("control_position", "contact_tip_distance"),
  torches_distance: converted("control_position", "torch_distance"),
  torches_angle: fixed("degrees", 1),
  torches_offset: converted("control_position", "offset"),
  ring_primitive_perimeter: converted("weld_cycle_length", "ring_perimeter"),
  quantity_of_passes: integer,
  k_factor: fixed(null, 2),
  occultation_duration_start: fixed("s", 1, 3),
  occultation_duration_stop: fixed("s", 1, 3),
  minimum_cycle_time: fixed("s", 0, 3),
};

export const PROCEDURE_SHAPE: TShape = {
  numbers: {
    partial_thickness_repair_remaining_ligament: joint,
    ...pair("throat", joint),
    ...pair("excavation_depth", joint),
    ...pair("excavation_length", joint),
    ...pair("covered_outer_diameter", converted("workpiece_outer_diameter", "outer_diameter")),
    ...pair("covered_wall_thickness", converted("dimension", "wall_thickness")),
    max_id_high_low: joint,
    max_od_high_low: joint,
    ...pair("root_gap", joint),
    ...pair("preparation_opening", joint),
  },
  lists: {
    workpieces: {
      numbers: {
        outer_diameter: converted("workpiece_outer_diameter", "outer_diameter"),
        wall_thickness: converted("dimension", "wall_thickness"),
        pren: fixed(null, 2),
        pcm: fixed("%", 3),
        ce: fixed("%", 3),
      },
    },
    bevel: {
      numbers: {},
      lists: { dimensions: { numbers: { value: { kind: "bevel" }, tolerance_min: { kind: "bevel" }, tolerance_max: { kind: "bevel" } } } },
    },
    pass_group: {
      numbers: PASS_GROUP_NUMBERS,
      objects: { tack_welding: { numbers: { length: converted("dimension", "length") } } },
    },
    temperature_control: {
      numbers: {
        distance: converted("dimension", "length"),
        ...pair("temperature", temperature),
        soaking_duration: duration,
        preheat_location_quantity: integer,
        interPass_location_quantity: integer,
      },
    },
    back_purging: {
      numbers: {
        flushing_flow_rate: converted("gas_flow", "gas_flow"),
        flushing_max_o2_level_chamber: converted("gas_composition", "gas_composition"),
        welding_max_o2_level_chamber: converted("gas_composition", "gas_composition"),
        flushing_duration: duration,
      },
    },
    time_lapse: { numbers: { duration } },
    heat_treatment: {
      numbers: {
        start_control_temperature: temperature,
        end_control_temperature: temperature,
        ramp_up: ramp,
        ramp_down: ramp,
        ...pair("temperature", temperature),
        soaking_duration: duration,
      },
    },
    cooling: { numbers: { temperature_before_cooling_max: temperature, temperature_after_cooling_max: temperature } },
    custom_attribute: { numbers: {} },
    alarm_settings: { numbers: { ...pair("u_rms", voltage) } },
    post_weld_heat: { numbers: { ...pair("temperature", temperature), duration } },
  },
};

export type TChildList =
  | "workpieces"
  | "bevel"
  | "pass_group"
  | "temperature_control"
  | "back_purging"
  | "time_lapse"
  | "heat_treatment"
  | "cooling"
  | "custom_attribute"
  | "alarm_settings"
  | "post_weld_heat";

/** The shape of one child list's rows. */
export function listShape(list: TChildList): TShape {
  return PROCEDURE_SHAPE.lists?.[list] ?? { numbers: {} };
}

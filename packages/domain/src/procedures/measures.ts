import {
  BEVEL_MEASURE,
  converted,
  DURATION_MEASURE,
  measure,
  measurePair,
  measuresOf,
  type TMeasureKind,
  type TMeasureNode,
} from "../fields/measures.js";
import { MEASURE_MAX } from "../validation/fields.js";
import type { bevelDimensionShape, ZBevel } from "./bevels.js";
import {
  CURRENT,
  GAS_FLOW,
  JOINT,
  K_FACTOR,
  LENGTH_BOUNDS,
  LOCATION_QUANTITY,
  MINIMUM_CYCLE_TIME,
  O2_LEVEL,
  OCCULTATION_DURATION,
  PERCENT_0_10,
  POSITIVE_BOUNDS,
  PREN,
  PULSE_FREQUENCY,
  PULSE_TIME,
  QUANTITY_OF_PASSES,
  RAMP,
  TEMPERATURE,
  TORCH_ANGLE,
  TUNGSTEN_ANGLE,
  VOLTAGE,
} from "./measure-kinds.js";
import type { passGroupShape, ZTackWelding } from "./pass-groups.js";
import type { procedureChildrenShape, procedureFieldsShape } from "./procedures.js";
import type {
  alarmSettingShape,
  backPurgingShape,
  coolingShape,
  customAttributeShape,
  heatTreatmentShape,
  postWeldHeatShape,
  procedureWorkpieceShape,
  timeLapseShape,
} from "./sections.js";
import type { temperatureControlShape } from "./temperature-control.js";

/**
 * Every measure of a procedure, stated once, by node: the unit it is stored and shown in, its decimals, digit
 * limit and bounds (measure-kinds.ts, which the schemas are built from too) and the key of its label in the web's
 * texts. The web's form controls, the draft's defaults and its conversions read this; each key is a key of its
 * node's schema.
 */

/** A procedure field labelled "procedures.fields.<key>". */
const field = <const K extends TMeasureKind, const L extends string>(kind: K, key: L) =>
  measure(kind, { label: `procedures.fields.${key}` });
/** A pass group field labelled "procedures.passGroups.<key>". */
const groupField = <const K extends TMeasureKind, const L extends string>(kind: K, key: L) =>
  measure(kind, { label: `procedures.passGroups.${key}` });
/** A min/max pair labelled by its range, "procedures.ranges.<pair>". */
const range = <const P extends string, const K extends TMeasureKind>(pair: P, kind: K) =>
  measurePair(pair, measure(kind, { label: `procedures.ranges.${pair}` }));

const SECONDS = { ...DURATION_MEASURE, ...LENGTH_BOUNDS } as const;
const OUTER_DIAMETER = { ...converted("workpiece_outer_diameter", "outer_diameter"), ...LENGTH_BOUNDS } as const;
const WALL_THICKNESS = { ...converted("dimension", "wall_thickness"), ...LENGTH_BOUNDS } as const;
const DIMENSION_LENGTH = { ...converted("dimension", "length"), ...LENGTH_BOUNDS } as const;
const HEAT_INPUT = { ...converted("heat_input", "heat_input"), ...POSITIVE_BOUNDS } as const;

const PROCEDURE_NUMBERS = measuresOf<typeof procedureFieldsShape>()({
  partial_thickness_repair_remaining_ligament: field(JOINT, "partial_thickness_repair_remaining_ligament"),
  ...range("throat", JOINT),
  ...range("excavation_depth", JOINT),
  ...range("excavation_length", JOINT),
  ...range("covered_outer_diameter", OUTER_DIAMETER),
  ...range("covered_wall_thickness", WALL_THICKNESS),
  max_id_high_low: field(JOINT, "max_id_high_low"),
  max_od_high_low: field(JOINT, "max_od_high_low"),
  ...range("root_gap", JOINT),
  ...range("preparation_opening", JOINT),
});

const WORKPIECE_ROW_NUMBERS = measuresOf<typeof procedureWorkpieceShape>()({
  outer_diameter: field(OUTER_DIAMETER, "outer_diameter"),
  wall_thickness: field(WALL_THICKNESS, "wall_thickness"),
  pren: field(PREN, "pren"),
  pcm: field(PERCENT_0_10, "pcm"),
  ce: field(PERCENT_0_10, "ce"),
});

const BEVEL_DIMENSION_NUMBERS = measuresOf<typeof bevelDimensionShape>()({
  value: field({ ...BEVEL_MEASURE, min: -MEASURE_MAX, max: MEASURE_MAX }, "value"),
  tolerance_min: field({ ...BEVEL_MEASURE, min: 0, max: MEASURE_MAX }, "tolerance_min"),
  tolerance_max: field({ ...BEVEL_MEASURE, min: 0, max: MEASURE_MAX }, "tolerance_max"),
});

const PASS_GROUP_NUMBERS = measuresOf<typeof passGroupShape>()({
  ...range("gas_flow", GAS_FLOW),
  ...range("current", CURRENT),
  ...range("voltage", VOLTAGE),
  ...range("oscillation_frequency", { ...converted("oscillation_frequency", "oscillation_frequency"), ...POSITIVE_BOUNDS }),
  ...range("oscillation_width", { ...converted("oscillation_width", "oscillation_width"), ...LENGTH_BOUNDS }),
  ...range("wire_feed_speed", { ...converted("wire_feed_speed", "wire_feed_speed"), ...POSITIVE_BOUNDS }),
  ...range("travel_speed", { ...converted("travel_speed", "travel_speed"), ...POSITIVE_BOUNDS }),
  ...range("heat_input", HEAT_INPUT),
  ...range("frequency", PULSE_FREQUENCY),
  ...range("pulse_time", PULSE_TIME),
  ...range("current_base", CURRENT),
  ...range("current_peak", CURRENT),
  ...range("hw_current", CURRENT),
  ...range("hw_voltage", VOLTAGE),
  ...range("hw_heat_input", HEAT_INPUT),
  tungsten_electrode_angle: groupField(TUNGSTEN_ANGLE, "tungsten_electrode_angle"),
  tungsten_electrode_diameter: groupField(
    { ...converted("filler_metal_diameter", "consumable_diameter"), ...LENGTH_BOUNDS },
    "tungsten_electrode_diameter",
  ),
  tungsten_electrode_flat_diameter: groupField(
    { ...converted("filler_metal_diameter", "consumable_diameter"), ...LENGTH_BOUNDS },
    "tungsten_electrode_flat_diameter",
  ),
  contact_tip_work_distance: groupField(
    { ...converted("control_position", "contact_tip_distance"), ...LENGTH_BOUNDS },
    "contact_tip_work_distance",
  ),
  torches_distance: groupField({ ...converted("control_position", "torch_distance"), ...LENGTH_BOUNDS }, "torches_distance"),
  torches_angle: groupField(TORCH_ANGLE, "torches_angle"),
  /** Either side of the joint centre line: no bound. */
  torches_offset: groupField(converted("control_position", "offset"), "torches_offset"),
  ring_primitive_perimeter: groupField(
    { ...converted("weld_cycle_length", "ring_perimeter"), ...LENGTH_BOUNDS },
    "ring_primitive_perimeter",
  ),
  quantity_of_passes: groupField(QUANTITY_OF_PASSES, "quantity_of_passes"),
  k_factor: groupField(K_FACTOR, "k_factor"),
  occultation_duration_start: groupField(OCCULTATION_DURATION, "occultation_duration_start"),
  occultation_duration_stop: groupField(OCCULTATION_DURATION, "occultation_duration_stop"),
  minimum_cycle_time: groupField(MINIMUM_CYCLE_TIME, "minimum_cycle_time"),
});

const TACK_WELDING_NUMBERS = measuresOf<typeof ZTackWelding.shape>()({
  length: measure(DIMENSION_LENGTH, { label: "procedures.passGroups.tack_length" }),
});

const TEMPERATURE_CONTROL_NUMBERS = measuresOf<typeof temperatureControlShape>()({
  distance: field(DIMENSION_LENGTH, "distance"),
  ...range("temperature", TEMPERATURE),
  soaking_duration: field(SECONDS, "soaking_duration"),
  preheat_location_quantity: field(LOCATION_QUANTITY, "preheat_location_quantity"),
  interPass_location_quantity: field(LOCATION_QUANTITY, "interPass_location_quantity"),
});

const BACK_PURGING_NUMBERS = measuresOf<typeof backPurgingShape>()({
  flushing_flow_rate: field(GAS_FLOW, "flushing_flow_rate"),
  flushing_max_o2_level_chamber: field(O2_LEVEL, "flushing_max_o2_level_chamber"),
  welding_max_o2_level_chamber: field(O2_LEVEL, "welding_max_o2_level_chamber"),
  flushing_duration: field(SECONDS, "flushing_duration"),
});

const TIME_LAPSE_NUMBERS = measuresOf<typeof timeLapseShape>()({ duration: field(SECONDS, "duration") });

const HEAT_TREATMENT_NUMBERS = measuresOf<typeof heatTreatmentShape>()({
  start_control_temperature: field(TEMPERATURE, "start_control_temperature"),
  end_control_temperature: field(TEMPERATURE, "end_control_temperature"),
  ramp_up: field(RAMP, "ramp_up"),
  ramp_down: field(RAMP, "ramp_down"),
  ...range("temperature", TEMPERATURE),
  soaking_duration: field(SECONDS, "soaking_duration"),
});

const COOLING_NUMBERS = measuresOf<typeof coolingShape>()({
  temperature_before_cooling_max: field(TEMPERATURE, "temperature_before_cooling_max"),
  temperature_after_cooling_max: field(TEMPERATURE, "temperature_after_cooling_max"),
});

const ALARM_SETTING_NUMBERS = measuresOf<typeof alarmSettingShape>()({ ...range("u_rms", VOLTAGE) });

const POST_WELD_HEAT_NUMBERS = measuresOf<typeof postWeldHeatShape>()({
  ...range("temperature", TEMPERATURE),
  duration: field(SECONDS, "duration"),
});

const CUSTOM_ATTRIBUTE_NUMBERS = measuresOf<typeof customAttributeShape>()({});

/** The nodes of a procedure's child lists, keyed by the save payload's list names. */
const PROCEDURE_LISTS = measuresOfLists<typeof procedureChildrenShape>()({
  workpieces: { numbers: WORKPIECE_ROW_NUMBERS },
  bevel: {
    numbers: measuresOf<typeof ZBevel.shape>()({}),
    lists: measuresOfLists<typeof ZBevel.shape>()({ dimensions: { numbers: BEVEL_DIMENSION_NUMBERS } }),
  },
  pass_group: {
    numbers: PASS_GROUP_NUMBERS,
    objects: measuresOfLists<typeof passGroupShape>()({ tack_welding: { numbers: TACK_WELDING_NUMBERS } }),
  },
  temperature_control: { numbers: TEMPERATURE_CONTROL_NUMBERS },
  back_purging: { numbers: BACK_PURGING_NUMBERS },
  time_lapse: { numbers: TIME_LAPSE_NUMBERS },
  heat_treatment: { numbers: HEAT_TREATMENT_NUMBERS },
  cooling: { numbers: COOLING_NUMBERS },
  custom_attribute: { numbers: CUSTOM_ATTRIBUTE_NUMBERS },
  alarm_settings: { numbers: ALARM_SETTING_NUMBERS },
  post_weld_heat: { numbers: POST_WELD_HEAT_NUMBERS },
});

/** Nested nodes (lists of rows, objects) keyed by their schema's fields, like measuresOf. */
function measuresOfLists<S extends object>() {
  return <const M extends { readonly [K in keyof M]: K extends keyof S ? TMeasureNode : never }>(nodes: M): M => nodes;
}

/** The procedure's measures: its own, then each child list's rows and their nested rows and objects. */
export const PROCEDURE_MEASURES = { numbers: PROCEDURE_NUMBERS, lists: PROCEDURE_LISTS } as const satisfies TMeasureNode;

export type TProcedureMeasureList = keyof typeof PROCEDURE_LISTS;

import { procedures as procedureResource } from "@weldtrace/domain";
import { type AnyPgColumn, boolean, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import {
  cleaningMethods,
  coolingMethods,
  customAttributeNames,
  endPreparationMethods,
  equipments,
  heatingTypes,
  manufacturingProcesses,
  polarityHotWires,
  procedureTypes,
  qualificationMethods,
  shieldingGases,
  tackWeldingTypes,
  temperatureControlTypes,
  temperatureMeasuringMethods,
  tenantColumns,
  transferModes,
  weldingDirections,
  weldingMachines,
  weldingPolarities,
  weldingTorches,
} from "./catalogues.js";
import { files } from "./files.js";
import { projects, weldingProcesses } from "./projects.js";
import { beadTechniques, bevelTypes, weldingPositions } from "./reference.js";
import { workpieceTypes } from "./rich-catalogues.js";
import { uoms } from "./units.js";

/*
 * A procedure and one table per child list. Values are stored in base units (mm, °C, kJ/mm, cm/min, L/min,
 * ppm, s; A and V as typed). Single links are foreign keys, so a catalogue entry in use cannot be deleted
 * (409 in_use); multi-selects are uuid[] checked against the client on write. Child rows are real rows with
 * stable ids: cycles and inspections will point at pass groups, bevels and sections.
 */

const flag = (name: string) => boolean(name).notNull().default(false);
const ids = (name: string) => uuid(name).array().notNull().default([]);
const num = (name: string) => doublePrecision(name);
/** A file in use cannot be deleted (409) while a procedure names it. */
const storedFile = (name: string) => uuid(name).references(() => files.id);
const pair = <const P extends string>(prefix: P) =>
  ({ [`${prefix}_min`]: num(`${prefix}_min`), [`${prefix}_max`]: num(`${prefix}_max`) }) as {
    [K in `${P}_min` | `${P}_max`]: ReturnType<typeof num>;
  };
const requiredPair = <const P extends string>(prefix: P) =>
  ({ [`${prefix}_min`]: num(`${prefix}_min`).notNull(), [`${prefix}_max`]: num(`${prefix}_max`).notNull() }) as {
    [K in `${P}_min` | `${P}_max`]: ReturnType<ReturnType<typeof num>["notNull"]>;
  };

export const procedures = pgTable(
  "procedures",
  {
    ...tenantColumns(),
    // General
    name: text("name").notNull(),
    date_format: text("date_format").notNull(),
    is_wps: flag("is_wps"),
    is_reference: flag("is_reference"),
    is_archived: flag("is_archived"),
    project: uuid("project").references(() => projects.id),
    type: uuid("type").references(() => procedureTypes.id),
    welds_classes: ids("welds_classes"),
    uom: uuid("uom").references(() => uoms.id),
    comment: text("comment"),
    documents: ids("documents"),
    qualification_method: uuid("qualification_method").references(() => qualificationMethods.id),
    supported_by_pqr: flag("supported_by_pqr"),
    forked_from: uuid("forked_from").references((): AnyPgColumn => procedures.id, { onDelete: "set null" }),
    forked_at: timestamp("forked_at", { withTimezone: true, mode: "date" }),
    fork_reason: text("fork_reason"),
    // Stored files: an id from POST /api/s3/upload/, never an address; the name is the stored file's.
    wps_document_file: storedFile("wps_document_file"),
    wps_document_filename: text("wps_document_filename"),
    assembly_drawing_file: storedFile("assembly_drawing_file"),
    assembly_drawing_filename: text("assembly_drawing_filename"),
    // Repair (excavations)
    partial_thickness_repair_remaining_ligament: num("partial_thickness_repair_remaining_ligament"),
    ...pair("throat"),
    excavation_methods: ids("excavation_methods"),
    ...pair("excavation_depth"),
    ...pair("excavation_length"),
    repair_comment: text("repair_comment"),
    // Covered ranges
    covered_weld_position: uuid("covered_weld_position").references(() => weldingPositions.id),
    covered_p_number: text("covered_p_number"),
    covered_material_group_number: text("covered_material_group_number"),
    covered_material_grade: text("covered_material_grade"),
    covered_material_isos: ids("covered_material_isos"),
    ...pair("covered_outer_diameter"),
    ...pair("covered_wall_thickness"),
    covered_range_comment: text("covered_range_comment"),
    // Fit-up
    max_id_high_low: num("max_id_high_low"),
    max_od_high_low: num("max_od_high_low"),
    ...pair("root_gap"),
    ...pair("preparation_opening"),
    clamp: flag("clamp"),
    clamp_type: text("clamp_type"),
    threaded_rod: flag("threaded_rod"),
    tack_weld: flag("tack_weld"),
    removal_clamp: text("removal_clamp"),
    fit_up_comment: text("fit_up_comment"),
  },
  (table) => [
    // The list always filters by is_archived (the archived list is the same collection).
    ...listIndexes(table, procedureResource, { scope: [table.is_archived] }),
    index("procedures_project_idx").on(table.project),
    index("procedures_forked_from_idx").on(table.forked_from),
  ],
);

/** Columns every child row has: its procedure (deleted with it) and its place in the list (1, 2, 3...). */
const childColumns = () => ({
  ...tenantColumns(),
  procedure: uuid("procedure")
    .notNull()
    .references(() => procedures.id, { onDelete: "cascade" }),
  index: integer("index").notNull(),
});
const childIndex = (name: string) => (table: { procedure: AnyPgColumn; index: AnyPgColumn }) => [
  index(`${name}_procedure_idx`).on(table.procedure, table.index),
];

export const procedureWorkpieces = pgTable(
  "procedure_workpieces",
  {
    ...childColumns(),
    name: text("name").notNull(),
    type: uuid("type")
      .notNull()
      .references(() => workpieceTypes.id),
    outer_diameter: num("outer_diameter"),
    wall_thickness: num("wall_thickness"),
    grade: text("grade"),
    manufacturer: text("manufacturer"),
    documents: ids("documents"),
    heats: ids("heats"),
    manufacturing_process: uuid("manufacturing_process").references(() => manufacturingProcesses.id),
    uns_numbers: ids("uns_numbers"),
    pren: num("pren"),
    pcm: num("pcm"),
    ce: num("ce"),
    is_cra: flag("is_cra"),
    comment: text("comment"),
  },
  childIndex("procedure_workpieces"),
);

export const bevels = pgTable(
  "bevels",
  {
    ...childColumns(),
    name: text("name").notNull(),
    type: uuid("type")
      .notNull()
      .references(() => bevelTypes.id),
    end_preparation_method: uuid("end_preparation_method").references(() => endPreparationMethods.id),
    comment: text("comment"),
    // Required by the domain; nullable here only for rows whose drawing was a free address before files became stored ids.
    drawing_file: storedFile("drawing_file"),
    drawing_filename: text("drawing_filename"),
  },
  childIndex("bevels"),
);

/** Dimensions of a bevel: in mm, or degrees when unit_of_measure says so; index orders them within the bevel. */
export const bevelDimensions = pgTable(
  "bevel_dimensions",
  {
    ...childColumns(),
    bevel: uuid("bevel")
      .notNull()
      .references(() => bevels.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    unit_of_measure: text("unit_of_measure").notNull(),
    value: num("value").notNull(),
    tolerance_min: num("tolerance_min").notNull(),
    tolerance_max: num("tolerance_max").notNull(),
  },
  (table) => [
    index("bevel_dimensions_bevel_idx").on(table.bevel, table.index),
    index("bevel_dimensions_procedure_idx").on(table.procedure),
  ],
);

/** index is the pass group number (1, 2, 3 in matrix order). The tack weld lives on the first group only. */
export const passGroups = pgTable(
  "pass_groups",
  {
    ...childColumns(),
    name: text("name").notNull(),
    process: uuid("process")
      .notNull()
      .references(() => weldingProcesses.id),
    machine: uuid("machine").references(() => weldingMachines.id),
    power_sources: ids("power_sources"),
    transfer_mode: uuid("transfer_mode").references(() => transferModes.id),
    torches: uuid("torches").references(() => weldingTorches.id),
    bead_technique: uuid("bead_technique").references(() => beadTechniques.id),
    direction: uuid("direction").references(() => weldingDirections.id),
    polarity: uuid("polarity").references(() => weldingPolarities.id),
    position: uuid("position").references(() => weldingPositions.id),
    control_software: text("control_software"),
    show_tack_weld: flag("show_tack_weld"),
    tack_welding_type: uuid("tack_welding_type").references(() => tackWeldingTypes.id),
    tack_welding_length: num("tack_welding_length"),
    tack_welding_position: text("tack_welding_position"),
    tack_welding_removal: boolean("tack_welding_removal"),
    /** Filler metals have no table yet: that list stays empty until it does; welders are ids of welders (decisions.md). */
    filler_metals: ids("filler_metals"),
    flux: text("flux"),
    tungsten_electrode_type: text("tungsten_electrode_type"),
    tungsten_electrode_angle: num("tungsten_electrode_angle"),
    tungsten_electrode_diameter: num("tungsten_electrode_diameter"),
    tungsten_electrode_flat_diameter: num("tungsten_electrode_flat_diameter"),
    contact_tip_work_distance: num("contact_tip_work_distance"),
    nozzle: text("nozzle"),
    torches_distance: num("torches_distance"),
    torches_angle: num("torches_angle"),
    torches_offset: num("torches_offset"),
    ring_primitive_perimeter: num("ring_primitive_perimeter"),
    shielding_gas: uuid("shielding_gas").references(() => shieldingGases.id),
    polarity_hot_wire: uuid("polarity_hot_wire").references(() => polarityHotWires.id),
    cleaning_method: uuid("cleaning_method").references(() => cleaningMethods.id),
    quantity_of_passes: integer("quantity_of_passes"),
    welders: ids("welders"),
    k_factor: num("k_factor").notNull(),
    rms: flag("rms"),
    occultation_duration_start: num("occultation_duration_start").notNull(),
    occultation_duration_stop: num("occultation_duration_stop").notNull(),
    minimum_cycle_time: num("minimum_cycle_time").notNull(),
    comment: text("comment"),
    ...pair("gas_flow"),
    ...requiredPair("current"),
    ...requiredPair("voltage"),
    ...pair("oscillation_frequency"),
    ...pair("oscillation_width"),
    ...pair("wire_feed_speed"),
    ...pair("travel_speed"),
    ...requiredPair("heat_input"),
    ...pair("frequency"),
    ...pair("pulse_time"),
    ...pair("current_base"),
    ...pair("current_peak"),
    ...pair("hw_current"),
    ...pair("hw_voltage"),
    ...pair("hw_heat_input"),
  },
  (table) => [index("pass_groups_procedure_idx").on(table.procedure, table.index), index("pass_groups_process_idx").on(table.process)],
);

export const temperatureControls = pgTable(
  "temperature_controls",
  {
    ...childColumns(),
    name: text("name").notNull(),
    temperature_control_type: uuid("temperature_control_type")
      .notNull()
      .references(() => temperatureControlTypes.id),
    temperature_control_methods: ids("temperature_control_methods"),
    temperature_measuring_method: uuid("temperature_measuring_method").references(() => temperatureMeasuringMethods.id),
    distance: num("distance"),
    location: text("location"),
    ...pair("temperature"),
    after_pass: text("after_pass"),
    before_pass: text("before_pass"),
    soaking_duration: num("soaking_duration"),
    preheat_location_quantity: integer("preheat_location_quantity"),
    interPass_location_quantity: integer("inter_pass_location_quantity"),
    comment: text("comment"),
  },
  childIndex("temperature_controls"),
);

export const backPurgings = pgTable(
  "back_purgings",
  {
    ...childColumns(),
    name: text("name").notNull(),
    flushing_flow_rate: num("flushing_flow_rate"),
    flushing_max_o2_level_chamber: num("flushing_max_o2_level_chamber"),
    welding_max_o2_level_chamber: num("welding_max_o2_level_chamber"),
    flushing_duration: num("flushing_duration"),
    comment: text("comment"),
  },
  childIndex("back_purgings"),
);

export const timeLapses = pgTable(
  "time_lapses",
  {
    ...childColumns(),
    name: text("name").notNull(),
    after_pass: text("after_pass"),
    before_pass: text("before_pass"),
    duration: num("duration").notNull(),
    comment: text("comment"),
  },
  childIndex("time_lapses"),
);

export const heatTreatments = pgTable(
  "heat_treatments",
  {
    ...childColumns(),
    name: text("name").notNull(),
    heating_type: uuid("heating_type")
      .notNull()
      .references(() => heatingTypes.id),
    equipment: uuid("equipment").references(() => equipments.id),
    cooling_methods: ids("cooling_methods"),
    start_control_temperature: num("start_control_temperature"),
    end_control_temperature: num("end_control_temperature"),
    ramp_up: num("ramp_up"),
    ramp_down: num("ramp_down"),
    ...pair("temperature"),
    after_pass: text("after_pass"),
    before_pass: text("before_pass"),
    soaking_duration: num("soaking_duration"),
    comment: text("comment"),
    procedure_document_file: storedFile("procedure_document_file"),
    procedure_document_filename: text("procedure_document_filename"),
  },
  childIndex("heat_treatments"),
);

export const coolings = pgTable(
  "coolings",
  {
    ...childColumns(),
    name: text("name").notNull(),
    method: uuid("method")
      .notNull()
      .references(() => coolingMethods.id),
    after_pass: text("after_pass"),
    before_pass: text("before_pass"),
    temperature_before_cooling_max: num("temperature_before_cooling_max").notNull(),
    temperature_after_cooling_max: num("temperature_after_cooling_max").notNull(),
    comment: text("comment"),
  },
  childIndex("coolings"),
);

export const customAttributes = pgTable(
  "custom_attributes",
  {
    ...childColumns(),
    custom_attribute_name: uuid("custom_attribute_name")
      .notNull()
      .references(() => customAttributeNames.id),
    value: text("value"),
  },
  childIndex("custom_attributes"),
);

export const alarmSettings = pgTable(
  "alarm_settings",
  {
    ...childColumns(),
    name: text("name").notNull(),
    u_rms_min: num("u_rms_min").notNull(),
    u_rms_max: num("u_rms_max").notNull(),
  },
  childIndex("alarm_settings"),
);

export const postWeldHeats = pgTable(
  "post_weld_heats",
  {
    ...childColumns(),
    name: text("name").notNull(),
    ...pair("temperature"),
    duration: num("duration"),
    comment: text("comment"),
  },
  childIndex("post_weld_heats"),
);

/**
 * Alerts configuration of a procedure, one row per section, attribute and set of elements. elements_selected
 * holds ids of that section's rows (pass groups, heat treatments...); empty means all of them.
 */
export const alertSupervisors = pgTable(
  "alert_supervisors",
  {
    ...childColumns(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    elements_selected: ids("elements_selected"),
    supervisor_min: num("supervisor_min"),
    supervisor_max: num("supervisor_max"),
    percentage: num("percentage"),
    time: num("time"),
    enabled: boolean("enabled").notNull(),
    warning: boolean("warning").notNull(),
    out_of_range: boolean("out_of_range").notNull(),
  },
  childIndex("alert_supervisors"),
);

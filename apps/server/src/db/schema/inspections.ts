import type { TInspectionKind, TInstrumentOverride } from "@weldtrace/domain";
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import { MEASUREMENT_LIST } from "../list-specs.js";
import { tenantColumns } from "./catalogues.js";
import { users } from "./platform.js";
import {
  backPurgings,
  bevelDimensions,
  coolings,
  heatTreatments,
  passGroups,
  procedures,
  temperatureControls,
  timeLapses,
} from "./procedures.js";
import { projects } from "./projects.js";
import { measuringInstruments } from "./staff.js";
import { welds } from "./welds.js";
import { workpieceEdges } from "./workpieces.js";

/*
 * Inspections (spec §3): sequences (what is measured where), inspections (one per kind, linking the procedure, the
 * weld, its two edges, the sequence and the procedure section judged against), one table per measurement kind, and
 * the alerts a rejected measurement raises. Values are stored in base units (mm, °C, ppm, s). A measurement's id is
 * made by the client (a repeated POST finds it); its verdict, limits and reasons are written with it, once: the
 * measurement tables have no update path. A procedure section removed by a later save leaves its inspections with
 * no section (set null): their measurements keep the limits they were judged against.
 */

const flag = (name: string) => boolean(name).notNull().default(false);
const num = (name: string) => doublePrecision(name);
const procedureColumns = () => ({
  ...tenantColumns(),
  name: text("name").notNull(),
  project: uuid("project")
    .notNull()
    .references(() => projects.id),
  procedure: uuid("procedure")
    .notNull()
    .references(() => procedures.id),
});
/** The sequence's positions, the spec's semicolon text ("0;90;180;270"), normalized by the domain. */
const positions = (name = "positions") => text(name);
const sequenceIndexes = (table: { procedure: AnyPgColumn; project: AnyPgColumn }, name: string) => [
  index(`${name}_procedure_idx`).on(table.procedure),
  index(`${name}_project_idx`).on(table.project),
];

export const fitUpInspectionSequences = pgTable(
  "fit_up_inspection_sequences",
  {
    ...procedureColumns(),
    is_angle: flag("is_angle"),
    positions: positions(),
    with_id_high_low: flag("with_id_high_low"),
    id_high_low_positions: positions("id_high_low_positions"),
    with_od_high_low: flag("with_od_high_low"),
    od_high_low_positions: positions("od_high_low_positions"),
    with_root_gap: flag("with_root_gap"),
    root_gap_positions: positions("root_gap_positions"),
    with_preparation_opening: flag("with_preparation_opening"),
    preparation_opening_positions: positions("preparation_opening_positions"),
  },
  (table) => [...listIndexes(table, "fitUpInspectionSequence"), ...sequenceIndexes(table, "fit_up_inspection_sequences")],
);

/** One row of a bevel sequence: which dimension of which bevel is measured at which position. */
export interface TStoredBevelSequenceDimension {
  id: string;
  position: string;
  bevel: string;
  dimension: string;
}

export const bevelInspectionSequences = pgTable(
  "bevel_inspection_sequences",
  {
    ...procedureColumns(),
    is_plate: flag("is_plate"),
    positions: positions(),
    /** Rows of the sequence, read and written with it (their bevels and dimensions are checked on write). */
    bevel_dimensions: jsonb("bevel_dimensions").$type<TStoredBevelSequenceDimension[]>().notNull().default([]),
  },
  (table) => [...listIndexes(table, "bevelInspectionSequence"), ...sequenceIndexes(table, "bevel_inspection_sequences")],
);

export const temperatureControlInspectionSequences = pgTable(
  "temperature_control_inspection_sequences",
  {
    ...procedureColumns(),
    temperature_control: uuid("temperature_control").references(() => temperatureControls.id, { onDelete: "set null" }),
    pass_group: uuid("pass_group").array().notNull().default([]),
    is_angle: flag("is_angle"),
    positions: positions(),
  },
  (table) => [
    ...listIndexes(table, "temperatureControlInspectionSequence"),
    ...sequenceIndexes(table, "temperature_control_inspection_sequences"),
  ],
);

export const coolingInspectionSequences = pgTable(
  "cooling_inspection_sequences",
  { ...procedureColumns(), is_angle: flag("is_angle"), positions: positions() },
  (table) => [...listIndexes(table, "coolingInspectionSequence"), ...sequenceIndexes(table, "cooling_inspection_sequences")],
);

// Inspections --------------------------------------------------------------------------------------------------------

const inspectionColumns = () => ({
  ...tenantColumns(),
  /** The weld's project (filters). */
  project: uuid("project")
    .notNull()
    .references(() => projects.id),
  procedure: uuid("procedure")
    .notNull()
    .references(() => procedures.id),
  weld: uuid("weld")
    .notNull()
    .references(() => welds.id),
  workpiece_edge_1: uuid("workpiece_edge_1").references(() => workpieceEdges.id, { onDelete: "set null" }),
  workpiece_edge_2: uuid("workpiece_edge_2").references(() => workpieceEdges.id, { onDelete: "set null" }),
  pass_group: uuid("pass_group").references(() => passGroups.id, { onDelete: "set null" }),
});

const inspectionTable = <const N extends string, const C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  resource: string,
  columns: C,
) =>
  pgTable(name, { ...inspectionColumns(), ...columns }, (table) => [
    ...listIndexes(table, resource as never),
    index(`${name}_weld_idx`).on(table.weld),
    index(`${name}_procedure_idx`).on(table.procedure),
    index(`${name}_project_idx`).on(table.project),
  ]);

export const fitUpInspections = inspectionTable("fit_up_inspections", "fitUpInspection", {
  sequence: uuid("sequence")
    .notNull()
    .references(() => fitUpInspectionSequences.id),
});
export const bevelInspections = inspectionTable("bevel_inspections", "bevelInspection", {
  sequence: uuid("sequence")
    .notNull()
    .references(() => bevelInspectionSequences.id),
});
export const temperatureControlInspections = inspectionTable("temperature_control_inspections", "temperatureControlInspection", {
  sequence: uuid("sequence")
    .notNull()
    .references(() => temperatureControlInspectionSequences.id),
  temperature_control: uuid("temperature_control").references(() => temperatureControls.id, { onDelete: "set null" }),
});
export const coolingInspections = inspectionTable("cooling_inspections", "coolingInspection", {
  sequence: uuid("sequence")
    .notNull()
    .references(() => coolingInspectionSequences.id),
  cooling: uuid("cooling").references(() => coolings.id, { onDelete: "set null" }),
});
export const timeLapseInspections = inspectionTable("time_lapse_inspections", "timeLapseInspection", {
  time_lapse: uuid("time_lapse").references(() => timeLapses.id, { onDelete: "set null" }),
});
export const backPurgingInspections = inspectionTable("back_purging_inspections", "backPurgingInspection", {
  back_purging: uuid("back_purging").references(() => backPurgings.id, { onDelete: "set null" }),
});
export const heatTreatmentInspections = inspectionTable("heat_treatment_inspections", "heatTreatmentInspection", {
  heat_treatment: uuid("heat_treatment").references(() => heatTreatments.id, { onDelete: "set null" }),
});

// Measurements -------------------------------------------------------------------------------------------------------

const measurementTable = <const N extends string, const C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  inspections: { id: AnyPgColumn },
  columns: C,
) =>
  pgTable(
    name,
    {
      ...tenantColumns(),
      /** Deleting an inspection takes its measurements (and their alerts keep their text). */
      inspection: uuid("inspection")
        .notNull()
        .references(() => inspections.id, { onDelete: "cascade" }),
      measuring_instrument: uuid("measuring_instrument").references(() => measuringInstruments.id),
      /** The unit the values were entered in (null: the stored unit), and the values as entered. */
      unit: text("unit"),
      entered: jsonb("entered").$type<Record<string, number | null>>().notNull(),
      verdict: text("verdict").notNull(),
      limits: jsonb("limits").notNull(),
      reasons: jsonb("reasons").notNull(),
      rules_version: integer("rules_version").notNull(),
      created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
      /**
       * An Admin's override of the instrument's expired calibration (reason, who, what was overridden); null when the
       * instrument was fit. Every view flags a measurement that has one.
       */
      instrument_override: jsonb("instrument_override").$type<TInstrumentOverride>(),
      ...columns,
    },
    (table) => [
      ...listIndexes(table, MEASUREMENT_LIST, { scope: [table.inspection] }),
      // Where an instrument was used (a failed calibration's recall: GET /api/welds/where-used/?measuring_instrument=).
      index(`${name}_instrument_idx`).on(table.measuring_instrument),
    ],
  );

export const fitUpMeasurements = measurementTable("fit_up_measurements", fitUpInspections, {
  type: text("type").notNull(),
  position: text("position").notNull(),
  measure: num("measure"),
});
export const bevelMeasurements = measurementTable("bevel_measurements", bevelInspections, {
  dimension: uuid("dimension").references(() => bevelDimensions.id, { onDelete: "set null" }),
  position: text("position").notNull(),
  measure: num("measure"),
});
export const temperatureMeasurements = measurementTable("temperature_measurements", temperatureControlInspections, {
  position: text("position").notNull(),
  measure: num("measure"),
});
export const coolingMeasurements = measurementTable("cooling_measurements", coolingInspections, {
  position: text("position").notNull(),
  measure_before_cooling: num("measure_before_cooling"),
  measure_after_cooling: num("measure_after_cooling"),
});
export const timeLapseMeasurements = measurementTable("time_lapse_measurements", timeLapseInspections, {
  duration_measured: num("duration_measured"),
});
export const backPurgingMeasurements = measurementTable("back_purging_measurements", backPurgingInspections, {
  flushing_o2_level_chamber: num("flushing_o2_level_chamber"),
  welding_o2_level_chamber: num("welding_o2_level_chamber"),
});
export const heatTreatmentMeasurements = measurementTable("heat_treatment_measurements", heatTreatmentInspections, {
  start_control_temperature: num("start_control_temperature"),
  end_control_temperature: num("end_control_temperature"),
  temperature: num("temperature"),
  soaking_duration: num("soaking_duration"),
});

export const INSPECTION_TABLES = {
  fit_up: fitUpInspections,
  bevel: bevelInspections,
  temperature_control: temperatureControlInspections,
  cooling: coolingInspections,
  time_lapse: timeLapseInspections,
  back_purging: backPurgingInspections,
  heat_treatment: heatTreatmentInspections,
} as const satisfies Record<TInspectionKind, unknown>;

export const MEASUREMENT_TABLES = {
  fit_up: fitUpMeasurements,
  bevel: bevelMeasurements,
  temperature_control: temperatureMeasurements,
  cooling: coolingMeasurements,
  time_lapse: timeLapseMeasurements,
  back_purging: backPurgingMeasurements,
  heat_treatment: heatTreatmentMeasurements,
} as const satisfies Record<TInspectionKind, unknown>;

export const SEQUENCE_TABLES = {
  fit_up: fitUpInspectionSequences,
  bevel: bevelInspectionSequences,
  temperature_control: temperatureControlInspectionSequences,
  cooling: coolingInspectionSequences,
} as const;

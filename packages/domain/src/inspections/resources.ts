import { z } from "zod";
import { defineResource, type TResourceField } from "../common/resource.js";
import { shortId } from "../common/short-id.js";
import {
  type TInspectionKind,
  ZBackPurgingInspection,
  ZBevelInspection,
  ZCoolingInspection,
  ZFitUpInspection,
  ZHeatTreatmentInspection,
  ZTemperatureControlInspection,
  ZTimeLapseInspection,
} from "./inspections.js";
import {
  ZBevelInspectionSequence,
  ZCoolingInspectionSequence,
  ZFitUpInspectionSequence,
  ZTemperatureControlInspectionSequence,
} from "./sequences.js";

/**
 * Sequences and inspections as resources (spec §2 "Inspections"): each is listed, read, created, edited and deleted
 * through the generic routes and screens. Their schemas here are the fields as sent; the server runs the domain's
 * full schema (positions parsed and normalized, edges different) on the merged record before it writes
 * (modules/inspections). Paths are the spec's web routes (architecture: the path of an entity equals its list
 * route), so /fitup-inspection-sequences serves both. Measurements are not resources: they are read-only and
 * created once by a client-made id (measurements.ts, the server's measurement routes).
 */

/** Each kind's path segment, as the spec's routes spell it ("/fitup-inspections", "/time-lapse-inspections"). */
export const INSPECTION_PATH_SEGMENTS = {
  fit_up: "fitup",
  bevel: "bevel",
  temperature_control: "temperature-control",
  cooling: "cooling",
  time_lapse: "time-lapse",
  back_purging: "back-purging",
  heat_treatment: "heat-treatment",
} as const satisfies Record<TInspectionKind, string>;

/** `/api/<path>/` of each kind's inspections, and of its measurements (`?inspection=<id>`). */
export const inspectionPath = (kind: TInspectionKind) => `${INSPECTION_PATH_SEGMENTS[kind]}-inspections` as const;
export const measurementPath = (kind: TInspectionKind) => `${INSPECTION_PATH_SEGMENTS[kind]}-inspection-measurements` as const;

/** Spec §9: inspection ids are shown by their first 4 characters in lists. */
export const INSPECTION_ID_LENGTH = 4;
/** The id as lists show it: its last 4 characters, as every shortened id (a v7 id starts with its time, shared by neighbours). */
export const shortInspectionId = (id: string) => shortId(id, INSPECTION_ID_LENGTH);

const sequenceList = {
  area: "quality",
  searchFields: ["name"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  filterFields: ["project", "procedure"],
} as const;

const sequenceHead = [
  { key: "name", kind: "text", required: true, column: true },
  { key: "project", kind: "reference", target: "project", required: true, column: true },
  { key: "procedure", kind: "reference", target: "procedure", required: true, column: true },
] as const satisfies readonly TResourceField[];

export const fitUpInspectionSequences = defineResource({
  key: "fitUpInspectionSequence",
  path: "fitup-inspection-sequences",
  ...sequenceList,
  schema: ZFitUpInspectionSequence.in.omit({ id: true }),
  fields: [
    ...sequenceHead,
    { key: "is_angle", kind: "boolean" },
    { key: "positions", kind: "text", column: true },
    { key: "with_id_high_low", kind: "boolean" },
    { key: "id_high_low_positions", kind: "text" },
    { key: "with_od_high_low", kind: "boolean" },
    { key: "od_high_low_positions", kind: "text" },
    { key: "with_root_gap", kind: "boolean" },
    { key: "root_gap_positions", kind: "text" },
    { key: "with_preparation_opening", kind: "boolean" },
    { key: "preparation_opening_positions", kind: "text" },
  ],
});

export const bevelInspectionSequences = defineResource({
  key: "bevelInspectionSequence",
  path: "bevel-inspection-sequences",
  ...sequenceList,
  schema: ZBevelInspectionSequence.in.omit({ id: true }),
  // bevel_dimensions (rows of bevel, dimension and position) travel with the sequence; the form has its own editor.
  fields: [...sequenceHead, { key: "is_plate", kind: "boolean" }, { key: "positions", kind: "text", required: true, column: true }],
});

export const temperatureControlInspectionSequences = defineResource({
  key: "temperatureControlInspectionSequence",
  path: "temperature-control-inspection-sequences",
  ...sequenceList,
  schema: ZTemperatureControlInspectionSequence.in.omit({ id: true }),
  fields: [
    ...sequenceHead,
    { key: "temperature_control", kind: "reference", target: "temperatureControl", required: true, column: true },
    { key: "pass_group", kind: "references", target: "passGroup" },
    { key: "is_angle", kind: "boolean" },
    { key: "positions", kind: "text", required: true, column: true },
  ],
});

export const coolingInspectionSequences = defineResource({
  key: "coolingInspectionSequence",
  path: "cooling-inspection-sequences",
  ...sequenceList,
  schema: ZCoolingInspectionSequence.in.omit({ id: true }),
  fields: [...sequenceHead, { key: "is_angle", kind: "boolean" }, { key: "positions", kind: "text", required: true, column: true }],
});

/** Each sequenced kind's sequence resource. */
export const SEQUENCE_RESOURCES = {
  fit_up: fitUpInspectionSequences,
  bevel: bevelInspectionSequences,
  temperature_control: temperatureControlInspectionSequences,
  cooling: coolingInspectionSequences,
} as const;

/** The domain's full schema of each sequence kind (positions parsed), which the server runs before a write. */
export const SEQUENCE_SCHEMAS = {
  fit_up: ZFitUpInspectionSequence,
  bevel: ZBevelInspectionSequence,
  temperature_control: ZTemperatureControlInspectionSequence,
  cooling: ZCoolingInspectionSequence,
} as const;

// Inspections -------------------------------------------------------------------------------------------------------

const inspectionList = {
  area: "quality",
  answerFields: { project: z.uuid().describe("The weld's project.") },
  searchFields: [],
  orderingFields: ["created_at"],
  defaultOrdering: "-created_at",
} as const;

const inspectionHead = [
  { key: "procedure", kind: "reference", target: "procedure", required: true, column: true },
  { key: "weld", kind: "reference", target: "weld", required: true, column: true },
  { key: "workpiece_edge_1", kind: "reference", target: "workpieceEdge" },
  { key: "workpiece_edge_2", kind: "reference", target: "workpieceEdge" },
] as const satisfies readonly TResourceField[];
const passGroupField = { key: "pass_group", kind: "reference", target: "passGroup" } as const satisfies TResourceField;

/*
 * The fields as sent, without the domain's refinement (a refined object has no `.partial()` for PATCH): the server
 * runs INSPECTION_SCHEMAS on the merged record. The id is the server's: an inspection is created once, then edited.
 */

const sequenced = (target: string) =>
  ({ key: "sequence", kind: "reference", target, required: true, column: true }) as const satisfies TResourceField;
const filters = (section: string) => ["project", "procedure", "weld", section] as const;

export const fitUpInspections = defineResource({
  key: "fitUpInspection",
  path: inspectionPath("fit_up"),
  ...inspectionList,
  schema: z.object(ZFitUpInspection.shape).omit({ id: true }),
  fields: [...inspectionHead, sequenced("fitUpInspectionSequence"), passGroupField],
  filterFields: filters("sequence"),
});

export const bevelInspections = defineResource({
  key: "bevelInspection",
  path: inspectionPath("bevel"),
  ...inspectionList,
  schema: z.object(ZBevelInspection.shape).omit({ id: true }),
  fields: [...inspectionHead, sequenced("bevelInspectionSequence"), passGroupField],
  filterFields: filters("sequence"),
});

export const temperatureControlInspections = defineResource({
  key: "temperatureControlInspection",
  path: inspectionPath("temperature_control"),
  ...inspectionList,
  schema: z.object(ZTemperatureControlInspection.shape).omit({ id: true }),
  fields: [
    ...inspectionHead,
    sequenced("temperatureControlInspectionSequence"),
    { key: "temperature_control", kind: "reference", target: "temperatureControl", column: true },
    passGroupField,
  ],
  filterFields: filters("sequence"),
});

export const coolingInspections = defineResource({
  key: "coolingInspection",
  path: inspectionPath("cooling"),
  ...inspectionList,
  schema: z.object(ZCoolingInspection.shape).omit({ id: true }),
  fields: [
    ...inspectionHead,
    sequenced("coolingInspectionSequence"),
    { key: "cooling", kind: "reference", target: "cooling", required: true, column: true },
    passGroupField,
  ],
  filterFields: filters("sequence"),
});

export const timeLapseInspections = defineResource({
  key: "timeLapseInspection",
  path: inspectionPath("time_lapse"),
  ...inspectionList,
  schema: z.object(ZTimeLapseInspection.shape).omit({ id: true }),
  fields: [...inspectionHead, { key: "time_lapse", kind: "reference", target: "timeLapse", required: true, column: true }, passGroupField],
  filterFields: filters("time_lapse"),
});

export const backPurgingInspections = defineResource({
  key: "backPurgingInspection",
  path: inspectionPath("back_purging"),
  ...inspectionList,
  schema: z.object(ZBackPurgingInspection.shape).omit({ id: true }),
  fields: [
    ...inspectionHead,
    { key: "back_purging", kind: "reference", target: "backPurging", required: true, column: true },
    passGroupField,
  ],
  filterFields: filters("back_purging"),
});

export const heatTreatmentInspections = defineResource({
  key: "heatTreatmentInspection",
  path: inspectionPath("heat_treatment"),
  ...inspectionList,
  schema: z.object(ZHeatTreatmentInspection.shape).omit({ id: true }),
  fields: [
    ...inspectionHead,
    { key: "heat_treatment", kind: "reference", target: "heatTreatment", required: true, column: true },
    passGroupField,
  ],
  filterFields: filters("heat_treatment"),
});

/** Each kind's inspection resource. */
export const INSPECTION_RESOURCES = {
  fit_up: fitUpInspections,
  bevel: bevelInspections,
  temperature_control: temperatureControlInspections,
  cooling: coolingInspections,
  time_lapse: timeLapseInspections,
  back_purging: backPurgingInspections,
  heat_treatment: heatTreatmentInspections,
} as const satisfies Record<TInspectionKind, { key: string }>;

/** The procedure section each kind is judged against: its field on the inspection, and its table's reference key. */
export const INSPECTION_SECTION_FIELDS = {
  fit_up: null,
  bevel: null,
  temperature_control: "temperature_control",
  cooling: "cooling",
  time_lapse: "time_lapse",
  back_purging: "back_purging",
  heat_treatment: "heat_treatment",
} as const satisfies Record<TInspectionKind, string | null>;

// Alerts -------------------------------------------------------------------------------------------------------------

/** Spec §3 "Alerts": the section an alert was raised for; inspections raise "inspection" alerts. */
export const ALERT_SECTIONS = ["inspection", "cycle"] as const;
export type TAlertSection = (typeof ALERT_SECTIONS)[number];

import { z } from "zod";
import { zName, zText } from "../validation/fields.js";
import { PERCENT_0_10, POSITIVE_BOUNDS, PPM_BOUNDS, PREN, RAMP_BOUNDS, VOLTAGE } from "./measure-kinds.js";
import {
  addMinMaxIssues,
  addRequiredIssue,
  fileShape,
  zBase,
  zDeletedRow,
  zFixed,
  zFlag,
  zIndex,
  zLength,
  zPassList,
  zRef,
  zRefs,
  zSeconds,
  zTemperature,
} from "./shared.js";

/**
 * The smaller child lists of a procedure (spec §3). Each list has a row schema (inside the procedure's
 * save payload, where a saved row the user deleted travels as {id, deleted: true}) and a create schema with
 * `procedure` for the JSON import, which posts each child collection on its own (spec §7).
 */

const withProcedure = <S extends z.ZodRawShape>(shape: S) => ({ ...shape, procedure: z.uuid() });
const live = { id: z.uuid().optional(), deleted: z.literal(false).optional() };

// Workpiece inside a procedure (the "workpiece group" section) ------------------------------------------

export const procedureWorkpieceShape = {
  ...live,
  name: zName(),
  /** A workpiece type (PIPE, PLATE...). */
  type: z.uuid(),
  /** mm */
  outer_diameter: zLength().nullish(),
  /** mm */
  wall_thickness: zLength().nullish(),
  grade: zText(255),
  manufacturer: zText(255),
  documents: zRefs(),
  heats: zRefs(),
  manufacturing_process: zRef(),
  uns_numbers: zRefs(),
  /** Pitting resistance equivalent number. */
  pren: zBase(PREN).nullish(),
  /** Cold cracking parameter, %. */
  pcm: zBase(PERCENT_0_10).nullish(),
  /** Carbon equivalent, %. */
  ce: zBase(PERCENT_0_10).nullish(),
  is_cra: zFlag(),
  comment: zText(),
  index: zIndex(),
};
export const ZProcedureWorkpiece = z.object(procedureWorkpieceShape);
export type TProcedureWorkpiece = z.output<typeof ZProcedureWorkpiece>;
export const ZProcedureWorkpieceRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZProcedureWorkpiece]);
export const ZProcedureWorkpieceCreate = z.object(withProcedure(procedureWorkpieceShape));

// Time lapse ---------------------------------------------------------------------------------------------

export const timeLapseShape = {
  ...live,
  name: zName(),
  after_pass: zPassList(),
  before_pass: zPassList(),
  /** s; required and not zero. */
  duration: zSeconds(),
  comment: zText(),
};
/** Spec §5: "Time lapse: name and non-zero duration." A zero duration (all parts empty) reads as not filled in. */
const refineTimeLapse = (lapse: { duration: number }, ctx: z.RefinementCtx) => {
  if (lapse.duration === 0) addRequiredIssue(ctx, ["duration"]);
};
export const ZTimeLapse = z.object(timeLapseShape).superRefine(refineTimeLapse);
export type TTimeLapse = z.output<typeof ZTimeLapse>;
export const ZTimeLapseRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZTimeLapse]);
export const ZTimeLapseCreate = z.object(withProcedure(timeLapseShape)).superRefine(refineTimeLapse);

// Back purging -------------------------------------------------------------------------------------------

/** O2 levels in ppm (base of gas composition); 1,000,000 ppm is pure oxygen. */
const zPpm = () => zBase(PPM_BOUNDS);

export const backPurgingShape = {
  ...live,
  name: zName(),
  /** L/min */
  flushing_flow_rate: zBase(POSITIVE_BOUNDS).nullish(),
  /** ppm */
  flushing_max_o2_level_chamber: zPpm().nullish(),
  /** ppm */
  welding_max_o2_level_chamber: zPpm().nullish(),
  /** s */
  flushing_duration: zSeconds().nullish(),
  comment: zText(),
};
/** Spec §5: name required. */
export const ZBackPurging = z.object(backPurgingShape);
export type TBackPurging = z.output<typeof ZBackPurging>;
export const ZBackPurgingRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZBackPurging]);
export const ZBackPurgingCreate = z.object(withProcedure(backPurgingShape));

// Heat treatment -----------------------------------------------------------------------------------------

/** °C/h (base of temperature ramps). */
const zRamp = () => zBase(RAMP_BOUNDS);

export const heatTreatmentShape = {
  ...live,
  name: zName(),
  heating_type: z.uuid(),
  /** An entry of the client's `equipments` catalogue. */
  equipment: zRef(),
  cooling_methods: zRefs(),
  /** °C */
  start_control_temperature: zTemperature().nullish(),
  /** °C */
  end_control_temperature: zTemperature().nullish(),
  /** °C/h */
  ramp_up: zRamp().nullish(),
  /** °C/h */
  ramp_down: zRamp().nullish(),
  /** °C */
  temperature_min: zTemperature().nullish(),
  /** °C */
  temperature_max: zTemperature().nullish(),
  after_pass: zPassList(),
  before_pass: zPassList(),
  /** s */
  soaking_duration: zSeconds().nullish(),
  comment: zText(),
  ...fileShape("procedure_document"),
};
const refineHeatTreatment = (treatment: Record<string, unknown>, ctx: z.RefinementCtx) => {
  addMinMaxIssues(treatment, ["temperature"], ctx);
};
/** Spec §5: name and heating_type required. */
export const ZHeatTreatment = z.object(heatTreatmentShape).superRefine(refineHeatTreatment);
export type THeatTreatment = z.output<typeof ZHeatTreatment>;
export const ZHeatTreatmentRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZHeatTreatment]);
export const ZHeatTreatmentCreate = z.object(withProcedure(heatTreatmentShape)).superRefine(refineHeatTreatment);

// Cooling ------------------------------------------------------------------------------------------------

export const coolingShape = {
  ...live,
  name: zName(),
  /** A cooling-methods entry. */
  method: z.uuid(),
  after_pass: zPassList(),
  before_pass: zPassList(),
  /** °C */
  temperature_before_cooling_max: zTemperature(),
  /** °C */
  temperature_after_cooling_max: zTemperature(),
  comment: zText(),
};
/** Spec §5: name, method and both maxima required. */
export const ZCooling = z.object(coolingShape);
export type TCooling = z.output<typeof ZCooling>;
export const ZCoolingRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZCooling]);
export const ZCoolingCreate = z.object(withProcedure(coolingShape));

// Post weld heat (fields not in the spec; decisions.md) -------------------------------------------------

export const postWeldHeatShape = {
  ...live,
  name: zName(),
  /** °C */
  temperature_min: zTemperature().nullish(),
  /** °C */
  temperature_max: zTemperature().nullish(),
  /** s held at temperature once welding ends. */
  duration: zSeconds().nullish(),
  comment: zText(),
};
const refinePostWeldHeat = (heat: Record<string, unknown>, ctx: z.RefinementCtx) => addMinMaxIssues(heat, ["temperature"], ctx);
export const ZPostWeldHeat = z.object(postWeldHeatShape).superRefine(refinePostWeldHeat);
export type TPostWeldHeat = z.output<typeof ZPostWeldHeat>;
export const ZPostWeldHeatRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZPostWeldHeat]);
export const ZPostWeldHeatCreate = z.object(withProcedure(postWeldHeatShape)).superRefine(refinePostWeldHeat);

// Alarm settings (spec §3: min and max u_rms) -------------------------------------------------------------

/** RMS arc voltage, V, 1 decimal like every voltage. */
const zUrms = () => zFixed(VOLTAGE);
export const alarmSettingShape = {
  ...live,
  name: zName(),
  u_rms_min: zUrms(),
  u_rms_max: zUrms(),
};
const refineAlarmSetting = (setting: Record<string, unknown>, ctx: z.RefinementCtx) => addMinMaxIssues(setting, ["u_rms"], ctx);
export const ZAlarmSetting = z.object(alarmSettingShape).superRefine(refineAlarmSetting);
export type TAlarmSetting = z.output<typeof ZAlarmSetting>;
export const ZAlarmSettingRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZAlarmSetting]);
export const ZAlarmSettingCreate = z.object(withProcedure(alarmSettingShape)).superRefine(refineAlarmSetting);

// Custom attributes ---------------------------------------------------------------------------------------

export const customAttributeShape = {
  ...live,
  /** A custom-attribute-names entry. */
  custom_attribute_name: z.uuid(),
  value: zText(1000),
};
export const ZCustomAttribute = z.object(customAttributeShape);
export type TCustomAttribute = z.output<typeof ZCustomAttribute>;
export const ZCustomAttributeRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZCustomAttribute]);
export const ZCustomAttributeCreate = z.object(withProcedure(customAttributeShape));

import { z } from "zod";
import { zRef, zSeconds } from "../procedures/shared.js";
import { convert } from "../units/conversion.js";
import type { TUnit } from "../units/units.js";
import { zDateTime } from "../validation/fields.js";
import { betweenMessage, codedIssue } from "../validation/messages.js";
import type { TInspectionKind } from "./inspections.js";
import { MEASURE_STORED_UNITS, MEASURE_UNITS } from "./measure-units.js";
import { zPosition } from "./positions.js";
import { FIT_UP_MEASUREMENT_TYPES } from "./sequences.js";

/**
 * Measurements (spec §3 "Inspections"), one schema per kind with the spec's fields, plus:
 * - `id`, required: made by the client (uuid), so a POST repeated after a lost answer creates nothing twice;
 * - `created_at`: when the value was measured (the instrument's calibration is judged on that day); the server
 *   takes the time of the request when it is absent;
 * - `instrument_override_reason`: an Admin's reason to record a value taken with an expired instrument;
 * - `unit`: the unit the values were entered in; absent means the stored unit (mm, °C, ppm; degrees for an angle
 *   dimension). Durations are entered as days, hours, minutes and seconds and sent in seconds, so they have none.
 * A measured value may be empty: the spec's rules reject a measurement without its value, so it is recorded and
 * judged, not refused. Measurement tables are read-only (spec §2): there is no update schema.
 */

export const INSTRUMENT_OVERRIDE_REASON_MAX = 500;

const measurementShape = {
  id: z.uuid(),
  inspection: z.uuid(),
  measuring_instrument: zRef(),
  created_at: zDateTime().optional(),
  /**
   * An Admin's reason for recording a measurement taken with an instrument whose calibration had expired
   * (instrument-check.ts instrumentRuling); refused (403) from anyone else, and (400) when nothing needs overriding.
   */
  instrument_override_reason: z.string().trim().min(1).max(INSTRUMENT_OVERRIDE_REASON_MAX).nullish(),
};

const zValue = () => z.number().nullish();

/** Physical limits of a value once converted to its stored unit, so a typo is refused in any entered unit. */
const STORED_RANGES = {
  length: { min: 0, max: 100_000 },
  temperature: { min: -273.15, max: 5000 },
  concentration: { min: 0, max: 1_000_000 },
} as const;

function rangeRefinement<T extends { unit?: TUnit | null }>(
  quantity: keyof typeof STORED_RANGES,
  fields: readonly (keyof T & string)[],
  storedUnit: (value: T) => TUnit = () => MEASURE_STORED_UNITS[quantity] as TUnit,
) {
  return (measurement: T, ctx: z.RefinementCtx) => {
    const stored = storedUnit(measurement);
    const unit = measurement.unit ?? stored;
    const range = STORED_RANGES[quantity];
    for (const field of fields) {
      const value = measurement[field];
      if (typeof value !== "number") continue;
      const converted = convert(value, unit, stored);
      if (converted < range.min || converted > range.max) {
        const shown = (bound: number) => Number(convert(bound, stored, unit).toFixed(3));
        ctx.addIssue({ ...codedIssue(betweenMessage(shown(range.min), shown(range.max))), path: [field] });
      }
    }
  };
}

// Fit-up --------------------------------------------------------------------------------------------------------

export const ZFitUpMeasurement = z
  .object({
    ...measurementShape,
    type: z.enum(FIT_UP_MEASUREMENT_TYPES),
    position: zPosition(),
    /** In `unit`, stored in mm. */
    measure: zValue(),
    unit: z.enum(MEASURE_UNITS.length).nullish(),
  })
  .superRefine(rangeRefinement("length", ["measure"]));
export type TFitUpMeasurement = z.output<typeof ZFitUpMeasurement>;

// Bevel ---------------------------------------------------------------------------------------------------------

/**
 * The measured dimension decides the stored unit (mm, or degrees for an angle), so whether `unit` suits it is
 * checked with the dimension (verdicts.ts judgeBevelMeasurement); lengths are still never negative.
 */
export const ZBevelMeasurement = z
  .object({
    ...measurementShape,
    /** A dimension of the bevel of the inspection's sequence. */
    dimension: z.uuid(),
    position: zPosition(),
    measure: zValue(),
    unit: z.enum(MEASURE_UNITS.dimension).nullish(),
  })
  .superRefine((measurement, ctx) => {
    if (typeof measurement.measure === "number" && measurement.measure < 0) {
      ctx.addIssue({ ...codedIssue(betweenMessage(0, "∞")), path: ["measure"] });
    }
  });
export type TBevelMeasurement = z.output<typeof ZBevelMeasurement>;

// Cooling and temperature -----------------------------------------------------------------------------------------

export const ZCoolingMeasurement = z
  .object({
    ...measurementShape,
    position: zPosition(),
    measure_before_cooling: zValue(),
    measure_after_cooling: zValue(),
    unit: z.enum(MEASURE_UNITS.temperature).nullish(),
  })
  .superRefine(rangeRefinement("temperature", ["measure_before_cooling", "measure_after_cooling"]));
export type TCoolingMeasurement = z.output<typeof ZCoolingMeasurement>;

export const ZTemperatureMeasurement = z
  .object({
    ...measurementShape,
    position: zPosition(),
    measure: zValue(),
    unit: z.enum(MEASURE_UNITS.temperature).nullish(),
  })
  .superRefine(rangeRefinement("temperature", ["measure"]));
export type TTemperatureMeasurement = z.output<typeof ZTemperatureMeasurement>;

// Time lapse ----------------------------------------------------------------------------------------------------

export const ZTimeLapseMeasurement = z.object({
  ...measurementShape,
  /** s */
  duration_measured: zSeconds().nullish(),
});
export type TTimeLapseMeasurement = z.output<typeof ZTimeLapseMeasurement>;

// Back purging --------------------------------------------------------------------------------------------------

export const ZBackPurgingMeasurement = z
  .object({
    ...measurementShape,
    flushing_o2_level_chamber: zValue(),
    welding_o2_level_chamber: zValue(),
    unit: z.enum(MEASURE_UNITS.concentration).nullish(),
  })
  .superRefine(rangeRefinement("concentration", ["flushing_o2_level_chamber", "welding_o2_level_chamber"]));
export type TBackPurgingMeasurement = z.output<typeof ZBackPurgingMeasurement>;

// Heat treatment ------------------------------------------------------------------------------------------------

export const ZHeatTreatmentMeasurement = z
  .object({
    ...measurementShape,
    start_control_temperature: zValue(),
    end_control_temperature: zValue(),
    temperature: zValue(),
    /** s; `unit` does not apply to it. */
    soaking_duration: zSeconds().nullish(),
    /** The unit of the three temperatures. */
    unit: z.enum(MEASURE_UNITS.temperature).nullish(),
  })
  .superRefine(rangeRefinement("temperature", ["start_control_temperature", "end_control_temperature", "temperature"]));
export type THeatTreatmentMeasurement = z.output<typeof ZHeatTreatmentMeasurement>;

/** Each kind's create schema, keyed like INSPECTION_KINDS. */
export const MEASUREMENT_SCHEMAS = {
  fit_up: ZFitUpMeasurement,
  bevel: ZBevelMeasurement,
  temperature_control: ZTemperatureMeasurement,
  cooling: ZCoolingMeasurement,
  time_lapse: ZTimeLapseMeasurement,
  back_purging: ZBackPurgingMeasurement,
  heat_treatment: ZHeatTreatmentMeasurement,
} as const satisfies Record<TInspectionKind, z.ZodType>;

/** The values each kind measures (entered in `unit`, stored in the stored unit): the server records, the web shows. */
export const MEASURED_FIELDS: Record<TInspectionKind, readonly string[]> = {
  fit_up: ["measure"],
  bevel: ["measure"],
  temperature_control: ["measure"],
  cooling: ["measure_before_cooling", "measure_after_cooling"],
  time_lapse: ["duration_measured"],
  back_purging: ["flushing_o2_level_chamber", "welding_o2_level_chamber"],
  heat_treatment: ["start_control_temperature", "end_control_temperature", "temperature", "soaking_duration"],
};

import { z } from "zod";
import { message } from "../messages/catalogue.js";
import { zRef } from "../procedures/shared.js";
import { codedIssue } from "../validation/messages.js";

/**
 * Inspection records (spec §2 "Inspections", §3): one per inspection of a weld, linking the procedure, the weld,
 * the two workpiece edges it joins, the sequence followed and the procedure section judged against. Their
 * measurements are in measurements.ts.
 */

/** The seven kinds, in the spec's order; the keys of every per-kind map of this folder. */
export const INSPECTION_KINDS = [
  "fit_up",
  "bevel",
  "temperature_control",
  "cooling",
  "time_lapse",
  "back_purging",
  "heat_treatment",
] as const;
export type TInspectionKind = (typeof INSPECTION_KINDS)[number];

/** The kinds whose inspections follow a sequence (spec §3: fit-up, cooling, temperature control, bevel). */
export const SEQUENCED_INSPECTION_KINDS = [
  "fit_up",
  "bevel",
  "temperature_control",
  "cooling",
] as const satisfies readonly TInspectionKind[];

const inspectionShape = {
  /** Optional: a client may give the id so a repeated POST creates nothing twice. */
  id: z.uuid().optional(),
  procedure: z.uuid(),
  weld: z.uuid(),
  workpiece_edge_1: zRef(),
  workpiece_edge_2: zRef(),
  /** The pass group the inspection was made at, when it was made during welding (spec §3 lists it among the sections). */
  pass_group: zRef(),
};

/** Spec §5: the two edges of a weld are different; the same rule holds for the edges an inspection names. */
function refineEdges(inspection: { workpiece_edge_1?: string | null; workpiece_edge_2?: string | null }, ctx: z.RefinementCtx) {
  if (inspection.workpiece_edge_1 && inspection.workpiece_edge_1 === inspection.workpiece_edge_2) {
    ctx.addIssue({ ...codedIssue(message("same_edge_twice")), path: ["workpiece_edge_2"] });
  }
}

export const ZFitUpInspection = z.object({ ...inspectionShape, sequence: z.uuid() }).superRefine(refineEdges);
export type TFitUpInspection = z.output<typeof ZFitUpInspection>;

export const ZBevelInspection = z.object({ ...inspectionShape, sequence: z.uuid() }).superRefine(refineEdges);
export type TBevelInspection = z.output<typeof ZBevelInspection>;

/** The temperature control is the sequence's; when sent it must be that one (the server's check). */
export const ZTemperatureControlInspection = z
  .object({ ...inspectionShape, sequence: z.uuid(), temperature_control: zRef() })
  .superRefine(refineEdges);
export type TTemperatureControlInspection = z.output<typeof ZTemperatureControlInspection>;

export const ZCoolingInspection = z.object({ ...inspectionShape, sequence: z.uuid(), cooling: z.uuid() }).superRefine(refineEdges);
export type TCoolingInspection = z.output<typeof ZCoolingInspection>;

export const ZTimeLapseInspection = z.object({ ...inspectionShape, time_lapse: z.uuid() }).superRefine(refineEdges);
export type TTimeLapseInspection = z.output<typeof ZTimeLapseInspection>;

export const ZBackPurgingInspection = z.object({ ...inspectionShape, back_purging: z.uuid() }).superRefine(refineEdges);
export type TBackPurgingInspection = z.output<typeof ZBackPurgingInspection>;

export const ZHeatTreatmentInspection = z.object({ ...inspectionShape, heat_treatment: z.uuid() }).superRefine(refineEdges);
export type THeatTreatmentInspection = z.output<typeof ZHeatTreatmentInspection>;

/** Each kind's create schema. */
export const INSPECTION_SCHEMAS = {
  fit_up: ZFitUpInspection,
  bevel: ZBevelInspection,
  temperature_control: ZTemperatureControlInspection,
  cooling: ZCoolingInspection,
  time_lapse: ZTimeLapseInspection,
  back_purging: ZBackPurgingInspection,
  heat_treatment: ZHeatTreatmentInspection,
} as const satisfies Record<TInspectionKind, z.ZodType>;

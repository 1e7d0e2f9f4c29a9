import { z } from "zod";
import { defineResource, type TResourceField } from "../common/resource.js";
import { zFlag, zRef } from "../procedures/shared.js";
import { MEASURE_MAX, zMeasure, zText } from "../validation/fields.js";
import { zMomentOrNull } from "./welds.js";

// ---------------------------------------------------------------------------------------------------------
// Cycle (spec §3): one welding run on a weld, by up to two torches. Made by hand here; the arc-data engine
// fills the same table from edge servers' data, with the time span and the signal statistics.
// ---------------------------------------------------------------------------------------------------------

/** Spec §4: free selection in the form, no transitions enforced. */
export const ACQUISITION_STATUSES = ["created", "starting", "running", "failed", "done"] as const;
export type TAcquisitionStatus = (typeof ACQUISITION_STATUSES)[number];
/** Spec §4: sb (starboard) or ps (portside). */
export const WELD_SIDES = ["sb", "ps"] as const;

/** Spec §2: the cycles list cuts the comment at 30 characters and adds an ellipsis. */
export const CYCLE_COMMENT_LENGTH = 30;

/**
 * A cycle's or stream's chart view of at most this many samples (10 s at 25 kHz) is drawn from the raw samples rather
 * than the stored envelopes: the signal routes answer it so, and the chart says so (decisions.md, "Zoom into raw samples").
 */
export const RAW_VIEW_MAX_SAMPLES = 250_000;
export function shortComment(comment: string | null | undefined): string {
  if (!comment) return "";
  return comment.length > CYCLE_COMMENT_LENGTH ? `${comment.slice(0, CYCLE_COMMENT_LENGTH)}…` : comment;
}

/**
 * Why the arc-data engine ended a cycle: its stop condition; a gap in data time (the next chunk came later than
 * the samples before it allow: the data stopped, and a time-out runs on data time); or the end of the data (a
 * re-run reached the last stored chunk). Stored on the cycle (end_reason), null for a manual cycle.
 */
export const CYCLE_END_REASONS = ["stop", "gap", "end-of-data"] as const;
export type TCycleEndReason = (typeof CYCLE_END_REASONS)[number];

/** A stored end_reason as the answers type it: one of CYCLE_END_REASONS, else null (a manual cycle, an older row). */
export function cycleEndReason(value: string | null | undefined): TCycleEndReason | null {
  return CYCLE_END_REASONS.find((reason) => reason === value) ?? null;
}

/** Statistics the arc-data engine writes (read-only in the API; null for a manual cycle). */
export const CYCLE_STATISTICS = [
  "mean_u",
  "rms_u",
  "mean_i",
  "rms_i",
  "mean_wfs",
  "rms_wfs",
  "mean_ts",
  "rms_ts",
  "arc_energy",
  "heat_input",
] as const;

const torchShape = <const N extends 1 | 2>(n: N) =>
  ({
    [`with_torch_${n}`]: zFlag(),
    [`pass_group_torch_${n}`]: zRef(),
    [`welding_process_torch_${n}`]: zRef(),
    [`with_heat_input_torch_${n}`]: zFlag(),
    [`k_factor_torch_${n}`]: z.number().min(0).max(1).nullish(),
    [`cycle_edge_torch_${n}`]: zRef(),
    [`filler_metal_torch_${n}`]: zRef(),
    [`welder_torch_${n}`]: zRef(),
    [`bead_length_torch_${n}`]: zMeasure().nullish(),
  }) as {
    [K in `with_torch_${N}` | `with_heat_input_torch_${N}`]: ReturnType<typeof zFlag>;
  } & {
    [K in
      | `pass_group_torch_${N}`
      | `welding_process_torch_${N}`
      | `cycle_edge_torch_${N}`
      | `filler_metal_torch_${N}`
      | `welder_torch_${N}`]: ReturnType<typeof zRef>;
  } & { [K in `k_factor_torch_${N}` | `bead_length_torch_${N}`]: z.ZodOptional<z.ZodNullable<z.ZodNumber>> };

const cycleShape = {
  weld: z.uuid(),
  comment: zText().nullish(),
  weld_side: z.enum(WELD_SIDES).nullish(),
  acquisition_status: z.enum(ACQUISITION_STATUSES),
  acquisition_error: zText().nullish(),
  started_at: zMomentOrNull(),
  ended_at: zMomentOrNull(),
  start_position: zMeasure(-MEASURE_MAX).nullish(),
  end_position: zMeasure(-MEASURE_MAX).nullish(),
  /** m/min. */
  wire_feed_speed: zMeasure().nullish(),
  /** cm/min. */
  travel_speed: zMeasure(-MEASURE_MAX).nullish(),
  ...torchShape(1),
  ...torchShape(2),
};
export const ZCycleCreate = z.object(cycleShape);
export type TCycleCreate = z.input<typeof ZCycleCreate>;

const torchFields = <const N extends 1 | 2>(n: N) =>
  [
    { key: `with_torch_${n}` as `with_torch_${N}`, kind: "boolean" },
    { key: `pass_group_torch_${n}` as `pass_group_torch_${N}`, kind: "reference", target: "passGroup" },
    { key: `welding_process_torch_${n}` as `welding_process_torch_${N}`, kind: "reference", target: "weldingProcess" },
    { key: `with_heat_input_torch_${n}` as `with_heat_input_torch_${N}`, kind: "boolean" },
    { key: `k_factor_torch_${n}` as `k_factor_torch_${N}`, kind: "number", decimals: 2 },
    { key: `cycle_edge_torch_${n}` as `cycle_edge_torch_${N}`, kind: "reference", target: "workpieceEdge" },
    { key: `filler_metal_torch_${n}` as `filler_metal_torch_${N}`, kind: "reference", target: "fillerMetal" },
    { key: `welder_torch_${n}` as `welder_torch_${N}`, kind: "reference", target: "welder" },
    { key: `bead_length_torch_${n}` as `bead_length_torch_${N}`, kind: "number", decimals: 2 },
  ] as const satisfies readonly TResourceField[];

const zNullableId = () => z.uuid().nullable();
const zSampleIndex = () => z.number().int().nullable();

/** What a cycle answers beside its form: the weld's project and procedure, and what the arc-data engine wrote. */
const cycleAnswerFields = {
  end_reason: z
    .enum(CYCLE_END_REASONS)
    .nullable()
    .describe(
      "Why the arc-data engine ended the cycle: stop (its stop condition), gap (a gap in data time: the data stopped), end-of-data (a re-run reached the end of the stored data); null for a cycle typed by hand. Written by the server only.",
    ),
  project: zNullableId().describe("The weld's project when the cycle was saved."),
  procedure: zNullableId().describe("The weld's procedure when the cycle was saved."),
  ...Object.fromEntries(CYCLE_STATISTICS.map((key) => [key, z.number().nullable()])),
  stream: zNullableId().describe("The acquisition stream the arc-data engine found the cycle in."),
  event_key: z.string().nullable(),
  start_index: zSampleIndex(),
  stop_index: zSampleIndex(),
  raw_from: zSampleIndex(),
  raw_to: zSampleIndex(),
  counted_from: zSampleIndex().describe("First sample the statistics cover."),
  counted_to: zSampleIndex(),
  arc_time: z.number().nullable(),
  torch_energy: z.number().nullable(),
  arc_stats: z.record(z.string(), z.unknown()).nullable().describe("The arc-data engine's statistics (TArcStats of packages/arc)."),
  verdict: z
    .object({
      result: z.enum(["ok", "out_of_range", "incomplete", "no-limits"]),
      heatInputMethod: z.string(),
      checks: z.array(
        z.object({
          parameter: z.string(),
          value: z.number().nullable(),
          min: z.number().nullable(),
          max: z.number().nullable(),
          inRange: z.boolean().nullable(),
        }),
      ),
    })
    .nullable()
    .describe("The engine's verdict against the pass group's ranges (TCycleVerdict of packages/arc)."),
  alerts: z.array(z.record(z.string(), z.unknown())).nullable().describe("The engine's alert events during the cycle."),
} satisfies z.ZodRawShape;

export const cycles = defineResource({
  key: "cycle",
  path: "cycles",
  area: "production",
  schema: ZCycleCreate,
  answerFields: cycleAnswerFields,
  fields: [
    { key: "weld", kind: "reference", target: "weld", required: true, column: true },
    { key: "acquisition_status", kind: "choice", options: ACQUISITION_STATUSES, required: true, column: true },
    { key: "acquisition_error", kind: "textarea" },
    { key: "weld_side", kind: "choice", options: WELD_SIDES, column: true },
    { key: "started_at", kind: "datetime", column: true },
    { key: "ended_at", kind: "datetime", column: true },
    { key: "start_position", kind: "number", decimals: 2 },
    { key: "end_position", kind: "number", decimals: 2 },
    { key: "wire_feed_speed", kind: "number", decimals: 2 },
    { key: "travel_speed", kind: "number", decimals: 2 },
    { key: "comment", kind: "textarea", column: true },
    ...torchFields(1),
    ...torchFields(2),
  ],
  searchFields: ["comment"],
  orderingFields: ["created_at", "started_at", "ended_at", "acquisition_status"],
  defaultOrdering: "-created_at",
  filterFields: ["project", "procedure", "weld", "acquisition_status"],
});

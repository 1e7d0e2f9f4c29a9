import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { message } from "../messages/catalogue.js";
import { zFlag, zRef } from "../procedures/shared.js";
import { zDateTime, zName } from "../validation/fields.js";
import { codedIssue } from "../validation/messages.js";

/** An ISO 8601 date-time (with offset or Z, a storable year), kept as a Date; null clears it. */
export const zMomentOrNull = () =>
  zDateTime()
    .transform((text) => new Date(text))
    .nullish();

// ---------------------------------------------------------------------------------------------------------
// Weld (spec §3): a joint between two workpiece edges, welded to a procedure of its project.
// ---------------------------------------------------------------------------------------------------------

const weldShape = {
  /** Spec §5: chosen before the procedure; a weld always belongs to a project (its procedure does). */
  project: z.uuid(),
  name: zName(),
  internal_name: z.string().trim().max(255).nullish(),
  procedure: z.uuid(),
  workpiece_edge_1: zRef(),
  workpiece_edge_2: zRef(),
  started_at: zMomentOrNull(),
  ended_at: zMomentOrNull(),
  /** Spec §3: shown only when editing. */
  completed: zFlag(),
  scanned: zFlag(),
};

function refineWeld(weld: { workpiece_edge_1?: string | null; workpiece_edge_2?: string | null }, ctx: z.RefinementCtx) {
  if (weld.workpiece_edge_1 && weld.workpiece_edge_1 === weld.workpiece_edge_2)
    ctx.addIssue({ ...codedIssue(message("same_edge_twice")), path: ["workpiece_edge_2"] });
}

export const ZWeldCreate = z.object(weldShape).superRefine(refineWeld);
export type TWeldCreate = z.input<typeof ZWeldCreate>;

export const welds = defineResource({
  key: "weld",
  path: "welds",
  area: "production",
  // The distinct-edges rule is checked by the server on the merged record (a PATCH may send one edge).
  schema: z.object(weldShape),
  answerFields: {
    is_cut_out: z.boolean().describe("Set by cutting the weld out (a cut-out record), cleared by cancelling the cut."),
    repairs_weld: z.uuid().nullable().describe("The weld this one repairs (the rejected flaw's repaired_by names it)."),
    repairs_flaw: z.uuid().nullable().describe("The flaw this weld repairs."),
  },
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "internal_name", kind: "text", column: true },
    { key: "project", kind: "reference", target: "project", required: true, column: true },
    { key: "procedure", kind: "reference", target: "procedure", required: true, column: true },
    { key: "workpiece_edge_1", kind: "reference", target: "workpieceEdge" },
    { key: "workpiece_edge_2", kind: "reference", target: "workpieceEdge" },
    { key: "started_at", kind: "datetime", column: true },
    { key: "ended_at", kind: "datetime", column: true },
    { key: "completed", kind: "boolean", column: true },
    { key: "scanned", kind: "boolean", column: true },
  ],
  searchFields: ["name", "internal_name"],
  orderingFields: ["name", "internal_name", "started_at", "ended_at", "created_at"],
  defaultOrdering: "-created_at",
  filterFields: ["project", "procedure", "completed", "scanned", "is_cut_out"],
});

// ---------------------------------------------------------------------------------------------------------
// Cut-out (spec §3, §4): cutting a weld records a cut-out; deleting it cancels the cut.
// ---------------------------------------------------------------------------------------------------------

export const ZCutOutCreate = z.object({ weld: z.uuid() });
export const cutOuts = defineResource({
  key: "cutOut",
  path: "cut-outs",
  area: "production",
  schema: ZCutOutCreate,
  answerFields: { project: z.uuid().describe("The weld's project."), weld_name: z.string().nullable() },
  fields: [{ key: "weld", kind: "reference", target: "weld", required: true, column: true }],
  searchFields: [],
  orderingFields: ["created_at"],
  defaultOrdering: "-created_at",
  filterFields: ["project", "weld"],
  deleteOnly: true,
});

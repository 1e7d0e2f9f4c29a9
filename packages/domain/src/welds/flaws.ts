import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { zFlag, zRef } from "../procedures/shared.js";
import { MEASURE_MAX, zMeasure, zName, zText } from "../validation/fields.js";
import { FLAW_RESULTS, FLAW_SANCTIONS, FLAW_STATUSES } from "./flaw-rules.js";

// ---------------------------------------------------------------------------------------------------------
// Flaw (spec §3): an NDE finding on a weld, typed from a library (library → NDE method → type).
// ---------------------------------------------------------------------------------------------------------

const flawShape = {
  weld: z.uuid(),
  /** Spec §5: library, NDE method and type required; each narrows the next. */
  library: z.uuid(),
  nde_method: z.uuid(),
  type: z.uuid(),
  related_to: zRef(),
  status: z.enum(FLAW_STATUSES),
  result: z.enum(FLAW_RESULTS),
  sanction: z.enum(FLAW_SANCTIONS).nullish(),
  repaired_by: zRef(),
  start_position: zMeasure(-MEASURE_MAX).nullish(),
  end_position: zMeasure(-MEASURE_MAX).nullish(),
  length: zMeasure().nullish(),
  depth: zMeasure().nullish(),
  height: zMeasure().nullish(),
  width: zMeasure().nullish(),
  diameter: zMeasure().nullish(),
  cluster_diameter: zMeasure().nullish(),
  /** Degrees (spec §9), 0 to 359 as positions. */
  angle: z.number().min(0).max(359).nullish(),
  quantity: z.number().int().min(0).nullish(),
  discontinued: zFlag(),
  comment: zText().nullish(),
};
export const ZFlawCreate = z.object(flawShape);
export type TFlawCreate = z.input<typeof ZFlawCreate>;

export const flaws = defineResource({
  key: "flaw",
  path: "flaws",
  area: "quality",
  // Result and sanction (spec §4) and the library chain are checked by the server on the merged record.
  schema: ZFlawCreate,
  answerFields: {
    project: z.uuid().describe("The weld's project."),
    created_by: z.uuid().nullable().describe("The user who recorded the flaw."),
    updated_by: z.uuid().nullable().describe("The user who last changed it."),
  },
  fields: [
    { key: "weld", kind: "reference", target: "weld", required: true, column: true },
    { key: "library", kind: "reference", target: "flawLibrary", required: true },
    { key: "nde_method", kind: "reference", target: "flawNdeMethod", required: true, column: true },
    { key: "type", kind: "reference", target: "flawType", required: true, column: true },
    { key: "related_to", kind: "reference", target: "flaw" },
    { key: "status", kind: "choice", options: FLAW_STATUSES, required: true, column: true },
    { key: "result", kind: "choice", options: FLAW_RESULTS, required: true, column: true },
    { key: "sanction", kind: "choice", options: FLAW_SANCTIONS, column: true },
    { key: "repaired_by", kind: "reference", target: "weld" },
    { key: "start_position", kind: "number", decimals: 2 },
    { key: "end_position", kind: "number", decimals: 2 },
    { key: "length", kind: "number", decimals: 2 },
    { key: "depth", kind: "number", decimals: 2 },
    { key: "height", kind: "number", decimals: 2 },
    { key: "width", kind: "number", decimals: 2 },
    { key: "diameter", kind: "number", decimals: 2 },
    { key: "cluster_diameter", kind: "number", decimals: 2 },
    { key: "angle", kind: "number", decimals: 0 },
    { key: "quantity", kind: "number", decimals: 0 },
    { key: "discontinued", kind: "boolean" },
    { key: "comment", kind: "textarea" },
  ],
  searchFields: ["comment"],
  orderingFields: ["created_at", "updated_at", "status", "result", "sanction"],
  defaultOrdering: "-created_at",
  filterFields: ["weld", "project", "library", "result", "sanction", "status"],
});

// Attachments (spec §3): a name and a stored file; the file's name and download link come with the row.
export const ZFlawAttachmentCreate = z.object({ flaw: z.uuid(), name: zName(), file: z.uuid(), default: zFlag() });
export const flawAttachments = defineResource({
  key: "flawAttachment",
  path: "flaw-attachments",
  area: "quality",
  schema: ZFlawAttachmentCreate,
  fields: [
    { key: "flaw", kind: "reference", target: "flaw", required: true },
    { key: "name", kind: "text", required: true, column: true },
    { key: "file", kind: "file", required: true, column: true },
    { key: "default", kind: "boolean", column: true },
  ],
  searchFields: ["name"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  filterFields: ["flaw"],
});

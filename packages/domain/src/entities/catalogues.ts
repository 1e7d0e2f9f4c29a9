import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { zName, zText } from "../validation/fields.js";

export const ZBeadTechniqueCreate = z.object({ name: zName() });
export type TBeadTechniqueCreate = z.infer<typeof ZBeadTechniqueCreate>;
export const beadTechniques = defineResource({
  key: "beadTechnique",
  path: "bead-techniques",
  area: "reference",
  schema: ZBeadTechniqueCreate,
  fields: [{ key: "name", kind: "text", required: true, column: true }],
  searchFields: ["name"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
});

export const ZBevelTypeCreate = z.object({ name: zName(), description: zText() });
export type TBevelTypeCreate = z.infer<typeof ZBevelTypeCreate>;
export const bevelTypes = defineResource({
  key: "bevelType",
  path: "bevel-types",
  area: "reference",
  schema: ZBevelTypeCreate,
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "description", kind: "textarea", column: true },
  ],
  searchFields: ["name", "description"],
  orderingFields: ["name", "description", "created_at"],
  defaultOrdering: "name",
});

export const ZWeldingPositionCreate = z.object({ name: zName(), description: zText(), standards: zText() });
export type TWeldingPositionCreate = z.infer<typeof ZWeldingPositionCreate>;
export const weldingPositions = defineResource({
  key: "weldingPosition",
  path: "welding-positions",
  area: "reference",
  schema: ZWeldingPositionCreate,
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "description", kind: "textarea", column: true },
    { key: "standards", kind: "lines", column: true },
  ],
  searchFields: ["name", "description", "standards"],
  orderingFields: ["name", "description", "created_at"],
  defaultOrdering: "name",
});

/** Standards are stored one per line and shown as bullets. */
export function splitLines(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

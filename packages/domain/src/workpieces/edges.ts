import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { zMeasure, zName } from "../validation/fields.js";
import { isPipe, isPlate, WORKPIECE_BOUNDS } from "./workpieces.js";

const zNumber = (max: number) => zMeasure(0, max).nullish();

/** A workpiece edge (spec §3): dimensions in mm; `uuid` is the identity printed on its label and read by imports. */
export const ZWorkpieceEdge = z.object({
  workpiece: z.uuid(),
  name: zName(),
  outer_diameter: zNumber(WORKPIECE_BOUNDS.outer_diameter),
  length: zNumber(WORKPIECE_BOUNDS.length),
  wall_thickness: zNumber(WORKPIECE_BOUNDS.wall_thickness),
});
export type TWorkpieceEdgeInput = z.infer<typeof ZWorkpieceEdge>;

export const workpieceEdges = defineResource({
  key: "workpieceEdge",
  path: "workpiece-edges",
  area: "production",
  schema: ZWorkpieceEdge,
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "workpiece", kind: "reference", target: "workpiece", required: true, column: true },
    { key: "outer_diameter", kind: "number", decimals: 3, column: true },
    { key: "wall_thickness", kind: "number", decimals: 3, column: true },
    { key: "length", kind: "number", decimals: 3, column: true },
  ],
  searchFields: ["name"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  filterFields: ["workpiece", "uuid"],
});

/**
 * Spec §5 "Generated edges": pipes take the outer diameter, plates the length, wall thickness always.
 * `count` edges named "{workpiece}-E1", "-E2"... (decisions.md).
 */
export function generateEdges(
  workpiece: { id: string; name: string; outer_diameter?: number | null; wall_thickness?: number | null; length?: number | null },
  typeName: string | null | undefined,
  count: number,
): TWorkpieceEdgeInput[] {
  return Array.from({ length: count }, (_, index) => ({
    workpiece: workpiece.id,
    name: `${workpiece.name}-E${index + 1}`,
    outer_diameter: isPipe(typeName) ? (workpiece.outer_diameter ?? null) : null,
    // The workpiece length is kept in m, an edge's dimensions in mm.
    length: isPlate(typeName) && workpiece.length !== null && workpiece.length !== undefined ? workpiece.length * 1000 : null,
    wall_thickness: workpiece.wall_thickness ?? null,
  }));
}

/** Two edges are the same edge when they belong to one workpiece and carry one name, whatever its case. */
export const edgeKey = (edge: { workpiece: string; name: string }) => `${edge.workpiece}\u0000${edge.name.trim().toLowerCase()}`;

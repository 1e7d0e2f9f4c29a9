import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { converted, measure, measureDecimals, measuresOf, type TMeasureSpec } from "../fields/measures.js";
import { zMeasure, zName } from "../validation/fields.js";
import { isPipe, isPlate, WORKPIECE_BOUNDS, WORKPIECE_MEASURES } from "./workpieces.js";

/**
 * An edge's measures: outer diameter, wall thickness and (a plate's) length, all kept in mm and shown in the
 * workpiece outer diameter's unit, with the workpiece's decimals for the same field (spec: length and wall
 * thickness 2, outer diameter 3).
 */
const EDGE_MEASURE_SPECS = {
  outer_diameter: WORKPIECE_MEASURES.outer_diameter,
  wall_thickness: WORKPIECE_MEASURES.wall_thickness,
  length: measure(converted("workpiece_outer_diameter", WORKPIECE_MEASURES.length.decimals), {
    label: WORKPIECE_MEASURES.length.label,
    min: 0,
    max: WORKPIECE_BOUNDS.length,
  }),
} as const satisfies Record<string, TMeasureSpec>;

const zNumber = (spec: TMeasureSpec) => zMeasure(spec.min, spec.max).nullish();

/** A workpiece edge (spec §3): dimensions in mm; `uuid` is the identity printed on its label and read by imports. */
export const ZWorkpieceEdge = z.object({
  workpiece: z.uuid(),
  name: zName(),
  outer_diameter: zNumber(EDGE_MEASURE_SPECS.outer_diameter),
  length: zNumber(EDGE_MEASURE_SPECS.length),
  wall_thickness: zNumber(EDGE_MEASURE_SPECS.wall_thickness),
});

/** The edge's measures, keyed by its schema's fields. */
export const EDGE_MEASURES = measuresOf<typeof ZWorkpieceEdge.shape>()(EDGE_MEASURE_SPECS);
const decimalsOf = (key: keyof typeof EDGE_MEASURES) => measureDecimals(EDGE_MEASURES[key]);
export type TWorkpieceEdgeInput = z.infer<typeof ZWorkpieceEdge>;

export const workpieceEdges = defineResource({
  key: "workpieceEdge",
  path: "workpiece-edges",
  area: "production",
  schema: ZWorkpieceEdge,
  answerFields: { uuid: z.uuid().describe("The edge's own identifier, given by the server (labels, scans).") },
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "workpiece", kind: "reference", target: "workpiece", required: true, column: true },
    { key: "outer_diameter", kind: "number", decimals: decimalsOf("outer_diameter"), column: true },
    { key: "wall_thickness", kind: "number", decimals: decimalsOf("wall_thickness"), column: true },
    { key: "length", kind: "number", decimals: decimalsOf("length"), column: true },
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

import { describe, expect, it } from "vitest";
import type { z } from "zod";
import "../index.js";
import type { TResourceField } from "../common/resource.js";
import { PREN } from "../procedures/measure-kinds.js";
import { PROCEDURE_MEASURES } from "../procedures/measures.js";
import { procedureChildrenShape, procedureFieldsShape } from "../procedures/procedures.js";
import { EDGE_MEASURES, workpieceEdges, ZWorkpieceEdge } from "../workpieces/edges.js";
import { WORKPIECE_MEASURES, WORKPIECE_UNIT_FIELDS, workpieces, ZWorkpiece } from "../workpieces/workpieces.js";
import { converted, measure, measureDecimals, measuresOf, type TMeasureNode, type TMeasureSpec } from "./measures.js";

type TSchema = z.ZodType;
type TShape = Readonly<Record<string, TSchema>>;

/** The schema under optional, nullable and default wrappers. */
function unwrap(schema: TSchema): TSchema {
  const def = schema._zod.def as { type: string; innerType?: TSchema };
  return ["optional", "nullable", "default"].includes(def.type) && def.innerType ? unwrap(def.innerType) : schema;
}

/** A child list's row shape: the live option of the list's rows (the other is a deleted row's id). */
function rowShape(list: TSchema): TShape {
  const array = unwrap(list) as unknown as z.ZodArray<TSchema>;
  const row = unwrap(array.element) as unknown as { options?: readonly z.ZodObject[]; shape?: TShape };
  const live = row.options ? row.options[row.options.length - 1] : row;
  return live?.shape as TShape;
}

const objectShape = (schema: TSchema): TShape => (unwrap(schema) as unknown as z.ZodObject).shape;

/** A row's place in its list, not a measure. */
const NOT_MEASURES = new Set(["index"]);

/** The numeric fields of a shape that are measures. */
const numericKeys = (shape: TShape) =>
  Object.entries(shape)
    .filter(([key, schema]) => !NOT_MEASURES.has(key) && unwrap(schema)._zod.def.type === "number")
    .map(([key]) => key)
    .sort();

/** Every node of the procedure's spec with the shape of its schema, by path. */
function procedureNodes(): [string, TMeasureNode, TShape][] {
  const out: [string, TMeasureNode, TShape][] = [["procedure", PROCEDURE_MEASURES, procedureFieldsShape]];
  const visit = (path: string, node: TMeasureNode, shape: TShape) => {
    for (const [list, child] of Object.entries(node.lists ?? {})) {
      const childShape = rowShape(shape[list] as TSchema);
      out.push([`${path}.${list}`, child, childShape]);
      visit(`${path}.${list}`, child, childShape);
    }
    for (const [name, child] of Object.entries(node.objects ?? {})) {
      const childShape = objectShape(shape[name] as TSchema);
      out.push([`${path}.${name}`, child, childShape]);
      visit(`${path}.${name}`, child, childShape);
    }
  };
  visit("procedure", PROCEDURE_MEASURES, { ...procedureFieldsShape, ...procedureChildrenShape });
  return out;
}

const allSpecs = (): [string, TMeasureSpec, TSchema][] => [
  ...Object.entries(WORKPIECE_MEASURES).map(([key, spec]): [string, TMeasureSpec, TSchema] => [
    `workpiece.${key}`,
    spec,
    ZWorkpiece.shape[key as keyof typeof ZWorkpiece.shape],
  ]),
  ...Object.entries(EDGE_MEASURES).map(([key, spec]): [string, TMeasureSpec, TSchema] => [
    `edge.${key}`,
    spec,
    ZWorkpieceEdge.shape[key as keyof typeof ZWorkpieceEdge.shape],
  ]),
  ...procedureNodes().flatMap(([path, node, shape]) =>
    Object.entries(node.numbers).map(([key, spec]): [string, TMeasureSpec, TSchema] => [`${path}.${key}`, spec, shape[key] as TSchema]),
  ),
];

describe("the measure specification is complete", () => {
  it("has an entry for every measure of the workpiece and the edge, and no other", () => {
    expect(Object.keys(WORKPIECE_MEASURES).sort()).toEqual(numericKeys(ZWorkpiece.shape));
    expect(Object.keys(EDGE_MEASURES).sort()).toEqual(numericKeys(ZWorkpieceEdge.shape));
  });

  it("has an entry for every measure of the procedure and of each row of its lists, and no other", () => {
    const nodes = procedureNodes();
    expect(nodes.map(([path]) => path)).toContain("procedure.bevel.dimensions");
    expect(nodes.map(([path]) => path)).toContain("procedure.pass_group.tack_welding");
    for (const [path, node, shape] of nodes) expect(Object.keys(node.numbers).sort(), path).toEqual(numericKeys(shape));
    // Every child list of the save payload has its node.
    expect(Object.keys(PROCEDURE_MEASURES.lists).sort()).toEqual(Object.keys(procedureChildrenShape).sort());
  });

  it("states bounds the schemas apply", () => {
    for (const [path, spec, schema] of allSpecs()) {
      const number = unwrap(schema) as unknown as z.ZodNumber;
      // zFixed numbers check their bounds with the spec's message, from the same kind; zod's own bounds are read here.
      const bounded = (value: number | null) => value !== null && Number.isFinite(value) && Math.abs(value) !== Number.MAX_SAFE_INTEGER;
      if (bounded(number.minValue)) expect(spec.min, path).toBe(number.minValue);
      if (bounded(number.maxValue)) expect(spec.max, path).toBe(number.maxValue);
    }
  });

  it("gives every measure a label key", () => {
    for (const [path, spec] of allSpecs()) expect(spec.label, path).toMatch(/^(procedures|resources)\.[a-zA-Z]+\.[a-zA-Z0-9_]+$/);
  });
});

describe("decimals come from one place", () => {
  it("follows the spec's decimals per field on the workpiece (length and wall thickness 2, outer diameter and weight 3)", () => {
    expect(measureDecimals(WORKPIECE_MEASURES.wall_thickness)).toBe(2);
    expect(measureDecimals(WORKPIECE_MEASURES.length)).toBe(2);
    expect(measureDecimals(WORKPIECE_MEASURES.outer_diameter)).toBe(3);
    expect(measureDecimals(WORKPIECE_MEASURES.weight)).toBe(3);
    expect(measureDecimals(WORKPIECE_MEASURES.pren)).toBe(3);
  });

  it("gives the resource definitions the measures' decimals", () => {
    const fields = (resource: { fields: readonly TResourceField[] }) => resource.fields;
    for (const field of fields(workpieces)) {
      const spec = (WORKPIECE_MEASURES as Record<string, TMeasureSpec>)[field.key];
      if (spec) expect(field.decimals, field.key).toBe(measureDecimals(spec));
    }
    for (const field of fields(workpieceEdges)) {
      const spec = (EDGE_MEASURES as Record<string, TMeasureSpec>)[field.key];
      if (spec) expect(field.decimals, field.key).toBe(measureDecimals(spec));
    }
  });

  it("agrees between a workpiece, its edges and a procedure's workpiece rows", () => {
    const rows = PROCEDURE_MEASURES.lists.workpieces.numbers;
    for (const key of ["outer_diameter", "wall_thickness", "length"] as const) {
      expect(measureDecimals(EDGE_MEASURES[key]), key).toBe(measureDecimals(WORKPIECE_MEASURES[key]));
    }
    expect(measureDecimals(rows.wall_thickness)).toBe(measureDecimals(WORKPIECE_MEASURES.wall_thickness));
    expect(measureDecimals(rows.outer_diameter)).toBe(measureDecimals(WORKPIECE_MEASURES.outer_diameter));
    expect(measureDecimals(rows.pren)).toBe(measureDecimals(WORKPIECE_MEASURES.pren));
    expect(rows.pren).toMatchObject(PREN);
  });

  it("applies the unit-dependent rules in the unit shown", () => {
    const speed = PROCEDURE_MEASURES.lists.pass_group.numbers.travel_speed_min;
    expect(measureDecimals(speed, "cm/min")).toBe(1);
    expect(measureDecimals(speed, "in/min")).toBe(2);
    expect(measureDecimals(PROCEDURE_MEASURES.numbers.root_gap_min, "in")).toBe(2);
    expect(measureDecimals(PROCEDURE_MEASURES.lists.heat_treatment.numbers.ramp_up)).toBe(3);
  });

  it("stores workpiece measures in their categories' base units", () => {
    expect(WORKPIECE_UNIT_FIELDS).toEqual({
      outer_diameter: { category: "workpiece_outer_diameter", family: "length", stored: "mm" },
      wall_thickness: { category: "workpiece_outer_diameter", family: "length", stored: "mm" },
      length: { category: "workpiece_length", family: "workpieceLength", stored: "m" },
      weight: { category: "weight", family: "weight", stored: "kg" },
    });
  });
});

describe("measure keys are schema keys", () => {
  it("does not compile a key its schema does not have", () => {
    const spec = measure(converted("dimension", "length"), { label: "resources.fields.length" });
    const ok = measuresOf<typeof ZWorkpieceEdge.shape>()({ length: spec });
    // @ts-expect-error: "lenght" is no field of the edge.
    const wrong = measuresOf<typeof ZWorkpieceEdge.shape>()({ lenght: spec });
    const pair = { root_gap_min: spec, root_gap_max: spec, root_gapp_max: spec };
    // @ts-expect-error: a spread key is checked too.
    const spread = measuresOf<typeof procedureFieldsShape>()({ ...pair });
    expect([ok, wrong, spread].map((specs) => Object.keys(specs).length)).toEqual([1, 1, 3]);
  });
});

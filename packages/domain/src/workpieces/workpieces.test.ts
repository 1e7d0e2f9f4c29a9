import { describe, expect, it } from "vitest";
import { message, textOf } from "../messages/catalogue.js";
import { cancelCutIssue, edgeTargets, planCut } from "./cut.js";
import { generateEdges } from "./edges.js";
import { LABEL_TYPE_CODES, labelText, parseLabelText } from "./labels.js";
import {
  clearUnsUnlessCra,
  displayedInnerDiameter,
  inheritFromParent,
  massModifyPatch,
  nominalInnerDiameter,
  WORKPIECE_MESSAGES,
  workpieceDisplayUnits,
  workpieceIssues,
  workpieceValueToDisplay,
  workpieceValueToStored,
} from "./workpieces.js";

const UUID = "0190b7a2-3c4d-7e5f-8a9b-0c1d2e3f4a5b";

describe("nominal inner diameter (spec §5)", () => {
  it("is outer diameter minus twice the wall thickness, rounded to 2 decimals", () => {
    expect(nominalInnerDiameter({ value: 323.9, unit: "mm" }, { value: 12.7, unit: "mm" })).toBe(298.5);
    expect(nominalInnerDiameter({ value: 100.005, unit: "mm" }, { value: 1.001, unit: "mm" })).toBe(98);
  });
  it("converts the wall thickness when it is given in another unit than the outer diameter", () => {
    // 12.75 in − 2 × 12.7 mm (0.5 in) = 11.75 in
    expect(nominalInnerDiameter({ value: 12.75, unit: "in" }, { value: 12.7, unit: "mm" })).toBe(11.75);
    // 323.85 mm − 2 × 0.5 in (12.7 mm) = 298.45 mm
    expect(nominalInnerDiameter({ value: 323.85, unit: "mm" }, { value: 0.5, unit: "in" })).toBe(298.45);
  });
  it("answers in the unit asked for", () => {
    expect(nominalInnerDiameter({ value: 323.85, unit: "mm" }, { value: 12.7, unit: "mm" }, "in")).toBe(11.75);
  });
  it("is empty when a dimension is missing", () => {
    expect(nominalInnerDiameter({ value: null, unit: "mm" }, { value: 12.7, unit: "mm" })).toBeNull();
  });
});

describe("workpiece numbers in the client's units (spec §5, platform §9 factors)", () => {
  const imperial = { workpiece_outer_diameter: "in", workpiece_length: "foot", weight: "lb" };
  it("shows each number in its category's unit, wall thickness with the outer diameter, stored units otherwise", () => {
    expect(workpieceDisplayUnits(imperial)).toEqual({ outer_diameter: "in", wall_thickness: "in", length: "foot", weight: "lb" });
    expect(workpieceDisplayUnits(null)).toEqual({ outer_diameter: "mm", wall_thickness: "mm", length: "m", weight: "kg" });
    // A unit the category does not allow (cm is no outer-diameter choice) keeps the stored unit.
    expect(workpieceDisplayUnits({ workpiece_outer_diameter: "cm", workpiece_length: "cm" })).toMatchObject({
      outer_diameter: "mm",
      length: "cm",
    });
  });
  it("converts stored mm, m and kg to in, foot and lb on load with the spec's factors (in 25.4, foot 1/0.3048, lb 2.2046)", () => {
    expect(workpieceValueToDisplay("outer_diameter", 323.85, "in")).toBeCloseTo(12.75, 10);
    expect(workpieceValueToDisplay("wall_thickness", 12.7, "in")).toBeCloseTo(0.5, 10);
    expect(workpieceValueToDisplay("length", 12.192, "foot")).toBeCloseTo(40, 10);
    expect(workpieceValueToDisplay("weight", 1000, "lb")).toBeCloseTo(2204.6, 10);
    expect(workpieceValueToDisplay("length", 12, "cm")).toBeCloseTo(1200, 10);
  });
  it("converts typed in, foot and lb back to exactly the stored mm, m and kg on save", () => {
    expect(workpieceValueToStored("outer_diameter", 12.75, "in")).toBe(323.85);
    expect(workpieceValueToStored("wall_thickness", 0.5, "in")).toBe(12.7);
    expect(workpieceValueToStored("length", 40, "foot")).toBe(12.192);
    expect(workpieceValueToStored("weight", 2204.6, "lb")).toBe(1000);
    expect(workpieceValueToStored("outer_diameter", 323.9, "mm")).toBe(323.9);
  });
  it("computes the inner diameter in the displayed unit: 12.75 in − 2 × 0.5 in = 11.75 in; 323.9 mm − 2 × 12.7 mm = 298.5 mm", () => {
    expect(displayedInnerDiameter({ outer_diameter: 12.75, wall_thickness: 0.5 }, { outer_diameter: "in", wall_thickness: "in" })).toBe(
      11.75,
    );
    expect(displayedInnerDiameter({ outer_diameter: 323.9, wall_thickness: 12.7 }, { outer_diameter: "mm", wall_thickness: "mm" })).toBe(
      298.5,
    );
    // 8.625 in − 2 × 0.322 in = 7.981 in, rounded to 2 decimals.
    expect(displayedInnerDiameter({ outer_diameter: 8.625, wall_thickness: 0.322 }, { outer_diameter: "in", wall_thickness: "in" })).toBe(
      7.98,
    );
    expect(
      displayedInnerDiameter({ outer_diameter: null, wall_thickness: 0.5 }, { outer_diameter: "in", wall_thickness: "in" }),
    ).toBeNull();
  });
});

describe("required fields by type (spec §5)", () => {
  const complete = { name: "P1", type: UUID, wall_thickness: 10, grade: "X65", manufacturer_id: UUID, length: 12, weight: 500 };
  it("asks for outer diameter only for a PIPE", () => {
    expect(workpieceIssues(complete, "PIPE")).toEqual({ outer_diameter: [message("required")] });
    expect(workpieceIssues(complete, "PLATE")).toEqual({});
    expect(workpieceIssues({ ...complete, outer_diameter: 323.9 }, "pipe")).toEqual({});
  });
  it("asks for name, type, wall thickness, grade, manufacturer, length and weight", () => {
    expect(Object.keys(workpieceIssues({}, "PLATE")).sort()).toEqual(
      ["grade", "length", "manufacturer_id", "name", "type", "wall_thickness", "weight"].sort(),
    );
  });
});

describe("inheritance from the parent (spec §3)", () => {
  it("fills only the empty values of the child", () => {
    const parent = { grade: "X65", batch: "B1", wall_thickness: 12.7, workpiece_tags: [UUID], comment: "parent" };
    const child = inheritFromParent({ name: "P1-1", grade: "X70", batch: "", workpiece_tags: [] }, parent);
    expect(child).toMatchObject({
      name: "P1-1",
      grade: "X70",
      batch: "B1",
      wall_thickness: 12.7,
      workpiece_tags: [UUID],
      comment: "parent",
    });
  });
  it("leaves a workpiece without parent as it is", () => {
    expect(inheritFromParent({ name: "A" }, null)).toEqual({ name: "A" });
  });
  it("keeps uns_numbers only for a CRA workpiece", () => {
    expect(clearUnsUnlessCra({ is_cra: false, uns_numbers: [UUID] }).uns_numbers).toEqual([]);
    expect(clearUnsUnlessCra({ is_cra: true, uns_numbers: [UUID] }).uns_numbers).toEqual([UUID]);
  });
});

describe("mass modification (spec §5)", () => {
  const values = { grade: "X70", batch: "B2", comment: "checked", heat: UUID, type: UUID, weight: 3 };
  it("applies only the checked attributes", () => {
    expect(massModifyPatch(values, ["comment", "weight"], { parent: null })).toEqual({ comment: "checked", weight: 3 });
  });
  it("drops manufacturer, type, covered material ISO, heat, grade, batch and manufacturer number for a child", () => {
    const checked = ["manufacturer_id", "type", "group_iso", "heat", "grade", "batch", "manufacturer_workpiece_no", "comment"];
    expect(massModifyPatch(values, checked, { parent: UUID })).toEqual({ comment: "checked" });
    expect(Object.keys(massModifyPatch(values, checked, { parent: null })).sort()).toEqual([...checked].sort());
  });
  it("never renames or re-parents", () => {
    expect(massModifyPatch({ name: "x" } as never, ["name", "parent"], { parent: null })).toEqual({});
  });
});

describe("cut and cancel cut (spec §4)", () => {
  const parent = { name: "SP-1", length: 12, weight: 600, hasChildren: false };
  it("splits at the given lengths, the rest becoming the last piece, weights shared by length", () => {
    expect(planCut(parent, [4, 5])).toEqual({
      pieces: [
        { name: "SP-1-1", length: 4, weight: 200 },
        { name: "SP-1-2", length: 5, weight: 250 },
        { name: "SP-1-3", length: 3, weight: 150 },
      ],
    });
  });
  it("refuses lengths longer than the workpiece, a single piece, a workpiece already cut or without length", () => {
    expect(planCut(parent, [10, 3])).toEqual({ error: message("cut_lengths") });
    expect(planCut(parent, [12])).toEqual({ error: message("cut_lengths") });
    expect(planCut({ ...parent, hasChildren: true }, [4])).toEqual({ error: message("workpiece_already_cut") });
    expect(planCut({ ...parent, length: null }, [4])).toEqual({ error: message("cut_needs_length") });
  });
  it("sends the first edge to the first piece and the others to the last", () => {
    expect(edgeTargets(["e1", "e2", "e3"], ["a", "b", "c"])).toEqual([
      { edge: "e1", piece: "a" },
      { edge: "e2", piece: "c" },
      { edge: "e3", piece: "c" },
    ]);
  });
  it("cancels only a parent whose children are not parents and whose edges are not welded", () => {
    expect(textOf(cancelCutIssue({ childCount: 0, childIsParent: false, edgeWelded: false })!)).toBe(WORKPIECE_MESSAGES.notParent);
    expect(textOf(cancelCutIssue({ childCount: 2, childIsParent: true, edgeWelded: false })!)).toBe(WORKPIECE_MESSAGES.isParent);
    expect(textOf(cancelCutIssue({ childCount: 2, childIsParent: false, edgeWelded: true })!)).toBe(WORKPIECE_MESSAGES.edgeUsedInWeld);
    expect(cancelCutIssue({ childCount: 2, childIsParent: false, edgeWelded: false })).toBeNull();
  });
});

describe("generated edges (spec §5)", () => {
  const workpiece = { id: UUID, name: "SP", outer_diameter: 323.9, wall_thickness: 12.7, length: 1.5 };
  it("gives pipes their outer diameter and plates their length, wall thickness always", () => {
    expect(generateEdges(workpiece, "PIPE", 2)).toEqual([
      { workpiece: UUID, name: "SP-E1", outer_diameter: 323.9, length: null, wall_thickness: 12.7 },
      { workpiece: UUID, name: "SP-E2", outer_diameter: 323.9, length: null, wall_thickness: 12.7 },
    ]);
    expect(generateEdges(workpiece, "PLATE", 1)).toEqual([
      { workpiece: UUID, name: "SP-E1", outer_diameter: null, length: 1500, wall_thickness: 12.7 },
    ]);
  });
});

describe("Data Matrix label text (spec §9)", () => {
  it("is V01T{type}I{uuid} with the spec's type codes", () => {
    expect(LABEL_TYPE_CODES).toEqual({
      fillerMetal: "05",
      measuringInstrument: "07",
      welder: "13",
      workpiece: "15",
      workpieceEdge: "16",
      workstation: "17",
    });
    expect(labelText("workpiece", UUID)).toBe(`V01T15I${UUID}`);
    expect(labelText("workpieceEdge", UUID)).toBe(`V01T16I${UUID}`);
    expect(labelText("somethingElse", UUID)).toBe(`V01T00I${UUID}`);
  });
  it("reads a scanned label back", () => {
    expect(parseLabelText(` V01T16I${UUID.toUpperCase()}\n`)).toEqual({ kind: "workpieceEdge", uuid: UUID });
    expect(parseLabelText(`V01T00I${UUID}`)).toEqual({ kind: null, uuid: UUID });
    expect(parseLabelText("hello")).toBeNull();
  });
});

import { measureDecimals, PROCEDURE_MEASURES, type TMeasureNode, type TMeasureSpec, type TUnit } from "@weldtrace/domain";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en";
import { fr } from "../../i18n/fr";
import { newDimension, newProcedureDraft, newRow } from "./draft";
import { listShape, PASS_GROUP_NUMBERS, PROCEDURE_SHAPE, TACK_WELDING_NUMBERS, type TChildList } from "./quantities";
import { imperial, metric } from "./unit-systems.fixture";
import { displayDecimals, displayUnit } from "./units";

/** Every measure of the procedure's specification, by path. */
function allMeasures(node: TMeasureNode, path = "procedure"): [string, TMeasureSpec][] {
  return [
    ...Object.entries(node.numbers).map(([key, spec]): [string, TMeasureSpec] => [`${path}.${key}`, spec]),
    ...Object.entries(node.lists ?? {}).flatMap(([list, child]) => allMeasures(child, `${path}.${list}`)),
    ...Object.entries(node.objects ?? {}).flatMap(([name, child]) => allMeasures(child, `${path}.${name}`)),
  ];
}

/** A text of a catalogue by its dotted key, or undefined. */
function textAt(catalogue: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

const CHILD_LISTS = Object.keys(PROCEDURE_MEASURES.lists) as TChildList[];

describe("the procedure form reads the domain's measure specification", () => {
  it("takes its shapes from the specification", () => {
    expect(PROCEDURE_SHAPE).toBe(PROCEDURE_MEASURES);
    expect(PASS_GROUP_NUMBERS).toBe(PROCEDURE_MEASURES.lists.pass_group.numbers);
    expect(TACK_WELDING_NUMBERS).toBe(PROCEDURE_MEASURES.lists.pass_group.objects.tack_welding.numbers);
    for (const list of CHILD_LISTS) expect(listShape(list)).toBe(PROCEDURE_MEASURES.lists[list]);
  });

  it("shows each control in its unit with the specification's decimals, metric and imperial", () => {
    for (const units of [metric, imperial]) {
      for (const [path, spec] of allMeasures(PROCEDURE_MEASURES)) {
        if (spec.kind === "bevel" || spec.kind === "duration") continue;
        const unit = displayUnit(spec, units);
        expect(unit, path).toBe(spec.kind === "converted" ? units[spec.category] : spec.unit);
        expect(displayDecimals(spec, units), path).toBe(measureDecimals(spec, unit as TUnit));
      }
    }
    // Decided: a procedure's workpiece rows take the workpiece's decimals (PREN 3, wall thickness 2).
    expect(displayDecimals(PROCEDURE_MEASURES.lists.workpieces.numbers.pren, metric)).toBe(3);
    expect(displayDecimals(PROCEDURE_MEASURES.lists.workpieces.numbers.wall_thickness, imperial)).toBe(2);
  });

  it("gives every measure a label the English and French texts have", () => {
    for (const [path, spec] of allMeasures(PROCEDURE_MEASURES)) {
      expect(typeof textAt(en, spec.label), `${path}: ${spec.label}`).toBe("string");
      expect(typeof textAt(fr, spec.label), `${path}: ${spec.label}`).toBe("string");
    }
  });

  it("hands the form's sections measures that carry their label keys, so a number or range control needs no label of its own", () => {
    const shapes = [PROCEDURE_SHAPE, ...Object.keys(PROCEDURE_MEASURES.lists).map((list) => listShape(list as TChildList))];
    for (const shape of shapes) {
      for (const [field, kind] of Object.entries(shape.numbers)) {
        const label = (kind as { label?: unknown }).label;
        expect(typeof label === "string" && typeof textAt(en, label), field).toBe("string");
      }
    }
    // The fit-up section's root gap reads "Root gap" from procedures.ranges.root_gap.
    expect((PROCEDURE_SHAPE.numbers.root_gap_min as { label?: string }).label).toBe("procedures.ranges.root_gap");
  });
});

describe("a new draft's measures come from the specification", () => {
  it("starts every measure of a new procedure empty", () => {
    const draft = newProcedureDraft();
    for (const field of Object.keys(PROCEDURE_MEASURES.numbers)) expect(draft[field], field).toBe("");
  });

  it("starts every measure of a new row empty, durations as null", () => {
    for (const list of CHILD_LISTS) {
      if (list === "pass_group") continue;
      const row = newRow(list);
      for (const [field, spec] of Object.entries(PROCEDURE_MEASURES.lists[list].numbers)) {
        expect(row[field], `${list}.${field}`).toBe(spec.kind === "duration" ? null : "");
      }
    }
    const dimension = newDimension(metric);
    for (const field of Object.keys(PROCEDURE_MEASURES.lists.bevel.lists.dimensions.numbers)) expect(dimension[field], field).toBe("");
  });
});

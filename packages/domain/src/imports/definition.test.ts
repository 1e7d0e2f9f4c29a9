import { describe, expect, it } from "vitest";
import { fixed, measure, measureColumn, type TMeasureSpec } from "../fields/measures.js";
import { WORKPIECE_IMPORT } from "../workpieces/import.js";
import { WORKPIECE_MEASURES } from "../workpieces/workpieces.js";
import { headerWithUnit, parseBooleanCell, parseNumberCell, splitHeader, templateHeader } from "./definition.js";
import { isImportFile, ordinal } from "./messages.js";

describe("import cells", () => {
  it("reads numbers with a dot or a comma, and says when a cell is not one", () => {
    expect(parseNumberCell("323.9")).toBe(323.9);
    expect(parseNumberCell("323,9")).toBe(323.9);
    expect(parseNumberCell("1 234.5")).toBe(1234.5);
    expect(parseNumberCell("")).toBeNull();
    expect(parseNumberCell("thick")).toBeNaN();
  });
  it("reads yes/no cells in English and French", () => {
    expect(["x", "TRUE", "oui", "1"].map(parseBooleanCell)).toEqual([true, true, true, true]);
    expect(["", "false", "non"].map(parseBooleanCell)).toEqual([false, false, false]);
    expect(parseBooleanCell("maybe")).toBeNull();
  });
  it("reads a unit declared in the header, and writes it back", () => {
    expect(splitHeader(" Outer diameter [in] ")).toEqual({ header: "Outer diameter", unit: "in" });
    expect(splitHeader("Grade")).toEqual({ header: "Grade", unit: null });
    expect(headerWithUnit(WORKPIECE_IMPORT.columns[3]!, "mm")).toBe("Outer diameter [mm]");
  });
  it("accepts only CSV and XLSX files and numbers rows n°1, n°2…", () => {
    expect(["a.csv", "B.XLSX", "c.xls", "d.pdf"].map(isImportFile)).toEqual([true, true, false, false]);
    expect(ordinal(1)).toBe("n°1");
  });
  it("has a template header made of the import's columns in order, starting with the list's columns", () => {
    expect(templateHeader(WORKPIECE_IMPORT).slice(0, 13)).toEqual([
      "Name",
      "Type",
      "Project",
      "Outer diameter",
      "Wall thickness",
      "Grade",
      "Manufacturer",
      "Heat",
      "Batch",
      "Weight",
      "Length",
      "Comment",
      "Tags",
    ]);
  });
});

describe("measure columns come from the measure specification", () => {
  it("every number column of the workpiece import has its measure's header words (en, fr) and unit, e.g. Outer diameter / Diamètre extérieur in workpiece_outer_diameter", () => {
    const numbers = WORKPIECE_IMPORT.columns.filter((column) => column.kind === "number");
    expect(numbers.map((column) => column.field)).toEqual(["outer_diameter", "wall_thickness", "weight", "length", "pcm", "pren", "ce"]);
    for (const column of numbers) {
      const spec: TMeasureSpec | undefined = WORKPIECE_MEASURES[column.field as keyof typeof WORKPIECE_MEASURES];
      expect(spec?.header, column.field).toEqual({ en: column.header, fr: column.fr });
      expect(column.unit?.category, column.field).toBe(spec?.kind === "converted" ? spec.category : undefined);
    }
    expect(WORKPIECE_IMPORT.columns[3]).toMatchObject({
      header: "Outer diameter",
      fr: "Diamètre extérieur",
      unit: { category: "workpiece_outer_diameter", stored: "mm" },
    });
  });
  it("builds a column only for a measure that names its header: a field without one does not compile", () => {
    const specs = { gap: measure(fixed("mm", { decimals: 1 }), { label: "gap" }) };
    // @ts-expect-error gap's specification names no header, so it has no file column
    expect(() => measureColumn(specs, "gap")).toThrow();
  });
});

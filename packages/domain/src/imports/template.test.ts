import { describe, expect, it } from "vitest";
import { MEASUREMENT_IMPORTS } from "../inspections/measurement-import.js";
import { MEASURING_INSTRUMENT_IMPORT } from "../staff/imports.js";
import { WORKPIECE_IMPORT } from "../workpieces/import.js";
import { importColumnOf, splitHeader, type TImportColumn } from "./definition.js";
import { isTemplateExampleRow, templateExampleRow, templateHeaderRow } from "./template.js";

/** Each number in its stored unit (a client of the metric system). */
const mm = (column: TImportColumn) => column.unit?.stored ?? null;

describe("templates in the reader's language", () => {
  it("writes the workpiece template's headers in French with the same units and marks", () => {
    const header = templateHeaderRow(WORKPIECE_IMPORT, { required: new Set(WORKPIECE_IMPORT.required), unitOf: mm, language: "fr" });
    expect(header.slice(0, 5)).toEqual(["Nom *", "Type *", "Projet", "Diamètre extérieur [mm] * (PIPE)", "Épaisseur [mm] *"]);
  });

  it("reads a column under its English or its French header, with or without a unit and a mark", () => {
    for (const cell of ["Serial number", "Numéro de série", "numéro de série *"]) {
      expect(importColumnOf(MEASURING_INSTRUMENT_IMPORT, cell)?.field).toBe("serial_number");
    }
    expect(importColumnOf(WORKPIECE_IMPORT, "Diamètre extérieur [in] * (PIPE)")?.field).toBe("outer_diameter");
  });

  it("writes the example row under French headers too, and knows it again in a French file", () => {
    const header = templateHeaderRow(WORKPIECE_IMPORT, { required: new Set(WORKPIECE_IMPORT.required), unitOf: mm, language: "fr" });
    const example = templateExampleRow(WORKPIECE_IMPORT, header);
    expect(example.slice(0, 5)).toEqual(["WP-0001", "PIPE", "North line", "323.9", "12.7"]);
    expect(isTemplateExampleRow(example, example)).toBe(true);
  });
});

describe("required marks that depend on the workpiece type", () => {
  it("marks every field the workpiece rule requires, and the outer diameter for a PIPE only", () => {
    const header = templateHeaderRow(WORKPIECE_IMPORT, { required: new Set(WORKPIECE_IMPORT.required), unitOf: mm });
    expect(header.filter((cell) => cell.endsWith(" *"))).toEqual([
      "Name *",
      "Type *",
      "Wall thickness [mm] *",
      "Grade *",
      "Manufacturer *",
      "Weight [kg] *",
      "Length [m] *",
    ]);
    expect(header[3]).toBe("Outer diameter [mm] * (PIPE)");
    expect(splitHeader(header[3]!)).toEqual({ header: "Outer diameter", unit: "mm" });
  });
});

describe("the gauge imports' templates", () => {
  it("mark what the measurement requires: a fit-up's position and measurement type, a time lapse nothing", () => {
    expect(MEASUREMENT_IMPORTS.fit_up.required).toEqual(["type", "position"]);
    expect(MEASUREMENT_IMPORTS.bevel.required).toEqual(["dimension", "position"]);
    expect(MEASUREMENT_IMPORTS.time_lapse.required).toEqual([]);
  });

  it("give each kind one example reading with its unit, an instrument and a time", () => {
    const fitUp = MEASUREMENT_IMPORTS.fit_up;
    const header = templateHeaderRow(fitUp, { required: new Set(fitUp.required), unitOf: () => null });
    expect(header).toEqual(["Position *", "Measurement *", "Value", "Unit", "Instrument", "Time", "Measurement ID", "Override reason"]);
    expect(templateExampleRow(fitUp, header)).toEqual(["0", "Root gap", "2.5", "mm", "SN-20417", "2026-01-15 09:30:00", "", ""]);
    const lapse = MEASUREMENT_IMPORTS.time_lapse;
    const lapseHeader = templateHeaderRow(lapse, { required: new Set(lapse.required), unitOf: () => null, language: "fr" });
    expect(lapseHeader[0]).toBe("Durée");
    expect(templateExampleRow(lapse, lapseHeader)[0]).toBe("0:09:00");
  });
});

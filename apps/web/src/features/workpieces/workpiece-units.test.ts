import { EDGE_MEASURES, measureDecimals, WORKPIECE_MEASURES, workpieceDisplayUnits } from "@weldtrace/domain";
import { describe, expect, it } from "vitest";
import { edgeUnitFields, workpieceUnitFields } from "./workpiece-units";

const metric = workpieceDisplayUnits(null);
const imperial = workpieceDisplayUnits({ workpiece_outer_diameter: "in", workpiece_length: "foot", weight: "lb" });

describe("workpiece and edge units read the domain's measure specification", () => {
  it("shows each workpiece measure with its specified decimals, in its unit", () => {
    for (const units of [metric, imperial]) {
      const fields = workpieceUnitFields(units);
      for (const key of ["outer_diameter", "wall_thickness", "length", "weight"] as const) {
        expect(fields[key]?.unit, key).toBe(units[key]);
        expect(fields[key]?.decimals, key).toBe(measureDecimals(WORKPIECE_MEASURES[key], units[key]));
      }
    }
    // The spec's decimals per field: wall thickness and length 2, outer diameter and weight 3.
    expect(workpieceUnitFields(imperial).wall_thickness?.decimals).toBe(2);
    expect(workpieceUnitFields(imperial).outer_diameter?.decimals).toBe(3);
  });

  it("shows an edge's measures in the outer diameter's unit with the workpiece's decimals", () => {
    const fields = edgeUnitFields(imperial);
    for (const key of ["outer_diameter", "wall_thickness", "length"] as const) {
      expect(fields[key]?.unit, key).toBe("in");
      expect(fields[key]?.decimals, key).toBe(measureDecimals(EDGE_MEASURES[key]));
      expect(fields[key]?.decimals, key).toBe(measureDecimals(WORKPIECE_MEASURES[key]));
    }
    expect(fields.length?.toStored(1)).toBe(25.4);
  });
});

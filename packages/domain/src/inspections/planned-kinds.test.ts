import { describe, expect, it } from "vitest";
import { plannedInspectionKinds } from "./planned-kinds.js";

describe("the inspections a procedure plans for its welds (a weld's New inspection)", () => {
  it("a procedure with a bevel, two temperature controls, a time lapse and a cooling plans fit-up, bevel, temperature control, cooling and time lapse", () => {
    const procedure = {
      bevel: [{ id: "b" }],
      temperature_control: [{ id: "t1" }, { id: "t2" }],
      time_lapse: [{ id: "l" }],
      cooling: [{ id: "c" }],
      back_purging: [],
      heat_treatment: [],
    };
    expect(plannedInspectionKinds(procedure)).toEqual(["fit_up", "bevel", "temperature_control", "cooling", "time_lapse"]);
  });

  it("a procedure without any section still plans a fit-up inspection", () => {
    expect(plannedInspectionKinds({})).toEqual(["fit_up"]);
  });

  it("back purging and heat treatment are planned by their rows", () => {
    expect(plannedInspectionKinds({ back_purging: [{ id: "p" }], heat_treatment: [{ id: "h" }] })).toEqual([
      "fit_up",
      "back_purging",
      "heat_treatment",
    ]);
  });
});

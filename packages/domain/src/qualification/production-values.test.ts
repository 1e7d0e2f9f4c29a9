import { describe, expect, it } from "vitest";
import { checkPassAgainstPqr } from "./procedure-checks.js";
import { cycleDay, productionPassOf, type TJointFacts } from "./production-values.js";
import { AUTROD, filler, PQR_I1, WPS_I1 } from "./test-fixtures.js";

const joint: TJointFacts = {
  position: null,
  members: [
    {
      edge: { wall_thickness: 12.7, outer_diameter: null },
      workpiece: { wall_thickness: 14, outer_diameter: 323.9, type: "PIPE", material: { iso_group: "1.2" } },
    },
    { edge: null, workpiece: { wall_thickness: 12.7, outer_diameter: 323.9, type: "PIPE", material: { iso_group: "1.2" } } },
  ],
  wps_covered_positions: ["PH"],
  wps_process_count: 1,
  measurements: [
    { kind: "preheat", value: 60, unit: "C" },
    { kind: "preheat", value: 122, unit: "F" },
    { kind: "interpass", value: 230, unit: "C", pass_group: "fill" },
    { kind: "interpass", value: 482, unit: "F", pass_group: "fill" },
    { kind: "interpass", value: 300, unit: "C", pass_group: "root" },
  ],
};
const group = { id: "fill", process: "135", fillers: [filler("ER70S-6", AUTROD)], direction: "up" as const };

describe("§8.1 production values of a torch", () => {
  it("a cycle's day is its end, else its start, in UTC; neither → null", () => {
    expect(cycleDay("2027-05-02T22:00:00Z", "2027-05-03T00:30:00+02:00")).toBe("2027-05-02");
    expect(cycleDay("2027-05-02T22:00:00Z", null)).toBe("2027-05-02");
    expect(cycleDay(null, null)).toBeNull();
  });
  it("takes the torch's process and filler before the pass group's, the edge WT before the workpiece's, the single covered position last", () => {
    const pass = productionPassOf({ ended_at: "2027-05-03T10:00:00Z", torch: { welder: "W5", heat_input: 1.3 } }, group, joint);
    expect(pass).toMatchObject({
      day: "2027-05-03",
      welder: "W5",
      process: "135",
      position: "PH",
      direction: "up",
      fillers: [{ classification: "ER70S-6" }],
    });
    expect(pass.members.map((m) => [m.wall_thickness, m.outer_diameter, m.product_form])).toEqual([
      [12.7, 323.9, "pipe"],
      [12.7, 323.9, "pipe"],
    ]);
    const torch = productionPassOf({ torch: { process: "138", fillers: [filler("E71T-1C")] } }, group, joint);
    expect([torch.process, torch.fillers[0]?.classification, torch.day]).toEqual(["138", "E71T-1C", null]);
  });
  it("preheat = the lowest Pre Heating measurement and interpass = the highest Inter Pass one of this pass group, °F converted first", () => {
    const pass = productionPassOf({ torch: {} }, group, joint);
    expect(pass.preheat).toBe(50);
    expect(pass.interpass).toBe(250);
    expect(productionPassOf({ torch: {}, preheat_temperature: 80, interpass_temperature: 200 }, group, joint)).toMatchObject({
      preheat: 80,
      interpass: 200,
    });
  });
  it("a PLATE workpiece is a plate whatever OD it carries, and the picked pass is checked as E2's is", () => {
    const plate = productionPassOf({ torch: {} }, group, {
      ...joint,
      members: [
        { workpiece: { wall_thickness: 10, outer_diameter: 500, type: "PLATE" } },
        { workpiece: { wall_thickness: 10, type: "PLATE" } },
      ],
    });
    expect(plate.members.map((m) => [m.product_form, m.outer_diameter])).toEqual([
      ["plate", null],
      ["plate", null],
    ]);
    const pass = productionPassOf({ torch: { welder: "W5", heat_input: 1.3 } }, group, { ...joint, joint_type: "butt", run_type: "multi" });
    expect(checkPassAgainstPqr(pass, PQR_I1, WPS_I1).filter((f) => f.state === "fail" || f.state === "cannot_check")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { ZDeclaredQualification } from "./schemas.js";
import { E2_PASS, filler, piece, timeline } from "./test-fixtures.js";
import { checkPassAgainstTestPiece, checkWelderLayer } from "./welder-checks.js";

const legacy = (verifiedBy: string | null) => ({
  timeline: timeline({ id: "L1", welder: "W5", standard: null, process: "135", qualified_at: "2027-01-10" }),
  declared: ZDeclaredQualification.parse({
    id: "L1",
    process: "135",
    positions: ["PH"],
    thickness_min: 5,
    thickness_max: 25,
    ranges_verified_by: verifiedBy,
  }),
});

describe("§8.2 welder layer: legacy rows and operators", () => {
  it("a legacy row without ranges_verified_by: process checked, ranges cannot_check:ranges_not_derived", () => {
    const result = checkWelderLayer(E2_PASS, [legacy(null)]);
    expect(result.findings.map((f) => [f.variable, f.state, f.code])).toEqual([
      ["validity", "pass", undefined],
      ["process", "pass", undefined],
      ["ranges", "cannot_check", "ranges_not_derived"],
    ]);
  });
  it("a verified legacy row: its declared thickness and positions are used (WT 30 fails the declared 5–25)", () => {
    expect(checkWelderLayer(E2_PASS, [legacy("coordinator")]).findings.every((f) => f.state === "pass")).toBe(true);
    const thick = { ...E2_PASS, members: E2_PASS.members.map((m) => ({ ...m, wall_thickness: 30 })) as typeof E2_PASS.members };
    expect(
      checkWelderLayer(thick, [legacy("coordinator")])
        .findings.filter((f) => f.state === "fail")
        .map((f) => f.variable),
    ).toEqual(["thickness", "thickness"]);
  });
  it("an operator: process and validity only, the rest not_applicable:operator_rules_not_modelled", () => {
    const operator = piece({
      id: "O1",
      standard: "iso9606_1",
      kind: "operator",
      process: "135",
      joint_type: "BW",
      product_type: "plate",
      test_thickness: 10,
      test_positions: ["PA"],
      filler: filler("ER70S-6"),
    });
    expect(checkPassAgainstTestPiece(E2_PASS, operator).map((f) => [f.variable, f.state, f.code])).toEqual([
      ["process", "pass", undefined],
      ["ranges", "not_applicable", "operator_rules_not_modelled"],
    ]);
  });
  it("no welder on the torch: cannot_check:missing_welder; a welder with no qualification at all fails", () => {
    expect(checkWelderLayer({ ...E2_PASS, welder: null }, [legacy(null)]).findings[0]).toMatchObject({
      state: "cannot_check",
      code: "missing_welder",
    });
    expect(checkWelderLayer({ ...E2_PASS, welder: "W9" }, [legacy(null)]).findings[0]).toMatchObject({
      state: "fail",
      code: "no_qualification",
    });
  });
});

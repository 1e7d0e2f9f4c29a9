import { describe, expect, it } from "vitest";
import { resolvePosition } from "./catalogue.js";
import { derivePqrRanges } from "./pqr-ranges.js";
import { checkPassAgainstPqr } from "./procedure-checks.js";
import { E2_PASS, filler, PQR_I1, pass, piece, pipeMember, pqr, WPS_I1 } from "./test-fixtures.js";
import { checkPassAgainstTestPiece } from "./welder-checks.js";

describe("§6.3 production positions", () => {
  it("an ASME code takes its ISO equivalent by progression: 3G up is PF, 5G down is PJ, 6G up is H-L045", () => {
    expect(resolvePosition("3G", "up")).toMatchObject({ ok: true, iso: "PF", main: ["PF"], asme: ["V"] });
    expect(resolvePosition("5G", "down")).toMatchObject({ ok: true, iso: "PJ", main: ["PA", "PE", "PG"] });
    expect(resolvePosition("6G", "up")).toMatchObject({ ok: true, iso: "H-L045", asme: ["F", "H", "V", "O"] });
    expect(resolvePosition("2G", null)).toMatchObject({ ok: true, iso: "PC", asme: ["H"] });
  });
  it("a code needing a progression without one → progression; a contradicting direction (PF downhill) → inconsistent_progression", () => {
    expect(resolvePosition("3G", null)).toEqual({ ok: false, reason: "progression" });
    expect(resolvePosition("PF", "down")).toEqual({ ok: false, reason: "inconsistent_progression" });
    expect(resolvePosition(null, "up")).toEqual({ ok: false, reason: "missing_position" });
  });
  it("a PQR-layer position without progression is cannot_check:progression", () => {
    const findings = checkPassAgainstPqr({ ...E2_PASS, position: "5G", direction: null }, PQR_I1, WPS_I1);
    expect(findings.find((f) => f.variable === "position")).toMatchObject({ state: "cannot_check", code: "progression" });
  });
});

describe("P4 positions with impact when not all positions were demonstrated", () => {
  it("qualifies only the main set of the tested positions (H-L045 → PA, PC, PE, PF)", () => {
    const ranges = derivePqrRanges(pqr({ ...PQR_I1, positions_all_demonstrated: false }));
    expect(ranges.positions).toMatchObject({ kind: "main", main: ["PA", "PC", "PE", "PF"] });
    const pb = checkPassAgainstPqr(
      { ...E2_PASS, position: "PB", direction: null },
      pqr({ ...PQR_I1, positions_all_demonstrated: false }),
      WPS_I1,
    );
    expect(pb.find((f) => f.variable === "position")?.state).toBe("fail");
  });
  it("a PQR tested vertical-down also qualifies PG", () =>
    expect(derivePqrRanges(pqr({ ...PQR_I1, test_positions: ["PJ"], progression: "down" })).positions).toMatchObject({
      main: ["PA", "PB", "PC", "PD", "PE", "PF", "PG"],
    }));
});

describe("ISO 9606-1 fillet on a fixed pipe", () => {
  const fw = (position: "PH" | "PB") =>
    piece({
      id: "F1",
      standard: "iso9606_1",
      process: "135",
      transfer_mode: "short_circuit",
      joint_type: "FW",
      product_type: "pipe",
      test_outer_diameter: 168.3,
      test_thickness: 10,
      test_positions: [position],
      weld_details: "ml",
      filler: filler("ER70S-6"),
    });
  const production = pass({
    ...E2_PASS,
    joint_type: "fillet",
    weld_details: "sl",
    transfer_mode: "short_circuit",
    members: [pipeMember(168.3, 10, "1.1"), pipeMember(168.3, 10, "1.1")],
    position: "5F",
    direction: "up",
  });
  it("5F up needs the Table 10 set of PH: a PH fillet test covers it, a PB one does not", () => {
    expect(checkPassAgainstTestPiece(production, fw("PH")).filter((f) => f.state !== "pass")).toEqual([]);
    expect(checkPassAgainstTestPiece(production, fw("PB")).find((f) => f.variable === "position")).toMatchObject({
      state: "fail",
      expected: { values: ["PA", "PB"] },
      actual: { values: ["PA", "PB", "PC", "PD", "PE", "PF"] },
    });
  });
});

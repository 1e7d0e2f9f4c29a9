import { describe, expect, it } from "vitest";
import type { TFinding } from "./findings.js";
import { derivePqrRanges, iso15614Thickness, isoDiameterRange } from "./pqr-ranges.js";
import { checkPassAgainstPqr, checkPassAgainstWps, checkWpsWithinPqrs } from "./procedure-checks.js";
import { E2_PASS, PQR_A1, PQR_I1, pqr, timeline, WPS_I1, wps } from "./test-fixtures.js";
import { celsius, FACTOR, fahrenheitToCelsius, formatBase, kjPerMm, maxLimit, minLimit, mm, rational, roundHalfUp } from "./units.js";
import { qualificationStateOn } from "./validity.js";
import { asmeDiameterRange } from "./welder-ranges.js";

const stateOf = (findings: readonly TFinding[], variable: string, member?: 1 | 2) =>
  findings.find((finding) => finding.variable === variable && (member === undefined || finding.member === member))?.state;

describe("§3 rounding of measured values (half-up, guarded)", () => {
  it("rounds 0.5995 → 0.600, 1.5005 → 1.501, 1.3004 → 1.300, 1.3755 → 1.376", () => {
    expect(roundHalfUp(0.5995, 3)).toBe(600);
    expect(roundHalfUp(1.5005, 3)).toBe(1_501);
    expect(kjPerMm(1.3004)).toBe(1_300);
    expect(kjPerMm(1.3755)).toBe(1_376);
  });
  it("rounds 49.5 °C → 50 and 49.4 °C → 49; °F is converted first (121.1 °F = 49.5 °C → 50, 212 °F → 100)", () => {
    expect(celsius(49.5)).toBe(50);
    expect(celsius(49.4)).toBe(49);
    expect(fahrenheitToCelsius(121.1)).toBe(50);
    expect(fahrenheitToCelsius(212)).toBe(100);
  });
  it("writes base units back at their resolution", () => {
    expect(formatBase("length", 21_940)).toBe("21.940");
    expect(formatBase("heat_input", 600)).toBe("0.600");
    expect(formatBase("temperature", -29)).toBe("-29");
  });
});

describe("§3 limits: rational factors on integer base units, min rounded up, max rounded down", () => {
  it("0.75 × 0.8 is exactly 0.600 (the float product is 0.6000000000000001)", () => {
    expect(0.75 * 0.8).not.toBe(0.6);
    expect(minLimit(mm(0.8), FACTOR.threeQuarters)).toBe(600);
    expect(maxLimit(mm(0.8), FACTOR.threeQuarters)).toBe(600);
  });
  it("t 2.001 single-run: 0.7t = 1.4007 rounds up to 1.401, 1.3t = 2.6013 rounds down to 2.601", () =>
    expect(iso15614Thickness(2_001, "single")).toMatchObject({ range: { min: 1_401, max: 2_601 } }));
  it("1.33 × 150.001 = 199.50133 rounds down to 199.501 (ASME T > 150)", () => {
    expect(maxLimit(150_001, FACTOR.oneThirtyThree)).toBe(199_501);
    const big = derivePqrRanges(pqr({ ...PQR_A1, thickness: 150.001, processes: [{ process: "111", deposited_thickness: 20 }] }), {
      impact_required: false,
    });
    expect(big.processes[0]!.thickness).toMatchObject({ range: { min: 5_000, max: 199_501 } });
    expect(big.processes[0]!.deposit).toMatchObject({ range: { min: null, max: 199_501 } });
  });
  it("0.5 × 25.001 = 12.5005 rounds up, then the 25 mm floor applies (D > 25 → ≥ 25.000)", () => {
    expect(minLimit(25_001, FACTOR.half)).toBe(12_501);
    expect(isoDiameterRange(25_001)).toEqual({ min: 25_000, max: null });
  });
  it("a heat input limit: 1.25 × 1.101 = 1.37625 rounds down to 1.376; 0.75 × 0.621 = 0.46575 rounds up to 0.466", () => {
    expect(maxLimit(1_101, FACTOR.fiveQuarters)).toBe(1_376);
    expect(minLimit(621, FACTOR.threeQuarters)).toBe(466);
  });
  it("a rational of µm keeps 1/16 in exact: 1587.5 µm is 1.588 as a minimum and 1.587 as a maximum", () => {
    expect(minLimit(1, rational(3_175, 2))).toBe(1_588);
    expect(maxLimit(1, rational(3_175, 2))).toBe(1_587);
  });
});

describe("§3 bounds are inclusive", () => {
  const wall = (value: number) =>
    stateOf(
      checkPassAgainstWps(
        { ...E2_PASS, members: [{ ...E2_PASS.members[0], wall_thickness: value }, E2_PASS.members[1]] },
        WPS_I1,
        WPS_I1.pass_groups[1]!,
      ),
      "wall_thickness",
      1,
    );
  it("WPS WT 5–20: 5.000 and 20.000 pass, 4.999 and 20.001 fail; 20.0004 rounds to 20.000 and passes, 20.0005 to 20.001 and fails", () => {
    expect([wall(5), wall(20), wall(4.999), wall(20.001)]).toEqual(["pass", "pass", "fail", "fail"]);
    expect([wall(20.0004), wall(20.0005)]).toEqual(["pass", "fail"]);
  });
  it("PQR heat input ≤ 1.375 (E1): 1.375 and 1.3754 pass, 1.3755 fails", () => {
    const heat = (value: number) => stateOf(checkPassAgainstPqr({ ...E2_PASS, heat_input: value }, PQR_I1, WPS_I1), "heat_input");
    expect([heat(1.375), heat(1.3754), heat(1.3755)]).toEqual(["pass", "pass", "fail"]);
  });
  it("PQR preheat ≥ 50 and interpass ≤ 250: 50 and 250 pass, 49.49 and 250.5 fail", () => {
    const temp = (preheat: number, interpass: number) => {
      const findings = checkPassAgainstPqr({ ...E2_PASS, preheat, interpass }, PQR_I1, WPS_I1);
      return [stateOf(findings, "preheat"), stateOf(findings, "interpass")];
    };
    expect(temp(50, 250)).toEqual(["pass", "pass"]);
    expect(temp(49.49, 250.5)).toEqual(["fail", "fail"]);
  });
});

describe("§3 table boundaries", () => {
  it("ISO 15614-1 Table 6 rows change after 3, 12 and 100 mm", () => {
    expect(iso15614Thickness(3_000, "single")).toMatchObject({ range: { min: 2_100, max: 3_900 } });
    expect(iso15614Thickness(3_001, "single")).toMatchObject({ range: { min: 3_000, max: 3_901 } });
    expect(iso15614Thickness(12_000, "single")).toMatchObject({ range: { min: 6_000, max: 15_600 } });
    expect(iso15614Thickness(12_001, "single")).toMatchObject({ range: { min: 6_001, max: 13_201 } });
    expect(iso15614Thickness(100_000, "multi")).toMatchObject({ range: { min: 50_000, max: 200_000 } });
    expect(iso15614Thickness(100_001, "multi")).toMatchObject({ range: { min: 50_000, max: 200_002 } });
    expect(iso15614Thickness(100_001, "single")).toMatchObject({ kind: "not_qualified" });
  });
  it("ISO diameter: D 25 keeps 0.5D–2D, D 25.001 is ≥ 25", () => {
    expect(isoDiameterRange(25_000)).toEqual({ min: 12_500, max: 50_000 });
    expect(isoDiameterRange(25_001).max).toBeNull();
  });
  const T = (thickness: number, t = thickness, unit_system: "SI" | "US" = "SI") =>
    derivePqrRanges(pqr({ ...PQR_A1, unit_system, thickness, processes: [{ process: "111", deposited_thickness: t }] }), {
      impact_required: false,
    }).processes[0]!;
  it("QW-451.1 rows: T 1.499 | 1.5, 10 | 10.001, 19 with t 18.999 | 19, 150 | 150.001", () => {
    expect(T(1.499).thickness).toMatchObject({ range: { min: 1_499, max: 2_998 } });
    expect(T(1.5).thickness).toMatchObject({ range: { min: 1_500, max: 3_000 } });
    expect(T(10).thickness).toMatchObject({ range: { min: 1_500, max: 20_000 } });
    expect(T(10.001).thickness).toMatchObject({ range: { min: 5_000, max: 20_002 } });
    expect(T(19, 18.999).deposit).toMatchObject({ range: { max: 37_998 } });
    expect(T(25, 19).deposit).toMatchObject({ range: { max: 50_000 } });
    expect(T(150).thickness).toMatchObject({ range: { min: 5_000, max: 200_000 } });
    expect(T(150.001).thickness).toMatchObject({ range: { min: 5_000, max: 199_501 } });
  });
  it("QW-451.1 in US units: 1/16 in is 1.5875 mm (1.587 is below it, 1.588 in the next row); 3/16 in minimum is 4.763", () => {
    expect(T(1.587, 1.587, "US").thickness).toMatchObject({ range: { min: 1_587, max: 3_174 } });
    expect(T(1.588, 1.588, "US").thickness).toMatchObject({ range: { min: 1_588, max: 3_176 } });
    expect(T(12, 12, "US").thickness).toMatchObject({ range: { min: 4_763, max: 24_000 } });
  });
  it("QW-452.3: exactly 73 mm is in the middle band (≥ 25), 73.001 in the upper one (≥ 73); US: 2 7/8 in = 73.025", () => {
    expect(asmeDiameterRange(73_000)).toEqual({ min: 25_000, max: null });
    expect(asmeDiameterRange(73_001)).toEqual({ min: 73_000, max: null });
    expect(asmeDiameterRange(24_999)).toEqual({ min: 24_999, max: null });
    expect(asmeDiameterRange(73_025, "US")).toEqual({ min: 25_400, max: null });
    expect(asmeDiameterRange(73_026, "US")).toEqual({ min: 73_025, max: null });
  });
  it("QW-406.1 / .3 in US units: 100 °F is 55.56 °C, so preheat 100 → ≥ 45 and interpass 250 → ≤ 305; 10 °C → ≥ −45", () => {
    const us = derivePqrRanges(pqr({ ...PQR_A1, unit_system: "US" }), { impact_required: true });
    expect(us.preheat).toMatchObject({ range: { min: 45, max: null } });
    expect(us.interpass).toMatchObject({ range: { min: null, max: 305 } });
    expect(derivePqrRanges(pqr({ ...PQR_A1, unit_system: "US", preheat: 10 })).preheat).toMatchObject({ range: { min: -45 } });
    expect(derivePqrRanges(pqr({ ...PQR_A1, preheat: 10 })).preheat).toMatchObject({ range: { min: -45 } });
  });
});

describe("§3 dates", () => {
  it("continuity from 31 August ends on 28 February (month end), valid through the day before", () => {
    const q = timeline({ id: "q", welder: "w", standard: "asme_ix", process: "141", qualified_at: "2026-08-31" });
    expect(qualificationStateOn(q, {}, "2027-02-27")).toMatchObject({ state: "expiring", until: "2027-02-27" });
    expect(qualificationStateOn(q, {}, "2027-02-28")).toMatchObject({ state: "lapsed", ended_on: "2027-02-28" });
  });
  it("a weld on the cycle's own day does not count for that day (strictly before)", () => {
    const q = timeline({ id: "q", welder: "w", standard: "asme_ix", process: "141", qualified_at: "2026-01-15" });
    expect(qualificationStateOn(q, { welding_days: ["2026-07-15"] }, "2026-07-15").state).toBe("lapsed");
    expect(qualificationStateOn(q, { welding_days: ["2026-07-14"] }, "2026-07-15").state).toBe("valid");
  });
  it("a certificate's expire_at is its last valid day; revoked_at is the first invalid one", () => {
    const q = timeline({
      id: "q",
      welder: "w",
      standard: "asme_ix",
      process: "141",
      qualified_at: "2026-01-15",
      expire_at: "2026-03-01",
      revoked_at: "2026-02-20",
    });
    expect(qualificationStateOn(q, {}, "2026-02-19")).toMatchObject({ state: "expiring", until: "2026-02-19", reason: "revoked" });
    expect(qualificationStateOn(q, {}, "2026-02-20")).toMatchObject({ state: "revoked" });
    const noRevoke = { ...q, revoked_at: null };
    expect(qualificationStateOn(noRevoke, {}, "2026-03-01").state).toBe("expiring");
    expect(qualificationStateOn(noRevoke, {}, "2026-03-02").state).toBe("expired");
    expect(qualificationStateOn(noRevoke, {}, "2026-01-14").state).toBe("future");
  });
  it("ISO 9.3 b: a revalidation in the last 6 months extends the period by 24 months; an earlier one does not", () => {
    const base = {
      id: "q",
      welder: "w",
      standard: "iso9606_1" as const,
      process: "135",
      qualified_at: "2026-03-10",
      revalidation_method: "9.3b" as const,
    };
    const confirmations = ["2026-08-01", "2027-01-01", "2027-06-01", "2027-11-01", "2028-03-01"].map((date) => ({ date }));
    const inWindow = timeline({ ...base, confirmations, revalidations: [{ date: "2027-12-01" }] });
    expect(qualificationStateOn(inWindow, {}, "2028-03-10").state).not.toBe("expired");
    const early = timeline({ ...base, confirmations, revalidations: [{ date: "2027-09-01" }] });
    expect(qualificationStateOn(early, {}, "2028-03-10")).toMatchObject({
      state: "expired",
      ended_on: "2028-03-10",
      reason: "revalidation",
    });
  });
});

describe("§8.4 WPS ⊆ PQR", () => {
  it("WPS-I1 lies inside PQR-I1 on every variable", () => {
    const findings = checkWpsWithinPqrs(WPS_I1, [PQR_I1]);
    expect(findings.filter((f) => f.state !== "pass")).toEqual([]);
    expect(findings.map((f) => f.variable).sort()).toEqual(
      [
        "heat_input",
        "heat_input",
        "interpass",
        "material",
        "material",
        "material",
        "material",
        "outer_diameter",
        "position",
        "preheat",
        "pwht",
        "thickness",
        "thickness",
      ].sort(),
    );
  });
  it("a WPS wider than its PQR fails wps_exceeds_pqr with both values", () => {
    const wide = wps({
      ...WPS_I1,
      thickness_max: 25,
      preheat_min: 40,
      interpass_max: 260,
      covered_positions: ["PG"],
      pwht: { condition: "below_lower", temperature_min: 580, temperature_max: 620 },
    });
    const failed = checkWpsWithinPqrs(wide, [PQR_I1]).filter((f) => f.state === "fail");
    expect([...new Set(failed.map((f) => f.variable))].sort()).toEqual(["interpass", "position", "preheat", "pwht", "thickness"]);
    expect(failed.every((f) => f.code === "wps_exceeds_pqr")).toBe(true);
    expect(failed.find((f) => f.variable === "thickness")).toMatchObject({
      expected: { kind: "range", quantity: "length", range: { min: 3_000, max: 21_940 } },
      actual: { kind: "range", quantity: "length", range: { min: 5_000, max: 25_000 } },
      source: { kind: "pqr", id: "PQR-I1" },
    });
  });
  it("an unlimited WPS bound exceeds a limited PQR one; a pair of another group is not covered", () => {
    const open = wps({ ...WPS_I1, thickness_max: null, covered_material_text: "1.2; 2.1" });
    const failed = checkWpsWithinPqrs(open, [PQR_I1]).filter((f) => f.state === "fail");
    expect(failed.map((f) => f.variable)).toContain("thickness");
    expect(failed.filter((f) => f.variable === "material").map((f) => f.actual)).toEqual([
      { kind: "text", value: "1.2–2.1" },
      { kind: "text", value: "2.1–1.2" },
      { kind: "text", value: "2.1–2.1" },
    ]);
  });
});

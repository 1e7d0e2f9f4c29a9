import { describe, expect, it } from "vitest";
import { qualificationOnDay } from "../welds/traceability.js";
import { checkPass, splitWeldsByVerdict, whichWpsCover } from "./cycle.js";
import { cycleVerdict, type TFinding } from "./findings.js";
import { derivePqrRanges, iso15614Thickness, isoDiameterRange } from "./pqr-ranges.js";
import { checkPassAgainstPqr, checkPassAgainstPqrs, checkPassAgainstWps } from "./procedure-checks.js";
import type { TProductionPass } from "./schemas.js";
import {
  E2_PASS,
  filler,
  PQR_A1,
  PQR_I1,
  pass,
  piece,
  pipeMember,
  plateMember,
  pqr,
  timeline,
  WPS_A1,
  WPS_I1,
  wps,
} from "./test-fixtures.js";
import { iso9606CalendarEnd, qualificationStateOn, requalificationsDue } from "./validity.js";
import { checkPassAgainstTestPiece, checkWelderLayer, whoMayWeld } from "./welder-checks.js";
import { deriveWelderRanges } from "./welder-ranges.js";

const find = (findings: readonly TFinding[], variable: string, member?: 1 | 2) =>
  findings.filter((finding) => finding.variable === variable && (member === undefined || finding.member === member));
const stateOf = (findings: readonly TFinding[], variable: string, member?: 1 | 2) => {
  const matches = find(findings, variable, member);
  if (matches.length === 0) throw new Error(`no finding ${variable}`);
  return matches.some((f) => f.state === "fail")
    ? "fail"
    : matches.some((f) => f.state === "cannot_check")
      ? "cannot_check"
      : matches[0]!.state;
};
const failing = (findings: readonly TFinding[]) => [...new Set(findings.filter((f) => f.state === "fail").map((f) => f.variable))].sort();
const unchecked = (findings: readonly TFinding[]) =>
  findings.filter((f) => f.state === "cannot_check").map((f) => `${f.variable}:${f.code}`);
const fill = WPS_I1.pass_groups[1]!;
const withPass = (changes: Partial<TProductionPass>): TProductionPass => ({ ...E2_PASS, ...changes });

describe("E1 ISO PQR → ranges", () => {
  const ranges = derivePqrRanges(PQR_I1);
  const line = ranges.processes[0]!;
  it("qualifies WT 3.000–21.940", () =>
    expect(line.thickness).toMatchObject({ kind: "range", range: { min: 3_000, max: 21_940 }, rule: "ISO 15614-1 Table 6" }));
  it("qualifies OD ≥ 84.150, and plate is covered by the pipe test", () => {
    expect(ranges.outer_diameter).toMatchObject({ kind: "range", range: { min: 84_150, max: null } });
    const plate = checkPassAgainstPqr(withPass({ members: [plateMember(12.7, "1.2"), plateMember(12.7, "1.2")] }), PQR_I1, WPS_I1);
    expect(stateOf(plate, "outer_diameter")).toBe("pass");
  });
  it("qualifies the pairs 1.1–1.1, 1.1–1.2, 1.2–1.2", () =>
    expect(ranges.material_pairs.pairs).toEqual([
      ["1.1", "1.1"],
      ["1.1", "1.2"],
      ["1.2", "1.2"],
    ]));
  it("qualifies positions PA–PF, not PG", () =>
    expect(ranges.positions).toMatchObject({ kind: "main", main: ["PA", "PB", "PC", "PD", "PE", "PF"] }));
  it("qualifies heat input ≤ 1.375 with no minimum", () =>
    expect(line.heat_input).toMatchObject({ kind: "range", range: { min: null, max: 1_375 } }));
  it("qualifies preheat ≥ 50, interpass ≤ 250, PWHT none", () => {
    expect(ranges.preheat).toMatchObject({ kind: "range", range: { min: 50, max: null } });
    expect(ranges.interpass).toMatchObject({ kind: "range", range: { min: null, max: 250 } });
    expect(ranges.pwht.condition).toBe("none");
  });
});

describe("E2 cycles against E1 (WPS-I1 on PQR-I1)", () => {
  const layers = (p: TProductionPass) => ({
    wps: checkPassAgainstWps(p, WPS_I1, p.pass_group === "root" ? WPS_I1.pass_groups[0]! : fill),
    pqr: checkPassAgainstPqr(p, PQR_I1, WPS_I1),
  });
  it("heat input 1.3004 rounds to 1.300: every WPS and PQR finding passes, verdict inside", () => {
    const { wps: w, pqr: q } = layers(E2_PASS);
    expect(find(q, "heat_input")[0]?.actual).toEqual({ kind: "number", quantity: "heat_input", value: 1_300 });
    expect(cycleVerdict([...w, ...q])).toBe("inside");
  });
  it("heat input 1.36: WPS layer fails (> 1.350), PQR layer passes", () => {
    const { wps: w, pqr: q } = layers(withPass({ heat_input: 1.36 }));
    expect(stateOf(w, "heat_input")).toBe("fail");
    expect(find(w, "heat_input")[0]?.expected).toEqual({ kind: "range", quantity: "heat_input", range: { min: 600, max: 1_350 } });
    expect(stateOf(q, "heat_input")).toBe("pass");
  });
  it("heat input 1.3755 rounds to 1.376: both layers fail", () => {
    const { wps: w, pqr: q } = layers(withPass({ heat_input: 1.3755 }));
    expect(stateOf(w, "heat_input")).toBe("fail");
    expect(find(q, "heat_input")[0]).toMatchObject({ state: "fail", actual: { value: 1_376 }, source: { kind: "pqr", id: "PQR-I1" } });
  });
  it("preheat 49.4 rounds to 49: PQR and WPS fail; 49.5 rounds to 50: pass", () => {
    const low = layers(withPass({ preheat: 49.4 }));
    expect([stateOf(low.wps, "preheat"), stateOf(low.pqr, "preheat")]).toEqual(["fail", "fail"]);
    const half = layers(withPass({ preheat: 49.5 }));
    expect([stateOf(half.wps, "preheat"), stateOf(half.pqr, "preheat")]).toEqual(["pass", "pass"]);
  });
  it("interpass 250 passes, 251 fails, and the first pass group is not_applicable", () => {
    const at250 = layers(withPass({ interpass: 250 }));
    expect([stateOf(at250.wps, "interpass"), stateOf(at250.pqr, "interpass")]).toEqual(["pass", "pass"]);
    const at251 = layers(withPass({ interpass: 251 }));
    expect([stateOf(at251.wps, "interpass"), stateOf(at251.pqr, "interpass")]).toEqual(["fail", "fail"]);
    const root = layers(withPass({ interpass: 400, pass_group: "root", first_pass_group: true }));
    expect([stateOf(root.wps, "interpass"), stateOf(root.pqr, "interpass")]).toEqual(["not_applicable", "not_applicable"]);
  });
  it("edge WT 22.00: WPS fails (> 20.000), PQR fails (> 21.940)", () => {
    const { wps: w, pqr: q } = layers(withPass({ members: [pipeMember(323.9, 22, "1.2"), pipeMember(323.9, 12.7, "1.2")] }));
    expect(find(w, "wall_thickness", 1)[0]).toMatchObject({
      state: "fail",
      expected: { range: { min: 5_000, max: 20_000 } },
      actual: { value: 22_000 },
    });
    expect(find(q, "wall_thickness", 1)[0]).toMatchObject({
      state: "fail",
      expected: { range: { min: 3_000, max: 21_940 } },
      actual: { value: 22_000 },
    });
    expect(stateOf(q, "wall_thickness", 2)).toBe("pass");
  });
  it("a manual cycle without heat input: heat input cannot_check, verdict unverified", () => {
    const { wps: w, pqr: q } = layers(withPass({ heat_input: null }));
    expect(find(q, "heat_input")[0]).toMatchObject({ state: "cannot_check", code: "missing_heat_input" });
    expect(cycleVerdict([...w, ...q])).toBe("unverified");
  });
});

describe("E3 ISO single-run", () => {
  it("t 8 single qualifies 4.000–10.400, and multi-run production fails the run type", () => {
    expect(iso15614Thickness(8_000, "single")).toMatchObject({ range: { min: 4_000, max: 10_400 } });
    const single = pqr({ ...PQR_I1, thickness: 8, run_type: "single" });
    expect(stateOf(checkPassAgainstPqr(withPass({ run_type: "multi" }), single, WPS_I1), "run_type")).toBe("fail");
    expect(stateOf(checkPassAgainstPqr(withPass({ run_type: "single" }), single, WPS_I1), "run_type")).toBe("pass");
  });
  it("t 5 single qualifies 3.000–6.500", () =>
    expect(iso15614Thickness(5_000, "single")).toMatchObject({ range: { min: 3_000, max: 6_500 } }));
  it("t 2 qualifies 1.400–2.600 single, 1.400–4.000 multi", () => {
    expect(iso15614Thickness(2_000, "single")).toMatchObject({ range: { min: 1_400, max: 2_600 } });
    expect(iso15614Thickness(2_000, "multi")).toMatchObject({ range: { min: 1_400, max: 4_000 } });
  });
});

describe("E4 ISO diameters", () => {
  it("D 20 → 10.000–40.000; D 25 → 12.500–50.000; D 40 → ≥ 25.000; D 60.3 → ≥ 30.150", () => {
    expect(isoDiameterRange(20_000)).toEqual({ min: 10_000, max: 40_000 });
    expect(isoDiameterRange(25_000)).toEqual({ min: 12_500, max: 50_000 });
    expect(isoDiameterRange(40_000)).toEqual({ min: 25_000, max: null });
    expect(isoDiameterRange(60_300)).toEqual({ min: 30_150, max: null });
  });
  const plateTest = pqr({ ...PQR_I1, id: "PQR-plate", product_form: "plate", outer_diameter: null });
  const od = (o: number, position: "PH" | "PA", rotated: boolean | null) =>
    stateOf(
      checkPassAgainstPqr(
        withPass({ members: [pipeMember(o, 12.7, "1.2"), pipeMember(o, 12.7, "1.2")], position, pipe_rotated: rotated }),
        plateTest,
        WPS_I1,
      ),
      "outer_diameter",
    );
  it("plate PQR: production D 508 fixed PH passes", () => expect(od(508, "PH", false)).toBe("pass"));
  it("plate PQR: production D 219.1 rotated in PA passes", () => expect(od(219.1, "PA", true)).toBe("pass"));
  it("plate PQR: production D 219.1 fixed PH fails", () => expect(od(219.1, "PH", false)).toBe("fail"));
  it("plate PQR: production D 219.1 in PA with rotation unknown cannot be checked", () =>
    expect(od(219.1, "PA", null)).toBe("cannot_check"));
});

describe("E5 ASME PQR with toughness (WPS-A1 requires impact)", () => {
  const ranges = derivePqrRanges(PQR_A1, { impact_required: true });
  const line = ranges.processes[0]!;
  it("qualifies T 16.000–50.800 (5.000–50.800 without toughness) and t ≤ 50.800", () => {
    expect(line.thickness).toMatchObject({ kind: "range", range: { min: 16_000, max: 50_800 } });
    expect(derivePqrRanges(PQR_A1, { impact_required: false }).processes[0]!.thickness).toMatchObject({
      range: { min: 5_000, max: 50_800 },
    });
    expect(line.deposit).toMatchObject({ kind: "range", range: { min: null, max: 50_800 } });
  });
  it("qualifies P-1 to P-1, Group 2 only", () => {
    expect(ranges.material_pairs.pairs).toEqual([["1", "1"]]);
    expect(ranges.group_numbers?.groups).toEqual({ "1": [2] });
  });
  it("qualifies preheat ≥ 45, interpass ≤ 305, arc energy ≤ 2.100, all positions", () => {
    expect(ranges.preheat).toMatchObject({ range: { min: 45, max: null }, rule: "QW-406.1" });
    expect(ranges.interpass).toMatchObject({ range: { min: null, max: 305 }, rule: "QW-406.3" });
    expect(line.heat_input).toMatchObject({ range: { min: null, max: 2_100 }, rule: "QW-409.1" });
    expect(ranges.positions).toMatchObject({ kind: "asme", vertical_up: true });
  });
  const base = pass({
    day: "2027-05-03",
    pass_group: "all",
    process: "111",
    joint_type: "butt",
    run_type: "multi",
    members: [plateMember(25.4, "1.1", "1"), plateMember(25.4, "1.1", "1")].map((m) => ({
      ...m,
      material: { ...m.material, group_number: 2 },
    })) as never,
    position: "3G",
    direction: "up",
    deposited_thickness: 20,
    fillers: [filler("E7018")],
    heat_input: 1.68,
    efficiency_k: 0.8,
    preheat: 100,
    interpass: 250,
  });
  it("production P-1 Group 1 fails the group number", () => {
    const p = {
      ...base,
      members: base.members.map((m) => ({ ...m, material: { ...m.material, group_number: 1 } })) as TProductionPass["members"],
    };
    expect(stateOf(checkPassAgainstPqr(p, PQR_A1, WPS_A1), "group_number")).toBe("fail");
    expect(stateOf(checkPassAgainstPqr(base, PQR_A1, WPS_A1), "group_number")).toBe("pass");
  });
  it("production WT 12.70 fails (< 16.000)", () => {
    const p = { ...base, members: base.members.map((m) => ({ ...m, wall_thickness: 12.7 })) as TProductionPass["members"] };
    expect(find(checkPassAgainstPqr(p, PQR_A1, WPS_A1), "wall_thickness", 1)[0]).toMatchObject({
      state: "fail",
      rule: "QW-451.1, QW-403.6",
    });
  });
  it("cycle heat input 1.68 with k 0.8 is arc energy 2.100 and passes (1.68 itself is not compared)", () => {
    const findings = checkPassAgainstPqr(base, PQR_A1, WPS_A1);
    expect(find(findings, "arc_energy")[0]).toMatchObject({ state: "pass", actual: { value: 2_100 } });
    expect(failing(findings)).toEqual([]);
  });
});

describe("E6 ASME thickness rows", () => {
  const T = (thickness: number, process = "111") =>
    derivePqrRanges(pqr({ ...PQR_A1, impact_required: false, thickness, processes: [{ process, deposited_thickness: thickness }] }), {
      impact_required: false,
    }).processes[0]!.thickness;
  it("T 10 → 1.500–20.000", () => expect(T(10)).toMatchObject({ range: { min: 1_500, max: 20_000 } }));
  it("T 10.5 → 5.000–21.000", () => expect(T(10.5)).toMatchObject({ range: { min: 5_000, max: 21_000 } }));
  it("T 1.2 → 1.200–2.400", () => expect(T(1.2)).toMatchObject({ range: { min: 1_200, max: 2_400 } }));
  it("T 38 GMAW → 5.000–200.000; the same T with FCAW → 5.000–76.000", () => {
    expect(T(38, "135")).toMatchObject({ range: { min: 5_000, max: 200_000 } });
    expect(T(38, "136")).toMatchObject({ range: { min: 5_000, max: 76_000 } });
  });
});

/* ---------------- Welders ---------------- */

const W1 = piece({
  id: "W1",
  standard: "iso9606_1",
  process: "135",
  transfer_mode: "short_circuit",
  joint_type: "BW",
  product_type: "plate",
  test_thickness: 10,
  deposited_thickness: 10,
  test_positions: ["PF"],
  weld_details: "ss_nb",
  filler: filler("ER70S-6"),
});

const plateWeld = pass({
  day: "2027-05-03",
  welder: "W1",
  pass_group: "fill",
  process: "135",
  transfer_mode: "short_circuit",
  joint_type: "butt",
  members: [plateMember(12), plateMember(12)],
  position: "PF",
  direction: "up",
  weld_details: "ss_nb",
  fillers: [filler("ER70S-6")],
});

describe("E7 ISO welder, plate", () => {
  it("W1 qualifies s 3.000–20.000, BW PA and PF, FM1/FM2, S/M, 135/138, all transfer modes, ss_nb/ss_mb/bs", () => {
    const ranges = deriveWelderRanges(W1);
    expect(ranges.thickness).toEqual({ min: 3_000, max: 20_000 });
    expect(ranges.positions).toEqual({ main: ["PA", "PF"] });
    expect(ranges.fm_groups).toEqual(["FM1", "FM2"]);
    expect(ranges.filler_types).toEqual(["S", "M"]);
    expect(ranges.processes).toEqual(["135", "138"]);
    expect(ranges.transfer_modes).toHaveLength(5);
    expect(ranges.weld_details).toEqual(["ss_nb", "ss_mb", "bs"]);
    expect(ranges.outer_diameter).toBeNull();
  });
  it("production plate WT 12 PF up ER70S-6 is covered", () => {
    const findings = checkPassAgainstTestPiece(plateWeld, W1);
    expect(failing(findings)).toEqual([]);
    expect(unchecked(findings)).toEqual([]);
  });
  const onPipe = (od: number, position: "PH" | "PA", rotated: boolean) =>
    checkPassAgainstTestPiece(
      { ...plateWeld, members: [pipeMember(od, 12, "1.1"), pipeMember(od, 12, "1.1")], position, pipe_rotated: rotated },
      W1,
    );
  it("pipe 610 fixed PH fails the position (PE missing) and passes the product type", () => {
    const findings = onPipe(610, "PH", false);
    expect(failing(findings)).toEqual(["position"]);
    expect(find(findings, "position")[0]).toMatchObject({ expected: { values: ["PA", "PF"] }, actual: { values: ["PA", "PE", "PF"] } });
  });
  it("pipe 114.3 rotated in PA is covered", () => expect(failing(onPipe(114.3, "PA", true))).toEqual([]));
  it("pipe 60.3 rotated in PA fails the product type", () => expect(failing(onPipe(60.3, "PA", true))).toEqual(["product_type"]));
  it("FCAW (136) fails the process", () =>
    expect(failing(checkPassAgainstTestPiece({ ...plateWeld, process: "136" }, W1))).toContain("process"));
});

const W2 = piece({
  id: "W2",
  standard: "iso9606_1",
  process: "141",
  joint_type: "BW",
  product_type: "pipe",
  test_outer_diameter: 60.3,
  test_thickness: 3.91,
  test_positions: ["H-L045"],
  weld_details: "ss_nb",
  filler: filler("ER70S-6"),
});

describe("E8 ISO welder, small pipe", () => {
  const root = pass({
    day: "2027-05-03",
    welder: "W2",
    pass_group: "root",
    process: "141",
    joint_type: "butt",
    members: [pipeMember(33.4, 4.55, "1.1"), pipeMember(33.4, 4.55, "1.1")],
    position: "PH",
    direction: "up",
    root: true,
    weld_details: "ss_nb",
    deposited_thickness: 3,
    wps_process_count: 2,
    fillers: [filler("ER70S-6")],
  });
  it("W2 qualifies s 3.000–7.820, OD ≥ 30.150, positions PA, PC, PE, PF", () => {
    const ranges = deriveWelderRanges(W2);
    expect(ranges.thickness).toEqual({ min: 3_000, max: 7_820 });
    expect(ranges.outer_diameter).toEqual({ min: 30_150, max: null });
    expect(ranges.positions).toEqual({ main: ["PA", "PC", "PE", "PF"] });
  });
  it("the GTAW root (deposit 3.0) of a GTAW+SMAW WPS on OD 33.4 in PH is covered", () => {
    const findings = checkPassAgainstTestPiece(root, W2);
    expect(failing(findings)).toEqual([]);
    expect(unchecked(findings)).toEqual([]);
  });
  it("OD 26.7 fails", () =>
    expect(
      failing(checkPassAgainstTestPiece({ ...root, members: [pipeMember(26.7, 3.91, "1.1"), pipeMember(26.7, 3.91, "1.1")] }, W2)),
    ).toEqual(["outer_diameter"]));
  it("PJ or PG fails the position", () => {
    expect(failing(checkPassAgainstTestPiece({ ...root, position: "PJ", direction: "down" }, W2))).toEqual(["position"]);
    expect(failing(checkPassAgainstTestPiece({ ...root, position: "PG", direction: "down" }, W2))).toEqual(["position"]);
  });
  it("no deposited_thickness on the pass group: thickness cannot_check:deposit_thickness_unknown", () =>
    expect(find(checkPassAgainstTestPiece({ ...root, deposited_thickness: null }, W2), "deposited_thickness")[0]).toMatchObject({
      state: "cannot_check",
      code: "deposit_thickness_unknown",
    }));
});

const W3 = piece({
  id: "W3",
  standard: "asme_ix",
  process: "141",
  joint_type: "BW",
  product_type: "pipe",
  test_outer_diameter: 60.3,
  test_thickness: 5.54,
  layers: 2,
  test_positions: ["6G"],
  progression: "up",
  backing: "without",
  filler: filler("ER70S-6"),
  p_number: "1",
});

describe("E9 ASME welder, 6G", () => {
  const base = pass({
    day: "2027-05-03",
    welder: "W3",
    pass_group: "root",
    process: "141",
    joint_type: "butt",
    members: [pipeMember(73, 5.54, "1.1", "1"), pipeMember(73, 5.54, "1.1", "1")],
    position: "5G",
    direction: "up",
    root: true,
    backing: "without",
    deposited_thickness: 5.54,
    fillers: [filler("ER70S-6")],
  });
  it("W3 qualifies t ≤ 11.080, OD ≥ 25.000, all positions up, fillets, with/without backing, any F-6, P-1…P-15F, 34, 41–49", () => {
    const ranges = deriveWelderRanges(W3);
    expect(ranges.thickness).toEqual({ min: null, max: 11_080 });
    expect(ranges.outer_diameter).toEqual({ min: 25_000, max: null });
    expect(ranges.positions).toEqual({
      letters: { groove_large: ["F", "H", "V", "O"], groove_small_pipe: ["F", "H", "V", "O"], fillet: ["F", "H", "V", "O"] },
      progression: "up",
    });
    expect(ranges.backing).toEqual(["with", "without"]);
    expect(ranges.f_numbers).toEqual(["F-6"]);
    expect(ranges.p_number_family).toBe("A");
    const fillet = checkPassAgainstTestPiece(
      {
        ...base,
        joint_type: "fillet",
        position: "4F",
        direction: null,
        members: [pipeMember(20, 3, "8.1", "8"), pipeMember(20, 3, "8.1", "45")],
      },
      W3,
    );
    expect(failing(fillet)).toEqual([]);
  });
  it("OD 73.0 passes", () => {
    expect(failing(checkPassAgainstTestPiece(base, W3))).toEqual([]);
    expect(unchecked(checkPassAgainstTestPiece(base, W3))).toEqual([]);
  });
  it("OD 24.0 fails", () =>
    expect(
      failing(checkPassAgainstTestPiece({ ...base, members: [pipeMember(24, 5.54, "1.1"), pipeMember(24, 5.54, "1.1")] }, W3)),
    ).toEqual(["outer_diameter"]));
  it("deposit 11.09 fails", () =>
    expect(failing(checkPassAgainstTestPiece({ ...base, deposited_thickness: 11.09 }, W3))).toEqual(["deposited_thickness"]));
  it("PG fails the progression", () =>
    expect(failing(checkPassAgainstTestPiece({ ...base, position: "PG", direction: "down" }, W3))).toEqual(["progression"]));
  it("2G passes", () => expect(failing(checkPassAgainstTestPiece({ ...base, position: "2G", direction: null }, W3))).toEqual([]));
});

const W4 = piece({
  id: "W4",
  standard: "asme_ix",
  process: "111",
  joint_type: "BW",
  product_type: "plate",
  test_thickness: 12,
  layers: 3,
  test_positions: ["2G"],
  backing: "with",
  filler: filler("E7018"),
  p_number: "1",
});

describe("E10 ASME welder, plate 2G", () => {
  const base = pass({
    day: "2027-05-03",
    welder: "W4",
    pass_group: "root",
    process: "111",
    joint_type: "butt",
    members: [pipeMember(168.3, 7.11, "1.1", "1"), pipeMember(168.3, 7.11, "1.1", "1")],
    position: "2G",
    root: true,
    backing: "with",
    deposited_thickness: 7.11,
    fillers: [filler("E7018")],
  });
  it("W4 qualifies t ≤ 24.000, groove F and H on plate and pipe ≥ 73, fillet F and H, F-1…F-4 with backing", () => {
    const ranges = deriveWelderRanges(W4);
    expect(ranges.thickness).toEqual({ min: null, max: 24_000 });
    expect(ranges.positions).toMatchObject({ letters: { groove_large: ["F", "H"], groove_small_pipe: ["F", "H"], fillet: ["F", "H"] } });
    expect(ranges.f_numbers).toEqual(["F-1 with backing", "F-2 with backing", "F-3 with backing", "F-4 with backing"]);
  });
  it("pipe OD 60.3 in 2G fails the diameter", () =>
    expect(
      failing(checkPassAgainstTestPiece({ ...base, members: [pipeMember(60.3, 5.54, "1.1"), pipeMember(60.3, 5.54, "1.1")] }, W4)),
    ).toEqual(["outer_diameter"]));
  it("OD 168.3 in 2G with backing and E7018 passes", () => {
    expect(failing(checkPassAgainstTestPiece(base, W4))).toEqual([]);
    expect(unchecked(checkPassAgainstTestPiece(base, W4))).toEqual([]);
  });
  it("an open root with E6010 (F-3) without backing fails the backing", () =>
    expect(failing(checkPassAgainstTestPiece({ ...base, backing: "without", fillers: [filler("E6010")] }, W4))).toContain("backing"));
  it("3G production fails the position", () =>
    expect(failing(checkPassAgainstTestPiece({ ...base, position: "3G", direction: "up" }, W4))).toEqual(["position"]));
});

/* ---------------- Validity ---------------- */

const W3_TIMELINE = timeline({ id: "W3", welder: "W3", standard: "asme_ix", process: "141", qualified_at: "2026-01-15" });
const W3_DAYS = ["2026-03-01", "2026-09-05", "2026-09-10"];

describe("E11 ASME continuity, no revival", () => {
  it("lapses on 2026-09-01 (valid through 2026-08-31)", () => {
    expect(qualificationStateOn(W3_TIMELINE, { welding_days: W3_DAYS }, "2026-08-31")).toMatchObject({
      state: "expiring",
      until: "2026-08-31",
    });
    expect(qualificationStateOn(W3_TIMELINE, { welding_days: W3_DAYS }, "2026-09-01")).toMatchObject({
      state: "lapsed",
      ended_on: "2026-09-01",
    });
  });
  it("cycles of 2026-09-05 and 2026-09-10 fail validity with 'lapsed on 2026-09-01'", () => {
    for (const day of ["2026-09-05", "2026-09-10"]) {
      const result = checkWelderLayer({ ...pass({ ...E2_PASS, welder: "W3", process: "141" }), day }, [
        { piece: W3, timeline: W3_TIMELINE, history: { welding_days: W3_DAYS } },
      ]);
      expect(result.findings).toEqual([
        expect.objectContaining({ variable: "validity", state: "fail", code: "lapsed", params: { state: "lapsed", on: "2026-09-01" } }),
      ]);
    }
  });
  it("where today's qualificationOnDay calls 2026-09-10 valid", () =>
    expect(qualificationOnDay([{ qualified_at: "2026-01-15" }], W3_DAYS, "2026-09-10")?.state).toBe("valid"));
  it("a renewal (QW-322.2) revives it from its date", () =>
    expect(qualificationStateOn(W3_TIMELINE, { welding_days: W3_DAYS, renewals: ["2026-09-08"] }, "2026-09-10")).toMatchObject({
      state: "valid",
      until: "2027-03-07",
    }));
});

const W1_TIMELINE = timeline({
  id: "W1",
  welder: "W1",
  standard: "iso9606_1",
  process: "135",
  qualified_at: "2026-03-10",
  revalidation_method: "9.3b",
  confirmations: [{ date: "2026-09-01" }, { date: "2027-02-20" }],
});

describe("E12 ISO validity", () => {
  it("is valid through 2027-08-19, expiring from 2027-07-20, lapsed on 2027-08-20", () => {
    expect(qualificationStateOn(W1_TIMELINE, {}, "2027-07-19")).toMatchObject({
      state: "valid",
      until: "2027-08-19",
      reason: "confirmation",
    });
    expect(qualificationStateOn(W1_TIMELINE, {}, "2027-07-20").state).toBe("expiring");
    expect(qualificationStateOn(W1_TIMELINE, {}, "2027-08-19").state).toBe("expiring");
    expect(qualificationStateOn(W1_TIMELINE, {}, "2027-08-20")).toMatchObject({ state: "lapsed", ended_on: "2027-08-20" });
  });
  it("has its calendar end on 2028-03-09 (9.3 b), 2029-03-09 under 9.3 a", () => {
    expect(iso9606CalendarEnd(W1_TIMELINE, "2027-08-01")).toBe("2028-03-09");
    expect(iso9606CalendarEnd({ ...W1_TIMELINE, revalidation_method: "9.3a" }, "2027-08-01")).toBe("2029-03-09");
  });
  it("a confirmation signed 2027-08-25 does not revive it", () => {
    const late = { ...W1_TIMELINE, confirmations: [...W1_TIMELINE.confirmations, { date: "2027-08-25" }] };
    expect(qualificationStateOn(late, {}, "2027-09-01")).toMatchObject({ state: "lapsed", ended_on: "2027-08-20" });
  });
});

describe("E13 Q4 on 2027-08-01", () => {
  const every5Months = (from: string, to: string) => {
    const days: { date: string }[] = [];
    for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCMonth(d.getUTCMonth() + 5))
      days.push({ date: d.toISOString().slice(0, 10) });
    return days;
  };
  const entries = [
    { qualification: W1_TIMELINE },
    {
      qualification: timeline({ id: "W3", welder: "W3", standard: "asme_ix", process: "GTAW", qualified_at: "2026-01-15" }),
      history: { welding_days: ["2026-03-01", "2026-07-01", "2026-12-01", "2027-02-10"] },
    },
    {
      qualification: timeline({
        id: "W10",
        welder: "W10",
        standard: "iso9606_1",
        process: "135",
        qualified_at: "2024-08-20",
        revalidation_method: "9.3a",
        confirmations: every5Months("2025-01-10", "2027-08-01"),
      }),
    },
    {
      qualification: timeline({
        id: "W11",
        welder: "W11",
        standard: "iso9606_1",
        process: "135",
        qualified_at: "2025-09-01",
        revalidation_method: "9.3c",
        expire_at: "2027-08-31",
        confirmations: every5Months("2026-01-15", "2027-08-01"),
      }),
    },
    {
      qualification: timeline({
        id: "W9",
        welder: "W9",
        standard: "iso9606_1",
        process: "135",
        qualified_at: "2024-09-15",
        revalidation_method: "9.3a",
        confirmations: every5Months("2025-02-01", "2027-08-01"),
      }),
    },
    {
      qualification: timeline({
        id: "W12",
        welder: "W12",
        standard: "asme_ix",
        process: "SMAW",
        qualified_at: "2026-05-01",
        expire_at: "2027-09-01",
      }),
      history: { welding_days: ["2027-07-20"] },
    },
  ];
  it("lists W3 (weld GTAW before 2027-08-10), W1 (confirm by 2027-08-19), W10 (retest by 2027-08-19), W11 (renew by 2027-08-31); not W9 nor W12", () => {
    expect(requalificationsDue(entries, "2027-08-01").map(({ welder, until, action }) => ({ welder, until, action }))).toEqual([
      { welder: "W3", until: "2027-08-09", action: { code: "weld_before", day: "2027-08-10", process: "GTAW" } },
      { welder: "W1", until: "2027-08-19", action: { code: "confirm_by", day: "2027-08-19" } },
      { welder: "W10", until: "2027-08-19", action: { code: "retest_by", day: "2027-08-19" } },
      { welder: "W11", until: "2027-08-31", action: { code: "renew_by", day: "2027-08-31" } },
    ]);
  });
});

/* ---------------- One-click questions ---------------- */

describe("E14 Q1", () => {
  const isoPipe = (id: string, transfer: "short_circuit" | "spray", process = "135") =>
    piece({
      id,
      standard: "iso9606_1",
      process,
      transfer_mode: transfer,
      joint_type: "BW",
      product_type: "pipe",
      test_outer_diameter: 168.3,
      test_thickness: 12.7,
      layers: 3,
      test_positions: ["H-L045"],
      weld_details: "ss_nb",
      filler: filler("ER70S-6"),
    });
  const valid = (id: string, process = "135", extra: Partial<Parameters<typeof timeline>[0]> = {}) =>
    timeline({ id, welder: id, standard: "iso9606_1", process, qualified_at: "2027-01-10", ...extra });
  const welders = [
    { id: "W8", last_name: "Clark", qualifications: [{ piece: isoPipe("W8", "short_circuit", "136"), timeline: valid("W8", "136") }] },
    {
      id: "W7",
      last_name: "Baker",
      qualifications: [
        {
          piece: isoPipe("W7", "short_circuit"),
          timeline: valid("W7", "135", { qualified_at: "2026-05-01", confirmations: [{ date: "2026-10-30" }] }),
        },
      ],
    },
    { id: "W6", last_name: "Fisher", qualifications: [{ piece: isoPipe("W6", "spray"), timeline: valid("W6") }] },
    { id: "W1", last_name: "Adams", qualifications: [{ piece: W1, timeline: valid("W1") }] },
    { id: "W5", last_name: "Evans", qualifications: [{ piece: isoPipe("W5", "short_circuit"), timeline: valid("W5") }] },
  ];
  const passGroup = (id: string, transfer: "short_circuit" | "pulsed_spray") =>
    pass({
      ...E2_PASS,
      day: "2027-05-03",
      pass_group: id,
      transfer_mode: transfer,
      first_pass_group: id === "1",
      root: id === "1",
      welder: null,
    });
  const answers = whoMayWeld(welders, [passGroup("1", "short_circuit"), passGroup("2", "pulsed_spray")]);
  it("orders W5, W6, then W1, W7, W8", () => expect(answers.map((answer) => answer.welder)).toEqual(["W5", "W6", "W1", "W7", "W8"]));
  it("W5 covers both pass groups; W6 pass group 2 only (transfer)", () => {
    expect(answers[0]).toMatchObject({ welder: "W5", covered: ["1", "2"] });
    expect(answers[1]).toMatchObject({ welder: "W6", covered: ["2"], reasons: { "1": ["transfer_mode"] } });
  });
  it("W1 is refused for the product (plate test, D < 500 fixed) and the position; W7 for validity; W8 for the process", () => {
    expect(answers[2]).toMatchObject({ welder: "W1", covered: [], reasons: { "1": ["product_type", "position"] } });
    expect(answers[3]).toMatchObject({ welder: "W7", covered: [], reasons: { "1": ["validity"] } });
    expect(answers[4]?.reasons["1"]).toContain("process");
  });
  it("W7's validity finding says lapsed on 2027-04-30", () => {
    const result = checkWelderLayer({ ...passGroup("1", "short_circuit"), welder: "W7" }, welders[1]!.qualifications);
    expect(result.findings[0]).toMatchObject({ state: "fail", params: { state: "lapsed", on: "2027-04-30" } });
  });
});

describe("E15 Q2", () => {
  const joint = pass({
    day: "2027-05-03",
    pass_group: "joint",
    joint_type: "butt",
    members: [pipeMember(60.3, 5.54, "1.1", "1"), pipeMember(60.3, 5.54, "1.2", "1")],
    position: "PH",
  });
  const PQR_I2 = pqr({
    ...PQR_I1,
    id: "PQR-I2",
    impact_required: false,
    outer_diameter: 33.4,
    thickness: 3.38,
    material_1: { iso_group: "1.1" },
    material_2: { iso_group: "1.1" },
    processes: [{ process: "141", filler: filler("ER70S-6") }],
  });
  const WPS_I2 = wps({
    ...WPS_I1,
    id: "WPS-I2",
    impact_required: false,
    thickness_min: 3,
    thickness_max: 6.76,
    outer_diameter_min: 25,
    covered_material_text: "1.1",
    pass_groups: [{ id: "all", process: "141", direction: "up" }],
    pqrs: ["PQR-I2"],
  });
  const PQR_A2 = pqr({
    ...PQR_A1,
    id: "PQR-A2",
    impact_required: false,
    thickness: 7.11,
    material_1: { p_number: "1" },
    material_2: { p_number: "1" },
    processes: [{ process: "141", filler: filler("ER70S-6"), deposited_thickness: 7.11 }],
  });
  const WPS_A2 = wps({
    ...WPS_A1,
    id: "WPS-A2",
    impact_required: false,
    thickness_min: 1.5,
    thickness_max: 14.22,
    preheat_min: null,
    interpass_max: null,
    pass_groups: [{ id: "all", process: "141" }],
    pqrs: ["PQR-A2"],
  });
  const answers = whichWpsCover(joint, [
    { wps: WPS_I1, pqrs: [PQR_I1] },
    { wps: WPS_I2, pqrs: [PQR_I2] },
    { wps: WPS_A1, pqrs: [PQR_A1] },
    { wps: WPS_A2, pqrs: [PQR_A2] },
  ]);
  const reasons = (index: number) => answers[index]!.reasons.filter((r) => r.state === "fail").map((r) => `${r.layer}:${r.variable}`);
  it("WPS-I1 does not cover (OD < 84.150 PQR, < 114.3 WPS)", () => {
    expect(answers[0]?.answer).toBe("does_not_cover");
    expect([...new Set(reasons(0))].sort()).toEqual(["pqr:outer_diameter", "wps:outer_diameter"]);
  });
  it("WPS-I2 on PQR-I2 does not cover (1.2 not covered by 1.1)", () => {
    expect(answers[1]?.answer).toBe("does_not_cover");
    expect(reasons(1)).toContain("pqr:material");
  });
  it("WPS-A1 on PQR-A1 does not cover (WT < 16.000)", () => {
    expect(answers[2]?.answer).toBe("does_not_cover");
    expect(reasons(2)).toContain("pqr:wall_thickness");
  });
  it("WPS-A2 on PQR-A2 covers (T 1.500–14.220; diameter not essential)", () => {
    expect(answers[3]).toMatchObject({ answer: "covers", reasons: [] });
    expect(derivePqrRanges(PQR_A2).processes[0]!.thickness).toMatchObject({ range: { min: 1_500, max: 14_220 } });
  });
});

describe("E16 Missing data", () => {
  const W5 = piece({
    id: "W5",
    standard: "iso9606_1",
    process: "135",
    transfer_mode: "short_circuit",
    joint_type: "BW",
    product_type: "pipe",
    test_outer_diameter: 168.3,
    test_thickness: 12.7,
    layers: 3,
    test_positions: ["H-L045"],
    weld_details: "ss_nb",
    filler: filler("ER70S-6"),
  });
  const qualifications = [
    { piece: W5, timeline: timeline({ id: "W5", welder: "W5", standard: "iso9606_1", process: "135", qualified_at: "2027-01-10" }) },
  ];
  const missing = pass({
    ...E2_PASS,
    day: null,
    members: [
      { outer_diameter: 323.9, product_form: "pipe", material: {} },
      { outer_diameter: 323.9, product_form: "pipe", material: {} },
    ],
  });
  const check = checkPass(missing, { wps: WPS_I1, pqrs: [PQR_I1], qualifications });
  it("a cycle without start and end: validity cannot_check:missing_cycle_day", () =>
    expect(find(check.findings, "validity")[0]).toMatchObject({ state: "cannot_check", code: "missing_cycle_day" }));
  it("edge and workpiece without WT: cannot_check:missing_wall_thickness", () => {
    expect(find(check.findings, "wall_thickness").every((f) => f.state === "cannot_check" && f.code === "missing_wall_thickness")).toBe(
      true,
    );
  });
  it("workpiece without group: cannot_check:missing_material_group", () =>
    expect(find(check.findings, "material").map((f) => [f.layer, f.state, f.code])).toEqual([
      ["wps", "cannot_check", "missing_material_group"],
      ["pqr", "cannot_check", "missing_material_group"],
    ]));
  it("verdict unverified, listed in Q3's second tab and not the first", () => {
    expect(failing(check.findings)).toEqual([]);
    expect(check.verdict).toBe("unverified");
    const good = checkPass(E2_PASS, { wps: WPS_I1, pqrs: [PQR_I1], qualifications });
    expect(good.verdict).toBe("inside");
    const bad = checkPass({ ...E2_PASS, heat_input: 1.4 }, { wps: WPS_I1, pqrs: [PQR_I1], qualifications });
    expect(bad.verdict).toBe("outside");
    expect(
      splitWeldsByVerdict([
        { weld: "missing", verdict: check.verdict },
        { weld: "good", verdict: good.verdict },
        { weld: "bad", verdict: bad.verdict },
      ]),
    ).toEqual({ outside: ["bad"], unverified: ["missing"] });
  });
});

describe("§5.3 several PQRs behind one WPS", () => {
  it("reports the covering candidate, and fails process_not_qualified when no PQR has the process", () => {
    const narrow = pqr({ ...PQR_I1, id: "PQR-narrow", thickness: 5 });
    const twoPqrs = wps({ ...WPS_I1, pqrs: ["PQR-narrow", "PQR-I1"] });
    expect(checkPassAgainstPqrs(E2_PASS, twoPqrs, [narrow, PQR_I1]).pqr).toBe("PQR-I1");
    expect(checkPassAgainstPqrs({ ...E2_PASS, process: "141" }, twoPqrs, [narrow, PQR_I1]).findings).toEqual([
      expect.objectContaining({ state: "fail", code: "process_not_qualified" }),
    ]);
  });
  it("a pWPS fails procedure_not_qualified; a WPS without PQR cannot be checked; API 1104 is unsupported", () => {
    expect(checkPassAgainstPqrs(E2_PASS, wps({ ...WPS_I1, is_wps: false }), [PQR_I1]).findings[0]).toMatchObject({
      state: "fail",
      code: "procedure_not_qualified",
    });
    expect(checkPassAgainstPqrs(E2_PASS, wps({ ...WPS_I1, pqrs: [] }), [PQR_I1]).findings[0]).toMatchObject({
      state: "cannot_check",
      code: "no_pqr_linked",
    });
    expect(checkPassAgainstPqrs(E2_PASS, wps({ ...WPS_I1, rule_set: "api_1104" }), [PQR_I1]).findings[0]).toMatchObject({
      state: "cannot_check",
      code: "unsupported_method",
    });
  });
  it("a level-2 WPS on a level-1 PQR fails pqr_level; an impact WPS on a PQR without impact fails pqr_lacks_impact", () => {
    expect(stateOf(checkPassAgainstPqr(E2_PASS, pqr({ ...PQR_I1, level: 1 }), WPS_I1), "level")).toBe("fail");
    expect(find(checkPassAgainstPqr(E2_PASS, pqr({ ...PQR_I1, impact_required: false }), WPS_I1), "impact")[0]).toMatchObject({
      state: "fail",
      code: "pqr_lacks_impact",
    });
  });
});

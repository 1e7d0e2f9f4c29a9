import { ASME_LENGTHS, asmeTemperatureStep, type TUnitSystem } from "./asme-lengths.js";
import {
  asmeProcessOf,
  ISO_MATERIAL_GROUP_SEEDS,
  ISO_POSITIONS,
  MAIN_POSITIONS,
  normalisePNumber,
  parseIsoGroup,
  resolvePosition,
  type TMainPosition,
} from "./catalogue.js";
import type { TFiller, TJointType, TPqrCoupon, TPqrProcess, TPwht } from "./schemas.js";
import {
  ceilRational,
  celsius,
  compareRational,
  FACTOR,
  floorRational,
  intersect,
  kjPerMm,
  maxLimit,
  minLimit,
  mm,
  rational,
  type TQualifiedRange,
  type TRational,
} from "./units.js";

/** The application's requirements a PQR's ranges depend on (the WPS's flags and level, design §5.1 P0). */
export interface TPqrRequirements {
  impact_required: boolean;
  hardness_required: boolean;
  /** ISO 15614-1 level of the WPS; null ⇒ 2. */
  level?: 1 | 2 | null;
}

/** A derived range (or a reason it is not derived), with the rule that gives it. */
export type TDerivedRange =
  | { kind: "range"; range: TQualifiedRange; rule: string }
  | { kind: "not_applicable"; rule: string; code?: string }
  | { kind: "cannot_check"; rule: string; code: string }
  | { kind: "not_qualified"; rule: string; code: string };

export interface TPqrProcessRanges {
  process: string;
  /** Parent / base-metal thickness of each production member (ISO Table 6; IX QW-451.1 T). */
  thickness: TDerivedRange;
  /** IX QW-451.1 t: weld metal this process may deposit. ISO: not applicable. */
  deposit: TDerivedRange;
  /** ISO heat input with k (P6), IX arc energy k = 1 (A7). */
  heat_input: TDerivedRange;
  filler: TFiller | null;
}

export interface TPqrRanges {
  pqr: string;
  rule_set: TPqrCoupon["rule_set"];
  level: 1 | 2;
  requirements: Required<TPqrRequirements>;
  processes: TPqrProcessRanges[];
  /** ISO P3; IX: not essential (A11). `plate_test`: the PQR coupon was a plate (P3's plate-to-pipe rule). */
  outer_diameter: TDerivedRange;
  plate_test: boolean;
  /** ISO P4: the qualified main positions; IX A8: `all` or all but vertical-up production. */
  positions:
    | { kind: "main"; main: readonly TMainPosition[]; rule: string }
    | { kind: "asme"; vertical_up: boolean; rule: string }
    | { kind: "not_applicable"; rule: string };
  /** ISO P5 pairs of ISO/TR 15608 codes, IX A3 pairs of P-Nos (unordered). */
  material_pairs: { pairs: [string, string][]; rule: string };
  /** IX A4 (toughness): the Group Nos per P-No the PQR covers; null when not essential. */
  group_numbers: { groups: Record<string, number[]>; rule: string } | null;
  preheat: TDerivedRange;
  interpass: TDerivedRange;
  run_types: { values: ("single" | "multi")[]; rule: string } | null;
  joint_types: { values: TJointType[]; rule: string };
  pwht: TPwht;
  lacks: ("impact" | "hardness")[];
}

const range = (min: number | null, max: number | null, rule: string): TDerivedRange => ({ kind: "range", range: { min, max }, rule });

/* ---------- ISO 15614-1 ---------- */

/** P1, Table 6 (level-2 table for both levels): t in µm → qualified parent thickness. */
export function iso15614Thickness(t: number, runType: "single" | "multi"): TDerivedRange {
  const rule = "ISO 15614-1 Table 6";
  const multi = runType === "multi";
  if (t <= 3_000) return range(minLimit(t, FACTOR.sevenTenths), maxLimit(t, multi ? FACTOR.two : FACTOR.thirteenTenths), rule);
  if (t <= 12_000)
    return multi
      ? range(3_000, maxLimit(t, FACTOR.two), rule)
      : range(Math.max(3_000, minLimit(t, FACTOR.half)), maxLimit(t, FACTOR.thirteenTenths), rule);
  if (t <= 100_000) return range(minLimit(t, FACTOR.half), maxLimit(t, multi ? FACTOR.two : FACTOR.elevenTenths), rule);
  return multi ? range(50_000, maxLimit(t, FACTOR.two), rule) : { kind: "not_qualified", rule, code: "single_run_above_100" };
}

/** P3 (ISO 15614-1) and W8 (ISO 9606-1 Table 7) share the table: D ≤ 25 → 0.5D–2D; D > 25 → ≥ max(0.5D, 25). D in µm. */
export function isoDiameterRange(d: number): TQualifiedRange {
  if (d <= 25_000) return { min: minLimit(d, FACTOR.half), max: maxLimit(d, FACTOR.two) };
  return { min: Math.max(minLimit(d, FACTOR.half), 25_000), max: null };
}

/** ISO/TR 15608 (P5): m is covered by a when of the same group and of a subgroup ≤ a's; 1.4 covers only 1.4. */
export function isoGroupCovers(a: string, m: string): boolean {
  const pa = parseIsoGroup(a);
  const pm = parseIsoGroup(m);
  if (!pa || !pm || pa.group !== pm.group) return false;
  if (pa.subgroup === null || pm.subgroup === null) return pa.subgroup === pm.subgroup;
  if (pa.group === 1 && (pa.subgroup === 4 || pm.subgroup === 4)) return pa.subgroup === pm.subgroup;
  return pm.subgroup <= pa.subgroup;
}

/** P5: PQR pair (a, b) covers production pair (x, y) straight or crosswise. */
export const isoPairCovers = ([a, b]: readonly [string, string], [x, y]: readonly [string, string]) =>
  (isoGroupCovers(a, x) && isoGroupCovers(b, y)) || (isoGroupCovers(a, y) && isoGroupCovers(b, x));

const pairKey = ([a, b]: readonly [string, string]) => [a, b].sort().join("|");
function uniquePairs(pairs: [string, string][]): [string, string][] {
  const seen = new Map<string, [string, string]>();
  for (const pair of pairs) {
    const sorted = [...pair].sort((x, y) => x.localeCompare(y, "en", { numeric: true })) as [string, string];
    if (!seen.has(pairKey(sorted))) seen.set(pairKey(sorted), sorted);
  }
  return [...seen.values()].sort((p, q) => p.join("|").localeCompare(q.join("|"), "en", { numeric: true }));
}

const coveredPairsCache = new Map<string, [string, string][]>();

/** The catalogue pairs a PQR pair covers (E1: 1.2–1.2 → 1.1–1.1, 1.1–1.2, 1.2–1.2); only codes of its groups can be. */
export function isoCoveredPairs(pair: readonly [string, string]): [string, string][] {
  const key = pairKey(pair);
  const cached = coveredPairsCache.get(key);
  if (cached) return cached.map(([a, b]) => [a, b]);
  const groups = new Set(pair.map((code) => parseIsoGroup(code)?.group));
  const codes = ISO_MATERIAL_GROUP_SEEDS.map((seed) => seed.code).filter((code) => groups.has(parseIsoGroup(code)?.group));
  for (const own of pair) if (!codes.includes(own)) codes.push(own);
  const pairs: [string, string][] = [];
  for (const x of codes) for (const y of codes) if (isoPairCovers(pair, [x, y])) pairs.push([x, y]);
  const unique = uniquePairs(pairs);
  coveredPairsCache.set(key, unique);
  return unique.map(([a, b]) => [a, b]);
}

/** P4: the main positions a PQR qualifies. */
function isoPositions(pqr: TPqrCoupon, requirements: Required<TPqrRequirements>): readonly TMainPosition[] {
  const tested = pqr.test_positions.map((code) => resolvePosition(code, pqr.progression ?? null));
  if ((requirements.impact_required || requirements.hardness_required) && !pqr.positions_all_demonstrated) {
    const main = new Set<TMainPosition>();
    for (const position of tested) if (position.ok) for (const p of position.main) main.add(p);
    return MAIN_POSITIONS.filter((p) => main.has(p));
  }
  const verticalDown = tested.some((position) => position.ok && ISO_POSITIONS[position.iso].progression === "down");
  return MAIN_POSITIONS.filter((p) => p !== "PG" || verticalDown);
}

/** P6: heat input limits with k. */
function isoHeatInput(line: TPqrProcess, requirements: Required<TPqrRequirements>): TDerivedRange {
  const rule = "ISO 15614-1 P6 (ISO/TR 17671-1)";
  if (!requirements.impact_required && !requirements.hardness_required) return { kind: "not_applicable", rule };
  let max: number | null = null;
  let min: number | null = null;
  if (requirements.impact_required) {
    if (line.heat_input_max == null) return { kind: "cannot_check", rule, code: "pqr_incomplete:heat_input" };
    max = maxLimit(kjPerMm(line.heat_input_max), FACTOR.fiveQuarters);
  }
  if (requirements.hardness_required) {
    if (line.heat_input_min == null) return { kind: "cannot_check", rule, code: "pqr_incomplete:heat_input" };
    min = minLimit(kjPerMm(line.heat_input_min), FACTOR.threeQuarters);
  }
  return range(min, max, rule);
}

function isoJointTypes(pqr: TPqrCoupon): TJointType[] {
  switch (pqr.joint_type) {
    case "butt":
      // P12: butt covers butt and fillet; a pipe butt also covers branches (angle not modelled); T-butt taken as butt.
      return pqr.product_form === "pipe" ? ["butt", "t_butt", "fillet", "branch"] : ["butt", "t_butt", "fillet"];
    case "t_butt":
      return ["t_butt", "fillet"];
    case "branch":
      return ["branch", "fillet"];
    default:
      return ["fillet"];
  }
}

function deriveIso(pqr: TPqrCoupon, requirements: Required<TPqrRequirements>): TPqrRanges {
  const t = mm(pqr.thickness);
  const thickness: TDerivedRange =
    pqr.joint_type === "fillet"
      ? { kind: "cannot_check", rule: "ISO 15614-1 Table 6", code: "fillet_ranges_not_modelled" }
      : pqr.thickness_2 != null && mm(pqr.thickness_2) !== t
        ? { kind: "cannot_check", rule: "ISO 15614-1 Table 6", code: "dissimilar_thickness_not_modelled" }
        : iso15614Thickness(t, pqr.run_type);
  const pair: [string, string] = [pqr.material_1.iso_group ?? "", pqr.material_2.iso_group ?? ""];
  const level = pqr.level ?? 2;
  const preheatRule = "ISO 15614-1 8.4.8";
  const preheat: TDerivedRange =
    pqr.preheat == null
      ? { kind: "not_applicable", rule: preheatRule }
      : range((requirements.level ?? 2) === 1 ? celsius(pqr.preheat) - 50 : celsius(pqr.preheat), null, preheatRule);
  const interpassRule = "ISO 15614-1 8.4.9";
  const interpass: TDerivedRange =
    pqr.interpass_max == null
      ? { kind: "cannot_check", rule: interpassRule, code: "pqr_incomplete:interpass" }
      : range(null, celsius(pqr.interpass_max) + 50, interpassRule);
  const lacks: ("impact" | "hardness")[] = [];
  if (requirements.impact_required && !pqr.impact_required) lacks.push("impact");
  if (requirements.hardness_required && !pqr.hardness_required) lacks.push("hardness");
  return {
    pqr: pqr.id,
    rule_set: pqr.rule_set,
    level,
    requirements,
    processes: pqr.processes.map((line) => ({
      process: line.process,
      thickness,
      deposit: { kind: "not_applicable", rule: "ISO 15614-1 Table 6" },
      heat_input: isoHeatInput(line, requirements),
      filler: line.filler ?? null,
    })),
    outer_diameter:
      pqr.product_form === "pipe"
        ? pqr.outer_diameter == null
          ? { kind: "cannot_check", rule: "ISO 15614-1 P3", code: "pqr_incomplete:outer_diameter" }
          : range(isoDiameterRange(mm(pqr.outer_diameter)).min, isoDiameterRange(mm(pqr.outer_diameter)).max, "ISO 15614-1 P3")
        : { kind: "not_applicable", rule: "ISO 15614-1 P3" },
    plate_test: pqr.product_form === "plate",
    positions: { kind: "main", main: isoPositions(pqr, requirements), rule: "ISO 15614-1 P4" },
    material_pairs: { pairs: pair[0] && pair[1] ? isoCoveredPairs(pair) : [], rule: "ISO/TR 15608 (ISO 15614-1 P5)" },
    group_numbers: null,
    preheat,
    interpass,
    run_types: { values: [pqr.run_type], rule: "ISO 15614-1 P2" },
    joint_types: { values: isoJointTypes(pqr), rule: "ISO 15614-1 P12" },
    pwht: pqr.pwht,
    lacks,
  };
}

/* ---------- ASME IX ---------- */

const NOTE_3_PROCESSES = ["SMAW", "SAW", "GMAW", "GTAW"];
const PASS_13_PROCESSES = ["SMAW", "SAW", "GMAW", "FCAW"];
const lt = (value: number, limit: TRational) => compareRational(value, limit) < 0;
const le = (value: number, limit: TRational) => compareRational(value, limit) <= 0;

/** QW-451.1 (design A1) for one process: T and t in µm → T range and t maximum. */
export function asmeThicknessRows(T: number, t: number | null, asmeProcess: string | null, system: TUnitSystem = "SI") {
  const L = ASME_LENGTHS[system];
  const note3 = asmeProcess !== null && NOTE_3_PROCESSES.includes(asmeProcess);
  const twoT = maxLimit(T, FACTOR.two);
  const twoSmallT = t === null ? null : maxLimit(t, FACTOR.two);
  const tBelow19 = t !== null && lt(t, L.l19);
  if (lt(T, L.l1_5)) return { T: { min: T, max: twoT }, tMax: twoSmallT };
  if (le(T, L.l10)) return { T: { min: ceilRational(L.l1_5), max: twoT }, tMax: twoSmallT };
  if (lt(T, L.l19)) return { T: { min: ceilRational(L.l5), max: twoT }, tMax: twoSmallT };
  if (lt(T, L.l38)) return { T: { min: ceilRational(L.l5), max: twoT }, tMax: t === null ? null : tBelow19 ? twoSmallT : twoT };
  if (le(T, L.l150)) {
    const max = note3 ? floorRational(L.l200) : twoT;
    return { T: { min: ceilRational(L.l5), max }, tMax: t === null ? null : tBelow19 ? twoSmallT : max };
  }
  const max = maxLimit(T, FACTOR.oneThirtyThree);
  return { T: { min: ceilRational(L.l5), max }, tMax: t === null ? null : tBelow19 ? twoSmallT : max };
}

function asmeProcessRanges(pqr: TPqrCoupon, line: TPqrProcess, toughness: boolean): TPqrProcessRanges {
  const system = pqr.unit_system;
  const L = ASME_LENGTHS[system];
  const T = mm(pqr.thickness);
  const t = line.deposited_thickness == null ? null : mm(line.deposited_thickness);
  const asmeProcess = asmeProcessOf({ iso_4063: line.process });
  const rows = asmeThicknessRows(T, t, asmeProcess, system);
  const rules = ["QW-451.1"];
  let Trange: TQualifiedRange = rows.T;
  let tMax = rows.tMax;
  const elevenTenthsT = maxLimit(T, FACTOR.elevenTenths);
  const shortCircuit =
    asmeProcess === "GMAW" && (line.transfer_mode === "short_circuit" || line.transfer_mode === "controlled_short_circuit");
  if (
    pqr.max_pass_thickness != null &&
    !le(mm(pqr.max_pass_thickness), L.l13) &&
    asmeProcess !== null &&
    PASS_13_PROCESSES.includes(asmeProcess)
  ) {
    Trange = intersect(Trange, { min: null, max: elevenTenthsT });
    rules.push("QW-403.9");
  }
  if (shortCircuit && lt(T, L.l13)) {
    Trange = intersect(Trange, { min: null, max: elevenTenthsT });
    rules.push("QW-403.10");
  }
  if (shortCircuit && t !== null && lt(t, L.l13)) {
    const limit = maxLimit(t, FACTOR.elevenTenths);
    tMax = tMax === null ? limit : Math.min(tMax, limit);
    rules.push("QW-404.32");
  }
  if (pqr.pwht.condition === "above_upper" || pqr.pwht.condition === "above_then_below") {
    Trange = intersect(Trange, { min: null, max: elevenTenthsT });
    rules.push("QW-407.4");
  }
  if (toughness) {
    const min = lt(T, L.l6) ? minLimit(T, FACTOR.half) : Math.min(T, ceilRational(L.l16));
    Trange = intersect(Trange, { min, max: null });
    rules.push("QW-403.6");
  }
  return {
    process: line.process,
    thickness: range(Trange.min, Trange.max, rules.filter((rule) => rule !== "QW-404.32").join(", ")),
    deposit:
      tMax === null
        ? { kind: "cannot_check", rule: "QW-451.1", code: "pqr_incomplete:deposited_thickness" }
        : range(null, tMax, shortCircuit && t !== null && lt(t, L.l13) ? "QW-451.1, QW-404.32" : "QW-451.1"),
    heat_input: !toughness
      ? { kind: "not_applicable", rule: "QW-409.1" }
      : line.arc_energy_max == null
        ? { kind: "cannot_check", rule: "QW-409.1", code: "pqr_incomplete:arc_energy" }
        : range(null, kjPerMm(line.arc_energy_max), "QW-409.1"),
    filler: line.filler ?? null,
  };
}

/** A3 (QW-424.1): the P-No pairs a PQR pair covers (unordered; 15E also stands for 5B). */
export function asmeCoveredPairs(pair: readonly [string, string]): [string, string][] {
  const [a, b] = [normalisePNumber(pair[0]), normalisePNumber(pair[1])];
  if (!a || !b) return [];
  const pairs: [string, string][] = [[a, b]];
  const same = a === b;
  const has = (x: string, ys: string[]) => (a === x && ys.includes(b)) || (b === x && ys.includes(a));
  if (same && a === "3") pairs.push(["3", "1"]);
  if (same && a === "4") pairs.push(["4", "3"], ["4", "1"]);
  if (same && a === "5A") pairs.push(["5A", "4"], ["5A", "3"], ["5A", "1"]);
  if (has("4", ["3", "1"])) pairs.push(["4", "3"], ["4", "1"]);
  if (has("5A", ["4", "3", "1"])) pairs.push(["5A", "4"], ["5A", "3"], ["5A", "1"]);
  for (const [x, y] of [...pairs]) {
    if (x === "15E") pairs.push(["5B", y]);
    if (y === "15E") pairs.push([x, "5B"]);
    if (x === "15E" && y === "15E") pairs.push(["5B", "5B"]);
  }
  return uniquePairs(pairs);
}

export const asmePairCovers = (pqrPair: readonly [string, string], production: readonly [string, string]) => {
  const key = pairKey([normalisePNumber(production[0]) ?? "", normalisePNumber(production[1]) ?? ""]);
  return asmeCoveredPairs(pqrPair).some((pair) => pairKey(pair) === key);
};

function deriveAsme(pqr: TPqrCoupon, requirements: Required<TPqrRequirements>): TPqrRanges {
  const toughness = requirements.impact_required;
  const step = asmeTemperatureStep(pqr.unit_system);
  const groups: Record<string, number[]> = {};
  for (const material of [pqr.material_1, pqr.material_2]) {
    const p = normalisePNumber(material.p_number);
    if (p && material.group_number != null) groups[p] = [...new Set([...(groups[p] ?? []), material.group_number])].sort();
  }
  const verticalUp = pqr.test_positions.some((code) => {
    const position = resolvePosition(code, pqr.progression ?? null);
    return position.ok && position.progression === "up";
  });
  const celsiusMinus = (value: number) => ceilRational(rational(celsius(value) * step.d - step.n, step.d));
  const celsiusPlus = (value: number) => floorRational(rational(celsius(value) * step.d + step.n, step.d));
  return {
    pqr: pqr.id,
    rule_set: pqr.rule_set,
    level: 2,
    requirements,
    processes: pqr.processes.map((line) => asmeProcessRanges(pqr, line, toughness)),
    outer_diameter: { kind: "not_applicable", rule: "QW-403 (A11)", code: "diameter_not_essential" },
    plate_test: pqr.product_form === "plate",
    positions: toughness ? { kind: "asme", vertical_up: verticalUp, rule: "QW-405.2" } : { kind: "not_applicable", rule: "QW-405.1" },
    material_pairs: {
      pairs: asmeCoveredPairs([pqr.material_1.p_number ?? "", pqr.material_2.p_number ?? ""]),
      rule: "QW-424.1",
    },
    group_numbers: toughness ? { groups, rule: "QW-403.5" } : null,
    preheat: pqr.preheat == null ? { kind: "not_applicable", rule: "QW-406.1" } : range(celsiusMinus(pqr.preheat), null, "QW-406.1"),
    interpass: !toughness
      ? { kind: "not_applicable", rule: "QW-406.3" }
      : pqr.interpass_max == null
        ? { kind: "cannot_check", rule: "QW-406.3", code: "pqr_incomplete:interpass" }
        : range(null, celsiusPlus(pqr.interpass_max), "QW-406.3"),
    run_types: toughness ? { values: pqr.run_type === "multi" ? ["multi"] : ["single", "multi"], rule: "QW-410.9" } : null,
    joint_types: {
      values: pqr.joint_type === "fillet" ? ["fillet"] : ["butt", "t_butt", "branch", "fillet"],
      rule: "QW-202.2 (A13)",
    },
    pwht: pqr.pwht,
    lacks: toughness && !pqr.impact_required ? ["impact"] : [],
  };
}

/**
 * The ranges a PQR qualifies (design §5), for the application's requirements (the WPS's impact / hardness flags
 * and level; by default the PQR's own). Pure: same coupon and requirements, same ranges.
 */
export function derivePqrRanges(pqr: TPqrCoupon, requirements?: Partial<TPqrRequirements>): TPqrRanges {
  const full: Required<TPqrRequirements> = {
    impact_required: requirements?.impact_required ?? pqr.impact_required,
    hardness_required: requirements?.hardness_required ?? pqr.hardness_required,
    level: requirements?.level ?? 2,
  };
  return pqr.rule_set === "asme_ix" ? deriveAsme(pqr, full) : deriveIso(pqr, full);
}

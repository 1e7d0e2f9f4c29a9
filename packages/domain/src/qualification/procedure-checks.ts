import { MAIN_POSITIONS, normalisePNumber, resolvePosition, type TMainPosition } from "./catalogue.js";
import { cannotCheck, failures, notApplicable, rangeFinding, setFinding, type TFinding } from "./findings.js";
import { asmePairCovers, derivePqrRanges, isoPairCovers, type TDerivedRange, type TPqrRanges } from "./pqr-ranges.js";
import {
  memberIndexes,
  memberNumber,
  memberShape,
  memberThickness,
  passPosition,
  productionArcEnergy,
  productionDeposit,
  productionHeatInput,
  productionInterpass,
  productionIsoPair,
  productionPPair,
  productionPreheat,
} from "./production.js";
import type { TFiller, TPqrCoupon, TProductionPass, TWpsPassGroup, TWpsRanges } from "./schemas.js";
import { celsius, rangeOf, rangeWithin, type TQualifiedRange, type TQuantity } from "./units.js";

const wpsLevel = (wps: TWpsRanges): 1 | 2 => wps.qualification_level ?? 2;
const joint = (pass: TProductionPass, wps: TWpsRanges) => pass.joint_type ?? wps.joint_type ?? null;
const runType = (pass: TProductionPass, wps: TWpsRanges) => pass.run_type ?? wps.run_type ?? null;

/** A finding from a derived range and a production value (or the reason either is missing). */
function derivedFinding(
  base: Omit<TFinding, "state">,
  derived: TDerivedRange,
  quantity: TQuantity,
  value: { ok: true; value: number } | { ok: false; code: string },
): TFinding {
  const withRule = { ...base, rule: derived.rule };
  if (derived.kind === "not_applicable") return notApplicable(withRule, derived.code);
  if (derived.kind === "cannot_check") return cannotCheck(withRule, derived.code);
  if (derived.kind === "not_qualified") return { ...withRule, state: "fail", code: derived.code };
  if (!value.ok) return cannotCheck(withRule, value.code);
  return rangeFinding(withRule, quantity, derived.range, value.value);
}

const fillerKey = (filler: TFiller) => filler.classification.trim().toUpperCase();

/* ---------------- PQR layer (§5) ---------------- */

/** Every PQR-layer finding of one pass against one PQR (design §5.1 / §5.2), for the WPS's requirements. */
export function checkPassAgainstPqr(pass: TProductionPass, pqr: TPqrCoupon, wps: TWpsRanges): TFinding[] {
  const source = { kind: "pqr" as const, id: pqr.id };
  const at = (variable: string, extra: Partial<TFinding> = {}) => ({ layer: "pqr" as const, variable, rule: null, source, ...extra });
  if (wps.rule_set !== pqr.rule_set) return [cannotCheck(at("rule_set"), "pqr_standard_mismatch")];
  const iso = pqr.rule_set === "iso15614_1_2017";
  const ranges: TPqrRanges = derivePqrRanges(pqr, {
    impact_required: wps.impact_required,
    hardness_required: iso ? wps.hardness_required : false,
    level: wpsLevel(wps),
  });
  const findings: TFinding[] = [];

  if (iso && wpsLevel(wps) === 2)
    findings.push({
      ...at("level", { rule: "ISO 15614-1 level" }),
      state: ranges.level === 2 ? "pass" : "fail",
      ...(ranges.level === 2 ? {} : { code: "pqr_level" }),
    });
  if (ranges.lacks.includes("impact"))
    findings.push({ ...at("impact", { rule: iso ? "ISO 15614-1 P0" : "QW-403.6" }), state: "fail", code: "pqr_lacks_impact" });
  if (ranges.lacks.includes("hardness"))
    findings.push({ ...at("hardness", { rule: "ISO 15614-1 P0" }), state: "fail", code: "pqr_lacks_hardness" });

  // P11 / A14: process, exact.
  const line = ranges.processes.find((candidate) => candidate.process === pass.process);
  if (!pass.process) findings.push(cannotCheck(at("process", { rule: iso ? "ISO 15614-1 P11" : "QW-401 (A14)" }), "missing_process"));
  else
    findings.push(
      setFinding(
        at("process", { rule: iso ? "ISO 15614-1 P11" : "QW-401 (A14)" }),
        ranges.processes.map((p) => p.process),
        [pass.process],
      ),
    );

  // P12 / A13: joint type.
  const production = joint(pass, wps);
  if (production === null) findings.push(cannotCheck(at("joint_type", { rule: ranges.joint_types.rule }), "missing_joint_type"));
  else findings.push(setFinding(at("joint_type", { rule: ranges.joint_types.rule }), ranges.joint_types.values, [production]));

  // P2 / A12: run type.
  if (ranges.run_types) {
    const run = runType(pass, wps);
    if (run === null) findings.push(cannotCheck(at("run_type", { rule: ranges.run_types.rule }), "missing_run_type"));
    else findings.push(setFinding(at("run_type", { rule: ranges.run_types.rule }), ranges.run_types.values, [run]));
  }

  // P1 / A1-A2: each member's thickness; A1: deposit per process.
  if (line) {
    const thickness: TDerivedRange =
      iso && production === "fillet" && line.thickness.kind === "range"
        ? { kind: "cannot_check", rule: line.thickness.rule, code: "fillet_ranges_not_modelled" }
        : line.thickness;
    for (const index of memberIndexes)
      findings.push(
        derivedFinding(at("wall_thickness", { member: memberNumber(index) }), thickness, "length", memberThickness(pass.members[index])),
      );
    if (!iso) findings.push(derivedFinding(at("deposited_thickness"), line.deposit, "length", productionDeposit(pass)));
  }

  // P3 / A11: outside diameter.
  findings.push(...diameterFindings(pass, ranges, at));

  // P4 / A8: positions.
  findings.push(positionFinding(pass, ranges, at));

  // P5 / A3: material pair; A4 group numbers.
  const pair = iso ? productionIsoPair(pass) : productionPPair(pass);
  const materialBase = at("material", { rule: ranges.material_pairs.rule });
  if (!pair.ok) findings.push(cannotCheck(materialBase, pair.code));
  else {
    const covered = iso
      ? ranges.material_pairs.pairs.some((p) => isoPairCovers(p, pair.value))
      : ranges.material_pairs.pairs.some((p) => asmePairCovers(p, pair.value));
    findings.push({
      ...materialBase,
      state: covered ? "pass" : "fail",
      expected: { kind: "set", values: ranges.material_pairs.pairs.map((p) => p.join("–")) },
      actual: { kind: "text", value: pair.value.join("–") },
    });
  }
  if (ranges.group_numbers) {
    for (const index of memberIndexes) {
      const material = pass.members[index].material;
      const p = normalisePNumber(material.p_number);
      const base = at("group_number", { rule: ranges.group_numbers.rule, member: memberNumber(index) });
      if (!p || material.group_number == null) findings.push(cannotCheck(base, "missing_material_group"));
      else findings.push(setFinding(base, (ranges.group_numbers.groups[p] ?? []).map(String), [String(material.group_number)]));
    }
  }

  // P6 / A7: heat input with k (ISO), arc energy (IX).
  if (line)
    findings.push(
      derivedFinding(
        at(iso ? "heat_input" : "arc_energy"),
        line.heat_input,
        "heat_input",
        iso ? productionHeatInput(pass) : productionArcEnergy(pass),
      ),
    );

  // P7-P8 / A5-A6: preheat, interpass.
  findings.push(derivedFinding(at("preheat"), ranges.preheat, "temperature", productionPreheat(pass)));
  if (pass.first_pass_group) findings.push(notApplicable(at("interpass", { rule: ranges.interpass.rule }), "first_pass_group"));
  else findings.push(derivedFinding(at("interpass"), ranges.interpass, "temperature", productionInterpass(pass)));

  // P9 / A9: PWHT is checked on the WPS (§8.4).
  findings.push(notApplicable(at("pwht", { rule: iso ? "ISO 15614-1 P9" : "QW-407.1" }), "checked_on_wps"));

  // P10 / A10: filler.
  if (line) findings.push(...fillerFindings(pass, line.filler, pqr, wps, at));
  return findings;
}

type TAt = (variable: string, extra?: Partial<TFinding>) => Omit<TFinding, "state">;

function diameterFindings(pass: TProductionPass, ranges: TPqrRanges, at: TAt): TFinding[] {
  const derived = ranges.outer_diameter;
  if (ranges.rule_set === "asme_ix") return [notApplicable(at("outer_diameter", { rule: derived.rule }), "diameter_not_essential")];
  const findings: TFinding[] = [];
  for (const index of memberIndexes) {
    const base = at("outer_diameter", { rule: derived.rule, member: memberNumber(index) });
    const shape = memberShape(pass.members[index]);
    if (!shape.ok) findings.push(cannotCheck(base, shape.code));
    else if (shape.form === "plate") {
      // A pipe test covers plate production; a plate test, plate.
      findings.push({
        ...base,
        state: "pass",
        expected: { kind: "value", value: ranges.plate_test ? "plate" : "pipe or plate" },
        actual: { kind: "text", value: "plate" },
      });
    } else if (!ranges.plate_test) findings.push(derivedFinding(base, derived, "length", { ok: true, value: shape.od }));
    else {
      // P3: a plate test covers pipe when D > 500, or D > 150 welded in PA or PC with the pipe rotated.
      const position = passPosition(pass);
      const expected = { kind: "value" as const, value: "> 500.000, or > 150.000 rotated in PA/PC" };
      const actual = { kind: "number" as const, quantity: "length" as const, value: shape.od };
      if (shape.od > 500_000) findings.push({ ...base, state: "pass", expected, actual });
      else if (shape.od > 150_000 && position.ok && (position.iso === "PA" || position.iso === "PC")) {
        if (pass.pipe_rotated == null) findings.push(cannotCheck(base, "pipe_rotated_unknown"));
        else if (pass.pipe_rotated) findings.push({ ...base, state: "pass", expected, actual });
        else findings.push({ ...base, state: "fail", code: "plate_test_fixed_pipe", expected, actual });
      } else findings.push({ ...base, state: "fail", code: "plate_test_pipe", expected, actual });
    }
  }
  return findings;
}

function positionFinding(pass: TProductionPass, ranges: TPqrRanges, at: TAt): TFinding {
  const positions = ranges.positions;
  const base = at("position", { rule: positions.rule });
  if (positions.kind === "not_applicable") return notApplicable(base, "position_not_essential");
  const position = passPosition(pass);
  if (!position.ok) return cannotCheck(base, position.reason);
  if (positions.kind === "main") return setFinding(base, positions.main, position.main);
  // A8 (QW-405.2, toughness): a vertical-up PQR qualifies all positions; otherwise vertical-up production fails.
  const up = position.asme.includes("V") && position.progression === "up";
  return {
    ...base,
    state: positions.vertical_up || !up ? "pass" : "fail",
    expected: { kind: "value", value: positions.vertical_up ? "all positions" : "no vertical-up progression" },
    actual: { kind: "text", value: `${position.iso}${position.progression ? ` ${position.progression}` : ""}` },
  };
}

function fillerFindings(pass: TProductionPass, pqrFiller: TFiller | null, pqr: TPqrCoupon, wps: TWpsRanges, at: TAt): TFinding[] {
  const iso = pqr.rule_set === "iso15614_1_2017";
  if (pass.fillers.length === 0) return [cannotCheck(at("filler", { rule: iso ? "ISO 15614-1 P10" : "QW-404.4" }), "missing_filler")];
  if (!pqrFiller) return [cannotCheck(at("filler", { rule: iso ? "ISO 15614-1 P10" : "QW-404.4" }), "pqr_incomplete:filler")];
  const findings: TFinding[] = [];
  if (iso) {
    findings.push(setFinding(at("filler", { rule: "ISO 15614-1 P10" }), [fillerKey(pqrFiller)], pass.fillers.map(fillerKey)));
    if (wpsLevel(wps) === 2 && wps.impact_required) {
      const base = at("filler_metal", { rule: "ISO 15614-1 P10" });
      if (!pqrFiller.metal) findings.push(cannotCheck(base, "pqr_incomplete:filler_metal"));
      else if (pass.fillers.some((filler) => !filler.metal)) findings.push(cannotCheck(base, "missing_filler_metal"));
      else
        findings.push(
          setFinding(
            base,
            [pqrFiller.metal],
            pass.fillers.map((filler) => filler.metal ?? ""),
          ),
        );
    }
    return findings;
  }
  // A10: F-No equal; A-No equal with A-1 ↔ A-2; toughness: same classification.
  const fBase = at("f_number", { rule: "QW-404.4" });
  if (pqrFiller.f_number == null) findings.push(cannotCheck(fBase, "pqr_incomplete:f_number"));
  else if (pass.fillers.some((filler) => filler.f_number == null)) findings.push(cannotCheck(fBase, "missing_f_number"));
  else
    findings.push(
      setFinding(
        fBase,
        [`F-${pqrFiller.f_number}`],
        pass.fillers.map((filler) => `F-${filler.f_number}`),
      ),
    );
  const aBase = at("a_number", { rule: "QW-404.5" });
  const aClass = (a: number) => (a === 1 || a === 2 ? [1, 2] : [a]);
  if (pqrFiller.a_number == null) findings.push(cannotCheck(aBase, "pqr_incomplete:a_number"));
  else if (pass.fillers.some((filler) => filler.a_number == null)) findings.push(cannotCheck(aBase, "missing_a_number"));
  else
    findings.push(
      setFinding(
        aBase,
        aClass(pqrFiller.a_number).map((a) => `A-${a}`),
        pass.fillers.map((filler) => `A-${filler.a_number}`),
      ),
    );
  if (wps.impact_required)
    findings.push(setFinding(at("filler", { rule: "QW-404.12" }), [fillerKey(pqrFiller)], pass.fillers.map(fillerKey)));
  return findings;
}

export interface TPqrLayerResult {
  /** The PQR reported: the first that covers the pass, else the candidate with the fewest failures. */
  pqr: string | null;
  findings: TFinding[];
}

/**
 * The PQR layer of one pass (design §5.3, §8.3): candidates are the WPS's accepted PQRs that contain the pass's
 * process; one candidate must cover every variable (no stitching across PQRs). pWPS → `procedure_not_qualified`,
 * no PQR → `no_pqr_linked`, API 1104 / none → `unsupported_method`.
 */
export function checkPassAgainstPqrs(pass: TProductionPass, wps: TWpsRanges, pqrs: readonly TPqrCoupon[]): TPqrLayerResult {
  const base = { layer: "pqr" as const, variable: "procedure", rule: null };
  if (wps.rule_set === "api_1104" || wps.rule_set === "none") return { pqr: null, findings: [cannotCheck(base, "unsupported_method")] };
  if (!wps.is_wps) return { pqr: null, findings: [{ ...base, state: "fail", code: "procedure_not_qualified" }] };
  const linked = pqrs.filter((pqr) => wps.pqrs.includes(pqr.id));
  if (linked.length === 0) return { pqr: null, findings: [cannotCheck(base, "no_pqr_linked")] };
  const candidates = linked.filter((pqr) => pqr.result === "accepted" && pqr.processes.some((line) => line.process === pass.process));
  if (candidates.length === 0)
    return {
      pqr: null,
      findings: [
        { ...base, variable: "process", state: "fail", code: "process_not_qualified", actual: { kind: "text", value: pass.process ?? "" } },
      ],
    };
  const ranked = candidates
    .map((pqr) => ({ pqr, findings: checkPassAgainstPqr(pass, pqr, wps) }))
    .map((entry) => ({
      ...entry,
      fails: failures(entry.findings).length,
      unknown: entry.findings.filter((f) => f.state === "cannot_check").length,
    }));
  ranked.sort((a, b) => a.fails - b.fails || a.unknown - b.unknown);
  const best = ranked[0]!;
  return { pqr: best.pqr.id, findings: best.findings };
}

/* ---------------- WPS layer (§8.3) ---------------- */

/** "1.1; 1.2" or "1.1, 1.2" → any pair of these; null when a code does not parse. */
export function parseMaterialText(text: string | null | undefined): [string, string][] | null {
  const codes = (text ?? "")
    .split(/[;,]/)
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0 || codes.some((code) => !/^\d{1,2}(\.\d{1,2})?$/.test(code))) return null;
  const pairs: [string, string][] = [];
  for (const a of codes) for (const b of codes) pairs.push([a, b]);
  return pairs;
}

const samePair = (p: readonly [string, string], q: readonly [string, string]) =>
  (p[0] === q[0] && p[1] === q[1]) || (p[0] === q[1] && p[1] === q[0]);

/** The main positions a WPS covers: the union of its covered positions' main sets (direction from the pass group). */
export function wpsMainPositions(wps: TWpsRanges, direction: "up" | "down" | null | undefined): TMainPosition[] {
  const main = new Set<TMainPosition>();
  for (const code of wps.covered_positions) {
    const own = resolvePosition(code, direction ?? null);
    const resolved = own.ok ? [own] : [resolvePosition(code, "up"), resolvePosition(code, "down")];
    for (const position of resolved) if (position.ok) for (const p of position.main) main.add(p);
  }
  return MAIN_POSITIONS.filter((p) => main.has(p));
}

/** The WPS layer of one pass: production inside the WPS's own ranges (design §8.3). */
export function checkPassAgainstWps(pass: TProductionPass, wps: TWpsRanges, passGroup: TWpsPassGroup): TFinding[] {
  const source = { kind: "wps" as const, id: wps.id };
  const at = (variable: string, extra: Partial<TFinding> = {}): Omit<TFinding, "state"> => ({
    layer: "wps",
    variable,
    rule: "WPS",
    source,
    ...extra,
  });
  const findings: TFinding[] = [];
  if (!pass.process) findings.push(cannotCheck(at("process"), "missing_process"));
  else findings.push(setFinding(at("process"), [passGroup.process], [pass.process]));

  const jointType = joint(pass, wps);
  if (wps.joint_type == null) findings.push(notApplicable(at("joint_type")));
  else if (jointType === null) findings.push(cannotCheck(at("joint_type"), "missing_joint_type"));
  else findings.push(setFinding(at("joint_type"), [wps.joint_type], [jointType]));

  const thickness = rangeOf("length", wps.thickness_min, wps.thickness_max);
  for (const index of memberIndexes) {
    const base = at("wall_thickness", { member: memberNumber(index) });
    const value = memberThickness(pass.members[index]);
    if (thickness.min === null && thickness.max === null) findings.push(notApplicable(base));
    else if (!value.ok) findings.push(cannotCheck(base, value.code));
    else findings.push(rangeFinding(base, "length", thickness, value.value));
  }

  const od = rangeOf("length", wps.outer_diameter_min, wps.outer_diameter_max);
  for (const index of memberIndexes) {
    const base = at("outer_diameter", { member: memberNumber(index) });
    const shape = memberShape(pass.members[index]);
    if (od.min === null && od.max === null) findings.push(notApplicable(base));
    else if (!shape.ok) findings.push(cannotCheck(base, shape.code));
    else if (shape.form === "plate") findings.push(notApplicable(base, "plate"));
    else findings.push(rangeFinding(base, "length", od, shape.od));
  }

  findings.push(wpsMaterialFinding(pass, wps, at));

  const main = wpsMainPositions(wps, passGroup.direction);
  const position = passPosition(pass);
  if (wps.covered_positions.length === 0) findings.push(notApplicable(at("position"), "no_covered_positions"));
  else if (!position.ok) findings.push(cannotCheck(at("position"), position.reason));
  else findings.push(setFinding(at("position"), main, position.main));

  const heatInput = rangeOf("heat_input", passGroup.heat_input_min, passGroup.heat_input_max);
  const hi = productionHeatInput(pass);
  if (heatInput.min === null && heatInput.max === null) findings.push(notApplicable(at("heat_input")));
  else if (!hi.ok) findings.push(cannotCheck(at("heat_input"), hi.code));
  else findings.push(rangeFinding(at("heat_input"), "heat_input", heatInput, hi.value));

  const preheat = productionPreheat(pass);
  if (wps.preheat_min == null) findings.push(notApplicable(at("preheat")));
  else if (!preheat.ok) findings.push(cannotCheck(at("preheat"), preheat.code));
  else findings.push(rangeFinding(at("preheat"), "temperature", { min: celsius(wps.preheat_min), max: null }, preheat.value));

  const interpass = productionInterpass(pass);
  if (wps.interpass_max == null) findings.push(notApplicable(at("interpass")));
  else if (pass.first_pass_group) findings.push(notApplicable(at("interpass"), "first_pass_group"));
  else if (!interpass.ok) findings.push(cannotCheck(at("interpass"), interpass.code));
  else findings.push(rangeFinding(at("interpass"), "temperature", { min: null, max: celsius(wps.interpass_max) }, interpass.value));
  return findings;
}

function wpsMaterialFinding(
  pass: TProductionPass,
  wps: TWpsRanges,
  at: (variable: string, extra?: Partial<TFinding>) => Omit<TFinding, "state">,
): TFinding {
  if (wps.rule_set === "asme_ix") {
    const pair = productionPPair(pass);
    if (wps.covered_p_numbers.length === 0) return notApplicable(at("material"), "no_covered_p_numbers");
    if (!pair.ok) return cannotCheck(at("material"), pair.code);
    const normal = (p: readonly [string, string]): [string, string] => [normalisePNumber(p[0]) ?? p[0], normalisePNumber(p[1]) ?? p[1]];
    const covered = wps.covered_p_numbers.some((p) => samePair(normal(p), normal(pair.value)));
    return {
      ...at("material"),
      state: covered ? "pass" : "fail",
      expected: { kind: "set", values: wps.covered_p_numbers.map((p) => p.join("–")) },
      actual: { kind: "text", value: pair.value.join("–") },
    };
  }
  const pairs = wps.covered_material_pairs.length > 0 ? wps.covered_material_pairs : parseMaterialText(wps.covered_material_text);
  if (pairs === null)
    return wps.covered_material_text
      ? cannotCheck(at("material"), "unparseable_covered_material")
      : notApplicable(at("material"), "no_covered_material");
  const pair = productionIsoPair(pass);
  if (!pair.ok) return cannotCheck(at("material"), pair.code);
  return {
    ...at("material"),
    state: pairs.some((p) => samePair(p, pair.value)) ? "pass" : "fail",
    expected: { kind: "set", values: [...new Set(pairs.map((p) => [...p].sort().join("–")))] },
    actual: { kind: "text", value: pair.value.join("–") },
  };
}

/* ---------------- WPS ⊆ PQR (§8.4) ---------------- */

/**
 * Each WPS range must lie inside what its PQRs qualify (design §8.4): for every variable, one candidate PQR (one
 * containing the pass group's process for process variables) must contain the WPS's range; otherwise
 * `fail:wps_exceeds_pqr` with the WPS's range as actual and the nearest PQR's as expected.
 */
export function checkWpsWithinPqrs(wps: TWpsRanges, pqrs: readonly TPqrCoupon[]): TFinding[] {
  const findings: TFinding[] = [];
  const base = (variable: string, extra: Partial<TFinding> = {}): Omit<TFinding, "state"> => ({
    layer: "wps_consistency",
    variable,
    rule: null,
    ...extra,
  });
  if (wps.rule_set === "api_1104" || wps.rule_set === "none") return [cannotCheck(base("procedure"), "unsupported_method")];
  const linked = pqrs.filter((pqr) => wps.pqrs.includes(pqr.id) && pqr.result === "accepted");
  if (linked.length === 0) return [cannotCheck(base("procedure"), "no_pqr_linked")];
  const usable = linked.filter((pqr) => pqr.rule_set === wps.rule_set);
  if (usable.length === 0) return [cannotCheck(base("procedure"), "pqr_standard_mismatch")];
  const derived = usable.map((pqr) => ({
    pqr,
    ranges: derivePqrRanges(pqr, { impact_required: wps.impact_required, hardness_required: wps.hardness_required, level: wpsLevel(wps) }),
  }));

  const within = (
    variable: string,
    quantity: TQuantity,
    wpsRange: TQualifiedRange,
    options: { range: TDerivedRange; pqr: string }[],
    extra: Partial<TFinding> = {},
  ) => {
    const ranged = options.filter(
      (option): option is { range: Extract<TDerivedRange, { kind: "range" }>; pqr: string } => option.range.kind === "range",
    );
    if (ranged.length === 0) {
      const first = options[0];
      if (!first || first.range.kind === "not_applicable") return findings.push(notApplicable(base(variable, extra)));
      return findings.push(
        cannotCheck(
          base(variable, { ...extra, rule: first.range.rule }),
          "code" in first.range && first.range.code ? first.range.code : "not_derived",
        ),
      );
    }
    const inside = ranged.find((option) => rangeWithin(wpsRange, option.range.range));
    const shown = inside ?? ranged[0]!;
    findings.push({
      ...base(variable, { ...extra, rule: shown.range.rule, source: { kind: "pqr", id: shown.pqr } }),
      state: inside ? "pass" : "fail",
      ...(inside ? {} : { code: "wps_exceeds_pqr" }),
      expected: { kind: "range", quantity, range: shown.range.range },
      actual: { kind: "range", quantity, range: wpsRange },
    });
  };

  for (const group of wps.pass_groups) {
    const candidates = derived
      .map(({ pqr, ranges }) => ({ pqr, line: ranges.processes.find((line) => line.process === group.process) }))
      .filter((entry) => entry.line !== undefined);
    const extra = { params: { pass_group: group.id } };
    if (candidates.length === 0) {
      findings.push({
        ...base("process", extra),
        state: "fail",
        code: "process_not_qualified",
        actual: { kind: "text", value: group.process },
      });
      continue;
    }
    within(
      "thickness",
      "length",
      rangeOf("length", wps.thickness_min, wps.thickness_max),
      candidates.map((c) => ({ range: c.line!.thickness, pqr: c.pqr.id })),
      extra,
    );
    const hi = rangeOf("heat_input", group.heat_input_min, group.heat_input_max);
    if (wps.rule_set === "iso15614_1_2017")
      within(
        "heat_input",
        "heat_input",
        hi,
        candidates.map((c) => ({ range: c.line!.heat_input, pqr: c.pqr.id })),
        extra,
      );
  }

  if (wps.rule_set === "iso15614_1_2017") {
    const od = rangeOf("length", wps.outer_diameter_min, wps.outer_diameter_max);
    if (od.min !== null || od.max !== null)
      within(
        "outer_diameter",
        "length",
        od,
        derived.filter(({ ranges }) => !ranges.plate_test).map(({ pqr, ranges }) => ({ range: ranges.outer_diameter, pqr: pqr.id })),
      );
  }
  within(
    "preheat",
    "temperature",
    { min: wps.preheat_min == null ? null : celsius(wps.preheat_min), max: null },
    derived.map(({ pqr, ranges }) => ({ range: ranges.preheat, pqr: pqr.id })),
  );
  within(
    "interpass",
    "temperature",
    { min: null, max: wps.interpass_max == null ? null : celsius(wps.interpass_max) },
    derived.map(({ pqr, ranges }) => ({ range: ranges.interpass, pqr: pqr.id })),
  );

  // Positions: every covered position's main set inside one PQR's qualified set.
  if (wps.covered_positions.length > 0) {
    const main = wpsMainPositions(wps, wps.pass_groups[0]?.direction);
    const sets = derived.map(({ pqr, ranges }) => ({ pqr: pqr.id, positions: ranges.positions }));
    const mainSets = sets.filter((entry) => entry.positions.kind === "main");
    if (mainSets.length > 0) {
      const inside = mainSets.find(
        (entry) =>
          entry.positions.kind === "main" && main.every((p) => entry.positions.kind === "main" && entry.positions.main.includes(p)),
      );
      const shown = inside ?? mainSets[0]!;
      findings.push({
        ...base("position", { rule: shown.positions.rule, source: { kind: "pqr", id: shown.pqr } }),
        state: inside ? "pass" : "fail",
        ...(inside ? {} : { code: "wps_exceeds_pqr" }),
        expected: { kind: "set", values: shown.positions.kind === "main" ? shown.positions.main : [] },
        actual: { kind: "set", values: main },
      });
    }
  }

  // Materials: every covered pair covered by one PQR.
  const pairs =
    wps.rule_set === "asme_ix"
      ? wps.covered_p_numbers
      : wps.covered_material_pairs.length > 0
        ? wps.covered_material_pairs
        : (parseMaterialText(wps.covered_material_text) ?? []);
  for (const pair of pairs) {
    const covering = derived.find(({ ranges }) =>
      wps.rule_set === "asme_ix"
        ? ranges.material_pairs.pairs.some((p) => asmePairCovers(p, pair))
        : ranges.material_pairs.pairs.some((p) => isoPairCovers(p, pair)),
    );
    const shown = covering ?? derived[0]!;
    findings.push({
      ...base("material", { rule: shown.ranges.material_pairs.rule, source: { kind: "pqr", id: shown.pqr.id } }),
      state: covering ? "pass" : "fail",
      ...(covering ? {} : { code: "wps_exceeds_pqr" }),
      expected: { kind: "set", values: shown.ranges.material_pairs.pairs.map((p) => p.join("–")) },
      actual: { kind: "text", value: pair.join("–") },
    });
  }

  // P9 / A9: PWHT rows iff the PQR had one; WPS temperatures within the PQR's.
  const pwhtOk = derived.find(({ pqr }) => {
    const same =
      wps.rule_set === "asme_ix"
        ? pqr.pwht.condition === wps.pwht.condition
        : (pqr.pwht.condition === "none") === (wps.pwht.condition === "none");
    if (!same) return false;
    if (wps.pwht.condition === "none" || (wps.rule_set === "asme_ix" && !wps.impact_required)) return true;
    const inner = rangeOf("temperature", wps.pwht.temperature_min, wps.pwht.temperature_max);
    return rangeWithin(inner, rangeOf("temperature", pqr.pwht.temperature_min, pqr.pwht.temperature_max));
  });
  const shownPwht = pwhtOk ?? derived[0]!;
  findings.push({
    ...base("pwht", {
      rule: wps.rule_set === "asme_ix" ? "QW-407.1, QW-407.2" : "ISO 15614-1 P9",
      source: { kind: "pqr", id: shownPwht.pqr.id },
    }),
    state: pwhtOk ? "pass" : "fail",
    ...(pwhtOk ? {} : { code: "wps_exceeds_pqr" }),
    expected: { kind: "value", value: shownPwht.pqr.pwht.condition },
    actual: { kind: "text", value: wps.pwht.condition },
  });
  return findings;
}

import { ASME_LENGTHS } from "./asme-lengths.js";
import { asmeProcessOf, ISO9606_POSITIONS, normalisePNumber, welderPNumberFamily } from "./catalogue.js";
import { cannotCheck, failures, notApplicable, rangeFinding, setFinding, type TFinding } from "./findings.js";
import { memberIndexes, memberNumber, memberShape, memberThickness, passPosition, productionDeposit } from "./production.js";
import type { TDeclaredQualification, TProductionPass, TQualificationTimeline, TWelderTestPiece } from "./schemas.js";
import { ceilRational, compareRational, mm, rangeOf } from "./units.js";
import { holdsOn, qualificationStateOn, type TQualificationDayStatus, type TQualificationHistory } from "./validity.js";
import { asmeFNumberCovers, deriveWelderRanges, type TAsmeContext } from "./welder-ranges.js";

const isButt = (joint: string) => joint !== "fillet";

/**
 * Every welder-layer finding of one pass against one test piece (design §6, §8.2), validity aside. Operators:
 * process only, the rest `not_applicable:operator_rules_not_modelled`.
 */
export function checkPassAgainstTestPiece(pass: TProductionPass, piece: TWelderTestPiece): TFinding[] {
  const iso = piece.standard === "iso9606_1";
  const source = { kind: "qualification" as const, id: piece.id };
  const at = (variable: string, rule: string, extra: Partial<TFinding> = {}): Omit<TFinding, "state"> => ({
    layer: "welder",
    variable,
    rule,
    source,
    ...extra,
  });
  const ranges = deriveWelderRanges(piece);
  const findings: TFinding[] = [];

  // W1 / X1: process and transfer mode.
  const processRule = iso ? "ISO 9606-1 5.2" : "QW-350 (X1)";
  if (!pass.process) findings.push(cannotCheck(at("process", processRule), "missing_process"));
  else if (iso) findings.push(setFinding(at("process", processRule), ranges.processes, [pass.process]));
  else {
    const test = asmeProcessOf({ iso_4063: piece.process }) ?? piece.process;
    findings.push(setFinding(at("process", processRule), [test], [asmeProcessOf({ iso_4063: pass.process }) ?? pass.process]));
  }
  if (piece.kind === "operator") {
    findings.push(notApplicable(at("ranges", iso ? "ISO 14732" : "QW-360"), "operator_rules_not_modelled"));
    return findings;
  }
  const transfer = ranges.transfer_modes;
  const transferRule = iso ? "ISO 9606-1 5.2" : "QW-409.2";
  if (transfer === "unknown") findings.push(cannotCheck(at("transfer_mode", transferRule), "qualification_incomplete:transfer_mode"));
  else if (transfer !== null) {
    if (!pass.transfer_mode) findings.push(cannotCheck(at("transfer_mode", transferRule), "missing_transfer_mode"));
    else findings.push(setFinding(at("transfer_mode", transferRule), transfer, [pass.transfer_mode]));
  }

  // W3 / A13: joint type.
  const joint = pass.joint_type ?? null;
  const jointRule = iso ? "ISO 9606-1 5.4" : "QW-303.1";
  if (joint === null) {
    findings.push(cannotCheck(at("joint_type", jointRule), "missing_joint_type"));
    return findings;
  }
  const productionJoint = isButt(joint) ? "BW" : "FW";
  findings.push(
    setFinding(at("joint_type", jointRule), piece.joint_type === "BW" && !iso ? ["BW", "FW"] : [piece.joint_type], [productionJoint]),
  );

  const position = passPosition(pass);
  const shapes = memberIndexes.map((index) => memberShape(pass.members[index]));

  // W2 + W8 / X3: product type and outside diameter, per member.
  for (const index of memberIndexes) {
    const member = memberNumber(index);
    const shape = shapes[index]!;
    const od = ranges.outer_diameter;
    if (!iso && productionJoint === "FW") {
      findings.push(notApplicable(at("outer_diameter", "QW-452.3", { member }), "groove_test_covers_fillets"));
      continue;
    }
    if (!shape.ok) {
      findings.push(cannotCheck(at("outer_diameter", iso ? "ISO 9606-1 Table 7" : "QW-452.3", { member }), shape.code));
      continue;
    }
    if (shape.form === "plate") {
      // A pipe test covers plate (ISO: D ≥ 25 only).
      const pipeTest = piece.product_type === "pipe";
      const ok = !iso || !pipeTest || (piece.test_outer_diameter != null && mm(piece.test_outer_diameter) >= 25_000);
      findings.push({
        ...at("product_type", iso ? "ISO 9606-1 5.3" : "QW-452.3", { member }),
        state: ok ? "pass" : "fail",
        expected: { kind: "value", value: pipeTest ? "pipe D ≥ 25 covers plate" : "plate" },
        actual: { kind: "text", value: "plate" },
      });
      continue;
    }
    const actual = { kind: "number" as const, quantity: "length" as const, value: shape.od };
    if (od) {
      findings.push(rangeFinding(at("outer_diameter", iso ? "ISO 9606-1 Table 7" : "QW-452.3", { member }), "length", od, shape.od));
    } else if (piece.product_type === "pipe") {
      findings.push(
        cannotCheck(at("outer_diameter", iso ? "ISO 9606-1 Table 7" : "QW-452.3", { member }), "qualification_incomplete:outer_diameter"),
      );
    } else if (iso) {
      // W2: a plate test covers fixed pipe D ≥ 500 and rotated pipe D ≥ 75 in PA–PD.
      const base = at("product_type", "ISO 9606-1 5.3", { member });
      const expected = { kind: "value" as const, value: "fixed pipe ≥ 500.000, rotated pipe ≥ 75.000 in PA–PD" };
      const rotatable = position.ok && ["PA", "PB", "PC", "PD"].includes(position.iso);
      if (shape.od >= 500_000) findings.push({ ...base, state: "pass", expected, actual });
      else if (shape.od >= 75_000 && rotatable) {
        if (pass.pipe_rotated == null) findings.push(cannotCheck(base, "pipe_rotated_unknown"));
        else findings.push({ ...base, state: pass.pipe_rotated ? "pass" : "fail", expected, actual });
      } else findings.push({ ...base, state: "fail", expected, actual });
    } else {
      // X3: a plate test covers pipe OD ≥ 73 (2 7/8 in).
      findings.push(
        rangeFinding(
          at("outer_diameter", "QW-452.3", { member }),
          "length",
          { min: ceilRational(ASME_LENGTHS[piece.unit_system].l73), max: null },
          shape.od,
        ),
      );
    }
  }

  // W6 / W7 / X2: thickness.
  if (iso && productionJoint === "FW" && piece.joint_type === "FW") {
    for (const index of memberIndexes) {
      const wall = memberThickness(pass.members[index]);
      const base = at("thickness", "ISO 9606-1 Table 8", { member: memberNumber(index) });
      findings.push(wall.ok ? rangeFinding(base, "length", ranges.thickness, wall.value) : cannotCheck(base, wall.code));
    }
  } else if (productionJoint === "BW") {
    const deposit = productionDeposit(pass);
    const base = at("deposited_thickness", iso ? "ISO 9606-1 Table 6" : "QW-452.1(b)");
    findings.push(deposit.ok ? rangeFinding(base, "length", ranges.thickness, deposit.value) : cannotCheck(base, deposit.code));
  } else if (!iso) findings.push(notApplicable(at("deposited_thickness", "QW-452.1(b)"), "groove_test_covers_fillets"));

  // W9 / X4: positions.
  if (iso) {
    const base = at("position", piece.joint_type === "FW" ? "ISO 9606-1 Table 10" : "ISO 9606-1 Table 9");
    if (!position.ok) findings.push(cannotCheck(base, position.reason));
    else {
      const qualified = (ranges.positions as { main: string[] }).main;
      // Fillet production on fixed pipe needs the Table 10 set of PH / PJ (§6.3).
      const fixedPipeFillet = productionJoint === "FW" && (position.iso === "PH" || position.iso === "PJ");
      const required = fixedPipeFillet ? ISO9606_POSITIONS[position.iso].FW : position.main;
      findings.push(setFinding(base, qualified, [...required]));
    }
  } else findings.push(...asmePositionFindings(piece, ranges, position, shapes, productionJoint, at));

  // W4 / W5 / X6: filler.
  if (pass.fillers.length === 0) findings.push(cannotCheck(at("filler", iso ? "ISO 9606-1 Table 3" : "QW-433"), "missing_filler"));
  else if (iso) {
    const groupBase = at("fm_group", "ISO 9606-1 Table 3");
    if (!ranges.fm_groups) findings.push(cannotCheck(groupBase, "qualification_incomplete:fm_group"));
    else if (pass.fillers.some((filler) => !filler.fm_group)) findings.push(cannotCheck(groupBase, "missing_fm_group"));
    else
      findings.push(
        setFinding(
          groupBase,
          ranges.fm_groups,
          pass.fillers.map((filler) => filler.fm_group ?? ""),
        ),
      );
    const typeBase = at("filler_type", "ISO 9606-1 W5 (filler type)");
    if (!ranges.filler_types) findings.push(cannotCheck(typeBase, "qualification_incomplete:filler_type"));
    else if (pass.fillers.some((filler) => !filler.iso_type)) findings.push(cannotCheck(typeBase, "missing_filler_type"));
    else
      findings.push(
        setFinding(
          typeBase,
          ranges.filler_types,
          pass.fillers.map((filler) => filler.iso_type ?? ""),
        ),
      );
  } else {
    const base = at("f_number", "QW-433");
    const backing = pass.root ? (pass.backing ?? null) : "with";
    if (piece.filler?.f_number == null) findings.push(cannotCheck(base, "qualification_incomplete:f_number"));
    else if (pass.fillers.some((filler) => filler.f_number == null)) findings.push(cannotCheck(base, "missing_f_number"));
    else if (backing === null) findings.push(cannotCheck(base, "missing_backing"));
    else {
      const test = { f: piece.filler.f_number, backing: piece.backing ?? "with" };
      const ok = pass.fillers.every((filler) => asmeFNumberCovers(test, { f: filler.f_number ?? 0, backing }));
      findings.push({
        ...base,
        state: ok ? "pass" : "fail",
        expected: { kind: "set", values: ranges.f_numbers ?? [] },
        actual: { kind: "set", values: pass.fillers.map((filler) => `F-${filler.f_number} ${backing} backing`) },
      });
    }
  }

  // W10 / X5: weld details, backing.
  if (iso) {
    const base = at("weld_details", piece.joint_type === "FW" ? "ISO 9606-1 Table 12" : "ISO 9606-1 Table 11");
    if (!ranges.weld_details) findings.push(cannotCheck(base, "qualification_incomplete:weld_details"));
    else if (!pass.weld_details) findings.push(cannotCheck(base, "missing_weld_details"));
    else findings.push(setFinding(base, ranges.weld_details, [pass.weld_details]));
  } else {
    const base = at("backing", "QW-402.4");
    const backing = pass.root ? (pass.backing ?? null) : "with";
    if (!ranges.backing) findings.push(cannotCheck(base, "qualification_incomplete:backing"));
    else if (backing === null) findings.push(cannotCheck(base, "missing_backing"));
    else findings.push(setFinding(base, ranges.backing, [backing]));
  }

  // X7: P-Numbers.
  if (!iso) {
    for (const index of memberIndexes) {
      const base = at("p_number", "QW-423.1", { member: memberNumber(index) });
      const p = normalisePNumber(pass.members[index].material.p_number);
      if (!ranges.p_number_family) findings.push(cannotCheck(base, "qualification_incomplete:p_number"));
      else if (!p) findings.push(cannotCheck(base, "missing_material_group"));
      else
        findings.push({
          ...base,
          state: welderPNumberFamily(p) === ranges.p_number_family ? "pass" : "fail",
          expected: {
            kind: "value",
            value: { A: "P-1…P-15F, P-34, P-41…P-49", B: "P-21…P-26", C: "P-51…P-53, P-61, P-62" }[ranges.p_number_family],
          },
          actual: { kind: "text", value: `P-${p}` },
        });
    }
  }
  return findings;
}

function asmePositionFindings(
  piece: TWelderTestPiece,
  ranges: ReturnType<typeof deriveWelderRanges>,
  position: ReturnType<typeof passPosition>,
  shapes: ReturnType<typeof memberShape>[],
  productionJoint: "BW" | "FW",
  at: (variable: string, rule: string, extra?: Partial<TFinding>) => Omit<TFinding, "state">,
): TFinding[] {
  const base = at("position", "QW-461.9");
  if (!position.ok) return [cannotCheck(base, position.reason)];
  if (!("letters" in ranges.positions)) return [];
  const small = shapes.some(
    (shape) => shape.ok && shape.form === "pipe" && compareRational(shape.od, ASME_LENGTHS[piece.unit_system].l610) <= 0,
  );
  if (productionJoint === "BW" && shapes.some((shape) => !shape.ok)) return [cannotCheck(base, "missing_outer_diameter")];
  const context: TAsmeContext = productionJoint === "FW" ? "fillet" : small ? "groove_small_pipe" : "groove_large";
  const letters = ranges.positions.letters[context];
  const findings: TFinding[] = [setFinding(base, letters, [...position.asme])];
  if (position.asme.includes("V") && letters.includes("V")) {
    const progressionBase = at("progression", "QW-405.3");
    const test = ranges.positions.progression;
    if (!test) findings.push(cannotCheck(progressionBase, "qualification_incomplete:progression"));
    else if (!position.progression) findings.push(cannotCheck(progressionBase, "progression"));
    else findings.push(setFinding(progressionBase, [test], [position.progression]));
  }
  return findings;
}

/** A welder's qualification with what its validity needs: a test piece, or a legacy row's declared ranges. */
export type TWelderQualificationRecord = {
  timeline: TQualificationTimeline;
  history?: TQualificationHistory;
} & ({ piece: TWelderTestPiece; declared?: undefined } | { piece?: undefined; declared: TDeclaredQualification });

const recordId = (record: TWelderQualificationRecord) => (record.piece ? record.piece.id : record.declared.id);
const recordProcess = (record: TWelderQualificationRecord) => (record.piece ? record.piece.process : record.declared.process);

/**
 * A legacy row (§8.2): its declared ranges count only once someone verified them (`ranges_verified_by`); else every
 * range is `cannot_check:ranges_not_derived`. Declared thickness is each member's wall, declared positions codes.
 */
export function checkPassAgainstDeclared(pass: TProductionPass, declared: TDeclaredQualification): TFinding[] {
  const at = (variable: string, extra: Partial<TFinding> = {}): Omit<TFinding, "state"> => ({
    layer: "welder",
    variable,
    rule: "declared",
    source: { kind: "qualification", id: declared.id },
    ...extra,
  });
  const findings: TFinding[] = [];
  if (!pass.process) findings.push(cannotCheck(at("process"), "missing_process"));
  else findings.push(setFinding(at("process"), [declared.process], [pass.process]));
  if (!declared.ranges_verified_by) return [...findings, cannotCheck(at("ranges"), "ranges_not_derived")];
  const thickness = rangeOf("length", declared.thickness_min, declared.thickness_max);
  const diameter = rangeOf("length", declared.diameter_min, declared.diameter_max);
  for (const index of memberIndexes) {
    const member = memberNumber(index);
    const wall = memberThickness(pass.members[index]);
    if (thickness.min !== null || thickness.max !== null)
      findings.push(
        wall.ok
          ? rangeFinding(at("thickness", { member }), "length", thickness, wall.value)
          : cannotCheck(at("thickness", { member }), wall.code),
      );
    const shape = memberShape(pass.members[index]);
    if (diameter.min !== null || diameter.max !== null) {
      if (!shape.ok) findings.push(cannotCheck(at("outer_diameter", { member }), shape.code));
      else if (shape.form === "pipe") findings.push(rangeFinding(at("outer_diameter", { member }), "length", diameter, shape.od));
    }
  }
  if (declared.positions.length > 0) {
    if (!pass.position) findings.push(cannotCheck(at("position"), "missing_position"));
    else findings.push(setFinding(at("position"), declared.positions, [pass.position]));
  }
  return findings;
}

export interface TWelderLayerResult {
  qualification: string | null;
  status: TQualificationDayStatus | null;
  findings: TFinding[];
}

const STATE_ORDER = ["valid", "expiring", "future", "lapsed", "expired", "revoked"];

/**
 * The welder layer of one pass (design §8.2): among the welder's qualifications valid on the cycle's day, one must
 * cover every variable; reported: the first that does, else the one with the fewest failures. None valid →
 * `validity` fails with the state and its day; no day → `cannot_check:missing_cycle_day` (coverage still judged).
 */
export function checkWelderLayer(pass: TProductionPass, records: readonly TWelderQualificationRecord[]): TWelderLayerResult {
  const validityBase = { layer: "welder" as const, variable: "validity", rule: null };
  if (!pass.welder) return { qualification: null, status: null, findings: [cannotCheck(validityBase, "missing_welder")] };
  const own = records.filter((record) => record.timeline.welder === pass.welder);
  if (own.length === 0)
    return { qualification: null, status: null, findings: [{ ...validityBase, state: "fail", code: "no_qualification" }] };

  const judge = (list: readonly TWelderQualificationRecord[]) =>
    list
      .map((record) => {
        const findings = record.piece ? checkPassAgainstTestPiece(pass, record.piece) : checkPassAgainstDeclared(pass, record.declared);
        return { record, findings, fails: failures(findings).length, unknown: findings.filter((f) => f.state === "cannot_check").length };
      })
      .sort((a, b) => a.fails - b.fails || a.unknown - b.unknown)[0]!;

  if (pass.day === null) {
    const best = judge(own);
    return {
      qualification: recordId(best.record),
      status: null,
      findings: [cannotCheck(validityBase, "missing_cycle_day"), ...best.findings],
    };
  }
  const day = pass.day;
  const statuses = own.map((record) => ({ record, status: qualificationStateOn(record.timeline, record.history ?? {}, day) }));
  const valid = statuses.filter(({ status }) => holdsOn(status));
  if (valid.length === 0) {
    const relevant = statuses.filter(({ record }) => recordProcess(record) === pass.process || record.timeline.process === pass.process);
    const shown = (relevant.length > 0 ? relevant : statuses).sort(
      (a, b) =>
        STATE_ORDER.indexOf(a.status.state) - STATE_ORDER.indexOf(b.status.state) ||
        (b.status.ended_on ?? "").localeCompare(a.status.ended_on ?? ""),
    )[0]!;
    return {
      qualification: recordId(shown.record),
      status: shown.status,
      findings: [
        {
          ...validityBase,
          state: "fail",
          code: shown.status.state,
          source: { kind: "qualification", id: recordId(shown.record) },
          params: {
            state: shown.status.state,
            ...(shown.status.ended_on ? { on: shown.status.ended_on } : { from: shown.record.timeline.qualified_at }),
          },
        },
      ],
    };
  }
  const best = judge(valid.map(({ record }) => record));
  const status = valid.find(({ record }) => record === best.record)!.status;
  return {
    qualification: recordId(best.record),
    status,
    findings: [
      {
        ...validityBase,
        state: "pass",
        source: { kind: "qualification", id: recordId(best.record) },
        params: { state: status.state, ...(status.until ? { until: status.until } : {}) },
      },
      ...best.findings,
    ],
  };
}

/* ---------------- Q1: which welders may weld this joint today? ---------------- */

export interface TWelderCandidate {
  id: string;
  last_name: string;
  qualifications: readonly TWelderQualificationRecord[];
}

export interface TWelderAnswer {
  welder: string;
  last_name: string;
  /** The pass groups the welder covers. */
  covered: string[];
  /** Per pass group not covered, the failing (or uncheckable) variables. */
  reasons: Record<string, string[]>;
  /** Expiring qualifications used: the last day. */
  last_day: string | null;
}

/**
 * Q1 (design §9): for each welder and pass group, covered or not (§8.2) on the day; welders who cover every pass
 * group first, then those covering some, then the rest, ties by last name.
 */
export function whoMayWeld(welders: readonly TWelderCandidate[], passes: readonly TProductionPass[]): TWelderAnswer[] {
  const answers = welders.map((welder) => {
    const covered: string[] = [];
    const reasons: Record<string, string[]> = {};
    let lastDay: string | null = null;
    for (const pass of passes) {
      const result = checkWelderLayer({ ...pass, welder: welder.id }, welder.qualifications);
      const bad = result.findings.filter((finding) => finding.state === "fail" || finding.state === "cannot_check");
      if (bad.length === 0) {
        covered.push(pass.pass_group);
        if (result.status?.state === "expiring" && result.status.until && (!lastDay || result.status.until < lastDay))
          lastDay = result.status.until;
      } else reasons[pass.pass_group] = [...new Set(bad.map((finding) => finding.variable))];
    }
    return { welder: welder.id, last_name: welder.last_name, covered, reasons, last_day: lastDay };
  });
  const rank = (answer: TWelderAnswer) => (answer.covered.length === passes.length ? 0 : answer.covered.length > 0 ? 1 : 2);
  return answers.sort((a, b) => rank(a) - rank(b) || a.last_name.localeCompare(b.last_name) || a.welder.localeCompare(b.welder));
}

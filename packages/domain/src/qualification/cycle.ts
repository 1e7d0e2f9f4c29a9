import { cycleVerdict, type TCycleVerdict, type TFinding } from "./findings.js";
import { checkPassAgainstPqr, checkPassAgainstPqrs, checkPassAgainstWps } from "./procedure-checks.js";
import type { TPqrCoupon, TProductionPass, TWpsRanges } from "./schemas.js";
import { checkWelderLayer, type TWelderQualificationRecord } from "./welder-checks.js";

export interface TPassCheck {
  findings: TFinding[];
  verdict: TCycleVerdict;
  /** The PQR and the welder qualification the findings were judged against. */
  pqr: string | null;
  qualification: string | null;
}

/** The three layers of one cycle torch (design §2.3, §8): WPS, PQR, welder; and its verdict. */
export function checkPass(
  pass: TProductionPass,
  context: { wps: TWpsRanges; pqrs: readonly TPqrCoupon[]; qualifications: readonly TWelderQualificationRecord[] },
): TPassCheck {
  const group = context.wps.pass_groups.find((candidate) => candidate.id === pass.pass_group);
  const wpsFindings: TFinding[] = group
    ? checkPassAgainstWps(pass, context.wps, group)
    : [{ layer: "wps", variable: "pass_group", rule: "WPS", state: "cannot_check", code: "unknown_pass_group" }];
  const pqr = checkPassAgainstPqrs(pass, context.wps, context.pqrs);
  const welder = checkWelderLayer(pass, context.qualifications);
  const findings = [...wpsFindings, ...pqr.findings, ...welder.findings];
  return { findings, verdict: cycleVerdict(findings), pqr: pqr.pqr, qualification: welder.qualification };
}

/** A cycle's verdict over its torches (each torch's findings together). */
export const cycleVerdictOf = (checks: readonly TPassCheck[]): TCycleVerdict => cycleVerdict(checks.flatMap((check) => check.findings));

/* ---------------- Q2: which WPS cover this joint? ---------------- */

const JOINT_VARIABLES = ["material", "wall_thickness", "outer_diameter", "position", "joint_type", "group_number"];

export type TWpsCoverage = "covers" | "does_not_cover" | "cannot_tell";
export interface TWpsAnswer {
  wps: string;
  answer: TWpsCoverage;
  /** The failing (or uncheckable) joint-level findings. */
  reasons: TFinding[];
}

/**
 * Q2 (design §9): for each WPS, the WPS and PQR layers of the joint-level variables (material, each WT, OD,
 * position, joint type) on the first pass group; `covers` when none fails or is uncheckable.
 */
export function whichWpsCover(
  joint: TProductionPass,
  candidates: readonly { wps: TWpsRanges; pqrs: readonly TPqrCoupon[] }[],
): TWpsAnswer[] {
  return candidates.map(({ wps, pqrs }) => {
    const group = wps.pass_groups[0]!;
    const pass: TProductionPass = {
      ...joint,
      process: joint.process ?? group.process,
      direction: joint.direction ?? group.direction ?? null,
    };
    const wpsFindings = checkPassAgainstWps(pass, wps, group);
    const linked = pqrs.filter(
      (pqr) => wps.pqrs.includes(pqr.id) && pqr.result === "accepted" && pqr.processes.some((line) => line.process === pass.process),
    );
    // One PQR must cover the joint (no stitching): the one with the fewest joint-level failures.
    const pqrFindings =
      linked.length === 0
        ? checkPassAgainstPqrs(pass, wps, pqrs).findings
        : linked
            .map((pqr) =>
              checkPassAgainstPqr(pass, pqr, wps).filter(
                (finding) => JOINT_VARIABLES.includes(finding.variable) || finding.variable === "rule_set",
              ),
            )
            .sort((a, b) => a.filter((f) => f.state === "fail").length - b.filter((f) => f.state === "fail").length)[0]!;
    const relevant = [...wpsFindings.filter((finding) => JOINT_VARIABLES.includes(finding.variable)), ...pqrFindings];
    const reasons = relevant.filter((finding) => finding.state === "fail" || finding.state === "cannot_check");
    const answer: TWpsCoverage = reasons.some((finding) => finding.state === "fail")
      ? "does_not_cover"
      : reasons.length > 0
        ? "cannot_tell"
        : "covers";
    return { wps: wps.id, answer, reasons };
  });
}

/* ---------------- Q3: welds made outside a qualification ---------------- */

/** Q3 (design §9): welds with an `outside` cycle (first tab), then welds only `unverified` (second tab). */
export function splitWeldsByVerdict<T extends { weld: string; verdict: TCycleVerdict }>(
  cycles: readonly T[],
): { outside: string[]; unverified: string[] } {
  const outside = new Set(cycles.filter((cycle) => cycle.verdict === "outside").map((cycle) => cycle.weld));
  const unverified = new Set(
    cycles.filter((cycle) => cycle.verdict === "unverified" && !outside.has(cycle.weld)).map((cycle) => cycle.weld),
  );
  return { outside: [...outside], unverified: [...unverified] };
}

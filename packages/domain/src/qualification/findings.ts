import { formatBase, type TQualifiedRange, type TQuantity } from "./units.js";

/** Design §2.2: the four states of a check. */
export const CHECK_STATES = ["pass", "fail", "cannot_check", "not_applicable"] as const;
export type TCheckState = (typeof CHECK_STATES)[number];

/** Design §2.3: the three layers per cycle torch, plus the WPS-level consistency check. */
export type TLayer = "welder" | "wps" | "pqr" | "wps_consistency";

export type TExpected =
  | { kind: "range"; quantity: TQuantity; range: TQualifiedRange }
  | { kind: "set"; values: readonly string[] }
  | { kind: "value"; value: string };

export type TActual =
  | { kind: "number"; quantity: TQuantity; value: number }
  | { kind: "text"; value: string }
  | { kind: "set"; values: readonly string[] }
  /** A WPS's own range (WPS ⊆ PQR). */
  | { kind: "range"; quantity: TQuantity; range: TQualifiedRange };

export interface TSource {
  kind: "pqr" | "qualification" | "wps";
  id: string;
}

/**
 * One check (design §2.6): its state, the rule it applies, what was expected (range or set, in base units), the
 * actual value, the record that gave the range; `code` is the failure code (`pqr_lacks_impact`, `wps_exceeds_pqr`…)
 * or the reason of `cannot_check` / `not_applicable`. `member` says which production member (1 or 2) it is about.
 */
export interface TFinding {
  layer: TLayer;
  variable: string;
  state: TCheckState;
  rule: string | null;
  code?: string;
  expected?: TExpected;
  actual?: TActual;
  source?: TSource;
  member?: 1 | 2;
  /** Extra facts for the message (the day a qualification lapsed…). */
  params?: Record<string, string | number>;
}

export const CYCLE_VERDICTS = ["outside", "unverified", "inside"] as const;
export type TCycleVerdict = (typeof CYCLE_VERDICTS)[number];

/** Design §2.2: outside if any finding fails, else unverified if any cannot be checked, else inside. */
export function cycleVerdict(findings: readonly Pick<TFinding, "state">[]): TCycleVerdict {
  if (findings.some((finding) => finding.state === "fail")) return "outside";
  if (findings.some((finding) => finding.state === "cannot_check")) return "unverified";
  return "inside";
}

export const failures = (findings: readonly TFinding[]) => findings.filter((finding) => finding.state === "fail");

/** A finding for a number against a range: pass iff inside (inclusive bounds). */
export function rangeFinding(
  base: Omit<TFinding, "state" | "expected" | "actual">,
  quantity: TQuantity,
  range: TQualifiedRange,
  value: number,
): TFinding {
  const inside = (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
  return {
    ...base,
    state: inside ? "pass" : "fail",
    expected: { kind: "range", quantity, range },
    actual: { kind: "number", quantity, value },
  };
}

/** A finding for a value or values against a set: pass iff every value is in the set. */
export function setFinding(
  base: Omit<TFinding, "state" | "expected" | "actual">,
  allowed: readonly string[],
  values: readonly string[],
): TFinding {
  return {
    ...base,
    state: values.every((value) => allowed.includes(value)) ? "pass" : "fail",
    expected: { kind: "set", values: allowed },
    actual: values.length === 1 ? { kind: "text", value: values[0] ?? "" } : { kind: "set", values },
  };
}

export const cannotCheck = (base: Omit<TFinding, "state">, code: string): TFinding => ({ ...base, state: "cannot_check", code });
export const notApplicable = (base: Omit<TFinding, "state">, code?: string): TFinding => ({
  ...base,
  state: "not_applicable",
  ...(code ? { code } : {}),
});

/** "3.000–21.940", "≥ 84.150", "≤ 1.375", "unlimited": a range as the finding lists show it. */
export function formatRange(quantity: TQuantity, range: TQualifiedRange): string {
  if (range.min !== null && range.max !== null) return `${formatBase(quantity, range.min)}–${formatBase(quantity, range.max)}`;
  if (range.min !== null) return `≥ ${formatBase(quantity, range.min)}`;
  if (range.max !== null) return `≤ ${formatBase(quantity, range.max)}`;
  return "unlimited";
}

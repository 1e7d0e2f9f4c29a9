import type { TRate } from "../welds/project-statistics.js";

/**
 * The dashboard's Quality tab, which the spec leaves as a placeholder: where rejects come from (welders,
 * procedures, NDE methods), which flaw types dominate (a Pareto), and how cycles' heat input sits in each pass
 * group's range. The server counts in SQL; these functions shape the counts.
 */
export interface TRejectGroup {
  id: string;
  name: string;
  /** Examined welds (scanned or with a flaw) of the group, and those with an active rejected flaw. */
  reject_rate: TRate;
}

export interface TNdeMethodCounts {
  id: string;
  name: string;
  /** Active flaws found by the method, and how many of them were rejected. */
  flaws: number;
  rejected: number;
}

export interface TFlawTypeCount {
  id: string;
  name: string;
  acronym: string | null;
  method: string;
  count: number;
}

export interface TParetoRow extends TFlawTypeCount {
  /** The row's share of all flaws, and the running share down the sorted list (0..1). */
  share: number;
  cumulative: number;
}

export interface THeatInputGroup {
  pass_group: string;
  name: string;
  procedure: string;
  cycles: number;
  /** Cycles with a heat input, and those inside the pass group's heat input range (when it has one). */
  measured: number;
  within: number | null;
  min: number | null;
  mean: number | null;
  max: number | null;
  range_min: number | null;
  range_max: number | null;
}

export interface TQualityStatistics {
  from: string;
  to: string;
  by_welder: TRejectGroup[];
  by_procedure: TRejectGroup[];
  by_nde_method: (TNdeMethodCounts & { reject_rate: TRate })[];
  flaw_types: TParetoRow[];
  heat_input: THeatInputGroup[];
}

export const rateOf = (numerator: number, denominator: number): TRate => ({
  numerator,
  denominator,
  rate: denominator === 0 ? null : numerator / denominator,
});

/** Groups sorted worst first (highest reject rate, then most examined, then name), so the table reads as a ranking. */
export function rankByRejectRate<T extends { name: string; reject_rate: TRate }>(groups: readonly T[]): T[] {
  return [...groups].sort(
    (a, b) =>
      (b.reject_rate.rate ?? -1) - (a.reject_rate.rate ?? -1) ||
      b.reject_rate.denominator - a.reject_rate.denominator ||
      a.name.localeCompare(b.name),
  );
}

/** A Pareto of flaw types: most frequent first, each with its share and the running share (the "80 %" line). */
export function flawTypePareto(counts: readonly TFlawTypeCount[]): TParetoRow[] {
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  let running = 0;
  return [...counts]
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .map((row) => {
      running += row.count;
      return { ...row, share: row.count / total, cumulative: running / total };
    });
}

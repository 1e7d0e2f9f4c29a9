import { isRejectingFlaw, type TFlawResult, type TFlawSanction, type TFlawStatus } from "./flaw-rules.js";

// ---------------------------------------------------------------------------------------------------------
// A project's weld-log figures (decisions.md "Welds and flaws"): reject rate, repair rates per
// welder and per procedure, downtime from cycles. The rules, stated over rows with their unit tests;
// the server counts the same in SQL (modules/dashboard/weld-facts.ts), and an API test holds the two
// equal on the demo project.
// ---------------------------------------------------------------------------------------------------------

export interface TStatWeld {
  id: string;
  procedure: string | null;
  completed: boolean;
  scanned: boolean;
  is_cut_out: boolean;
  /** The weld this one repairs (a repair weld of the chain), or null for an original weld. */
  repairs_weld: string | null;
}
export interface TStatFlaw {
  weld: string;
  status: TFlawStatus;
  result: TFlawResult;
  sanction: TFlawSanction | null;
}
export interface TStatCycle {
  weld: string | null;
  welders: readonly string[];
  started_at: string | Date | null;
  ended_at: string | Date | null;
}

/** A rate as a fraction (0..1) with its parts; null when nothing was examined. */
export interface TRate {
  numerator: number;
  denominator: number;
  rate: number | null;
}
const rate = (numerator: number, denominator: number): TRate => ({
  numerator,
  denominator,
  rate: denominator === 0 ? null : numerator / denominator,
});

/** A weld is examined once it is scanned or has an NDE flaw recorded (decisions.md). */
function examinedWelds(welds: readonly TStatWeld[], flaws: readonly TStatFlaw[]): Set<string> {
  const withFlaw = new Set(flaws.map((flaw) => flaw.weld));
  return new Set(welds.filter((weld) => weld.scanned || withFlaw.has(weld.id)).map((weld) => weld.id));
}

/** Reject rate = welds with a rejected (active) flaw ÷ welds examined. */
export function rejectRate(welds: readonly TStatWeld[], flaws: readonly TStatFlaw[]): TRate {
  const examined = examinedWelds(welds, flaws);
  const rejected = new Set(flaws.filter((flaw) => isRejectingFlaw(flaw) && examined.has(flaw.weld)).map((flaw) => flaw.weld));
  return rate(rejected.size, examined.size);
}

/** Welds with an active rejected flaw sanctioned Repair. */
function repairedWelds(flaws: readonly TStatFlaw[]): Set<string> {
  return new Set(flaws.filter((flaw) => isRejectingFlaw(flaw) && flaw.sanction === "Repair").map((flaw) => flaw.weld));
}

/** Repair rate of a set of welds = those needing a repair (an active rejected flaw sanctioned Repair) ÷ those examined. */
function repairRateOf(weldIds: readonly string[], examined: Set<string>, repaired: Set<string>): TRate {
  const examinedHere = weldIds.filter((id) => examined.has(id));
  return rate(examinedHere.filter((id) => repaired.has(id)).length, examinedHere.length);
}

export function repairRate(welds: readonly TStatWeld[], flaws: readonly TStatFlaw[]): TRate {
  return repairRateOf(
    welds.map((weld) => weld.id),
    examinedWelds(welds, flaws),
    repairedWelds(flaws),
  );
}

/** Per procedure: its welds' repair rate. Welds without a procedure are left out. */
export function repairRateByProcedure(welds: readonly TStatWeld[], flaws: readonly TStatFlaw[]): Map<string, TRate> {
  const examined = examinedWelds(welds, flaws);
  const repaired = repairedWelds(flaws);
  const byProcedure = new Map<string, string[]>();
  for (const weld of welds) {
    if (!weld.procedure) continue;
    byProcedure.set(weld.procedure, [...(byProcedure.get(weld.procedure) ?? []), weld.id]);
  }
  return new Map([...byProcedure].map(([procedure, ids]) => [procedure, repairRateOf(ids, examined, repaired)]));
}

/** Per welder: the repair rate of the welds they welded (a welder is on a weld through a torch of one of its cycles). */
export function repairRateByWelder(
  welds: readonly TStatWeld[],
  flaws: readonly TStatFlaw[],
  cycles: readonly TStatCycle[],
): Map<string, TRate> {
  const examined = examinedWelds(welds, flaws);
  const repaired = repairedWelds(flaws);
  const known = new Set(welds.map((weld) => weld.id));
  const byWelder = new Map<string, Set<string>>();
  for (const cycle of cycles) {
    if (!cycle.weld || !known.has(cycle.weld)) continue;
    for (const welder of cycle.welders) {
      const set = byWelder.get(welder) ?? new Set<string>();
      set.add(cycle.weld);
      byWelder.set(welder, set);
    }
  }
  return new Map([...byWelder].map(([welder, ids]) => [welder, repairRateOf([...ids], examined, repaired)]));
}

/**
 * Downtime: on each weld, the pauses between one cycle's end and the next cycle's start (seconds). Cycles
 * without both times are left out; overlapping cycles give no pause. Average = total ÷ number of pauses.
 */
export function downtime(cycles: readonly TStatCycle[]): { total: number; average: number | null; pauses: number } {
  const byWeld = new Map<string, { start: number; end: number }[]>();
  for (const cycle of cycles) {
    if (!cycle.weld || !cycle.started_at || !cycle.ended_at) continue;
    const start = new Date(cycle.started_at).getTime();
    const end = new Date(cycle.ended_at).getTime();
    if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) continue;
    byWeld.set(cycle.weld, [...(byWeld.get(cycle.weld) ?? []), { start, end }]);
  }
  let total = 0;
  let pauses = 0;
  for (const list of byWeld.values()) {
    list.sort((a, b) => a.start - b.start);
    let lastEnd = list[0]?.end ?? 0;
    for (const cycle of list.slice(1)) {
      if (cycle.start > lastEnd) {
        total += (cycle.start - lastEnd) / 1000;
        pauses += 1;
      }
      lastEnd = Math.max(lastEnd, cycle.end);
    }
  }
  return { total, average: pauses === 0 ? null : total / pauses, pauses };
}

/** The project page's cards, from its rows. */
export function projectWeldStatistics(welds: readonly TStatWeld[], flaws: readonly TStatFlaw[], cycles: readonly TStatCycle[]) {
  return {
    welds: welds.length,
    completed: welds.filter((weld) => weld.completed).length,
    scanned: welds.filter((weld) => weld.scanned).length,
    repairs: welds.filter((weld) => weld.repairs_weld !== null).length,
    cut_outs: welds.filter((weld) => weld.is_cut_out).length,
    reject_rate: rejectRate(welds, flaws),
    repair_rate: repairRate(welds, flaws),
    repair_rate_by_procedure: Object.fromEntries(repairRateByProcedure(welds, flaws)),
    repair_rate_by_welder: Object.fromEntries(repairRateByWelder(welds, flaws, cycles)),
    downtime: downtime(cycles),
  };
}
export type TProjectWeldStatistics = ReturnType<typeof projectWeldStatistics>;

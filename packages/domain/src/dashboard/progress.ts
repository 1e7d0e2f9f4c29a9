import type { TRate } from "../welds/project-statistics.js";
import { eachDay } from "./ranges.js";

/**
 * The dashboard's Progress tab (spec "Dashboard statistics"): per day, the welds of the day and their repairs and
 * cut-outs with the day's rates; over the range, the cards. The server counts per day in SQL (one row per day that
 * has welds or cut-outs); these pure functions fill the days without any and derive the rates, so the figures are
 * the same wherever they are computed.
 *
 * A weld's day is the day it ended, else the day it started, else the day it was recorded (decisions.md
 * "Dashboard"); a cut-out's day is the day the cut was recorded.
 */
export interface TDayCounts {
  day: string;
  /** Welds of the day, originals and repairs. */
  welds: number;
  completed: number;
  scanned: number;
  /** Welds of the day that repair another (named by a flaw's repaired_by). */
  repairs: number;
  /** Welds of the day that were examined: scanned, or with an NDE flaw recorded. */
  examined: number;
  /** Examined welds of the day with an active rejected flaw. */
  rejected: number;
  /** Cut-outs recorded that day. */
  cut_outs: number;
}

export interface TDailyProgress {
  day: string;
  quantity_welds: number;
  quantity_repair: number;
  quantity_cutout: number;
  repair_rate: TRate;
  cutout_rate: TRate;
  reject_rate: TRate;
}

export interface TProgressStatistics {
  from: string;
  to: string;
  cards: {
    welds_completed: number;
    welds_scanned: number;
    quantity_welds: number;
    repair: number;
    cutout: number;
    /** Every weld of the project (or the client), whatever its day. */
    total: number;
    /** The day with the most welds; the earliest of equals; null when no weld falls in the range. */
    best_day: { day: string; quantity_welds: number } | null;
    repair_rate: TRate;
    cutout_rate: TRate;
    reject_rate: TRate;
  };
  daily: TDailyProgress[];
}

const rate = (numerator: number, denominator: number): TRate => ({
  numerator,
  denominator,
  rate: denominator === 0 ? null : numerator / denominator,
});

const EMPTY_DAY = { welds: 0, completed: 0, scanned: 0, repairs: 0, examined: 0, rejected: 0, cut_outs: 0 };

export function progressStatistics(range: { from: string; to: string }, counts: readonly TDayCounts[], total: number): TProgressStatistics {
  const byDay = new Map(counts.map((row) => [row.day, row]));
  const days = eachDay(range.from, range.to).map((day) => ({ ...EMPTY_DAY, ...byDay.get(day), day }));
  const sum = (key: keyof typeof EMPTY_DAY) => days.reduce((total, day) => total + day[key], 0);
  let best: TProgressStatistics["cards"]["best_day"] = null;
  for (const day of days)
    if (day.welds > 0 && (!best || day.welds > best.quantity_welds)) best = { day: day.day, quantity_welds: day.welds };
  const welds = sum("welds");
  return {
    from: range.from,
    to: range.to,
    cards: {
      welds_completed: sum("completed"),
      welds_scanned: sum("scanned"),
      quantity_welds: welds,
      repair: sum("repairs"),
      cutout: sum("cut_outs"),
      total,
      best_day: best,
      repair_rate: rate(sum("repairs"), welds),
      cutout_rate: rate(sum("cut_outs"), welds),
      reject_rate: rate(sum("rejected"), sum("examined")),
    },
    daily: days.map((day) => ({
      day: day.day,
      quantity_welds: day.welds,
      quantity_repair: day.repairs,
      quantity_cutout: day.cut_outs,
      repair_rate: rate(day.repairs, day.welds),
      cutout_rate: rate(day.cut_outs, day.welds),
      reject_rate: rate(day.rejected, day.examined),
    })),
  };
}

/** Spec constants: the chart's percent axis starts at 0 in steps of 10; the chart is at least 600 px high. */
export const DASHBOARD_PERCENT_AXIS = { min: 0, step: 10 } as const;
export const DASHBOARD_CHART_MIN_HEIGHT = 600;

/** The top of the percent axis: the next step of 10 above the highest daily rate, at least 10, at most 100. */
export function percentAxisMax(daily: readonly TDailyProgress[]): number {
  const highest = Math.max(
    0,
    ...daily.flatMap((day) => [day.repair_rate.rate, day.cutout_rate.rate, day.reject_rate.rate].map((value) => (value ?? 0) * 100)),
  );
  return Math.min(
    100,
    Math.max(DASHBOARD_PERCENT_AXIS.step, Math.ceil(highest / DASHBOARD_PERCENT_AXIS.step) * DASHBOARD_PERCENT_AXIS.step),
  );
}

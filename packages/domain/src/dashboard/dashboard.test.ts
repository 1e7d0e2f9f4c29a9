import { describe, expect, it } from "vitest";
import { percentAxisMax, progressStatistics, type TDayCounts } from "./progress.js";
import { flawTypePareto, rankByRejectRate } from "./quality.js";
import { dashboardSpanIssues, daysInRange, eachDay, presetRange, ZDashboardQuery } from "./ranges.js";

describe("dashboard date presets (spec: today, yesterday, last N days, this month, last month)", () => {
  const today = "2026-03-01";
  it("today and yesterday are single days; yesterday crosses the month (and February's end)", () => {
    expect(presetRange("today", today)).toEqual({ from: "2026-03-01", to: "2026-03-01" });
    expect(presetRange("yesterday", today)).toEqual({ from: "2026-02-28", to: "2026-02-28" });
  });
  it("last 7 and last 30 days end today and hold 7 and 30 days", () => {
    expect(presetRange("last7", today)).toEqual({ from: "2026-02-23", to: "2026-03-01" });
    expect(daysInRange("2026-02-23", "2026-03-01")).toBe(7);
    expect(daysInRange(presetRange("last30", today).from, today)).toBe(30);
  });
  it("this month runs from the 1st to today; last month is the whole previous month, across a year and a leap February", () => {
    expect(presetRange("thisMonth", "2026-11-26")).toEqual({ from: "2026-11-01", to: "2026-11-26" });
    expect(presetRange("lastMonth", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("lastMonth", "2028-03-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
  it("eachDay lists every day of the range in order, across a daylight-saving change", () => {
    expect(eachDay("2026-03-28", "2026-03-30")).toEqual(["2026-03-28", "2026-03-29", "2026-03-30"]);
  });
});

describe("the dashboard query", () => {
  const id = "0190a6a8-0000-7000-8000-000000000001";
  it("takes a project, an inclusive day range and an IANA zone (UTC when absent)", () => {
    expect(ZDashboardQuery.parse({ project: id, from: "2026-11-01", to: "2026-11-26", tz: "Europe/Oslo" })).toMatchObject({
      tz: "Europe/Oslo",
    });
    expect(ZDashboardQuery.parse({ from: "2026-11-26", to: "2026-11-26" }).tz).toBe("UTC");
  });
  it("refuses an impossible date, an end before the start, more than 366 days and an unknown zone, each with its code", () => {
    const issues = (query: Record<string, string>) =>
      (ZDashboardQuery.safeParse(query).error?.issues ?? []).map((issue) => [
        issue.path.join("."),
        (issue as { params?: { message?: { code: string } } }).params?.message?.code,
      ]);
    expect(issues({ from: "2026-02-30", to: "2026-03-01" })).toEqual([["from", "invalid_date"]]);
    expect(issues({ from: "2026-03-02", to: "2026-03-01" })).toEqual([["to", "end_before_start"]]);
    expect(issues({ from: "2025-01-01", to: "2026-01-02" })).toEqual([["to", "range_too_long"]]);
    expect(issues({ from: "2025-01-01", to: "2026-01-01" })).toEqual([]);
    expect(issues({ from: "2026-03-01", to: "2026-03-01", tz: "Mars/Olympus" })).toEqual([["tz", "unknown_time_zone"]]);
  });
});

describe("the dashboard's plausible span", () => {
  const today = "2026-11-29";
  it("accepts 2000-01-01 through today plus 366 days", () => {
    expect(dashboardSpanIssues({ from: "2000-01-01", to: "2000-12-31" }, today)).toEqual({});
    expect(dashboardSpanIssues({ from: "2027-06-01", to: "2027-11-30" }, today)).toEqual({});
  });
  it("refuses a day before 2000 and a day after today plus 366 days, on its field", () => {
    expect(dashboardSpanIssues({ from: "1999-12-31", to: "2000-01-05" }, today)).toEqual({
      from: [{ code: "day_too_early", params: { min: "2000-01-01" } }],
    });
    expect(dashboardSpanIssues({ from: "6220-01-01", to: "6220-12-31" }, today)).toEqual({
      from: [{ code: "day_too_late", params: { max: "2027-11-30" } }],
      to: [{ code: "day_too_late", params: { max: "2027-11-30" } }],
    });
    expect(dashboardSpanIssues({ from: "2027-06-01", to: "2027-12-01" }, today)).toEqual({
      to: [{ code: "day_too_late", params: { max: "2027-11-30" } }],
    });
  });
});

describe("progress statistics (spec: daily quantity, repair, cut-out and rates; cards; best day)", () => {
  const day = (values: Partial<TDayCounts> & { day: string }): TDayCounts => ({
    welds: 0,
    completed: 0,
    scanned: 0,
    repairs: 0,
    examined: 0,
    rejected: 0,
    cut_outs: 0,
    ...values,
  });
  const counts = [
    day({ day: "2026-11-02", welds: 4, completed: 4, scanned: 4, examined: 4, rejected: 1 }),
    day({ day: "2026-11-03", welds: 5, completed: 5, scanned: 2, repairs: 1, examined: 3, rejected: 0, cut_outs: 1 }),
  ];
  const statistics = progressStatistics({ from: "2026-11-01", to: "2026-11-04" }, counts, 42);

  it("fills every day of the range, zero where nothing was welded, with no rate on an empty day", () => {
    expect(statistics.daily.map((row) => [row.day, row.quantity_welds])).toEqual([
      ["2026-11-01", 0],
      ["2026-11-02", 4],
      ["2026-11-03", 5],
      ["2026-11-04", 0],
    ]);
    expect(statistics.daily[0]?.repair_rate).toEqual({ numerator: 0, denominator: 0, rate: null });
  });
  it("gives each day its repair rate (repairs ÷ welds), cut-out rate (cut-outs ÷ welds) and reject rate (rejected ÷ examined)", () => {
    expect(statistics.daily[2]).toMatchObject({
      quantity_repair: 1,
      quantity_cutout: 1,
      repair_rate: { numerator: 1, denominator: 5, rate: 0.2 },
      cutout_rate: { numerator: 1, denominator: 5, rate: 0.2 },
      reject_rate: { numerator: 0, denominator: 3, rate: 0 },
    });
    expect(statistics.daily[1]?.reject_rate.rate).toBe(0.25);
  });
  it("sums the cards over the range, keeps the total of every day, and names the best day (9 welds, 1 of 7 examined rejected)", () => {
    expect(statistics.cards).toEqual({
      welds_completed: 9,
      welds_scanned: 6,
      quantity_welds: 9,
      repair: 1,
      cutout: 1,
      total: 42,
      best_day: { day: "2026-11-03", quantity_welds: 5 },
      repair_rate: { numerator: 1, denominator: 9, rate: 1 / 9 },
      cutout_rate: { numerator: 1, denominator: 9, rate: 1 / 9 },
      reject_rate: { numerator: 1, denominator: 7, rate: 1 / 7 },
    });
  });
  it("has no best day when no weld falls in the range; of two equal days, the earlier is best", () => {
    expect(progressStatistics({ from: "2026-11-01", to: "2026-11-02" }, [], 3).cards.best_day).toBeNull();
    const tie = progressStatistics(
      { from: "2026-11-01", to: "2026-11-02" },
      [day({ day: "2026-11-01", welds: 2 }), day({ day: "2026-11-02", welds: 2 })],
      4,
    );
    expect(tie.cards.best_day).toEqual({ day: "2026-11-01", quantity_welds: 2 });
  });
  it("puts the percent axis from 0 in steps of 10 up to the step above the highest daily rate (25 % → 30), never above 100", () => {
    expect(percentAxisMax(statistics.daily)).toBe(30);
    expect(percentAxisMax([])).toBe(10);
    const all = progressStatistics(
      { from: "2026-11-01", to: "2026-11-01" },
      [day({ day: "2026-11-01", welds: 1, examined: 1, rejected: 1 })],
      1,
    );
    expect(percentAxisMax(all.daily)).toBe(100);
  });
});

describe("quality statistics", () => {
  it("ranks groups worst first: highest reject rate, then most examined, groups never examined last", () => {
    const group = (name: string, numerator: number, denominator: number) => ({
      name,
      reject_rate: { numerator, denominator, rate: denominator ? numerator / denominator : null },
    });
    const ranked = rankByRejectRate([group("A", 1, 10), group("B", 0, 0), group("C", 1, 4), group("D", 2, 8)]);
    expect(ranked.map((row) => row.name)).toEqual(["D", "C", "A", "B"]);
  });
  it("orders flaw types by count with each one's share and the running share (6, 3, 1 of 10 → 60 %, 90 %, 100 %)", () => {
    const row = (name: string, count: number) => ({ id: name, name, acronym: null, method: "RT", count });
    const pareto = flawTypePareto([row("Slag", 3), row("Crack", 1), row("Porosity", 6), row("None", 0)]);
    expect(pareto.map((entry) => [entry.name, entry.share, entry.cumulative])).toEqual([
      ["Porosity", 0.6, 0.6],
      ["Slag", 0.3, 0.9],
      ["Crack", 0.1, 1],
    ]);
  });
});

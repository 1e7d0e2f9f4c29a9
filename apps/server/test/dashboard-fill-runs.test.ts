import { eachDay } from "@weldtrace/domain";
import { describe, expect, it } from "vitest";
import { fillRuns } from "../src/modules/dashboard/day-cache.js";

describe("fillRuns (the dashboard's missing days, filled a run at a time)", () => {
  const days = eachDay("2026-11-01", "2026-11-20");

  it("cuts 20 missing days into runs of 7, 7 and 6", () => {
    expect(fillRuns(days, days).map((run) => run.length)).toEqual([7, 7, 6]);
    expect(fillRuns(days, days).flat()).toEqual(days);
  });

  it("leaves a kept day out: the days on either side of it are two runs", () => {
    const missing = ["2026-11-03", "2026-11-04", "2026-11-06"];
    expect(fillRuns(missing, days)).toEqual([["2026-11-03", "2026-11-04"], ["2026-11-06"]]);
  });

  it("gives no run when nothing is missing", () => {
    expect(fillRuns([], days)).toEqual([]);
  });
});

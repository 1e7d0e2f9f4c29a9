import { describe, expect, it } from "vitest";
import { type TTimelineCounts, timelineStatistics } from "./timeline.js";

const station = (id: string, name: string) => ({ id, name });
const row = (day: string, workstation: TTimelineCounts["workstation"], arc: number, downtime: number): TTimelineCounts => ({
  day,
  workstation,
  welds: 1,
  cycles: 2,
  arc_seconds: arc,
  downtime_seconds: downtime,
});

describe("the dashboard's timeline", () => {
  const a = station("a", "Bay A");
  const b = station("b", "Bay B");
  const rows = [
    row("2026-11-20", b, 600, 200),
    row("2026-11-21", a, 900, 300),
    row("2026-11-20", null, 100, 0),
    row("2026-11-20", a, 300, 100),
  ];
  const timeline = timelineStatistics({ from: "2026-11-20", to: "2026-11-21" }, rows);

  it("lists the newest day first, its workstations by name and the hand-typed cycles last", () => {
    expect(timeline.rows.map((entry) => `${entry.day} ${entry.workstation?.name ?? "manual"}`)).toEqual([
      "2026-11-21 Bay A",
      "2026-11-20 Bay A",
      "2026-11-20 Bay B",
      "2026-11-20 manual",
    ]);
  });

  it("adds up welds, cycles, arc time and downtime, and gives the arc's share of the working time (1,900 s of 2,500 s = 76 %)", () => {
    expect(timeline.totals).toEqual({ welds: 4, cycles: 8, arc_seconds: 1900, downtime_seconds: 600, arc_ratio: 0.76 });
  });

  it("gives each workstation its totals over the range (Bay A: 1,200 s arc, 400 s down = 75 %)", () => {
    expect(timeline.by_workstation.map((entry) => [entry.name, entry.arc_seconds, entry.downtime_seconds, entry.arc_ratio])).toEqual([
      ["Bay A", 1200, 400, 0.75],
      ["Bay B", 600, 200, 0.75],
      [null, 100, 0, 1],
    ]);
  });

  it("has no arc ratio when nothing was welded", () => {
    expect(timelineStatistics({ from: "2026-11-20", to: "2026-11-20" }, []).totals.arc_ratio).toBeNull();
  });
});

describe("the dashboard's timeline totals count distinct welds", () => {
  const a = station("a", "Bay A");
  // One weld welded on Bay A on two days and typed in by hand: three rows of one weld each.
  const rows = [row("2026-11-20", a, 300, 0), row("2026-11-21", a, 300, 0), row("2026-11-21", null, 60, 0)];
  it("takes the distinct welds given for the total and each workstation, not the rows' sum", () => {
    const timeline = timelineStatistics({ from: "2026-11-20", to: "2026-11-21" }, rows, { total: 1, by_workstation: { a: 1, "": 1 } });
    expect(timeline.totals.welds).toBe(1);
    expect(timeline.by_workstation.map((entry) => [entry.name, entry.welds])).toEqual([
      ["Bay A", 1],
      [null, 1],
    ]);
    // The rows keep their own day's count.
    expect(timeline.rows.map((entry) => entry.welds)).toEqual([1, 1, 1]);
  });
});

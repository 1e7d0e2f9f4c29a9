import { describe, expect, it } from "vitest";
import {
  downtime,
  projectWeldStatistics,
  rejectRate,
  repairRateByProcedure,
  repairRateByWelder,
  type TStatFlaw,
  type TStatWeld,
} from "./project-statistics.js";

const weld = (id: string, extra: Partial<TStatWeld> = {}): TStatWeld => ({
  id,
  procedure: "wps-a",
  completed: true,
  scanned: true,
  is_cut_out: false,
  repairs_weld: null,
  ...extra,
});
const flaw = (weldId: string, extra: Partial<TStatFlaw> = {}): TStatFlaw => ({
  weld: weldId,
  status: "Active",
  result: "Rejected",
  sanction: "Repair",
  ...extra,
});

describe("reject rate = welds with a rejected flaw ÷ welds examined", () => {
  it("counts 2 rejected welds out of 8 examined as 25 %, the unscanned weld without flaws not examined", () => {
    const welds = [...Array.from({ length: 8 }, (_, i) => weld(`w${i}`)), weld("not-yet", { scanned: false })];
    // w0 has two rejected flaws: it counts once. w1 one rejected flaw. w2 an accepted one.
    const flaws = [flaw("w0"), flaw("w0", { sanction: "Cut-Out" }), flaw("w1"), flaw("w2", { result: "Accepted", sanction: "Indication" })];
    expect(rejectRate(welds, flaws)).toEqual({ numerator: 2, denominator: 8, rate: 0.25 });
  });
  it("ignores flaws marked Not considered or Duplicate, and counts an unscanned weld with a flaw as examined", () => {
    const welds = [weld("a", { scanned: false }), weld("b", { scanned: false })];
    const flaws = [flaw("a", { status: "Duplicate" }), flaw("b", { status: "Not considered" })];
    expect(rejectRate(welds, flaws)).toEqual({ numerator: 0, denominator: 2, rate: 0 });
  });
  it("has no rate when nothing was examined", () => {
    expect(rejectRate([weld("a", { scanned: false })], []).rate).toBeNull();
  });
});

describe("repair rates per procedure and per welder", () => {
  const welds = [
    weld("a1", { procedure: "wps-a" }),
    weld("a2", { procedure: "wps-a" }),
    weld("a3", { procedure: "wps-a" }),
    weld("a4", { procedure: "wps-a" }),
    weld("b1", { procedure: "wps-b" }),
    weld("b2", { procedure: "wps-b" }),
  ];
  const flaws = [flaw("a1"), flaw("b1"), flaw("b2", { sanction: "Cut-Out" })];
  it("wps-a: 1 repair in 4 welds = 25 %; wps-b: 1 in 2 = 50 % (a cut-out is not a repair)", () => {
    const rates = repairRateByProcedure(welds, flaws);
    expect(rates.get("wps-a")).toEqual({ numerator: 1, denominator: 4, rate: 0.25 });
    expect(rates.get("wps-b")).toEqual({ numerator: 1, denominator: 2, rate: 0.5 });
  });
  it("a welder on a1 and a2 (torch 1) has 1 in 2; one on b1 only (torch 2) has 1 in 1", () => {
    const cycles = [
      { weld: "a1", welders: ["ann"], started_at: null, ended_at: null },
      { weld: "a1", welders: ["ann"], started_at: null, ended_at: null },
      { weld: "a2", welders: ["ann"], started_at: null, ended_at: null },
      { weld: "b1", welders: ["bob", "ann"], started_at: null, ended_at: null },
    ];
    const rates = repairRateByWelder(welds, flaws, cycles);
    expect(rates.get("bob")).toEqual({ numerator: 1, denominator: 1, rate: 1 });
    expect(rates.get("ann")).toEqual({ numerator: 2, denominator: 3, rate: 2 / 3 });
  });
});

describe("downtime from cycles", () => {
  it("sums the pauses between cycles of each weld: 10 min and 5 min make 900 s, average 450 s", () => {
    const cycles = [
      { weld: "w1", welders: [], started_at: "2026-03-01T08:00:00Z", ended_at: "2026-03-01T08:20:00Z" },
      { weld: "w1", welders: [], started_at: "2026-03-01T08:30:00Z", ended_at: "2026-03-01T08:50:00Z" },
      { weld: "w2", welders: [], started_at: "2026-03-01T09:05:00Z", ended_at: "2026-03-01T09:10:00Z" },
      { weld: "w2", welders: [], started_at: "2026-03-01T09:00:00Z", ended_at: "2026-03-01T09:00:00Z" },
      // No end time (a manual cycle): left out.
      { weld: "w2", welders: [], started_at: "2026-03-01T10:00:00Z", ended_at: null },
    ];
    expect(downtime(cycles)).toEqual({ total: 900, average: 450, pauses: 2 });
  });
  it("overlapping cycles (two torches) give no pause", () => {
    const cycles = [
      { weld: "w1", welders: [], started_at: "2026-03-01T08:00:00Z", ended_at: "2026-03-01T08:20:00Z" },
      { weld: "w1", welders: [], started_at: "2026-03-01T08:10:00Z", ended_at: "2026-03-01T08:15:00Z" },
    ];
    expect(downtime(cycles)).toEqual({ total: 0, average: null, pauses: 0 });
  });
});

describe("project cards", () => {
  it("counts welds, completed, scanned, repairs and cut-outs", () => {
    const stats = projectWeldStatistics(
      [weld("a"), weld("b", { completed: false, scanned: false }), weld("r1", { repairs_weld: "a" }), weld("c", { is_cut_out: true })],
      [flaw("a")],
      [],
    );
    expect(stats).toMatchObject({ welds: 4, completed: 3, scanned: 3, repairs: 1, cut_outs: 1 });
    expect(stats.reject_rate).toEqual({ numerator: 1, denominator: 3, rate: 1 / 3 });
  });
});

import { describe, expect, it } from "vitest";
import type { TArcSetup } from "./settings.js";
import { condition, makeSignal, ofType, plainGroup, runEngine } from "./test-utils.js";

/** Event storms: short-circuit transfer against triggers the screens accept. */

const RATE = 10_000;
// 10 s of short-circuit transfer: each millisecond, 7 samples of arc (20 V, 150 A) then 3 shorted (2 V, 250 A).
const shorts = makeSignal(10 * RATE, (k) => (k % 10 < 7 ? [20, 150, 4, 30] : [2, 250, 4, 30]));
// Start I > 20, stop U ≤ 10, no `during`: the current flows through the short, so each millisecond gives
// three cycles: [0, 7) stopped by the short, then [7, 8) and [8, 9) (start and stop on shorted samples), [9, 17).
const group = (overrides = {}) => plainGroup([condition(true, { i: [0, 20] }), condition(false, { u: [1, 10] })], overrides);

describe("event storms", () => {
  it("10 s of short-circuit transfer with a 1 s minimum: 30 000 dropped cycles come as 10 cycles-dropped reports of 3000 (the last one 3001 with the cycle end() cuts), no cycle-started", () => {
    const events = runEngine({ sampleRate: RATE, processGroup: group({ minimum_cycle_time: 1 }) }, shorts);
    const reports = ofType(events, "cycles-dropped");
    expect(events.length).toBe(10);
    expect(reports.map((report) => report.count)).toEqual([...Array(9).fill(3000), 3001]);
    expect(reports[0]).toMatchObject({ firstCycle: 1, lastCycle: 3000, fromIndex: 0, toIndex: 9999, shortestS: 0.0001, longestS: 0.0008 });
    expect(ofType(events, "cycle-started")).toEqual([]);
  });

  it("the same drop reports and capped events whatever the cutting", () => {
    const cuts = [1, 2, 777, 9999, 10_000, 10_001, 33_333];
    const setup = { sampleRate: RATE, processGroup: group({ minimum_cycle_time: 1 }) };
    expect(runEngine(setup, shorts, cuts)).toStrictEqual(runEngine(setup, shorts));
    const capped = { sampleRate: RATE, processGroup: group(), maxEventsPerS: 100 };
    expect(runEngine(capped, shorts, cuts)).toStrictEqual(runEngine(capped, shorts));
  });

  it("a re-arm delay of 0.5 s after a stop: 20 cycles in 10 s instead of 30 000, the next one looked for from 0.5 s after the stop", () => {
    const events = runEngine({ sampleRate: RATE, processGroup: group(), rearmS: 0.5 }, shorts);
    const cycles = ofType(events, "cycle-ended");
    expect(cycles).toHaveLength(20);
    // A stop at 7, re-armed at 5007 (shorted, 250 A): the next cycle starts there and the short stops it at 5008.
    expect(cycles.slice(0, 2).map((cycle) => [cycle.startIndex, cycle.stopIndex])).toEqual([
      [0, 7],
      [5007, 5008],
    ]);
  });

  it("a cap of 100 events per second of signal: 100 given a second, the rest counted in one events-suppressed report a second", () => {
    const setup: TArcSetup = { sampleRate: RATE, processGroup: group(), maxEventsPerS: 100 };
    const events = runEngine(setup, shorts);
    const reports = ofType(events, "events-suppressed");
    expect(reports.map((report) => report.fromIndex)).toEqual(Array.from({ length: reports.length }, (_, second) => second * RATE));
    const perSecond = new Map<number, number>();
    for (const event of events) {
      if (event.type !== "cycle-started" && event.type !== "cycle-ended") continue;
      const second = Math.floor((event.type === "cycle-started" ? event.startIndex : event.stopIndex) / RATE);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    expect(Math.max(...perSecond.values())).toBe(100);
    // Every cycle given is given whole (started and ended); the others are counted.
    const started = ofType(events, "cycle-started").map((event) => event.cycle);
    expect(ofType(events, "cycle-ended").map((event) => event.cycle)).toEqual(started);
    const suppressedStarts = reports.reduce((sum, report) => sum + (report.counts["cycle-started"] ?? 0), 0);
    expect(started.length + suppressedStarts).toBe(30_001);
    expect(reports[0]).toMatchObject({ fromIndex: 0, toIndex: 10_000 });
    expect(events.length).toBeLessThan(1100);
  });
});

import { describe, expect, it } from "vitest";
import { condition, makeSignal, ofType, plainGroup, runEngine } from "./test-utils.js";

/** Precision details (issue 23, items 6 and 7). */

const RATE = 1000;
const instant = plainGroup([condition(true, { i: [0, 20] }), condition(false, { i: [1, 20] })]);

describe("precision", () => {
  it("the standard deviation of a constant 187.7 A is exactly 0 (Σx²/n − mean² gave 8.9e-5 A)", () => {
    const signal = makeSignal(200_000, (k) => (k >= 1000 && k < 199_000 ? [25, 187.7, 8, 30] : [0, 0, 0, 0]));
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: instant }, signal), "cycle-ended");
    expect(ended!.stats.i!.std).toBe(0);
    expect(ended!.stats.i!.mean).toBe(Math.fround(187.7));
    expect(ended!.stats.i!.rms).toBe(Math.fround(187.7));
  });

  it("the standard deviation of 187.7 A ± 0.01 A alternating is 0.01 A within 1e-9 relative", () => {
    const signal = makeSignal(200_000, (k) => (k >= 1000 && k < 199_000 ? [25, k % 2 ? 187.71 : 187.69, 8, 30] : [0, 0, 0, 0]));
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: instant }, signal), "cycle-ended");
    const half = (Math.fround(187.71) - Math.fround(187.69)) / 2;
    expect(Math.abs(ended!.stats.i!.std / half - 1)).toBeLessThan(1e-9);
  });

  it("thresholds compare as Float32: 20.1 A stored does not pass I > 20.1, 20.2 A does", () => {
    const group = plainGroup([condition(true, { i: [0, 20.1] }), condition(false, { i: [1, 20.1] })]);
    const at = (level: number) =>
      ofType(
        runEngine(
          { sampleRate: RATE, processGroup: group },
          makeSignal(300, (k) => [25, k >= 100 && k < 200 ? level : 0, 8, 30]),
        ),
        "cycle-ended",
      );
    expect(at(20.1)).toEqual([]);
    expect(at(20.2).map((cycle) => [cycle.startIndex, cycle.stopIndex])).toEqual([[100, 200]]);
  });

  it("arc time compares the current as Float32 too: 20.1 A stored is not arc time with I > 20.1", () => {
    // Start on U so that 20.1 A samples are inside the cycle; the arc current is the "I > 20.1" condition's.
    const group = plainGroup([
      condition(true, { u: [0, 10] }),
      condition(true, { i: [0, 20.1] }, { during: 20 }),
      condition(false, { u: [1, 10] }),
    ]);
    const signal = makeSignal(300, (k) => (k >= 100 && k < 200 ? [25, k < 150 ? 20.1 : 200, 8, 30] : [0, 0, 0, 0]));
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: group }, signal), "cycle-ended");
    expect(ended!.stats.arcTimeS).toBe(0.05);
  });
});

import { describe, expect, it } from "vitest";
import { condition, makeSignal, ofType, plainGroup, runEngine } from "./test-utils.js";

/** Precision details. */

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

describe("invalid samples (NaN, ±Infinity)", () => {
  // 25 V, 200 A, 8 m/min, 30 cm/min on [1000, 2000); U NaN at 1100–1102, I +Infinity at 1102 and 1600, TS −Infinity at 1700.
  const signal = makeSignal(3000, (k) => {
    if (k < 1000 || k >= 2000) return [0, 0, 0, 0];
    const u = k >= 1100 && k <= 1102 ? Number.NaN : 25;
    const i = k === 1102 || k === 1600 ? Number.POSITIVE_INFINITY : 200;
    return [u, i, 8, k === 1700 ? Number.NEGATIVE_INFINITY : 30];
  });
  const group = plainGroup(instant.trigger_conditions!, { integration_step: 0.5 });
  const events = runEngine({ sampleRate: RATE, processGroup: group, passGroup: { k_factor: 0.8 } }, signal);

  it("are counted per cycle and left out of the sums: means, min, max, power stay those of the valid samples", () => {
    const stats = ofType(events, "cycle-ended")[0]!.stats;
    expect(stats.samples).toBe(1000);
    expect(stats.invalidSamples).toEqual({ u: 3, i: 2, wfs: 0, ts: 1 });
    expect(stats.u).toMatchObject({ min: 25, max: 25, mean: 25, std: 0 });
    expect(stats.i).toMatchObject({ min: 200, max: 200, mean: 200, std: 0 });
    expect(stats.ts).toMatchObject({ min: 30, max: 30, mean: 30 });
    expect(stats.powerW).toBe(5000);
    // Energy covers the 996 samples with U and I both valid (1100, 1101, 1102, 1600 left out).
    expect(stats.energyJ).toBe((5000 * 996) / RATE);
    expect(stats.arcTimeS).toBe(0.998);
    expect(stats.heatInput).not.toBeNaN();
    expect(stats.heatInputs.c).toBeCloseTo(0.8 * ((5000 * 60) / (30 * 10) / 1000), 12);
  });

  it("flag the statistics they affect, per cycle and per window; a window without any flags nothing", () => {
    expect(ofType(events, "cycle-ended")[0]!.stats.flagged).toEqual([
      "u",
      "i",
      "ts",
      "voltage",
      "current",
      "arcTimeS",
      "powerW",
      "energyJ",
      "beadLengthMm",
      "arcEnergy",
      "heatInput",
    ]);
    const windows = ofType(events, "window");
    expect(windows.map((window) => window.stats.invalidSamples)).toEqual([
      { u: 3, i: 1, wfs: 0, ts: 0 },
      { u: 0, i: 1, wfs: 0, ts: 1 },
    ]);
    const clean = ofType(
      runEngine(
        { sampleRate: RATE, processGroup: group },
        makeSignal(3000, (k) => (k >= 1000 && k < 2000 ? [25, 200, 8, 30] : [0, 0, 0, 0])),
      ),
      "window",
    );
    expect(clean[0]!.stats.flagged).toEqual([]);
  });

  it("give identical events however the signal is cut, one sample a chunk included", () => {
    const setup = { sampleRate: RATE, processGroup: group, passGroup: { k_factor: 0.8 } };
    expect(
      runEngine(
        setup,
        signal,
        Array.from({ length: 2999 }, (_, k) => k + 1),
      ),
    ).toStrictEqual(events);
    expect(runEngine(setup, signal, [1101, 1102, 1599, 1601, 1700])).toStrictEqual(events);
  });

  it("a channel with no valid sample gives null statistics and no limit check on it", () => {
    const missing = makeSignal(3000, (k) => (k >= 1000 && k < 2000 ? [25, 200, 8, Number.NaN] : [0, 0, 0, 0]));
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: instant }, missing), "cycle-ended");
    expect(ended!.stats.ts).toBeNull();
    expect(ended!.stats.heatInput).toBeNull();
    expect(ended!.stats.u!.mean).toBe(25);
  });
});

describe("constant windows far from the cycle's first sample", () => {
  // 1 kHz, cycle [1000, 6000), 1.25 s windows; TS 33.3 cm/min but exactly 0 on the window [2250, 3500), U 24.7 V but 31.9 V there.
  const signal = makeSignal(7000, (k) => {
    if (k < 1000 || k >= 6000) return [0, 0, 0, 0];
    const still = k >= 2250 && k < 3500;
    return [still ? 31.9 : 24.7, 200, 8, still ? 0 : 33.3];
  });
  const events = runEngine({ sampleRate: RATE, processGroup: plainGroup(instant.trigger_conditions!, { integration_step: 1.25 }) }, signal);
  const still = ofType(events, "window").find((window) => window.fromIndex === 2250)!;

  it("TS exactly 0 for a whole window: min = max = mean = rms = std = 0 (shifted by the cycle's first sample, rms = std = 3.9e-6)", () => {
    expect(still.stats.ts).toEqual({ min: 0, max: 0, mean: 0, rms: 0, std: 0 });
  });

  it("U a constant 31.9 V for a whole window: std exactly 0, mean and RMS exactly the Float32 31.9", () => {
    expect(still.stats.u).toEqual({
      min: Math.fround(31.9),
      max: Math.fround(31.9),
      mean: Math.fround(31.9),
      rms: Math.fround(31.9),
      std: 0,
    });
  });

  it("every window and the cycle: RMS at most the largest |x|, standard deviation at most half the range, mean inside [min, max]", () => {
    const all = [...ofType(events, "window"), ...ofType(events, "cycle-ended")];
    for (const { stats } of all)
      for (const channel of [stats.u!, stats.i!, stats.wfs!, stats.ts!]) {
        expect(channel.rms).toBeLessThanOrEqual(Math.max(Math.abs(channel.min), Math.abs(channel.max)));
        expect(channel.std).toBeLessThanOrEqual((channel.max - channel.min) / 2);
        expect(channel.mean).toBeGreaterThanOrEqual(channel.min);
        expect(channel.mean).toBeLessThanOrEqual(channel.max);
      }
  });

  it("the cycle's figures still add up over the windows: TS mean (33.3 × 3750 + 0 × 1250) / 5000 within 1e-12 relative", () => {
    const [ended] = ofType(events, "cycle-ended");
    expect(Math.abs(ended!.stats.ts!.mean / ((Math.fround(33.3) * 3750) / 5000) - 1)).toBeLessThan(1e-12);
  });
});

describe("±Infinity is invalid everywhere, as NaN is", () => {
  it("+Infinity current while idle starts no cycle (I > 20 took it as a real value)", () => {
    const signal = makeSignal(3000, (k) => (k >= 1000 && k < 1005 ? [25, Number.POSITIVE_INFINITY, 8, 30] : [0, 0, 0, 0]));
    const events = runEngine({ sampleRate: RATE, processGroup: instant }, signal);
    expect(ofType(events, "cycle-started")).toEqual([]);
  });

  it("−Infinity current inside a cycle counts no arc-out, −Infinity voltage no short circuit (NaN counts neither)", () => {
    const signal = makeSignal(3000, (k) => {
      if (k < 1000 || k >= 2000) return [0, 0, 0, 0];
      return [k === 1500 ? Number.NEGATIVE_INFINITY : 25, k === 1200 ? Number.NEGATIVE_INFINITY : k === 1300 ? Number.NaN : 200, 8, 30];
    });
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: instant }, signal), "cycle-ended");
    expect(ended!.stats.invalidSamples).toEqual({ u: 1, i: 2, wfs: 0, ts: 0 });
    expect([ended!.stats.arcOuts, ended!.stats.shortCircuits]).toEqual([0, 0]);
  });

  it("a stop condition I ≤ 20 is not met by +Infinity: the cycle runs on through it (as through NaN)", () => {
    const stopOnLow = plainGroup([condition(true, { i: [0, 20] }), condition(false, { i: [1, 20] })]);
    const signal = makeSignal(3000, (k) =>
      k >= 1000 && k < 2000 ? [25, k === 1500 ? Number.POSITIVE_INFINITY : 200, 8, 30] : [0, 0, 0, 0],
    );
    const cycles = ofType(runEngine({ sampleRate: RATE, processGroup: stopOnLow }, signal), "cycle-ended");
    expect(cycles.map((cycle) => [cycle.startIndex, cycle.stopIndex])).toEqual([[1000, 2000]]);
  });
});

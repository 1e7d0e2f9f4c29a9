import { describe, expect, it } from "vitest";
import { alertLine } from "./scenarios.js";
import type { TArcSetup } from "./settings.js";
import { condition, makeSignal, ofType, plainGroup, runEngine } from "./test-utils.js";

/** Limit monitoring as weld monitors do it. */

const instant = plainGroup([condition(true, { i: [0, 20] }), condition(false, { i: [1, 20] })]);

describe("limit checks on windows of at least 50 ms", () => {
  // Pulsed GMAW at 10 kHz, 100 Hz pulses: 35 samples at 260 A (inside 220–300), 65 at 120 A: mean 169 A.
  const pulsed = makeSignal(60_000, (k) => {
    if (k < 5000 || k >= 55_000) return [0, 0, 0, 0];
    return [(k - 5000) % 100 < 35 ? 32 : 22, (k - 5000) % 100 < 35 ? 260 : 120, 8, 40];
  });
  const setup: TArcSetup = {
    sampleRate: 10_000,
    processGroup: instant,
    passGroup: { current_min: 220, current_max: 300 },
    alerts: [alertLine("current", 0.5, 0)],
  };

  it("integration step 0: pulsed GMAW with a cycle mean of 169 A against 220–300 A raises out of range after 0.5 s (per-sample checks saw nothing)", () => {
    const events = runEngine(setup, pulsed);
    const [ended] = ofType(events, "cycle-ended");
    expect(ended!.stats.i!.mean).toBeCloseTo(169, 6);
    // 50 ms windows (500 samples, 5 pulses each) from 5000: out of range for 0.5 s at 5000 + 5000.
    expect(ofType(events, "alert-raised").map((alert) => [alert.level, alert.index, alert.recordedValue])).toEqual([
      ["out_of_range", 10_000, expect.closeTo(169, 6)],
    ]);
  });

  it("integration step 0: checks end every 50 ms of the counted part, not on every sample", () => {
    const events = runEngine({ ...setup, alerts: [alertLine("current", 0, 0)] }, pulsed);
    expect(ofType(events, "alert-raised").map((alert) => alert.index)).toEqual([5500]);
    expect(ofType(events, "window")).toEqual([]);
  });

  it("integration step 20 ms: window events every 20 ms, limit checks on 3 windows (60 ms, the first whole number of windows ≥ 50 ms)", () => {
    const events = runEngine(
      { ...setup, processGroup: plainGroup(instant.trigger_conditions!, { integration_step: 0.02 }), alerts: [alertLine("current", 0, 0)] },
      pulsed,
    );
    const windows = ofType(events, "window");
    expect(windows[0]!.toIndex - windows[0]!.fromIndex).toBe(200);
    // A 20 ms window holds two pulses: the first one's mean is 169 A as well, but the check waits for 600 samples.
    expect(ofType(events, "alert-raised").map((alert) => alert.index)).toEqual([5600]);
  });
});

describe("reaction timer and hysteresis (Fronius TPS/i)", () => {
  // 330 A for 0.4 s then 250 A for 0.1 s, repeated for 10 s, in a cycle [1000, 11000) at 1 kHz.
  const bursts = makeSignal(12_000, (k) => (k >= 1000 && k < 11_000 ? [25, (k - 1000) % 500 < 400 ? 330 : 250, 8, 30] : [0, 0, 0, 0]));
  const setup = (timer: "reset" | "count-down", clearTimePercent = 0): TArcSetup => ({
    sampleRate: 1000,
    processGroup: instant,
    passGroup: { current_min: 200, current_max: 300 },
    alerts: [alertLine("current", 0.5, 0)],
    alertOptions: [{ timer, clearTimePercent }],
  });

  it("330 A for 0.4 s then 250 A for 0.1 s, repeated for 10 s (200–300 A, reaction 0.5 s): a resetting timer raises nothing", () => {
    const events = runEngine(setup("reset"), bursts);
    expect(ofType(events, "cycle-ended")[0]!.stats.i!.mean).toBe(314);
    expect(ofType(events, "alert-raised")).toEqual([]);
  });

  it("the same signal with a counting-down timer: out of range at 0.7 s (0.4 out, 0.1 back, 0.2 out); with a 40 % time hysteresis, 0.1 s inside never clears it", () => {
    const events = runEngine(setup("count-down", 40), bursts);
    expect(ofType(events, "alert-raised").map((alert) => [alert.level, alert.index])).toEqual([["out_of_range", 1700]]);
    expect(ofType(events, "alert-cleared").map((alert) => [alert.index, alert.reason])).toEqual([[11_000, "cycle-ended"]]);
  });

  // 250 A out of 100–200 A on [1000, 2000), 150 A after, except 250 A again on [2050, 2100); cycle [500, 3000).
  const current = (k: number) => (k >= 1000 && k < 2000 ? 250 : k >= 2050 && k < 2100 ? 250 : 150);
  const returns = makeSignal(3500, (k) => (k >= 500 && k < 3000 ? [25, current(k), 8, 30] : [0, 0, 0, 0]));
  const clearing = (clearTimePercent: number): TArcSetup => ({
    sampleRate: 1000,
    processGroup: instant,
    passGroup: { current_min: 100, current_max: 200 },
    alerts: [alertLine("current", 0.5, 0)],
    alertOptions: [{ clearTimePercent }],
  });

  it("counting down without time hysteresis: raised at 0.7 s, cleared by the next 50 ms back inside (timers restart), raised again 1 s later", () => {
    const events = runEngine(setup("count-down"), bursts);
    expect(
      ofType(events, "alert-raised")
        .slice(0, 2)
        .map((alert) => alert.index),
    ).toEqual([1700, 2700]);
    expect(
      ofType(events, "alert-cleared")
        .slice(0, 2)
        .map((alert) => alert.index),
    ).toEqual([1950, 2950]);
  });

  it("no time hysteresis: cleared at the end of the first 50 ms back inside (2050)", () => {
    const events = runEngine(clearing(0), returns);
    expect(ofType(events, "alert-cleared").map((alert) => [alert.index, alert.reason])).toEqual([[2050, "back-in-range"]]);
  });

  it("time hysteresis of 20 % of a 0.5 s reaction time: cleared only after 0.1 s back inside without a break (2200)", () => {
    const events = runEngine(clearing(20), returns);
    expect(ofType(events, "alert-raised").map((alert) => alert.index)).toEqual([1500]);
    expect(ofType(events, "alert-cleared").map((alert) => [alert.index, alert.reason])).toEqual([[2200, "back-in-range"]]);
  });

  it("a timer other than reset or count-down, or a negative time hysteresis, is refused naming the line", () => {
    expect(() => runEngine({ ...clearing(0), alertOptions: [{ timer: "pause" as "reset" }] }, returns)).toThrow(/alert line 1: timer/);
    expect(() => runEngine(clearing(-1), returns)).toThrow(/alert line 1: clearTimePercent/);
  });
});

describe("verdict per cycle", () => {
  const passGroup = {
    k_factor: 0.8,
    current_min: 180,
    current_max: 220,
    voltage_min: 24,
    voltage_max: 26,
    heat_input_min: 0.5,
    heat_input_max: 0.7,
  };
  // 25 V × 200 A, 30 cm/min: 1.0 kJ/mm arc energy, heat input 0.8 kJ/mm (method B).
  const signal = makeSignal(3000, (k) => (k >= 500 && k < 2500 ? [25, 200, 8, 30] : [0, 0, 0, 0]));

  it("the cycle's means and its heat input (method B) against the pass group's ranges: current and voltage inside, heat input 0.8 above 0.7", () => {
    const [ended] = ofType(runEngine({ sampleRate: 1000, processGroup: instant, passGroup }, signal), "cycle-ended");
    expect(ended!.verdict).toEqual({
      result: "out_of_range",
      heatInputMethod: "b",
      checks: [
        { parameter: "current", value: 200, min: 180, max: 220, inRange: true },
        { parameter: "voltage", value: 25, min: 24, max: 26, inRange: true },
        { parameter: "heat_input", value: expect.closeTo(0.8, 12), min: 0.5, max: 0.7, inRange: false },
      ],
    });
  });

  it("inside every range: ok; no travel: heat input not measured, incomplete; no range: no-limits", () => {
    const verdict = (group: object, chunk = signal) =>
      ofType(runEngine({ sampleRate: 1000, processGroup: instant, passGroup: group }, chunk), "cycle-ended")[0]!.verdict.result;
    expect(verdict({ ...passGroup, heat_input_max: 0.9 })).toBe("ok");
    const still = makeSignal(3000, (k) => (k >= 500 && k < 2500 ? [25, 200, 8, 0] : [0, 0, 0, 0]));
    expect(verdict({ ...passGroup, heat_input_max: 0.9 }, still)).toBe("incomplete");
    expect(verdict({})).toBe("no-limits");
  });

  it("a NaN dropout of U on 10 % of the cycle makes method B read 10 % low (0.72 under 0.75): the heat input check is incomplete with its reason, not out of range", () => {
    const dropout = makeSignal(3000, (k) => (k >= 500 && k < 2500 ? [k % 10 === 0 ? Number.NaN : 25, 200, 8, 30] : [0, 0, 0, 0]));
    const group = { ...passGroup, heat_input_min: 0.75, heat_input_max: 0.85 };
    const [ended] = ofType(runEngine({ sampleRate: 1000, processGroup: instant, passGroup: group }, dropout), "cycle-ended");
    expect(ended!.stats.heatInput).toBeCloseTo(0.72, 12);
    expect(ended!.verdict.result).toBe("incomplete");
    expect(ended!.verdict.checks).toEqual([
      { parameter: "current", value: 200, min: 180, max: 220, inRange: true },
      { parameter: "voltage", value: 25, min: 24, max: 26, inRange: null, reason: "invalid-samples" },
      { parameter: "heat_input", value: expect.closeTo(0.72, 12), min: 0.75, max: 0.85, inRange: null, reason: "invalid-samples" },
    ]);
  });

  it("a value out of range on valid samples still makes the cycle out of range beside an incomplete check", () => {
    const dropout = makeSignal(3000, (k) => (k >= 500 && k < 2500 ? [k % 10 === 0 ? Number.NaN : 25, 240, 8, 30] : [0, 0, 0, 0]));
    const [ended] = ofType(runEngine({ sampleRate: 1000, processGroup: instant, passGroup }, dropout), "cycle-ended");
    expect(ended!.verdict.result).toBe("out_of_range");
    expect(ended!.verdict.checks.map((check) => [check.parameter, check.inRange, check.reason])).toEqual([
      ["current", false, undefined],
      ["voltage", null, "invalid-samples"],
      ["heat_input", null, "invalid-samples"],
    ]);
  });

  it("no travel: the heat input check is incomplete with the reason not-measured", () => {
    const still = makeSignal(3000, (k) => (k >= 500 && k < 2500 ? [25, 200, 8, 0] : [0, 0, 0, 0]));
    const [ended] = ofType(runEngine({ sampleRate: 1000, processGroup: instant, passGroup }, still), "cycle-ended");
    expect(ended!.verdict.checks.at(-1)).toEqual({
      parameter: "heat_input",
      value: null,
      min: 0.5,
      max: 0.7,
      inRange: null,
      reason: "not-measured",
    });
  });
});

import { describe, expect, it } from "vitest";
import { alertLine } from "./scenarios.js";
import type { TArcSetup } from "./settings.js";
import { condition, makeSignal, ofType, plainGroup, runEngine } from "./test-utils.js";

/** Limit monitoring as weld monitors do it (issue 23, items 1 and 2). */

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

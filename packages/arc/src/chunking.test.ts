import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TArcChunk } from "./events.js";
import { SignalGenerator } from "./generator.js";
import { alertLine, scenarioProcessGroup } from "./scenarios.js";
import type { TArcSetup } from "./settings.js";
import { condition, plainGroup, runEngine } from "./test-utils.js";

/**
 * Chunking invariance: the same signal cut into any chunks, down to one sample each, gives identical events
 * (same order, same numbers to the last bit). Bounded runs with a fixed seed keep the package test fast.
 */

const RATE = 1000;
const passGroup = {
  k_factor: 0.8,
  current_min: 230,
  current_max: 290,
  voltage_min: 26,
  voltage_max: 32,
  heat_input_min: 0.6,
  heat_input_max: 1,
};

function whole(generator: SignalGenerator): TArcChunk {
  return generator.next(generator.totalSamples);
}

// Windows, occultation, a dropped touch, an arc-out that splits a weld, a voltage drift raising alerts.
const spraySignal = whole(
  new SignalGenerator({
    seed: 11,
    sampleRate: RATE,
    process: "gmaw-spray",
    welds: [
      { gapBeforeS: 0.5, arcS: 0.6 },
      {
        gapBeforeS: 0.5,
        arcS: 4,
        arcOuts: [{ atS: 1.5, lengthS: 0.3 }],
        drifts: [{ channel: "u", fromS: 2, toS: 3.5, amount: 6, shape: "ramp" }],
      },
      { gapBeforeS: 0.3, arcS: 2 },
    ],
    tailS: 0.5,
  }),
);
// A few invalid samples inside the welds (a sensor glitch) and one outside.
for (const k of [1500, 1501, 4200, 7777, 300]) spraySignal.u[k] = Number.NaN;
spraySignal.ts[5000] = Number.POSITIVE_INFINITY;
const spraySetup: TArcSetup = {
  sampleRate: RATE,
  processGroup: scenarioProcessGroup(),
  passGroup,
  alerts: [alertLine("voltage", 0.2), alertLine("current", 0.2), alertLine("heat_input", 0.2)],
  alertOptions: [{ timer: "count-down", clearTimePercent: 50 }, null, { timer: "count-down" }],
  fillerMetal: { diameterMm: 1.2, densityKgM3: 7850 },
  envelopes: true,
};

// 50 ms limit checks at integration step 0, several start conditions combined with Or and And, pulses.
const pulsedSignal = whole(
  new SignalGenerator({
    seed: 12,
    sampleRate: RATE,
    process: "gmaw-pulsed",
    welds: [
      { gapBeforeS: 0.4, arcS: 1.5, drifts: [{ channel: "i", fromS: 0.3, toS: 1.2, amount: -60, shape: "bump" }] },
      { gapBeforeS: 0.4, arcS: 1.2 },
    ],
    tailS: 0.4,
  }),
);
const pulsedSetup: TArcSetup = {
  sampleRate: RATE,
  processGroup: plainGroup(
    [
      condition(true, { i: [0, 50], u: [0, 15] }, { during: 0.1 }),
      condition(true, { wfs: [0, 5] }, { during: 0.2, logical: "OR" }),
      condition(false, { i: [1, 20], wfs: [1, 1] }, { during: 0.1, logical: "OR" }),
    ],
    { minimum_cycle_time: 1, occultation_duration_start: 0.1, occultation_duration_stop: 0.1 },
  ),
  passGroup: { rms: true, k_factor: 0.8, current_min: 150, current_max: 300 },
  alerts: [alertLine("current", 0.01)],
  rearmS: 0.05,
  maxEventsPerS: 3,
};

const cases = [
  {
    name: "GMAW spray with windows, a dropped touch, an arc-out, invalid samples, count-down alerts and envelopes",
    signal: spraySignal,
    setup: spraySetup,
  },
  {
    name: "pulsed GMAW with 50 ms checks at step 0, combined conditions, a re-arm delay and an event cap",
    signal: pulsedSignal,
    setup: pulsedSetup,
  },
];

describe.each(cases)("chunking invariance: $name", ({ signal, setup }) => {
  const reference = runEngine(setup, signal);
  const n = signal.u.length;

  it("the reference run has cycles, windows or alerts to compare", () => {
    expect(reference.filter((event) => event.type === "cycle-ended").length).toBeGreaterThanOrEqual(2);
    expect(reference.some((event) => event.type === "alert-raised")).toBe(true);
    if (setup.envelopes) {
      expect(reference.some((event) => event.type === "envelope")).toBe(true);
      expect(reference.some((event) => event.type === "cycle-ended" && event.stats.flagged.length > 0)).toBe(true);
    }
    if (setup.maxEventsPerS) expect(reference.some((event) => event.type === "events-suppressed")).toBe(true);
  });

  it("one sample a chunk gives identical events", () => {
    const cuts = Array.from({ length: n - 1 }, (_, index) => index + 1);
    expect(runEngine(setup, signal, cuts)).toStrictEqual(reference);
  }, 60_000);

  it("any cutting gives identical events (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: n - 1 }), { maxLength: 80 }), (cuts) => {
        expect(
          runEngine(
            setup,
            signal,
            [...cuts].sort((a, b) => a - b),
          ),
        ).toStrictEqual(reference);
      }),
      { seed: 20261123, numRuns: 40 },
    );
  }, 60_000);

  it("any fixed chunk size gives identical events (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), (size) => {
        const cuts = Array.from({ length: Math.ceil(n / size) }, (_, index) => (index + 1) * size);
        expect(runEngine(setup, signal, cuts)).toStrictEqual(reference);
      }),
      { seed: 20261124, numRuns: 25 },
    );
  }, 60_000);
});

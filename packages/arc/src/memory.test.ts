import { describe, expect, it } from "vitest";
import { ArcEngine } from "./engine.js";
import { SignalGenerator } from "./generator.js";
import { alertLine, currentTriggers, scenarioProcessGroup } from "./scenarios.js";
import { MEMORY_BUDGET_BYTES, memoryNeeded } from "./settings.js";

/** Bounded memory and latency per stream. */

describe("memory budget per stream", () => {
  it("an occultation_duration_stop of 999.9 s at 25 kHz (700 MB held, events 1 020 s late) is refused naming it", () => {
    const build = () => new ArcEngine({ sampleRate: 25_000, processGroup: scenarioProcessGroup({ occultation_duration_stop: 999.9 }) });
    expect(build).toThrow(RangeError);
    expect(build).toThrow(
      /^occultation_duration_stop 999\.9 s holds 999\.9 s of samples at 25000 Hz: 763 MB per stream, over the memory budget of 64 MB \(memoryBudgetBytes\)$/,
    );
  });

  it("the pass group's stop occultation is the one named when it overrides the group's", () => {
    const build = () =>
      new ArcEngine({ sampleRate: 25_000, processGroup: scenarioProcessGroup(), passGroup: { occultation_duration_stop: 200 } });
    expect(build).toThrow(/^occultation_duration_stop 200 s/);
  });

  it("a 20 s `during` at 25 kHz under an 8 MB budget is refused naming during_threshold", () => {
    const build = () =>
      new ArcEngine({
        sampleRate: 25_000,
        processGroup: scenarioProcessGroup({ trigger_conditions: currentTriggers(20, 20, 20, 0.2) }),
        memoryBudgetBytes: 8 * 1024 * 1024,
      });
    expect(build).toThrow(/^during_threshold 20 s holds 20 s of samples at 25000 Hz: 16 MB per stream/);
  });

  it("a minimum_cycle_time of 900 s with 10 ms windows (90 000 windows held back) is refused naming it", () => {
    const build = () =>
      new ArcEngine({ sampleRate: 1000, processGroup: scenarioProcessGroup({ minimum_cycle_time: 900, integration_step: 0.01 }) });
    expect(build).toThrow(/^minimum_cycle_time 900 s holds 90000 windows of integration_step 0\.01 s/);
  });

  it("the scenarios' settings at 25 kHz: events trail by 0.7 s and the engine holds what memoryNeeded says at most, over a minute in 65 536-sample chunks", () => {
    const setup = {
      sampleRate: 25_000,
      processGroup: scenarioProcessGroup(),
      passGroup: { current_min: 150, current_max: 300 },
      alerts: [alertLine("current")],
    };
    const engine = new ArcEngine(setup);
    expect(engine.latencyS).toBe(0.7);
    const generator = new SignalGenerator({
      seed: 1,
      sampleRate: 25_000,
      process: "gmaw-pulsed",
      welds: [{ gapBeforeS: 1, arcS: 50 }],
      tailS: 9,
    });
    let most = 0;
    while (generator.remaining > 0) {
      engine.push(generator.next(65_536));
      most = Math.max(most, engine.memoryBytes);
    }
    const needed = memoryNeeded(engine.settings);
    expect(most).toBeLessThanOrEqual(needed.samples + needed.held + needed.envelopes);
    expect(most).toBeLessThan(MEMORY_BUDGET_BYTES / 8);
  });

  // An 80 s stop occultation at 25 kHz is accepted under the default 64 MiB (61 MiB needed): fed for 3 minutes in
  // 1 s or 10 s chunks, envelopes on, the engine held 97 and 108 MiB (its buffer grew by doubling past the budget).
  it.each([25_000, 250_000])(
    "settings accepted under the 64 MiB budget hold at most 64 MiB once fed (80 s stop occultation at 25 kHz, chunks of %i)",
    (size) => {
      const engine = new ArcEngine({
        sampleRate: 25_000,
        processGroup: scenarioProcessGroup({ occultation_duration_stop: 80 }),
        envelopes: true,
      });
      const chunk = {
        u: new Float32Array(size).fill(25),
        i: new Float32Array(size).fill(200),
        wfs: new Float32Array(size).fill(8),
        ts: new Float32Array(size).fill(30),
      };
      let most = 0;
      for (let fed = 0; fed < 180 * 25_000; fed += size) {
        engine.push(chunk);
        most = Math.max(most, engine.memoryBytes);
      }
      expect(most).toBeLessThanOrEqual(MEMORY_BUDGET_BYTES);
      const needed = memoryNeeded(engine.settings, { envelopes: true });
      expect(most).toBeLessThanOrEqual(needed.samples + needed.held + needed.envelopes);
    },
  );

  it("held events count in the budget: a 10 s minimum with 10 ms windows and 5 alert lines holds 1 000 windows and up to 2 alert events a line a 50 ms check", () => {
    const alerts = (["current", "voltage", "wire_feed_speed", "travel_speed", "heat_input"] as const).map((name) => alertLine(name));
    const settings = new ArcEngine({
      sampleRate: 1000,
      processGroup: scenarioProcessGroup({ minimum_cycle_time: 10, integration_step: 0.01 }),
      alerts,
    }).settings;
    // cycle-started + 1 000 windows + 5 lines × 2 × 200 checks.
    expect(memoryNeeded(settings, { alertLines: 5 }).held).toBe((1 + 1000 + 2000) * 2048);
  });
});

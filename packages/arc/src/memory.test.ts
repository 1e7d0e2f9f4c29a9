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
    // Kept samples: the delay plus one chunk, doubled at most.
    expect(most).toBeLessThanOrEqual(2 * (needed.samples / 2 + 65_536 * 16) + needed.held);
    expect(most).toBeLessThan(MEMORY_BUDGET_BYTES / 8);
  });
});

import { describe, expect, it } from "vitest";
import { ArcEngine } from "./engine.js";
import { condition, makeSignal, ofType, plainGroup, runEngine, slice } from "./test-utils.js";

/** What weld-monitoring users read: arc-on time, wire mass, short circuits, arc-outs, energies. */

const RATE = 1000;
// Stop needs 0.1 s, so arc-outs under 0.1 s stay inside the cycle.
const group = plainGroup([condition(true, { i: [0, 20] }), condition(false, { i: [1, 20] }, { during: 0.1 })]);

describe("derived figures per cycle", () => {
  it("arc-on time 0.95 s and ratio 0.95 with two 25 ms arc-outs in a 1 s cycle; arc-outs 2", () => {
    const signal = makeSignal(3000, (k) => {
      if (k < 1000 || k >= 2000) return [0, 0, 0, 0];
      const out = (k >= 1200 && k < 1225) || (k >= 1600 && k < 1625);
      return [out ? 65 : 25, out ? 2 : 200, 8, 30];
    });
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: group }, signal), "cycle-ended");
    expect([ended!.stats.arcTimeS, ended!.stats.arcOnRatio, ended!.stats.arcOuts]).toEqual([0.95, 0.95, 2]);
  });

  it("deposited wire mass: 8 m/min for 10 s of 1.2 mm steel wire (7850 kg/m³) is 11.84 g", () => {
    const signal = makeSignal(12_000, (k) => (k >= 1000 && k < 11_000 ? [25, 200, 8, 30] : [0, 0, 0, 0]));
    const fillerMetal = { diameterMm: 1.2, densityKgM3: 7850 };
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: group, fillerMetal }, signal), "cycle-ended");
    const expected = (8 / 60) * 10 * Math.PI * (0.0012 ** 2 / 4) * 7850 * 1000;
    expect(ended!.stats.depositedMassG).toBeCloseTo(expected, 9);
    expect(ended!.stats.depositedMassG).toBeCloseTo(11.84, 2);
    const [without] = ofType(runEngine({ sampleRate: RATE, processGroup: group }, signal), "cycle-ended");
    expect(without!.stats.depositedMassG).toBeNull();
  });

  it("a filler metal set from a sample on applies to the cycles starting there or later", () => {
    const signal = makeSignal(6000, (k) => ((k >= 500 && k < 2500) || (k >= 3500 && k < 5500) ? [25, 200, 6, 30] : [0, 0, 0, 0]));
    const engine = new ArcEngine({ sampleRate: RATE, processGroup: group, fillerMetal: { diameterMm: 1, densityKgM3: 7850 } });
    const events = [...engine.push(slice(signal, 0, 3000))];
    engine.setFillerMetal({ diameterMm: 1.2, densityKgM3: 2700 }, 3000);
    events.push(...engine.push(slice(signal, 3000, 6000)), ...engine.end());
    const masses = ofType(events, "cycle-ended").map((cycle) => cycle.stats.depositedMassG!);
    // 6 m/min for 2 s = 0.2 m of wire each.
    expect(masses[0]).toBeCloseTo(0.2 * Math.PI * 0.25e-6 * 7850 * 1000, 9);
    expect(masses[1]).toBeCloseTo(0.2 * Math.PI * 0.36e-6 * 2700 * 1000, 9);
  });

  it("short circuits: 3 ms at 4 V every 10 ms for 2 s are 200, at 100 Hz of arc time; arc-outs 0", () => {
    const signal = makeSignal(4000, (k) => {
      if (k < 1000 || k >= 3000) return [0, 0, 0, 0];
      return (k - 1000) % 10 >= 7 ? [4, 250, 5, 30] : [20, 150, 5, 30];
    });
    const events = runEngine({ sampleRate: RATE, processGroup: plainGroup(group.trigger_conditions!, { integration_step: 0.5 }) }, signal);
    const [ended] = ofType(events, "cycle-ended");
    expect([ended!.stats.shortCircuits, ended!.stats.shortCircuitHz, ended!.stats.arcOuts]).toEqual([200, 100, 0]);
    expect(ofType(events, "window").map((window) => window.stats.shortCircuits)).toEqual([50, 50, 50, 50]);
    // The same counts whatever the cutting, a short split between chunks included.
    expect(
      runEngine(
        { sampleRate: RATE, processGroup: plainGroup(group.trigger_conditions!, { integration_step: 0.5 }) },
        signal,
        [1008, 1009, 1500, 2222],
      ),
    ).toStrictEqual(events);
  });

  it("energy per cycle and per torch: the torch's energy adds up its cycles' (5000 W for 1 s, then for 2 s)", () => {
    const signal = makeSignal(6000, (k) => ((k >= 500 && k < 1500) || (k >= 2500 && k < 4500) ? [25, 200, 8, 30] : [0, 0, 0, 0]));
    const cycles = ofType(runEngine({ sampleRate: RATE, processGroup: group }, signal), "cycle-ended");
    expect(cycles.map((cycle) => [cycle.stats.energyJ, cycle.torchEnergyJ])).toEqual([
      [5000, 5000],
      [10_000, 15_000],
    ]);
  });
});

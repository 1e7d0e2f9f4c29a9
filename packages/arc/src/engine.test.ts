import { describe, expect, it } from "vitest";
import { ArcEngine } from "./engine.js";
import { SignalGenerator } from "./generator.js";
import { alertLine, currentTriggers, scenarioProcessGroup } from "./scenarios.js";
import { energyForBeadLength } from "./stats.js";
import { condition, makeSignal, ofType, plainGroup, runEngine, slice } from "./test-utils.js";

const RATE = 1000;
/** I above 20 A on [from, to), else 0; U, WFS and TS constant while the arc burns. */
const block = (n: number, from: number, to: number) => makeSignal(n, (k) => (k >= from && k < to ? [25, 200, 8, 30] : [0, 0, 0, 0]));
const instant = plainGroup([condition(true, { i: [0, 20] }), condition(false, { i: [1, 20] })]);

describe("arc energy (ISO/TR 18491)", () => {
  it("constant U and I give E_A = E_B = E_C exactly, with means and with RMS", () => {
    const signal = makeSignal(3000, (k) => (k >= 500 && k < 2500 ? [24.5, 180, 8, 35] : [0, 0, 0, 0]));
    for (const rms of [false, true]) {
      const [ended] = ofType(
        runEngine({ sampleRate: RATE, processGroup: instant, passGroup: { rms, k_factor: 0.8 } }, signal),
        "cycle-ended",
      );
      const { arcEnergy, heatInputs, voltage, current } = ended!.stats;
      expect([voltage, current]).toEqual([24.5, 180]);
      // 24.5 V × 180 A × 60 / (35 cm/min × 10) / 1000 = 0.756 kJ/mm
      expect(arcEnergy.a).toBe(arcEnergy.b);
      expect(arcEnergy.b).toBe(arcEnergy.c);
      expect(arcEnergy.a).toBeCloseTo(0.756, 12);
      expect(heatInputs.b).toBe(arcEnergy.b! * 0.8);
      expect(ended!.stats.heatInput).toBe(heatInputs.b);
    }
  });

  it("a sine ripple gives the analytic energy within 1e-6 relative", () => {
    // U = 25 + 3 sin, I = 200 + 40 sin in phase at 50 Hz, 10 kHz: P = U0·I0 + a·b/2 = 5060 W over exactly 100 periods.
    const rate = 10_000;
    const from = 1000;
    const to = from + 20_000;
    const signal = makeSignal(to + 1000, (k) => {
      if (k < from || k >= to) return [0, 0, 0, 0];
      const s = Math.sin((2 * Math.PI * 50 * (k - from)) / rate);
      return [25 + 3 * s, 200 + 40 * s, 8, 30];
    });
    const [ended] = ofType(runEngine({ sampleRate: rate, processGroup: instant }, signal), "cycle-ended");
    const stats = ended!.stats;
    const seconds = (to - from) / rate;
    expect(Math.abs(stats.energyJ / (5060 * seconds) - 1)).toBeLessThan(1e-6);
    // B and C: 5060 W × 60 / (30 × 10) / 1000 = 1.012 kJ/mm; A uses the means only: 25 × 200 → 1.000 kJ/mm.
    expect(Math.abs(stats.arcEnergy.b! / 1.012 - 1)).toBeLessThan(1e-6);
    expect(Math.abs(stats.arcEnergy.c! / 1.012 - 1)).toBeLessThan(1e-6);
    expect(Math.abs(stats.arcEnergy.a! / 1.0 - 1)).toBeLessThan(1e-6);
    expect(Math.abs(stats.powerW! / 5060 - 1)).toBeLessThan(1e-6);
    // Bead length: 30 cm/min for 2 s = 10 mm.
    expect(stats.beadLengthMm).toBeCloseTo(10, 9);
    expect(energyForBeadLength(stats.energyJ, 20)).toBeCloseTo(0.506, 6);
  });

  it("pulsed GMAW: heat input by method B, method A reported beside it and well off", () => {
    const generator = new SignalGenerator({ seed: 9, sampleRate: 10_000, process: "gmaw-pulsed", welds: [{ gapBeforeS: 0.5, arcS: 3 }] });
    const setup = { sampleRate: 10_000, processGroup: scenarioProcessGroup(), passGroup: { rms: false, k_factor: 0.8 } };
    const [ended] = ofType(runEngine(setup, generator.next(generator.totalSamples)), "cycle-ended");
    const { heatInput, heatInputs, arcEnergy } = ended!.stats;
    expect(heatInput).toBe(heatInputs.b);
    // Mean U × mean I underestimates the power of in-phase pulses (~26.2 V × 205.5 A against 6285 W).
    expect(arcEnergy.a! / arcEnergy.b!).toBeLessThan(0.9);
    expect(Math.abs(arcEnergy.c! / arcEnergy.b! - 1)).toBeLessThan(1e-12);
    const [withC] = ofType(
      runEngine({ ...setup, heatInputMethod: "c" }, new SignalGenerator(generator.options).next(generator.totalSamples)),
      "cycle-ended",
    );
    expect(withC!.stats.heatInput).toBe(withC!.stats.heatInputs.c);
  });

  it("no forward travel gives no energy per length rather than infinity", () => {
    const signal = makeSignal(2000, (k) => (k >= 100 && k < 1100 ? [25, 200, 8, 0] : [0, 0, 0, 0]));
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: instant }, signal), "cycle-ended");
    expect(ended!.stats.arcEnergy).toEqual({ a: null, b: null, c: null });
    expect(ended!.stats.energyJ).toBe(5000);
  });
});

describe("statistics", () => {
  it("min, max, mean, RMS and standard deviation of each channel, arc time and bead length", () => {
    // U alternates 20 / 30 (mean 25, std 5, RMS √650), I 100 / 300, WFS 8, TS 60 cm/min.
    const signal = makeSignal(3000, (k) => (k >= 1000 && k < 2000 ? [k % 2 ? 30 : 20, k % 2 ? 300 : 100, 8, 60] : [0, 0, 0, 0]));
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: instant }, signal), "cycle-ended");
    const stats = ended!.stats;
    expect(stats.u).toEqual({ min: 20, max: 30, mean: 25, rms: Math.sqrt(650), std: 5 });
    expect(stats.i).toMatchObject({ min: 100, max: 300, mean: 200, std: 100 });
    expect(stats.wfs).toMatchObject({ min: 8, max: 8, mean: 8, std: 0 });
    expect(stats.powerW).toBe((20 * 100 + 30 * 300) / 2);
    expect(stats.samples).toBe(1000);
    expect(stats.durationS).toBe(1);
    expect(stats.arcTimeS).toBe(1);
    // 60 cm/min for 1 s = 10 mm
    expect(stats.beadLengthMm).toBeCloseTo(10, 12);
  });

  it("integration windows tile the counted part, the last one shorter, and add up to the cycle", () => {
    const signal = makeSignal(4000, (k) => (k >= 1000 && k < 3050 ? [20 + (k % 7), 150 + (k % 11), 8, 30] : [0, 0, 0, 0]));
    const group = plainGroup(instant.trigger_conditions!, { integration_step: 0.5, occultation_duration_start: 0.1 });
    const events = runEngine({ sampleRate: RATE, processGroup: group }, signal);
    const windows = ofType(events, "window");
    expect(windows.map((window) => [window.fromIndex, window.toIndex])).toEqual([
      [1100, 1600],
      [1600, 2100],
      [2100, 2600],
      [2600, 3050],
    ]);
    const [ended] = ofType(events, "cycle-ended");
    const total = windows.reduce((sum, window) => sum + window.stats.samples * window.stats.u!.mean, 0);
    expect(ended!.stats.samples).toBe(1950);
    expect(ended!.stats.u!.mean).toBeCloseTo(total / 1950, 12);
    expect(ended!.stats.u!.max).toBe(Math.max(...windows.map((window) => window.stats.u!.max)));
  });

  it("arc time leaves out samples with the current at or below the start condition's threshold", () => {
    const signal = makeSignal(3000, (k) => {
      if (k < 1000 || k >= 2000) return [0, 0, 0, 0];
      return [25, k >= 1400 && k < 1450 ? 5 : 200, 8, 30];
    });
    // Stop needs 0.1 s, so the 50 ms arc-out stays inside the cycle.
    const group = plainGroup([condition(true, { i: [0, 20] }), condition(false, { i: [1, 20] }, { during: 0.1 })]);
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: group }, signal), "cycle-ended");
    expect(ended!.stats.durationS).toBe(1);
    expect(ended!.stats.arcTimeS).toBe(0.95);
  });
});

describe("segmentation", () => {
  it("a cycle exactly at the minimum cycle time is kept, one sample under is dropped", () => {
    const group = plainGroup(instant.trigger_conditions!, { minimum_cycle_time: 1 });
    const atMinimum = runEngine({ sampleRate: RATE, processGroup: group }, block(3000, 500, 1500));
    expect(ofType(atMinimum, "cycle-ended").map((cycle) => [cycle.startIndex, cycle.stopIndex, cycle.durationS])).toEqual([[500, 1500, 1]]);
    expect(ofType(atMinimum, "cycles-dropped")).toEqual([]);
    const under = runEngine({ sampleRate: RATE, processGroup: group }, block(3000, 500, 1499));
    expect(ofType(under, "cycle-ended")).toEqual([]);
    expect(ofType(under, "cycles-dropped")).toEqual([
      {
        type: "cycles-dropped",
        count: 1,
        firstCycle: 1,
        lastCycle: 1,
        fromIndex: 500,
        toIndex: 1499,
        fromUs: 500_000,
        toUs: 1_499_000,
        shortestS: 0.999,
        longestS: 0.999,
        reason: "too-short",
      },
    ]);
  });

  it("a dropped cycle's cycle-started, windows and alerts never come out: only its count", () => {
    const group = plainGroup(instant.trigger_conditions!, { minimum_cycle_time: 1, integration_step: 0.1 });
    const setup = {
      sampleRate: RATE,
      processGroup: group,
      passGroup: { current_min: 300, current_max: 400 },
      alerts: [alertLine("current", 0)],
    };
    const under = runEngine(setup, block(3000, 500, 1499));
    expect(under.map((event) => event.type)).toEqual(["cycles-dropped"]);
    const kept = runEngine(setup, block(3000, 500, 1500));
    expect(ofType(kept, "window")).toHaveLength(10);
    expect(ofType(kept, "alert-raised")).toHaveLength(1);
  });

  it("`during` delays the confirmation but not the recorded start or stop", () => {
    const group = plainGroup([condition(true, { i: [0, 20] }, { during: 0.2 }), condition(false, { i: [1, 20] }, { during: 0.3 })]);
    const setup = { sampleRate: RATE, processGroup: group };
    // A 199 ms burst is never confirmed; a 200 ms one is, from its first sample.
    expect(runEngine(setup, block(2000, 500, 699))).toEqual([]);
    const events = runEngine(setup, block(3000, 500, 700));
    expect(ofType(events, "cycle-ended").map((cycle) => [cycle.startIndex, cycle.stopIndex])).toEqual([[500, 700]]);
    // Streaming: nothing is known before the start has held 200 samples (and the stop 300).
    const engine = new ArcEngine(setup);
    const signal = block(3000, 500, 1500);
    expect(engine.push(slice(signal, 0, 699))).toEqual([]);
    const later = [...engine.push(slice(signal, 699, 3000)), ...engine.end()];
    expect(ofType(later, "cycle-started")[0]!.startIndex).toBe(500);
    expect(ofType(later, "cycle-ended")[0]!.stopIndex).toBe(1500);
    // A stop shorter than its `during` does not end the cycle.
    const dip = makeSignal(3000, (k) => (k >= 500 && k < 2000 && !(k >= 1000 && k < 1299) ? [25, 200, 8, 30] : [0, 0, 0, 0]));
    expect(ofType(runEngine(setup, dip), "cycle-ended").map((cycle) => [cycle.startIndex, cycle.stopIndex])).toEqual([[500, 2000]]);
  });

  it("occultation windows are excluded to the sample", () => {
    // U is 99 on the first 100 and last 200 samples of the cycle, 25 in between.
    const marked = (shift: number) =>
      makeSignal(3000, (k) => {
        if (k < 1000 || k >= 2000) return [0, 0, 0, 0];
        const hidden = k < 1100 + shift || k >= 1800 + shift;
        return [hidden ? 99 : 25, 200, 8, 30];
      });
    const group = plainGroup(instant.trigger_conditions!, { occultation_duration_start: 0.1, occultation_duration_stop: 0.2 });
    const [exact] = ofType(runEngine({ sampleRate: RATE, processGroup: group }, marked(0)), "cycle-ended");
    expect([exact!.countedFrom, exact!.countedTo, exact!.stats.samples]).toEqual([1100, 1800, 700]);
    expect([exact!.stats.u!.min, exact!.stats.u!.max]).toEqual([25, 25]);
    expect(exact!.durationS).toBe(1);
    // One sample later, the first marked sample after the hidden start... and one sample earlier at the stop.
    const [early] = ofType(runEngine({ sampleRate: RATE, processGroup: group }, marked(-1)), "cycle-ended");
    expect(early!.stats.u!.max).toBe(99);
    const [late] = ofType(runEngine({ sampleRate: RATE, processGroup: group }, marked(1)), "cycle-ended");
    expect(late!.stats.u!.max).toBe(99);
  });

  it("conditions combine their variables with And or Or", () => {
    // U above 15 V on [100, 300), I above 100 A on [200, 400).
    const signal = makeSignal(600, (k) => [k >= 100 && k < 300 ? 20 : 0, k >= 200 && k < 400 ? 150 : 0, 0, 0]);
    const and = plainGroup([
      condition(true, { u: [0, 15], i: [0, 100] }, { logical: "AND" }),
      condition(false, { u: [1, 15], i: [1, 100] }, { logical: "OR" }),
    ]);
    const or = plainGroup([
      condition(true, { u: [0, 15], i: [0, 100] }, { logical: "OR" }),
      condition(false, { u: [1, 15], i: [1, 100] }, { logical: "AND" }),
    ]);
    const bounds = (group: typeof and) =>
      ofType(runEngine({ sampleRate: RATE, processGroup: group }, signal), "cycle-ended").map((cycle) => [
        cycle.startIndex,
        cycle.stopIndex,
      ]);
    expect(bounds(and)).toEqual([[200, 300]]);
    expect(bounds(or)).toEqual([[100, 400]]);
  });

  it("several conditions of one kind: the first to hold for its `during` fires, from its own first sample", () => {
    const signal = makeSignal(3000, (k) => [k >= 100 && k < 2000 ? 30 : 0, k >= 400 && k < 2000 ? 150 : 0, 0, 0]);
    const group = plainGroup([
      condition(true, { u: [0, 20] }, { during: 1 }),
      condition(true, { i: [0, 100] }, { during: 0.1 }),
      condition(false, { u: [1, 20] }),
    ]);
    // U holds from 100 but needs 1 s (confirmed at 1099); I holds from 400 and is confirmed at 499: start 400.
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: group }, signal), "cycle-ended");
    expect([ended!.startIndex, ended!.stopIndex]).toEqual([400, 2000]);
  });

  it("trigger bounds of the spec are accepted at their limits and refused beyond", () => {
    const at = [
      condition(true, { u: [0, 100] }),
      condition(true, { u: [1, -100] }),
      condition(true, { i: [0, 500] }),
      condition(true, { i: [1, -500] }),
      condition(true, { wfs: [0, 0] }),
      condition(true, { wfs: [1, 20] }),
      condition(true, { ts: [0, 200] }),
      condition(true, { ts: [1, -200] }),
      condition(true, { i: [0, 20] }, { during: 0.1 }),
      condition(true, { i: [0, 20] }, { during: 20 }),
    ];
    for (const limit of at) expect(() => new ArcEngine({ sampleRate: RATE, processGroup: plainGroup([limit]) })).not.toThrow();
    const beyond = [
      condition(true, { u: [0, 100.01] }),
      condition(true, { u: [1, -100.01] }),
      condition(true, { i: [0, 500.01] }),
      condition(true, { i: [1, -500.01] }),
      condition(true, { wfs: [0, -0.01] }),
      condition(true, { wfs: [1, 20.01] }),
      condition(true, { ts: [0, 200.01] }),
      condition(true, { ts: [1, -200.01] }),
      condition(true, { i: [0, 20] }, { during: 0.05 }),
      condition(true, { i: [0, 20] }, { during: 20.1 }),
    ];
    for (const limit of beyond) expect(() => new ArcEngine({ sampleRate: RATE, processGroup: plainGroup([limit]) })).toThrow(RangeError);
    expect(() => new ArcEngine({ sampleRate: RATE, processGroup: plainGroup([condition(true, {})]) })).toThrow(/Consider at least one/);
  });

  it("a threshold at the bound compares as the operator says: I > 500 needs more than 500, I <= -500 takes -500", () => {
    const group = plainGroup([condition(true, { i: [0, 500] }), condition(false, { i: [1, -500] })]);
    const signal = makeSignal(100, (k) => [0, k < 10 ? 500 : k < 20 ? 500.5 : k < 30 ? 0 : -500, 0, 0]);
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: group }, signal), "cycle-ended");
    expect([ended!.startIndex, ended!.stopIndex]).toEqual([10, 30]);
  });

  it("`during` of 20 s at 10 Hz needs 200 samples; 0.1 s at 25 kHz needs 2500", () => {
    const slow = plainGroup([condition(true, { i: [0, 20] }, { during: 20 }), condition(false, { i: [1, 20] })]);
    expect(ofType(runEngine({ sampleRate: 10, processGroup: slow }, block(400, 10, 209)), "cycle-ended")).toEqual([]);
    expect(ofType(runEngine({ sampleRate: 10, processGroup: slow }, block(400, 10, 210)), "cycle-ended")).toHaveLength(1);
    const fast = plainGroup([condition(true, { i: [0, 20] }, { during: 0.1 }), condition(false, { i: [1, 20] })]);
    expect(ofType(runEngine({ sampleRate: 25_000, processGroup: fast }, block(6000, 100, 2599)), "cycle-ended")).toEqual([]);
    expect(ofType(runEngine({ sampleRate: 25_000, processGroup: fast }, block(6000, 100, 2600)), "cycle-ended")).toHaveLength(1);
  });

  it("sample rates from 1 Hz to 25 kHz", () => {
    expect(() => new ArcEngine({ sampleRate: 1, processGroup: instant })).not.toThrow();
    expect(() => new ArcEngine({ sampleRate: 25_000, processGroup: instant })).not.toThrow();
    expect(() => new ArcEngine({ sampleRate: 0.5, processGroup: instant })).toThrow(RangeError);
    expect(() => new ArcEngine({ sampleRate: 25_001, processGroup: instant })).toThrow(RangeError);
    // 1 Hz: a 0.1 s `during` is one sample.
    const group = plainGroup(currentTriggers(20, 20, 0.1, 0.1));
    expect(ofType(runEngine({ sampleRate: 1, processGroup: group }, block(10, 2, 5)), "cycle-ended").map((c) => c.durationS)).toEqual([3]);
  });

  it("an open cycle stays open across chunks and ends, marked open with end `end-of-data`, at end()", () => {
    const engine = new ArcEngine({ sampleRate: RATE, processGroup: instant });
    const signal = block(2000, 500, 2000);
    expect(ofType(engine.push(slice(signal, 0, 1000)), "cycle-started")).toHaveLength(1);
    expect(ofType(engine.push(slice(signal, 1000, 2000)), "cycle-ended")).toEqual([]);
    expect(engine.flush()).toEqual([]);
    const [ended] = ofType(engine.end(), "cycle-ended");
    expect([ended!.startIndex, ended!.stopIndex, ended!.open, ended!.end]).toEqual([500, 2000, true, "end-of-data"]);
  });

  it("after end(), data may follow: a run cut by end() starts afresh after it", () => {
    const group = plainGroup([condition(true, { i: [0, 20] }, { during: 0.1 }), condition(false, { i: [1, 20] })]);
    const engine = new ArcEngine({ sampleRate: RATE, processGroup: group });
    const signal = block(1000, 450, 800);
    expect(engine.push(slice(signal, 0, 500))).toEqual([]);
    expect(engine.end()).toEqual([]);
    const events = [...engine.push(slice(signal, 500, 1000)), ...engine.end()];
    expect(ofType(events, "cycle-ended").map((cycle) => [cycle.startIndex, cycle.stopIndex])).toEqual([[500, 800]]);
  });

  it("buffers give the raw data range kept with the cycle; times count from t0", () => {
    const group = plainGroup(instant.trigger_conditions!, { buffer_start: 0.2, buffer_stop: 0.3 });
    const t0Us = 1_700_000_000 * 1_000_000;
    const [ended] = ofType(runEngine({ sampleRate: RATE, processGroup: group, t0Us }, block(3000, 100, 1100)), "cycle-ended");
    expect([ended!.rawFrom, ended!.rawTo]).toEqual([0, 1400]);
    expect([ended!.startUs, ended!.stopUs]).toEqual([t0Us + 100_000, t0Us + 1_100_000]);
  });

  it("resuming from a closed cycle's stop gives the events the uninterrupted engine gives after it", () => {
    const signal = makeSignal(6000, (k) =>
      (k >= 500 && k < 1800) || (k >= 2500 && k < 4000) || k >= 4500 ? [25, 150 + (k % 9), 8, 30] : [0, 0, 0, 0],
    );
    const group = plainGroup(instant.trigger_conditions!, {
      integration_step: 0.25,
      occultation_duration_stop: 0.1,
      minimum_cycle_time: 1,
    });
    const setup = {
      sampleRate: RATE,
      processGroup: group,
      passGroup: { current_min: 152, current_max: 200 },
      alerts: [alertLine("current", 0)],
    };
    const all = runEngine(setup, signal, [700, 2600]);
    const first = ofType(all, "cycle-ended")[0]!;
    const resumed = runEngine(
      { ...setup, resume: { index: first.stopIndex, cycle: first.cycle, torchEnergyJ: first.torchEnergyJ } },
      slice(signal, first.stopIndex, 6000),
      [1000],
    );
    expect(resumed.length).toBeGreaterThan(3);
    expect(resumed).toStrictEqual(all.slice(all.indexOf(first) + 1));
  });

  it("the pass group's timings, rms and k factor win over the process group's", () => {
    const group = plainGroup(instant.trigger_conditions!, { minimum_cycle_time: 5, occultation_duration_start: 0.5 });
    const engine = new ArcEngine({
      sampleRate: RATE,
      processGroup: group,
      passGroup: { minimum_cycle_time: 1, occultation_duration_start: 0.1 },
    });
    expect([engine.settings.minCycle, engine.settings.occultationStart]).toEqual([1000, 100]);
  });
});

describe("alerts", () => {
  const setup = (time: number, percentage = 20) => ({
    sampleRate: RATE,
    processGroup: instant,
    passGroup: { id: "00000000-0000-4000-8000-000000000001", current_min: 100, current_max: 200 },
    alerts: [alertLine("current", time, percentage)],
  });
  // I = 150 A, then 250 A (out of range) from 1000 to 1300, then 185 A, then 170 A, in a cycle [500, 2000).
  const current = (k: number) => (k < 1000 ? 150 : k < 1300 ? 250 : k < 1500 ? 185 : 170);
  const signal = makeSignal(2500, (k) => (k >= 500 && k < 2000 ? [25, current(k), 8, 30] : [0, 0, 0, 0]));

  it("integration step 0, 50 ms check windows: raised after exactly the reaction time, cleared only back inside by the hysteresis margin", () => {
    const events = runEngine(setup(0.1), signal);
    const alerts = [...ofType(events, "alert-raised"), ...ofType(events, "alert-cleared")].sort((a, b) => a.index - b.index);
    // Check windows of 50 samples from 500. 250 A from 1000: out for 100 samples at the end of [1050, 1100).
    // 185 A is inside 100–200 but within 20 A (20 % of the span) of the maximum: still raised. 170 A from 1500
    // clears it at the end of its first window, 1550.
    expect(alerts.map((alert) => [alert.type, alert.level, alert.index])).toEqual([
      ["alert-raised", "out_of_range", 1100],
      ["alert-cleared", "out_of_range", 1550],
    ]);
  });

  it("no hysteresis: cleared at the end of the first check window back inside", () => {
    const events = runEngine(setup(0.1, 0), signal);
    expect(ofType(events, "alert-cleared").map((alert) => [alert.index, alert.reason])).toEqual([[1350, "back-in-range"]]);
  });

  it("an out-of-range stretch shorter than the reaction time raises nothing; the warning band after it counts on", () => {
    // 300 samples out of range, then 185 A: no band, nothing; a 20 % band makes 500 samples at warning or worse.
    expect(ofType(runEngine(setup(0.35, 0), signal), "alert-raised")).toEqual([]);
    expect(ofType(runEngine(setup(0.35), signal), "alert-raised").map((alert) => [alert.level, alert.index])).toEqual([["warning", 1350]]);
  });

  it("lines for another pass group, another section or disabled are ignored; limits come from the line first", () => {
    const base = setup(0);
    const other = { ...alertLine("current", 0), elements_selected: ["00000000-0000-4000-8000-000000000002"] };
    const disabled = { ...alertLine("current", 0), enabled: false };
    const temperature = { ...alertLine("current", 0), type: "TEMPERATURE_CONTROL" as const };
    expect(ofType(runEngine({ ...base, alerts: [other, disabled, temperature] }, signal), "alert-raised")).toEqual([]);
    const own = { ...alertLine("current", 0), supervisor_max: 300 };
    expect(ofType(runEngine({ ...base, alerts: [own] }, signal), "alert-raised")).toEqual([]);
  });
});

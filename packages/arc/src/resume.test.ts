import { describe, expect, it } from "vitest";
import { ArcEngine } from "./engine.js";
import { eventKey, type TArcChunk, type TArcEvent } from "./events.js";
import { SignalGenerator } from "./generator.js";
import { alertLine, scenarioProcessGroup } from "./scenarios.js";
import type { TArcSetup } from "./settings.js";
import { condition, makeSignal, plainGroup, slice } from "./test-utils.js";

/** Resume and idempotency. */

const RATE = 1000;
const T0 = 1_700_000_000_000_000;

/** Feeds [from, to) of the signal in chunks of `size` with their t0_us; answers the events. */
function feed(engine: ArcEngine, signal: TArcChunk, from: number, to: number, size: number): TArcEvent[] {
  const events: TArcEvent[] = [];
  for (let at = from; at < to; at += size) {
    events.push(...engine.push({ ...slice(signal, at, Math.min(at + size, to)), t0_us: T0 + at * 1000 }));
  }
  return events;
}

/** Runs to `crash`, checkpoints, then resumes a new engine from the checkpoint to the end: answers all events handed over. */
function crashAndResume(setup: TArcSetup, signal: TArcChunk, crash: number): TArcEvent[] {
  const first = new ArcEngine(setup);
  const before = feed(first, signal, 0, crash, 700);
  const checkpoint = JSON.parse(JSON.stringify(first.checkpoint()));
  const second = new ArcEngine({ ...setup, resume: checkpoint });
  return [...before, ...feed(second, signal, checkpoint.index, signal.u.length, 1300), ...second.end()];
}

const weldSignal = new SignalGenerator({
  seed: 5,
  sampleRate: RATE,
  process: "gmaw-spray",
  welds: [
    { gapBeforeS: 1, arcS: 4, drifts: [{ channel: "u", fromS: 1, toS: 3, amount: 6, shape: "ramp" }] },
    { gapBeforeS: 1, arcS: 0.5 },
    { gapBeforeS: 1, arcS: 5, drifts: [{ channel: "i", fromS: 1, toS: 4, amount: -80, shape: "bump" }] },
  ],
  tailS: 1,
}).next(20_000);
const weldSetup: TArcSetup = {
  sampleRate: RATE,
  t0Us: T0,
  processGroup: scenarioProcessGroup(),
  passGroup: { current_min: 230, current_max: 290, voltage_min: 26, voltage_max: 32 },
  alerts: [alertLine("voltage", 0.2), alertLine("current", 0.2)],
};

describe("resume from a checkpoint", () => {
  const engine = new ArcEngine(weldSetup);
  const all = [...feed(engine, weldSignal, 0, weldSignal.u.length, 999), ...engine.end()];

  it("a crash in the middle of a cycle, after its windows and alerts were given: the resumed engine gives only the rest", () => {
    // At 10 100 the third weld (from 7500) has given windows and an alert; the checkpoint is the stop of the dropped touch.
    const first = new ArcEngine(weldSetup);
    const given = feed(first, weldSignal, 0, 10_100, 700);
    expect(given.some((event) => event.type === "window" && event.cycle === 3)).toBe(true);
    expect(given.some((event) => event.type === "alert-raised" && event.cycle === 3)).toBe(true);
    expect(first.checkpoint()).toMatchObject({ index: 6500, cycle: 2 });
    expect(crashAndResume(weldSetup, weldSignal, 10_100)).toStrictEqual(all);
  });

  it("a crash at any point, between cycles or inside one, resumes without a duplicate or a missing event", () => {
    for (let crash = 700; crash < weldSignal.u.length; crash += 700 * 3) {
      expect(crashAndResume(weldSetup, weldSignal, crash)).toStrictEqual(all);
    }
  });

  it("a crash inside a short-circuit storm with dropped cycles pending and the event cap reached resumes exactly", () => {
    const shorts = makeSignal(30_000, (k) => (k % 10 < 7 ? [20, 150, 4, 30] : [2, 250, 4, 30]));
    const setup: TArcSetup = {
      sampleRate: RATE,
      t0Us: T0,
      processGroup: plainGroup([condition(true, { i: [0, 20] }), condition(false, { u: [1, 10] })], { minimum_cycle_time: 0.005 }),
      maxEventsPerS: 30,
    };
    const engine = new ArcEngine(setup);
    const uninterrupted = [...feed(engine, shorts, 0, shorts.u.length, 999), ...engine.end()];
    for (const crash of [700, 1400, 9800, 14_700]) expect(crashAndResume(setup, shorts, crash)).toStrictEqual(uninterrupted);
  });
});

describe("idempotency keys", () => {
  it("stream, cycle, type and index (and line for alerts) are unique over a run with windows, alerts, drops and cycles", () => {
    const engine = new ArcEngine(weldSetup);
    const events = [...feed(engine, weldSignal, 0, weldSignal.u.length, 999), ...engine.end()];
    const keys = events.map((event) => eventKey("stream-1", event));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain("stream-1/1/cycle-started/1000");
    expect(keys.some((key) => key.startsWith("stream-1/2/cycles-dropped/"))).toBe(true);
    expect(keys.filter((key) => /^stream-1\/\d+\/alert-raised\/\d+\/[01]$/.test(key)).length).toBeGreaterThan(0);
  });
});

describe("resume with display envelopes", () => {
  it("the checkpoint's index is the envelope batch's start: a crash at any point resumes without a duplicate or a missing event", () => {
    const setup = { ...weldSetup, envelopes: true };
    const engine = new ArcEngine(setup);
    const all = [...feed(engine, weldSignal, 0, weldSignal.u.length, 999), ...engine.end()];
    expect(all.some((event) => event.type === "envelope")).toBe(true);
    for (let crash = 700; crash < weldSignal.u.length; crash += 700 * 4)
      expect(crashAndResume(setup, weldSignal, crash)).toStrictEqual(all);
  });
});

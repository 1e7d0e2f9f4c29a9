import { describe, expect, it } from "vitest";
import { ArcEngine } from "./engine.js";
import type { TArcChunk, TArcEvent } from "./events.js";
import type { TArcSetup } from "./settings.js";
import { condition, makeSignal, ofType, plainGroup, slice } from "./test-utils.js";

/** Data time: chunks carry t0_us and seq. */

const RATE = 1000;
const T0 = 1_700_000_000_000_000;
const setup: TArcSetup = {
  sampleRate: RATE,
  t0Us: T0,
  processGroup: plainGroup([condition(true, { i: [0, 20] }), condition(false, { i: [1, 20] })]),
};
// A weld on [5000, 55000) of a 60 s stream.
const weld = makeSignal(60_000, (k) => (k >= 5000 && k < 55_000 ? [25, 200, 8, 30] : [0, 0, 0, 0]));

/** The signal in chunks of `size`, each with its t0_us (shifted by `late` µs from `from` on) and seq. */
function chunks(signal: TArcChunk, size: number, gap = { from: Number.POSITIVE_INFINITY, us: 0 }): TArcChunk[] {
  const result: TArcChunk[] = [];
  for (let from = 0, seq = 0; from < signal.u.length; from += size, seq++) {
    const shift = from >= gap.from ? gap.us : 0;
    result.push({ ...slice(signal, from, Math.min(from + size, signal.u.length)), t0_us: T0 + from * 1000 + shift, seq });
  }
  return result;
}

const bounds = (events: readonly TArcEvent[]) =>
  ofType(events, "cycle-ended").map((cycle) => [cycle.startIndex, cycle.stopIndex, cycle.end, cycle.startUs, cycle.stopUs]);

describe("data time", () => {
  it("a time-out flush() in the middle of a weld followed by late data gives [5000, 55000), as the uninterrupted run, not [5000, 30000) + [30000, 55000)", () => {
    const uninterrupted = new ArcEngine(setup);
    const reference = [...chunks(weld, 5000).flatMap((chunk) => uninterrupted.push(chunk)), ...uninterrupted.end()];
    const live = new ArcEngine(setup);
    const events: TArcEvent[] = [];
    for (const chunk of chunks(weld, 5000)) {
      events.push(...live.push(chunk));
      // The edge server went silent after 30 s of data: the server's wall-clock time-out fires, then the data comes late.
      if (chunk.seq === 5) events.push(...live.flush());
    }
    events.push(...live.end());
    expect(bounds(events)).toEqual([[5000, 55_000, "stop", T0 + 5_000_000, T0 + 55_000_000]]);
    expect(events).toStrictEqual(reference);
  });

  it("a real gap (the next chunk 1 h late) ends the open cycle at the last sample before it, end `gap`, and re-anchors the clock", () => {
    const engine = new ArcEngine(setup);
    const events = [...chunks(weld, 5000, { from: 30_000, us: 3_600_000_000 }).flatMap((chunk) => engine.push(chunk)), ...engine.end()];
    expect(bounds(events)).toEqual([
      [5000, 30_000, "gap", T0 + 5_000_000, T0 + 30_000_000],
      [30_000, 55_000, "stop", T0 + 3_630_000_000, T0 + 3_655_000_000],
    ]);
    expect(ofType(events, "cycle-ended")[0]!.open).toBe(true);
  });

  it("an offline edge server re-sending hours later, with re-sent chunks in between, gives the events a live one gives", () => {
    const live = new ArcEngine(setup);
    const reference = [...chunks(weld, 2500, { from: 40_000, us: 2_000_000 }).flatMap((chunk) => live.push(chunk)), ...live.end()];
    const offline = new ArcEngine(setup);
    const sent = chunks(weld, 2500, { from: 40_000, us: 2_000_000 });
    // Chunks 0..9 arrive, then 5..23 again (its buffer re-sent from an older mark), then the rest.
    const order = [...sent.slice(0, 10), ...sent.slice(5)];
    const events = [...order.flatMap((chunk) => offline.push(chunk)), ...offline.end()];
    expect(events).toStrictEqual(reference);
    expect(bounds(events).map(([start, stop, end]) => [start, stop, end])).toEqual([
      [5000, 40_000, "gap"],
      [40_000, 55_000, "stop"],
    ]);
  });

  it("clock drift within the tolerance re-anchors event times without ending the cycle", () => {
    const engine = new ArcEngine(setup);
    // From sample 30 000 on, the edge's clock is 400 µs ahead (under the 1 ms tolerance at 1 kHz).
    const events = [...chunks(weld, 5000, { from: 30_000, us: 400 }).flatMap((chunk) => engine.push(chunk)), ...engine.end()];
    expect(bounds(events)).toEqual([[5000, 55_000, "stop", T0 + 5_000_000, T0 + 55_000_400]]);
  });

  it("dropped cycles reported after a drift re-anchor keep the time of their first one under the earlier anchor", () => {
    const touches = makeSignal(3000, (k) => ((k >= 100 && k < 150) || (k >= 600 && k < 650) ? [25, 200, 8, 30] : [0, 0, 0, 0]));
    const engine = new ArcEngine({ ...setup, processGroup: plainGroup(setup.processGroup.trigger_conditions!, { minimum_cycle_time: 1 }) });
    const events = [
      ...engine.push({ ...slice(touches, 0, 500), t0_us: T0 }),
      ...engine.push({ ...slice(touches, 500, 900), t0_us: T0 + 500_400 }),
      // The report comes with this later chunk, once the statistics pass the end of the second.
      ...engine.push({ ...slice(touches, 900, 3000), t0_us: T0 + 900_400 }),
      ...engine.end(),
    ];
    expect(ofType(events, "cycles-dropped").map((report) => [report.count, report.fromUs, report.toUs])).toEqual([
      [2, T0 + 100_000, T0 + 650_400],
    ]);
  });

  it("a chunk starting before the previous one ends (beyond the tolerance) is refused naming its seq", () => {
    const engine = new ArcEngine(setup);
    engine.push({ ...slice(weld, 0, 1000), t0_us: T0, seq: 0 });
    expect(() => engine.push({ ...slice(weld, 1000, 2000), t0_us: T0 + 500_000, seq: 1 })).toThrow(
      /chunk 1: .* before the previous chunk ends/,
    );
  });
});

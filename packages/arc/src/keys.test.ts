import { describe, expect, it } from "vitest";
import { ArcEngine } from "./engine.js";
import { eventKey, type TArcEvent } from "./events.js";
import { alertLine } from "./scenarios.js";
import { condition, makeSignal, ofType, plainGroup, runEngine, slice } from "./test-utils.js";

/** Idempotency keys: processing upserts by eventKey, so two events of one stream must never share one. */

const duplicates = (events: readonly TArcEvent[]) => {
  const keys = events.map((event) => eventKey("stream-1", event));
  return keys.filter((key, at) => keys.indexOf(key) !== at);
};

describe("eventKey is unique within a stream", () => {
  it("a warning that escalates in the last check window, ending at the stop, gives two alert-cleared (escalated, cycle-ended) with two keys", () => {
    // 1 kHz, cycle [1000, 2000): 150 A, then 190 A (warning band of 100–200 A at 20 %) on [1900, 1950), 250 A on [1950, 2000).
    const signal = makeSignal(3000, (k) => (k < 1000 || k >= 2000 ? [0, 0, 0, 0] : [25, k < 1900 ? 150 : k < 1950 ? 190 : 250, 8, 30]));
    const events = runEngine(
      {
        sampleRate: 1000,
        processGroup: plainGroup([condition(true, { i: [0, 20] }), condition(false, { i: [1, 20] })]),
        passGroup: { current_min: 100, current_max: 200 },
        alerts: [alertLine("current", 0, 20)],
      },
      signal,
    );
    expect(ofType(events, "alert-cleared").map((event) => [event.index, event.level, event.reason])).toEqual([
      [2000, "warning", "escalated"],
      [2000, "out_of_range", "cycle-ended"],
    ]);
    expect(duplicates(events)).toEqual([]);
  });

  it("with the event cap on, a data gap inside one second gives two events-suppressed reports of that second with two keys: [0, 5000) at the gap, then [5000, 10 000)", () => {
    // 10 kHz short-circuit transfer: three cycles a millisecond, far over a cap of 100 a second.
    const shorts = makeSignal(10_000, (k) => (k % 10 < 7 ? [20, 150, 4, 30] : [2, 250, 4, 30]));
    const engine = new ArcEngine({
      sampleRate: 10_000,
      t0Us: 0,
      processGroup: plainGroup([condition(true, { i: [0, 20] }), condition(false, { u: [1, 10] })]),
      maxEventsPerS: 100,
    });
    // Half a second, then the other half an hour later: one second of samples by index, a gap in data time inside it.
    const events = [
      ...engine.push({ ...slice(shorts, 0, 5000), t0_us: 0, seq: 0 }),
      ...engine.push({ ...slice(shorts, 5000, 10_000), t0_us: 3_600_000_000, seq: 1 }),
      ...engine.end(),
    ];
    expect(
      ofType(events, "events-suppressed")
        .slice(0, 2)
        .map((report) => [report.fromIndex, report.toIndex]),
    ).toEqual([
      [0, 5000],
      [5000, 10_000],
    ]);
    expect(duplicates(events)).toEqual([]);
  });
});

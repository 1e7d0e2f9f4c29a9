import { describe, expect, it } from "vitest";
import { ArcEngine } from "./engine.js";
import type { TArcChunk, TArcEvent } from "./events.js";
import { SignalGenerator } from "./generator.js";
import { scenarioProcessGroup } from "./scenarios.js";
import type { TArcSetup } from "./settings.js";
import { makeSignal, ofType, runEngine, slice } from "./test-utils.js";

/** Display envelopes: min/max/mean per bucket at 1 kHz, 100 Hz and 10 Hz, streamed with the events. */

function direct(column: Float32Array, from: number, to: number) {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let k = from; k < to; k++) {
    min = Math.min(min, column[k]!);
    max = Math.max(max, column[k]!);
    sum += column[k]!;
  }
  return [min, max, Math.fround(sum / (to - from))];
}

describe("display envelopes", () => {
  // 25 s at 25 kHz: one weld from 5 s to 15 s, idle around it; U a sawtooth so every bucket differs.
  const rate = 25_000;
  const signal = makeSignal(25 * rate, (k) =>
    k >= 5 * rate && k < 15 * rate ? [20 + (k % 97) / 10, 200, 8, 30] : [(k % 13) / 10, 0, 0, 0],
  );
  const setup: TArcSetup = { sampleRate: rate, processGroup: scenarioProcessGroup(), envelopes: true };
  const events = runEngine(setup, signal, [100_000, 100_001, 333_333]);
  const envelopes = ofType(events, "envelope");

  it("25 kHz: one event per level per 10 s of signal, in and out of cycles: 1 kHz in 25-sample buckets, 100 Hz in 250, 10 Hz in 2500", () => {
    expect(envelopes.map((event) => [event.hz, event.bucketSamples, event.fromIndex, event.toIndex, event.u.min.length])).toEqual([
      [1000, 25, 0, 250_000, 10_000],
      [100, 250, 0, 250_000, 1000],
      [10, 2500, 0, 250_000, 100],
      [1000, 25, 250_000, 500_000, 10_000],
      [100, 250, 250_000, 500_000, 1000],
      [10, 2500, 250_000, 500_000, 100],
      // end(): the last 5 s.
      [1000, 25, 500_000, 625_000, 5000],
      [100, 250, 500_000, 625_000, 500],
      [10, 2500, 500_000, 625_000, 50],
    ]);
    // An hour of 25 kHz data is 36 000 buckets a channel at 10 Hz.
    expect((3600 * rate) / envelopes[2]!.bucketSamples).toBe(36_000);
  });

  it("each bucket holds the min, max and mean of its samples, at every level", () => {
    for (const event of envelopes) {
      for (const b of [0, 1, 7, event.u.min.length - 1]) {
        const from = event.fromIndex + b * event.bucketSamples;
        const [min, max, mean] = direct(signal.u, from, Math.min(from + event.bucketSamples, event.toIndex));
        expect([event.u.min[b], event.u.max[b]]).toEqual([min, max]);
        expect(event.u.mean[b]).toBeCloseTo(mean!, 4);
      }
    }
  });

  it("the same events whatever the cutting, one sample a chunk included (1 kHz stream: 100 Hz and 10 Hz levels)", () => {
    const generator = new SignalGenerator({
      seed: 3,
      sampleRate: 1000,
      process: "gmaw-pulsed",
      welds: [
        { gapBeforeS: 2, arcS: 9 },
        { gapBeforeS: 1, arcS: 3 },
      ],
      tailS: 8,
    });
    const small = generator.next(generator.totalSamples);
    const setup1k: TArcSetup = { sampleRate: 1000, processGroup: scenarioProcessGroup(), envelopes: true };
    const reference = runEngine(setup1k, small);
    expect(new Set(ofType(reference, "envelope").map((event) => event.hz))).toEqual(new Set([100, 10]));
    expect(
      runEngine(
        setup1k,
        small,
        Array.from({ length: small.u.length - 1 }, (_, k) => k + 1),
      ),
    ).toStrictEqual(reference);
    expect(runEngine(setup1k, small, [1, 9999, 10_000, 10_001, 12_345])).toStrictEqual(reference);
  });

  it("a gap in data time ends the batch: no bucket straddles it, and the next batch starts at the gap with its own time", () => {
    const t0 = 1_700_000_000_000_000;
    const engine = new ArcEngine({ ...setup, t0Us: t0 });
    const chunk = (from: number, to: number, us: number): TArcChunk => ({ ...slice(signal, from, to), t0_us: us });
    const out: TArcEvent[] = [
      ...engine.push(chunk(0, 100_010, t0)),
      ...engine.push(chunk(100_010, 200_000, t0 + 60_000_000)),
      ...engine.end(),
    ];
    const fine = ofType(out, "envelope").filter((event) => event.hz === 1000);
    expect(fine.map((event) => [event.fromIndex, event.toIndex, event.fromUs])).toEqual([
      [0, 100_010, t0],
      [100_010, 200_000, t0 + 60_000_000],
    ]);
    // The last bucket before the gap is 10 samples long.
    expect(fine[0]!.u.min).toHaveLength(4001);
  });

  it("a bucket of invalid samples only is NaN; invalid samples are left out of the others", () => {
    const holes = makeSignal(2000, (k) => [k < 10 ? Number.NaN : k === 10 ? Number.POSITIVE_INFINITY : 5, 0, 0, 0]);
    const [first] = ofType(runEngine({ sampleRate: 1000, processGroup: scenarioProcessGroup(), envelopes: true }, holes), "envelope");
    expect([first!.hz, first!.u.mean[0], first!.u.mean[1], first!.u.min[1], first!.u.max[1]]).toEqual([100, Number.NaN, 5, 5, 5]);
  });

  it("no envelope events unless asked for", () => {
    expect(ofType(runEngine({ ...setup, envelopes: false }, slice(signal, 0, 300_000)), "envelope")).toEqual([]);
  });
});

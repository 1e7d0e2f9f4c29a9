import { describe, expect, it } from "vitest";
import { PROCESS_MODELS, regularWelds, SignalGenerator, type TGeneratorOptions } from "./generator.js";

const options = (overrides: Partial<TGeneratorOptions> = {}): TGeneratorOptions => ({
  seed: 42,
  sampleRate: 10_000,
  process: "smaw",
  welds: [
    { gapBeforeS: 0.5, arcS: 2, arcOuts: [{ atS: 1, lengthS: 0.1 }] },
    { gapBeforeS: 0.5, arcS: 1 },
  ],
  tailS: 0.5,
  ...overrides,
});

describe("signal generator", () => {
  it("is deterministic: same seed, same samples, however it is cut; another seed, other noise", () => {
    const whole = new SignalGenerator(options()).next(Number.MAX_SAFE_INTEGER);
    const cut = new SignalGenerator(options());
    const parts = [1, 999, 7, 20_000, 100_000].map((size) => cut.next(size));
    const joined = (column: "u" | "i" | "wfs" | "ts") => {
      const result = new Float32Array(whole.u.length);
      let at = 0;
      for (const part of parts) {
        result.set(part[column], at);
        at += part[column].length;
      }
      return result;
    };
    for (const column of ["u", "i", "wfs", "ts"] as const)
      expect(Buffer.from(joined(column).buffer).equals(Buffer.from(whole[column].buffer))).toBe(true);
    expect(cut.remaining).toBe(0);
    const other = new SignalGenerator(options({ seed: 43 })).next(Number.MAX_SAFE_INTEGER).u;
    expect(Buffer.from(other.buffer).equals(Buffer.from(whole.u.buffer))).toBe(false);
  });

  it("places welds and arc-outs at the sample the plan says, with the requested length", () => {
    const generator = new SignalGenerator(options());
    expect(generator.totalSamples).toBe(45_000);
    expect(generator.welds).toEqual([
      { startIndex: 5000, stopIndex: 25_000, arcOuts: [{ startIndex: 15_000, stopIndex: 16_000 }] },
      { startIndex: 30_000, stopIndex: 40_000, arcOuts: [] },
    ]);
    const chunk = generator.next(generator.totalSamples);
    expect(chunk.i[4999]).toBeLessThan(1);
    expect(chunk.i[5000]).toBeGreaterThan(100);
    expect(chunk.u[15_500]).toBeGreaterThan(60);
    expect(chunk.i[15_500]).toBeLessThan(1);
  });

  it("regular welds: count, arc time and gap as asked, at any rate", () => {
    const generator = new SignalGenerator(options({ sampleRate: 10, welds: regularWelds(3, 2, 1), tailS: 0 }));
    expect(generator.welds.map((weld) => [weld.startIndex, weld.stopIndex])).toEqual([
      [10, 30],
      [40, 60],
      [70, 90],
    ]);
  });

  it("writes into reused buffers without allocating new ones", () => {
    const buffers = { u: new Float32Array(100), i: new Float32Array(100), wfs: new Float32Array(100), ts: new Float32Array(100) };
    const chunk = new SignalGenerator(options()).next(100, buffers);
    expect(chunk.u.buffer).toBe(buffers.u.buffer);
  });

  it("gives each process its character: SMAW short circuits, pulsed GMAW peaks and background, GTAW 2 Hz pulses", () => {
    const during = (process: TGeneratorOptions["process"]) => {
      const generator = new SignalGenerator(options({ process, welds: [{ gapBeforeS: 0, arcS: 2 }], tailS: 0 }));
      const chunk = generator.next(generator.totalSamples);
      // Leave out the strike and the crater fill.
      return { u: chunk.u.subarray(1000, 15_000), i: chunk.i.subarray(1000, 15_000) };
    };
    const smaw = during("smaw");
    expect(Math.min(...smaw.u)).toBeLessThan(PROCESS_MODELS.smaw.shorts!.u + 1);
    expect(Math.max(...smaw.i)).toBeGreaterThan(180);
    const pulsed = during("gmaw-pulsed");
    expect(Math.max(...pulsed.i)).toBeGreaterThan(400);
    expect(Math.min(...pulsed.i)).toBeLessThan(100);
    const gtaw = during("gtaw-pulsed");
    // 2 Hz at 10 kHz: peak for 2500 samples, then background for 2500.
    expect(gtaw.i[0]).toBeGreaterThan(170);
    expect(gtaw.i[2400]).toBeLessThan(80);
  });
});

import { gzipSync } from "node:zlib";
import { makeTable, tableToIPC } from "apache-arrow";
import { describe, expect, it } from "vitest";
import { CHANNELS, chunkHash, decodeColumns, encodeColumns, type TChannelName } from "../src/modules/edge/chunks.js";
import { arrowChunk } from "../src/modules/edge/machine-routes.js";

const bitsOf = (column: Float32Array) => Array.from(new Uint32Array(column.buffer, column.byteOffset, column.length));

/** Awkward values on purpose: NaN, ±0, ±Infinity, the smallest subnormal, the largest Float32, then a noisy signal. */
function columns(samples: number): Record<TChannelName, Float32Array> {
  const out = {} as Record<TChannelName, Float32Array>;
  CHANNELS.forEach((name, c) => {
    const column = new Float32Array(samples);
    for (let k = 0; k < samples; k++) column[k] = 20 + c * 50 + Math.sin(k / 7) * 3 + ((k * 7919) % 13) / 97;
    column.set([Number.NaN, -0, 0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.4e-45, 3.4028234e38], 0);
    out[name] = column;
  });
  return out;
}

describe("stored arc chunks", () => {
  it("decodes a byte-shuffled chunk to the very bits encoded, smaller than the raw 16 bytes a sample", () => {
    const original = columns(25_000);
    const stored = encodeColumns(original);
    expect(stored.length).toBeLessThan(25_000 * 16);
    const decoded = decodeColumns(stored, 25_000);
    for (const name of CHANNELS) expect(bitsOf(decoded[name])).toEqual(bitsOf(original[name]));
  });

  it("still decodes chunks stored before the shuffle (gzip of the columns one after the other)", () => {
    const original = columns(1_000);
    const raw = new Float32Array(4_000);
    CHANNELS.forEach((name, c) => {
      raw.set(original[name], c * 1_000);
    });
    const decoded = decodeColumns(gzipSync(Buffer.from(raw.buffer)), 1_000);
    for (const name of CHANNELS) expect(bitsOf(decoded[name])).toEqual(bitsOf(original[name]));
  });

  it("reads an Arrow body's columns as Float32 with every non-finite sample as NaN, hashing like the same JSON body", () => {
    const original = columns(100);
    const table = makeTable({ ...original, ts: Float64Array.from(original.ts) });
    table.schema.metadata.set("t0_us", "1000");
    const body = arrowChunk(Buffer.from(tableToIPC(table, "stream"))) as Record<TChannelName, Float32Array> & { t0_us: number };
    expect(body.t0_us).toBe(1000);
    for (const name of CHANNELS) {
      expect(body[name]).toBeInstanceOf(Float32Array);
      expect(Number.isNaN(body[name][3]) && Number.isNaN(body[name][4])).toBe(true);
    }
    // The JSON route sends null for each invalid sample: NaN in the column it stores.
    const json = {} as Record<TChannelName, Float32Array>;
    for (const name of CHANNELS) json[name] = Float32Array.from(original[name], (value) => (Number.isFinite(value) ? value : Number.NaN));
    expect(chunkHash(1000, body)).toBe(chunkHash(1000, json));
  });
});

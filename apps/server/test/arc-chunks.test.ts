import { gzipSync } from "node:zlib";
import { makeTable, tableToIPC } from "apache-arrow";
import { describe, expect, it } from "vitest";
import { arrowChunk } from "../src/modules/edge/arrow-chunk.js";
import { CHANNELS, chunkHash, decodeColumns, encodeColumns, perChannel, type TChannelName } from "../src/modules/edge/chunks.js";

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

  it("reads an Arrow body's Float32 columns with every NaN as the one NaN, hashing like the same JSON body with null", () => {
    const original = columns(100);
    // Finite or NaN: an infinity is refused (below).
    for (const name of CHANNELS) original[name].set([Number.NaN, 1, 2], 3);
    const table = makeTable(original);
    table.schema.metadata.set("t0_us", "1000");
    const body = arrowChunk(Buffer.from(tableToIPC(table, "stream"))) as Record<TChannelName, Float32Array> & { t0_us: number };
    expect(body.t0_us).toBe(1000);
    for (const name of CHANNELS) {
      expect(body[name]).toBeInstanceOf(Float32Array);
      expect(Number.isNaN(body[name][0]) && Number.isNaN(body[name][3])).toBe(true);
    }
    // The JSON route takes null for each invalid sample: NaN in the column it stores.
    const json = {} as Record<TChannelName, Float32Array>;
    for (const name of CHANNELS) json[name] = Float32Array.from(original[name], (value) => (Number.isFinite(value) ? value : Number.NaN));
    expect(chunkHash(1000, body)).toBe(chunkHash(1000, json));
  });

  it("refuses an Arrow ±Infinity with a 400 naming the channel and index, and a Float64 column with a 400 on the column", () => {
    const original = columns(100);
    const body = (values: Record<string, Float32Array | Float64Array>) => {
      const table = makeTable(values);
      table.schema.metadata.set("t0_us", "1000");
      return Buffer.from(tableToIPC(table, "stream"));
    };
    const fieldsOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return Object.keys((error as { fields?: object }).fields ?? {});
      }
      return [];
    };
    expect(fieldsOf(() => arrowChunk(body(original)))).toEqual(["u.3"]);
    const finite = perChannel((name) => original[name].map((value) => (Number.isFinite(value) ? value : 1)));
    expect(fieldsOf(() => arrowChunk(body(finite)))).toEqual([]);
    expect(fieldsOf(() => arrowChunk(body({ ...finite, ts: Float64Array.from(finite.ts) })))).toEqual(["ts"]);
  });
});

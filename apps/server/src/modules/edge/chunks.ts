import { createHash } from "node:crypto";
import os from "node:os";
import type { Readable } from "node:stream";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlibConstants } from "node:zlib";

/** Samples one chunk may carry (JSON): 4 s at 25 kHz. */
export const MAX_CHUNK_SAMPLES = 100_000;
export const CHANNELS = ["u", "i", "wfs", "ts"] as const;
export type TChannelName = (typeof CHANNELS)[number];

/** One value per channel, made in the order of CHANNELS. */
export const perChannel = <T>(make: (name: TChannelName, index: number) => T): Record<TChannelName, T> => ({
  u: make("u", 0),
  i: make("i", 1),
  wfs: make("wfs", 2),
  ts: make("ts", 3),
});

export interface TDecodedChunk {
  t0_us: number;
  samples: number;
  columns: Record<TChannelName, Float32Array>;
}

/** The first bytes of a chunk stored byte-shuffled (format 1); a gzip member starts 0x1f 0x8b instead (format 0). */
const SHUFFLED_MAGIC = Buffer.from("WTS1", "ascii");
export const CHUNK_CONTENT_TYPE = "application/vnd.weldtrace.arc-chunk";

/**
 * The stored form of a chunk: its four Float32 columns one after the other (little endian), byte-shuffled — all
 * the samples' most significant bytes, then the next... — and Brotli-compressed (quality 1). Sign and exponent
 * bytes of a welding signal repeat, so the shuffle gives the compressor runs to find: 8.3 bytes a sample instead
 * of gzip's 11.0, in a third of the time (docs/benchmarks.md, "Ingest"). t0_us and the sample count are in the
 * index row.
 */
export function encodeColumns(columns: Record<TChannelName, Float32Array>): Buffer {
  const n = columns.u.length;
  const raw = new Float32Array(n * CHANNELS.length);
  // Typed arrays are in the platform's byte order: little endian on every platform Node runs on here (checked).
  CHANNELS.forEach((name, c) => {
    raw.set(columns[name], c * n);
  });
  const words = raw.length;
  const shuffled = Buffer.allocUnsafe(raw.byteLength);
  // Whole words read and their bytes written to four planes (plain Uint8Array views: a Buffer's index is slower).
  const source = new Uint32Array(raw.buffer);
  const [p0, p1, p2, p3] = planes(shuffled, words);
  for (let k = 0; k < words; k++) {
    const word = source[k] ?? 0;
    p0[k] = word >>> 24;
    p1[k] = word >>> 16;
    p2[k] = word >>> 8;
    p3[k] = word;
  }
  const packed = brotliCompressSync(shuffled, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: shuffled.length },
  });
  return Buffer.concat([SHUFFLED_MAGIC, packed]);
}

/** The four byte planes of a shuffled buffer of `words` words (most significant first), as plain Uint8Array views. */
function planes(shuffled: Uint8Array, words: number): [Uint8Array, Uint8Array, Uint8Array, Uint8Array] {
  const plane = (k: number) => new Uint8Array(shuffled.buffer, shuffled.byteOffset + k * words, words);
  return [plane(0), plane(1), plane(2), plane(3)];
}

/** The columns of a stored chunk, in either format (chunks stored before the shuffle stay gzip). */
export function decodeColumns(stored: Buffer, samples: number): Record<TChannelName, Float32Array> {
  const all = new Float32Array(samples * CHANNELS.length);
  const bytes = new Uint8Array(all.buffer);
  if (stored.subarray(0, SHUFFLED_MAGIC.length).equals(SHUFFLED_MAGIC)) {
    const shuffled = brotliDecompressSync(stored.subarray(SHUFFLED_MAGIC.length));
    const words = all.length;
    const target = new Uint32Array(all.buffer);
    const [p0, p1, p2, p3] = planes(shuffled, words);
    for (let k = 0; k < words; k++) target[k] = ((p0[k] ?? 0) << 24) | ((p1[k] ?? 0) << 16) | ((p2[k] ?? 0) << 8) | (p3[k] ?? 0);
  } else {
    // Copied into an aligned buffer: a Buffer's offset into its pool need not be a multiple of 4.
    bytes.set(gunzipSync(stored).subarray(0, all.byteLength));
  }
  return perChannel((_name, c) => all.subarray(c * samples, (c + 1) * samples));
}

if (os.endianness() !== "LE") throw new Error("arc chunks are stored little endian: this platform is big endian");

/** The idempotency hash of a chunk: its data time and its samples as stored (Float32), so JSON spelling does not matter. */
export function chunkHash(t0Us: number, columns: Record<TChannelName, Float32Array>): string {
  const hash = createHash("sha256");
  hash.update(String(t0Us));
  for (const name of CHANNELS) hash.update(Buffer.from(columns[name].buffer, columns[name].byteOffset, columns[name].byteLength));
  return hash.digest("hex");
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

/** Channels of an envelope, each min[], max[], mean[] of its buckets. */
export interface TEnvelopeColumns {
  u: { min: Float32Array; max: Float32Array; mean: Float32Array };
  i: { min: Float32Array; max: Float32Array; mean: Float32Array };
  wfs: { min: Float32Array; max: Float32Array; mean: Float32Array };
  ts: { min: Float32Array; max: Float32Array; mean: Float32Array };
}

/** An envelope as stored (arc_envelopes.data): Float32 little endian, channel by channel, min[], max[], mean[]. */
export function encodeEnvelope(envelope: TEnvelopeColumns): Buffer {
  const n = envelope.u.min.length;
  const out = Buffer.alloc(n * 4 * 3 * CHANNELS.length);
  let at = 0;
  for (const name of CHANNELS) {
    for (const part of ["min", "max", "mean"] as const) {
      const values = envelope[name][part];
      for (let k = 0; k < n; k++, at += 4) out.writeFloatLE(values[k] ?? Number.NaN, at);
    }
  }
  return out;
}

export function decodeEnvelope(bytes: Uint8Array): TEnvelopeColumns {
  // node-postgres gives a Buffer, PGlite a plain Uint8Array.
  const stored = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = stored.length / (4 * 3 * CHANNELS.length);
  let at = 0;
  // Read in the stored order: channel by channel, min, max, then mean.
  const part = () => {
    const values = new Float32Array(n);
    for (let k = 0; k < n; k++, at += 4) values[k] = stored.readFloatLE(at);
    return values;
  };
  return perChannel(() => {
    const min = part();
    const max = part();
    return { min, max, mean: part() };
  });
}

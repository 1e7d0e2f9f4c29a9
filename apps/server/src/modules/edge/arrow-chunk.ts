import { message } from "@weldtrace/domain";
import { type Table, tableFromIPC } from "apache-arrow";
import { Endianness } from "apache-arrow/fb/endianness";
import { Field as FbField } from "apache-arrow/fb/field";
import { FloatingPoint as FbFloatingPoint } from "apache-arrow/fb/floating-point";
import { Message as FbMessage } from "apache-arrow/fb/message";
import { MessageHeader } from "apache-arrow/fb/message-header";
import { MetadataVersion } from "apache-arrow/fb/metadata-version";
import { Precision } from "apache-arrow/fb/precision";
import { RecordBatch as FbRecordBatch } from "apache-arrow/fb/record-batch";
import { Schema as FbSchema } from "apache-arrow/fb/schema";
import { Type } from "apache-arrow/fb/type";
import { ByteBuffer } from "flatbuffers";
import { badRequest, HttpError } from "../../plugins/errors.js";
import { CHANNELS, MAX_CHUNK_SAMPLES, type TChannelName } from "./chunks.js";

/** Arrow IPC stream bodies of a chunk: Float32 columns u, i, wfs, ts and the schema's metadata t0_us. */
export const ARROW_STREAM = "application/vnd.apache.arrow.stream";

/**
 * The largest Arrow chunk body: four Float32 columns of MAX_CHUNK_SAMPLES, their validity bitmaps, and 64 KiB for
 * the messages' headers and padding (a chunk's schema and batch headers are well under 1 KiB each).
 */
export const MAX_ARROW_BODY = CHANNELS.length * (MAX_CHUNK_SAMPLES * 4 + Math.ceil(MAX_CHUNK_SAMPLES / 8)) + 64 * 1024;
/** A message header (flatbuffer) longer than this is not a chunk's: its schema is a few hundred bytes. */
const MAX_HEADER_BYTES = 16 * 1024;
/** Key-value pairs of metadata on a message, the schema or a field: a chunk needs one (t0_us). */
const MAX_METADATA_ENTRIES = 16;
const CONTINUATION = -1;
const CHANNEL_NAMES = new Set<string>(CHANNELS);

/** A 400 on `body`: what no Arrow chunk can be. */
const notAnArrowStream = () => badRequest({ body: [message("not_an_arrow_stream")] });
const wrongColumns = () => badRequest({ body: [message("arrow_columns")] });

/** Metadata of a message (flatbuffer): the key-value pairs decoded, bounded. */
function metadataOf(table: {
  customMetadataLength(): number;
  customMetadata(index: number): { key(): string | null; value(): string | null } | null;
}) {
  const count = table.customMetadataLength();
  if (count < 0 || count > MAX_METADATA_ENTRIES) throw notAnArrowStream();
  const out = new Map<string, string>();
  for (let k = 0; k < count; k++) {
    const entry = table.customMetadata(k);
    if (entry) out.set(entry.key() ?? "", entry.value() ?? "");
  }
  return out;
}

/** The schema message: exactly the four channels, each a Float32 column with no children or dictionary. */
function checkSchema(schema: FbSchema) {
  if (schema.endianness() !== Endianness.Little || schema.featuresLength() > 8) throw notAnArrowStream();
  metadataOf(schema);
  if (schema.fieldsLength() !== CHANNELS.length) throw wrongColumns();
  const seen = new Set<string>();
  for (let k = 0; k < CHANNELS.length; k++) {
    const field = schema.fields(k, new FbField());
    const name = field?.name() ?? "";
    if (!field || !CHANNEL_NAMES.has(name) || seen.has(name)) throw wrongColumns();
    seen.add(name);
    metadataOf(field);
    const float: FbFloatingPoint | null = field.typeType() === Type.FloatingPoint ? field.type(new FbFloatingPoint()) : null;
    // Float64 too: rounding it to Float32 would store other samples than the ones sent (docs/decisions.md).
    if (!float || float.precision() !== Precision.SINGLE || field.dictionary() !== null || field.childrenLength() !== 0) {
      throw badRequest({ [name]: [message("arrow_float32_column")] });
    }
  }
}

/**
 * A record batch message: its row count within what a chunk may hold, one node a column of that many rows, and each
 * column's two buffers (validity, values) inside the message's body and large enough for the rows. Returns the rows.
 */
function checkBatch(batch: FbRecordBatch, bodyLength: number, rowsBefore: number): number {
  const rows = batch.length();
  if (rows < 0n) throw notAnArrowStream();
  if (rows + BigInt(rowsBefore) > BigInt(MAX_CHUNK_SAMPLES))
    throw badRequest({ u: [message("between", { min: 1, max: MAX_CHUNK_SAMPLES })] });
  const n = Number(rows);
  if (batch.compression() !== null || batch.variadicBufferCountsLength() !== 0) throw notAnArrowStream();
  if (batch.nodesLength() !== CHANNELS.length || batch.buffersLength() !== 2 * CHANNELS.length) throw notAnArrowStream();
  for (let c = 0; c < CHANNELS.length; c++) {
    const node = batch.nodes(c);
    if (!node || node.length() !== rows || node.nullCount() < 0n || node.nullCount() > rows) throw notAnArrowStream();
    const needs = [node.nullCount() > 0n ? Math.ceil(n / 8) : 0, n * 4];
    for (let b = 0; b < 2; b++) {
      const buffer = batch.buffers(2 * c + b);
      if (!buffer) throw notAnArrowStream();
      const offset = buffer.offset();
      const length = buffer.length();
      if (offset < 0n || length < BigInt(needs[b] ?? 0) || offset + length > BigInt(bodyLength)) throw notAnArrowStream();
    }
  }
  return n;
}

/**
 * Checks an Arrow IPC stream's framing and message headers before anything is materialised: each message's header
 * length and body length inside the bytes received, the schema exactly the chunk's, each batch's rows and buffers
 * within bounds. Apache Arrow's own flatbuffer accessors read the headers (no parser of ours): a bit-flipped count
 * or length is a 400 here, not gigabytes allocated by the reader. Returns the rows.
 */
function checkStream(body: Uint8Array): number {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  let at = 0;
  let schema = false;
  let rows = 0;
  while (at < body.length) {
    if (at + 4 > body.length) throw notAnArrowStream();
    let headerLength = view.getInt32(at, true);
    at += 4;
    if (headerLength === CONTINUATION) {
      if (at + 4 > body.length) throw notAnArrowStream();
      headerLength = view.getInt32(at, true);
      at += 4;
    }
    // End of stream: nothing may follow.
    if (headerLength === 0) {
      if (at !== body.length) throw notAnArrowStream();
      break;
    }
    if (headerLength < 0 || headerLength > MAX_HEADER_BYTES || at + headerLength > body.length) throw notAnArrowStream();
    const header = FbMessage.getRootAsMessage(new ByteBuffer(body.subarray(at, at + headerLength)));
    at += headerLength;
    const bodyLength = header.bodyLength();
    if (bodyLength < 0n || bodyLength > BigInt(body.length - at)) throw notAnArrowStream();
    if (header.version() < MetadataVersion.V4 || header.version() > MetadataVersion.V5) throw notAnArrowStream();
    metadataOf(header);
    const type = header.headerType();
    if (!schema) {
      if (type !== MessageHeader.Schema || bodyLength !== 0n) throw notAnArrowStream();
      const schemaHeader: FbSchema | null = header.header(new FbSchema());
      if (!schemaHeader) throw notAnArrowStream();
      checkSchema(schemaHeader);
      schema = true;
    } else {
      if (type !== MessageHeader.RecordBatch) throw notAnArrowStream();
      const batch: FbRecordBatch | null = header.header(new FbRecordBatch());
      if (!batch) throw notAnArrowStream();
      rows += checkBatch(batch, Number(bodyLength), rows);
    }
    at += Number(bodyLength);
  }
  if (!schema) throw notAnArrowStream();
  return rows;
}

/**
 * An Arrow chunk in the JSON body's shape, so one schema validates both: each column as a Float32Array, t0_us from
 * the schema's metadata. The body is checked first (checkStream), then read by Apache Arrow. A null (validity
 * bitmap) is an invalid sample, stored as NaN, as is a NaN; ±Infinity is refused (400 on `i.17`), as a JSON number
 * beyond Float32 is. The columns are not turned into number arrays: that copy was most of the route's time
 * (docs/benchmarks.md, "Ingest").
 */
export function arrowChunk(body: Buffer): Record<string, unknown> {
  let table: Table;
  try {
    checkStream(body);
    table = tableFromIPC(body);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw notAnArrowStream();
  }
  const t0 = table.schema.metadata.get("t0_us");
  const out: Record<string, unknown> = { t0_us: t0 !== undefined && /^\d+$/.test(t0) ? Number(t0) : t0 };
  for (const name of CHANNELS) out[name] = floatColumn(table, name);
  return out;
}

/** A column's samples: a view of the body when it is one batch (the body is ours to change), else a copy. */
function floatColumn(table: Table, name: TChannelName): Float32Array {
  const column = table.getChild(name);
  if (!column) throw wrongColumns();
  const parts = column.data;
  for (const part of parts) if (!(part.values instanceof Float32Array)) throw badRequest({ [name]: [message("arrow_float32_column")] });
  const first = parts[0];
  let floats: Float32Array;
  if (parts.length === 1 && first) floats = first.values.subarray(0, first.length);
  else {
    floats = new Float32Array(column.length);
    let base = 0;
    for (const part of parts) {
      floats.set(part.values.subarray(0, part.length), base);
      base += part.length;
    }
  }
  let base = 0;
  for (const part of parts) {
    if (part.nullCount > 0) for (let k = 0; k < part.length; k++) if (!part.getValid(k)) floats[base + k] = Number.NaN;
    base += part.length;
  }
  for (let k = 0; k < floats.length; k++) {
    const value = floats[k] ?? 0;
    // NaN - NaN and ±Infinity - ±Infinity are NaN: only the non-finite samples go further.
    if (value - value !== 0) {
      if (!Number.isNaN(value)) throw badRequest({ [`${name}.${k}`]: [message("not_a_float32")] });
      // Any NaN payload becomes the one NaN, so the chunk's hash is the same as with a null.
      floats[k] = Number.NaN;
    }
  }
  return floats;
}

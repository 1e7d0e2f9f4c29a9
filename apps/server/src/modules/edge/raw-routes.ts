import { Readable } from "node:stream";
import { makeTable, RecordBatch, RecordBatchStreamWriter, Schema } from "apache-arrow";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import { arcChunks, arcStreams, cycles } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { fileAnswer } from "../../plugins/openapi.js";
import { CHANNELS, decodeColumns, perChannel, readAll, type TChannelName } from "./chunks.js";

const tags = ["edge-servers"];
export const RAW_FORMATS = ["json", "csv", "arrow"] as const;
export type TRawFormat = (typeof RAW_FORMATS)[number];
const ZRawQuery = z.object({ format: z.enum(RAW_FORMATS).default("csv") });
const CONTENT_TYPES: Record<TRawFormat, string> = {
  json: "application/json; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  arrow: "application/vnd.apache.arrow.stream",
};
const rawAnswer = (what: string) => ({
  200: fileAnswer(what, ["text/csv", "application/json", "application/vnd.apache.arrow.stream"]),
});

/** One stored chunk as downloaded: its samples [from, to) of the chunk, and the data time of the first of them. */
interface TRawPiece {
  seq: number;
  t0_us: number;
  columns: Record<TChannelName, Float32Array>;
}

type TChunkRow = typeof arcChunks.$inferSelect;

/**
 * The stored chunks, read one at a time from the file store (an hour of 25 kHz is 1.4 GB raw: never all in memory),
 * cut to the sample range [from, to) of the stream when one is given (chunks processed already: their first_index).
 */
async function* pieces(app: FastifyInstance, rate: number, chunks: TChunkRow[], range: { from: number; to: number } | null) {
  for (const chunk of chunks) {
    const columns = decodeColumns(await readAll(await app.fileStore.get(chunk.file_key)), chunk.samples);
    if (!range) {
      yield { seq: chunk.seq, t0_us: chunk.t0_us, columns } satisfies TRawPiece;
      continue;
    }
    const first = chunk.first_index ?? 0;
    const from = Math.max(0, range.from - first);
    const to = Math.min(chunk.samples, range.to - first);
    if (to <= from) continue;
    const cut = perChannel((name) => columns[name].subarray(from, to));
    yield { seq: chunk.seq, t0_us: chunk.t0_us + Math.round((from * 1e6) / rate), columns: cut } satisfies TRawPiece;
  }
}

/** A sample as text: the Float32 value's shortest decimal (it reads back to the same Float32), NaN as empty / null. */
const valueText = (value: number | undefined, empty: string) => (value !== undefined && Number.isFinite(value) ? String(value) : empty);
const sampleUs = (piece: TRawPiece, k: number, rate: number) => piece.t0_us + Math.round((k * 1e6) / rate);

async function* asJson(header: Record<string, unknown>, source: AsyncGenerator<TRawPiece>): AsyncGenerator<string> {
  const head = JSON.stringify({ ...header, chunks: [] });
  yield head.slice(0, -2);
  let first = true;
  for await (const piece of source) {
    const body: string[] = [`"seq":${piece.seq}`, `"t0_us":${piece.t0_us}`];
    for (const name of CHANNELS) body.push(`"${name}":[${Array.from(piece.columns[name], (value) => valueText(value, "null")).join(",")}]`);
    yield `${first ? "" : ","}{${body.join(",")}}`;
    first = false;
  }
  yield "]}";
}

async function* asCsv(rate: number, source: AsyncGenerator<TRawPiece>): AsyncGenerator<string> {
  yield "seq,t_us,u,i,wfs,ts\n";
  for await (const piece of source) {
    const lines: string[] = [];
    const { u, i, wfs, ts } = piece.columns;
    for (let k = 0; k < u.length; k++) {
      lines.push(
        `${piece.seq},${sampleUs(piece, k, rate)},${valueText(u[k], "")},${valueText(i[k], "")},${valueText(wfs[k], "")},${valueText(ts[k], "")}\n`,
      );
    }
    yield lines.join("");
  }
}

/** An Arrow IPC stream: one record batch per chunk, Float64 t_us (exact below 2^53 µs) and the Float32 columns as stored. */
function asArrow(rate: number, metadata: Record<string, string>, source: AsyncGenerator<TRawPiece>): Readable {
  const writer = new RecordBatchStreamWriter();
  const out = Readable.from(writer);
  const tableOf = (piece: TRawPiece) => {
    const n = piece.columns.u.length;
    const t = new Float64Array(n);
    for (let k = 0; k < n; k++) t[k] = sampleUs(piece, k, rate);
    return makeTable({ seq: new Int32Array(n).fill(piece.seq), t_us: t, ...piece.columns });
  };
  // One schema (with the metadata) for every batch: the writer starts a new stream when a batch's schema differs.
  const empty = tableOf({
    seq: 0,
    t0_us: 0,
    columns: { u: new Float32Array(0), i: new Float32Array(0), wfs: new Float32Array(0), ts: new Float32Array(0) },
  });
  const schema = new Schema(empty.schema.fields, new Map(Object.entries(metadata)));
  void (async () => {
    try {
      writer.reset(undefined, schema);
      for await (const piece of source) for (const batch of tableOf(piece).batches) writer.write(new RecordBatch(schema, batch.data));
      writer.finish();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

function send(
  format: TRawFormat,
  rate: number,
  header: { stream: string; sample_rate: number; from_index: number | null; to_index: number | null },
  source: AsyncGenerator<TRawPiece>,
): Readable {
  if (format === "arrow") {
    const metadata: Record<string, string> = { stream: header.stream, sample_rate: String(header.sample_rate) };
    if (header.from_index !== null) metadata.from_index = String(header.from_index);
    if (header.to_index !== null) metadata.to_index = String(header.to_index);
    return asArrow(rate, metadata, source);
  }
  return Readable.from(format === "json" ? asJson(header, source) : asCsv(rate, source));
}

/**
 * Raw downloads ("download raw data"): the samples exactly as the edge server sent them (Float32, invalid samples
 * as NaN → empty in CSV, null in JSON), read back from the file store — a stream's every chunk in seq order, or
 * a cycle's raw range (start − buffer start to stop + buffer stop).
 */
export async function edgeRawRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.string() });

  api.get(
    "/api/edge-streams/:id/raw/",
    {
      schema: {
        tags,
        summary:
          "Every sample a stream received, in seq order: CSV (seq, t_us, u, i, wfs, ts), JSON ({stream, sample_rate, chunks: [{seq, t0_us, u, i, wfs, ts}]}) or an Arrow IPC stream (a record batch per chunk)",
        params,
        querystring: ZRawQuery,
        response: rawAnswer("The stream's samples, as an attachment."),
      },
      onRequest: requirePermission("edge", "list"),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!isUuid(request.params.id)) throw notFound();
      const [stream] = await app.db
        .select()
        .from(arcStreams)
        .where(itemFilter(user, arcStreams.id, arcStreams.client_id, request.params.id))
        .limit(1);
      if (!stream) throw notFound();
      const chunks = await app.db.select().from(arcChunks).where(eq(arcChunks.stream, stream.id)).orderBy(asc(arcChunks.seq));
      const format = request.query.format;
      reply
        .type(CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="stream-${stream.id}.${format}"`)
        .header("cache-control", "no-store");
      return reply.send(
        send(
          format,
          stream.sample_rate,
          { stream: stream.id, sample_rate: stream.sample_rate, from_index: null, to_index: null },
          pieces(app, stream.sample_rate, chunks, null),
        ),
      );
    },
  );

  api.get(
    "/api/cycles/:id/raw/",
    {
      schema: {
        tags: ["cycles"],
        summary:
          "A cycle's raw samples from start − buffer start to stop + buffer stop, as sent by the edge server: CSV, JSON or an Arrow IPC stream (404 for a cycle typed by hand)",
        params,
        querystring: ZRawQuery,
        response: rawAnswer("The cycle's samples, as an attachment."),
      },
      onRequest: requirePermission("production", "list"),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!isUuid(request.params.id)) throw notFound();
      const [row] = await app.db
        .select({ id: cycles.id, raw_from: cycles.raw_from, raw_to: cycles.raw_to, stream: arcStreams })
        .from(cycles)
        .innerJoin(arcStreams, eq(arcStreams.id, cycles.stream))
        .where(itemFilter(user, cycles.id, cycles.client_id, request.params.id))
        .limit(1);
      if (!row || row.raw_from === null || row.raw_to === null) throw notFound();
      const range = { from: row.raw_from, to: row.raw_to };
      // Processed chunks (first_index set) that overlap the range; the primary key (stream, seq) serves it.
      const chunks = await app.db
        .select()
        .from(arcChunks)
        .where(
          and(
            eq(arcChunks.stream, row.stream.id),
            lt(arcChunks.first_index, range.to),
            gt(sql`${arcChunks.first_index} + ${arcChunks.samples}`, range.from),
          ),
        )
        .orderBy(asc(arcChunks.seq));
      const format = request.query.format;
      reply
        .type(CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="cycle-${row.id}.${format}"`)
        .header("cache-control", "no-store");
      const rate = row.stream.sample_rate;
      return reply.send(
        send(
          format,
          rate,
          { stream: row.stream.id, sample_rate: rate, from_index: range.from, to_index: range.to },
          pieces(app, rate, chunks, range),
        ),
      );
    },
  );
}

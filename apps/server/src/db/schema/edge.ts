import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { idColumn } from "./columns.js";
import { clients, users } from "./platform.js";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const micros = (name: string) => bigint(name, { mode: "number" });
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export interface TNetworkDevice {
  ip: string;
  mac: string;
}

/**
 * What an edge server (a user with is_machine) has beyond its user row: its machine token (only a SHA-256 kept,
 * shown once when issued, revocable) and what its last ping said. Connected = pinged in the last minute.
 */
export const edgeServers = pgTable("edge_servers", {
  user_id: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  client_id: uuid("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "cascade" }),
  token_hash: text("token_hash").unique(),
  token_issued_at: at("token_issued_at"),
  last_ping_at: at("last_ping_at"),
  hostname: text("hostname"),
  version: text("version"),
  distribution: text("distribution"),
  network_devices: jsonb("network_devices").$type<TNetworkDevice[]>().notNull().default([]),
  /** The edge server's own clock at its last ping (ISO text as sent), to tell its drift. */
  reported_time: text("reported_time"),
});

/**
 * One acquisition stream: an edge server, a workstation and a torch at a sample rate from t0_us. Chunks are
 * processed in seq order; `next_seq` is the durable "next chunk to process" and `checkpoint` the engine's resume
 * state after it, written in the same transaction as the cycles, so a crash resumes where it stopped.
 */
export const arcStreams = pgTable(
  "arc_streams",
  {
    id: idColumn(),
    client_id: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    edge_server: uuid("edge_server")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    project: uuid("project"),
    workstation: uuid("workstation").notNull(),
    torch: integer("torch").notNull(),
    sample_rate: integer("sample_rate").notNull(),
    t0_us: micros("t0_us").notNull(),
    next_seq: integer("next_seq").notNull().default(0),
    /** Samples fed to the engine so far (the index of the next chunk's first sample). */
    next_index: micros("next_index").notNull().default(0),
    checkpoint: jsonb("checkpoint"),
    /** Why processing stopped on a chunk (it stays at next_seq until the stream is re-run). */
    error: text("error"),
    processed_at: at("processed_at"),
    created_at: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("arc_streams_edge_server_idx").on(table.edge_server, table.created_at)],
);

/** What was scanned at the workstation and from when (t_us) it holds; a cycle takes the context in force at its start. */
export const arcStreamContexts = pgTable(
  "arc_stream_contexts",
  {
    id: idColumn(),
    stream: uuid("stream")
      .notNull()
      .references(() => arcStreams.id, { onDelete: "cascade" }),
    t_us: micros("t_us").notNull(),
    weld: uuid("weld"),
    welder: uuid("welder"),
    pass_group: uuid("pass_group"),
    filler_metal: uuid("filler_metal"),
    created_at: at("created_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("arc_stream_contexts_stream_t_unique").on(table.stream, table.t_us)],
);

/** The index of a stream's raw chunks: the bytes are in the file store (gzip), under `file_key`. */
export const arcChunks = pgTable(
  "arc_chunks",
  {
    stream: uuid("stream")
      .notNull()
      .references(() => arcStreams.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    t0_us: micros("t0_us").notNull(),
    samples: integer("samples").notNull(),
    /** SHA-256 of the canonical body: the same seq again with the same hash is a re-send, another hash a conflict. */
    body_hash: text("body_hash").notNull(),
    file_key: text("file_key").notNull(),
    bytes: integer("bytes").notNull(),
    /** Index of its first sample in the stream, set when processed (a restart re-reads from the checkpoint's index). */
    first_index: micros("first_index"),
    created_at: at("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.stream, table.seq] })],
);

/**
 * Display envelopes of a stream (the engine's envelope events at 100 Hz and 10 Hz; the 1 kHz level stays out of
 * the database): per bucket of `bucket_samples` from `from_index`, min, max and mean of U, I, WFS, TS. `data` is
 * Float32 little endian, channel by channel (u, i, wfs, ts), each min[], max[], mean[]; NaN where a bucket had no
 * valid sample. A chart of an hour opens from the 10 Hz level (36 000 buckets), of a cycle from the 100 Hz one.
 */
export const arcEnvelopes = pgTable(
  "arc_envelopes",
  {
    stream: uuid("stream")
      .notNull()
      .references(() => arcStreams.id, { onDelete: "cascade" }),
    hz: integer("hz").notNull(),
    from_index: micros("from_index").notNull(),
    to_index: micros("to_index").notNull(),
    from_us: micros("from_us").notNull(),
    bucket_samples: integer("bucket_samples").notNull(),
    data: bytes("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.stream, table.hz, table.from_index] })],
);

/** The engine's statistics per integration window of a cycle (integration_step > 0), keyed by their first sample. */
export const arcWindows = pgTable(
  "arc_windows",
  {
    stream: uuid("stream")
      .notNull()
      .references(() => arcStreams.id, { onDelete: "cascade" }),
    from_index: micros("from_index").notNull(),
    to_index: micros("to_index").notNull(),
    from_us: micros("from_us").notNull(),
    /** The engine's number of the cycle (from 1 in stream order). */
    cycle: integer("cycle").notNull(),
    /** TArcStats of the window. */
    stats: jsonb("stats").notNull(),
  },
  (table) => [primaryKey({ columns: [table.stream, table.from_index] })],
);

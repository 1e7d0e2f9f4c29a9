import type { TImportRecordStatus, TMessage } from "@weldtrace/domain";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenantColumns } from "./catalogues.js";
import { users } from "./platform.js";

/**
 * One import of a file, kept so an import cut off midway is never a silent half import: who, which file, when, how far
 * it got and how it ended. Written when the import starts and updated in the transaction of each chunk it saves, so a
 * process killed midway leaves counts that match the rows saved; `running` records left by a dead process become
 * `interrupted` at start.
 */
export const imports = pgTable(
  "imports",
  {
    ...tenantColumns(),
    /** The import's key (`/api/imports/<key>/`): one resource's import. */
    import_key: text("import_key").notNull(),
    file_name: text("file_name").notNull(),
    /** Where the uploaded file is kept in the file store while the import may be resumed; null once dropped. */
    file_key: text("file_key"),
    /** The parameters chosen before the file (the flaw import's library), for a resume. */
    query: jsonb("query").$type<Record<string, string>>().notNull().default({}),
    user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    started_at: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    status: text("status").$type<TImportRecordStatus>().notNull().default("running"),
    /** The file's data rows, once read to its end. */
    rows_total: integer("rows_total"),
    rows_saved: integer("rows_saved").notNull().default(0),
    rows_updated: integer("rows_updated").notNull().default(0),
    rows_refused: integer("rows_refused").notNull().default(0),
    /** Rows of the file handled by committed chunks (saved or refused): a resume reads the file from the next one. */
    rows_done: integer("rows_done").notNull().default(0),
    /** The 0-based index of the last chunk committed; -1 before the first. */
    last_chunk: integer("last_chunk").notNull().default(-1),
    /** Why a failed import stopped (the codes of its error), when it failed. */
    failure: jsonb("failure").$type<Record<string, TMessage[]>>(),
  },
  (table) => [
    // The list of one import's records, newest first (GET /api/imports/<key>/runs/).
    index("imports_list_idx").on(
      table.client_id,
      table.import_key,
      // NULLS FIRST as a plain `order by ... desc` reads it (the columns are never null).
      table.started_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Server start: the records left running.
    index("imports_running_idx").on(table.status).where(sql`${table.status} = 'running'`),
  ],
);

/** The records an import created or updated: what its undo deletes (created ones, when nothing uses them). */
export const importRows = pgTable(
  "import_rows",
  {
    import_id: uuid("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    /** The resource key of the record (the import's resource, or a tag it created for a name in the file). */
    resource: text("resource").notNull(),
    record_id: uuid("record_id").notNull(),
    /** The file row (1-based, header excluded); null for a record created for a name (a tag). */
    n: integer("n"),
    created: boolean("created").notNull(),
  },
  (table) => [primaryKey({ columns: [table.import_id, table.resource, table.record_id] })],
);

/** The rows of the file an import refused: its per-row report (row number, name excerpt, fields and message codes). */
export const importRefusals = pgTable(
  "import_refusals",
  {
    import_id: uuid("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    n: integer("n").notNull(),
    name: text("name").notNull(),
    codes: jsonb("codes").$type<Record<string, TMessage[]>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.import_id, table.n] })],
);

export type TImportRow = typeof imports.$inferSelect;

import { HISTORY_LIST, type THistoryAction, type THistoryStoredChanges } from "@weldtrace/domain";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import { idColumn } from "./columns.js";
import { clients } from "./platform.js";

/**
 * The change history: one row per write to a client's data, written in the write's own transaction (history/record.ts)
 * and never changed afterwards (no route updates or deletes it). Kept as long as the client (docs/decisions.md).
 * `user_id`, `machine_id`, `record_id` and `import_id` carry no foreign key: an entry outlives the user, the record and
 * the import it names.
 */
export const historyEntries = pgTable(
  "history_entries",
  {
    id: idColumn(),
    client_id: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** A resource key (`weld`), or the key of a record an area writes itself (`procedure`, `user`). */
    resource: text("resource").notNull(),
    record_id: uuid("record_id").notNull(),
    action: text("action").$type<THistoryAction>().notNull(),
    user_id: uuid("user_id"),
    /** The edge server of a machine write. */
    machine_id: uuid("machine_id"),
    request_id: text("request_id"),
    /** The import record the row came from (the `imports` table); no foreign key, as above. */
    import_id: uuid("import_id"),
    /** A list of changed fields, or a bulk-created row's values (THistoryStoredChanges). */
    changes: jsonb("changes").$type<THistoryStoredChanges>().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    // The client-wide list, newest first: (client_id, created_at, id).
    ...listIndexes(table, HISTORY_LIST),
    // One record's entries (ids are unique across clients); also finds the record's client.
    index("history_entries_record_idx").on(table.record_id, table.created_at, table.id),
    // The client-wide list filtered by user (one user's entries are too few to find by walking the time index).
    index("history_entries_user_idx").on(table.client_id, table.user_id, table.created_at, table.id),
    // None for the list filtered by resource: each index costs every entry of a bulk save or an import, and a
    // resource's entries are many enough to be found walking the client's time index (docs/decisions.md).
  ],
);

import { date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { clients } from "./platform.js";

/**
 * The dashboard's figures of one day, kept after a first read (modules/dashboard/day-cache.ts): per scope (a project,
 * or the client's id for cycles without one), kind of figures, reader's time zone and day. The writes to welds,
 * flaws, cycles, cut-outs and pass groups delete the rows of the days they touch, in their own transaction (triggers
 * of migration 0034), so a row is never older than the data. `data` null: nothing that day.
 */
export const dashboardDays = pgTable(
  "dashboard_days",
  {
    client_id: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    scope: uuid("scope").notNull(),
    kind: text("kind").notNull(),
    tz: text("tz").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    data: jsonb("data"),
    /** Timeline days: the workstations ("" for cycles typed by hand) a write changed since, aggregated again on read. */
    stale: text("stale").array(),
    computed_at: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Reads and the writes' deletes take a scope, a kind and a range of days; a pass group's change takes the client.
  (table) => [
    primaryKey({ columns: [table.scope, table.kind, table.day, table.tz] }),
    index("dashboard_days_client_idx").on(table.client_id, table.kind),
  ],
);

/**
 * The hours of the days being welded (modules/dashboard/day-cache.ts): an hour in UTC, the same for every reader's zone
 * with whole-hour offsets. A write deletes only the hour its instant falls in, so the day it changes is summed again
 * from its hours and only that hour is aggregated from the rows.
 */
export const dashboardHours = pgTable(
  "dashboard_hours",
  {
    client_id: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    scope: uuid("scope").notNull(),
    kind: text("kind").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    data: jsonb("data"),
    computed_at: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.kind, table.hour] }),
    index("dashboard_hours_client_idx").on(table.client_id, table.kind),
  ],
);

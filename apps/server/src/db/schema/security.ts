import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of @fastify/rate-limit (login by account and address, by address, reset mails, writes), kept in the
 * database so every server process shares them (ARCHITECTURE.md: no state in process memory).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});

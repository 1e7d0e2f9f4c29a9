import type { TGroup } from "@weldtrace/domain";
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import { CLIENT_LIST, USER_LIST } from "../list-specs.js";
import { idColumn, timestamps } from "./columns.js";

export const clients = pgTable(
  "clients",
  {
    id: idColumn(),
    name: text("name").notNull(),
    logo: text("logo"),
    default_date_format: text("default_date_format").notNull().default("YYYY-MM-DD"),
    licence_key: text("licence_key"),
    licence_expires_at: date("licence_expires_at", { mode: "string" }),
    /** The operator's own organisation, home of platform staff. */
    is_platform: boolean("is_platform").notNull().default(false),
    ...timestamps(),
  },
  (table) => [...listIndexes(table, CLIENT_LIST, { tenant: false })],
);

export const groups = pgTable("groups", {
  id: idColumn(),
  name: text("name").$type<TGroup>().notNull().unique(),
});

export const users = pgTable(
  "users",
  {
    id: idColumn(),
    client_id: uuid("client_id")
      .notNull()
      .references(() => clients.id),
    group_id: uuid("group_id")
      .notNull()
      .references(() => groups.id),
    email: text("email").notNull(),
    username: text("username").notNull(),
    first_name: text("first_name").notNull().default(""),
    last_name: text("last_name").notNull().default(""),
    password_hash: text("password_hash"),
    photo: text("photo"),
    /** The user's language (My account): the web applies it at sign-in, mails are written in it. */
    language: text("language", { enum: ["en", "fr"] })
      .notNull()
      .default("en"),
    is_machine: boolean("is_machine").notNull().default(false),
    is_active: boolean("is_active").notNull().default(true),
    // An edge server's project (checked on write to be of the user's client). No foreign key: projects.ts builds on
    // this file; deleting a project clears it (modules/projects/hooks.ts).
    project: uuid("project"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    // No index on client_id alone: every users_list_* index leads with it.
    index("users_project_idx").on(table.project),
    ...listIndexes(table, USER_LIST),
  ],
);

/** Session tokens; only a SHA-256 of the random token is kept, so a leaked table grants nothing. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: idColumn(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sliding expiry: a token unused for TOKEN_IDLE_DAYS no longer opens a session. */
    last_used_at: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** Shown in My account so the user can tell their sessions apart. */
    user_agent: text("user_agent"),
  },
  (table) => [index("auth_tokens_user_idx").on(table.user_id, table.last_used_at)],
);

export const passwordResets = pgTable("password_resets", {
  id: idColumn(),
  user_id: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  token_hash: text("token_hash").notNull().unique(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  used_at: timestamp("used_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every mail sent, so password reset works without an SMTP server. */
export const outbox = pgTable("outbox", {
  id: idColumn(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  sent: boolean("sent").notNull().default(false),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Server-wide secrets kept in the database (so every instance and every restart agrees): link signing. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

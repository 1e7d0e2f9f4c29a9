import type { TSavedViewState } from "@weldtrace/domain";
import { jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenantColumns } from "./catalogues.js";
import { users } from "./platform.js";

/**
 * A list's named views, one user's own: the list's page path, the name the
 * user gave and what the view puts back (search, sort, filters, hidden columns). Kept on the server so they follow
 * the user from one device to another; the user's client is kept too, so a view never outlives the tenancy rules.
 */
export const savedViews = pgTable(
  "saved_views",
  {
    ...tenantColumns(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    list: text("list").notNull(),
    name: text("name").notNull(),
    state: jsonb("state").$type<TSavedViewState>().notNull(),
  },
  // One name per user and list; the picker reads one user's views of one list, by name.
  (table) => [uniqueIndex("saved_views_user_list_name_unique").on(table.user_id, table.list, table.name)],
);

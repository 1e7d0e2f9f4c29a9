import type { TDataBookStatus, TLanguage } from "@weldtrace/domain";
import { bigint, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tenantColumns } from "./catalogues.js";
import { users } from "./platform.js";
import { projects } from "./projects.js";

/** A project's data book being built, or built, by its background job: progress, then the PDF in the file store. */
export const dataBooks = pgTable(
  "data_books",
  {
    ...tenantColumns(),
    project: uuid("project")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    language: text("language").$type<TLanguage>().notNull(),
    status: text("status").$type<TDataBookStatus>().notNull().default("queued"),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    file_key: text("file_key"),
    size: bigint("size", { mode: "number" }),
    error: text("error"),
    created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  // The start's scan of unfinished books; a project's books, newest first.
  (table) => [index("data_books_status_idx").on(table.status), index("data_books_project_idx").on(table.project, table.created_at)],
);

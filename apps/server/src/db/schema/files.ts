import type { TFileKind } from "@weldtrace/domain";
import { bigint, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tenantColumns } from "./catalogues.js";
import { users } from "./platform.js";

/** Metadata of a stored file; the bytes live in the file store (disk or S3) under storage_key. */
export const files = pgTable(
  "files",
  {
    ...tenantColumns(),
    kind: text("kind").$type<TFileKind>().notNull(),
    filename: text("filename").notNull(),
    content_type: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    storage_key: text("storage_key").notNull().unique(),
    created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("files_client_idx").on(table.client_id, table.created_at)],
);

import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tenantColumns } from "./catalogues.js";

/*
 * Flaw libraries, their NDE methods and the flaw types of each method. A library's methods and types go
 * with it when it is deleted, unless a flaw uses one of its types (the flaw's foreign key refuses: 409).
 * List orderings are served by (client_id, lower(name), id), as the generic list sorts.
 */

const flag = (name: string) => boolean(name).notNull().default(false);

export const flawLibraries = pgTable(
  "flaw_libraries",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    /** The projects using the library, all of its client (checked on write). */
    projects: uuid("projects").array().notNull().default([]),
  },
  (table) => [
    index("flaw_libraries_client_name_idx").on(table.client_id, sql`lower(${table.name})`, table.id),
    index("flaw_libraries_projects_idx").using("gin", table.projects),
  ],
);

export const flawNdeMethods = pgTable(
  "flaw_nde_methods",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    description: text("description"),
    library: uuid("library")
      .notNull()
      .references(() => flawLibraries.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("flaw_nde_methods_client_name_idx").on(table.client_id, sql`lower(${table.name})`, table.id),
    index("flaw_nde_methods_library_name_idx").on(table.library, sql`lower(${table.name})`, table.id),
  ],
);

export const flawTypes = pgTable(
  "flaw_types",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    acronym: text("acronym"),
    comment: text("comment"),
    nde_method: uuid("nde_method")
      .notNull()
      .references(() => flawNdeMethods.id, { onDelete: "cascade" }),
    with_start_position: flag("with_start_position"),
    with_end_position: flag("with_end_position"),
    with_length: flag("with_length"),
    with_depth: flag("with_depth"),
    with_height: flag("with_height"),
    with_width: flag("with_width"),
    with_diameter: flag("with_diameter"),
    with_angle: flag("with_angle"),
    with_cluster_diameter: flag("with_cluster_diameter"),
    with_quantity: flag("with_quantity"),
  },
  (table) => [
    index("flaw_types_client_name_idx").on(table.client_id, sql`lower(${table.name})`, table.id),
    index("flaw_types_method_name_idx").on(table.nde_method, sql`lower(${table.name})`, table.id),
  ],
);

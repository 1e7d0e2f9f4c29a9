import { boolean, date, doublePrecision, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { documentTypes, tenantColumns } from "./catalogues.js";
import { files } from "./files.js";

export const workpieceTags = pgTable(
  "workpiece_tags",
  { ...tenantColumns(), label: text("label").notNull(), color: text("color").notNull() },
  (table) => [index("workpiece_tags_client_idx").on(table.client_id, table.label)],
);

export const consumableDiameters = pgTable(
  "consumable_diameters",
  {
    ...tenantColumns(),
    diameter_mm: doublePrecision("diameter_mm").notNull(),
    diameter_inch_dec: doublePrecision("diameter_inch_dec").notNull(),
    diameter_inch_frac: text("diameter_inch_frac").notNull(),
  },
  (table) => [index("consumable_diameters_client_idx").on(table.client_id, table.diameter_mm)],
);

const logoTable = <const T extends string>(name: T) =>
  pgTable(name, { ...tenantColumns(), name: text("name").notNull(), logo: text("logo") }, (table) => [
    index(`${name}_client_idx`).on(table.client_id, table.name),
  ]);
export const companies = logoTable("companies");
export const contractors = logoTable("contractors");

export const fillerMetalClassifications = pgTable(
  "filler_metal_classifications",
  { ...tenantColumns(), name: text("name").notNull(), description: text("description"), standards: text("standards") },
  (table) => [index("filler_metal_classifications_client_idx").on(table.client_id, table.name)],
);

export const workpieceTypes = pgTable(
  "workpiece_types",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    description: text("description"),
    display_outer_diameter: boolean("display_outer_diameter").notNull().default(false),
    display_covered_outer_diameter: boolean("display_covered_outer_diameter").notNull().default(false),
  },
  (table) => [index("workpiece_types_client_idx").on(table.client_id, table.name)],
);

/** Types are a set of measuring instrument type ids; kept as an array (validated on write, same client). */
export const productModels = pgTable(
  "product_models",
  { ...tenantColumns(), name: text("name").notNull(), types: uuid("types").array().notNull().default([]) },
  (table) => [index("product_models_client_idx").on(table.client_id, table.name)],
);

export const documents = pgTable(
  "documents",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    type: uuid("type")
      .notNull()
      .references(() => documentTypes.id),
    expired_at: date("expired_at", { mode: "string" }),
    file: uuid("file").references(() => files.id, { onDelete: "set null" }),
  },
  (table) => [index("documents_client_idx").on(table.client_id, table.name), index("documents_type_idx").on(table.type)],
);

/** Heats: a heat number and its certificates; which list shows a heat depends on its documents' types. */
export const heats = pgTable(
  "heats",
  { ...tenantColumns(), heat_no: text("heat_no").notNull(), documents: uuid("documents").array().notNull().default([]) },
  (table) => [index("heats_client_idx").on(table.client_id, table.heat_no)],
);

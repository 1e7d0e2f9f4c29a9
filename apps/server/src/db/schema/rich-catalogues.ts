import type { TResourceKey } from "@weldtrace/domain";
import { boolean, date, doublePrecision, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import { documentTypes, tenantColumns } from "./catalogues.js";
import { files } from "./files.js";

export const workpieceTags = pgTable(
  "workpiece_tags",
  { ...tenantColumns(), label: text("label").notNull(), color: text("color").notNull() },
  (table) => [...listIndexes(table, "workpieceTag")],
);

export const consumableDiameters = pgTable(
  "consumable_diameters",
  {
    ...tenantColumns(),
    diameter_mm: doublePrecision("diameter_mm").notNull(),
    diameter_inch_dec: doublePrecision("diameter_inch_dec").notNull(),
    diameter_inch_frac: text("diameter_inch_frac").notNull(),
  },
  (table) => [...listIndexes(table, "consumableDiameter")],
);

const logoTable = <const T extends string>(name: T, resource: TResourceKey) =>
  pgTable(name, { ...tenantColumns(), name: text("name").notNull(), logo: text("logo") }, (table) => [...listIndexes(table, resource)]);
export const companies = logoTable("companies", "company");
export const contractors = logoTable("contractors", "contractor");

export const fillerMetalClassifications = pgTable(
  "filler_metal_classifications",
  { ...tenantColumns(), name: text("name").notNull(), description: text("description"), standards: text("standards") },
  (table) => [...listIndexes(table, "fillerMetalClassification")],
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
  (table) => [...listIndexes(table, "workpieceType")],
);

/** Types are a set of measuring instrument type ids; kept as an array (validated on write, same client). */
export const productModels = pgTable(
  "product_models",
  { ...tenantColumns(), name: text("name").notNull(), types: uuid("types").array().notNull().default([]) },
  (table) => [...listIndexes(table, "productModel")],
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
  (table) => [...listIndexes(table, "document"), index("documents_type_idx").on(table.type)],
);

/** Heats: a heat number and its certificates; which list shows a heat depends on its documents' types. */
export const heats = pgTable(
  "heats",
  { ...tenantColumns(), heat_no: text("heat_no").notNull(), documents: uuid("documents").array().notNull().default([]) },
  // One table behind two lists with the same orderings and search.
  (table) => [...listIndexes(table, "workpieceHeat")],
);

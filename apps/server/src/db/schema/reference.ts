import { pgTable, text } from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import { tenantColumns } from "./catalogues.js";

export const beadTechniques = pgTable("bead_techniques", { ...tenantColumns(), name: text("name").notNull() }, (table) => [
  ...listIndexes(table, "beadTechnique"),
]);

export const bevelTypes = pgTable(
  "bevel_types",
  { ...tenantColumns(), name: text("name").notNull(), description: text("description") },
  (table) => [...listIndexes(table, "bevelType")],
);

export const weldingPositions = pgTable(
  "welding_positions",
  { ...tenantColumns(), name: text("name").notNull(), description: text("description"), standards: text("standards") },
  (table) => [...listIndexes(table, "weldingPosition")],
);

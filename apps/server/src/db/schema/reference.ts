import { index, pgTable, text } from "drizzle-orm/pg-core";
import { tenantColumns } from "./catalogues.js";

export const beadTechniques = pgTable("bead_techniques", { ...tenantColumns(), name: text("name").notNull() }, (table) => [
  index("bead_techniques_client_idx").on(table.client_id, table.name),
]);

export const bevelTypes = pgTable(
  "bevel_types",
  { ...tenantColumns(), name: text("name").notNull(), description: text("description") },
  (table) => [index("bevel_types_client_idx").on(table.client_id, table.name)],
);

export const weldingPositions = pgTable(
  "welding_positions",
  { ...tenantColumns(), name: text("name").notNull(), description: text("description"), standards: text("standards") },
  (table) => [index("welding_positions_client_idx").on(table.client_id, table.name)],
);

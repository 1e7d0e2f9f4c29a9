import { boolean, date, doublePrecision, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import { measuringInstrumentTypes, tenantColumns, workstationTypes } from "./catalogues.js";
import { projects, weldingProcesses } from "./projects.js";
import { documents, productModels } from "./rich-catalogues.js";

/*
 * Measuring instruments, workstations and welders. Single links are foreign keys (a product model
 * or type in use cannot be deleted: 409 in_use); document and position lists are uuid[] checked on write.
 * List orderings are served by (client_id, <sort expression>, id) indexes.
 */

const ids = (name: string) => uuid(name).array().notNull().default([]);

export const measuringInstruments = pgTable(
  "measuring_instruments",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    serial_number: text("serial_number").notNull(),
    product_model: uuid("product_model").references(() => productModels.id),
    type: uuid("type").references(() => measuringInstrumentTypes.id),
    project: uuid("project").references(() => projects.id),
    utility: text("utility"),
    calibrated_at: date("calibrated_at", { mode: "string" }),
    expire_at: date("expire_at", { mode: "string" }),
    documents: ids("documents"),
  },
  (table) => [
    ...listIndexes(table, "measuringInstrument"),
    index("measuring_instruments_model_idx").on(table.product_model),
    index("measuring_instruments_project_idx").on(table.project),
  ],
);

/** Spec §3 "Instrument type parameter": one row per product model and type (a type once per model). */
export const instrumentTypesParameters = pgTable(
  "instrument_types_parameters",
  {
    ...tenantColumns(),
    product_model: uuid("product_model")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    instrument_type: uuid("instrument_type")
      .notNull()
      .references(() => measuringInstrumentTypes.id, { onDelete: "cascade" }),
    min_input_value: doublePrecision("min_input_value"),
    max_input_value: doublePrecision("max_input_value"),
    min_output_value: doublePrecision("min_output_value"),
    max_output_value: doublePrecision("max_output_value"),
    encoder_resolution: doublePrecision("encoder_resolution"),
    diameter: doublePrecision("diameter"),
    gear_diameter: doublePrecision("gear_diameter"),
    motor_reducer: doublePrecision("motor_reducer"),
  },
  (table) => [
    uniqueIndex("instrument_types_parameters_model_type_unique").on(table.product_model, table.instrument_type),
    ...listIndexes(table, "instrumentTypesParameter"),
    index("instrument_types_parameters_type_idx").on(table.instrument_type),
  ],
);

export const workstations = pgTable(
  "workstations",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    type: uuid("type")
      .notNull()
      .references(() => workstationTypes.id),
  },
  (table) => [...listIndexes(table, "workstation"), index("workstations_type_idx").on(table.type)],
);

/** A deleted welder is kept (`deleted`), so an import can restore it by welder_id. */
export const welders = pgTable(
  "welders",
  {
    ...tenantColumns(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    welder_id: text("welder_id").notNull(),
    country: text("country"),
    documents: ids("documents"),
    profile_picture: text("profile_picture"),
    deleted: boolean("deleted").notNull().default(false),
  },
  (table) => [
    uniqueIndex("welders_client_welder_id_unique").on(table.client_id, table.welder_id),
    // The welders and deleted-welders lists both filter by `deleted` (their scope).
    ...listIndexes(table, "welder", { scope: [table.deleted] }),
  ],
);

export const welderQualifications = pgTable(
  "welder_qualifications",
  {
    ...tenantColumns(),
    welder: uuid("welder")
      .notNull()
      .references(() => welders.id, { onDelete: "cascade" }),
    process: uuid("process")
      .notNull()
      .references(() => weldingProcesses.id),
    positions: ids("positions"),
    thickness_min: doublePrecision("thickness_min"),
    thickness_max: doublePrecision("thickness_max"),
    diameter_min: doublePrecision("diameter_min"),
    diameter_max: doublePrecision("diameter_max"),
    certificate: uuid("certificate").references(() => documents.id, { onDelete: "set null" }),
    qualified_at: date("qualified_at", { mode: "string" }).notNull(),
    expire_at: date("expire_at", { mode: "string" }),
  },
  (table) => [
    index("welder_qualifications_welder_idx").on(table.welder, table.qualified_at),
    ...listIndexes(table, "welderQualification"),
    index("welder_qualifications_process_idx").on(table.process),
  ],
);

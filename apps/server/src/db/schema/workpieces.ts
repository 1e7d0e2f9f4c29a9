import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { v7 as uuidv7 } from "uuid";
import { listIndexes } from "../list-indexes.js";
import { coveredMaterialIsos, fillerMetalManufacturers, manufacturingProcesses, tenantColumns } from "./catalogues.js";
import { projects } from "./projects.js";
import { companies, consumableDiameters, fillerMetalClassifications, heats, workpieceTypes } from "./rich-catalogues.js";

/**
 * Workpieces (spec §3). Outer diameter and wall thickness in mm, length in m, weight in kg. `parent` links a
 * piece cut from another one; a parent is not deleted while it has children (the workpiece hooks refuse it).
 */
export const workpieces = pgTable(
  "workpieces",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    type: uuid("type").references(() => workpieceTypes.id),
    project: uuid("project").references(() => projects.id, { onDelete: "set null" }),
    workpiece_tags: uuid("workpiece_tags").array().notNull().default([]),
    manufacturer_id: uuid("manufacturer_id").references(() => companies.id),
    manufacturer_workpiece_no: text("manufacturer_workpiece_no"),
    heat: uuid("heat").references(() => heats.id),
    batch: text("batch"),
    grade: text("grade"),
    group_iso: uuid("group_iso").references(() => coveredMaterialIsos.id),
    length: doublePrecision("length"),
    weight: doublePrecision("weight"),
    comment: text("comment"),
    parent: uuid("parent"),
    outer_diameter: doublePrecision("outer_diameter"),
    wall_thickness: doublePrecision("wall_thickness"),
    manufacturing_process: uuid("manufacturing_process").references(() => manufacturingProcesses.id),
    uns_numbers: uuid("uns_numbers").array().notNull().default([]),
    is_cra: boolean("is_cra").notNull().default(false),
    documents: uuid("documents").array().notNull().default([]),
    pcm: doublePrecision("pcm"),
    pren: doublePrecision("pren"),
    ce: doublePrecision("ce"),
  },
  (table) => [
    ...listIndexes(table, "workpiece"),
    index("workpieces_parent_idx").on(table.parent),
    index("workpieces_project_idx").on(table.project),
  ],
);

/**
 * Workpiece edges (spec §3): dimensions in mm. `uuid` is the identity printed on the edge's Data Matrix label
 * and named by imports (flaws: WORKPIECE_EDGE_UUID_1). One name per workpiece ("The workpiece edge already
 * exists"). Welds point at edges; the weld area refuses to delete a welded edge through `edgeDeleteGuards`.
 */
export const workpieceEdges = pgTable(
  "workpiece_edges",
  {
    ...tenantColumns(),
    workpiece: uuid("workpiece")
      .notNull()
      .references(() => workpieces.id),
    name: text("name").notNull(),
    uuid: uuid("uuid")
      .notNull()
      .$defaultFn(() => uuidv7()),
    outer_diameter: doublePrecision("outer_diameter"),
    length: doublePrecision("length"),
    wall_thickness: doublePrecision("wall_thickness"),
  },
  (table) => [
    ...listIndexes(table, "workpieceEdge"),
    uniqueIndex("workpiece_edges_workpiece_name_idx").on(table.workpiece, sql`lower(${table.name})`),
    uniqueIndex("workpiece_edges_uuid_idx").on(table.uuid),
  ],
);

/** Filler metals (spec §3); diameter is one of the client's consumable diameters. */
export const fillerMetals = pgTable(
  "filler_metals",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    classification: uuid("classification").references(() => fillerMetalClassifications.id),
    manufacturer: uuid("manufacturer").references(() => fillerMetalManufacturers.id),
    heats: uuid("heats").array().notNull().default([]),
    diameter: uuid("diameter").references(() => consumableDiameters.id),
    description: text("description"),
    standards: text("standards"),
  },
  (table) => [...listIndexes(table, "fillerMetal")],
);

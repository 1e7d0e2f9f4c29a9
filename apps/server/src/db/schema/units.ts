import { sql } from "drizzle-orm";
import { boolean, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import { tenantColumns } from "./catalogues.js";

/** A client's unit systems; one per client is the default (a partial unique index keeps it so). */
export const uoms = pgTable(
  "uoms",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    is_default: boolean("is_default").notNull().default(false),
    control_position: text("control_position").notNull(),
    dimension: text("dimension").notNull(),
    filler_metal_diameter: text("filler_metal_diameter").notNull(),
    gas_composition: text("gas_composition").notNull(),
    gas_flow: text("gas_flow").notNull(),
    heat_input: text("heat_input").notNull(),
    oscillation_frequency: text("oscillation_frequency").notNull(),
    oscillation_width: text("oscillation_width").notNull(),
    temperature: text("temperature").notNull(),
    temperature_ramping: text("temperature_ramping").notNull(),
    travel_speed: text("travel_speed").notNull(),
    weight: text("weight").notNull(),
    weld_cycle_length: text("weld_cycle_length").notNull(),
    wire_feed_speed: text("wire_feed_speed").notNull(),
    workpiece_length: text("workpiece_length").notNull(),
    workpiece_outer_diameter: text("workpiece_outer_diameter").notNull(),
  },
  (table) => [...listIndexes(table, "uom"), uniqueIndex("uoms_one_default_per_client").on(table.client_id).where(sql`${table.is_default}`)],
);

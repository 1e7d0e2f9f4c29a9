import type { TProjectStatus } from "@weldtrace/domain";
import { boolean, doublePrecision, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import { TRIGGER_CONDITION_LIST } from "../list-specs.js";
import { tenantColumns } from "./catalogues.js";
import { uoms } from "./units.js";

/** Projects: the unit system is one of the client's (checked on write), kept while a project uses it. */
export const projects = pgTable(
  "projects",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    uom: uuid("uom").references(() => uoms.id),
    status: text("status").$type<TProjectStatus>().notNull().default("PLANNED"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    companies: uuid("companies").array().notNull().default([]),
    contractors: uuid("contractors").array().notNull().default([]),
  },
  (table) => [...listIndexes(table, "project"), index("projects_uom_idx").on(table.uom)],
);

/** Timings (seconds) that decide when a cycle's arc data counts; processes belong to a group. */
export const weldingProcessGroups = pgTable(
  "welding_process_groups",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    minimum_cycle_time: doublePrecision("minimum_cycle_time").notNull(),
    integration_step: doublePrecision("integration_step").notNull(),
    occultation_duration_start: doublePrecision("occultation_duration_start").notNull(),
    occultation_duration_stop: doublePrecision("occultation_duration_stop").notNull(),
    buffer_start: doublePrecision("buffer_start").notNull(),
    buffer_stop: doublePrecision("buffer_stop").notNull(),
  },
  (table) => [...listIndexes(table, "weldingProcessGroup")],
);

/** Start and stop conditions of a group: U, I, WFS, TS thresholds, combined with And or Or, during T s. */
export const weldingProcessGroupTriggerConditions = pgTable(
  "welding_process_group_trigger_conditions",
  {
    ...tenantColumns(),
    welding_process_group: uuid("welding_process_group")
      .notNull()
      .references(() => weldingProcessGroups.id, { onDelete: "cascade" }),
    is_start: boolean("is_start").notNull(),
    logical_operator: text("logical_operator").notNull().default("AND"),
    u_consider: boolean("u_consider").notNull().default(false),
    u_operator: integer("u_operator").notNull().default(0),
    u_threshold: doublePrecision("u_threshold").notNull().default(0),
    i_consider: boolean("i_consider").notNull().default(false),
    i_operator: integer("i_operator").notNull().default(0),
    i_threshold: doublePrecision("i_threshold").notNull().default(0),
    wfs_consider: boolean("wfs_consider").notNull().default(false),
    wfs_operator: integer("wfs_operator").notNull().default(0),
    wfs_threshold: doublePrecision("wfs_threshold").notNull().default(0),
    ts_consider: boolean("ts_consider").notNull().default(false),
    ts_operator: integer("ts_operator").notNull().default(0),
    ts_threshold: doublePrecision("ts_threshold").notNull().default(0),
    during_consider: boolean("during_consider").notNull().default(false),
    during_threshold: doublePrecision("during_threshold").notNull().default(0.1),
  },
  (table) => [index("trigger_conditions_group_idx").on(table.welding_process_group), ...listIndexes(table, TRIGGER_CONDITION_LIST)],
);

const flag = (name: string) => boolean(name).notNull().default(false);

export const weldingProcesses = pgTable(
  "welding_processes",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    description: text("description"),
    standards: text("standards"),
    welding_process_group: uuid("welding_process_group").references(() => weldingProcessGroups.id),
    k_factor: doublePrecision("k_factor"),
    rms: flag("rms"),
    display_contact_tip_work_distance: flag("display_contact_tip_work_distance"),
    display_nozzle: flag("display_nozzle"),
    display_torches_distance: flag("display_torches_distance"),
    display_torches_angle: flag("display_torches_angle"),
    display_torches_offset: flag("display_torches_offset"),
    display_shielding_gas: flag("display_shielding_gas"),
    display_gas_flow: flag("display_gas_flow"),
    display_oscillation_frequency: flag("display_oscillation_frequency"),
    display_oscillation_width: flag("display_oscillation_width"),
    display_wire_feed_speed: flag("display_wire_feed_speed"),
    display_frequency: flag("display_frequency"),
    display_current_base: flag("display_current_base"),
    display_current_peak: flag("display_current_peak"),
    display_hw_current: flag("display_hw_current"),
    display_hw_voltage: flag("display_hw_voltage"),
    display_hw_heat_input: flag("display_hw_heat_input"),
  },
  (table) => [...listIndexes(table, "weldingProcess"), index("welding_processes_group_idx").on(table.welding_process_group)],
);

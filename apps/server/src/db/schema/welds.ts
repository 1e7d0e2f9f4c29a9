import type { TFlawResult, TFlawSanction } from "@weldtrace/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import { tenantColumns } from "./catalogues.js";
import { arcStreams } from "./edge.js";
import { files } from "./files.js";
import { passGroups, procedures } from "./procedures.js";
import { projects, weldingProcesses } from "./projects.js";
import { welders } from "./staff.js";
import { fillerMetals, workpieceEdges } from "./workpieces.js";

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
  (table) => [...listIndexes(table, "flawLibrary"), index("flaw_libraries_projects_idx").using("gin", table.projects)],
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
    ...listIndexes(table, "flawNdeMethod"),
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
    /** FLAW_POSITION_UNITS: what a flaw's start and end positions are measured in. */
    position_unit: text("position_unit").notNull().default("mm"),
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
    ...listIndexes(table, "flawType"),
    index("flaw_types_method_name_idx").on(table.nde_method, sql`lower(${table.name})`, table.id),
  ],
);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const num = (name: string) => doublePrecision(name);

/*
 * Welds of a project. `is_cut_out` mirrors "has a cut-out" (one at most: unique index on cut_outs.weld). A project
 * or procedure with welds cannot be deleted (409); an edge used by a weld or a cycle cannot be deleted (edge guard).
 */
export const welds = pgTable(
  "welds",
  {
    ...tenantColumns(),
    project: uuid("project")
      .notNull()
      .references(() => projects.id),
    name: text("name").notNull(),
    internal_name: text("internal_name"),
    procedure: uuid("procedure")
      .notNull()
      .references(() => procedures.id),
    workpiece_edge_1: uuid("workpiece_edge_1").references(() => workpieceEdges.id),
    workpiece_edge_2: uuid("workpiece_edge_2").references(() => workpieceEdges.id),
    started_at: at("started_at"),
    ended_at: at("ended_at"),
    completed: flag("completed"),
    scanned: flag("scanned"),
    is_cut_out: flag("is_cut_out"),
  },
  (table) => [
    ...listIndexes(table, "weld"),
    index("welds_project_created_idx").on(table.project, table.created_at, table.id),
    // The dashboard's day of a weld (modules/dashboard/progress.ts weldDay): a range of days is an index range.
    index("welds_client_day_idx").on(table.client_id, sql`coalesce(${table.ended_at}, ${table.started_at}, ${table.created_at})`),
    index("welds_project_day_idx").on(table.project, sql`coalesce(${table.ended_at}, ${table.started_at}, ${table.created_at})`),
    index("welds_procedure_idx").on(table.procedure),
    index("welds_edge_1_idx").on(table.workpiece_edge_1),
    index("welds_edge_2_idx").on(table.workpiece_edge_2),
  ],
);

/** A cut: deleting it cancels the cut. One per weld. */
export const cutOuts = pgTable(
  "cut_outs",
  {
    ...tenantColumns(),
    weld: uuid("weld")
      .notNull()
      .references(() => welds.id, { onDelete: "cascade" }),
    /** The weld's project, kept for the per-project list. */
    project: uuid("project")
      .notNull()
      .references(() => projects.id),
  },
  (table) => [
    uniqueIndex("cut_outs_weld_idx").on(table.weld),
    ...listIndexes(table, "cutOut"),
    index("cut_outs_project_created_idx").on(table.project, table.created_at, table.id),
  ],
);

const torch = <const N extends 1 | 2>(n: N) =>
  ({
    [`with_torch_${n}`]: flag(`with_torch_${n}`),
    [`pass_group_torch_${n}`]: uuid(`pass_group_torch_${n}`).references(() => passGroups.id, { onDelete: "set null" }),
    [`welding_process_torch_${n}`]: uuid(`welding_process_torch_${n}`).references(() => weldingProcesses.id),
    [`with_heat_input_torch_${n}`]: flag(`with_heat_input_torch_${n}`),
    [`k_factor_torch_${n}`]: num(`k_factor_torch_${n}`),
    [`cycle_edge_torch_${n}`]: uuid(`cycle_edge_torch_${n}`).references(() => workpieceEdges.id),
    [`filler_metal_torch_${n}`]: uuid(`filler_metal_torch_${n}`).references(() => fillerMetals.id),
    // A welder is only ever soft-deleted, so a cycle keeps naming who welded it.
    [`welder_torch_${n}`]: uuid(`welder_torch_${n}`).references(() => welders.id),
    [`bead_length_torch_${n}`]: num(`bead_length_torch_${n}`),
  }) as {
    [K in `with_torch_${N}` | `with_heat_input_torch_${N}`]: ReturnType<typeof flag>;
  } & {
    [K in
      | `pass_group_torch_${N}`
      | `welding_process_torch_${N}`
      | `cycle_edge_torch_${N}`
      | `filler_metal_torch_${N}`
      | `welder_torch_${N}`]: ReturnType<typeof uuid>;
  } & { [K in `k_factor_torch_${N}` | `bead_length_torch_${N}`]: ReturnType<typeof num> };

/**
 * Welding cycles. Manual ones are typed in; the arc-data engine writes the time span and the statistics. A cycle
 * outlives its weld (weld set null) so arc data is never lost with a weld.
 */
export const cycles = pgTable(
  "cycles",
  {
    ...tenantColumns(),
    weld: uuid("weld").references(() => welds.id, { onDelete: "set null" }),
    /** The weld's project and procedure when the cycle was saved (filters, statistics). */
    project: uuid("project").references(() => projects.id),
    procedure: uuid("procedure").references(() => procedures.id),
    comment: text("comment"),
    weld_side: text("weld_side"),
    acquisition_status: text("acquisition_status").notNull().default("created"),
    acquisition_error: text("acquisition_error"),
    started_at: at("started_at"),
    ended_at: at("ended_at"),
    start_position: num("start_position"),
    end_position: num("end_position"),
    wire_feed_speed: num("wire_feed_speed"),
    travel_speed: num("travel_speed"),
    ...torch(1),
    ...torch(2),
    mean_u: num("mean_u"),
    rms_u: num("rms_u"),
    mean_i: num("mean_i"),
    rms_i: num("rms_i"),
    mean_wfs: num("mean_wfs"),
    rms_wfs: num("rms_wfs"),
    mean_ts: num("mean_ts"),
    rms_ts: num("rms_ts"),
    arc_energy: num("arc_energy"),
    heat_input: num("heat_input"),
    /** Cycles found by the arc-data engine: their stream, sample range, idempotency key and figures. */
    stream: uuid("stream").references(() => arcStreams.id, { onDelete: "set null" }),
    event_key: text("event_key"),
    start_index: bigint("start_index", { mode: "number" }),
    stop_index: bigint("stop_index", { mode: "number" }),
    raw_from: bigint("raw_from", { mode: "number" }),
    raw_to: bigint("raw_to", { mode: "number" }),
    /** The samples the statistics cover (start + occultation start to stop − occultation stop): the chart's bands. */
    counted_from: bigint("counted_from", { mode: "number" }),
    counted_to: bigint("counted_to", { mode: "number" }),
    /**
     * Why the engine ended the cycle (its cycle-ended `end`, CYCLE_END_REASONS): its stop condition, a gap in data
     * time (the data stopped; a time-out runs on data time), or the end of the data. Null for a manual cycle.
     */
    end_reason: text("end_reason"),
    arc_time: num("arc_time"),
    torch_energy: num("torch_energy"),
    /** The engine's statistics (TArcStats) and verdict (TCycleVerdict), as it gave them. */
    arc_stats: jsonb("arc_stats"),
    verdict: jsonb("verdict"),
    /** The engine's alert events during the cycle, until the alerts table exists. */
    alerts: jsonb("alerts"),
  },
  (table) => [
    ...listIndexes(table, "cycle"),
    index("cycles_weld_idx").on(table.weld, table.started_at),
    uniqueIndex("cycles_event_key_unique").on(table.event_key),
    index("cycles_stream_idx").on(table.stream, table.start_index),
    index("cycles_project_idx").on(table.project, table.created_at, table.id),
    // The dashboard's timeline: a range of start instants, for the client or one project.
    index("cycles_client_started_idx").on(table.client_id, table.started_at),
    index("cycles_project_started_idx").on(table.project, table.started_at),
    // Continuity (QW-322): a welder's last weld per process, one torch at a time (modules/staff/continuity.ts).
    index("cycles_welder_torch_1_idx").on(table.welder_torch_1, table.welding_process_torch_1),
    index("cycles_welder_torch_2_idx").on(table.welder_torch_2, table.welding_process_torch_2),
  ],
);

export const flaws = pgTable(
  "flaws",
  {
    ...tenantColumns(),
    weld: uuid("weld")
      .notNull()
      .references(() => welds.id, { onDelete: "cascade" }),
    /** The weld's project (filters, statistics). */
    project: uuid("project")
      .notNull()
      .references(() => projects.id),
    library: uuid("library")
      .notNull()
      .references(() => flawLibraries.id),
    nde_method: uuid("nde_method")
      .notNull()
      .references(() => flawNdeMethods.id),
    type: uuid("type")
      .notNull()
      .references(() => flawTypes.id),
    related_to: uuid("related_to").references((): AnyPgColumn => flaws.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    result: text("result").$type<TFlawResult>().notNull(),
    sanction: text("sanction").$type<TFlawSanction>(),
    repaired_by: uuid("repaired_by").references(() => welds.id, { onDelete: "set null" }),
    start_position: num("start_position"),
    end_position: num("end_position"),
    length: num("length"),
    depth: num("depth"),
    height: num("height"),
    width: num("width"),
    diameter: num("diameter"),
    cluster_diameter: num("cluster_diameter"),
    angle: num("angle"),
    quantity: integer("quantity"),
    discontinued: flag("discontinued"),
    comment: text("comment"),
    created_by: uuid("created_by"),
    updated_by: uuid("updated_by"),
  },
  (table) => [
    ...listIndexes(table, "flaw"),
    index("flaws_weld_created_idx").on(table.weld, table.created_at, table.id),
    index("flaws_project_idx").on(table.project, table.created_at, table.id),
    index("flaws_type_idx").on(table.type),
    index("flaws_repaired_by_idx").on(table.repaired_by),
    index("flaws_related_to_idx").on(table.related_to),
  ],
);

export const flawAttachments = pgTable(
  "flaw_attachments",
  {
    ...tenantColumns(),
    flaw: uuid("flaw")
      .notNull()
      .references(() => flaws.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    file: uuid("file")
      .notNull()
      .references(() => files.id),
    default: flag("default"),
  },
  (table) => [
    ...listIndexes(table, "flawAttachment"),
    index("flaw_attachments_flaw_idx").on(table.flaw, sql`lower(${table.name})`, table.id),
  ],
);

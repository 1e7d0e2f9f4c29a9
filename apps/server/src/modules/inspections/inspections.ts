import { INSPECTION_RESOURCES, INSPECTION_SCHEMAS, inspectionMessage, type TInspectionKind } from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import type { TCrudHooks } from "../../crud/types.js";
import type { TExecutor } from "../../db/client.js";
import {
  backPurgings,
  coolings,
  heatTreatments,
  passGroups,
  SEQUENCE_TABLES,
  temperatureControls,
  timeLapses,
  welds,
} from "../../db/schema/index.js";
import { invalidIssues } from "../../plugins/errors.js";
import { hasKey, keysOf } from "../../typed.js";
import { inspectionRefusal } from "./errors.js";

type TRow = Record<string, unknown>;

/** The procedure rows an inspection may name as its section, by field. */
export const SECTION_TABLES = {
  temperature_control: temperatureControls,
  cooling: coolings,
  time_lapse: timeLapses,
  back_purging: backPurgings,
  heat_treatment: heatTreatments,
  pass_group: passGroups,
} as const;
type TSectionField = keyof typeof SECTION_TABLES;

async function isProcedureRow(tx: TExecutor, field: TSectionField, id: string, procedure: string) {
  const table = SECTION_TABLES[field];
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.procedure, procedure)))
    .limit(1);
  return Boolean(row);
}

const notOfProcedure = (field: string) =>
  inspectionRefusal(field, inspectionMessage("row_not_in_procedure", { section: field.replaceAll("_", " ") }));

/**
 * Spec §2 and §3: an inspection links a weld made with its procedure, two of that weld's edges (the weld's own when
 * none are sent), a sequence of that procedure and a section of that procedure. The weld gives its project.
 */
export function inspectionHooks(kind: TInspectionKind): TCrudHooks {
  const fields = Object.keys(INSPECTION_RESOURCES[kind].schema.shape);
  return {
    async beforeWrite(tx, { values, existing }) {
      const merged: TRow = {};
      for (const field of fields) {
        const value = field in values ? values[field] : existing?.[field];
        if (value !== undefined) merged[field] = value;
      }
      const [weld] = await tx
        .select()
        .from(welds)
        .where(eq(welds.id, String(merged.weld)))
        .limit(1);
      if (!existing && weld) {
        // The weld's edges, unless the inspector named them.
        if (merged.workpiece_edge_1 === undefined) merged.workpiece_edge_1 = values.workpiece_edge_1 = weld.workpiece_edge_1;
        if (merged.workpiece_edge_2 === undefined) merged.workpiece_edge_2 = values.workpiece_edge_2 = weld.workpiece_edge_2;
      }
      const parsed = INSPECTION_SCHEMAS[kind].safeParse(merged);
      if (!parsed.success) throw invalidIssues(parsed.error.issues);
      const procedure = String(merged.procedure);
      if (!weld || weld.procedure !== procedure) throw inspectionRefusal("weld", inspectionMessage("weld_of_another_procedure"));
      values.project = weld.project;
      const weldEdges = [weld.workpiece_edge_1, weld.workpiece_edge_2].filter(Boolean);
      for (const field of ["workpiece_edge_1", "workpiece_edge_2"] as const) {
        const edge = merged[field];
        if (edge && !weldEdges.some((weldEdge) => weldEdge === edge)) throw inspectionRefusal(field, inspectionMessage("edge_not_of_weld"));
      }
      if (hasKey(SEQUENCE_TABLES, kind)) {
        const table = SEQUENCE_TABLES[kind];
        const [sequence] = await tx
          .select()
          .from(table)
          .where(eq(table.id, String(merged.sequence)))
          .limit(1);
        if (!sequence || sequence.procedure !== procedure)
          throw inspectionRefusal("sequence", inspectionMessage("sequence_of_another_procedure"));
        if (kind === "temperature_control") {
          // The temperature control is the sequence's (domain: when sent it must be that one).
          const own = (sequence as { temperature_control: string | null }).temperature_control;
          if (merged.temperature_control && merged.temperature_control !== own) throw notOfProcedure("temperature_control");
          values.temperature_control = own;
        }
      }
      for (const field of keysOf(SECTION_TABLES)) {
        const id = values[field];
        if (typeof id === "string" && !(await isProcedureRow(tx, field, id, procedure))) throw notOfProcedure(field);
      }
    },
  };
}

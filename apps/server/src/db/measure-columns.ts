import { EDGE_MEASURES, PROCEDURE_MEASURES, type TMeasureSpec, type TProcedureMeasureList, WORKPIECE_MEASURES } from "@weldtrace/domain";
import { getTableColumns, type Table } from "drizzle-orm";
import * as schema from "./schema/index.js";

/**
 * The start-up check that the tables can hold what the domain's measure specification states: each measure has its
 * column, and the column keeps the decimals the measure is typed with. Run once when the database is opened, so a
 * measure added to the domain without its column, or a column narrowed below its decimals, stops the server at
 * start rather than rounding or refusing values later.
 */

/** The table of each child list of a procedure: a new list does not compile until it has one. */
const PROCEDURE_LIST_TABLES: Record<TProcedureMeasureList, Table> = {
  workpieces: schema.procedureWorkpieces,
  bevel: schema.bevels,
  pass_group: schema.passGroups,
  temperature_control: schema.temperatureControls,
  back_purging: schema.backPurgings,
  time_lapse: schema.timeLapses,
  heat_treatment: schema.heatTreatments,
  cooling: schema.coolings,
  custom_attribute: schema.customAttributes,
  alarm_settings: schema.alarmSettings,
  post_weld_heat: schema.postWeldHeats,
};

interface TMeasureTable {
  /** Where the measures sit, for the message ("procedure.pass_group"). */
  name: string;
  numbers: Readonly<Record<string, TMeasureSpec>>;
  table: Table;
  /** A nested object's fields are flattened into its row's table: tack_welding.length is tack_welding_length. */
  prefix?: string;
}

const MEASURE_TABLES: readonly TMeasureTable[] = [
  { name: "workpiece", numbers: WORKPIECE_MEASURES, table: schema.workpieces },
  { name: "workpieceEdge", numbers: EDGE_MEASURES, table: schema.workpieceEdges },
  { name: "procedure", numbers: PROCEDURE_MEASURES.numbers, table: schema.procedures },
  ...(Object.keys(PROCEDURE_LIST_TABLES) as TProcedureMeasureList[]).map((list) => ({
    name: `procedure.${list}`,
    numbers: PROCEDURE_MEASURES.lists[list].numbers,
    table: PROCEDURE_LIST_TABLES[list],
  })),
  { name: "procedure.bevel.dimensions", numbers: PROCEDURE_MEASURES.lists.bevel.lists.dimensions.numbers, table: schema.bevelDimensions },
  {
    name: "procedure.pass_group.tack_welding",
    numbers: PROCEDURE_MEASURES.lists.pass_group.objects.tack_welding.numbers,
    table: schema.passGroups,
    prefix: "tack_welding_",
  },
];

/** Why a column cannot hold a measure, or null when it can. */
function columnIssue(sqlType: string, spec: TMeasureSpec): string | null {
  const type = sqlType.toLowerCase();
  // Floating point and unscaled numeric keep every decimal typed or converted.
  if (type === "double precision" || type === "real" || type === "numeric") return null;
  const scale = /^numeric\(\s*\d+\s*,\s*(\d+)\s*\)$/.exec(type)?.[1];
  if (scale !== undefined) {
    // A converted value is stored in its base unit with more decimals than it is shown with (1/64 in in mm).
    if (spec.kind !== "fixed") return `a ${spec.kind} measure needs an unscaled column, not ${sqlType}`;
    return Number(scale) >= spec.decimals ? null : `${sqlType} keeps fewer than its ${spec.decimals} decimals`;
  }
  if (type === "integer" || type === "smallint" || type === "bigint") {
    return spec.kind === "fixed" && spec.decimals === 0 ? null : `${sqlType} keeps no decimals`;
  }
  return `${sqlType} is not a number column`;
}

/** Every disagreement between the measure specification and the tables, one line each. */
export function measureColumnIssues(tables: readonly TMeasureTable[] = MEASURE_TABLES): string[] {
  const issues: string[] = [];
  for (const { name, numbers, table, prefix = "" } of tables) {
    const columns = getTableColumns(table) as Record<string, { getSQLType(): string } | undefined>;
    for (const [key, spec] of Object.entries(numbers)) {
      const column = columns[`${prefix}${key}`];
      if (!column) {
        issues.push(`${name}.${key}: no column ${prefix}${key}`);
        continue;
      }
      const issue = columnIssue(column.getSQLType(), spec);
      if (issue) issues.push(`${name}.${key}: ${issue}`);
    }
  }
  return issues;
}

/** Stops the start when a measure has no column able to hold it. */
export function assertMeasureColumns(): void {
  const issues = measureColumnIssues();
  if (issues.length > 0) throw new Error(`The tables disagree with the domain's measure specification:\n${issues.join("\n")}`);
}

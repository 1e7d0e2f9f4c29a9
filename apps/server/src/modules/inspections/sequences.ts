import { bevelDimensionIssue, inspectionMessage, message, SEQUENCE_RESOURCES, SEQUENCE_SCHEMAS } from "@weldtrace/domain";
import { and, eq, inArray } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { TCrudHooks } from "../../crud/types.js";
import type { TExecutor } from "../../db/client.js";
import { bevelDimensions, bevels, passGroups, procedures, temperatureControls } from "../../db/schema/index.js";
import { badRequest, invalidIssues } from "../../plugins/errors.js";
import { inspectionRefusal } from "./errors.js";

type TRow = Record<string, unknown>;
type TSequenceKind = keyof typeof SEQUENCE_SCHEMAS;

/** The fields a client sends of a sequence, read from its stored row for a PATCH (the domain parses the whole). */
const sentFields = (kind: TSequenceKind) => Object.keys(SEQUENCE_RESOURCES[kind].schema.shape);

/** A procedure is one of its project's (spec §5, as for a weld). */
export async function checkProcedureOfProject(tx: TExecutor, procedure: unknown, project: unknown) {
  const [row] = await tx
    .select({ project: procedures.project })
    .from(procedures)
    .where(eq(procedures.id, String(procedure)))
    .limit(1);
  if (!row || row.project !== project) throw badRequest({ procedure: [message("procedure_of_another_project")] });
}

/** Which ids of `table` are child rows of the procedure. */
async function ownedIds(
  tx: TExecutor,
  table: typeof passGroups | typeof temperatureControls | typeof bevels,
  procedure: string,
  ids: string[],
) {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.procedure, procedure), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Spec §3 and §5: a sequence is parsed by the domain on the record as it will be (positions normalized, a fit-up
 * type's list falling back to the sequence's), its procedure is one of its project's, and the procedure rows it
 * names (temperature control, pass groups, bevels and their dimensions) are that procedure's.
 */
export function sequenceHooks(kind: TSequenceKind): TCrudHooks {
  return {
    async beforeWrite(tx, { values, existing }) {
      const merged: TRow = {};
      for (const field of sentFields(kind)) {
        const value = field in values ? values[field] : existing?.[field];
        if (value !== undefined && value !== null) merged[field] = value;
      }
      const parsed = SEQUENCE_SCHEMAS[kind].safeParse(merged);
      if (!parsed.success) throw invalidIssues(parsed.error.issues);
      const { id: _id, ...normalized } = parsed.data as TRow;
      Object.assign(values, normalized);
      const procedure = String(normalized.procedure);
      if (values.procedure !== undefined || values.project !== undefined) await checkProcedureOfProject(tx, procedure, normalized.project);
      if (kind === "temperature_control") {
        const control = String(normalized.temperature_control);
        if (!(await ownedIds(tx, temperatureControls, procedure, [control])).has(control))
          throw inspectionRefusal("temperature_control", inspectionMessage("row_not_in_procedure", { section: "temperature control" }));
        const groups = (normalized.pass_group as string[] | undefined) ?? [];
        const owned = await ownedIds(tx, passGroups, procedure, groups);
        if (groups.some((group) => !owned.has(group)))
          throw inspectionRefusal("pass_group", inspectionMessage("row_not_in_procedure", { section: "pass group" }));
        values.pass_group = groups;
      }
      if (kind === "bevel") {
        const rows = (normalized.bevel_dimensions as { id?: string; bevel: string; dimension: string; position: string }[]) ?? [];
        const ownedBevels = await ownedIds(tx, bevels, procedure, [...new Set(rows.map((row) => row.bevel))]);
        const dimensions = rows.length
          ? await tx
              .select({ id: bevelDimensions.id, bevel: bevelDimensions.bevel })
              .from(bevelDimensions)
              .where(inArray(bevelDimensions.bevel, [...ownedBevels]))
          : [];
        rows.forEach((row, index) => {
          if (!ownedBevels.has(row.bevel))
            throw inspectionRefusal(`bevel_dimensions.${index}.bevel`, inspectionMessage("row_not_in_procedure", { section: "bevel" }));
          const issue = bevelDimensionIssue(
            row,
            dimensions.filter((dimension) => dimension.bevel === row.bevel).map((dimension) => dimension.id),
          );
          if (issue) throw inspectionRefusal(`bevel_dimensions.${index}.dimension`, issue);
        });
        // Each row keeps its id (the spec deletes rows by id); a new row gets one.
        values.bevel_dimensions = rows.map((row) => ({
          id: row.id ?? uuidv7(),
          position: row.position,
          bevel: row.bevel,
          dimension: row.dimension,
        }));
      }
    },
  };
}

import { SEQUENCE_RESOURCES, type THistoryAction } from "@weldtrace/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { TExecutor } from "../../db/client.js";
import {
  bevelDimensions,
  bevelInspectionSequences,
  fitUpInspectionSequences,
  temperatureControlInspectionSequences,
} from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";

/** Each copied kind's sequences: the source's id and its copy's. */
export interface TCopiedSequences {
  fit_up: { old: string; new: string }[];
  bevel: { old: string; new: string }[];
  temperature_control: { old: string; new: string }[];
}

/**
 * Spec §7 "POST procedures … copy_inspections": a procedure's copy (duplicate, revision) takes the fit-up, bevel and
 * temperature control sequences set up on its source, pointing at the copy's own rows: `rowIds` maps each source
 * row (bevel, temperature control, pass group) to its copy; bevel dimensions follow their place in their bevel.
 * Each copied sequence is a new record with its history entry, under the procedure's action (`revision`,
 * `copy`). Answers each kind's sequences as pairs of the source's id and its copy's (spec §7: the answer gives the old
 * and new fit-up, bevel and temperature control inspections).
 */
export async function copyInspectionSequences(
  tx: TExecutor,
  sourceProcedure: string,
  target: { id: string; client_id: string; project: string },
  rowIds: ReadonlyMap<string, string>,
  action: THistoryAction,
): Promise<TCopiedSequences> {
  const recordCopies = (kind: keyof typeof SEQUENCE_RESOURCES, rows: readonly ({ id: string } & Record<string, unknown>)[]) =>
    recordHistory(
      tx,
      rows.map((row) => ({ client_id: target.client_id, resource: SEQUENCE_RESOURCES[kind].key, record_id: row.id, action, after: row })),
    );
  const owned = { client_id: target.client_id, project: target.project, procedure: target.id };
  const copied: TCopiedSequences = { fit_up: [], bevel: [], temperature_control: [] };
  /** The row without its id and times, under a new id paired with the source's. */
  const strip = <T extends { id: string; created_at: Date; updated_at: Date }>(kind: keyof TCopiedSequences, row: T) => {
    const { id: old, created_at: _created, updated_at: _updated, ...rest } = row;
    const id = uuidv7();
    copied[kind].push({ old, new: id });
    return { ...rest, id };
  };

  const fitUps = await tx.select().from(fitUpInspectionSequences).where(eq(fitUpInspectionSequences.procedure, sourceProcedure));
  if (fitUps.length > 0)
    await recordCopies(
      "fit_up",
      await tx
        .insert(fitUpInspectionSequences)
        .values(fitUps.map((row) => ({ ...strip("fit_up", row), ...owned })))
        .returning(),
    );

  const temperatures = await tx
    .select()
    .from(temperatureControlInspectionSequences)
    .where(eq(temperatureControlInspectionSequences.procedure, sourceProcedure));
  if (temperatures.length > 0)
    await recordCopies(
      "temperature_control",
      await tx
        .insert(temperatureControlInspectionSequences)
        .values(
          temperatures.map((row) => ({
            ...strip("temperature_control", row),
            ...owned,
            temperature_control: row.temperature_control ? (rowIds.get(row.temperature_control) ?? null) : null,
            pass_group: row.pass_group.flatMap((group) => rowIds.get(group) ?? []),
          })),
        )
        .returning(),
    );

  const bevels = await tx.select().from(bevelInspectionSequences).where(eq(bevelInspectionSequences.procedure, sourceProcedure));
  if (bevels.length > 0) {
    // A dimension's copy is the one at the same place in the copied bevel.
    const sourceBevels = [...new Set(bevels.flatMap((row) => row.bevel_dimensions.map((dimension) => dimension.bevel)))];
    const copiedBevels = sourceBevels.flatMap((bevel) => rowIds.get(bevel) ?? []);
    const dimensions = await tx
      .select({ id: bevelDimensions.id, bevel: bevelDimensions.bevel, index: bevelDimensions.index })
      .from(bevelDimensions)
      .where(inArray(bevelDimensions.bevel, [...sourceBevels, ...copiedBevels]))
      .orderBy(asc(bevelDimensions.index));
    const dimensionCopy = new Map<string, string>();
    for (const source of dimensions.filter((row) => sourceBevels.includes(row.bevel))) {
      const copy = dimensions.find((row) => row.bevel === rowIds.get(source.bevel) && row.index === source.index);
      if (copy) dimensionCopy.set(source.id, copy.id);
    }
    const copies = await tx
      .insert(bevelInspectionSequences)
      .values(
        bevels.map((row) => ({
          ...strip("bevel", row),
          ...owned,
          bevel_dimensions: row.bevel_dimensions.flatMap((line) => {
            const bevel = rowIds.get(line.bevel);
            const dimension = dimensionCopy.get(line.dimension);
            return bevel && dimension ? [{ id: uuidv7(), position: line.position, bevel, dimension }] : [];
          }),
        })),
      )
      .returning();
    await recordCopies("bevel", copies);
  }
  return copied;
}

import {
  copyAlertSupervisors,
  isProcedureActionAllowed,
  message,
  type TAlertSupervisor,
  type TAlertSupervisorType,
  type TAlertsSupervisorsSave,
  type TFieldMessages,
} from "@weldtrace/domain";
import { asc, eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { TExecutor } from "../../db/client.js";
import { alertSupervisors } from "../../db/schema/index.js";
import { badRequest } from "../../plugins/errors.js";
import { alertList } from "./definitions.js";
import type { TProcedureRow } from "./read.js";
import { archivedConflict } from "./save.js";

/** The alerts configuration of one procedure (spec §7 alerts-supervisors), one line per section and attribute. */

type TLine = typeof alertSupervisors.$inferSelect;

const toSupervisor = (line: TLine): TAlertSupervisor & { id: string } => ({
  id: line.id,
  type: line.type as TAlertSupervisorType,
  name: line.name,
  elements_selected: line.elements_selected,
  supervisor_min: line.supervisor_min,
  supervisor_max: line.supervisor_max,
  percentage: line.percentage,
  time: line.time,
  enabled: line.enabled,
  warning: line.warning,
  out_of_range: line.out_of_range,
});

async function linesOf(db: TExecutor, procedureId: string): Promise<TLine[]> {
  return db
    .select()
    .from(alertSupervisors)
    .where(eq(alertSupervisors.procedure, procedureId))
    .orderBy(asc(alertSupervisors.index), asc(alertSupervisors.id));
}

export async function getAlertSupervisors(db: TExecutor, procedure: TProcedureRow) {
  return { procedure: procedure.id, supervisors: (await linesOf(db, procedure.id)).map(toSupervisor) };
}

async function insertLines(
  tx: TExecutor,
  procedure: { id: string; client_id: string },
  supervisors: TAlertSupervisor[],
  keepIds: Set<string>,
) {
  if (supervisors.length === 0) return;
  await tx.insert(alertSupervisors).values(
    supervisors.map(({ id, ...supervisor }, position) => ({
      ...supervisor,
      id: id && keepIds.has(id) ? id : uuidv7(),
      client_id: procedure.client_id,
      procedure: procedure.id,
      index: position + 1,
    })),
  );
}

/**
 * Replaces the whole configuration. Selected elements must be rows of this procedure's section (a pass
 * group line names pass groups of this procedure); lines keep their ids when they were this procedure's.
 */
export async function saveAlertSupervisors(tx: TExecutor, procedure: TProcedureRow, body: TAlertsSupervisorsSave) {
  if (!isProcedureActionAllowed(procedure, "alerts")) throw archivedConflict();
  const errors: TFieldMessages = {};
  if (body.procedure !== procedure.id) errors.procedure = [message("invalid_choice")];
  const rowsOfSection = new Map<TAlertSupervisorType, Set<string>>();
  for (const [position, supervisor] of body.supervisors.entries()) {
    if (supervisor.elements_selected.length === 0) continue;
    const list = alertList(supervisor.type);
    let rows = rowsOfSection.get(supervisor.type);
    if (!rows) {
      rows = new Set(
        list
          ? (await tx.select({ id: list.table.id }).from(list.table).where(eq(list.table.procedure, procedure.id))).map((row) =>
              String(row.id),
            )
          : [],
      );
      rowsOfSection.set(supervisor.type, rows);
    }
    const known = rows;
    if (!supervisor.elements_selected.every((id) => known.has(id))) {
      errors[`supervisors.${position}.elements_selected`] = [message("invalid_choice")];
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const existing = new Set((await linesOf(tx, procedure.id)).map((line) => line.id));
  await tx.delete(alertSupervisors).where(eq(alertSupervisors.procedure, procedure.id));
  await insertLines(tx, procedure, body.supervisors, existing);
}

/** Revision and duplicate: the source's lines follow the copy, each element to its copied row. */
export async function copyAlertLines(
  tx: TExecutor,
  sourceId: string,
  copy: { id: string; client_id: string },
  elementIds: ReadonlyMap<string, string>,
) {
  const lines = (await linesOf(tx, sourceId)).map(toSupervisor);
  const copied = copyAlertSupervisors(lines, copy.id, elementIds);
  await insertLines(tx, copy, copied.supervisors, new Set());
}

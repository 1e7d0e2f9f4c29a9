import { message, QUALIFICATION_WARNING_DAYS, qualificationOnDay, textOf } from "@weldtrace/domain";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";
import { cycles, welderQualifications, welders, weldingProcesses, welds } from "../../db/schema/index.js";
import { lastWeldingDates } from "../staff/continuity.js";
import { raiseAlerts, type TRaisedAlert } from "./raise.js";

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Alerts the spec lacks (docs/decisions.md "Welder-qualification alerts"): a welder named on a torch of a weld still
 * open (not completed, not cut out) whose qualification for that torch's process ends within QUALIFICATION_WARNING_DAYS
 * (30, as calibrations: `qualification_due`) or has ended (`qualification_lapsed`: the certificate expired or
 * continuity was lost, QW-322). The standing is the one the weld page and the cycle form's picker show
 * (`qualificationOnDay`, continuity from the last weld with the process). One row per welder, process, weld, last valid
 * day and kind (the key), so a daily run raises nothing twice and a renewed qualification starts again. Section
 * "welder", the weld's project and procedure, source the weld. A welder holding no qualification for the process at all
 * raises nothing here (the cycle form already refuses nothing and shows "not qualified"). Answers the rows written.
 */
export async function raiseWelderQualificationAlerts(tx: TExecutor, now = new Date()): Promise<number> {
  const today = dayOf(now);
  const torch = (n: 1 | 2) =>
    tx
      .selectDistinct({
        welder: cycles[`welder_torch_${n}`],
        process: cycles[`welding_process_torch_${n}`],
        weld: welds.id,
        weld_name: welds.name,
        client_id: welds.client_id,
        project: welds.project,
        procedure: welds.procedure,
      })
      .from(cycles)
      .innerJoin(welds, eq(welds.id, cycles.weld))
      .where(
        and(
          eq(welds.completed, false),
          eq(welds.is_cut_out, false),
          isNotNull(cycles[`welder_torch_${n}`]),
          isNotNull(cycles[`welding_process_torch_${n}`]),
        ),
      );
  const assigned = [...(await torch(1)), ...(await torch(2))] as {
    welder: string;
    process: string;
    weld: string;
    weld_name: string;
    client_id: string;
    project: string | null;
    procedure: string | null;
  }[];
  if (assigned.length === 0) return 0;
  const welderIds = [...new Set(assigned.map((row) => row.welder))];
  const processIds = [...new Set(assigned.map((row) => row.process))];
  const [held, people, processes, lastDays] = await Promise.all([
    tx
      .select({
        welder: welderQualifications.welder,
        process: welderQualifications.process,
        qualified_at: welderQualifications.qualified_at,
        expire_at: welderQualifications.expire_at,
      })
      .from(welderQualifications)
      .where(inArray(welderQualifications.welder, welderIds)),
    tx
      .select({ id: welders.id, first: welders.first_name, last: welders.last_name, welder_id: welders.welder_id })
      .from(welders)
      .where(inArray(welders.id, welderIds)),
    tx
      .select({ id: weldingProcesses.id, name: weldingProcesses.name })
      .from(weldingProcesses)
      .where(inArray(weldingProcesses.id, processIds)),
    lastWeldingDates(tx, welderIds),
  ]);
  const person = new Map(people.map((row) => [row.id, row]));
  const processName = new Map(processes.map((row) => [row.id, row.name]));
  const seen = new Set<string>();
  const rows: TRaisedAlert[] = [];
  for (const row of assigned) {
    const mine = held.filter((line) => line.welder === row.welder && line.process === row.process);
    const last = lastDays.get(`${row.welder}:${row.process}`);
    const standing = qualificationOnDay(mine, last ? [last] : [], today);
    if (!standing || !["expiring", "lapsed", "expired"].includes(standing.state)) continue;
    const ended = standing.state !== "expiring";
    const kind = ended ? "lapsed" : "due";
    const key = `welder/${row.welder}/${row.process}/${row.weld}/${standing.until}/${kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const who = person.get(row.welder);
    const days = Math.round((Date.parse(`${standing.until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
    const details = message(ended ? "alert_qualification_lapsed" : "alert_qualification_due", {
      welder: who ? `${who.first} ${who.last}` : row.welder,
      welder_id: who?.welder_id ?? "",
      process: processName.get(row.process) ?? "",
      weld: row.weld_name,
      date: standing.until,
    });
    const expected = message("alert_days_left", { days: QUALIFICATION_WARNING_DAYS });
    rows.push({
      client_id: row.client_id,
      project: row.project,
      procedure: row.procedure,
      section: "welder",
      parameter: "qualification",
      type: ended ? "qualification_lapsed" : "qualification_due",
      recorded_value: days,
      expected_value: textOf(expected),
      expected_message: expected,
      details: textOf(details),
      details_messages: [details],
      source_kind: "weld",
      source_id: row.weld,
      source_key: key,
      source_time: new Date(`${standing.until}T00:00:00Z`),
    });
  }
  return (await raiseAlerts(tx, rows)).length;
}

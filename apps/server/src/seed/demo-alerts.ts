import { message, textOf } from "@weldtrace/domain";
import { and, asc, eq } from "drizzle-orm";
import type { TExecutor } from "../db/client.js";
import { cycles, passGroups, welds } from "../db/schema/index.js";
import { expectedRange, raiseAlerts } from "../modules/alerts/raise.js";

/**
 * The arc data's alerts of the demo (beside the fit-up reject of demo-inspections.ts), so the alerts list shows both
 * sections on a fresh start: during NS-W-0003's fill pass the current rose above its pass group's maximum for a while
 * (out of range), and its cap pass ran a voltage warning. Raised as the arc engine's would be, on their cycles.
 */
export async function seedDemoArcAlerts(tx: TExecutor, clientId: string): Promise<void> {
  const rows = await tx
    .select({ cycle: cycles, pass: passGroups })
    .from(cycles)
    .innerJoin(welds, eq(welds.id, cycles.weld))
    .innerJoin(passGroups, eq(passGroups.id, cycles.pass_group_torch_1))
    .where(and(eq(cycles.client_id, clientId), eq(welds.name, "NS-W-0003")))
    .orderBy(asc(cycles.started_at));
  const fill = rows.find((row) => row.pass.name === "Fill");
  const cap = rows.find((row) => row.pass.name === "Cap");
  const at = (started: Date | null, seconds: number) => new Date((started?.getTime() ?? Date.now()) + seconds * 1000);
  const alerts = [];
  if (fill?.pass.current_max != null) {
    const moment = at(fill.cycle.started_at, 312.5);
    const recorded = Math.round(fill.pass.current_max * 1.12);
    const details = message("alert_arc_moment", { parameter: "current", value: recorded, unit: "A", seconds: 312.5 });
    alerts.push({
      client_id: clientId,
      project: fill.cycle.project,
      procedure: fill.cycle.procedure,
      section: "cycle",
      parameter: "current",
      type: "out_of_range",
      recorded_value: recorded,
      expected_value: expectedRange(fill.pass.current_min, fill.pass.current_max, "A"),
      details: textOf(details),
      details_messages: [details],
      source_kind: "cycle",
      source_id: fill.cycle.id,
      source_key: `demo/${fill.cycle.id}/current`,
      source_time: moment,
      source_offset: 312.5,
      created_at: moment,
      updated_at: moment,
    });
  }
  if (cap?.pass.voltage_max != null) {
    const moment = at(cap.cycle.started_at, 95);
    const recorded = Math.round(cap.pass.voltage_max * 0.99 * 10) / 10;
    const details = message("alert_arc_moment", { parameter: "voltage", value: recorded, unit: "V", seconds: 95 });
    alerts.push({
      client_id: clientId,
      project: cap.cycle.project,
      procedure: cap.cycle.procedure,
      section: "cycle",
      parameter: "voltage",
      type: "warning",
      recorded_value: recorded,
      expected_value: expectedRange(cap.pass.voltage_min, cap.pass.voltage_max, "V"),
      details: textOf(details),
      details_messages: [details],
      source_kind: "cycle",
      source_id: cap.cycle.id,
      source_key: `demo/${cap.cycle.id}/voltage`,
      source_time: moment,
      source_offset: 95,
      created_at: moment,
      updated_at: moment,
    });
  }
  await raiseAlerts(tx, alerts);
}

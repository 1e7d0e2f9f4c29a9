import {
  addMonths,
  judgeFitUpMeasurement,
  judgeTemperatureMeasurement,
  storedVerdict,
  type TFitUpMeasurementType,
  todayIso,
} from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import type { TExecutor } from "../db/client.js";
import {
  fitUpInspectionSequences,
  fitUpInspections,
  fitUpMeasurements,
  measuringInstruments,
  procedures,
  projects,
  temperatureControlInspectionSequences,
  temperatureControlInspections,
  temperatureControls,
  temperatureMeasurements,
  welds,
} from "../db/schema/index.js";
import { raiseAlerts } from "../modules/alerts/index.js";
import { alertOf } from "../modules/inspections/record.js";
import { returnedRow } from "../typed.js";
import { DEMO_PROCEDURE_NAMES } from "./demo-procedures.js";

const MINUTE_MS = 60_000;
const POSITIONS = ["0", "90", "180", "270"] as const;

/**
 * Demo inspections of NS-W-0001 on the North Sea export line: a fit-up inspection on the 4-point fit-up sequence
 * (the root gap at 270° is 3.4 mm where the procedure allows 2 to 3: rejected, with its alert) and an interpass
 * temperature inspection, all accepted. Verdicts are the domain's, judged against the demo pipeline procedure.
 */
export async function seedDemoInspections(tx: TExecutor, clientId: string, now = new Date()): Promise<void> {
  const [procedure] = await tx
    .select()
    .from(procedures)
    .where(and(eq(procedures.client_id, clientId), eq(procedures.name, DEMO_PROCEDURE_NAMES.pipeline)))
    .limit(1);
  const [weld] = await tx
    .select()
    .from(welds)
    .where(and(eq(welds.client_id, clientId), eq(welds.name, "NS-W-0001")))
    .limit(1);
  if (!procedure?.project || !weld) return;
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, procedure.project)).limit(1);
  if (!project) return;
  const [interpass] = await tx
    .select()
    .from(temperatureControls)
    .where(and(eq(temperatureControls.procedure, procedure.id), eq(temperatureControls.name, "Interpass")))
    .limit(1);
  const today = todayIso(now);
  const [gauge, thermometer] = await tx
    .insert(measuringInstruments)
    .values([
      {
        client_id: clientId,
        name: "Hi-lo welding gauge",
        serial_number: "HILO-2291",
        project: project.id,
        utility: "Root gap and high-low at fit-up",
        calibrated_at: addMonths(today, -2),
        expire_at: addMonths(today, 10),
      },
      {
        client_id: clientId,
        name: "Contact thermometer TC-1",
        serial_number: "TC1-88410",
        project: project.id,
        utility: "Preheat and interpass temperatures",
        calibrated_at: addMonths(today, -6),
        expire_at: addMonths(today, 6),
      },
    ])
    .returning();
  // NS-W-0001 was welded six days ago: fit-up an hour before the root, interpass checks during the fill.
  const at = (minutes: number) => new Date(now.getTime() - 6 * 24 * 60 * MINUTE_MS + minutes * MINUTE_MS);
  const link = {
    client_id: clientId,
    project: project.id,
    procedure: procedure.id,
    weld: weld.id,
    workpiece_edge_1: weld.workpiece_edge_1,
    workpiece_edge_2: weld.workpiece_edge_2,
  };

  const positions = POSITIONS.join(";");
  const fitUpSequence = returnedRow(
    await tx
      .insert(fitUpInspectionSequences)
      .values({
        client_id: clientId,
        name: "Girth weld fit-up, 4 points",
        project: project.id,
        procedure: procedure.id,
        is_angle: true,
        positions,
        with_id_high_low: true,
        id_high_low_positions: positions,
        with_root_gap: true,
        root_gap_positions: positions,
      })
      .returning(),
  );
  const fitUp = returnedRow(
    await tx
      .insert(fitUpInspections)
      .values({ ...link, sequence: fitUpSequence.id, created_at: at(-60), updated_at: at(-60) })
      .returning(),
  );
  const readings: [TFitUpMeasurementType, number[]][] = [
    ["root_gap", [2.4, 2.6, 2.5, 3.4]],
    ["id_high_low", [0.8, 1.0, 0.6, 1.2]],
  ];
  let minute = -58;
  for (const [type, values] of readings) {
    for (const [index, position] of POSITIONS.entries()) {
      const measure = values[index];
      if (measure === undefined) continue;
      const body = { type, position, measure };
      const judgement = judgeFitUpMeasurement(body, procedure);
      const measuredAt = at(minute++);
      const [row] = await tx
        .insert(fitUpMeasurements)
        .values({
          ...body,
          client_id: clientId,
          inspection: fitUp.id,
          measuring_instrument: gauge?.id,
          entered: { measure },
          ...storedVerdict(judgement),
          created_at: measuredAt,
          updated_at: measuredAt,
        })
        .returning();
      if (judgement.verdict === "reject") {
        await raiseAlerts(tx, [
          {
            client_id: clientId,
            project: project.id,
            procedure: procedure.id,
            section: "inspection",
            source_kind: "fit_up_measurement",
            source_id: row?.id,
            source_key: `fit_up_measurement/${row?.id}`,
            source_time: measuredAt,
            created_at: measuredAt,
            updated_at: measuredAt,
            ...alertOf("fit_up", body, judgement),
          },
        ]);
      }
    }
  }

  if (!interpass) return;
  const temperatureSequence = returnedRow(
    await tx
      .insert(temperatureControlInspectionSequences)
      .values({
        client_id: clientId,
        name: "Interpass, 4 points",
        project: project.id,
        procedure: procedure.id,
        temperature_control: interpass.id,
        is_angle: true,
        positions,
      })
      .returning(),
  );
  const temperature = returnedRow(
    await tx
      .insert(temperatureControlInspections)
      .values({
        ...link,
        sequence: temperatureSequence.id,
        temperature_control: interpass.id,
        created_at: at(90),
        updated_at: at(90),
      })
      .returning(),
  );
  const temperatures = [185, 196, 210, 204];
  for (const [index, position] of POSITIONS.entries()) {
    const measure = temperatures[index];
    if (measure === undefined) continue;
    const body = { position, measure };
    const judgement = judgeTemperatureMeasurement(body, interpass);
    const measuredAt = at(91 + index);
    await tx.insert(temperatureMeasurements).values({
      ...body,
      client_id: clientId,
      inspection: temperature.id,
      measuring_instrument: thermometer?.id,
      entered: { measure },
      ...storedVerdict(judgement),
      created_at: measuredAt,
      updated_at: measuredAt,
    });
  }
}

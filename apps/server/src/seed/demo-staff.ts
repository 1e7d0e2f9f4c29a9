import { addDays, addMonths, todayIso } from "@weldtrace/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { TExecutor } from "../db/client.js";
import {
  instrumentTypesParameters,
  measuringInstruments,
  measuringInstrumentTypes,
  productModels,
  projects,
  welderQualifications,
  welders,
  weldingProcesses,
  workstations,
  workstationTypes,
} from "../db/schema/index.js";
import { idOfNamed } from "./named-entry.js";

/**
 * Demo instruments, workstations and welders: dates are relative to the day the demo is created, so the lists
 * always show one calibration expiring soon, one expired and a lapsed qualification beside valid ones.
 */
export async function seedDemoStaff(tx: TExecutor, clientId: string): Promise<void> {
  const today = todayIso();
  const typeRows = await tx
    .select({ id: measuringInstrumentTypes.id, name: measuringInstrumentTypes.name })
    .from(measuringInstrumentTypes)
    .where(eq(measuringInstrumentTypes.client_id, clientId));
  const type = (name: string) => typeRows.find((row) => row.name === name)?.id ?? null;
  const model = async (name: string, typeName: string, parameters: Record<string, number>) => {
    const typeId = type(typeName);
    const [row] = await tx
      .insert(productModels)
      .values({ client_id: clientId, name, types: typeId ? [typeId] : [] })
      .returning();
    if (row && typeId && Object.keys(parameters).length > 0) {
      await tx
        .insert(instrumentTypesParameters)
        .values({ client_id: clientId, product_model: row.id, instrument_type: typeId, ...parameters });
    }
    return { model: row?.id ?? null, type: typeId };
  };
  const voltage = await model("LEM DVL 500", "Voltage sensor", {
    min_input_value: 0,
    max_input_value: 500,
    min_output_value: 0,
    max_output_value: 10,
  });
  const current = await model("LEM HTA 600-S", "Current sensor", {
    min_input_value: -600,
    max_input_value: 600,
    min_output_value: -4,
    max_output_value: 4,
  });
  const wire = await model("Binzel WFS encoder", "Wire feed speed sensor", { encoder_resolution: 1024, diameter: 30 });
  const caliper = await model("Mitutoyo 500-196", "Caliper", {});
  const northSea = await idOfNamed(tx, clientId, projects, "North Sea export line");
  const instrument = (
    name: string,
    serial: string,
    kind: { model: string | null; type: string | null },
    expireAt: string,
    utility: string,
  ) => ({
    client_id: clientId,
    name,
    serial_number: serial,
    product_model: kind.model,
    type: kind.type,
    project: northSea,
    utility,
    calibrated_at: addMonths(expireAt, -12),
    expire_at: expireAt,
  });
  await tx
    .insert(measuringInstruments)
    .values([
      instrument("Arc voltage sensor - bug 01", "DVL-500-21877", voltage, addDays(today, 20), "Arc voltage of bug 01, torch 1"),
      instrument("Welding current sensor - bug 01", "HTA-600-40512", current, addMonths(today, 8), "Welding current of bug 01, torch 1"),
      instrument("Wire feed encoder - bug 01", "WFS-1024-0093", wire, addMonths(today, 5), "Wire feed speed of bug 01"),
      instrument("Bevel caliper", "MIT-500196-7731", caliper, addDays(today, -12), "Bevel and root face checks at fit-up"),
    ]);

  const stationTypes = await tx.select().from(workstationTypes).where(eq(workstationTypes.client_id, clientId));
  const stationType = (name: string) => stationTypes.find((row) => row.name === name)?.id;
  const stations = [
    ["Bug 01 - North Sea spread", "Orbital welding bug"],
    ["Bug 02 - North Sea spread", "Orbital welding bug"],
    ["Tie-in crew 1", "Tie-in station"],
    ["Fabrication shop bay 3", "Manual welding station"],
  ] as const;
  await tx.insert(workstations).values(
    stations.flatMap(([name, typeName]) => {
      const typeId = stationType(typeName);
      return typeId ? [{ client_id: clientId, name, type: typeId }] : [];
    }),
  );

  const processes = await tx
    .select({ id: weldingProcesses.id, name: weldingProcesses.name })
    .from(weldingProcesses)
    .where(and(eq(weldingProcesses.client_id, clientId), inArray(weldingProcesses.name, ["GMAW", "FCAW", "GTAW"])));
  const process = (name: string) => processes.find((row) => row.name === name)?.id;
  const team = [
    { first_name: "Lars", last_name: "Eriksen", welder_id: "NS-W-001", country: "NO" },
    { first_name: "Siobhan", last_name: "Murphy", welder_id: "NS-W-002", country: "IE;GB" },
    { first_name: "Piotr", last_name: "Nowak", welder_id: "NS-W-003", country: "PL" },
    { first_name: "Julien", last_name: "Moreau", welder_id: "NS-W-004", country: "FR;BE" },
  ];
  const created = await tx
    .insert(welders)
    .values(team.map((welder) => ({ ...welder, client_id: clientId })))
    .returning({ id: welders.id, welder_id: welders.welder_id });
  await tx
    .insert(welders)
    .values({ client_id: clientId, first_name: "Hans", last_name: "Becker", welder_id: "NS-W-099", country: "DE", deleted: true });
  const welder = (id: string) => created.find((row) => row.welder_id === id)?.id;
  const qualification = (welderId: string, processName: string, qualifiedAt: string, ranges: Record<string, number>) => {
    const welderRow = welder(welderId);
    const processRow = process(processName);
    return welderRow && processRow
      ? [{ client_id: clientId, welder: welderRow, process: processRow, qualified_at: qualifiedAt, ...ranges }]
      : [];
  };
  const pipeRanges = { thickness_min: 5, thickness_max: 25.4, diameter_min: 168.3 };
  const rows = [
    ...qualification("NS-W-001", "GMAW", addMonths(today, -2), pipeRanges),
    ...qualification("NS-W-001", "FCAW", addMonths(today, -1), pipeRanges),
    ...qualification("NS-W-002", "GMAW", addDays(addMonths(today, -6), 20), pipeRanges),
    ...qualification("NS-W-003", "GTAW", addMonths(today, -9), { thickness_min: 1.5, thickness_max: 12, diameter_min: 25 }),
    ...qualification("NS-W-004", "FCAW", addMonths(today, -3), pipeRanges),
  ];
  if (rows.length > 0) await tx.insert(welderQualifications).values(rows);
}

import { eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  backPurgings,
  bevelDimensions,
  bevels,
  bevelTypes,
  coolingMethods,
  coolings,
  heatingTypes,
  heatTreatments,
  measuringInstruments,
  procedures,
  projects,
  temperatureControls,
  temperatureControlTypes,
  timeLapses,
  welds,
} from "../src/db/schema/index.js";
import type { TTestServer } from "./helpers.js";

/**
 * A client's project with a procedure carrying every section an inspection is judged against, a weld made with it,
 * and two instruments (one calibrated, one expired). Written to the tables: the procedure API is tested elsewhere.
 * Limits: fit-up root gap 1 to 3 mm, high-lows at most 1.6 mm; bevel angle 30 ± 2.5°; temperature 100 to 250 °C;
 * cooling at most 300 °C before and 80 °C after; time lapse 600 s; back purging O2 at most 50 and 100 ppm;
 * heat treatment 580 to 620 °C for at least 3600 s, control temperatures at most 300 °C.
 */
export async function inspectionSite(server: TTestServer, clientId: string, label = "Site") {
  const catalogue = async (table: typeof bevelTypes) => {
    const [row] = await server.db.select({ id: table.id }).from(table).where(eq(table.client_id, clientId)).limit(1);
    if (row) return row.id;
    const [made] = await server.db
      .insert(table)
      .values({ client_id: clientId, name: `${label} entry` } as never)
      .returning();
    return (made as { id: string }).id;
  };
  const [project] = await server.db
    .insert(projects)
    .values({ client_id: clientId, name: `${label} project` })
    .returning();
  const projectId = project?.id as string;
  const [procedure] = await server.db
    .insert(procedures)
    .values({
      client_id: clientId,
      name: `${label} WPS`,
      date_format: "YYYY-MM-DD",
      project: projectId,
      max_id_high_low: 1.6,
      max_od_high_low: 1.6,
      root_gap_min: 1,
      root_gap_max: 3,
      preparation_opening_min: 2,
      preparation_opening_max: 4,
    })
    .returning();
  const procedureId = procedure?.id as string;
  const child = { client_id: clientId, procedure: procedureId, index: 1 };
  const [bevel] = await server.db
    .insert(bevels)
    .values({ ...child, name: "V", type: await catalogue(bevelTypes) })
    .returning();
  const [angle] = await server.db
    .insert(bevelDimensions)
    .values({
      ...child,
      bevel: bevel?.id as string,
      name: "Angle",
      unit_of_measure: "degrees",
      value: 30,
      tolerance_min: 2.5,
      tolerance_max: 2.5,
    })
    .returning();
  const [control] = await server.db
    .insert(temperatureControls)
    .values({
      ...child,
      name: "Preheat",
      temperature_control_type: await catalogue(temperatureControlTypes as never),
      temperature_min: 100,
      temperature_max: 250,
    })
    .returning();
  const [cooling] = await server.db
    .insert(coolings)
    .values({
      ...child,
      name: "Air",
      method: await catalogue(coolingMethods as never),
      temperature_before_cooling_max: 300,
      temperature_after_cooling_max: 80,
    })
    .returning();
  const [lapse] = await server.db
    .insert(timeLapses)
    .values({ ...child, name: "Wait", duration: 600 })
    .returning();
  const [purging] = await server.db
    .insert(backPurgings)
    .values({ ...child, name: "Argon", flushing_max_o2_level_chamber: 50, welding_max_o2_level_chamber: 100 })
    .returning();
  const [treatment] = await server.db
    .insert(heatTreatments)
    .values({
      ...child,
      name: "PWHT",
      heating_type: await catalogue(heatingTypes as never),
      start_control_temperature: 300,
      end_control_temperature: 300,
      temperature_min: 580,
      temperature_max: 620,
      soaking_duration: 3600,
    })
    .returning();
  const [weld] = await server.db
    .insert(welds)
    .values({ client_id: clientId, name: `${label} W-1`, project: projectId, procedure: procedureId } as never)
    .returning();
  const [calibrated, expired] = await server.db
    .insert(measuringInstruments)
    .values([
      { client_id: clientId, name: "Gauge G-1", serial_number: "SN-1", expire_at: "2099-12-31" },
      { client_id: clientId, name: "Gauge G-2", serial_number: "SN-2", expire_at: "2024-03-31" },
    ])
    .returning();
  expect(weld).toBeDefined();
  return {
    project: projectId,
    procedure: procedureId,
    weld: (weld as { id: string }).id,
    bevel: bevel?.id as string,
    angle: angle?.id as string,
    temperatureControl: control?.id as string,
    cooling: cooling?.id as string,
    timeLapse: lapse?.id as string,
    backPurging: purging?.id as string,
    heatTreatment: treatment?.id as string,
    calibrated: calibrated?.id as string,
    expired: expired?.id as string,
  };
}
export type TInspectionSite = Awaited<ReturnType<typeof inspectionSite>>;

/** A create body for each sequence kind on a site. */
export const sequenceBodies = (site: TInspectionSite) => ({
  fit_up: {
    name: "Fit-up 4 points",
    project: site.project,
    procedure: site.procedure,
    is_angle: true,
    positions: "0;90;180;270",
    with_root_gap: true,
    with_id_high_low: true,
    id_high_low_positions: [0, 180],
  },
  bevel: {
    name: "Bevel angle",
    project: site.project,
    procedure: site.procedure,
    positions: "0;180",
    bevel_dimensions: [{ position: "0", bevel: site.bevel, dimension: site.angle }],
  },
  temperature_control: {
    name: "Preheat 4 points",
    project: site.project,
    procedure: site.procedure,
    temperature_control: site.temperatureControl,
    is_angle: true,
    positions: [0, 90, 180, 270],
  },
  cooling: { name: "Cooling 2 points", project: site.project, procedure: site.procedure, positions: "A;B" },
});

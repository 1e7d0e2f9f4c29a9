import { normalizeTriggerCondition } from "@weldtrace/domain";
import type { TExecutor } from "../db/client.js";
import {
  companies,
  contractors,
  projects,
  uoms,
  weldingProcesses,
  weldingProcessGroups,
  weldingProcessGroupTriggerConditions,
} from "../db/schema/index.js";
import { idOfNamed } from "./named-entry.js";

/** Process groups as an edge server would use them: arc on above a current and voltage, off below. */
const GROUPS = [
  {
    name: "GMAW / FCAW (wire processes)",
    timings: {
      minimum_cycle_time: 5,
      integration_step: 0.5,
      occultation_duration_start: 1.5,
      occultation_duration_stop: 1,
      buffer_start: 2,
      buffer_stop: 2,
    },
    start: {
      i_consider: true,
      i_operator: 0 as const,
      i_threshold: 40,
      u_consider: true,
      u_operator: 0 as const,
      u_threshold: 12,
      during_consider: true,
      during_threshold: 0.5,
    },
    stop: { i_consider: true, i_operator: 1 as const, i_threshold: 20, during_consider: true, during_threshold: 0.3 },
  },
  {
    name: "GTAW (tungsten processes)",
    timings: {
      minimum_cycle_time: 10,
      integration_step: 1,
      occultation_duration_start: 3,
      occultation_duration_stop: 2,
      buffer_start: 3,
      buffer_stop: 3,
    },
    start: { i_consider: true, i_operator: 0 as const, i_threshold: 15, during_consider: true, during_threshold: 1 },
    stop: { i_consider: true, i_operator: 1 as const, i_threshold: 8, during_consider: true, during_threshold: 0.5 },
  },
];

const PROCESSES = [
  {
    group: 0,
    name: "GMAW",
    description: "Gas metal arc welding (ISO 4063: 135 MAG), solid wire; root with controlled short circuit.",
    standards: "ISO 4063: 135\nAWS A3.0: GMAW",
    k_factor: 0.8,
    flags: [
      "display_contact_tip_work_distance",
      "display_shielding_gas",
      "display_gas_flow",
      "display_wire_feed_speed",
      "display_oscillation_width",
      "display_oscillation_frequency",
    ],
  },
  {
    group: 0,
    name: "FCAW",
    description: "Flux-cored arc welding (ISO 4063: 136), gas-shielded; fill and cap passes.",
    standards: "ISO 4063: 136\nAWS A3.0: FCAW-G",
    k_factor: 0.8,
    flags: [
      "display_contact_tip_work_distance",
      "display_shielding_gas",
      "display_gas_flow",
      "display_wire_feed_speed",
      "display_oscillation_width",
      "display_oscillation_frequency",
    ],
  },
  {
    group: 1,
    name: "GTAW",
    description: "Gas tungsten arc welding (ISO 4063: 141), pulsed, with filler rod.",
    standards: "ISO 4063: 141\nAWS A3.0: GTAW",
    k_factor: 0.6,
    flags: ["display_shielding_gas", "display_gas_flow", "display_frequency", "display_current_base", "display_current_peak"],
  },
] as const;

/** The demo client's process groups, processes and two projects (one per unit system). */
/** The on-going demo project, fed by the demo edge server. */
export const DEMO_EDGE_PROJECT = "North Sea export line";

export async function seedDemoProjects(tx: TExecutor, clientId: string): Promise<void> {
  const groupIds: string[] = [];
  for (const group of GROUPS) {
    const [row] = await tx
      .insert(weldingProcessGroups)
      .values({ client_id: clientId, name: group.name, ...group.timings })
      .returning({ id: weldingProcessGroups.id });
    if (!row) throw new Error("process group not created");
    groupIds.push(row.id);
    await tx.insert(weldingProcessGroupTriggerConditions).values([
      { ...normalizeTriggerCondition({ is_start: true, ...group.start }), client_id: clientId, welding_process_group: row.id },
      { ...normalizeTriggerCondition({ is_start: false, ...group.stop }), client_id: clientId, welding_process_group: row.id },
    ]);
  }
  await tx.insert(weldingProcesses).values(
    PROCESSES.map(({ group, flags, ...process }) => ({
      ...process,
      client_id: clientId,
      welding_process_group: groupIds[group],
      ...Object.fromEntries(flags.map((flag) => [flag, true])),
    })),
  );

  const uomId = (name: string) => idOfNamed(tx, clientId, uoms, name);
  const [company] = await tx
    .insert(companies)
    .values({ client_id: clientId, name: "Nordic Gas Transport AS" })
    .returning({ id: companies.id });
  const [contractor] = await tx
    .insert(contractors)
    .values({ client_id: clientId, name: "Atlantic Pipeline Constructors" })
    .returning({ id: contractors.id });
  await tx.insert(projects).values([
    {
      client_id: clientId,
      name: DEMO_EDGE_PROJECT,
      uom: await uomId("Full metric system"),
      status: "ON-GOING",
      lat: 58.969976,
      lng: 5.733107,
      companies: company ? [company.id] : [],
      contractors: contractor ? [contractor.id] : [],
    },
    {
      client_id: clientId,
      name: "Refinery revamp",
      uom: await uomId("US customary"),
      status: "PLANNED",
      lat: 29.735572,
      lng: -95.210586,
      companies: [],
      contractors: [],
    },
  ]);
}

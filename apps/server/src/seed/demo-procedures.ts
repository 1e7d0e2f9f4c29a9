import { applyProcessDefaults, computedPassGroupHeatInput, ZProcedureSave } from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { TExecutor } from "../db/client.js";
import * as schema from "../db/schema/index.js";
import { createProcedure } from "../modules/procedures/save.js";
import { returnedRow } from "../typed.js";
import { idOfNamed, type TNamedTable } from "./named-entry.js";

/*
 * Two procedures a welding engineer would recognise, for the demo client: a mechanised pipeline WPS
 * (GMAW root and hot pass, FCAW fill and cap) on a 30" X65 export line, and a manual GTAW procedure for
 * 316L plant piping. Ranges follow API 1104 and ASME IX habits; every typed heat input range covers
 * k × U × I × 60 / v computed from the pass group's own ranges (EN 1011-1), rounded outwards.
 * Values are stored in base units: mm, °C, cm/min, m/min, L/min, ppm, s.
 */

export const DEMO_PROJECTS = { pipeline: "North Sea export line", refinery: "Refinery revamp" } as const;
export const DEMO_PROCEDURE_NAMES = {
  pipeline: 'WPS-NSE-001 Mechanised GMAW/FCAW 30" X65',
  stainless: "WPS-RR-002 GTAW 316L 6in sch 40S",
} as const;

/** Finds an entry of the client by name; creates it (name only) when the client has none. */
async function entry(tx: TExecutor, clientId: string, table: TNamedTable, name: string, extra: Record<string, unknown> = {}) {
  const found = await idOfNamed(tx, clientId, table, name);
  if (found) return found;
  const created = returnedRow(
    await tx
      .insert(table)
      .values({ client_id: clientId, name, ...extra } as never)
      .returning({ id: table.id }),
  );
  return String(created.id);
}

async function process(tx: TExecutor, clientId: string, name: string, defaults: { k_factor: number; description: string }) {
  const id = await entry(tx, clientId, schema.weldingProcesses, name, defaults);
  const [row] = await tx.select().from(schema.weldingProcesses).where(eq(schema.weldingProcesses.id, id));
  const [group] = row?.welding_process_group
    ? await tx.select().from(schema.weldingProcessGroups).where(eq(schema.weldingProcessGroups.id, row.welding_process_group))
    : [];
  return { process: row as typeof schema.weldingProcesses.$inferSelect, group };
}

const floor2 = (value: number) => Math.floor(value * 100 + 1e-9) / 100;
const ceil2 = (value: number) => Math.ceil(value * 100 - 1e-9) / 100;

/**
 * A pass group on a process: timings, rms and k factor from the process and its group (spec §4), then the
 * typed ranges, and a heat input range that covers what the current, voltage and travel speed allow.
 */
function passGroup(chosen: Awaited<ReturnType<typeof process>>, values: Record<string, unknown>) {
  const group = {
    ...applyProcessDefaults({}, { id: chosen.process.id, k_factor: chosen.process.k_factor, rms: chosen.process.rms }, chosen.group),
    ...values,
  } as Record<string, unknown> & Parameters<typeof computedPassGroupHeatInput>[0];
  const heatInput = computedPassGroupHeatInput(group);
  return { ...group, heat_input_min: floor2(heatInput.min ?? 0), heat_input_max: ceil2(heatInput.max ?? 0) };
}

async function exists(tx: TExecutor, clientId: string, name: string) {
  const [found] = await tx
    .select({ id: schema.procedures.id })
    .from(schema.procedures)
    .where(and(eq(schema.procedures.client_id, clientId), eq(schema.procedures.name, name)))
    .limit(1);
  return Boolean(found);
}

export async function seedDemoProcedures(tx: TExecutor, clientId: string): Promise<void> {
  const find = (table: TNamedTable, name: string, extra?: Record<string, unknown>) => entry(tx, clientId, table, name, extra);
  const s = schema;
  // A bevel names a stored file. The demo stores no drawing bytes: the download answers 404 until one is uploaded.
  const drawing = async (filename: string) => {
    const id = uuidv7();
    await tx.insert(s.files).values({
      id,
      client_id: clientId,
      kind: "bevel",
      filename,
      content_type: "application/pdf",
      size: 0,
      storage_key: `${clientId}/${id}`,
    });
    return id;
  };

  const [defaultUom] = await tx
    .select({ id: s.uoms.id })
    .from(s.uoms)
    .where(and(eq(s.uoms.client_id, clientId), eq(s.uoms.is_default, true)))
    .limit(1);
  const [customary] = await tx
    .select({ id: s.uoms.id })
    .from(s.uoms)
    .where(and(eq(s.uoms.client_id, clientId), eq(s.uoms.name, "US customary")))
    .limit(1);
  const pipelineProject = await find(s.projects, DEMO_PROJECTS.pipeline, { status: "ON-GOING" });
  const refineryProject = await find(s.projects, DEMO_PROJECTS.refinery, { status: "ON-GOING" });
  const gmaw = await process(tx, clientId, "GMAW", { k_factor: 0.8, description: "Gas metal arc welding (ISO 4063: 135)" });
  const fcaw = await process(tx, clientId, "FCAW", { k_factor: 0.8, description: "Flux-cored arc welding, gas shielded (ISO 4063: 136)" });
  const gtaw = await process(tx, clientId, "GTAW", { k_factor: 0.6, description: "Gas tungsten arc welding (ISO 4063: 141)" });

  const pipe = await find(s.workpieceTypes, "PIPE", { display_outer_diameter: true, display_covered_outer_diameter: true });
  const production = await find(s.procedureTypes, "Production");
  const girthWeld = await find(s.weldClasses, "Girth weld");
  const m21 = await find(s.shieldingGases, "M21", { description: "ISO 14175: argon + 15–25% CO2" });
  const i1 = await find(s.shieldingGases, "I1", { description: "ISO 14175: 100% argon" });
  const dcep = await find(s.weldingPolarities, "DCEP");
  const dcen = await find(s.weldingPolarities, "DCEN");
  const downhill = await find(s.weldingDirections, "Downhill");
  const uphill = await find(s.weldingDirections, "Uphill");
  const pj = await find(s.weldingPositions, "PJ");
  const ph = await find(s.weldingPositions, "PH");
  const fiveG = await find(s.weldingPositions, "5G");
  const sixG = await find(s.weldingPositions, "6G");
  const stringer = await find(s.beadTechniques, "Stringer bead");
  const weave = await find(s.beadTechniques, "Weave bead");
  const singleTorch = await find(s.weldingTorches, "Single torch");
  const inverter = await find(s.powerSources, "Inverter multi-process");
  const constantCurrent = await find(s.powerSources, "Constant current (CC)");
  const controlledShortCircuit = await find(s.transferModes, "Controlled short circuit");
  const shortCircuit = await find(s.transferModes, "Short circuit");
  const spray = await find(s.transferModes, "Spray");
  const wireBrushing = await find(s.cleaningMethods, "Wire brushing");
  const grinding = await find(s.cleaningMethods, "Grinding");
  const machining = await find(s.endPreparationMethods, "Machining");
  const compound = await find(s.bevelTypes, "Compound", { description: "Compound bevel" });
  const vGroove = await find(s.bevelTypes, "V", { description: "Single V-groove" });
  const stillAir = await find(s.coolingMethods, "Still air", { description: "Natural cooling in still air" });
  const preHeating = await find(s.temperatureControlTypes, "Pre Heating");
  const interPass = await find(s.temperatureControlTypes, "Inter Pass");
  const crayon = await find(s.temperatureControlMethods, "Temperature-indicating crayon");
  const contactThermometer = await find(s.temperatureControlMethods, "Contact thermometer");
  const crayonReading = await find(s.temperatureMeasuringMethods, "Temperature-indicating crayon");
  const probeReading = await find(s.temperatureMeasuringMethods, "Contact thermometer");
  const api1104 = await find(s.qualificationMethods, "API 1104");
  const asmeIx = await find(s.qualificationMethods, "ASME IX");
  const group21 = await find(s.coveredMaterialIsos, "2.1");
  const group81 = await find(s.coveredMaterialIsos, "8.1");
  const sawl = await find(s.manufacturingProcesses, "Longitudinal submerged arc welded (SAWL)");
  const seamless = await find(s.manufacturingProcesses, "Seamless (SMLS)");
  const s31603 = await find(s.unsNumbers, "S31603");
  const rootTack = await find(s.tackWeldingTypes, "Root tack");

  if (!(await exists(tx, clientId, DEMO_PROCEDURE_NAMES.pipeline))) {
    const pipeline = {
      name: DEMO_PROCEDURE_NAMES.pipeline,
      date_format: "YYYY-MM-DD",
      is_wps: true,
      is_reference: true,
      project: pipelineProject,
      type: production,
      welds_classes: [girthWeld],
      uom: defaultUom?.id ?? null,
      qualification_method: api1104,
      supported_by_pqr: true,
      comment:
        "Mechanised girth welds, 30 in x 19.1 mm API 5L X65. Root STT from outside with the internal clamp in place; " +
        "ER70S-6 1.2 mm (root, hot pass), E81T1-Ni1M 1.2 mm (fill, cap).",
      covered_weld_position: fiveG,
      covered_p_number: "1",
      covered_material_group_number: "2.1",
      covered_material_grade: "API 5L X65 PSL2 / ISO 3183 L450",
      covered_material_isos: [group21],
      covered_outer_diameter_min: 323.9,
      covered_wall_thickness_min: 4.8,
      covered_wall_thickness_max: 19.1,
      covered_range_comment: "API 1104 groups: outside diameter above 323.9 mm, wall thickness 4.8 to 19.1 mm.",
      max_id_high_low: 1.6,
      max_od_high_low: 1.6,
      root_gap_min: 2,
      root_gap_max: 3,
      clamp: true,
      clamp_type: "Internal line-up clamp",
      removal_clamp: "After completion of 100 % of the root pass",
      fit_up_comment: "Bevels machined on site; clean bright metal 25 mm either side.",
      workpieces: [
        {
          name: 'Line pipe 30" x 19.1 mm',
          type: pipe,
          outer_diameter: 762,
          wall_thickness: 19.1,
          grade: "API 5L X65 PSL2",
          manufacturing_process: sawl,
          ce: 0.38,
          pcm: 0.18,
          index: 1,
        },
      ],
      bevel: [
        {
          name: "Compound bevel (mechanised)",
          type: compound,
          end_preparation_method: machining,
          index: 1,
          drawing_file: await drawing("compound-bevel-30in.pdf"),
          dimensions: [
            { name: "Root face", unit_of_measure: "mm", value: 1.3, tolerance_min: 0.3, tolerance_max: 0.3, index: 1 },
            { name: "Lower bevel angle", unit_of_measure: "degrees", value: 37.5, tolerance_min: 2.5, tolerance_max: 2.5, index: 2 },
            { name: "Transition height", unit_of_measure: "mm", value: 3.5, tolerance_min: 0.5, tolerance_max: 0.5, index: 3 },
            { name: "Upper bevel angle", unit_of_measure: "degrees", value: 5, tolerance_min: 1, tolerance_max: 1, index: 4 },
          ],
        },
      ],
      pass_group: [
        passGroup(gmaw, {
          name: "Root",
          index: 1,
          machine: null,
          power_sources: [inverter],
          transfer_mode: controlledShortCircuit,
          torches: singleTorch,
          bead_technique: stringer,
          direction: downhill,
          polarity: dcep,
          position: pj,
          control_software: "STT waveform",
          shielding_gas: m21,
          cleaning_method: grinding,
          quantity_of_passes: 1,
          contact_tip_work_distance: 12,
          current_min: 180,
          current_max: 220,
          voltage_min: 18,
          voltage_max: 21,
          travel_speed_min: 25,
          travel_speed_max: 35,
          wire_feed_speed_min: 5,
          wire_feed_speed_max: 7,
          gas_flow_min: 15,
          gas_flow_max: 20,
          comment: "ER70S-6, 1.2 mm. Grind start and stop points.",
        }),
        passGroup(gmaw, {
          name: "Hot pass",
          index: 2,
          power_sources: [inverter],
          transfer_mode: shortCircuit,
          torches: singleTorch,
          bead_technique: stringer,
          direction: downhill,
          polarity: dcep,
          position: pj,
          shielding_gas: m21,
          cleaning_method: wireBrushing,
          quantity_of_passes: 1,
          contact_tip_work_distance: 15,
          current_min: 200,
          current_max: 240,
          voltage_min: 20,
          voltage_max: 24,
          travel_speed_min: 40,
          travel_speed_max: 60,
          wire_feed_speed_min: 7,
          wire_feed_speed_max: 9,
          gas_flow_min: 15,
          gas_flow_max: 20,
          comment: "Within 5 minutes of the root (time lapse).",
        }),
        passGroup(fcaw, {
          name: "Fill",
          index: 3,
          power_sources: [inverter],
          transfer_mode: spray,
          torches: singleTorch,
          bead_technique: weave,
          direction: uphill,
          polarity: dcep,
          position: ph,
          shielding_gas: m21,
          cleaning_method: wireBrushing,
          quantity_of_passes: 5,
          contact_tip_work_distance: 18,
          current_min: 200,
          current_max: 260,
          voltage_min: 24,
          voltage_max: 28,
          travel_speed_min: 20,
          travel_speed_max: 30,
          wire_feed_speed_min: 7,
          wire_feed_speed_max: 10,
          gas_flow_min: 18,
          gas_flow_max: 22,
          oscillation_width_min: 6,
          oscillation_width_max: 12,
          oscillation_frequency_min: 60,
          oscillation_frequency_max: 120,
          comment: "E81T1-Ni1M, 1.2 mm. Remove slag between passes.",
        }),
        passGroup(fcaw, {
          name: "Cap",
          index: 4,
          power_sources: [inverter],
          transfer_mode: spray,
          torches: singleTorch,
          bead_technique: weave,
          direction: uphill,
          polarity: dcep,
          position: ph,
          shielding_gas: m21,
          cleaning_method: wireBrushing,
          quantity_of_passes: 1,
          contact_tip_work_distance: 18,
          current_min: 180,
          current_max: 230,
          voltage_min: 23,
          voltage_max: 27,
          travel_speed_min: 18,
          travel_speed_max: 26,
          wire_feed_speed_min: 6,
          wire_feed_speed_max: 9,
          gas_flow_min: 18,
          gas_flow_max: 22,
          oscillation_width_min: 10,
          oscillation_width_max: 16,
          oscillation_frequency_min: 50,
          oscillation_frequency_max: 100,
          comment: "Cap reinforcement 0.5 to 1.6 mm.",
        }),
      ],
      temperature_control: [
        {
          name: "Preheat",
          temperature_control_type: preHeating,
          temperature_control_methods: [crayon],
          temperature_measuring_method: crayonReading,
          distance: 75,
          location: "Both sides of the joint at 12, 3, 6 and 9 o'clock",
          temperature_min: 100,
          before_pass: "1",
          preheat_location_quantity: 4,
          comment: "Induction coil; check before the root is started.",
        },
        {
          name: "Interpass",
          temperature_control_type: interPass,
          temperature_control_methods: [contactThermometer],
          temperature_measuring_method: probeReading,
          distance: 25,
          location: "Weld toe, 4 positions",
          temperature_min: 100,
          temperature_max: 250,
          after_pass: "1;2;3",
          interPass_location_quantity: 4,
        },
      ],
      time_lapse: [
        { name: "Root to hot pass", after_pass: "1", before_pass: "2", duration: 300, comment: "Start the hot pass within 5 minutes." },
      ],
      cooling: [
        {
          name: "Cooling after the cap",
          method: stillAir,
          after_pass: "4",
          temperature_before_cooling_max: 250,
          temperature_after_cooling_max: 60,
          comment: "Still air, no quench; below 60 °C before NDE.",
        },
      ],
      alarm_settings: [
        { name: "Root arc voltage", u_rms_min: 17, u_rms_max: 22 },
        { name: "Fill arc voltage", u_rms_min: 23, u_rms_max: 29 },
      ],
    };
    await createProcedure(tx, clientId, ZProcedureSave.parse(pipeline));
  }

  if (!(await exists(tx, clientId, DEMO_PROCEDURE_NAMES.stainless))) {
    const gtawGroup = (values: Record<string, unknown>) =>
      passGroup(gtaw, {
        power_sources: [constantCurrent],
        torches: singleTorch,
        direction: uphill,
        polarity: dcen,
        position: sixG,
        shielding_gas: i1,
        cleaning_method: wireBrushing,
        gas_flow_min: 8,
        gas_flow_max: 12,
        ...values,
      });
    const stainless = {
      name: DEMO_PROCEDURE_NAMES.stainless,
      date_format: "YYYY-MM-DD",
      is_wps: true,
      is_reference: true,
      project: refineryProject,
      type: production,
      welds_classes: [girthWeld],
      uom: customary?.id ?? defaultUom?.id ?? null,
      qualification_method: asmeIx,
      supported_by_pqr: true,
      comment: "Manual GTAW, ER316L 2.4 mm rod. Tungsten WC20 2.4 mm, 30 to 45° tip. Stainless tools only; no carbon steel contact.",
      covered_weld_position: sixG,
      covered_p_number: "8",
      covered_material_group_number: "8.1",
      covered_material_grade: "ASTM A312 / A403 TP316L",
      covered_material_isos: [group81],
      covered_wall_thickness_min: 1.5,
      covered_wall_thickness_max: 14.2,
      covered_range_comment: "ASME IX QW-451.1: test coupon 7.11 mm qualifies 1.5 mm to 2T.",
      max_id_high_low: 1,
      max_od_high_low: 1.5,
      root_gap_min: 2,
      root_gap_max: 3,
      tack_weld: true,
      fit_up_comment: "Open root; tacks fused into the root pass.",
      workpieces: [
        {
          name: "Pipe 6in sch 40S",
          type: pipe,
          outer_diameter: 168.3,
          wall_thickness: 7.11,
          grade: "ASTM A312 TP316L",
          manufacturing_process: seamless,
          uns_numbers: [s31603],
          is_cra: true,
          pren: 24,
          index: 1,
        },
      ],
      bevel: [
        {
          name: "V-bevel 37.5°",
          type: vGroove,
          end_preparation_method: machining,
          index: 1,
          drawing_file: await drawing("v-bevel-6in-sch40s.pdf"),
          dimensions: [
            { name: "Bevel angle", unit_of_measure: "degrees", value: 37.5, tolerance_min: 2.5, tolerance_max: 2.5, index: 1 },
            { name: "Root face", unit_of_measure: "mm", value: 1.6, tolerance_min: 0.8, tolerance_max: 0.8, index: 2 },
          ],
        },
      ],
      pass_group: [
        gtawGroup({
          name: "Root",
          index: 1,
          bead_technique: stringer,
          quantity_of_passes: 1,
          current_min: 80,
          current_max: 110,
          voltage_min: 9,
          voltage_max: 11,
          travel_speed_min: 5,
          travel_speed_max: 8,
          show_tack_weld: true,
          tack_welding: { type: rootTack, length: 10, position: "12h;4h;8h", removal: false },
          comment: "Back purge below 0.1 % O2 before striking the arc.",
        }),
        gtawGroup({
          name: "Fill and cap",
          index: 2,
          bead_technique: weave,
          quantity_of_passes: 3,
          current_min: 110,
          current_max: 140,
          voltage_min: 10,
          voltage_max: 13,
          travel_speed_min: 6,
          travel_speed_max: 10,
          comment: "Keep the purge until two layers are deposited.",
        }),
      ],
      temperature_control: [
        {
          name: "Interpass",
          temperature_control_type: interPass,
          temperature_control_methods: [contactThermometer],
          temperature_measuring_method: probeReading,
          distance: 25,
          location: "Weld toe",
          temperature_max: 150,
          after_pass: "1;2",
          interPass_location_quantity: 2,
        },
      ],
      back_purging: [
        {
          name: "Argon back purge",
          flushing_flow_rate: 15,
          flushing_max_o2_level_chamber: 1000,
          welding_max_o2_level_chamber: 1000,
          flushing_duration: 600,
          comment: "Argon I1 between soluble dams; O2 below 0.1 % (1000 ppm) checked with an analyser.",
        },
      ],
      alarm_settings: [{ name: "Arc voltage", u_rms_min: 8.5, u_rms_max: 13.5 }],
    };
    await createProcedure(tx, clientId, ZProcedureSave.parse(stainless));
  }
}

import { fillerSeed } from "./catalogue.js";
import {
  type TFiller,
  type TPqrCouponInput,
  type TProductionPassInput,
  type TQualificationTimelineInput,
  type TWelderTestPieceInput,
  type TWpsRangesInput,
  ZPqrCoupon,
  ZProductionPass,
  ZQualificationTimeline,
  ZWelderTestPiece,
  ZWpsRanges,
} from "./schemas.js";

/** The worked examples' records (design §10), parsed through the schemas so their defaults apply. */

export function filler(name: string, metal?: string): TFiller {
  const seed = fillerSeed(name);
  if (!seed) throw new Error(`no seed ${name}`);
  return {
    classification: seed.name,
    iso_type: seed.iso_type,
    fm_group: seed.fm_group,
    f_number: seed.f_number,
    a_number: seed.a_number,
    sfa: seed.sfa,
    metal,
  };
}

export const AUTROD = "ESAB OK Autrod 12.51";

export const pqr = (input: TPqrCouponInput) => ZPqrCoupon.parse(input);
export const wps = (input: TWpsRangesInput) => ZWpsRanges.parse(input);
export const pass = (input: TProductionPassInput) => ZProductionPass.parse(input);
export const piece = (input: TWelderTestPieceInput) => ZWelderTestPiece.parse(input);
export const timeline = (input: TQualificationTimelineInput) => ZQualificationTimeline.parse(input);

/** PQR-I1 (E1). */
export const PQR_I1 = pqr({
  id: "PQR-I1",
  rule_set: "iso15614_1_2017",
  level: 2,
  joint_type: "butt",
  product_form: "pipe",
  outer_diameter: 168.3,
  thickness: 10.97,
  run_type: "multi",
  material_1: { iso_group: "1.2" },
  material_2: { iso_group: "1.2" },
  processes: [{ process: "135", filler: filler("ER70S-6", AUTROD), heat_input_min: 0.62, heat_input_max: 1.1 }],
  test_positions: ["H-L045"],
  progression: "up",
  preheat: 50,
  interpass_max: 200,
  pwht: { condition: "none" },
  impact_required: true,
  hardness_required: false,
  positions_all_demonstrated: true,
});

/** WPS-I1 (E2). */
export const WPS_I1 = wps({
  id: "WPS-I1",
  rule_set: "iso15614_1_2017",
  qualification_level: 2,
  impact_required: true,
  joint_type: "butt",
  run_type: "multi",
  thickness_min: 5,
  thickness_max: 20,
  outer_diameter_min: 114.3,
  covered_material_text: "1.1; 1.2",
  covered_positions: ["PH"],
  preheat_min: 50,
  interpass_max: 250,
  pass_groups: [
    { id: "root", process: "135", first: true, heat_input_min: 0.6, heat_input_max: 1.35, direction: "up" },
    { id: "fill", process: "135", heat_input_min: 0.6, heat_input_max: 1.35, direction: "up" },
  ],
  pqrs: ["PQR-I1"],
});

const pipe = (od: number, wall: number, group: string, p = "1", groupNumber?: number) => ({
  wall_thickness: wall,
  outer_diameter: od,
  product_form: "pipe" as const,
  material: { iso_group: group, p_number: p, group_number: groupNumber },
});
export const pipeMember = pipe;
export const plateMember = (wall: number, group = "1.1", p = "1") => ({
  wall_thickness: wall,
  product_form: "plate" as const,
  material: { iso_group: group, p_number: p },
});

/** E2's production pass: fill pass group of WPS-I1, edges 12.70/12.70, OD 323.9, 1.2/1.2, PH uphill. */
export const E2_PASS = pass({
  day: "2027-05-03",
  welder: "W5",
  pass_group: "fill",
  process: "135",
  transfer_mode: "pulsed_spray",
  joint_type: "butt",
  members: [pipe(323.9, 12.7, "1.2"), pipe(323.9, 12.7, "1.2")],
  position: "PH",
  direction: "up",
  run_type: "multi",
  weld_details: "ss_nb",
  fillers: [filler("ER70S-6", AUTROD)],
  heat_input: 1.3004,
  preheat: 60,
  interpass: 200,
});

/** PQR-A1 (E5). */
export const PQR_A1 = pqr({
  id: "PQR-A1",
  rule_set: "asme_ix",
  joint_type: "butt",
  product_form: "plate",
  thickness: 25.4,
  run_type: "multi",
  material_1: { p_number: "1", group_number: 2 },
  material_2: { p_number: "1", group_number: 2 },
  processes: [{ process: "111", filler: filler("E7018"), deposited_thickness: 25.4, arc_energy_max: 2.1 }],
  test_positions: ["3G"],
  progression: "up",
  preheat: 100,
  interpass_max: 250,
  impact_required: true,
  impact_temperature: -29,
});

export const WPS_A1 = wps({
  id: "WPS-A1",
  rule_set: "asme_ix",
  impact_required: true,
  joint_type: "butt",
  run_type: "multi",
  thickness_min: 16,
  thickness_max: 50.8,
  covered_p_numbers: [["1", "1"]],
  preheat_min: 45,
  interpass_max: 305,
  pass_groups: [{ id: "all", process: "111" }],
  pqrs: ["PQR-A1"],
});

export const qualification = timeline;

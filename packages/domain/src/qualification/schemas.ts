import { z } from "zod";
import { ASME_POSITION_CODES, FILLER_FORMS, FM_GROUPS, ISO_FILLER_TYPES, ISO_POSITION_CODES } from "./catalogue.js";

/*
 * The facts the qualification rules read (design §4): a PQR test coupon, a welder's test piece, a WPS's ranges and
 * one production pass (a cycle torch on a pass group). References are already resolved to codes (ISO 4063 number,
 * position code, material group code, filler classification): the server loads them, the rules stay pure. They
 * become records later; lengths are mm, heat input and arc energy kJ/mm, temperatures °C.
 */

const zMm = z.number().positive().max(20_000);
const zKjPerMm = z.number().nonnegative().max(1_000);
const zCelsius = z.number().min(-273).max(2_000);
const zDay = z.iso.date();

export const ZPositionCode = z.enum([...ISO_POSITION_CODES, ...ASME_POSITION_CODES]);
export const ZProgression = z.enum(["up", "down"]);
export const ZTransferMode = z.enum(["short_circuit", "controlled_short_circuit", "globular", "spray", "pulsed_spray"]);
export type TTransferMode = z.infer<typeof ZTransferMode>;
export const ZUnitSystem = z.enum(["SI", "US"]);
export const ZPqrRuleSet = z.enum(["iso15614_1_2017", "asme_ix"]);
export type TPqrRuleSet = z.infer<typeof ZPqrRuleSet>;
export const ZJointType = z.enum(["butt", "fillet", "t_butt", "branch"]);
export type TJointType = z.infer<typeof ZJointType>;
export const ZProductForm = z.enum(["plate", "pipe"]);
export const ZRunType = z.enum(["single", "multi"]);
export const ZPwhtCondition = z.enum(["none", "below_lower", "above_upper", "above_then_below", "between"]);
export type TPwhtCondition = z.infer<typeof ZPwhtCondition>;

/** A filler classification as the rules read it (catalogue entry §4.4, optionally with the filler metal's make). */
export const ZFiller = z.object({
  classification: z.string().min(1).max(60),
  form: z.enum(FILLER_FORMS).nullish(),
  iso_type: z.enum(ISO_FILLER_TYPES).nullish(),
  fm_group: z.enum(FM_GROUPS).nullish(),
  f_number: z.number().int().min(1).max(99).nullish(),
  a_number: z.number().int().min(1).max(99).nullish(),
  sfa: z.string().max(20).nullish(),
  /** Make + trade name (ISO 15614-1 level 2 with impact: the same filler metal). */
  metal: z.string().max(120).nullish(),
});
export type TFiller = z.infer<typeof ZFiller>;

/** One parent material: ISO/TR 15608 group code ("1.2"), ASME P-No ("1", "5A") and Group No. */
export const ZMaterial = z.object({
  iso_group: z.string().max(10).nullish(),
  p_number: z.string().max(10).nullish(),
  group_number: z.number().int().min(1).max(99).nullish(),
});
export type TMaterial = z.infer<typeof ZMaterial>;

export const ZPwht = z.object({
  condition: ZPwhtCondition,
  temperature_min: zCelsius.nullish(),
  temperature_max: zCelsius.nullish(),
  time: z.number().nonnegative().max(1_000).nullish(),
});
export type TPwht = z.infer<typeof ZPwht>;

/** A PQR's process line (design §4.1 `processes`). */
export const ZPqrProcess = z.object({
  process: z.string().regex(/^\d{2,3}$/),
  filler: ZFiller.nullish(),
  transfer_mode: ZTransferMode.nullish(),
  /** Weld metal this process deposited (ASME t; mm). */
  deposited_thickness: zMm.nullish(),
  heat_input_min: zKjPerMm.nullish(),
  heat_input_max: zKjPerMm.nullish(),
  arc_energy_min: zKjPerMm.nullish(),
  arc_energy_max: zKjPerMm.nullish(),
  method: z.enum(["A", "B", "C"]).nullish(),
});
export type TPqrProcess = z.infer<typeof ZPqrProcess>;

/** A PQR test coupon (design §4.1): one test, its measured facts. */
export const ZPqrCoupon = z.object({
  id: z.string().min(1),
  rule_set: ZPqrRuleSet,
  level: z.union([z.literal(1), z.literal(2)]).nullish(),
  unit_system: ZUnitSystem.default("SI"),
  joint_type: ZJointType,
  product_form: ZProductForm,
  outer_diameter: zMm.nullish(),
  thickness: zMm,
  thickness_2: zMm.nullish(),
  run_type: ZRunType,
  sides: z.enum(["single", "both"]).nullish(),
  backing: z.enum(["none", "material", "gas", "flux"]).nullish(),
  max_pass_thickness: zMm.nullish(),
  material_1: ZMaterial,
  material_2: ZMaterial,
  processes: z.array(ZPqrProcess).min(1).max(6),
  test_positions: z.array(ZPositionCode).min(1).max(6),
  progression: ZProgression.nullish(),
  /** Minimum preheat applied at the start; null = none applied. */
  preheat: zCelsius.nullish(),
  interpass_max: zCelsius.nullish(),
  pwht: ZPwht.default({ condition: "none" }),
  impact_required: z.boolean().default(false),
  impact_temperature: zCelsius.nullish(),
  hardness_required: z.boolean().default(false),
  positions_all_demonstrated: z.boolean().default(false),
  result: z.enum(["accepted", "rejected"]).default("accepted"),
});
export type TPqrCoupon = z.infer<typeof ZPqrCoupon>;
export type TPqrCouponInput = z.input<typeof ZPqrCoupon>;

/** A welder's test piece (design §4.3): one process line of a certificate. */
export const ZWelderTestPiece = z.object({
  id: z.string().min(1),
  standard: z.enum(["iso9606_1", "asme_ix"]),
  kind: z.enum(["welder", "operator"]).default("welder"),
  process: z.string().regex(/^\d{2,3}$/),
  transfer_mode: ZTransferMode.nullish(),
  joint_type: z.enum(["BW", "FW"]),
  product_type: ZProductForm,
  test_outer_diameter: zMm.nullish(),
  /** Parent material thickness t of the test piece. */
  test_thickness: zMm,
  /** s in ISO 9606-1, t in IX; defaults to test_thickness (single-process test). */
  deposited_thickness: zMm.nullish(),
  layers: z.number().int().min(1).max(200).nullish(),
  test_positions: z.array(ZPositionCode).min(1).max(6),
  progression: ZProgression.nullish(),
  /** ISO: single side no backing, single side with backing, both sides; fillets: single or multi layer. */
  weld_details: z.enum(["ss_nb", "ss_mb", "bs", "sl", "ml"]).nullish(),
  /** IX QW-402.4. */
  backing: z.enum(["with", "without"]).nullish(),
  filler: ZFiller.nullish(),
  p_number: z.string().max(10).nullish(),
  unit_system: ZUnitSystem.default("SI"),
});
export type TWelderTestPiece = z.infer<typeof ZWelderTestPiece>;
export type TWelderTestPieceInput = z.input<typeof ZWelderTestPiece>;

/** What decides a welder qualification's validity over time (design §4.3, §7). */
export const ZQualificationTimeline = z.object({
  id: z.string().min(1),
  welder: z.string().min(1),
  /** null: a legacy row (continuity from welding days, as ASME IX QW-322). */
  standard: z.enum(["iso9606_1", "asme_ix"]).nullable(),
  process: z.string().min(1),
  qualified_at: zDay,
  expire_at: zDay.nullish(),
  revoked_at: zDay.nullish(),
  revalidation_method: z.enum(["9.3a", "9.3b", "9.3c"]).nullish(),
  confirmations: z.array(z.object({ date: zDay })).default([]),
  revalidations: z.array(z.object({ date: zDay })).default([]),
  renewals: z.array(z.object({ date: zDay })).default([]),
});
export type TQualificationTimeline = z.infer<typeof ZQualificationTimeline>;
export type TQualificationTimelineInput = z.input<typeof ZQualificationTimeline>;

/** A WPS pass group, as the checks read it. */
export const ZWpsPassGroup = z.object({
  id: z.string().min(1),
  process: z.string().regex(/^\d{2,3}$/),
  first: z.boolean().default(false),
  heat_input_min: zKjPerMm.nullish(),
  heat_input_max: zKjPerMm.nullish(),
  deposited_thickness: zMm.nullish(),
  position: ZPositionCode.nullish(),
  direction: ZProgression.nullish(),
});
export type TWpsPassGroup = z.infer<typeof ZWpsPassGroup>;

/** A WPS's covered ranges and requirements (design §4.2). */
export const ZWpsRanges = z.object({
  id: z.string().min(1),
  is_wps: z.boolean().default(true),
  rule_set: z.enum(["iso15614_1_2017", "asme_ix", "api_1104", "none"]),
  qualification_level: z.union([z.literal(1), z.literal(2)]).nullish(),
  impact_required: z.boolean().default(false),
  hardness_required: z.boolean().default(false),
  joint_type: ZJointType.nullish(),
  run_type: ZRunType.nullish(),
  thickness_min: zMm.nullish(),
  thickness_max: zMm.nullish(),
  outer_diameter_min: zMm.nullish(),
  outer_diameter_max: zMm.nullish(),
  /** Structured ISO group pairs; when empty, `covered_material_text` is parsed ("1.1; 1.2" = any pair of these). */
  covered_material_pairs: z.array(z.tuple([z.string(), z.string()])).default([]),
  covered_material_text: z.string().max(500).nullish(),
  covered_p_numbers: z.array(z.tuple([z.string(), z.string()])).default([]),
  covered_positions: z.array(ZPositionCode).default([]),
  preheat_min: zCelsius.nullish(),
  interpass_max: zCelsius.nullish(),
  pwht: ZPwht.default({ condition: "none" }),
  pass_groups: z.array(ZWpsPassGroup).min(1),
  pqrs: z.array(z.string()).default([]),
});
export type TWpsRanges = z.infer<typeof ZWpsRanges>;
export type TWpsRangesInput = z.input<typeof ZWpsRanges>;

/** One production member (edge or workpiece): wall thickness, OD (pipes), material. */
export const ZProductionMember = z.object({
  wall_thickness: zMm.nullish(),
  outer_diameter: zMm.nullish(),
  product_form: ZProductForm.nullish(),
  material: ZMaterial.default({}),
});
export type TProductionMember = z.infer<typeof ZProductionMember>;

/** One production pass (a cycle torch on a pass group), values already picked by §8.1. */
export const ZProductionPass = z.object({
  /** The cycle's day (its end, else its start; §3); null → date checks cannot be made. */
  day: zDay.nullable(),
  welder: z.string().nullish(),
  pass_group: z.string().min(1),
  process: z.string().nullish(),
  transfer_mode: ZTransferMode.nullish(),
  joint_type: ZJointType.nullish(),
  members: z.tuple([ZProductionMember, ZProductionMember]),
  pipe_rotated: z.boolean().nullish(),
  position: ZPositionCode.nullish(),
  direction: ZProgression.nullish(),
  run_type: ZRunType.nullish(),
  /** The first pass group (no interpass). */
  first_pass_group: z.boolean().default(false),
  /** Root pass group: its backing is the joint's; later pass groups are backed by the root (X5). */
  root: z.boolean().default(false),
  backing: z.enum(["with", "without"]).nullish(),
  weld_details: z.enum(["ss_nb", "ss_mb", "bs", "sl", "ml"]).nullish(),
  /** Weld metal this pass group's process deposits (pass group `deposited_thickness`). */
  deposited_thickness: zMm.nullish(),
  wps_process_count: z.number().int().min(1).default(1),
  fillers: z.array(ZFiller).default([]),
  /** ISO heat input, with k (kJ/mm). */
  heat_input: zKjPerMm.nullish(),
  /** ASME arc energy, k = 1 (kJ/mm). */
  arc_energy: zKjPerMm.nullish(),
  efficiency_k: z.number().positive().max(1).nullish(),
  preheat: zCelsius.nullish(),
  interpass: zCelsius.nullish(),
});
export type TProductionPass = z.infer<typeof ZProductionPass>;
export type TProductionPassInput = z.input<typeof ZProductionPass>;

/** A legacy qualification row (no `standard`): its typed (declared) ranges, used only once verified (§8.2). */
export const ZDeclaredQualification = z.object({
  id: z.string().min(1),
  process: z.string().min(1),
  positions: z.array(ZPositionCode).default([]),
  thickness_min: zMm.nullish(),
  thickness_max: zMm.nullish(),
  diameter_min: zMm.nullish(),
  diameter_max: zMm.nullish(),
  ranges_verified_by: z.string().nullish(),
});
export type TDeclaredQualification = z.infer<typeof ZDeclaredQualification>;

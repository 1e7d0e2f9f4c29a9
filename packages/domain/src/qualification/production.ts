import { resolvePosition, type TResolvedPosition } from "./catalogue.js";
import type { TProductionMember, TProductionPass } from "./schemas.js";
import { kjPerMm, mm, roundHalfUp } from "./units.js";

/*
 * Production values of one pass in base units (design §8.1), each either a value or the reason it is missing.
 */

export type TValue<T> = { ok: true; value: T } | { ok: false; code: string };
const missing = <T>(code: string): TValue<T> => ({ ok: false, code });
const found = <T>(value: T): TValue<T> => ({ ok: true, value });

export const memberIndexes = [0, 1] as const;
export const memberNumber = (index: 0 | 1): 1 | 2 => (index === 0 ? 1 : 2);

export const memberThickness = (member: TProductionMember): TValue<number> =>
  member.wall_thickness == null ? missing("missing_wall_thickness") : found(mm(member.wall_thickness));

/** A member is a plate when so stated, or when it has no OD and is not said to be a pipe. */
export type TMemberShape = { ok: true; form: "plate" } | { ok: true; form: "pipe"; od: number } | { ok: false; code: string };
export function memberShape(member: TProductionMember): TMemberShape {
  if (member.product_form === "plate") return { ok: true, form: "plate" };
  if (member.outer_diameter != null) return { ok: true, form: "pipe", od: mm(member.outer_diameter) };
  return { ok: false, code: "missing_outer_diameter" };
}

export const passPosition = (pass: TProductionPass): TResolvedPosition => resolvePosition(pass.position, pass.direction);

/** W6 / X2: the pass group's deposit; else, on a single-process WPS, the thinner member's wall; else unknown. */
export function productionDeposit(pass: TProductionPass): TValue<number> {
  if (pass.deposited_thickness != null) return found(mm(pass.deposited_thickness));
  if (pass.wps_process_count === 1) {
    const walls = pass.members.map((member) => member.wall_thickness).filter((wall): wall is number => wall != null);
    if (walls.length === 2) return found(Math.min(...walls.map(mm)));
  }
  return missing("deposit_thickness_unknown");
}

export const productionHeatInput = (pass: TProductionPass): TValue<number> =>
  pass.heat_input == null ? missing("missing_heat_input") : found(kjPerMm(pass.heat_input));

/** A7: the cycle's arc energy, else heat input / k (computed, then rounded half-up: 1.68 / 0.8 → 2.100). */
export function productionArcEnergy(pass: TProductionPass): TValue<number> {
  if (pass.arc_energy != null) return found(kjPerMm(pass.arc_energy));
  if (pass.heat_input == null) return missing("missing_heat_input");
  if (pass.efficiency_k == null) return missing("missing_efficiency_k");
  return found(roundHalfUp(pass.heat_input / pass.efficiency_k, 3));
}

export const productionPreheat = (pass: TProductionPass): TValue<number> =>
  pass.preheat == null ? missing("missing_preheat") : found(roundHalfUp(pass.preheat, 0));
export const productionInterpass = (pass: TProductionPass): TValue<number> =>
  pass.interpass == null ? missing("missing_interpass") : found(roundHalfUp(pass.interpass, 0));

export function productionIsoPair(pass: TProductionPass): TValue<[string, string]> {
  const [a, b] = pass.members.map((member) => member.material.iso_group ?? null);
  return a && b ? found([a, b]) : missing("missing_material_group");
}
export function productionPPair(pass: TProductionPass): TValue<[string, string]> {
  const [a, b] = pass.members.map((member) => member.material.p_number ?? null);
  return a && b ? found([a, b]) : missing("missing_material_group");
}

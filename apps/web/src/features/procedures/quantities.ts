import { PROCEDURE_MEASURES, type TProcedureMeasureList } from "@weldtrace/domain";
import type { TNumberKind } from "./units";

/**
 * Which unit each numeric field of a procedure is shown in, with its decimals: the domain's measure
 * specification (PROCEDURE_MEASURES), read as the form reads it. The stored unit is the family's base unit
 * (mm, °C, °C/h, kJ/mm, cm/min, m/min, L/min, ppm, cycle/min); the display unit comes from the procedure's unit
 * system, by category.
 */

/** A node of the procedure: its numeric fields, its lists of rows and its nested objects. */
export interface TShape {
  readonly numbers: Readonly<Record<string, TNumberKind>>;
  readonly lists?: Readonly<Record<string, TShape>>;
  readonly objects?: Readonly<Record<string, TShape>>;
}

export const PROCEDURE_SHAPE: TShape = PROCEDURE_MEASURES;

export const PASS_GROUP_NUMBERS: Readonly<Record<string, TNumberKind>> = PROCEDURE_MEASURES.lists.pass_group.numbers;

export const TACK_WELDING_NUMBERS = PROCEDURE_MEASURES.lists.pass_group.objects.tack_welding.numbers;

export type TChildList = TProcedureMeasureList;

/** The shape of one child list's rows. */
export function listShape(list: TChildList): TShape {
  return PROCEDURE_MEASURES.lists[list];
}

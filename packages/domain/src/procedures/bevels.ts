import { z } from "zod";
import { MESSAGE_CATALOGUE, message } from "../messages/catalogue.js";
import { UNIT_FAMILIES } from "../units/units.js";
import { MEASURE_MAX, zMeasure, zName, zText } from "../validation/fields.js";
import { betweenMessage, codedIssue } from "../validation/messages.js";
import { zDeletedRow, zIndex, zRef, zStoredFile } from "./shared.js";

export const BEVEL_MESSAGES = {
  /** Spec §5 and §8, verbatim. */
  duplicateDimensionNames: MESSAGE_CATALOGUE.duplicate_dimension_names,
} as const;

/** Spec: a bevel dimension is a length (mm, cm, in) or an angle (degrees). */
export const BEVEL_DIMENSION_UNITS = UNIT_FAMILIES.dimension;
export const ANGLE_RANGE = { min: 0, max: 360 } as const;

export const bevelDimensionShape = {
  id: z.uuid().optional(),
  name: zName(),
  /** How the dimension is shown; "degrees" makes it an angle. */
  unit_of_measure: z.enum(BEVEL_DIMENSION_UNITS),
  /** mm for lengths, degrees for angles, whatever unit_of_measure shows. */
  value: zMeasure(-MEASURE_MAX),
  /** Allowed below the value, same unit as the value; never negative. */
  tolerance_min: zMeasure(),
  /** Allowed above the value, same unit as the value; never negative. */
  tolerance_max: zMeasure(),
  index: zIndex(),
  deleted: z.literal(false).optional(),
};

function refineDimension(dimension: { unit_of_measure: string; value: number }, ctx: z.RefinementCtx) {
  if (dimension.unit_of_measure === "degrees") {
    if (dimension.value < ANGLE_RANGE.min || dimension.value > ANGLE_RANGE.max) {
      ctx.addIssue({ ...codedIssue(betweenMessage(ANGLE_RANGE.min, ANGLE_RANGE.max)), path: ["value"] });
    }
  } else if (dimension.value < 0) {
    ctx.addIssue({ ...codedIssue(betweenMessage(0, "∞")), path: ["value"] });
  }
}

/** Spec §5: unit, value and both tolerances required for each dimension. */
export const ZBevelDimension = z.object(bevelDimensionShape).superRefine(refineDimension);
export type TBevelDimension = z.output<typeof ZBevelDimension>;
export const ZBevelDimensionRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZBevelDimension]);
/** POST bevelDimensions/ (JSON import). */
export const ZBevelDimensionCreate = z.object({ ...bevelDimensionShape, bevel: z.uuid() }).superRefine(refineDimension);

/** The name as compared for uniqueness: trimmed, ignoring case. */
const dimensionKey = (name: string) => name.trim().toLowerCase();

/** Spec §5: are two live dimensions of one bevel named alike? */
export function hasDuplicateDimensionNames(dimensions: readonly { name?: string | null; deleted?: boolean }[]): boolean {
  const names = dimensions
    .filter((dimension) => dimension.deleted !== true && dimension.name)
    .map((dimension) => dimensionKey(dimension.name ?? ""));
  return new Set(names).size !== names.length;
}

const bevelFields = {
  id: z.uuid().optional(),
  name: zName(),
  type: z.uuid(),
  end_preparation_method: zRef(),
  comment: zText(),
  index: zIndex(),
  /** Spec §3: the drawing file is required. */
  drawing_file: zStoredFile(),
  /** Filled in by the server from the stored file. */
  drawing_filename: z.string().max(255).nullish(),
  deleted: z.literal(false).optional(),
};

/** Spec §5: name, type and drawing required; dimension names unique within the bevel. */
export const ZBevel = z
  .object({ ...bevelFields, dimensions: z.array(ZBevelDimensionRow).max(200).optional() })
  .superRefine((bevel, ctx) => {
    if (hasDuplicateDimensionNames(bevel.dimensions ?? [])) {
      ctx.addIssue({ ...codedIssue(message("duplicate_dimension_names")), path: ["dimensions"] });
    }
  });
export type TBevel = z.output<typeof ZBevel>;
export const ZBevelRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZBevel]);
/** POST bevels/ (JSON import); its dimensions follow as bevelDimensions. */
export const ZBevelCreate = z.object({ ...bevelFields, procedure: z.uuid() });

import { z } from "zod";
import { zFlag, zRefs } from "../procedures/shared.js";
import { zName } from "../validation/fields.js";
import { inspectionMessage, inspectionMessageText, type TInspectionMessage } from "./messages.js";
import {
  hasPositions,
  joinPositions,
  normalizePosition,
  parsePositions,
  positionIssue,
  positionsOf,
  type TPositionsInput,
  zPosition,
  zPositionsInput,
} from "./positions.js";

/**
 * Inspection sequences (spec §3 "Inspections", §5 "Sequence positions"): what an inspector measures, where. A
 * sequence belongs to a project and one of its procedures; its positions are stored as the spec's semicolon text
 * ("0;90;180;270"), normalized (angles sorted, no leading zeros). Whether the procedure belongs to the project, and
 * the sections and bevel dimensions belong to the procedure, needs the database and is the server's check.
 */

/** A zod issue carrying an inspection code, as codedIssue does for the domain's catalogue. */
export function inspectionIssue(coded: TInspectionMessage, path: PropertyKey[]) {
  return { code: "custom" as const, message: inspectionMessageText(coded), params: { message: coded }, path };
}

/** Spec §9 "Fit-up measurement types", by code; the labels are the spec's. */
export const FIT_UP_MEASUREMENT_TYPES = ["id_high_low", "od_high_low", "root_gap", "preparation_opening"] as const;
export type TFitUpMeasurementType = (typeof FIT_UP_MEASUREMENT_TYPES)[number];
export const FIT_UP_MEASUREMENT_TYPE_LABELS = {
  id_high_low: "ID High low",
  od_high_low: "OD High low",
  root_gap: "Root gap",
  preparation_opening: "Preparation opening",
} as const satisfies Record<TFitUpMeasurementType, string>;

const sequenceShape = {
  /** Optional: a client may give the id so a repeated POST creates nothing twice. */
  id: z.uuid().optional(),
  name: zName(),
  project: z.uuid(),
  procedure: z.uuid(),
};

type TIssueSink = { addIssue: (issue: ReturnType<typeof inspectionIssue>) => void };

/** Parses a positions field, reporting its refusal on that field; undefined when refused. */
function checkedPositions(input: TPositionsInput, isAngle: boolean, path: PropertyKey[], ctx: TIssueSink): string | undefined {
  const parsed = parsePositions(input, isAngle);
  if ("error" in parsed) {
    ctx.addIssue(inspectionIssue(parsed.error, path));
    return undefined;
  }
  return joinPositions(parsed.positions);
}

// Fit-up ---------------------------------------------------------------------------------------------------

const fitUpShape = {
  ...sequenceShape,
  is_angle: zFlag(),
  /** The sequence's positions; a measured type without its own list takes these. */
  positions: zPositionsInput(),
  with_id_high_low: zFlag(),
  id_high_low_positions: zPositionsInput(),
  with_od_high_low: zFlag(),
  od_high_low_positions: zPositionsInput(),
  with_root_gap: zFlag(),
  root_gap_positions: zPositionsInput(),
  with_preparation_opening: zFlag(),
  preparation_opening_positions: zPositionsInput(),
};

/**
 * Spec §3: a fit-up sequence measures some of the four types, each at its own positions. At least one type is
 * measured (a sequence measuring nothing cannot be inspected); a measured type's list is required, falling back to
 * the sequence's positions when left empty; an unmeasured type's list is dropped, as the form hides it.
 */
export const ZFitUpInspectionSequence = z.object(fitUpShape).transform((sequence, ctx) => {
  const isAngle = sequence.is_angle === true;
  const positions = hasPositions(sequence.positions) ? (checkedPositions(sequence.positions, isAngle, ["positions"], ctx) ?? null) : null;
  const typed = {} as Record<`${TFitUpMeasurementType}_positions`, string | null>;
  for (const type of FIT_UP_MEASUREMENT_TYPES) {
    const own = sequence[`${type}_positions`];
    const field = `${type}_positions` as const;
    typed[field] = sequence[`with_${type}`] ? (checkedPositions(hasPositions(own) ? own : positions, isAngle, [field], ctx) ?? null) : null;
  }
  if (!FIT_UP_MEASUREMENT_TYPES.some((type) => sequence[`with_${type}`])) {
    ctx.addIssue(inspectionIssue(inspectionMessage("fit_up_nothing_measured"), ["with_id_high_low"]));
  }
  return {
    ...sequence,
    is_angle: isAngle,
    positions,
    with_id_high_low: sequence.with_id_high_low === true,
    with_od_high_low: sequence.with_od_high_low === true,
    with_root_gap: sequence.with_root_gap === true,
    with_preparation_opening: sequence.with_preparation_opening === true,
    ...typed,
  };
});
export type TFitUpInspectionSequence = z.output<typeof ZFitUpInspectionSequence>;

/** The positions a fit-up sequence measures a type at; empty when it does not measure that type. */
export function fitUpTypePositions(
  sequence: Pick<TFitUpInspectionSequence, `with_${TFitUpMeasurementType}` | `${TFitUpMeasurementType}_positions`>,
  type: TFitUpMeasurementType,
): string[] {
  return sequence[`with_${type}`] ? positionsOf(sequence[`${type}_positions`]) : [];
}

/**
 * The server's check of a fit-up measurement against its inspection's sequence: the sequence measures its type, at
 * that position.
 */
export function fitUpMeasurementIssue(
  sequence: Pick<TFitUpInspectionSequence, "is_angle" | `with_${TFitUpMeasurementType}` | `${TFitUpMeasurementType}_positions`>,
  measurement: { type: TFitUpMeasurementType; position: string | number },
): TInspectionMessage | null {
  if (!sequence[`with_${measurement.type}`]) {
    return inspectionMessage("fit_up_type_not_in_sequence", { type: FIT_UP_MEASUREMENT_TYPE_LABELS[measurement.type] });
  }
  return positionIssue(measurement.position, fitUpTypePositions(sequence, measurement.type), sequence.is_angle);
}

// Bevel ----------------------------------------------------------------------------------------------------

/** Spec §3 and §5: a row of a bevel sequence: which dimension of which bevel is measured at which position. */
export const ZBevelSequenceDimension = z.object({
  id: z.uuid().optional(),
  position: zPosition(),
  bevel: z.uuid(),
  dimension: z.uuid(),
});
export type TBevelSequenceDimension = z.output<typeof ZBevelSequenceDimension>;

/**
 * Spec §3: a bevel sequence says is_plate where the others say is_angle: a pipe's positions are angles, a
 * plate's are typed. Each dimension row's position is one of the sequence's, and a dimension is measured once
 * per position.
 */
export const ZBevelInspectionSequence = z
  .object({
    ...sequenceShape,
    is_plate: zFlag(),
    positions: zPositionsInput(),
    bevel_dimensions: z.array(ZBevelSequenceDimension).max(2000).optional(),
  })
  .transform((sequence, ctx) => {
    const isAngle = sequence.is_plate !== true;
    const positions = checkedPositions(sequence.positions, isAngle, ["positions"], ctx);
    const known = positionsOf(positions);
    const seen = new Set<string>();
    const rows = (sequence.bevel_dimensions ?? []).map((row, index) => {
      const position = normalizePosition(row.position, isAngle);
      if (positions !== undefined && !known.some((candidate) => candidate.toLowerCase() === position.toLowerCase())) {
        ctx.addIssue(inspectionIssue(inspectionMessage("position_not_in_sequence", { position }), ["bevel_dimensions", index, "position"]));
      }
      const key = `${position.toLowerCase()}|${row.dimension}`;
      if (seen.has(key)) {
        ctx.addIssue(
          inspectionIssue(inspectionMessage("bevel_dimension_twice", { dimension: row.dimension, position }), [
            "bevel_dimensions",
            index,
            "dimension",
          ]),
        );
      }
      seen.add(key);
      return { ...row, position };
    });
    return { ...sequence, is_plate: !isAngle, positions: positions ?? null, bevel_dimensions: rows };
  });
export type TBevelInspectionSequence = z.output<typeof ZBevelInspectionSequence>;

/** The server's check of a row's dimension against its bevel's live dimensions (the ids it read). */
export function bevelDimensionIssue(row: Pick<TBevelSequenceDimension, "dimension">, bevelDimensionIds: readonly string[]) {
  return bevelDimensionIds.includes(row.dimension) ? null : inspectionMessage("dimension_not_in_bevel", { dimension: row.dimension });
}

/** The server's check of a bevel measurement: its sequence has a row for that dimension at that position. */
export function bevelMeasurementIssue(
  sequence: Pick<TBevelInspectionSequence, "is_plate" | "bevel_dimensions">,
  measurement: { dimension: string; position: string | number },
): TInspectionMessage | null {
  const isAngle = !sequence.is_plate;
  const position = normalizePosition(measurement.position, isAngle);
  const planned = sequence.bevel_dimensions.some(
    (row) => row.dimension === measurement.dimension && normalizePosition(row.position, isAngle).toLowerCase() === position.toLowerCase(),
  );
  return planned ? null : inspectionMessage("bevel_dimension_not_in_sequence", { dimension: measurement.dimension, position });
}

// Temperature control and cooling ----------------------------------------------------------------------------

const angledShape = { ...sequenceShape, is_angle: zFlag(), positions: zPositionsInput() };

const withCheckedPositions = <T extends { is_angle?: boolean | undefined; positions?: TPositionsInput }>(sequence: T, ctx: TIssueSink) => {
  const isAngle = sequence.is_angle === true;
  const positions = checkedPositions(sequence.positions, isAngle, ["positions"], ctx);
  return { ...sequence, is_angle: isAngle, positions: positions ?? null };
};

/**
 * Spec §3: a temperature control sequence also names the procedure's temperature control it checks and the pass
 * groups it is checked at (the spec's semicolon list; a list of ids here, as every multi-select of the API).
 */
export const ZTemperatureControlInspectionSequence = z
  .object({ ...angledShape, temperature_control: z.uuid(), pass_group: zRefs() })
  .transform(withCheckedPositions);
export type TTemperatureControlInspectionSequence = z.output<typeof ZTemperatureControlInspectionSequence>;

export const ZCoolingInspectionSequence = z.object(angledShape).transform(withCheckedPositions);
export type TCoolingInspectionSequence = z.output<typeof ZCoolingInspectionSequence>;

import { fillPlaceholders, MESSAGE_CATALOGUE } from "../messages/catalogue.js";

/**
 * The codes inspections answer with (positions, sequences, units, verdict reasons, instruments), in the
 * shape of the domain's catalogue: a stable snake_case code, its English text, `{name}` placeholders as parameters.
 * They stay here until the web app has their French: MESSAGE_CATALOGUE is `satisfies`-checked against the web's
 * French catalogue, so moving them there is one commit that adds both (docs/decisions.md, "Inspections").
 * None of these codes is a code of MESSAGE_CATALOGUE (tested), so the move needs no renaming.
 */
export const INSPECTION_MESSAGE_CATALOGUE = {
  // Positions of a sequence (spec §5 "Sequence positions").
  positions_required: "Give at least one position.",
  position_not_angle: "Position {position} is not a whole number of degrees from 0 to 359.",
  position_duplicate: "Position {position} is given twice.",
  position_too_long: "Position {position} is longer than {max} characters.",
  too_many_positions: "Give at most {max} positions.",
  position_not_in_sequence: "Position {position} is not one of the sequence's positions.",

  // Sequences.
  fit_up_nothing_measured: "Choose at least one of ID high-low, OD high-low, root gap or preparation opening.",
  fit_up_type_not_in_sequence: "This sequence does not measure {type}.",
  bevel_dimension_twice: "Dimension {dimension} is already measured at position {position}.",
  dimension_not_in_bevel: "Dimension {dimension} is not one of the bevel's dimensions.",
  bevel_dimension_not_in_sequence: "Dimension {dimension} is not measured at position {position} in this sequence.",

  // Links of a sequence, an inspection or a measurement (the server's checks).
  row_not_in_procedure: "This {section} is not one of the procedure's.",
  sequence_of_another_procedure: "Choose a sequence of the inspection's procedure.",
  weld_of_another_procedure: "Choose a weld made with the inspection's procedure.",
  edge_not_of_weld: "Choose one of the weld's two edges.",
  measurement_id_taken: "This id is already used by another measurement.",

  // Units of an entered value.
  unit_not_allowed: "A value in {unit} cannot be compared with limits in {stored}.",

  // Verdict reasons: why a measurement is rejected ({field} and {limit} are field names).
  measure_missing: "No value for {field}.",
  measure_zero: "{field} is zero.",
  limit_missing: "The procedure gives no {limit}.",
  limit_zero: "The procedure's {limit} is zero.",
  below_min: "{field} {value} {unit} is below the minimum {min} {unit}.",
  above_max: "{field} {value} {unit} is above the maximum {max} {unit}.",
  outside_tolerance: "{field} {value} {unit} is not strictly between {min} and {max} {unit}.",

  // Measuring instruments.
  instrument_calibration_expired: "The calibration of {instrument} ({serial_number}) expired on {expire_at}, before this measurement.",
  instrument_type_unfit: "{instrument} ({serial_number}) is a {type}, which does not take {measure} measurements.",
} as const;

export type TInspectionMessageCode = keyof typeof INSPECTION_MESSAGE_CATALOGUE;

/** A message on the wire, as TMessage of the domain's catalogue: its code, and its parameters when it has some. */
export interface TInspectionMessage {
  code: TInspectionMessageCode;
  params?: Record<string, string | number>;
}

export function inspectionMessage(code: TInspectionMessageCode, params?: Record<string, string | number>): TInspectionMessage {
  return params ? { code, params } : { code };
}

/** The English text of an inspection message. */
export const inspectionMessageText = (coded: TInspectionMessage): string =>
  fillPlaceholders(INSPECTION_MESSAGE_CATALOGUE[coded.code], coded.params);

/** The codes that would clash with the domain's catalogue if merged into it (expected: none). */
export const clashingInspectionCodes = (): string[] =>
  Object.keys(INSPECTION_MESSAGE_CATALOGUE).filter((code) => Object.hasOwn(MESSAGE_CATALOGUE, code));

import { z } from "zod";
import { inspectionMessage, type TInspectionMessage } from "./messages.js";

/** Spec §9: angle positions 0 to 359 degrees. */
export const POSITION_ANGLE_RANGE = { min: 0, max: 359 } as const;
/** A typed (not angular) position is a short label: "12", "A", "12 o'clock". */
export const POSITION_MAX_LENGTH = 50;
/** At most one position per degree; a typed list may not be longer either. */
export const POSITIONS_MAX = 360;

/** What a client may send as positions: the spec's semicolon text, or the multi-select's values. */
export type TPositionsInput = string | readonly (string | number)[] | null | undefined;

const splitPositions = (input: TPositionsInput): string[] =>
  (typeof input === "string" ? input.split(";") : (input ?? []).map(String)).map((part) => part.trim()).filter((part) => part.length > 0);

/** Does the input hold at least one position (empty parts aside)? */
export const hasPositions = (input: TPositionsInput): boolean => splitPositions(input).length > 0;

/** A position as it is stored and compared: trimmed, and an angle without leading zeros ("090" is "90"). */
export function normalizePosition(position: string | number, isAngle: boolean): string {
  const text = String(position).trim();
  return isAngle && /^\d+$/.test(text) ? String(Number(text)) : text;
}

/**
 * Spec §5 "Sequence positions": with is_angle, whole degrees from 0 to 359 chosen in a multi-select; otherwise
 * values typed and separated by a semicolon. Empty parts are dropped. Angles are sorted (a multi-select has no
 * order); typed values keep the order they were typed in. A position given twice is refused, as is an empty list.
 */
export function parsePositions(input: TPositionsInput, isAngle: boolean): { positions: string[] } | { error: TInspectionMessage } {
  const parts = splitPositions(input);
  if (parts.length === 0) return { error: inspectionMessage("positions_required") };
  if (parts.length > POSITIONS_MAX) return { error: inspectionMessage("too_many_positions", { max: POSITIONS_MAX }) };
  const positions: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    if (isAngle) {
      const degrees = Number(part);
      if (!/^\d+$/.test(part) || degrees < POSITION_ANGLE_RANGE.min || degrees > POSITION_ANGLE_RANGE.max) {
        return { error: inspectionMessage("position_not_angle", { position: part }) };
      }
    } else if (part.length > POSITION_MAX_LENGTH) {
      return { error: inspectionMessage("position_too_long", { position: part, max: POSITION_MAX_LENGTH }) };
    }
    const position = normalizePosition(part, isAngle);
    // Typed labels compare ignoring case: "a" and "A" name the same place on a plate.
    const key = position.toLowerCase();
    if (seen.has(key)) return { error: inspectionMessage("position_duplicate", { position }) };
    seen.add(key);
    positions.push(position);
  }
  if (isAngle) positions.sort((left, right) => Number(left) - Number(right));
  return { positions };
}

/** Positions as the spec stores them: values separated by a semicolon. */
export const joinPositions = (positions: readonly string[]): string => positions.join(";");

/** The stored positions of a sequence as a list (they were checked on save, so nothing is refused here). */
export const positionsOf = (stored: string | null | undefined): string[] => splitPositions(stored);

/** A measurement's position must be one of its sequence's (or, for fit-up, of its type's) positions. */
export function positionIssue(
  position: string | number,
  sequencePositions: readonly string[],
  isAngle: boolean,
): TInspectionMessage | null {
  const wanted = normalizePosition(position, isAngle).toLowerCase();
  if (sequencePositions.some((candidate) => normalizePosition(candidate, isAngle).toLowerCase() === wanted)) return null;
  return inspectionMessage("position_not_in_sequence", { position: normalizePosition(position, isAngle) });
}

/** What a positions field accepts on the wire: the semicolon text, or a list of values. */
export const zPositionsInput = () =>
  z.union([z.string().max(20_000), z.array(z.union([z.string().max(200), z.number()])).max(1000)]).nullish();

/** A measurement's position: a typed label or an angle, sent as text or number, kept as trimmed text. */
export const zPosition = () =>
  z
    .union([
      z.string().trim().min(1).max(POSITION_MAX_LENGTH),
      z.number().int().min(POSITION_ANGLE_RANGE.min).max(POSITION_ANGLE_RANGE.max),
    ])
    .transform((position) => String(position));

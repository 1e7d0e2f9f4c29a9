import { z } from "zod";
import { message, type TMessage, textOf } from "../messages/catalogue.js";
import { betweenMessage, codedError, maxDecimalsMessage, maxDigitsMessage } from "./messages.js";

export const NAME_MAX = 255;
export const TEXT_MAX = 5000;

/** A required single-line name, trimmed. */
export const zName = () => z.string().trim().min(1).max(NAME_MAX);
/** Optional free text; empty means null. */
export const zText = (max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
export const zId = () => z.uuid();

/** Years a calendar date may have: PostgreSQL has no year 0, and four digits are what every screen shows. */
const isStorableYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= 1 && year <= 9999;
};
/**
 * The years a date-time (when something happened or was measured) may have: 1900 to 2200. Years outside were not
 * kept as written (a measurement's `0001-01-01T00:00:00Z` came back as 2001): what cannot be kept exactly is refused
 * (docs/decisions.md). Calendar dates keep years 1 to 9999 (a licence may run to 2999).
 */
export const DATE_TIME_YEAR_MIN = 1900;
export const DATE_TIME_YEAR_MAX = 2200;
const isPlausibleYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_TIME_YEAR_MIN && year <= DATE_TIME_YEAR_MAX;
};
/** A calendar date (YYYY-MM-DD) of year 1 to 9999 (year 0 would reach PostgreSQL and fail as a 500). */
export const zDate = () => z.iso.date(codedError(message("invalid_date"))).refine(isStorableYear, codedError(message("invalid_date")));
/** An ISO 8601 date and time with its offset, of a year DATE_TIME_YEAR_MIN to DATE_TIME_YEAR_MAX. */
export const zDateTime = () =>
  z.iso.datetime({ offset: true, ...codedError(message("invalid_date")) }).refine(isPlausibleYear, codedError(message("invalid_date")));

/**
 * The largest magnitude of a measure the spec gives no bound for, in its stored (base) unit: no weld,
 * workpiece, flaw or process value comes near a billion mm, m, kg, A or V, so 1e308 is refused, not stored.
 */
export const MEASURE_MAX = 1_000_000_000;

/** A measure in its stored unit, between `min` and `max` (by default 0 and MEASURE_MAX). */
export const zMeasure = (min = 0, max = MEASURE_MAX) => z.number().min(min).max(max);

/** The deepest nesting a request body may have (the procedure, the deepest body, has about six). */
export const MAX_INPUT_DEPTH = 64;

/** What the input guard finds in a request's body, query or parameters: U+0000 at a path, or nesting past the limit. */
export type TInputFlaw = { nullAt: string[] } | { tooDeep: true };

interface TFrame {
  value: unknown;
  /** The key or index of this value in its parent (null for the root); keys of objects are checked for U+0000. */
  key: string | null;
  objectKey: boolean;
  parent: TFrame | null;
  depth: number;
}

/** The keys from the root down to this value. */
const pathOf = (frame: TFrame): string[] => {
  const path: string[] = [];
  for (let current: TFrame | null = frame; current && current.key !== null; current = current.parent) path.push(current.key);
  return path.reverse();
};

/**
 * The first place in a JSON value holding U+0000 (in a string or a key), in document order, or nesting deeper than
 * `maxDepth`. Walked with a stack of its own, not by recursion: a body nested 10,000 levels deep once overflowed the
 * call stack (a 500). The path is only built once a NUL is found (every value of every request is walked).
 */
export function inspectInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): TInputFlaw | null {
  const stack: TFrame[] = [{ value, key: null, objectKey: false, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop() as TFrame;
    if (frame.objectKey && (frame.key as string).includes("\u0000")) {
      const path = pathOf(frame);
      path[path.length - 1] = (frame.key as string).replaceAll("\u0000", "");
      return { nullAt: path };
    }
    const current = frame.value;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return { nullAt: pathOf(frame) };
      continue;
    }
    if (!current || typeof current !== "object") continue;
    // Typed arrays (an Arrow chunk's columns) hold numbers only.
    if (ArrayBuffer.isView(current)) continue;
    if (frame.depth >= maxDepth) return { tooDeep: true };
    const depth = frame.depth + 1;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        const item: unknown = current[index];
        // Numbers, booleans and nulls hold neither text nor depth: a JSON chunk's 100,000 samples are not framed.
        if (typeof item !== "string" && (typeof item !== "object" || item === null)) continue;
        stack.push({ value: item, key: String(index), objectKey: false, parent: frame, depth });
      }
      continue;
    }
    const keys = Object.keys(current);
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index] as string;
      stack.push({ value: (current as Record<string, unknown>)[key], key, objectKey: true, parent: frame, depth });
    }
  }
  return null;
}

/** The first place in a JSON value holding U+0000 (in a string or a key), as a field path; null when there is none. */
export function findNullCharacter(value: unknown, path: string[] = []): string[] | null {
  const found = inspectInput(value, Number.POSITIVE_INFINITY);
  return found && "nullAt" in found ? [...path, ...found.nullAt] : null;
}

/** Spec: an optional minus sign, digits, and at most N decimals (default 3). */
export function decimalPattern(decimals = 3): RegExp {
  return decimals === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+(\\.\\d{0,${decimals}})?$`);
}

export interface DecimalOptions {
  decimals?: number;
  min?: number;
  max?: number;
  /** Maximum count of digits before the decimal point. */
  digits?: number;
}

/** Checks a number typed by a person; returns the spec's message or null when it is fine. */
export function checkDecimalMessage(raw: string, options: DecimalOptions = {}): TMessage | null {
  const { decimals = 3, min, max, digits } = options;
  const text = raw.trim();
  if (text === "") return null;
  if (Number.isNaN(Number(text))) return message("not_numeric");
  if (!decimalPattern(decimals).test(text)) return decimals === 0 ? maxDigitsMessage(0) : maxDecimalsMessage(decimals);
  const integerPart = text.replace(/^-/, "").split(".")[0] ?? "";
  if (digits !== undefined && integerPart.length > digits) return maxDigitsMessage(digits);
  const value = Number(text);
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    return betweenMessage(min ?? "-∞", max ?? "∞");
  }
  return null;
}

/** checkDecimalMessage's English text, or null when the number is fine. */
export function checkDecimal(raw: string, options: DecimalOptions = {}): string | null {
  const found = checkDecimalMessage(raw, options);
  return found ? textOf(found) : null;
}

/** Spec: a fraction is integer/integer with a non-zero denominator. */
export function isValidFraction(raw: string): boolean {
  const match = /^\s*(-?\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  return match !== null && Number(match[2]) !== 0;
}

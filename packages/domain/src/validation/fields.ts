import { z } from "zod";
import { between, MESSAGES, maxDecimals, maxDigits } from "./messages.js";

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

/** Years a date may have: PostgreSQL has no year 0, and four digits are what every screen shows. */
const isStorableYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= 1 && year <= 9999;
};
/** A calendar date (YYYY-MM-DD) of year 1 to 9999 (year 0 would reach PostgreSQL and fail as a 500). */
export const zDate = () => z.iso.date({ error: MESSAGES.invalidDate }).refine(isStorableYear, MESSAGES.invalidDate);
/** An ISO 8601 date and time with its offset, of year 1 to 9999. */
export const zDateTime = () => z.iso.datetime({ offset: true, error: MESSAGES.invalidDate }).refine(isStorableYear, MESSAGES.invalidDate);

/** The first place in a JSON value holding U+0000 (in a string or a key), as a field path; null when there is none. */
export function findNullCharacter(value: unknown, path: string[] = []): string[] | null {
  const found = nullCharacterAt(value);
  return found ? [...path, ...found.reverse()] : null;
}

/**
 * The path to the first U+0000, innermost key first; the path is only built once one is found (the guard walks
 * every value of every request, and a bulk body holds thousands of them).
 */
function nullCharacterAt(value: unknown): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? [] : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = nullCharacterAt(value[index]);
      if (found) {
        found.push(String(index));
        return found;
      }
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const key of Object.keys(value)) {
      if (key.includes("\u0000")) return [key.replaceAll("\u0000", "")];
      const found = nullCharacterAt((value as Record<string, unknown>)[key]);
      if (found) {
        found.push(key);
        return found;
      }
    }
  }
  return null;
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
export function checkDecimal(raw: string, options: DecimalOptions = {}): string | null {
  const { decimals = 3, min, max, digits } = options;
  const text = raw.trim();
  if (text === "") return null;
  if (Number.isNaN(Number(text))) return MESSAGES.notNumeric;
  if (!decimalPattern(decimals).test(text)) return decimals === 0 ? maxDigits(0) : maxDecimals(decimals);
  const integerPart = text.replace(/^-/, "").split(".")[0] ?? "";
  if (digits !== undefined && integerPart.length > digits) return maxDigits(digits);
  const value = Number(text);
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    return between(min ?? "-∞", max ?? "∞");
  }
  return null;
}

/** Spec: a fraction is integer/integer with a non-zero denominator. */
export function isValidFraction(raw: string): boolean {
  const match = /^\s*(-?\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  return match !== null && Number(match[2]) !== 0;
}

import { z } from "zod";

/** Texts the spec gives for field errors; the web app translates them by these exact strings. */
export const MESSAGES = {
  required: "Required",
  notNumeric: "Is not numeric",
  invalidFraction: "Invalid fraction",
  invalidEmail: "Enter a valid email address.",
  invalidChoice: "Select a valid choice.",
  invalidId: "Must be a valid id.",
  /** Issue 9: PostgreSQL cannot store U+0000 in text; DRF's wording. */
  nullCharacter: "Null characters are not allowed.",
  /** Issue 9: a date PostgreSQL cannot store (year 0, a 30 February...); DRF's wording. */
  invalidDate: "Enter a valid date.",
} as const;

export const maxDigits = (n: number) => (n === 3 ? "Max 3 digits" : `Max ${n} digit(s)`);
export const between = (min: number | string, max: number | string) => `Value must be between ${min} and ${max}`;
export const maxLength = (n: number) => `Max ${n} characters`;
export const minValue = (n: number | string) => `Value must be at least ${n}`;
export const maxValue = (n: number | string) => `Value must be at most ${n}`;

/**
 * One error map for server and web, so a field error reads the same wherever it is raised.
 * Schema-level messages still win over this map.
 */
export function installValidationMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === "invalid_type") {
        if (issue.input === undefined || issue.input === null || issue.input === "") return MESSAGES.required;
        if (issue.expected === "number") return MESSAGES.notNumeric;
        if (issue.expected === "string") return "Must be text.";
        if (issue.expected === "boolean") return "Must be true or false.";
        return undefined;
      }
      if (issue.code === "too_small" && issue.origin === "string") {
        return Number(issue.minimum) <= 1 ? MESSAGES.required : `Min ${issue.minimum} characters`;
      }
      if (issue.code === "too_big" && issue.origin === "string") return maxLength(Number(issue.maximum));
      if (issue.code === "too_small" && issue.origin === "number") return minValue(String(issue.minimum));
      if (issue.code === "too_big" && issue.origin === "number") return maxValue(String(issue.maximum));
      if (issue.code === "invalid_format" && issue.format === "email") return MESSAGES.invalidEmail;
      if (issue.code === "invalid_format" && issue.format === "uuid") return MESSAGES.invalidId;
      if (issue.code === "invalid_value") {
        // A select left empty is a missing value, not a wrong one.
        return issue.input === undefined || issue.input === null || issue.input === "" ? MESSAGES.required : MESSAGES.invalidChoice;
      }
      return undefined;
    },
  });
}

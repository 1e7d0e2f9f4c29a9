import { z } from "zod";
import { isMessageCode, MESSAGE_CATALOGUE, message, type TMessage, textOf } from "../messages/catalogue.js";

/** Texts the spec gives for field errors: views of the message catalogue. */
export const MESSAGES = {
  required: MESSAGE_CATALOGUE.required,
  notNumeric: MESSAGE_CATALOGUE.not_numeric,
  invalidFraction: MESSAGE_CATALOGUE.invalid_fraction,
  invalidEmail: MESSAGE_CATALOGUE.invalid_email,
  invalidChoice: MESSAGE_CATALOGUE.invalid_choice,
  invalidId: MESSAGE_CATALOGUE.invalid_id,
  nullCharacter: MESSAGE_CATALOGUE.null_character,
  invalidDate: MESSAGE_CATALOGUE.invalid_date,
} as const;

/** The decimal rules' messages, as catalogue messages (what a schema's issue carries) and as their English texts. */
export const maxDigitsMessage = (n: number): TMessage => (n === 3 ? message("max_three_digits") : message("max_digits", { max: n }));
export const maxDecimalsMessage = (n: number): TMessage => message("max_decimals", { max: n });
export const betweenMessage = (min: number | string, max: number | string): TMessage => message("between", { min, max });
export const maxDigits = (n: number) => textOf(maxDigitsMessage(n));
export const maxDecimals = (n: number) => textOf(maxDecimalsMessage(n));
export const between = (min: number | string, max: number | string) => textOf(betweenMessage(min, max));
export const maxLength = (n: number) => textOf(message("max_length", { max: n }));
export const minValue = (n: number | string) => textOf(message("min_value", { min: n }));
export const maxValue = (n: number | string) => textOf(message("max_value", { max: n }));

const empty = (input: unknown) => input === undefined || input === null || input === "";

/** A built-in zod issue (as the error map sees it, with its input) as a catalogue message. */
function builtInMessage(issue: z.core.$ZodRawIssue): TMessage {
  if (issue.code === "invalid_type") {
    if (empty(issue.input)) return message("required");
    if (issue.expected === "number") return message("not_numeric");
    if (issue.expected === "string") return message("not_text");
    if (issue.expected === "boolean") return message("not_boolean");
    if (issue.expected === "array") return message("not_a_list");
    return message("invalid_value");
  }
  if (issue.code === "too_small" && issue.origin === "string") {
    return Number(issue.minimum) <= 1 ? message("required") : message("min_length", { min: Number(issue.minimum) });
  }
  if (issue.code === "too_big" && issue.origin === "string") return message("max_length", { max: Number(issue.maximum) });
  if (issue.code === "too_small" && issue.origin === "number") return message("min_value", { min: Number(issue.minimum) });
  if (issue.code === "too_big" && issue.origin === "number") return message("max_value", { max: Number(issue.maximum) });
  if (issue.code === "too_small" && issue.origin === "array") return message("min_items", { min: Number(issue.minimum) });
  if (issue.code === "too_big" && issue.origin === "array") return message("max_items", { max: Number(issue.maximum) });
  if (issue.code === "invalid_format" && issue.format === "email") return message("invalid_email");
  if (issue.code === "invalid_format" && issue.format === "uuid") return message("invalid_id");
  // A select left empty is a missing value, not a wrong one.
  if (issue.code === "invalid_value") return empty(issue.input) ? message("required") : message("invalid_choice");
  // Any other issue (a library's own wording) in the catalogue's words: no answer carries a text outside it.
  return message("invalid_value");
}

/** Where an issue carries its catalogue message: `issue.params.message`. */
type TCarrier = { params?: Record<string, unknown> };

/**
 * Puts a catalogue message on a zod issue and answers its English text. Zod copies an issue's own keys into the
 * finished issue after its error map ran (z.core.util.finalizeIssue), so `params` set here reaches the issue a
 * parse returns, for built-in checks too (which have no `params` of their own); validation/messages.test.ts pins it.
 */
export function carryMessage(issue: object, coded: TMessage): string {
  const carrier = issue as TCarrier;
  carrier.params = { ...carrier.params, message: coded };
  return textOf(coded);
}

/**
 * A schema-level error that carries its catalogue message, for any check or schema that takes zod's `error`:
 * `.max(60, codedError(message("max_length", { max: 60 })))`, `.refine(isValidFraction, codedError(message("invalid_fraction")))`,
 * `z.uuid(codedError(message("invalid_choice")))`. A plain text there would reach the answer as the `text` message.
 */
export function codedError(wanted: TMessage): { error: (issue: object) => string } {
  return { error: (issue) => carryMessage(issue, wanted) };
}

/**
 * A custom refinement's issue carrying its catalogue code in `params`, so the code survives to the answer:
 * `ctx.addIssue({ ...codedIssue(message("between", { min: 0, max: 90 })), path: ["value"] })`.
 */
export function codedIssue(coded: TMessage): { code: "custom"; message: string; params: { message: TMessage } } {
  return { code: "custom", message: textOf(coded), params: { message: coded } };
}

/**
 * The catalogue message a finished zod issue carries (every issue the domain's schemas raise carries one: the
 * error map's, `codedError`'s or `codedIssue`'s). An issue raised with a plain text by a schema outside these helpers
 * travels as the `text` message holding its text: its code is never guessed from the text.
 */
export function messageOfIssue(issue: { message: string; params?: unknown }): TMessage {
  const carried = (issue.params as { message?: TMessage } | undefined)?.message;
  if (carried && isMessageCode(carried.code)) return carried;
  return { code: "text", params: { text: issue.message } };
}

/**
 * One error map for server and web, so a field error reads the same wherever it is raised, and carries its code.
 * Schema-level errors win over this map (give them with `codedError`).
 */
export function installValidationMessages(): void {
  z.config({
    customError: (issue) => carryMessage(issue, builtInMessage(issue)),
  });
}

import { z } from "zod";
import { isMessageCode, MESSAGE_CATALOGUE, message, messageOfText, messageText, type TMessage, textOf } from "../messages/catalogue.js";

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

export const maxDigits = (n: number) => (n === 3 ? messageText("max_three_digits") : messageText("max_digits", { max: n }));
export const maxDecimals = (n: number) => messageText("max_decimals", { max: n });
export const between = (min: number | string, max: number | string) => messageText("between", { min, max });
export const maxLength = (n: number) => messageText("max_length", { max: n });
export const minValue = (n: number | string) => messageText("min_value", { min: n });
export const maxValue = (n: number | string) => messageText("max_value", { max: n });

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

/**
 * A custom refinement's issue carrying its catalogue code in `params`, so the code survives to the answer:
 * `ctx.addIssue({ ...codedIssue("between", { min: 0, max: 90 }), path: ["value"] })`.
 */
export function codedIssue(coded: TMessage): { code: "custom"; message: string; params: { message: TMessage } } {
  return { code: "custom", message: textOf(coded), params: { message: coded } };
}

/**
 * The catalogue message of a finished zod issue: the code a refinement carries in `params`, else the code of
 * its text (schema-level texts and the error map's come from the catalogue), else the text as it is.
 */
export function messageOfIssue(issue: { message: string; params?: unknown }): TMessage {
  const carried = (issue.params as { message?: TMessage } | undefined)?.message;
  if (carried && isMessageCode(carried.code)) return carried;
  return messageOfAnyText(issue.message);
}

/**
 * A text's catalogue message (one whose text is exactly this one); a text outside the catalogue travels as the
 * `text` message holding it.
 */
export function messageOfAnyText(text: string): TMessage {
  const found = messageOfText(text);
  return found && textOf(found) === text ? found : { code: "text", params: { text } };
}

/**
 * One error map for server and web, so a field error reads the same wherever it is raised.
 * Schema-level messages still win over this map.
 */
export function installValidationMessages(): void {
  z.config({
    customError: (issue) => {
      return textOf(builtInMessage(issue));
    },
  });
}

import { type TMessage, type TMessageCode, textOf } from "../messages/catalogue.js";

/**
 * The messages inspections answer with (positions, sequences, units, verdict reasons, instruments) are codes of the
 * domain's catalogue (messages/catalogue.ts, section "Inspections"), translated by the web app like any other; a
 * `{field}` or `{limit}` parameter is a field name, which the web app shows by its label.
 */
export type TInspectionMessageCode = TMessageCode;

/** A message on the wire, as TMessage of the domain's catalogue: its code, and its parameters when it has some. */
export type TInspectionMessage = TMessage;

export function inspectionMessage(code: TMessageCode, params?: Record<string, string | number>): TInspectionMessage {
  return params ? { code, params } : { code };
}

/** The English text of an inspection message. */
export const inspectionMessageText = (coded: TInspectionMessage): string => textOf(coded);

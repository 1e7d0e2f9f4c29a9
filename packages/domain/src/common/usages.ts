import { message, type TMessage, textOf } from "../messages/catalogue.js";

/**
 * A record others point at cannot be deleted: the 409 (code in_use) carries `used_by`, one entry per kind of
 * record that uses it, so the web app can say it in the user's language.
 */
export interface TResourceUsage {
  /** The kind of record that uses it (a resource key: procedure, project, document...). */
  entity: string;
  /** How many records of that kind use it. */
  count: number;
  /** The first few of their names, sorted. */
  names: string[];
}

/** "welds_classes" style keys to words: weldingProcess → "welding process". */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
const plural = (word: string) => (/(s|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`);

/** The English detail: "Used by 2 procedures: WPS-NSE-001, WPS-NSE-002." (an ellipsis when names are left out). */
export const usedByMessage = (usages: readonly TResourceUsage[]): string => textOf(usedBy(usages));

/** The message naming the users: `used_by` with its English list ("2 procedures: WPS-NSE-001, WPS-NSE-002"). */
export function usedBy(usages: readonly TResourceUsage[]): TMessage {
  const parts = usages.map((usage) => {
    const noun = usage.count === 1 ? words(usage.entity) : plural(words(usage.entity));
    const more = usage.count > usage.names.length ? ", …" : "";
    return `${usage.count} ${noun}: ${usage.names.join(", ")}${more}`;
  });
  return message("used_by", { uses: parts.join("; ") });
}

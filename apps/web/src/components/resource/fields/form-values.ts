import type { TResourceField } from "@weldtrace/domain";

/** What an input holds for a field: text for text-like kinds, booleans, id lists; null for "none". */
export type TFormValue = string | boolean | string[] | null;

/** A record's value as its input holds it (a duration's seconds as text, like a number's). */
export function toFormValue(field: { kind: TResourceField["kind"] | "duration" }, raw: unknown): TFormValue {
  switch (field.kind) {
    case "boolean":
      return raw === true;
    case "references":
      return Array.isArray(raw) ? raw.map(String) : [];
    case "datetime":
      return typeof raw === "string" && raw ? toLocalInput(raw) : "";
    case "reference":
    case "file":
    case "image":
    case "choice":
      return typeof raw === "string" && raw ? raw : null;
    default:
      return raw === null || raw === undefined ? "" : String(raw);
  }
}

/**
 * What the API receives for a field. Numbers typed as text become numbers (text that is not a number
 * is sent as is, so the schema answers "Is not numeric"); an empty number or date means null.
 */
export function toBodyValue(field: Pick<TResourceField, "kind" | "required">, value: TFormValue): unknown {
  switch (field.kind) {
    case "number": {
      const text = typeof value === "string" ? value.trim() : "";
      if (text === "") return null;
      const parsed = Number(text.replace(",", "."));
      return Number.isNaN(parsed) ? text : parsed;
    }
    case "date":
      return value ? value : null;
    case "datetime":
      // The input holds local wall-clock time; the API takes an instant.
      return typeof value === "string" && value ? new Date(value).toISOString() : null;
    case "reference":
    case "file":
    case "image":
    case "choice":
      return value ? value : null;
    default:
      return value;
  }
}

/**
 * What the API receives for a field of a record being edited: a date-time the reader left as shown goes back as the
 * record holds it (its input shows minutes, so its seconds would otherwise be lost); anything else as `toBodyValue`.
 */
export function editedBodyValue(
  field: Pick<TResourceField, "kind" | "required">,
  value: TFormValue,
  record: Record<string, unknown> | undefined,
  key: string,
): unknown {
  if (record && field.kind === "datetime" && value === toFormValue(field, record[key])) return record[key] ?? null;
  return toBodyValue(field, value);
}

/**
 * A number input's text as the reader writes numbers: "323,9" in French. Display only: the form keeps the text it
 * holds, so a value left as shown saves exactly, and `toBodyValue` reads either separator.
 */
export function shownNumberText(text: string, language: string): string {
  return language.startsWith("fr") ? text.replace(".", ",") : text;
}

/** An ISO instant as a datetime-local input reads it: the reader's wall-clock time, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Spec: date format options (a client's default date format, a procedure's date format). */
export const DATE_FORMATS = ["YYYY-MM-DD", "DD/MM/YYYY"] as const;
export type TDateFormat = (typeof DATE_FORMATS)[number];

/**
 * One date format for a reader: the client's default date format (spec: clients have one, YYYY-MM-DD or
 * DD/MM/YYYY) when the reader belongs to a client that set it, else the language's own: YYYY-MM-DD in English,
 * DD/MM/YYYY in French. The platform's staff have no client setting (docs/decisions.md "Date format").
 */
export const LANGUAGE_DATE_FORMATS: Record<"en" | "fr", TDateFormat> = { en: "YYYY-MM-DD", fr: "DD/MM/YYYY" };

const languageOf = (language: string): "en" | "fr" => (language.startsWith("fr") ? "fr" : "en");

/** The date format a reader sees: the client's setting, else the language's. */
export function dateFormatFor(language: string, clientFormat: TDateFormat | null | undefined): TDateFormat {
  return clientFormat ?? LANGUAGE_DATE_FORMATS[languageOf(language)];
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A calendar day written in a format: 2026-12-16 → "2026-12-16" or "16/12/2026". */
export function writeCalendarDate(year: number, month: number, day: number, format: TDateFormat): string {
  return format === "DD/MM/YYYY" ? `${pad(day)}/${pad(month)}/${year}` : `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A typed day in a format back to "YYYY-MM-DD"; the ISO form is read in either format (a pasted value). null when
 * it is not a real day ("31/02/2026") or not written in the format.
 */
export function readCalendarDate(text: string, format: TDateFormat): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const local = format === "DD/MM/YYYY" ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed) : null;
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : local
      ? [Number(local[3]), Number(local[2]), Number(local[1])]
      : [Number.NaN, Number.NaN, Number.NaN];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(at.getTime()) || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The format as a reader of the language types it: "JJ/MM/AAAA" or "AAAA-MM-JJ" in French. */
export function datePatternText(format: TDateFormat, language: string): string {
  return languageOf(language) === "fr" ? format.replaceAll("D", "J").replaceAll("Y", "A") : format;
}

import type { TDateFormat } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";

/**
 * One date and number format per language, used by tables, forms, PDFs and date inputs alike:
 * English writes dates YYYY-MM-DD, French DD/MM/YYYY (the two date formats a client can choose, spec §9),
 * both with a 24-hour time. Numbers: a decimal point in English, a comma in French, no grouping.
 */
export const DATE_PATTERN: Record<"en" | "fr", TDateFormat> = { en: "YYYY-MM-DD", fr: "DD/MM/YYYY" };

const languageOf = (language: string): "en" | "fr" => (language.startsWith("fr") ? "fr" : "en");
const pad = (value: number) => String(value).padStart(2, "0");

/** The date pattern of a language, as a reader types it: "YYYY-MM-DD", "JJ/MM/AAAA" (with " hh:mm" for a date-time). */
export function datePlaceholder(language: string, withTime = false): string {
  const date = languageOf(language) === "fr" ? "JJ/MM/AAAA" : DATE_PATTERN.en;
  return withTime ? `${date} hh:mm` : date;
}

function writeDate(year: number, month: number, day: number, language: string): string {
  return DATE_PATTERN[languageOf(language)] === "DD/MM/YYYY" ? `${pad(day)}/${pad(month)}/${year}` : `${year}-${pad(month)}-${pad(day)}`;
}

/** A calendar date ("2026-12-16", no time zone) or the local day of an instant, in the language's pattern; "" when none. */
export function formatDate(value: unknown, language: string): string {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? "" : writeDate(value.getFullYear(), value.getMonth() + 1, value.getDate(), language);
  }
  if (typeof value !== "string" || value === "") return "";
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (calendar) return writeDate(Number(calendar[1]), Number(calendar[2]), Number(calendar[3]), language);
  return formatDate(new Date(value), language);
}

/** An instant in local time: "2026-11-26 09:09:01" / "26/11/2026 09:09:01" (seconds unless `seconds: false`); "" when none. */
export function formatDateTime(value: unknown, language: string, options: { seconds?: boolean } = {}): string {
  const at = value instanceof Date ? value : typeof value === "string" && value !== "" ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return "";
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}${options.seconds === false ? "" : `:${pad(at.getSeconds())}`}`;
  return `${formatDate(at, language)} ${time}`;
}

/**
 * A date typed in the language's pattern back to "YYYY-MM-DD"; also accepts the ISO form in either language.
 * null when the text is not a real date ("31/02/2026").
 */
export function parseDate(text: string, language: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const local = languageOf(language) === "fr" ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed) : null;
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : local
      ? [Number(local[3]), Number(local[2]), Number(local[1])]
      : [Number.NaN, Number.NaN, Number.NaN];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(at.getTime()) || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A local date-time as an input holds it ("2026-11-26T09:05") in the language's pattern: "26/11/2026 09:05". */
export function formatLocalDateTime(value: string, language: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match?.[1] && match[2] ? `${formatDate(match[1], language)} ${match[2]}` : "";
}

/** A date-time typed in the language's pattern ("26/11/2026 9:05") back to "2026-11-26T09:05"; null when it is not one. */
export function parseLocalDateTime(text: string, language: string): string | null {
  const match = /^(\S+)\s+(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match?.[1]) return null;
  const date = parseDate(match[1], language);
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (!date || hours > 23 || minutes > 59) return null;
  return `${date}T${pad(hours)}:${pad(minutes)}`;
}

/** A number in the language: "12.5" / "12,5", at most `decimals` places, no grouping. */
export function formatNumber(value: number, language: string, decimals = 10): string {
  return new Intl.NumberFormat(languageOf(language), { maximumFractionDigits: decimals, useGrouping: false }).format(value);
}

/** The formatters bound to the current language, for components. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    date: (value: unknown) => formatDate(value, language),
    dateTime: (value: unknown, options?: { seconds?: boolean }) => formatDateTime(value, language, options),
    number: (value: number, decimals?: number) => formatNumber(value, language, decimals),
  };
}

/** A moment to the millisecond (an alert's, given in µs since the epoch), in the language's date format, local time. */
export function formatMoment(us: number, language: string): string {
  const at = new Date(us / 1000);
  return `${formatDateTime(at, language)}.${String(at.getMilliseconds()).padStart(3, "0")}`;
}

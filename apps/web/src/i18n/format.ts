import { dateFormatFor, datePatternText, readCalendarDate, type TDateFormat, writeCalendarDate } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";

/**
 * One date and number format for the reader, used by tables, forms, PDFs and date inputs alike: dates
 * in the client's default date format (spec: YYYY-MM-DD or DD/MM/YYYY, set on the client's form), else in the
 * language's (YYYY-MM-DD in English, DD/MM/YYYY in French), both with a 24-hour time. Numbers: a decimal point in
 * English, a comma in French, no grouping.
 */
let clientDateFormat: TDateFormat | null = null;

/** The signed-in user's client's date format (the session sets it from the profile); null: the language's. */
export function setClientDateFormat(format: TDateFormat | null | undefined): void {
  clientDateFormat = format ?? null;
}

const languageOf = (language: string): "en" | "fr" => (language.startsWith("fr") ? "fr" : "en");
const pad = (value: number) => String(value).padStart(2, "0");

/** The format dates are written in for a reader of the language. */
export const readerDateFormat = (language: string): TDateFormat => dateFormatFor(language, clientDateFormat);

/** The date pattern as a reader types it: "YYYY-MM-DD", "JJ/MM/AAAA" (with " hh:mm" for a date-time). */
export function datePlaceholder(language: string, withTime = false): string {
  const date = datePatternText(readerDateFormat(language), language);
  return withTime ? `${date} hh:mm` : date;
}

function writeDate(year: number, month: number, day: number, language: string): string {
  return writeCalendarDate(year, month, day, readerDateFormat(language));
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
 * A date typed in the reader's format back to "YYYY-MM-DD"; also accepts the ISO form in either format.
 * null when the text is not a real date ("31/02/2026").
 */
export function parseDate(text: string, language: string): string | null {
  return readCalendarDate(text, readerDateFormat(language));
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
/**
 * A chart's time tick (seconds since the epoch): the local time of day, 24-hour as everywhere in the app, with as many
 * decimals of the second as the ticks' spacing needs, in the reader's decimal mark.
 */
export function formatTimeTick(seconds: number, increment: number, language: string): string {
  const at = new Date(Math.round(seconds * 1000));
  const two = (value: number) => String(value).padStart(2, "0");
  const time = `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
  const digits = increment >= 1 ? 0 : increment >= 0.1 ? 1 : increment >= 0.01 ? 2 : 3;
  if (digits === 0) return time;
  // The reader's decimal mark, as their number format writes one half ("0.5", "0,5").
  const mark = formatNumber(0.5, language, 1).charAt(1);
  return `${time}${mark}${String(at.getMilliseconds()).padStart(3, "0").slice(0, digits)}`;
}

export function formatMoment(us: number, language: string): string {
  const at = new Date(us / 1000);
  return `${formatDateTime(at, language)}.${String(at.getMilliseconds()).padStart(3, "0")}`;
}

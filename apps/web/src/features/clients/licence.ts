import { formatDate } from "../../i18n/format";

/** Today as the server compares it: the UTC calendar day, YYYY-MM-DD. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** A licence works through its expiration date and stops the day after (the server's rule). */
export const isLicenceExpired = (expirationDate: string | null | undefined, now: Date = new Date()) =>
  Boolean(expirationDate && expirationDate < todayUtc(now));

/** What the date input of a new licence proposes: one year from today. */
export function defaultExpirationDate(now: Date = new Date()): string {
  const next = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()));
  return todayUtc(next);
}

/** A calendar day (YYYY-MM-DD) in the reader's language, without a time zone shift. */
export function formatDay(day: string, language: string): string {
  return formatDate(day, language) || day;
}

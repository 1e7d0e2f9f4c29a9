/*
 * Calendar arithmetic on ISO dates ("YYYY-MM-DD"), in UTC so a date means the same day on every machine.
 * Calibration and qualification rules count whole days and months, never hours.
 */

const DAY_MS = 86_400_000;

const toUtc = (date: string) => {
  const [year, month, day] = date.split("-").map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
};
const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today's date in UTC. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromUtc(toUtc(date) + days * DAY_MS);

/** Months later on the same day, or the month's last day when it has fewer (31 Aug + 6 months = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return fromUtc(target.getTime());
}

/** ISO dates compare as text. */
export const earliest = (...dates: (string | null | undefined)[]) =>
  dates.filter((date): date is string => Boolean(date)).sort()[0] ?? null;
export const latest = (...dates: (string | null | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1) ?? null;

/** Spec §9: the instrument PDF writes dates as MM/DD/YYYY ("2026-11-23" → "11/23/2026"); empty stays empty. */
export function formatUsDate(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? "");
  return match ? `${match[2]}/${match[3]}/${match[1]}` : "";
}

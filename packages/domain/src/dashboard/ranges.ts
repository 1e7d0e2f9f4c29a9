import { z } from "zod";
import { message, type TMessage } from "../messages/catalogue.js";
import { addDays } from "../staff/dates.js";
import { codedIssue } from "../validation/messages.js";

/** Spec: the dashboard's date presets (today, yesterday, last N days, this month, last month), plus a typed range. */
export const DASHBOARD_PRESETS = ["today", "yesterday", "last7", "last30", "thisMonth", "lastMonth", "custom"] as const;
export type TDashboardPreset = (typeof DASHBOARD_PRESETS)[number];
export const DEFAULT_DASHBOARD_PRESET = "last7" satisfies TDashboardPreset;
/** A range longer than a year is a report, not a dashboard: the daily chart would have more bars than pixels. */
export const DASHBOARD_MAX_DAYS = 366;

/**
 * The data's plausible span (docs/decisions.md, "Dashboard ranges"): no weld of this product predates 2000, and a
 * range may look at most a year past today (planned work, a reader's clock ahead). Beyond it, a range only costs.
 */
export const DASHBOARD_EARLIEST_DAY = "2000-01-01";
export const DASHBOARD_FUTURE_DAYS = 366;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const time = toTime(value);
  return Number.isFinite(time) && addDays(value, 0) === value;
}

/** Inclusive number of days from `from` to `to` (1 for a single day). */
export const daysInRange = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;

/** Every day of the range, in order. */
export function eachDay(from: string, to: string): string[] {
  const count = Math.max(0, daysInRange(from, to));
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** The range of a preset, `today` being the reader's calendar day. "Last 7 days" ends today and holds 7 days. */
export function presetRange(preset: Exclude<TDashboardPreset, "custom">, today: string): { from: string; to: string } {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "last7":
      return { from: addDays(today, -6), to: today };
    case "last30":
      return { from: addDays(today, -29), to: today };
    case "thisMonth":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "lastMonth": {
      const firstOfThisMonth = `${today.slice(0, 8)}01`;
      const lastOfPrevious = addDays(firstOfThisMonth, -1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
    }
  }
}

/** An IANA time zone the runtime knows ("Europe/Paris", "UTC"); days are counted in it. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const zDay = z.string().refine(isIsoDay, { params: { message: message("invalid_date") }, message: "Enter a valid date." });

/** The dashboard's query: a project (or every project of the client), an inclusive day range and the reader's zone. */
export const ZDashboardQuery = z
  .object({
    project: z.uuid().optional(),
    from: zDay,
    to: zDay,
    tz: z
      .string()
      .max(64)
      .refine(isTimeZone, { params: { message: message("unknown_time_zone") }, message: "Unknown time zone." })
      .default("UTC"),
  })
  .superRefine((query, context) => {
    if (!isIsoDay(query.from) || !isIsoDay(query.to)) return;
    const days = daysInRange(query.from, query.to);
    if (days < 1) context.addIssue({ ...codedIssue(message("end_before_start")), path: ["to"] });
    else if (days > DASHBOARD_MAX_DAYS)
      context.addIssue({ ...codedIssue(message("range_too_long", { max: DASHBOARD_MAX_DAYS })), path: ["to"] });
  });
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

/**
 * A dashboard range's days outside the data's plausible span: `from` before 2000-01-01, either day after today plus a
 * year (`today` the server's UTC day). Empty when the range may be counted; the server answers 400 on those fields.
 */
export function dashboardSpanIssues(range: { from: string; to: string }, today: string): Partial<Record<"from" | "to", TMessage[]>> {
  const latest = addDays(today, DASHBOARD_FUTURE_DAYS);
  const issues: Partial<Record<"from" | "to", TMessage[]>> = {};
  for (const field of ["from", "to"] as const) {
    const day = range[field];
    if (day < DASHBOARD_EARLIEST_DAY) issues[field] = [message("day_too_early", { min: DASHBOARD_EARLIEST_DAY })];
    else if (day > latest) issues[field] = [message("day_too_late", { max: latest })];
  }
  return issues;
}

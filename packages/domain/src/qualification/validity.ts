import { addDays, addMonths } from "../staff/dates.js";
import type { TQualificationTimeline } from "./schemas.js";

/*
 * Design §7: a welder qualification's state on a day. ASME IX QW-322 walks the welder's days with the process
 * (renewals revive, late welds do not); ISO 9606-1 §9 walks signed confirmations (9.2) and adds the calendar end
 * of 9.3 a / b / c. Dates are ISO days (UTC) and compare as text.
 */

export const CONTINUITY_PERIOD_MONTHS = 6;
export const REQUALIFY_WINDOW_DAYS = 30;

export const QUALIFICATION_DAY_STATES = ["valid", "expiring", "lapsed", "expired", "future", "revoked"] as const;
export type TQualificationDayState = (typeof QUALIFICATION_DAY_STATES)[number];
export type TEndReason = "continuity" | "confirmation" | "revalidation" | "certificate" | "revoked";

export interface TQualificationHistory {
  /** Days the welder welded with the qualification's process (cycles, §3 day rule); IX continuity reads them. */
  welding_days?: readonly string[];
  /** Renewal days of any of the welder's qualifications of the process (QW-322.2: one renews them all). */
  renewals?: readonly string[];
}

export interface TQualificationDayStatus {
  state: TQualificationDayState;
  /** Last day the qualification holds as things stand on the day (null: no end, 9.3 c without certificate end). */
  until: string | null;
  /** What gives `until` (or, once ended, what ended it). */
  reason: TEndReason | null;
  /** First day it no longer held, when it has ended on or before the day ("lapsed on 2026-09-01"). */
  ended_on: string | null;
}

const sortedUnique = (days: readonly string[]) => [...new Set(days)].sort();

/** The 6-month walk (design §7): returns the first day lost by continuity as known on `day`, or the running end. */
function continuityWalk(
  start: string,
  events: readonly { date: string; revive: boolean }[],
): { lapsedOn: string | null; activity: string } {
  let activity = start;
  let lapsedOn: string | null = null;
  for (const event of events) {
    if (event.date < start) continue;
    if (event.revive) {
      activity = event.date;
      lapsedOn = null;
      continue;
    }
    if (lapsedOn) continue;
    const lapse = addMonths(activity, CONTINUITY_PERIOD_MONTHS);
    if (event.date < lapse) activity = event.date;
    else lapsedOn = lapse;
  }
  return { lapsedOn, activity };
}

/** ISO 9606-1 9.3: the last day of the calendar validity on `day` (null for 9.3 c). */
export function iso9606CalendarEnd(
  qualification: Pick<TQualificationTimeline, "qualified_at" | "revalidation_method" | "revalidations">,
  day: string,
): string | null {
  const method = qualification.revalidation_method ?? "9.3b";
  if (method === "9.3c") return null;
  if (method === "9.3a") return addDays(addMonths(qualification.qualified_at, 36), -1);
  let endExclusive = addMonths(qualification.qualified_at, 24);
  for (const { date } of [...qualification.revalidations].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    if (date > day) break;
    if (date >= addMonths(endExclusive, -CONTINUITY_PERIOD_MONTHS) && date < endExclusive) endExclusive = addMonths(endExclusive, 24);
  }
  return addDays(endExclusive, -1);
}

/** A qualification's state on `day` (design §7). */
export function qualificationStateOn(
  qualification: TQualificationTimeline,
  history: TQualificationHistory,
  day: string,
): TQualificationDayStatus {
  const iso = qualification.standard === "iso9606_1";
  const events = iso
    ? qualification.confirmations.filter(({ date }) => date <= day).map(({ date }) => ({ date, revive: false }))
    : [
        ...sortedUnique(history.welding_days ?? [])
          .filter((date) => date < day)
          .map((date) => ({ date, revive: false })),
        ...sortedUnique([...(history.renewals ?? []), ...qualification.renewals.map(({ date }) => date)])
          .filter((date) => date <= day)
          .map((date) => ({ date, revive: true })),
      ];
  events.sort((a, b) => (a.date === b.date ? Number(b.revive) - Number(a.revive) : a.date < b.date ? -1 : 1));
  const walk = continuityWalk(qualification.qualified_at, events);
  const continuityEnd = walk.lapsedOn ?? addMonths(walk.activity, CONTINUITY_PERIOD_MONTHS);

  // Each end as the first day it no longer holds.
  const ends: { on: string; reason: TEndReason }[] = [{ on: continuityEnd, reason: iso ? "confirmation" : "continuity" }];
  if (iso) {
    const calendar = iso9606CalendarEnd(qualification, day);
    if (calendar) ends.push({ on: addDays(calendar, 1), reason: "revalidation" });
  }
  if (qualification.expire_at) ends.push({ on: addDays(qualification.expire_at, 1), reason: "certificate" });
  if (qualification.revoked_at) ends.push({ on: qualification.revoked_at, reason: "revoked" });
  ends.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
  const first = ends[0]!;
  const until = addDays(first.on, -1);

  if (day < qualification.qualified_at) return { state: "future", until, reason: first.reason, ended_on: null };
  if (first.on <= day) {
    const state: TQualificationDayState =
      first.reason === "revoked" ? "revoked" : first.reason === "continuity" || first.reason === "confirmation" ? "lapsed" : "expired";
    return { state, until, reason: first.reason, ended_on: first.on };
  }
  const expiring = until <= addDays(day, REQUALIFY_WINDOW_DAYS);
  return { state: expiring ? "expiring" : "valid", until, reason: first.reason, ended_on: null };
}

export const holdsOn = (status: TQualificationDayStatus) => status.state === "valid" || status.state === "expiring";

export type TRequalifyAction =
  | { code: "weld_before"; day: string; process: string }
  | { code: "confirm_by"; day: string }
  | { code: "retest_by"; day: string }
  | { code: "test_two_production_welds_by"; day: string }
  | { code: "renew_by"; day: string };

export interface TRequalifyEntry {
  qualification: string;
  welder: string;
  process: string;
  until: string;
  action: TRequalifyAction;
}

/**
 * Q4 (design §9): qualifications holding today whose last day falls within the window (today ≤ until ≤ today + 30),
 * with the action that keeps them, sorted by until (then welder, qualification).
 */
export function requalificationsDue(
  entries: readonly { qualification: TQualificationTimeline; history?: TQualificationHistory }[],
  today: string,
  windowDays = REQUALIFY_WINDOW_DAYS,
): TRequalifyEntry[] {
  const last = addDays(today, windowDays);
  const due: TRequalifyEntry[] = [];
  for (const { qualification, history } of entries) {
    const status = qualificationStateOn(qualification, history ?? {}, today);
    if (!holdsOn(status) || status.until === null || status.until < today || status.until > last) continue;
    let action: TRequalifyAction;
    switch (status.reason) {
      case "continuity":
        action = { code: "weld_before", day: addDays(status.until, 1), process: qualification.process };
        break;
      case "confirmation":
        action = { code: "confirm_by", day: status.until };
        break;
      case "revalidation":
        action =
          qualification.revalidation_method === "9.3a"
            ? { code: "retest_by", day: status.until }
            : { code: "test_two_production_welds_by", day: status.until };
        break;
      case "certificate":
        action = { code: "renew_by", day: status.until };
        break;
      default:
        continue;
    }
    due.push({
      qualification: qualification.id,
      welder: qualification.welder,
      process: qualification.process,
      until: status.until,
      action,
    });
  }
  return due.sort(
    (a, b) => a.until.localeCompare(b.until) || a.welder.localeCompare(b.welder) || a.qualification.localeCompare(b.qualification),
  );
}

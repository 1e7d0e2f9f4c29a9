import { DASHBOARD_PRESETS, DEFAULT_DASHBOARD_PRESET, isIsoDay, presetRange, type TDashboardPreset } from "@weldtrace/domain";
import type { TDashboardFilters } from "../../api/answers";

export const DASHBOARD_TABS = ["progress", "quality", "timeline"] as const;
export type TDashboardTab = (typeof DASHBOARD_TABS)[number];

/** The reader's calendar day and zone: "today" is theirs, not the server's. */
export function readerToday(now = new Date()): { today: string; tz: string } {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  // en-CA writes dates as YYYY-MM-DD.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return { today, tz };
}

/**
 * The filters kept in the URL (?project=&preset=&from=&to=&tab=), so a dashboard can be bookmarked and shared:
 * a preset is resolved against the reader's today; a custom range keeps its days; anything unreadable falls back.
 */
export function filtersOf(params: URLSearchParams, now = new Date()) {
  const { today, tz } = readerToday(now);
  const asked = params.get("preset");
  const preset: TDashboardPreset = DASHBOARD_PRESETS.includes(asked as TDashboardPreset)
    ? (asked as TDashboardPreset)
    : DEFAULT_DASHBOARD_PRESET;
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const custom = preset === "custom" && isIsoDay(from) && isIsoDay(to) && from <= to;
  const resolved = preset === "custom" ? DEFAULT_DASHBOARD_PRESET : preset;
  const range = custom ? { from, to } : presetRange(resolved, today);
  const askedTab = params.get("tab");
  const tab: TDashboardTab = DASHBOARD_TABS.includes(askedTab as TDashboardTab) ? (askedTab as TDashboardTab) : "progress";
  const filters: TDashboardFilters = { project: params.get("project") || undefined, ...range, tz };
  return { preset: custom ? preset : resolved, filters, tab };
}

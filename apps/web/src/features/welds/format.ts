import type { TFunction } from "i18next";
import { formatDateTime } from "../../i18n/format";

/** A duration in seconds as "1 h 05 min 30 s" (hours only when there are some). */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  if (hours > 0) return `${hours} h ${pad(minutes)} min ${pad(rest)} s`;
  if (minutes > 0) return `${minutes} min ${pad(rest)} s`;
  return `${rest} s`;
}

/**
 * A cycle's title (decisions.md "Cycle title"): its weld's name and when it started, else when it was recorded (a
 * manual cycle has no start time), in the reader's language; never the cycle's id.
 */
export function cycleTitle(t: TFunction, language: string, cycle: Record<string, unknown>, weldName: string | undefined): string {
  const when = (value: unknown) =>
    typeof value === "string" && !Number.isNaN(Date.parse(value)) ? formatDateTime(value, language, { seconds: false }) : null;
  // While the weld's name loads, an ellipsis holds its place.
  const weld = weldName?.trim() || "…";
  const started = when(cycle.started_at);
  if (started) return t("welds.cycle.titleStarted", { weld, start: started });
  return t("welds.cycle.titleCreated", { weld, created: when(cycle.created_at) ?? "" });
}

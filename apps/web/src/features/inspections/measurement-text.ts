import type { TInspectionKind } from "@weldtrace/domain";

/** How a measurement reads in tables and reports: the values each kind measures, and the limits it was judged on. */

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The values each kind's measurement table shows, in the stored unit. */
export const MEASURED: Record<TInspectionKind, readonly string[]> = {
  fit_up: ["measure"],
  bevel: ["measure"],
  temperature_control: ["measure"],
  cooling: ["measure_before_cooling", "measure_after_cooling"],
  time_lapse: ["duration_measured"],
  back_purging: ["flushing_o2_level_chamber", "welding_o2_level_chamber"],
  heat_treatment: ["start_control_temperature", "end_control_temperature", "temperature", "soaking_duration"],
};

/** A limit as the table shows it: the range judged against, in its unit. */
export function limitsText(limits: Record<string, unknown>, fields: readonly string[]): string {
  const bound = (value: unknown) => (typeof value === "number" ? String(value) : "…");
  /** A one-sided range reads "≤ 1.6 mm" or "≥ 3600 s". */
  const range = (min: unknown, max: unknown, unit: string) =>
    typeof min !== "number" && typeof max === "number"
      ? `≤ ${max} ${unit}`.trim()
      : typeof max !== "number" && typeof min === "number"
        ? `≥ ${min} ${unit}`.trim()
        : `${bound(min)} – ${bound(max)} ${unit}`.trim();
  const values = limits.values as Record<string, { min: number | null; max: number | null; unit: string }> | undefined;
  if (values) return fields.map((field) => range(values[field]?.min, values[field]?.max, values[field]?.unit ?? "")).join(" · ");
  const unit = text(limits.unit);
  if ("min" in limits || "max" in limits) return range(limits.min, limits.max, unit);
  return Object.entries(limits)
    .filter(([, value]) => typeof value === "number")
    .map(([, value]) => `≤ ${value} ${unit}`)
    .join(" · ");
}

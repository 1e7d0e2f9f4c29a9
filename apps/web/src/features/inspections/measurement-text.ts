/** How a measurement reads in tables and reports: the limits it was judged on (the values each kind measures are the domain's MEASURED_FIELDS). */

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A limit as the table shows it: the range judged against, in its unit. */
export function limitsText(limits: Record<string, unknown>, fields: readonly string[], number: (value: number) => string = String): string {
  const bound = (value: unknown) => (typeof value === "number" ? number(value) : "…");
  /** A one-sided range reads "≤ 1.6 mm" or "≥ 3600 s" (with the reader's decimal mark). */
  const range = (min: unknown, max: unknown, unit: string) =>
    typeof min !== "number" && typeof max === "number"
      ? `≤ ${number(max)} ${unit}`.trim()
      : typeof max !== "number" && typeof min === "number"
        ? `≥ ${number(min)} ${unit}`.trim()
        : `${bound(min)} – ${bound(max)} ${unit}`.trim();
  const values = limits.values as Record<string, { min: number | null; max: number | null; unit: string }> | undefined;
  if (values) return fields.map((field) => range(values[field]?.min, values[field]?.max, values[field]?.unit ?? "")).join(" · ");
  const unit = text(limits.unit);
  if ("min" in limits || "max" in limits) return range(limits.min, limits.max, unit);
  return Object.entries(limits)
    .filter(([, value]) => typeof value === "number")
    .map(([, value]) => `≤ ${number(value as number)} ${unit}`)
    .join(" · ");
}

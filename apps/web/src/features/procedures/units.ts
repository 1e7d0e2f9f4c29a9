import {
  BASE_UNITS,
  checkDecimalMessage,
  decimalsFor,
  formatDecimals,
  fromBase,
  METRIC_UNIT_SYSTEM,
  roundForUnit,
  type TFamilyUnit,
  type TUnit,
  type TUnitFamily,
  type TUomCategory,
  toBase,
  UOM_CATEGORIES,
  UOM_CATEGORY_FAMILIES,
  UOM_CATEGORY_KEYS,
} from "@weldtrace/domain";
import { translateCode, translateMessage } from "../../i18n";

/** One unit per category: the procedure's unit system (a uoms row) as the screens use it. */
export type TUnitSystem = { readonly [K in TUomCategory]: TUnit };

/**
 * How a numeric field is shown and typed:
 * - `converted`: stored in its family's base unit (STORED_UNITS), shown in the unit system's unit of `category`;
 * - `fixed`: a unit that is never converted (A, V, s, degrees, Hz) or no unit at all;
 * - `bevel`: a bevel dimension, shown in the unit its own row names (`unit_of_measure`), stored in mm or degrees;
 * - `duration`: seconds, typed as days, hours, minutes and seconds (spec §4).
 */
export type TNumberKind =
  | { readonly kind: "converted"; readonly category: TUomCategory; readonly decimals: string }
  | { readonly kind: "fixed"; readonly unit: string | null; readonly decimals: number; readonly digits?: number }
  | { readonly kind: "bevel" }
  | { readonly kind: "duration" };

/** A stored value and the text first shown for it: untouched text saves the stored value exactly. */
export interface TBaseline {
  text: string;
  value: number;
}

/** The unit system a procedure is shown in: its own uoms row, missing categories taken from the metric system. */
export function resolveUnitSystem(row: Partial<Record<string, unknown>> | null | undefined): TUnitSystem {
  const system: Record<string, TUnit> = { ...METRIC_UNIT_SYSTEM };
  for (const category of UOM_CATEGORY_KEYS) {
    const unit = row?.[category];
    if (typeof unit === "string" && (UOM_CATEGORIES[category] as readonly string[]).includes(unit)) system[category] = unit as TUnit;
  }
  return system as TUnitSystem;
}

const BEVEL_FAMILY: TUnitFamily = "dimension";

/** The unit a field is shown in; null for a field without one. `rowUnit` is a bevel dimension's own unit. */
export function displayUnit(kind: TNumberKind, units: TUnitSystem, rowUnit?: unknown): string | null {
  switch (kind.kind) {
    case "converted":
      return units[kind.category];
    case "fixed":
      return kind.unit;
    case "bevel":
      return typeof rowUnit === "string" && rowUnit ? rowUnit : units.dimension;
    case "duration":
      return "s";
  }
}

/** Decimals a field accepts and shows in its display unit (domain decimalsFor). */
export function displayDecimals(kind: TNumberKind, units: TUnitSystem, rowUnit?: unknown): number {
  switch (kind.kind) {
    case "converted":
      return decimalsFor(kind.decimals, units[kind.category]);
    case "fixed":
      return kind.decimals;
    case "bevel":
      return decimalsFor("dimension", displayUnit(kind, units, rowUnit) as TUnit);
    case "duration":
      return 0;
  }
}

function familyOf(kind: TNumberKind): TUnitFamily | null {
  if (kind.kind === "converted") return UOM_CATEGORY_FAMILIES[kind.category];
  if (kind.kind === "bevel") return BEVEL_FAMILY;
  return null;
}

/**
 * Stored value → value in the display unit, rounded by the unit's rule once converted (spec units section: speeds
 * to 0.5, temperatures to 1, gas flow to 2; `roundForUnit`). A value already in its stored unit is shown as stored;
 * a unit the family does not know leaves the value as stored.
 */
export function baseToDisplay(value: number, kind: TNumberKind, units: TUnitSystem, rowUnit?: unknown): number {
  const family = familyOf(kind);
  if (!family) return value;
  const unit = displayUnit(kind, units, rowUnit) as TFamilyUnit<TUnitFamily>;
  try {
    const shown = fromBase(value, unit, family);
    return unit === (BASE_UNITS as Record<string, string>)[family] ? shown : roundForUnit(shown, unit as TUnit);
  } catch {
    return value;
  }
}

/** Removes binary noise of a conversion (3.5 in/min = 8.890000000000001 cm/min) without losing precision. */
export const tidy = (value: number) => Number(value.toPrecision(12));

/** Value typed in the display unit → stored value. */
export function displayToBase(value: number, kind: TNumberKind, units: TUnitSystem, rowUnit?: unknown): number {
  const family = familyOf(kind);
  if (!family) return value;
  try {
    return tidy(toBase(value, displayUnit(kind, units, rowUnit) as TFamilyUnit<TUnitFamily>, family));
  } catch {
    return value;
  }
}

/** The text an input shows for a stored value. */
export function formatForDisplay(value: unknown, kind: TNumberKind, units: TUnitSystem, rowUnit?: unknown): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "";
  return formatDecimals(baseToDisplay(value, kind, units, rowUnit), displayDecimals(kind, units, rowUnit));
}

/** Typed text, accepting a comma as the decimal separator (French keyboards). */
export const normalizeTyped = (text: string) => text.trim().replace(",", ".");

export type TParsed = { value: number | null; error?: undefined } | { value?: undefined; error: string };

/**
 * What an input holds → the stored value, or the spec's message: "Is not numeric", "Max N decimal(s)",
 * "Max N digit(s)". Empty means null. Untouched text gives back the stored value it was shown for.
 */
export function parseDisplayValue(
  raw: unknown,
  kind: TNumberKind,
  units: TUnitSystem,
  options: { rowUnit?: unknown; baseline?: TBaseline } = {},
): TParsed {
  if (raw === null || raw === undefined) return { value: null };
  if (typeof raw === "number") return Number.isFinite(raw) ? { value: raw } : { error: translateCode("not_numeric") };
  if (typeof raw !== "string") return { error: translateCode("not_numeric") };
  if (options.baseline && raw === options.baseline.text) return { value: options.baseline.value };
  const text = normalizeTyped(raw);
  if (text === "") return { value: null };
  if (kind.kind === "duration") {
    const seconds = Number(text);
    return Number.isFinite(seconds) ? { value: seconds } : { error: translateCode("not_numeric") };
  }
  const message = checkDecimalMessage(text, {
    decimals: displayDecimals(kind, units, options.rowUnit),
    digits: kind.kind === "fixed" ? kind.digits : undefined,
  });
  // In the current language, by its code: form errors are shown as they are made.
  if (message) return { error: translateMessage(message) };
  return { value: displayToBase(Number(text), kind, units, options.rowUnit) };
}

/** Text of a stored value shown again in other units; typed text is converted as typed (uom or row unit changed). */
export function reexpressText(
  raw: unknown,
  kind: TNumberKind,
  from: { units: TUnitSystem; rowUnit?: unknown },
  to: { units: TUnitSystem; rowUnit?: unknown },
  baseline?: TBaseline,
): { text: unknown; baseline?: TBaseline } {
  if (kind.kind !== "converted" && kind.kind !== "bevel") return { text: raw, baseline };
  const sameFamily = isConvertible(displayUnit(kind, from.units, from.rowUnit), displayUnit(kind, to.units, to.rowUnit));
  if (!sameFamily) return { text: raw };
  const parsed = parseDisplayValue(raw, kind, from.units, { rowUnit: from.rowUnit, baseline });
  if (parsed.error !== undefined || parsed.value === null) return { text: raw };
  const text = formatForDisplay(parsed.value, kind, to.units, to.rowUnit);
  return { text, baseline: { text, value: parsed.value } };
}

/** Angles (degrees) and lengths share the bevel dimension list but do not convert into each other. */
function isConvertible(from: string | null, to: string | null): boolean {
  return (from === "degrees") === (to === "degrees");
}

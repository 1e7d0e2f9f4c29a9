import { rational, type TRational } from "./units.js";

/*
 * Design §3: ASME IX limits in the unit system of the record. SI uses the mm values printed in parentheses in IX,
 * US the exact inch conversions (1/16 in = 1.5875 mm). Lengths are rationals of µm so 1/16 in stays exact.
 */
export type TUnitSystem = "SI" | "US";

const INCH_UM = 25_400;
const inches = (n: number, d = 1): TRational => rational(INCH_UM * n, d);

export const ASME_LENGTHS = {
  SI: {
    l1_5: rational(1_500),
    l5: rational(5_000),
    l6: rational(6_000),
    l10: rational(10_000),
    l13: rational(13_000),
    l16: rational(16_000),
    l19: rational(19_000),
    l25: rational(25_000),
    l38: rational(38_000),
    l73: rational(73_000),
    l150: rational(150_000),
    l200: rational(200_000),
    l610: rational(610_000),
  },
  US: {
    l1_5: inches(1, 16),
    l5: inches(3, 16),
    l6: inches(1, 4),
    l10: inches(3, 8),
    l13: inches(1, 2),
    l16: inches(5, 8),
    l19: inches(3, 4),
    l25: inches(1),
    l38: inches(3, 2),
    l73: inches(23, 8),
    l150: inches(6),
    l200: inches(8),
    l610: inches(24),
  },
} as const satisfies Record<TUnitSystem, Record<string, TRational>>;

export type TAsmeLengths = (typeof ASME_LENGTHS)[TUnitSystem];

/** QW-406.1 / QW-406.3: 55 °C (SI) or 100 °F = 500/9 °C (US) as a temperature difference. */
export const asmeTemperatureStep = (system: TUnitSystem): TRational => (system === "US" ? rational(500, 9) : rational(55));

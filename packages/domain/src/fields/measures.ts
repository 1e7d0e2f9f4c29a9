import type { TImportColumn } from "../imports/definition.js";
import { BASE_UNITS, UOM_CATEGORY_FAMILIES } from "../units/conversion.js";
import { DEFAULT_DECIMALS, decimalsFor, type TDecimalField } from "../units/decimals.js";
import type { TUnit, TUomCategory } from "../units/units.js";

/**
 * How a measure field is kept, shown and typed:
 * - `converted`: stored in the base unit of its category's family (BASE_UNITS), shown and typed in the unit a
 *   unit system chooses for `category`; `decimals` names the spec's rule (units/decimals.ts), which may depend
 *   on the unit it is shown in;
 * - `fixed`: a unit that is never converted (A, V, s, degrees, Hz, %) or no unit; the decimals, digit limit and
 *   range apply to the stored value itself;
 * - `bevel`: a bevel dimension, shown in the unit its own row names (mm, cm, in or degrees);
 * - `duration`: seconds, typed as days, hours, minutes and seconds.
 */
/** The spec's decimals rule of a converted measure; "default" for one the spec gives no rule (3 decimals). */
export type TDecimalRule = TDecimalField | "default";

export type TMeasureKind =
  | { readonly kind: "converted"; readonly category: TUomCategory; readonly decimals: TDecimalRule }
  | {
      readonly kind: "fixed";
      readonly unit: string | null;
      readonly decimals: number;
      readonly digits?: number;
      readonly min?: number;
      readonly max?: number;
    }
  | { readonly kind: "bevel" }
  | { readonly kind: "duration" };

/**
 * One measure field, stated once: how it is kept and shown (its kind), its bounds in the stored unit when the
 * spec or the physics gives some, and the key of its label in the web's texts.
 */
export type TMeasureSpec = TMeasureKind & {
  readonly label: string;
  readonly min?: number;
  readonly max?: number;
  /** The column's header in import and export files, in English and French ("Outer diameter [mm]" adds its unit). */
  readonly header?: THeaderWords;
};

/** A file column's header in the two languages files are written in. */
export interface THeaderWords {
  readonly en: string;
  readonly fr: string;
}

/** A node of a record: its measure fields, its lists of rows and its nested objects. */
export interface TMeasureNode {
  readonly numbers: Readonly<Record<string, TMeasureSpec>>;
  readonly lists?: Readonly<Record<string, TMeasureNode>>;
  readonly objects?: Readonly<Record<string, TMeasureNode>>;
}

export const converted = <const C extends TUomCategory, const R extends TDecimalRule>(category: C, decimals: R) =>
  ({ kind: "converted", category, decimals }) as const;

export const fixed = <const O extends { decimals: number; digits?: number; min?: number; max?: number }>(unit: string | null, options: O) =>
  ({ kind: "fixed", unit, ...options }) as const;

export const BEVEL_MEASURE = { kind: "bevel" } as const satisfies TMeasureKind;
export const DURATION_MEASURE = { kind: "duration" } as const satisfies TMeasureKind;

/** A field's spec: its kind with its label key. */
export const measure = <const K extends TMeasureKind, const E extends { label: string; min?: number; max?: number }>(kind: K, extra: E) =>
  ({ ...kind, ...extra }) as K & E;

/** The `_min` and `_max` fields of a range, sharing one spec (one label: the range's). */
export const measurePair = <const P extends string, const S extends object>(pair: P, spec: S) =>
  ({ [`${pair}_min`]: spec, [`${pair}_max`]: spec }) as { readonly [K in `${P}_min` | `${P}_max`]: S };

/**
 * The specs of a schema's measure fields, each key checked to be a key of the schema's shape `S`: a key
 * the schema does not have does not compile.
 */
export const measuresOf =
  <S extends object>() =>
  <const M extends { readonly [K in keyof M]: K extends keyof S ? TMeasureSpec : never }>(specs: M): M =>
    specs;

/** Decimals a measure accepts and shows, in the unit it is shown in (the unit matters for some rules). */
export function measureDecimals(spec: TMeasureKind, unit?: TUnit): number {
  switch (spec.kind) {
    case "converted":
      return spec.decimals === "default" ? DEFAULT_DECIMALS : decimalsFor(spec.decimals, unit);
    case "fixed":
      return spec.decimals;
    case "bevel":
      return decimalsFor("dimension", unit);
    case "duration":
      return 0;
  }
}

/** The unit a converted measure is stored in: the base unit of its category's family. */
export const storedUnitOf = (category: TUomCategory): TUnit => BASE_UNITS[UOM_CATEGORY_FAMILIES[category]];

/** Spec §9: a measure without a rule of its own takes the default decimals. */
export const defaultFixed = (unit: string | null) => fixed(unit, { decimals: DEFAULT_DECIMALS });

/** What an import column of a converted measure says of its unit: the category choosing it, its family, the stored unit. */
export const importUnitOf = <const C extends TUomCategory>(category: C) =>
  ({ category, family: UOM_CATEGORY_FAMILIES[category], stored: storedUnitOf(category) }) as const;

/**
 * An import and export column of a measure, from its specification: the header words, the number kind and, for a
 * converted measure, its unit. Only a key whose specification names its header compiles.
 */
export function measureColumn<
  const K extends string,
  const M extends { readonly [P in K]: TMeasureSpec & { readonly header: THeaderWords } },
>(specs: M, key: K, extra: Pick<TImportColumn, "example" | "aliases"> = {}): TImportColumn {
  const spec: TMeasureSpec & { readonly header: THeaderWords } = specs[key];
  return {
    header: spec.header.en,
    fr: spec.header.fr,
    field: key,
    kind: "number",
    ...(spec.kind === "converted" ? { unit: importUnitOf(spec.category) } : {}),
    ...extra,
  };
}

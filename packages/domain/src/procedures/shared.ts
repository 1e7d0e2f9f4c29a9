import { z } from "zod";
import { MESSAGE_CATALOGUE, message } from "../messages/catalogue.js";
import { checkDecimalMessage, type DecimalOptions } from "../validation/fields.js";
import { carryMessage, codedIssue } from "../validation/messages.js";
import { LENGTH_BOUNDS, TEMPERATURE_BOUNDS } from "./measure-kinds.js";

/**
 * The unit each stored physical value is kept in (spec, platform §9 "Unit conversion factors to a base
 * unit"; ARCHITECTURE "Units and numbers"). Spellings are those of units/units.ts. Values are converted to
 * these before they reach the API and converted back for display with the procedure's unit system.
 * Current (A), voltage (V), pulse frequency (Hz), angles (degrees) and times (s) are never converted.
 */
export const STORED_UNITS = {
  length: "mm",
  temperature: "°C",
  temperature_ramp: "°C/h",
  heat_input: "kJ/mm",
  /** The spec's conversion table has cm/min as factor 1; trigger thresholds are typed in cm/min too. */
  travel_speed: "cm/min",
  wire_feed_speed: "m/min",
  gas_flow: "L/min",
  gas_composition: "ppm",
  oscillation_frequency: "cycle/min",
  pulse_frequency: "Hz",
  current: "A",
  voltage: "V",
  angle: "degrees",
  time: "s",
} as const;

/** Messages this area adds where the spec names a rule but not its text (see docs/decisions.md). */
export const RANGE_MESSAGES = {
  minAboveMax: MESSAGE_CATALOGUE.min_above_max,
  passList: MESSAGE_CATALOGUE.pass_list,
} as const;

/** How a JSON number is written, without exponent, so the spec's decimal rules can read it. */
export function numberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
}

/**
 * A number in a unit that is never converted (A, V, s, degrees, Hz, lat/lng): the spec's decimals, digit
 * limit and range apply to the stored value itself, with the spec's messages.
 */
export const zFixed = (options: DecimalOptions) =>
  z.number().superRefine((value, ctx) => {
    const found = checkDecimalMessage(numberText(value), options);
    if (found) ctx.addIssue(codedIssue(found));
  });

/**
 * A number stored in a base unit after conversion (mm, °C, kJ/mm, cm/min...). Decimals are a display rule
 * of the chosen unit (a value typed in inches has many decimals in mm), so only the range is checked here.
 */
export const zBase = (options: { min?: number; max?: number } = {}) => {
  let schema = z.number();
  if (options.min !== undefined) schema = schema.min(options.min);
  if (options.max !== undefined) schema = schema.max(options.max);
  return schema;
};

/** A length, thickness or distance in mm; never negative. */
export const zLength = () => zBase(LENGTH_BOUNDS);
/** A temperature in °C; not below absolute zero. */
export const zTemperature = () => zBase(TEMPERATURE_BOUNDS);
/** A duration in whole or decimal seconds (durations are entered as d/h/min/s and stored as seconds). */
export const zSeconds = () => zBase({ min: 0 });

/** An optional reference to another record of the same client. */
export const zRef = () => z.uuid().nullish();
/** Several references (multi-selects); a repeated id is dropped. */
export const zRefs = () =>
  z
    .array(z.uuid())
    .max(200)
    .optional()
    .transform((ids) => [...new Set(ids ?? [])]);
/** An optional flag; absent means false. */
export const zFlag = () => z.boolean().optional();

/** Position of a row in its list; the server renumbers on save. */
export const zIndex = () => z.number().int().min(0).max(100_000).optional();

/**
 * Pass numbers separated by a semicolon ("1;2;5"), as after_pass and before_pass hold them (spec §3).
 * Spaces and empty parts are dropped; anything but whole positive numbers is refused.
 */
export const zPassList = () =>
  z
    .string()
    .max(500)
    .nullish()
    .transform((text, ctx) => {
      const parts = (text ?? "")
        .split(";")
        .map((part) => part.trim())
        .filter((part) => part.length > 0);
      if (parts.some((part) => !/^\d+$/.test(part) || Number(part) < 1)) {
        ctx.addIssue(codedIssue(message("pass_list")));
        return z.NEVER;
      }
      return parts.length > 0 ? parts.map(Number).join(";") : null;
    });

/** Reads a semicolon list of pass numbers; unreadable parts are skipped. */
export function parsePassList(text: string | null | undefined): number[] {
  return (text ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

/**
 * A stored file: the id from POST /api/s3/upload/, never an address a client typed, so no link can
 * send the user's token elsewhere. Anything else is refused on that field.
 */
export const zStoredFile = () =>
  // A missing value keeps the usual "Required" (undefined falls back to the global messages).
  z.uuid({ error: (issue) => (issue.input === undefined ? undefined : carryMessage(issue, message("stored_file_only"))) });

/**
 * A file attached to a record: `<prefix>_file` holds the stored file's id; `<prefix>_filename` is the stored
 * file's name, filled in by the server on save (whatever a client sends there is replaced).
 */
export const fileShape = <const P extends string>(prefix: P) =>
  ({
    [`${prefix}_file`]: zStoredFile().nullish(),
    [`${prefix}_filename`]: z.string().max(255).nullish(),
  }) as { [K in `${P}_file`]: z.ZodOptional<z.ZodNullable<ReturnType<typeof zStoredFile>>> } & {
    [K in `${P}_filename`]: z.ZodOptional<z.ZodNullable<z.ZodString>>;
  };

type TIssueSink = { addIssue: (issue: ReturnType<typeof codedIssue> & { path: PropertyKey[] }) => void };

/** Refuses a pair whose minimum exceeds its maximum; the message sits on the `_max` field. */
export function addMinMaxIssues(value: Record<string, unknown>, pairs: readonly string[], ctx: TIssueSink): void {
  for (const pair of pairs) {
    const min = value[`${pair}_min`];
    const max = value[`${pair}_max`];
    if (typeof min === "number" && typeof max === "number" && min > max) {
      ctx.addIssue({ ...codedIssue(message("min_above_max")), path: [`${pair}_max`] });
    }
  }
}

/** A required field left empty: the spec's "Required" on that field. */
export function addRequiredIssue(ctx: TIssueSink, path: PropertyKey[]): void {
  ctx.addIssue({ ...codedIssue(message("required")), path });
}

/**
 * A row of a child list. Rows keep their id when they exist; a saved row the user deleted is sent with
 * `deleted: true` (only its id is kept) and an unsaved one is simply left out (spec §4).
 */
export const zDeletedRow = () => z.object({ id: z.uuid().optional(), deleted: z.literal(true) });
export type TDeletedRow = { id?: string; deleted: true };

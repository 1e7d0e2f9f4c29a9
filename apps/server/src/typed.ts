/*
 * Typed reads of loosely typed values (parsed bodies read field by field, rows of a table the code does not name),
 * so call sites narrow instead of asserting.
 */

/** An object read by field name. */
export type TRecord = Record<string, unknown>;

/** An object (not null); arrays count, as for `typeof`. */
export const isRecord = (value: unknown): value is TRecord => typeof value === "object" && value !== null;

/** The value when it is a string, else undefined (an optional id of a parsed body). */
export const stringOr = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** The value when it is a number, else undefined. */
export const numberOr = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/**
 * An object seen as a record, to read fields by name. An interface (or a generic type) has no index signature, so
 * TypeScript will not widen it by itself; this is the one place that says so.
 */
export const toRecord = <T extends object>(value: T): TRecord => value as TRecord;

/** Object.entries keeping the key type (for objects whose keys are exactly `K`, such as records built here). */
export const entriesOf = <K extends string, V>(object: Partial<Record<K, V>>): [K, V][] => Object.entries(object) as [K, V][];

/** Object.keys keeping the key type. */
export const keysOf = <K extends string>(object: Partial<Record<K, unknown>>): K[] => Object.keys(object) as K[];

/** A field of a value that may be an object (an error's `code`), else undefined. */
export const fieldOf = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);

/** The SQLSTATE of a database error ("23505"): drizzle wraps the driver's error, which carries it, in `cause`. */
export const pgErrorCode = (error: unknown): string | undefined =>
  stringOr(fieldOf(fieldOf(error, "cause"), "code")) ?? stringOr(fieldOf(error, "code"));

/** The one row an INSERT or UPDATE … RETURNING wrote: none back is a bug (a 500), not the user's error. */
export function returnedRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("The statement returned no row");
  return row;
}

/** The first and the last item of a list that cannot be empty (a run of days): an empty one is a bug. */
export function endsOf<T>(list: readonly T[]): [T, T] {
  const first = list[0];
  const last = list[list.length - 1];
  if (first === undefined || last === undefined) throw new Error("An empty list has no first or last item");
  return [first, last];
}

/** Whether `key` is an own key of `object` (a lookup table of the domain), narrowing it to the table's keys. */
export const hasKey = <T extends object>(object: T, key: unknown): key is keyof T => typeof key === "string" && Object.hasOwn(object, key);

/** Whether `value` is one of `list` (a query's filter among the allowed ones), narrowing it to the list's type. */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.some((item) => item === value);

/** Spec §9: durations are stored as total seconds and shown as days, hours, minutes, seconds. */
export const SECONDS_PER_DAY = 86_400;
export const SECONDS_PER_HOUR = 3_600;
export const SECONDS_PER_MINUTE = 60;

export interface TDurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** A part as typed: a number, a string from an input, or nothing. */
export type TDurationInput = Partial<Record<keyof TDurationParts, number | string | null | undefined>>;

/** Largest value a part may take when entered; days are unbounded. */
export const DURATION_PART_MAX = { days: Number.POSITIVE_INFINITY, hours: 23, minutes: 59, seconds: 59 } as const;

/** Splits stored seconds for display; a fraction of a second stays on the seconds part. */
export function splitDuration(totalSeconds: number): TDurationParts {
  // Stored durations are never negative; anything unusable shows as zero rather than as NaN.
  const total = Number.isFinite(totalSeconds) && totalSeconds > 0 ? totalSeconds : 0;
  const days = Math.floor(total / SECONDS_PER_DAY);
  const hours = Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return { days, hours, minutes, seconds: total % SECONDS_PER_MINUTE };
}

/** A part's value, or 0 when empty, not numeric or outside its range (spec: such parts are ignored). */
function partValue(raw: number | string | null | undefined, max: number): number {
  if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) return 0;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= max ? value : 0;
}

/** Total seconds from entered parts. */
export function joinDuration(parts: TDurationInput): number {
  return (
    partValue(parts.days, DURATION_PART_MAX.days) * SECONDS_PER_DAY +
    partValue(parts.hours, DURATION_PART_MAX.hours) * SECONDS_PER_HOUR +
    partValue(parts.minutes, DURATION_PART_MAX.minutes) * SECONDS_PER_MINUTE +
    partValue(parts.seconds, DURATION_PART_MAX.seconds)
  );
}

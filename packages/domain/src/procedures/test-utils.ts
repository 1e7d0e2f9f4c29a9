import type { z } from "zod";

/** Test helper: the messages of a failed parse, keyed by dotted path ("" for the whole object). */
export function messagesByPath(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join(".");
    messages[key] = [...(messages[key] ?? []), issue.message];
  }
  return messages;
}

export const ID = {
  a: "0190a6a8-0000-7000-8000-00000000000a",
  b: "0190a6a8-0000-7000-8000-00000000000b",
  c: "0190a6a8-0000-7000-8000-00000000000c",
  d: "0190a6a8-0000-7000-8000-00000000000d",
  e: "0190a6a8-0000-7000-8000-00000000000e",
  f: "0190a6a8-0000-7000-8000-00000000000f",
} as const;

/** A pass group with exactly the fields spec §5 requires. */
export const validPassGroup = {
  name: "Root",
  process: ID.a,
  k_factor: 0.8,
  occultation_duration_start: 0.5,
  occultation_duration_stop: 0.5,
  minimum_cycle_time: 1,
  current_min: 180,
  current_max: 220,
  voltage_min: 22,
  voltage_max: 26,
  heat_input_min: 0.5,
  heat_input_max: 1.2,
};

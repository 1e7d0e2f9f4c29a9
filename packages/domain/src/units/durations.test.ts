import { describe, expect, it } from "vitest";
import { joinDuration, SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE, splitDuration } from "./durations.js";

describe("durations (spec §9)", () => {
  it("uses the spec's seconds per day, hour and minute", () => {
    expect([SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE]).toEqual([86_400, 3_600, 60]);
  });

  it("splits total seconds into days, hours, minutes, seconds", () => {
    expect(splitDuration(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(splitDuration(60)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(splitDuration(3_599)).toEqual({ days: 0, hours: 0, minutes: 59, seconds: 59 });
    expect(splitDuration(86_399)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(splitDuration(86_400)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(93_784)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(splitDuration(61.5)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1.5 });
  });

  it("does not bound days", () => {
    expect(splitDuration(400 * 86_400 + 1)).toEqual({ days: 400, hours: 0, minutes: 0, seconds: 1 });
  });

  it("shows unusable stored values as zero", () => {
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("joins parts into total seconds", () => {
    expect(joinDuration({ days: 1, hours: 2, minutes: 3, seconds: 4 })).toBe(93_784);
    expect(joinDuration({ days: 0, hours: 23, minutes: 59, seconds: 59 })).toBe(86_399);
    expect(joinDuration({ days: 400 })).toBe(400 * 86_400);
    expect(joinDuration({ hours: "1", minutes: "30" })).toBe(5_400);
  });

  it("counts empty parts as 0", () => {
    expect(joinDuration({})).toBe(0);
    expect(joinDuration({ days: "", hours: null, minutes: undefined, seconds: "  " })).toBe(0);
    expect(joinDuration({ days: "", hours: 1, minutes: "", seconds: 5 })).toBe(3_605);
  });

  it("ignores out-of-range or non-numeric parts", () => {
    expect(joinDuration({ hours: 24, minutes: 1 })).toBe(60);
    expect(joinDuration({ minutes: 60, seconds: 1 })).toBe(1);
    expect(joinDuration({ seconds: 60, minutes: 1 })).toBe(60);
    expect(joinDuration({ days: -1, hours: -1, minutes: -1, seconds: -1 })).toBe(0);
    expect(joinDuration({ hours: "abc", seconds: 5 })).toBe(5);
  });

  it("round-trips through split and join", () => {
    for (const total of [0, 1, 59, 3_600, 86_399, 86_400, 93_784, 1_000_000]) {
      expect(joinDuration(splitDuration(total))).toBe(total);
    }
  });
});

import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration";

describe("a duration on the timeline", () => {
  it("reads as hours and minutes from an hour, minutes and seconds below, seconds below a minute", () => {
    expect(formatDuration(7500)).toBe("2 h 05 min");
    expect(formatDuration(750)).toBe("12 min 30 s");
    expect(formatDuration(44.6)).toBe("45 s");
    expect(formatDuration(0)).toBe("0 s");
  });
});

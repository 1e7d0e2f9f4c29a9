import { describe, expect, it } from "vitest";
import { CYCLE_END_REASONS, cycleEndReason } from "./cycles.js";

describe("a cycle's end reason", () => {
  it("types a stored end_reason: each of stop, gap, end-of-data as itself; null, missing or unknown as null", () => {
    expect(CYCLE_END_REASONS.map(cycleEndReason)).toEqual(["stop", "gap", "end-of-data"]);
    expect([null, undefined, "", "timeout"].map(cycleEndReason)).toEqual([null, null, null, null]);
  });
});

import { describe, expect, it } from "vitest";
import { calibrationOnDay, inspectionVerdict, qualificationOnDay, qualifiedOnDay } from "./traceability.js";

describe("a welder's qualification on the day of a cycle (ASME IX QW-322: 6 months of continuity)", () => {
  const test = { qualified_at: "2026-01-10" };
  it("is valid within 6 months of the test when the welder has not welded since", () => {
    expect(qualificationOnDay([test], [], "2026-05-01")?.state).toBe("valid");
    expect(qualifiedOnDay(qualificationOnDay([test], [], "2026-05-01"))).toBe(true);
  });
  it("has lapsed on the day 6 months after the test with no weld in between (10 July)", () => {
    expect(qualificationOnDay([test], [], "2026-07-10")?.state).toBe("lapsed");
    expect(qualificationOnDay([test], [], "2026-07-09")?.state).not.toBe("lapsed");
  });
  it("counts continuity from the last weld before the cycle's day, never from the cycle's own day or later", () => {
    // Welded on 1 June: on 1 October the welder still holds it; a weld on the day itself or after does not count.
    expect(qualificationOnDay([test], ["2026-06-01"], "2026-10-01")?.state).toBe("valid");
    expect(qualificationOnDay([test], ["2026-10-01", "2026-11-01"], "2026-10-01")?.state).toBe("lapsed");
  });
  it("takes the best of several qualifications for the process, and null when the welder holds none", () => {
    const expired = { qualified_at: "2025-01-01", expire_at: "2025-12-31" };
    expect(qualificationOnDay([expired, { qualified_at: "2026-03-01" }], [], "2026-04-01")?.state).toBe("valid");
    expect(qualificationOnDay([], ["2026-03-01"], "2026-04-01")).toBeNull();
    expect(qualifiedOnDay(null)).toBe(false);
  });
  it("is 'future' for a cycle welded before the test", () => {
    expect(qualificationOnDay([test], [], "2026-01-09")?.state).toBe("future");
  });
});

describe("an inspection's verdict on the weld page", () => {
  it("is rejected when one measurement of many was rejected, accepted when all were, none without measurements", () => {
    expect(inspectionVerdict(["accept", "reject", "accept"])).toBe("reject");
    expect(inspectionVerdict(["accept", "accept"])).toBe("accept");
    expect(inspectionVerdict([])).toBeNull();
  });
});

describe("an instrument's calibration on the day of a measurement", () => {
  it("is valid on its expiry day, expired the day after, expiring within the last 30 days", () => {
    expect(calibrationOnDay("2026-06-30", "2026-06-30")).toBe("expiring");
    expect(calibrationOnDay("2026-06-30", "2026-07-01")).toBe("expired");
    expect(calibrationOnDay("2026-06-30", "2026-05-31")).toBe("expiring");
    expect(calibrationOnDay("2026-06-30", "2026-05-30")).toBe("valid");
    expect(calibrationOnDay(null, "2026-05-30")).toBeNull();
  });
});

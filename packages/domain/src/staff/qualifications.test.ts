import { describe, expect, it } from "vitest";
import { textOf } from "../messages/catalogue.js";
import {
  QUALIFICATION_MESSAGES,
  qualificationIssues as qualificationMessages,
  qualificationStatus,
  welderMatchesQualificationFilter,
} from "./qualifications.js";

/** The rule answers messages; these tests read their English texts. */
const qualificationIssues = (...args: Parameters<typeof qualificationMessages>) =>
  Object.fromEntries(Object.entries(qualificationMessages(...args)).map(([field, coded]) => [field, textOf(coded)]));

describe("ASME IX QW-322 continuity", () => {
  const test = { qualified_at: "2026-01-15" };
  it("holds for 6 months after the test when the welder has not welded since", () => {
    expect(qualificationStatus(test, null, "2026-05-01")).toEqual({ state: "valid", until: "2026-07-14", lapses_on: "2026-07-15" });
    expect(qualificationStatus(test, null, "2026-07-14").state).toBe("expiring");
    expect(qualificationStatus(test, null, "2026-07-15").state).toBe("lapsed");
  });
  it("restarts at each weld with the process", () => {
    expect(qualificationStatus(test, "2026-06-30", "2026-08-01")).toEqual({ state: "valid", until: "2026-12-29", lapses_on: "2026-12-30" });
    expect(qualificationStatus(test, "2026-06-30", "2026-12-30").state).toBe("lapsed");
  });
  it("does not count a weld made before the test", () => {
    expect(qualificationStatus(test, "2025-12-01", "2026-07-15").state).toBe("lapsed");
  });
  it("ends at the certificate's expiry when it comes first", () => {
    const dated = { qualified_at: "2026-01-15", expire_at: "2026-03-01" };
    expect(qualificationStatus(dated, "2026-02-20", "2026-02-01")).toMatchObject({ state: "expiring", until: "2026-03-01" });
    expect(qualificationStatus(dated, "2026-02-20", "2026-03-02").state).toBe("expired");
  });
  it("is flagged 30 days before it ends, and not yet valid before the test", () => {
    expect(qualificationStatus(test, null, "2026-06-13").state).toBe("valid");
    expect(qualificationStatus(test, null, "2026-06-14").state).toBe("expiring");
    expect(qualificationStatus(test, null, "2026-01-14").state).toBe("future");
  });
  it("handles month ends (31 August + 6 months is 28 February)", () => {
    expect(qualificationStatus({ qualified_at: "2026-08-31" }, null, "2027-02-27")).toMatchObject({
      state: "expiring",
      lapses_on: "2027-02-28",
    });
    expect(qualificationStatus({ qualified_at: "2026-08-31" }, null, "2027-02-28").state).toBe("lapsed");
  });
});

describe("qualification record", () => {
  it("refuses an expiry before the test and ranges from high to low", () => {
    expect(
      qualificationIssues({
        qualified_at: "2026-02-01",
        expire_at: "2026-01-01",
        thickness_min: 10,
        thickness_max: 3,
        diameter_min: 60,
        diameter_max: 60,
      }),
    ).toEqual({
      expire_at: QUALIFICATION_MESSAGES.expiryBeforeTest,
      thickness_max: QUALIFICATION_MESSAGES.minAboveMax,
    });
  });
});

describe("welders list qualification filter", () => {
  it("keeps as qualified a welder with one qualification holding (valid or expiring), whatever the others", () => {
    expect(welderMatchesQualificationFilter(["lapsed", "valid"], "qualified")).toBe(true);
    expect(welderMatchesQualificationFilter(["expiring"], "qualified")).toBe(true);
    expect(welderMatchesQualificationFilter(["lapsed", "expired", "future"], "qualified")).toBe(false);
  });
  it("keeps as expiring a welder with at least one qualification ending soon, even beside a valid one", () => {
    expect(welderMatchesQualificationFilter(["valid", "expiring"], "expiring")).toBe(true);
    expect(welderMatchesQualificationFilter(["valid", "lapsed"], "expiring")).toBe(false);
  });
  it("keeps as not qualified a welder with none holding, or without any qualification", () => {
    expect(welderMatchesQualificationFilter([], "not_qualified")).toBe(true);
    expect(welderMatchesQualificationFilter(["lapsed", "future"], "not_qualified")).toBe(true);
    expect(welderMatchesQualificationFilter(["expiring", "lapsed"], "not_qualified")).toBe(false);
  });
});

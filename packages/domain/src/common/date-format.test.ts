import { describe, expect, it } from "vitest";
import { dateFormatFor, datePatternText, readCalendarDate, writeCalendarDate } from "./date-format.js";

describe("the reader's date format", () => {
  it("is the client's setting when it has one, whatever the language", () => {
    expect(dateFormatFor("fr", "YYYY-MM-DD")).toBe("YYYY-MM-DD");
    expect(dateFormatFor("en", "DD/MM/YYYY")).toBe("DD/MM/YYYY");
  });

  it("falls back to the language's: YYYY-MM-DD in English, DD/MM/YYYY in French (fr-CA too)", () => {
    expect(dateFormatFor("en", null)).toBe("YYYY-MM-DD");
    expect(dateFormatFor("fr", undefined)).toBe("DD/MM/YYYY");
    expect(dateFormatFor("fr-CA", null)).toBe("DD/MM/YYYY");
  });

  it("writes 2026-03-07 as '2026-03-07' or '07/03/2026', zero-padded", () => {
    expect(writeCalendarDate(2026, 3, 7, "YYYY-MM-DD")).toBe("2026-03-07");
    expect(writeCalendarDate(2026, 3, 7, "DD/MM/YYYY")).toBe("07/03/2026");
  });

  it("reads '7/3/2026' as 2026-03-07 in DD/MM/YYYY only, ISO in both, and refuses 31/02/2026", () => {
    expect(readCalendarDate("7/3/2026", "DD/MM/YYYY")).toBe("2026-03-07");
    expect(readCalendarDate("7/3/2026", "YYYY-MM-DD")).toBeNull();
    expect(readCalendarDate("2026-03-07", "DD/MM/YYYY")).toBe("2026-03-07");
    expect(readCalendarDate("31/02/2026", "DD/MM/YYYY")).toBeNull();
  });

  it("names the pattern in the reader's words: 'JJ/MM/AAAA' and 'AAAA-MM-JJ' in French", () => {
    expect(datePatternText("DD/MM/YYYY", "fr")).toBe("JJ/MM/AAAA");
    expect(datePatternText("YYYY-MM-DD", "fr")).toBe("AAAA-MM-JJ");
    expect(datePatternText("DD/MM/YYYY", "en")).toBe("DD/MM/YYYY");
  });
});

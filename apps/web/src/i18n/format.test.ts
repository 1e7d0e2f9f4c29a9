import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatLocalDateTime, formatNumber, parseDate, parseLocalDateTime } from "./format";

describe("one date and number format per language", () => {
  it("writes a calendar date 2026-12-16 as '2026-12-16' in English and '16/12/2026' in French, never shifted by the time zone", () => {
    expect(formatDate("2026-12-16", "en")).toBe("2026-12-16");
    expect(formatDate("2026-12-16", "fr")).toBe("16/12/2026");
    expect(formatDate(null, "fr")).toBe("");
  });

  it("writes an instant with a 24-hour local time: '2026-11-26 09:09:01' and '26/11/2026 09:09:01', not '11/26/2026, 9:09:01 AM'", () => {
    const at = new Date(2026, 10, 26, 9, 9, 1);
    expect(formatDateTime(at.toISOString(), "en")).toBe("2026-11-26 09:09:01");
    expect(formatDateTime(at, "fr")).toBe("26/11/2026 09:09:01");
    expect(formatDateTime(at, "fr", { seconds: false })).toBe("26/11/2026 09:09");
    expect(formatDateTime("not a date", "en")).toBe("");
  });

  it("reads a typed date back to YYYY-MM-DD: '16/12/2026' in French, '2026-12-16' in both, and refuses 31/02/2026", () => {
    expect(parseDate("16/12/2026", "fr")).toBe("2026-12-16");
    expect(parseDate("2026-12-16", "fr")).toBe("2026-12-16");
    expect(parseDate("2026-12-16", "en")).toBe("2026-12-16");
    expect(parseDate("16/12/2026", "en")).toBeNull();
    expect(parseDate("31/02/2026", "fr")).toBeNull();
  });

  it("writes 1234.5 as '1234.5' in English and '1234,5' in French", () => {
    expect(formatNumber(1234.5, "en")).toBe("1234.5");
    expect(formatNumber(1234.5, "fr")).toBe("1234,5");
  });
});

describe("date-time inputs in the app's language", () => {
  it("show '2026-11-26T09:05' as '26/11/2026 09:05' in French and read '26/11/2026 9:05' back, refusing 25:00", () => {
    expect(formatLocalDateTime("2026-11-26T09:05", "fr")).toBe("26/11/2026 09:05");
    expect(formatLocalDateTime("2026-11-26T09:05", "en")).toBe("2026-11-26 09:05");
    expect(parseLocalDateTime("26/11/2026 9:05", "fr")).toBe("2026-11-26T09:05");
    expect(parseLocalDateTime("2026-11-26 09:05", "en")).toBe("2026-11-26T09:05");
    expect(parseLocalDateTime("26/11/2026 25:00", "fr")).toBeNull();
    expect(parseLocalDateTime("26/11/2026", "fr")).toBeNull();
  });
});

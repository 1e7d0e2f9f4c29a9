import { afterEach, describe, expect, it } from "vitest";
import {
  datePlaceholder,
  formatDate,
  formatDateTime,
  formatLocalDateTime,
  formatNumber,
  formatTimeTick,
  parseDate,
  parseLocalDateTime,
  setClientDateFormat,
} from "./format";

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

  it("writes a chart's time ticks as a 24-hour local time, with tenths when ticks are 0.5 s apart ('09:09:01.5', '09:09:01,5' in French), never '9:09am'", () => {
    const seconds = new Date(2026, 10, 26, 9, 9, 1, 500).getTime() / 1000;
    expect(formatTimeTick(seconds, 1, "en")).toBe("09:09:01");
    expect(formatTimeTick(seconds, 0.5, "en")).toBe("09:09:01.5");
    expect(formatTimeTick(seconds, 0.5, "fr")).toBe("09:09:01,5");
    expect(formatTimeTick(seconds - 0.5, 0.5, "fr")).toBe("09:09:01,0");
    expect(formatTimeTick(seconds + 0.004, 0.002, "en")).toBe("09:09:01.504");
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

describe("the client's date format setting", () => {
  afterEach(() => setClientDateFormat(null));

  it("writes dates DD/MM/YYYY for an English reader of a client set to DD/MM/YYYY, and reads them back", () => {
    setClientDateFormat("DD/MM/YYYY");
    expect(formatDate("2026-12-16", "en")).toBe("16/12/2026");
    expect(formatDateTime(new Date(2026, 10, 26, 9, 9, 1), "en")).toBe("26/11/2026 09:09:01");
    expect(parseDate("16/12/2026", "en")).toBe("2026-12-16");
    expect(datePlaceholder("en")).toBe("DD/MM/YYYY");
  });

  it("writes dates YYYY-MM-DD for a French reader of a client set to YYYY-MM-DD, with the pattern 'AAAA-MM-JJ'", () => {
    setClientDateFormat("YYYY-MM-DD");
    expect(formatDate("2026-12-16", "fr")).toBe("2026-12-16");
    expect(parseDate("16/12/2026", "fr")).toBeNull();
    expect(datePlaceholder("fr", true)).toBe("AAAA-MM-JJ hh:mm");
  });

  it("falls back to the language's format when the reader has no client setting (platform staff)", () => {
    setClientDateFormat(null);
    expect(formatDate("2026-12-16", "fr")).toBe("16/12/2026");
    expect(formatDate("2026-12-16", "en")).toBe("2026-12-16");
  });
});

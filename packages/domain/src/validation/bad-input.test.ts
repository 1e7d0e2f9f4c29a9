import { describe, expect, it } from "vitest";
import { findNullCharacter, zDate, zDateTime } from "./fields.js";
import { MESSAGES } from "./messages.js";

describe("input PostgreSQL cannot store", () => {
  it("finds U+0000 in a string, a nested value or a key, and names where", () => {
    expect(findNullCharacter("plain")).toBeNull();
    expect(findNullCharacter("a\u0000b")).toEqual([]);
    expect(findNullCharacter({ name: "ok", rows: [{ comment: "x" }, { comment: "bad\u0000" }] })).toEqual(["rows", "1", "comment"]);
    expect(findNullCharacter({ "ke\u0000y": 1 })).toEqual(["key"]);
    expect(findNullCharacter({ n: 1, b: true, z: null })).toBeNull();
  });
  it("refuses year 0, years past 9999 and impossible days, with one message", () => {
    for (const bad of ["0000-01-01", "2026-02-30", "2026-13-01", "10000-01-01", "2026-1-1"]) {
      const result = zDate().safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message, bad).toBe(MESSAGES.invalidDate);
    }
    expect(zDate().safeParse("2024-02-29").success).toBe(true);
    expect(zDateTime().safeParse("0000-06-01T00:00:00Z").success).toBe(false);
    expect(zDateTime().safeParse("2026-06-01T10:00:00+02:00").success).toBe(true);
  });
  it("refuses date-times outside the years 1900 to 2200 (year 1 was stored as 2001), with one message; calendar dates keep years 1 to 9999", () => {
    for (const bad of ["0001-01-01", "0099-12-31", "1899-12-31", "2201-01-01", "9999-12-31"]) {
      expect(zDateTime().safeParse(`${bad}T00:00:00Z`).error?.issues[0]?.message, bad).toBe(MESSAGES.invalidDate);
    }
    for (const good of ["1900-01-01", "2200-12-31", "2026-06-01"])
      expect(zDateTime().safeParse(`${good}T23:59:59+02:00`).success, good).toBe(true);
    expect(zDate().safeParse("0001-01-01").success).toBe(true);
    expect(zDate().safeParse("2999-12-31").success).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { defaultExpirationDate, formatDay, isLicenceExpired } from "./licence";

describe("licence dates", () => {
  const now = new Date("2026-11-23T09:45:00Z");
  it("count the expiration day itself as still valid", () => {
    expect(isLicenceExpired("2026-11-23", now)).toBe(false);
    expect(isLicenceExpired("2026-11-22", now)).toBe(true);
    expect(isLicenceExpired(null, now)).toBe(false);
  });
  it("propose one year from today for a new licence", () => {
    expect(defaultExpirationDate(now)).toBe("2027-11-23");
  });
  it("show a day in the reader's one date format (2027-01-05, 05/01/2027) without shifting it", () => {
    expect(formatDay("2027-01-05", "en")).toBe("2027-01-05");
    expect(formatDay("2027-01-05", "fr")).toBe("05/01/2027");
  });
});

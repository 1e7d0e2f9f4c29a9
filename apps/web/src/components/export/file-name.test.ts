import { describe, expect, it } from "vitest";
import { exportFileName } from "./file-name";

describe("export file names (spec: YYYYMMDD_hhmmA then a label)", () => {
  it("stamp the local date and a zero-padded 12-hour time with AM or PM", () => {
    expect(exportFileName("users", "pdf", new Date(2026, 10, 23, 9, 45))).toBe("20261123_0945AM_users.pdf");
    expect(exportFileName("users", "pdf", new Date(2026, 0, 5, 21, 7))).toBe("20260105_0907PM_users.pdf");
  });
  it("write midnight as 12 AM and noon as 12 PM", () => {
    expect(exportFileName("users", "pdf", new Date(2026, 11, 31, 0, 0))).toBe("20261231_1200AM_users.pdf");
    expect(exportFileName("users", "pdf", new Date(2026, 11, 31, 12, 0))).toBe("20261231_1200PM_users.pdf");
    expect(exportFileName("users", "pdf", new Date(2026, 11, 31, 23, 59))).toBe("20261231_1159PM_users.pdf");
  });
  it("match the pattern the e2e journey checks", () => {
    expect(exportFileName("users", "pdf")).toMatch(/^\d{8}_\d{4}(AM|PM)_users\.pdf$/);
  });
});

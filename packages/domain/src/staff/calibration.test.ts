import { describe, expect, it } from "vitest";
import { textOf } from "../messages/catalogue.js";
import {
  CALIBRATION_MESSAGES,
  CALIBRATION_STATES,
  calibrationDatesIssue,
  calibrationFilterRange,
  calibrationState,
} from "./calibration.js";
import { addMonths, formatUsDate } from "./dates.js";

describe("calibration state", () => {
  const today = "2026-11-23";
  it("is expired the day after expire_at, not on it", () => {
    expect(calibrationState("2026-11-22", today)).toBe("expired");
    expect(calibrationState("2026-11-23", today)).toBe("expiring");
  });
  it("is expiring up to 30 days ahead, valid from the 31st day", () => {
    expect(calibrationState("2026-12-23", today)).toBe("expiring");
    expect(calibrationState("2026-12-24", today)).toBe("valid");
  });
  it("says nothing without an expiry date", () => {
    expect(calibrationState(null, today)).toBeNull();
  });
  it("refuses an expiry before the calibration, accepts the same day", () => {
    expect(textOf(calibrationDatesIssue({ calibrated_at: "2026-05-02", expire_at: "2026-05-01" })!)).toBe(
      CALIBRATION_MESSAGES.expiryBeforeCalibration,
    );
    expect(calibrationDatesIssue({ calibrated_at: "2026-05-02", expire_at: "2026-05-02" })).toBeNull();
    expect(calibrationDatesIssue({ expire_at: "2026-05-01" })).toBeNull();
  });
});

describe("addMonths", () => {
  it("keeps the day, or takes the month's last day", () => {
    expect(addMonths("2026-01-15", 6)).toBe("2026-07-15");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
  });
});

describe("instrument PDF dates", () => {
  it("are written MM/DD/YYYY", () => {
    expect(formatUsDate("2026-11-23")).toBe("11/23/2026");
    expect(formatUsDate(null)).toBe("");
  });
});

describe("calibration filter ranges", () => {
  const today = "2026-11-23";
  const inRange = (expireAt: string, range: ReturnType<typeof calibrationFilterRange>) =>
    range !== "none" && (!range.from || expireAt >= range.from) && (!range.to || expireAt <= range.to);
  it("takes exactly the expiry dates calibrationState puts in each state, around each boundary", () => {
    for (const expireAt of ["2026-11-21", "2026-11-22", "2026-11-23", "2026-12-22", "2026-12-23", "2026-12-24", "2027-06-01"]) {
      const state = calibrationState(expireAt, today);
      for (const filter of CALIBRATION_STATES)
        expect(inRange(expireAt, calibrationFilterRange(filter, today)), `${expireAt} ${filter}`).toBe(state === filter);
    }
  });
  it("keeps the instruments without an expiry date apart", () => {
    expect(calibrationFilterRange("none", today)).toBe("none");
  });
});

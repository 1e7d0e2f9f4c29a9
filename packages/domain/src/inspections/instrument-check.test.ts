import { describe, expect, it } from "vitest";
import {
  instrumentIssues,
  instrumentRuling,
  mayOverrideInstrument,
  measurementDay,
  type TInspectionInstrument,
} from "./instrument-check.js";
import { inspectionMessageText } from "./messages.js";

const caliper: TInspectionInstrument = {
  id: "i1",
  name: "Bevel caliper",
  serial_number: "MIT-500196-7731",
  expire_at: "2026-11-25",
  type: { name: "Caliper", is_system: true },
};

describe("a measurement taken with an instrument whose calibration had expired at the measurement's time is refused", () => {
  it("accepts a measurement on the expiry day itself, the last day the instrument may be used", () => {
    expect(instrumentIssues(caliper, "fit_up", "2026-11-25T23:59:59Z")).toEqual([]);
  });
  it("refuses a measurement the day after, naming the instrument and its expiry date", () => {
    const issues = instrumentIssues(caliper, "fit_up", "2026-11-26T00:00:00Z");
    expect(issues).toEqual([
      {
        code: "instrument_calibration_expired",
        params: { instrument: "Bevel caliper", serial_number: "MIT-500196-7731", expire_at: "2026-11-25" },
      },
    ]);
    expect(inspectionMessageText(issues[0]!)).toBe(
      "The calibration of Bevel caliper (MIT-500196-7731) expired on 2026-11-25, before this measurement.",
    );
  });
  it("judges by the measurement's time, not today's: an old measurement with a since-expired instrument is fine", () => {
    expect(instrumentIssues(caliper, "bevel", new Date("2026-01-10T08:00:00Z"))).toEqual([]);
  });
  it("reads the day in UTC, as every calibration date", () => {
    expect(measurementDay("2026-11-25T23:30:00-02:00")).toBe("2026-11-26");
    expect(instrumentIssues(caliper, "fit_up", "2026-11-25T23:30:00-02:00").map((issue) => issue.code)).toEqual([
      "instrument_calibration_expired",
    ]);
  });
  it("says nothing of an instrument without an expiry date", () => {
    expect(instrumentIssues({ ...caliper, expire_at: null }, "fit_up", "2030-01-01T00:00:00Z")).toEqual([]);
  });
});

describe("a measurement taken with an instrument whose type does not fit the measure is refused", () => {
  it("takes calipers and gauges for fit-up and bevel measurements", () => {
    expect(instrumentIssues(caliper, "bevel", "2026-11-01T00:00:00Z")).toEqual([]);
    expect(instrumentIssues({ ...caliper, type: { name: "Gauge", is_system: true } }, "fit_up", "2026-11-01T00:00:00Z")).toEqual([]);
  });
  it("refuses a caliper for a temperature, naming the instrument, its type and the measure", () => {
    expect(instrumentIssues(caliper, "temperature_control", "2026-11-01T00:00:00Z")).toEqual([
      {
        code: "instrument_type_unfit",
        params: { instrument: "Bevel caliper", serial_number: "MIT-500196-7731", type: "Caliper", measure: "temperature_control" },
      },
    ]);
  });
  it("refuses a seeded arc sensor for any inspection", () => {
    const sensor = { ...caliper, type: { name: "Gas flow sensor", is_system: true } };
    expect(instrumentIssues(sensor, "back_purging", "2026-11-01T00:00:00Z").map((issue) => issue.code)).toEqual(["instrument_type_unfit"]);
    expect(instrumentIssues(sensor, "fit_up", "2026-11-01T00:00:00Z").map((issue) => issue.code)).toEqual(["instrument_type_unfit"]);
  });
  it("never refuses a client's own type (even one named like a seeded type) nor an instrument without a type", () => {
    const thermometer = { ...caliper, type: { name: "Contact thermometer", is_system: false } };
    expect(instrumentIssues(thermometer, "heat_treatment", "2026-11-01T00:00:00Z")).toEqual([]);
    expect(instrumentIssues({ ...caliper, type: { name: "Caliper", is_system: false } }, "cooling", "2026-11-01T00:00:00Z")).toEqual([]);
    expect(instrumentIssues({ ...caliper, type: null }, "cooling", "2026-11-01T00:00:00Z")).toEqual([]);
  });
  it("gives both refusals when both apply", () => {
    expect(instrumentIssues(caliper, "cooling", "2026-12-01T00:00:00Z").map((issue) => issue.code)).toEqual([
      "instrument_calibration_expired",
      "instrument_type_unfit",
    ]);
  });
});

describe("an Admin may record a measurement taken with an expired instrument, giving a reason", () => {
  const expiredAndUnfit = instrumentIssues(
    { ...caliper, type: { name: "Voltage sensor", is_system: true } },
    "fit_up",
    "2026-12-01T08:00:00Z",
  );
  it("only an Admin (or the platform's Super User) may give the reason", () => {
    expect(mayOverrideInstrument("Admin")).toBe(true);
    expect(mayOverrideInstrument("Super User")).toBe(true);
    for (const group of ["Manager", "Engineer", "Inspector", "Viewer", "Support"] as const)
      expect(mayOverrideInstrument(group)).toBe(false);
  });
  it("without a reason every issue refuses the measurement", () => {
    expect(instrumentRuling(expiredAndUnfit, null).refused.map((issue) => issue.code)).toEqual([
      "instrument_calibration_expired",
      "instrument_type_unfit",
    ]);
    expect(instrumentRuling(expiredAndUnfit, "").overridden).toEqual([]);
  });
  it("a reason overrides the expired calibration, never a type that does not take the measure", () => {
    const ruling = instrumentRuling(expiredAndUnfit, "Checked on the reference block");
    expect(ruling.overridden.map((issue) => issue.code)).toEqual(["instrument_calibration_expired"]);
    expect(ruling.refused.map((issue) => issue.code)).toEqual(["instrument_type_unfit"]);
  });
});

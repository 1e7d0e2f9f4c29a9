import { describe, expect, it } from "vitest";
import { importColumnOf } from "../imports/definition.js";
import { durationOfCell, fitUpTypeOfCell, MEASUREMENT_IMPORTS, measuredAtOfCell } from "./measurement-import.js";

describe("gauge import cells", () => {
  it("a time without offset is read as UTC, one with an offset or Z as written, a date alone as its midnight; anything else is refused", () => {
    expect(measuredAtOfCell("2026-11-26 14:30")).toBe("2026-11-26T14:30:00.000Z");
    expect(measuredAtOfCell("2026-11-26T14:30:15.5")).toBe("2026-11-26T14:30:15.500Z");
    expect(measuredAtOfCell("2026-11-26T14:30:00+01:00")).toBe("2026-11-26T13:30:00.000Z");
    expect(measuredAtOfCell("2026-11-26 14:30:00Z")).toBe("2026-11-26T14:30:00.000Z");
    expect(measuredAtOfCell("2026-11-26")).toBe("2026-11-26T00:00:00.000Z");
    expect(measuredAtOfCell("  ")).toBeNull();
    expect(measuredAtOfCell("26/11/2026 14:30")).toEqual({ code: "measured_at_invalid" });
    expect(measuredAtOfCell("2026-13-40 25:00")).toEqual({ code: "measured_at_invalid" });
  });

  it("a duration is seconds, or h:mm:ss, or mm:ss; an unreadable one is refused", () => {
    expect(durationOfCell("540")).toBe(540);
    expect(durationOfCell("12,5")).toBe(12.5);
    expect(durationOfCell("0:09:00")).toBe(540);
    expect(durationOfCell("1:00:01")).toBe(3601);
    expect(durationOfCell("09:30")).toBe(570);
    expect(durationOfCell("")).toBeNull();
    expect(durationOfCell("9 min")).toEqual({ code: "duration_invalid" });
    expect(durationOfCell("1:75")).toEqual({ code: "duration_invalid" });
  });

  it("a fit-up measurement is named by its key or label, in any case or spacing", () => {
    expect(fitUpTypeOfCell("root_gap")).toBe("root_gap");
    expect(fitUpTypeOfCell("Root gap")).toBe("root_gap");
    expect(fitUpTypeOfCell("ID HIGH-LOW")).toBe("id_high_low");
    expect(fitUpTypeOfCell("bead width")).toBeNull();
  });

  it("headers are read in English or French, case-insensitively; the template writes the English", () => {
    const cooling = MEASUREMENT_IMPORTS.cooling;
    expect(importColumnOf(cooling, "avant refroidissement")?.field).toBe("measure_before_cooling");
    expect(importColumnOf(cooling, "After Cooling")?.field).toBe("measure_after_cooling");
    expect(importColumnOf(cooling, "Unité")?.field).toBe("unit");
    expect(importColumnOf(cooling, "Weight")).toBeUndefined();
    expect(MEASUREMENT_IMPORTS.time_lapse.columns.map((column) => column.header)).toEqual([
      "Duration",
      "Instrument",
      "Time",
      "Measurement ID",
      "Override reason",
    ]);
  });
});

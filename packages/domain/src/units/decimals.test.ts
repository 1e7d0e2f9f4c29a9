import { describe, expect, it } from "vitest";
import "../index.js";
import { checkFieldDecimal, DEFAULT_DECIMALS, decimalsFor, formatDecimals, isWithinDecimals } from "./decimals.js";

describe("decimals per field (spec §5)", () => {
  it("gives the fixed decimals of each field", () => {
    const expected = {
      lat: 6,
      lng: 6,
      current: 1,
      voltage: 1,
      oscillation_width: 1,
      torch_angle: 1,
      contact_tip_distance: 2,
      torch_distance: 2,
      offset: 2,
      ring_perimeter: 2,
      length: 2,
      wall_thickness: 2,
      outer_diameter: 3,
      weight: 3,
      gas_flow: 0,
      frequency: 0,
      oscillation_frequency: 0,
      occultation_start: 1,
      occultation_stop: 1,
      minimum_cycle_time: 0,
      trigger_threshold: 2,
      trigger_duration: 1,
    } as const;
    for (const [field, decimals] of Object.entries(expected)) expect(decimalsFor(field), field).toBe(decimals);
  });

  it("defaults to 3 for a field with no rule", () => {
    expect(DEFAULT_DECIMALS).toBe(3);
    expect(decimalsFor("k_factor")).toBe(3);
    expect(decimalsFor("toString")).toBe(3);
  });

  it("gives wire feed speed 1 for m/min or cm/min, 2 for in/min, otherwise 3", () => {
    expect(decimalsFor("wire_feed_speed", "m/min")).toBe(1);
    expect(decimalsFor("wire_feed_speed", "cm/min")).toBe(1);
    expect(decimalsFor("wire_feed_speed", "in/min")).toBe(2);
    expect(decimalsFor("wire_feed_speed")).toBe(3);
  });

  it("gives travel speed 1 for cm/min, 2 for in/min, otherwise 3", () => {
    expect(decimalsFor("travel_speed", "cm/min")).toBe(1);
    expect(decimalsFor("travel_speed", "in/min")).toBe(2);
    expect(decimalsFor("travel_speed", "mm/min")).toBe(3);
    expect(decimalsFor("travel_speed", "m/min")).toBe(3);
  });

  it("gives heat input 2 for kJ/mm, 1 for kJ/cm, otherwise 3", () => {
    expect(decimalsFor("heat_input", "kJ/mm")).toBe(2);
    expect(decimalsFor("heat_input", "kJ/cm")).toBe(1);
    expect(decimalsFor("heat_input", "kJ/in")).toBe(3);
    expect(decimalsFor("heat_input", "J/mm")).toBe(3);
  });

  it("gives angle dimensions in degrees 1 and other dimensions 2", () => {
    expect(decimalsFor("dimension", "degrees")).toBe(1);
    expect(decimalsFor("dimension", "mm")).toBe(2);
    expect(decimalsFor("dimension", "in")).toBe(2);
    expect(decimalsFor("dimension")).toBe(2);
  });

  it("gives a consumable diameter 2 decimals in mm and 10 in inches", () => {
    expect(decimalsFor("consumable_diameter", "mm")).toBe(2);
    expect(decimalsFor("consumable_diameter", "in")).toBe(10);
  });
});

describe("formatDecimals", () => {
  it("rounds to the decimals and drops trailing zeros", () => {
    expect(formatDecimals(12.5, 2)).toBe("12.5");
    expect(formatDecimals(3, 2)).toBe("3");
    expect(formatDecimals(25.4, 0)).toBe("25");
    expect(formatDecimals(1 / 3, 3)).toBe("0.333");
    expect(formatDecimals(2.2046, 3)).toBe("2.205");
    expect(formatDecimals(100, 0)).toBe("100");
    expect(formatDecimals(45.123456789, 6)).toBe("45.123457");
  });

  it("has no binary noise and rounds halves away from zero", () => {
    expect(formatDecimals(1.005, 2)).toBe("1.01");
    expect(formatDecimals(-1.005, 2)).toBe("-1.01");
    expect(formatDecimals(0.1 + 0.2, 3)).toBe("0.3");
  });

  it("never shows -0", () => {
    expect(formatDecimals(-0.0001, 2)).toBe("0");
  });
});

describe("decimal input per field", () => {
  it("tells whether text fits the decimals", () => {
    expect(isWithinDecimals("12.34", 2)).toBe(true);
    expect(isWithinDecimals(" 12.345 ", 2)).toBe(false);
    expect(isWithinDecimals("12", 0)).toBe(true);
    expect(isWithinDecimals("12.5", 0)).toBe(false);
  });

  it("checks with the field's decimals and the shared messages", () => {
    expect(checkFieldDecimal("12.3", "heat_input", "kJ/cm")).toBeNull();
    expect(checkFieldDecimal("12.34", "heat_input", "kJ/cm")).toBe("Max 1 decimal(s)");
    expect(checkFieldDecimal("15.5", "gas_flow")).toBe("Max 0 digit(s)");
    expect(checkFieldDecimal("45.1234567", "lat")).toBe("Max 6 decimal(s)");
    expect(checkFieldDecimal("300", "current", undefined, { min: -500, max: 500 })).toBeNull();
    expect(checkFieldDecimal("600", "current", undefined, { min: -500, max: 500 })).toBe("Value must be between -500 and 500");
  });
});

import { describe, expect, it } from "vitest";
import { convertRounded, ROUNDING_STEPS, roundForUnit, roundToStep } from "./rounding.js";

describe("rounding per target unit (spec §9, parameters read as steps)", () => {
  it("has a step for each unit the spec names, and none for others", () => {
    expect(ROUNDING_STEPS).toEqual({
      "L/min": 2,
      "cuft/h": 2,
      "°C": 1,
      "°F": 1,
      K: 1,
      "°C/min": 1,
      "°C/h": 1,
      "°F/min": 1,
      "°F/h": 1,
      "mm/min": 0.5,
      "cm/min": 0.5,
      "m/min": 0.5,
      "in/min": 0.5,
    });
  });

  it("rounds gas flow to the nearest 2", () => {
    expect(roundForUnit(21.2, "cuft/h")).toBe(22);
    expect(roundForUnit(20.9, "cuft/h")).toBe(20);
    expect(roundForUnit(14.1, "L/min")).toBe(14);
  });

  it("rounds temperatures and ramps to the nearest 1", () => {
    expect(roundForUnit(37.7778, "°C")).toBe(38);
    expect(roundForUnit(373.15, "K")).toBe(373);
    expect(roundForUnit(-17.5, "°C")).toBe(-18);
    expect(roundForUnit(55.4, "°F/h")).toBe(55);
  });

  it("rounds travel and wire speeds to the nearest 0.5", () => {
    expect(roundForUnit(3.937, "in/min")).toBe(4);
    expect(roundForUnit(3.7, "in/min")).toBe(3.5);
    expect(roundForUnit(12.74, "cm/min")).toBe(12.5);
    expect(roundForUnit(8.25, "m/min")).toBe(8.5);
  });

  it("leaves units without a rule unchanged", () => {
    expect(roundForUnit(1.23456, "mm")).toBe(1.23456);
    expect(roundForUnit(0.03937, "kJ/in")).toBe(0.03937);
  });

  it("rounds halves away from zero and never gives -0", () => {
    expect(roundToStep(2.5, 1)).toBe(3);
    expect(roundToStep(-2.5, 1)).toBe(-3);
    expect(Object.is(roundToStep(-0.2, 1), 0)).toBe(true);
  });

  it("converts then rounds, but keeps a value already in the target unit", () => {
    expect(convertRounded(100, "°F", "°C")).toBe(38);
    expect(convertRounded(10, "L/min", "cuft/h")).toBe(22);
    expect(convertRounded(10, "cm/min", "in/min")).toBe(4);
    expect(convertRounded(15, "L/min", "L/min")).toBe(15);
  });
});

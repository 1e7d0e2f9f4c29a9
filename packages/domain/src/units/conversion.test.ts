import { describe, expect, it } from "vitest";
import { BASE_UNITS, convert, findUnitFamilies, fromBase, toBase, UOM_CATEGORY_FAMILIES } from "./conversion.js";
import { type TUnit, UNIT_FAMILIES, UOM_CATEGORIES } from "./units.js";

describe("convert (spec §9 factors, applied the physical way round)", () => {
  it("keeps a value in the same unit unchanged", () => {
    expect(convert(12.345, "mm", "mm")).toBe(12.345);
    expect(convert(-40, "°F", "°F")).toBe(-40);
    expect(convert(7, "degrees", "degrees")).toBe(7);
  });

  it("converts lengths: 1 in = 25.4 mm, 1 cm = 10 mm, 1 m = 1000 mm, 1 foot = 0.3048 m", () => {
    expect(convert(1, "in", "mm")).toBe(25.4);
    expect(convert(25.4, "mm", "in")).toBe(1);
    expect(convert(1, "cm", "mm")).toBe(10);
    expect(convert(1, "m", "mm")).toBe(1000);
    expect(convert(1, "foot", "m")).toBeCloseTo(0.3048, 12);
    expect(convert(1, "m", "in")).toBeCloseTo(1 / 0.0254, 12);
    expect(convert(1, "m", "cm")).toBe(100);
    expect(convert(1, "foot", "in")).toBeCloseTo(12, 12);
  });

  it("converts concentration: 1 % = 10000 ppm", () => {
    expect(convert(1, "%", "ppm")).toBe(10_000);
    expect(convert(250, "ppm", "%")).toBe(0.025);
  });

  it("converts gas flow with the spec's constant: 1 L/min = 2.12 cuft/h", () => {
    expect(convert(1, "L/min", "cuft/h")).toBeCloseTo(2.12, 12);
    expect(convert(2.12, "cuft/h", "L/min")).toBeCloseTo(1, 12);
  });

  it("converts heat input: 1 kJ/cm = 0.1 kJ/mm, 1 kJ/in = 1/25.4 kJ/mm, 1 J/mm = 0.001 kJ/mm", () => {
    expect(convert(1, "kJ/cm", "kJ/mm")).toBeCloseTo(0.1, 12);
    expect(convert(1, "kJ/in", "kJ/mm")).toBeCloseTo(1 / 25.4, 12);
    expect(convert(1, "J/mm", "kJ/mm")).toBeCloseTo(0.001, 12);
    expect(convert(1, "kJ/mm", "kJ/in")).toBeCloseTo(25.4, 12);
    // Physically 1 J/cm = 0.1 J/mm, whatever the spec's table says.
    expect(convert(1, "J/cm", "J/mm")).toBeCloseTo(0.1, 12);
    expect(convert(1, "kJ/cm", "J/cm")).toBeCloseTo(1000, 9);
  });

  it("converts frequency: 1 Hz = 1 cycle/s = 60 cycle/min", () => {
    expect(convert(1, "Hz", "cycle/min")).toBe(60);
    expect(convert(1, "cycle/s", "cycle/min")).toBe(60);
    expect(convert(3, "Hz", "cycle/s")).toBe(3);
    expect(convert(30, "cycle/min", "Hz")).toBe(0.5);
  });

  it("converts temperatures with their offsets: 100 °C = 212 °F = 373.15 K", () => {
    expect(convert(100, "°C", "°F")).toBeCloseTo(212, 12);
    expect(convert(100, "°C", "K")).toBeCloseTo(373.15, 12);
    expect(convert(212, "°F", "°C")).toBeCloseTo(100, 12);
    expect(convert(212, "°F", "K")).toBeCloseTo(373.15, 12);
    expect(convert(373.15, "K", "°C")).toBeCloseTo(100, 12);
    expect(convert(0, "°C", "°F")).toBeCloseTo(32, 12);
    expect(convert(-40, "°C", "°F")).toBeCloseTo(-40, 12);
  });

  it("converts ramps without an offset: 1 °C/min = 60 °C/h, 9 °F/h = 5 °C/h", () => {
    expect(convert(1, "°C/min", "°C/h")).toBe(60);
    expect(convert(9, "°F/h", "°C/h")).toBeCloseTo(5, 12);
    expect(convert(100, "°C/h", "°F/h")).toBeCloseTo(180, 12);
    expect(convert(1, "°F/min", "°F/h")).toBeCloseTo(60, 12);
    expect(convert(1, "°C/min", "°F/h")).toBeCloseTo(108, 12);
    expect(convert(0, "°C/h", "°F/h")).toBe(0);
  });

  it("converts speeds: 1 in/min = 2.54 cm/min, 1 mm/min = 0.1 cm/min, 1 cm/min = 0.01 m/min", () => {
    expect(convert(1, "in/min", "cm/min")).toBeCloseTo(2.54, 12);
    expect(convert(1, "mm/min", "cm/min")).toBeCloseTo(0.1, 12);
    expect(convert(1, "cm/min", "m/min")).toBeCloseTo(0.01, 12);
    expect(convert(1, "in/min", "m/min")).toBeCloseTo(0.0254, 12);
    expect(convert(1, "m/min", "mm/min")).toBe(1000);
  });

  it("converts weight with the spec's constant: 1 kg = 2.2046 lb", () => {
    expect(convert(1, "lb", "kg")).toBeCloseTo(1 / 2.2046, 12);
    expect(convert(1, "kg", "lb")).toBeCloseTo(2.2046, 12);
  });

  it("round-trips every pair of units in every family", () => {
    for (const units of Object.values(UNIT_FAMILIES)) {
      for (const from of units as readonly TUnit[]) {
        for (const to of units as readonly TUnit[]) {
          if ((from === "degrees") !== (to === "degrees")) continue;
          expect(convert(convert(123.456, from, to), to, from)).toBeCloseTo(123.456, 9);
        }
      }
    }
  });

  it("refuses incompatible units with the exact message", () => {
    expect(() => convert(1, "mm", "kg")).toThrow(new Error("Cannot convert from mm to kg"));
    expect(() => convert(1, "degrees", "mm")).toThrow(new Error("Cannot convert from degrees to mm"));
    expect(() => convert(1, "mm", "degrees")).toThrow(new Error("Cannot convert from mm to degrees"));
    expect(() => convert(1, "°C", "°C/h")).toThrow(new Error("Cannot convert from °C to °C/h"));
    expect(() => convert(1, "°F/min", "K")).toThrow(new Error("Cannot convert from °F/min to K"));
    expect(() => convert(1, "Hz", "L/min")).toThrow(new Error("Cannot convert from Hz to L/min"));
    expect(() => convert(1, "m", "m/min")).toThrow(new Error("Cannot convert from m to m/min"));
  });
});

describe("base units", () => {
  it("stores each family in its documented unit", () => {
    expect(BASE_UNITS).toEqual({
      length: "mm",
      dimension: "mm",
      concentration: "ppm",
      gasFlow: "L/min",
      heatInput: "kJ/mm",
      frequency: "cycle/min",
      temperature: "°C",
      temperatureRamp: "°C/h",
      travelSpeed: "cm/min",
      wireFeedSpeed: "m/min",
      workpieceLength: "m",
      weight: "kg",
    });
    for (const [family, base] of Object.entries(BASE_UNITS)) {
      expect(UNIT_FAMILIES[family as keyof typeof UNIT_FAMILIES] as readonly string[]).toContain(base);
    }
  });

  it("maps every unit-of-measure category to a family holding all its choices", () => {
    expect(Object.keys(UOM_CATEGORY_FAMILIES).sort()).toEqual(Object.keys(UOM_CATEGORIES).sort());
    for (const [category, family] of Object.entries(UOM_CATEGORY_FAMILIES)) {
      for (const unit of UOM_CATEGORIES[category as keyof typeof UOM_CATEGORIES]) {
        expect(findUnitFamilies(unit)).toContain(family);
      }
    }
  });

  it("converts to and from the base of a unit's only family", () => {
    expect(toBase(1, "foot")).toBeCloseTo(0.3048, 12);
    expect(toBase(2.2046, "lb")).toBeCloseTo(1, 12);
    expect(toBase(212, "°F")).toBeCloseTo(100, 12);
    expect(toBase(1, "°C/min")).toBe(60);
    expect(toBase(1, "Hz")).toBe(60);
    expect(toBase(1, "mm/min")).toBeCloseTo(0.1, 12);
    expect(toBase(1, "kJ/cm")).toBeCloseTo(0.1, 12);
    expect(fromBase(100, "K")).toBeCloseTo(373.15, 12);
    expect(fromBase(1, "cuft/h")).toBeCloseTo(2.12, 12);
    expect(fromBase(1, "%")).toBe(0.0001);
  });

  it("uses the given family's base for a shared unit", () => {
    expect(toBase(1, "in", "length")).toBe(25.4);
    expect(toBase(1, "in", "workpieceLength")).toBeCloseTo(0.0254, 12);
    expect(toBase(1, "m", "length")).toBe(1000);
    expect(toBase(1, "m", "workpieceLength")).toBe(1);
    expect(toBase(1, "m/min", "wireFeedSpeed")).toBe(1);
    expect(toBase(1, "m/min", "travelSpeed")).toBe(100);
    expect(fromBase(1, "cm", "workpieceLength")).toBe(100);
    expect(fromBase(25.4, "in", "dimension")).toBe(1);
    expect(fromBase(1, "in/min", "wireFeedSpeed")).toBeCloseTo(1 / 0.0254, 12);
  });

  it("keeps bevel angles in degrees", () => {
    expect(toBase(45, "degrees")).toBe(45);
    expect(fromBase(30, "degrees", "dimension")).toBe(30);
  });

  it("refuses a shared unit without its family, and a unit outside the family", () => {
    // @ts-expect-error a shared unit needs its family
    expect(() => toBase(1, "m")).toThrow("Unit m needs a family");
    // @ts-expect-error a shared unit needs its family
    expect(() => fromBase(1, "cm/min")).toThrow("Unit cm/min needs a family");
    // @ts-expect-error kg is not a length
    expect(() => toBase(1, "kg", "length")).toThrow(new Error("Cannot convert from kg to mm"));
  });
});

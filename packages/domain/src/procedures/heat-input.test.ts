import { describe, expect, it } from "vitest";
import "../index.js";
import { arcEnergy, computedHeatInputRange, heatInput, typedRangeCoversComputed } from "./heat-input.js";
import { computedPassGroupHeatInput } from "./pass-groups.js";

describe("arc energy = U × I × 60 / travel speed (stored travel speed in cm/min, answer in kJ/mm)", () => {
  it("25 V, 200 A at 30 cm/min (300 mm/min) gives 1000 J/mm = 1.0 kJ/mm", () => {
    expect(arcEnergy(25, 200, 30)).toBeCloseTo(1.0, 12);
  });
  it("12 V, 150 A at 10 cm/min (100 mm/min) gives 1.08 kJ/mm", () => {
    expect(arcEnergy(12, 150, 10)).toBeCloseTo(1.08, 12);
  });
  it("is inversely proportional to travel speed", () => {
    expect(arcEnergy(25, 200, 60)).toBeCloseTo(0.5, 12);
  });
  it("is null without a positive travel speed or with a missing value", () => {
    expect(arcEnergy(25, 200, 0)).toBeNull();
    expect(arcEnergy(25, 200, -30)).toBeNull();
    expect(arcEnergy(null, 200, 30)).toBeNull();
    expect(arcEnergy(25, undefined, 30)).toBeNull();
    expect(arcEnergy(25, 200, Number.NaN)).toBeNull();
  });
});

describe("heat input = arc energy × k", () => {
  it("k 0.8 (MAG) on 1.0 kJ/mm gives 0.8 kJ/mm", () => {
    expect(heatInput(25, 200, 30, 0.8)).toBeCloseTo(0.8, 12);
  });
  it("k 0.6 (TIG) on 1.08 kJ/mm gives 0.648 kJ/mm", () => {
    expect(heatInput(12, 150, 10, 0.6)).toBeCloseTo(0.648, 12);
  });
  it("k 1 (the fallback) leaves the arc energy", () => {
    expect(heatInput(30, 500, 50, 1)).toBeCloseTo(1.8, 12);
  });
  it("is null without k", () => {
    expect(heatInput(25, 200, 30, null)).toBeNull();
  });
});

describe("heat input range computed from the pass group's ranges", () => {
  const ranges = {
    current_min: 180,
    current_max: 220,
    voltage_min: 22,
    voltage_max: 26,
    travel_speed_min: 25,
    travel_speed_max: 35,
    k_factor: 0.8,
  };
  it("takes the lowest U and I at the highest speed, and the highest U and I at the lowest speed", () => {
    const { min, max } = computedHeatInputRange(ranges);
    // 0.8 × 22 × 180 × 60 / 350 mm/min / 1000 = 0.54309 kJ/mm
    expect(min).toBeCloseTo(0.543086, 6);
    // 0.8 × 26 × 220 × 60 / 250 mm/min / 1000 = 1.09824 kJ/mm
    expect(max).toBeCloseTo(1.09824, 6);
  });
  it("answers null on the side a value is missing for", () => {
    expect(computedHeatInputRange({ ...ranges, travel_speed_min: null })).toEqual({ min: expect.closeTo(0.543086, 6), max: null });
    expect(computedHeatInputRange({ ...ranges, current_min: undefined })).toEqual({ min: null, max: expect.closeTo(1.09824, 6) });
  });
  it("is what the pass group helper shows", () => {
    expect(computedPassGroupHeatInput(ranges)).toEqual(computedHeatInputRange(ranges));
  });
  it("tells whether the typed range covers the computed one (within display rounding)", () => {
    const computed = computedHeatInputRange(ranges);
    expect(typedRangeCoversComputed({ heat_input_min: 0.54, heat_input_max: 1.1 }, computed)).toBe(true);
    expect(typedRangeCoversComputed({ heat_input_min: 0.6, heat_input_max: 1.1 }, computed)).toBe(false);
    expect(typedRangeCoversComputed({ heat_input_min: 0.5, heat_input_max: 1.0 }, computed)).toBe(false);
    expect(typedRangeCoversComputed({ heat_input_min: null, heat_input_max: 1.1 }, computed)).toBeNull();
  });
});

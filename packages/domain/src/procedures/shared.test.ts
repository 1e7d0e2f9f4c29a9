import { describe, expect, it } from "vitest";
import { BASE_UNITS } from "../index.js";
import { numberText, parsePassList, STORED_UNITS, zFixed, zPassList } from "./shared.js";

describe("numbers in fixed units", () => {
  it("reads JSON numbers without exponent for the decimal rules", () => {
    expect(numberText(12.5)).toBe("12.5");
    expect(numberText(1e-7)).toBe("0.0000001");
  });
  it("applies the spec's decimals, digit limit and range messages", () => {
    const schema = zFixed({ decimals: 1, min: 0, digits: 3 });
    expect(schema.safeParse(12.5).success).toBe(true);
    expect(schema.safeParse(12.55).error?.issues[0]?.message).toBe("Max 1 decimal(s)");
    expect(schema.safeParse(1e-7).error?.issues[0]?.message).toBe("Max 1 decimal(s)");
    expect(schema.safeParse(1234).error?.issues[0]?.message).toBe("Max 3 digits");
    expect(schema.safeParse(-1).error?.issues[0]?.message).toBe("Value must be between 0 and ∞");
  });
});

describe("pass lists", () => {
  it("normalizes semicolon lists and reads them back", () => {
    expect(zPassList().parse("3; 1 ;")).toBe("3;1");
    expect(zPassList().parse(null)).toBeNull();
    expect(parsePassList("1;x;4")).toEqual([1, 4]);
  });
});

describe("stored units", () => {
  it("agree with the units module's base units", () => {
    expect(STORED_UNITS.length).toBe(BASE_UNITS.length);
    expect(STORED_UNITS.temperature).toBe(BASE_UNITS.temperature);
    expect(STORED_UNITS.temperature_ramp).toBe(BASE_UNITS.temperatureRamp);
    expect(STORED_UNITS.heat_input).toBe(BASE_UNITS.heatInput);
    expect(STORED_UNITS.travel_speed).toBe(BASE_UNITS.travelSpeed);
    expect(STORED_UNITS.wire_feed_speed).toBe(BASE_UNITS.wireFeedSpeed);
    expect(STORED_UNITS.gas_flow).toBe(BASE_UNITS.gasFlow);
    expect(STORED_UNITS.gas_composition).toBe(BASE_UNITS.concentration);
    expect(STORED_UNITS.oscillation_frequency).toBe(BASE_UNITS.frequency);
  });
});

import { describe, expect, it } from "vitest";
import { textOf } from "../messages/catalogue.js";
import { MESSAGES } from "../validation/messages.js";
import {
  INSTRUMENT_PARAMETER_MESSAGES,
  keepKindParameters,
  PARAMETERS_BY_KIND,
  parameterIssues as parameterMessages,
  parameterUnit,
  sensorKindOf,
} from "./instrument-parameters.js";

/** The rule answers messages; these tests read their English texts. */
const parameterIssues = (...args: Parameters<typeof parameterMessages>) =>
  Object.fromEntries(Object.entries(parameterMessages(...args)).map(([field, coded]) => [field, coded && textOf(coded)]));

const range = { min_input_value: 0, max_input_value: 100, min_output_value: 0, max_output_value: 10 };

describe("sensor kinds", () => {
  it("come from the platform's locked type names only", () => {
    expect(sensorKindOf("Voltage sensor", true)).toBe("voltage");
    expect(sensorKindOf("Travel speed sensor", true)).toBe("travelSpeed");
    expect(sensorKindOf("Caliper", true)).toBe("none");
    expect(sensorKindOf("Voltage sensor", false)).toBe("none");
  });
});

describe.each(["voltage", "current", "gasFlow"] as const)("%s sensor", (kind) => {
  it("takes input and output min and max, in its own unit", () => {
    expect(PARAMETERS_BY_KIND[kind]).toEqual(["min_input_value", "max_input_value", "min_output_value", "max_output_value"]);
    expect(parameterUnit(kind, "min_input_value")).toBe({ voltage: "V", current: "A", gasFlow: "L/min" }[kind]);
    expect(parameterUnit(kind, "max_output_value")).toBe("V");
    expect(parameterIssues(kind, range)).toEqual({});
  });
  it("needs every value and a minimum below its maximum", () => {
    expect(parameterIssues(kind, { ...range, max_input_value: null })).toEqual({ max_input_value: MESSAGES.required });
    expect(parameterIssues(kind, { ...range, min_output_value: 10 })).toEqual({
      max_output_value: INSTRUMENT_PARAMETER_MESSAGES.minNotBelowMax,
    });
  });
  it("drops the parameters of other kinds", () => {
    expect(keepKindParameters(kind, { ...range, encoder_resolution: 500, diameter: 30 })).toMatchObject({
      ...range,
      encoder_resolution: null,
      diameter: null,
    });
  });
});

describe("wire feed speed sensor", () => {
  it("takes an encoder resolution in pulses per revolution and a diameter in mm", () => {
    expect(PARAMETERS_BY_KIND.wireFeedSpeed).toEqual(["encoder_resolution", "diameter"]);
    expect(parameterUnit("wireFeedSpeed", "encoder_resolution")).toBe("pul/rev");
    expect(parameterUnit("wireFeedSpeed", "diameter")).toBe("mm");
    expect(parameterIssues("wireFeedSpeed", { encoder_resolution: 1024, diameter: 30 })).toEqual({});
  });
  it("refuses a fractional resolution and a zero diameter", () => {
    expect(parameterIssues("wireFeedSpeed", { encoder_resolution: 10.5, diameter: 0 })).toEqual({
      encoder_resolution: INSTRUMENT_PARAMETER_MESSAGES.wholeNumber,
      diameter: INSTRUMENT_PARAMETER_MESSAGES.positive,
    });
  });
});

describe("travel speed sensor", () => {
  it("takes an encoder resolution, a gear diameter and a motor reducer", () => {
    expect(PARAMETERS_BY_KIND.travelSpeed).toEqual(["encoder_resolution", "gear_diameter", "motor_reducer"]);
    expect(parameterIssues("travelSpeed", { encoder_resolution: 2048, gear_diameter: 40, motor_reducer: 50 })).toEqual({});
    expect(parameterIssues("travelSpeed", { encoder_resolution: 2048, gear_diameter: 40 })).toEqual({ motor_reducer: MESSAGES.required });
  });
});

describe("Caliper and Gauge", () => {
  it("take no parameter and any sent is emptied", () => {
    expect(PARAMETERS_BY_KIND.none).toEqual([]);
    expect(parameterIssues("none", {})).toEqual({});
    expect(Object.values(keepKindParameters("none", range)).every((value) => value === null)).toBe(true);
  });
});

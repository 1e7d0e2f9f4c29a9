import { describe, expect, it } from "vitest";
import "../index.js";
import {
  applyTemperatureControlType,
  shownLocationQuantity,
  temperatureControlKind,
  ZTemperatureControl,
  ZTemperatureControlCreate,
} from "./temperature-control.js";
import { ID, messagesByPath } from "./test-utils.js";

const both = { preheat_location_quantity: 4, interPass_location_quantity: 2 };

describe("temperature control type (spec §4)", () => {
  it("Pre Heating shows preheat_location_quantity and clears interPass_location_quantity", () => {
    expect(applyTemperatureControlType({ ...both }, "Pre Heating")).toEqual({
      preheat_location_quantity: 4,
      interPass_location_quantity: null,
    });
    expect(shownLocationQuantity("Pre Heating")).toBe("preheat_location_quantity");
  });
  it("Inter Pass shows interPass_location_quantity and clears preheat_location_quantity", () => {
    expect(applyTemperatureControlType({ ...both }, "Inter Pass")).toEqual({
      preheat_location_quantity: null,
      interPass_location_quantity: 2,
    });
    expect(shownLocationQuantity("Inter Pass")).toBe("interPass_location_quantity");
  });
  it("any other type, or none, clears both", () => {
    for (const name of ["Post Heating", "Interpass temperature max", "", null, undefined]) {
      expect(applyTemperatureControlType({ ...both }, name), String(name)).toEqual({
        preheat_location_quantity: null,
        interPass_location_quantity: null,
      });
      expect(shownLocationQuantity(name)).toBeNull();
    }
  });
  it("reads the type name ignoring case, spaces and hyphens", () => {
    expect(["PRE HEATING", "Preheating", "pre-heating"].map(temperatureControlKind)).toEqual(["preHeating", "preHeating", "preHeating"]);
    expect(["inter pass", "Interpass", "Inter-Pass"].map(temperatureControlKind)).toEqual(["interPass", "interPass", "interPass"]);
  });
  it("keeps the other fields of the control", () => {
    expect(applyTemperatureControlType({ ...both, name: "Preheat", temperature_min: 100 }, "Pre Heating")).toMatchObject({
      name: "Preheat",
      temperature_min: 100,
    });
  });
});

describe("temperature control validation (spec §5)", () => {
  it("requires name and type", () => {
    const messages = messagesByPath(ZTemperatureControl.safeParse({ name: "" }));
    expect(messages.name).toEqual(["Required"]);
    expect(messages.temperature_control_type).toEqual(["Required"]);
    expect(ZTemperatureControl.safeParse({ name: "Preheat", temperature_control_type: ID.a }).success).toBe(true);
  });
  it("refuses a minimum temperature above the maximum", () => {
    const result = ZTemperatureControl.safeParse({
      name: "Preheat",
      temperature_control_type: ID.a,
      temperature_min: 150,
      temperature_max: 100,
    });
    expect(messagesByPath(result).temperature_max).toEqual(["The minimum must not be greater than the maximum."]);
  });
  it("refuses a temperature below absolute zero", () => {
    expect(ZTemperatureControl.safeParse({ name: "Preheat", temperature_control_type: ID.a, temperature_min: -274 }).success).toBe(false);
  });
  it("reads after_pass and before_pass as pass numbers separated by a semicolon", () => {
    const result = ZTemperatureControl.parse({
      name: "Interpass",
      temperature_control_type: ID.a,
      after_pass: " 1; 2;;3 ",
      before_pass: "",
    });
    expect(result.after_pass).toBe("1;2;3");
    expect(result.before_pass).toBeNull();
    for (const bad of ["1;a", "0", "1.5", "-2"]) {
      expect(
        messagesByPath(ZTemperatureControl.safeParse({ name: "Interpass", temperature_control_type: ID.a, after_pass: bad })).after_pass,
        bad,
      ).toEqual(["Enter pass numbers separated by a semicolon."]);
    }
  });
  it("needs the procedure when posted on its own (import)", () => {
    expect(messagesByPath(ZTemperatureControlCreate.safeParse({ name: "Preheat", temperature_control_type: ID.a })).procedure).toEqual([
      "Required",
    ]);
  });
});

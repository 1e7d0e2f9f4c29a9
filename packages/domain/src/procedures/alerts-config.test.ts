import { describe, expect, it } from "vitest";
import "../index.js";
import {
  ALERT_MESSAGES,
  alertAttributes,
  classifyAlertValue,
  copyAlertSupervisors,
  isAlertDue,
  newAlertSupervisor,
  ZAlertSupervisor,
  ZAlertsSupervisorsSave,
} from "./alerts-config.js";
import { ID, messagesByPath } from "./test-utils.js";

const current = { ...newAlertSupervisor("PASS_GROUP", "current"), supervisor_min: 100, supervisor_max: 200, percentage: 10, time: 2 };

describe("alert configuration per attribute", () => {
  it("holds min, max, percentage, time, enabled, warning and out-of-range", () => {
    expect(ZAlertSupervisor.parse(current)).toMatchObject({
      supervisor_min: 100,
      supervisor_max: 200,
      percentage: 10,
      time: 2,
      enabled: true,
      warning: true,
      out_of_range: true,
    });
  });
  it("refuses an attribute the section does not record", () => {
    expect(alertAttributes("HEAT_TREATMENT")).toEqual([
      "start_control_temperature",
      "end_control_temperature",
      "temperature",
      "soaking_duration",
    ]);
    expect(messagesByPath(ZAlertSupervisor.safeParse({ ...current, type: "COOLING" })).name).toEqual(["Select a valid choice."]);
  });
  it("refuses a minimum above the maximum, a percentage above 100 and a negative time", () => {
    expect(messagesByPath(ZAlertSupervisor.safeParse({ ...current, supervisor_min: 300 })).supervisor_max).toEqual([
      "The minimum must not be greater than the maximum.",
    ]);
    expect(ZAlertSupervisor.safeParse({ ...current, percentage: 101 }).success).toBe(false);
    expect(ZAlertSupervisor.safeParse({ ...current, time: -1 }).success).toBe(false);
  });
  it("an enabled line must raise warnings, out-of-range alerts or both", () => {
    expect(messagesByPath(ZAlertSupervisor.safeParse({ ...current, warning: false, out_of_range: false })).warning).toEqual([
      ALERT_MESSAGES.noAlertKind,
    ]);
    expect(ZAlertSupervisor.safeParse({ ...current, enabled: false, warning: false, out_of_range: false }).success).toBe(true);
  });
  it("configures an attribute once per set of elements", () => {
    const save = (supervisors: object[]) => ZAlertsSupervisorsSave.safeParse({ procedure: ID.a, supervisors });
    expect(messagesByPath(save([current, { ...current, percentage: 5 }]))["supervisors.1.name"]).toEqual([
      ALERT_MESSAGES.alreadyConfigured,
    ]);
    expect(save([current, { ...current, elements_selected: [ID.b] }]).success).toBe(true);
  });
});

describe("classifying a recorded value", () => {
  it("is out of range outside [min, max]", () => {
    expect(classifyAlertValue(current, 99.9)).toBe("out_of_range");
    expect(classifyAlertValue(current, 200.1)).toBe("out_of_range");
  });
  it("warns within the percentage band inside the limits (10 % of a 100 A span is 10 A)", () => {
    expect(classifyAlertValue(current, 100)).toBe("warning");
    expect(classifyAlertValue(current, 109.9)).toBe("warning");
    expect(classifyAlertValue(current, 110)).toBe("ok");
    expect(classifyAlertValue(current, 150)).toBe("ok");
    expect(classifyAlertValue(current, 190.1)).toBe("warning");
  });
  it("follows the enabled, warning and out-of-range switches", () => {
    expect(classifyAlertValue({ ...current, enabled: false }, 50)).toBeNull();
    expect(classifyAlertValue({ ...current, out_of_range: false }, 50)).toBe("warning");
    expect(classifyAlertValue({ ...current, out_of_range: false, warning: false }, 50)).toBe("ok");
    expect(classifyAlertValue({ ...current, warning: false }, 105)).toBe("ok");
  });
  it("takes the procedure's own limits where the line has none", () => {
    const line = { ...current, supervisor_min: null, supervisor_max: null };
    expect(classifyAlertValue(line, 230, { min: 180, max: 220 })).toBe("out_of_range");
    expect(classifyAlertValue(line, 200, { min: 180, max: 220 })).toBe("ok");
    expect(classifyAlertValue(line, 200)).toBeNull();
  });
  it("raises an alert once the value has stayed there for the line's time", () => {
    expect(isAlertDue(current, 1.9)).toBe(false);
    expect(isAlertDue(current, 2)).toBe(true);
    expect(isAlertDue({ time: null }, 0)).toBe(true);
  });
});

describe("copying the configuration to a duplicated procedure", () => {
  it("keeps the lines, drops ids and follows the copied rows", () => {
    const lines = [
      { ...current, id: ID.c, elements_selected: [ID.d] },
      { ...current, name: "voltage", elements_selected: [ID.e] },
    ];
    const copy = copyAlertSupervisors(lines, ID.a, new Map([[ID.d, ID.f]]));
    expect(copy.procedure).toBe(ID.a);
    expect(copy.supervisors[0]).not.toHaveProperty("id");
    expect(copy.supervisors[0]?.elements_selected).toEqual([ID.f]);
    expect(copy.supervisors[1]?.elements_selected).toEqual([]);
    expect(ZAlertsSupervisorsSave.safeParse(copy).success).toBe(true);
  });
});

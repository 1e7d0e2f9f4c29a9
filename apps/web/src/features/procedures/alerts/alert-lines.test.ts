import { ALERT_MESSAGES, type TAlertSupervisor } from "@weldtrace/domain";
import { describe, expect, it } from "vitest";
import { imperial, metric } from "../unit-systems.fixture";
import {
  addAlertLine,
  alertDisplayUnit,
  alertElementOptions,
  buildAlertsSave,
  changeAttribute,
  clearLineErrors,
  keyAlertErrors,
  lineErrors,
  newAlertLine,
  orderBySection,
  procedureLimits,
  removeAlertLine,
  type TAlertLine,
  toAlertLines,
} from "./alert-lines";

const PROCEDURE = "0190a1b2-0000-7000-8000-000000000001";
const ROOT = "0190a1b2-0000-7000-8000-0000000000a1";
const FILL = "0190a1b2-0000-7000-8000-0000000000a2";
const LINE_ID = "0190a1b2-0000-7000-8000-0000000000f1";

const stored = (values: Partial<TAlertSupervisor> & Pick<TAlertSupervisor, "type" | "name">): TAlertSupervisor => ({
  elements_selected: [],
  supervisor_min: null,
  supervisor_max: null,
  percentage: null,
  time: null,
  enabled: true,
  warning: true,
  out_of_range: true,
  ...values,
});

const save = (lines: TAlertLine[], units = metric) => buildAlertsSave(PROCEDURE, lines, units);

describe("display units of a line", () => {
  it("shows current in A whatever the units, temperatures and speeds in the procedure's units", () => {
    expect(alertDisplayUnit("PASS_GROUP", "current", imperial)).toBe("A");
    expect(alertDisplayUnit("PASS_GROUP", "travel_speed", metric)).toBe("mm/min");
    expect(alertDisplayUnit("PASS_GROUP", "travel_speed", imperial)).toBe("in/min");
    expect(alertDisplayUnit("TEMPERATURE_CONTROL", "temperature", imperial)).toBe("°F");
    expect(alertDisplayUnit("HEAT_TREATMENT", "soaking_duration", imperial)).toBe("s");
  });
});

describe("stored configuration → lines", () => {
  it("converts the limits to the procedure's units and keeps the stored values beside them", () => {
    const [line] = toAlertLines(
      [stored({ id: LINE_ID, type: "TEMPERATURE_CONTROL", name: "temperature", supervisor_min: 100, supervisor_max: 250, time: 30 })],
      imperial,
    );
    expect(line).toMatchObject({ _key: LINE_ID, id: LINE_ID, supervisor_min: "212", supervisor_max: "482", percentage: "", time: "30" });
    expect(line?._base.supervisor_min).toEqual({ text: "212", value: 100 });
  });

  it("orders the lines section by section, keeping the order inside a section", () => {
    const lines = toAlertLines(
      [
        stored({ type: "COOLING", name: "temperature_after_cooling" }),
        stored({ type: "PASS_GROUP", name: "voltage" }),
        stored({ type: "PASS_GROUP", name: "current" }),
      ],
      metric,
    );
    expect(lines.map((line) => line.name)).toEqual(["voltage", "current", "temperature_after_cooling"]);
  });
});

describe("adding, changing and removing lines", () => {
  it("a new line takes the first attribute not yet supervised for all elements, enabled with both alert kinds", () => {
    const first = newAlertLine("PASS_GROUP", []);
    expect(first).toMatchObject({ name: "current", enabled: true, warning: true, out_of_range: true, elements_selected: [] });
    expect(newAlertLine("PASS_GROUP", [first]).name).toBe("voltage");
    // A line narrowed to some pass groups leaves "current for all" free.
    expect(newAlertLine("PASS_GROUP", [{ ...first, elements_selected: [ROOT] }]).name).toBe("current");
  });

  it("adds at the end of its own section, so the payload follows the screen", () => {
    const lines = toAlertLines(
      [stored({ type: "PASS_GROUP", name: "current" }), stored({ type: "COOLING", name: "temperature_after_cooling" })],
      metric,
    );
    const added = addAlertLine(lines, "PASS_GROUP");
    expect(added.map((line) => `${line.type}:${line.name}`)).toEqual([
      "PASS_GROUP:current",
      "PASS_GROUP:voltage",
      "COOLING:temperature_after_cooling",
    ]);
    expect(removeAlertLine(added, (added[1] as TAlertLine)._key)).toEqual(lines);
    expect(orderBySection(added)).toEqual(added);
  });

  it("another attribute forgets the stored value its text was shown for", () => {
    const [line] = toAlertLines([stored({ type: "PASS_GROUP", name: "travel_speed", supervisor_min: 25.4 })], imperial);
    expect(line?.supervisor_min).toBe("10");
    const changed = changeAttribute(line as TAlertLine, "wire_feed_speed");
    // 10 in/min of wire is 0.254 m/min, not the 25.4 cm/min of travel speed it was shown for.
    const body = save([changed], imperial);
    expect(body.data?.supervisors[0]?.supervisor_min).toBe(0.254);
  });
});

describe("lines → PUT alerts-supervisors", () => {
  it("sends limits typed in °F in °C, untouched values exactly as stored", () => {
    const [kept, typed] = toAlertLines(
      [
        stored({ id: LINE_ID, type: "PASS_GROUP", name: "travel_speed", supervisor_min: 25.4001 }),
        stored({ type: "TEMPERATURE_CONTROL", name: "temperature" }),
      ],
      imperial,
    );
    const result = save(
      [kept as TAlertLine, { ...(typed as TAlertLine), supervisor_min: "212", supervisor_max: "482", percentage: "10", time: "2,5" }],
      imperial,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.procedure).toBe(PROCEDURE);
    expect(result.data?.supervisors[0]).toMatchObject({ id: LINE_ID, supervisor_min: 25.4001, supervisor_max: null });
    expect(result.data?.supervisors[1]).toMatchObject({ supervisor_min: 100, supervisor_max: 250, percentage: 10, time: 2.5 });
    expect(result.data?.supervisors[1]).not.toHaveProperty("id");
  });

  it("keeps elements, switches and an empty configuration", () => {
    const line = { ...newAlertLine("PASS_GROUP", []), elements_selected: [ROOT, FILL], enabled: false, warning: false };
    expect(save([line]).data?.supervisors[0]).toMatchObject({
      elements_selected: [ROOT, FILL],
      enabled: false,
      warning: false,
      out_of_range: true,
    });
    expect(save([])).toEqual({ data: { procedure: PROCEDURE, supervisors: [] } });
  });

  it("reports unreadable numbers on their line's field", () => {
    const line = { ...newAlertLine("PASS_GROUP", []), supervisor_min: "abc", supervisor_max: "12345", percentage: "1.25" };
    const { errors } = save([line]);
    expect(errors).toEqual({
      [`${line._key}.supervisor_min`]: "Is not numeric",
      [`${line._key}.supervisor_max`]: "Max 4 digit(s)",
      [`${line._key}.percentage`]: "Max 1 decimal(s)",
    });
  });

  it("applies the domain's rules: min not above max, band up to 100 %, warning or out-of-range", () => {
    const base = newAlertLine("PASS_GROUP", []);
    const line = { ...base, supervisor_min: "220", supervisor_max: "180", percentage: "120", warning: false, out_of_range: false };
    expect(save([line]).errors).toEqual({
      [`${base._key}.supervisor_max`]: "The minimum must not be greater than the maximum.",
      [`${base._key}.percentage`]: "Value must be at most 100",
      [`${base._key}.warning`]: ALERT_MESSAGES.noAlertKind,
    });
    // A line switched off raises nothing, so it needs neither kind.
    expect(save([{ ...base, enabled: false, warning: false, out_of_range: false }]).errors).toBeUndefined();
  });

  it("refuses an attribute twice for the same elements, on the later line", () => {
    const first = { ...newAlertLine("PASS_GROUP", []), elements_selected: [ROOT, FILL] };
    const second = { ...newAlertLine("PASS_GROUP", []), elements_selected: [FILL, ROOT] };
    expect(save([first, second]).errors).toEqual({ [`${second._key}.name`]: ALERT_MESSAGES.alreadyConfigured });
    expect(save([first, { ...second, elements_selected: [ROOT] }]).errors).toBeUndefined();
    expect(save([first, changeAttribute(second, "voltage")]).errors).toBeUndefined();
  });
});

describe("server errors and their clean-up", () => {
  const lines = addAlertLine(
    addAlertLine(toAlertLines([stored({ type: "COOLING", name: "temperature_after_cooling" })], metric), "PASS_GROUP"),
    "PASS_GROUP",
  );
  const [current, voltage, cooling] = lines as [TAlertLine, TAlertLine, TAlertLine];

  it("maps the server's positions onto the lines as sent", () => {
    const keyed = keyAlertErrors(
      {
        "supervisors.1.elements_selected": "Select a valid choice.",
        "supervisors.2.supervisor_max": "The minimum must not be greater than the maximum.",
        procedure: "Select a valid choice.",
        "supervisors.9.name": "Lost",
      },
      lines,
    );
    expect(keyed).toEqual({
      [`${voltage._key}.elements_selected`]: "Select a valid choice.",
      [`${cooling._key}.supervisor_max`]: "The minimum must not be greater than the maximum.",
      non_field_errors: "Select a valid choice. Lost",
    });
    expect(lineErrors(keyed, voltage)).toEqual({ elements_selected: "Select a valid choice." });
    expect(lineErrors(keyed, current)).toEqual({});
  });

  it("an edited line loses its errors; a new attribute or elements also clear the duplicate elsewhere", () => {
    const errors = {
      [`${current._key}.supervisor_min`]: "Is not numeric",
      [`${voltage._key}.name`]: ALERT_MESSAGES.alreadyConfigured,
      [`${cooling._key}.time`]: "Is not numeric",
    };
    expect(clearLineErrors(errors, current._key)).toEqual({
      [`${voltage._key}.name`]: ALERT_MESSAGES.alreadyConfigured,
      [`${cooling._key}.time`]: "Is not numeric",
    });
    expect(clearLineErrors(errors, current._key, { duplicates: true })).toEqual({ [`${cooling._key}.time`]: "Is not numeric" });
    expect(clearLineErrors(errors, "unknown")).toBe(errors);
  });
});

describe("elements a line can be narrowed to", () => {
  it("lists the rows of the procedure's section by name", () => {
    const record = {
      pass_group: [
        { id: ROOT, name: "Root" },
        { id: FILL, name: " " },
      ],
      heat_treatment: null,
    };
    expect(alertElementOptions(record, "PASS_GROUP")).toEqual([
      { value: ROOT, label: "Root" },
      { value: FILL, label: "#2" },
    ]);
    expect(alertElementOptions(record, "HEAT_TREATMENT")).toEqual([]);
    expect(alertElementOptions(undefined, "COOLING")).toEqual([]);
  });
});

describe("the procedure's own limits an empty min or max takes", () => {
  const groups = [
    { id: ROOT, name: "Root", current_min: 90, current_max: 130, travel_speed_min: 10, travel_speed_max: 25.4 },
    { id: FILL, name: "Fill", current_min: 150, current_max: 210, travel_speed_min: null, travel_speed_max: null },
  ];
  const line = (name: string, elements_selected: string[] = []) => ({ type: "PASS_GROUP" as const, name, elements_selected });

  it("spans every row when none is selected, and only the selected ones otherwise", () => {
    expect(procedureLimits(groups, line("current"), metric)).toEqual({ min: "90", max: "210" });
    expect(procedureLimits(groups, line("current", [FILL]), metric)).toEqual({ min: "150", max: "210" });
  });

  it("shows them in the procedure's units and leaves them empty where the section has none", () => {
    // 25.4 cm/min = 10 in/min.
    expect(procedureLimits(groups, line("travel_speed"), imperial).max).toBe("10");
    expect(procedureLimits(groups, line("gas_flow"), metric)).toEqual({ min: "", max: "" });
    // Temperature controls in °C shown in °F: 100 °C = 212 °F.
    const controls = [{ id: ROOT, temperature_min: 100, temperature_max: 150 }];
    expect(procedureLimits(controls, { type: "TEMPERATURE_CONTROL", name: "temperature", elements_selected: [] }, imperial)).toEqual({
      min: "212",
      max: "302",
    });
  });
});

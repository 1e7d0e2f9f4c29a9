import { describe, expect, it } from "vitest";
import {
  changeDimensionUnit,
  draftToBody,
  keyErrors,
  newProcedureDraft,
  procedureToDraft,
  reexpressDraft,
  removeRow,
  rowsOf,
  type TDraftRow,
} from "./draft";
import { buildProcedureSave, errorCountBySection, sectionOf } from "./save";
import { imperial, metric } from "./unit-systems.fixture";

const PROCESS = "0190a1b2-0000-7000-8000-000000000001";
const GROUP_ID = "0190a1b2-0000-7000-8000-0000000000a1";

/** A stored pass group, base units: travel speed cm/min, heat input kJ/mm, gas flow L/min. */
const storedGroup = (overrides: Record<string, unknown> = {}) => ({
  id: GROUP_ID,
  index: 1,
  name: "Root",
  process: PROCESS,
  k_factor: 0.8,
  occultation_duration_start: 0.5,
  occultation_duration_stop: 0,
  minimum_cycle_time: 1,
  current_min: 120,
  current_max: 160,
  voltage_min: 18,
  voltage_max: 22.5,
  heat_input_min: 0.5,
  heat_input_max: 1.5,
  travel_speed_min: 8.89,
  travel_speed_max: 25.4,
  gas_flow_min: 12,
  gas_flow_max: null,
  tack_welding: { type: null, length: 25.4, position: null, removal: true },
  ...overrides,
});

const storedProcedure = (overrides: Record<string, unknown> = {}) => ({
  ...newProcedureDraft(),
  id: "0190a1b2-0000-7000-8000-0000000000ff",
  name: "WPS-001",
  root_gap_min: 1.5,
  root_gap_max: 3,
  throat_min: 10,
  covered_outer_diameter_min: 219.1,
  pass_group: [storedGroup()],
  temperature_control: [
    {
      id: "0190a1b2-0000-7000-8000-0000000000c1",
      name: "Preheat",
      temperature_control_type: "0190a1b2-0000-7000-8000-0000000000c2",
      temperature_min: 100,
      temperature_max: 250,
      soaking_duration: 3600,
    },
  ],
  ...overrides,
});

describe("stored values → what the engineer reads", () => {
  it("shows metric values as stored, with the field's decimals", () => {
    const draft = procedureToDraft(storedProcedure(), metric);
    expect(draft.root_gap_min).toBe("1.5");
    expect(draft.throat_min).toBe("10");
    expect(draft.covered_outer_diameter_min).toBe("219.1");
    const [group] = rowsOf(draft, "pass_group");
    // Metric display of travel speed is mm/min, stored in cm/min: 8.89 cm/min is 88.9 mm/min, and a converted speed
    // is rounded to the nearest 0.5 (platform spec, units: "travel and wire speed 0.5").
    expect(group?.travel_speed_min).toBe("89");
    expect(group?.heat_input_max).toBe("1.5");
    expect(group?.current_max).toBe("160");
    expect(group?.voltage_max).toBe("22.5");
    expect(group?.gas_flow_max).toBe("");
    expect(group?._key).toBe(GROUP_ID);
  });

  it("converts to the procedure's imperial unit system and rounds to the display unit's decimals", () => {
    const draft = procedureToDraft(storedProcedure(), imperial);
    // 10 mm = 0.3937 in, dimensions 2 decimals.
    expect(draft.throat_min).toBe("0.39");
    // Outer diameter 3 decimals: 219.1 mm = 8.626 in.
    expect(draft.covered_outer_diameter_min).toBe("8.626");
    const [group] = rowsOf(draft, "pass_group");
    // 8.89 cm/min = 3.5 in/min (2 decimals in in/min).
    expect(group?.travel_speed_min).toBe("3.5");
    // 1.5 kJ/mm = 38.1 kJ/in.
    expect(group?.heat_input_max).toBe("38.1");
    // 12 L/min = 25.44 cuft/h, rounded to the nearest 2 once converted (platform spec, units: "gas flow 2").
    expect(group?.gas_flow_min).toBe("26");
    // Tack weld length nested in the group: 25.4 mm = 1 in.
    expect((group?.tack_welding as Record<string, unknown> | undefined)?.length).toBe("1");
    const [control] = rowsOf(draft, "temperature_control");
    expect(control?.temperature_min).toBe("212");
    // Durations stay in seconds (typed as days, hours, minutes, seconds).
    expect(control?.soaking_duration).toBe(3600);
  });
});

describe("what the engineer typed → stored values", () => {
  it("saves untouched values exactly, whatever the display rounding", () => {
    const draft = procedureToDraft(storedProcedure(), imperial);
    const { body, errors } = draftToBody(draft, imperial);
    expect(errors).toEqual({});
    expect(body.throat_min).toBe(10);
    expect(body.covered_outer_diameter_min).toBe(219.1);
    const [group] = body.pass_group as Record<string, unknown>[];
    expect(group?.gas_flow_min).toBe(12);
    expect(group?.travel_speed_max).toBe(25.4);
    expect((group?.tack_welding as Record<string, unknown> | undefined)?.length).toBe(25.4);
    expect(group?._key).toBeUndefined();
    expect(group?._base).toBeUndefined();
  });

  it("converts typed values to base units", () => {
    const draft = procedureToDraft(storedProcedure(), imperial);
    draft.throat_min = "0.5";
    draft.root_gap_max = "0,25";
    const [group] = rowsOf(draft, "pass_group");
    if (!group) throw new Error("no group");
    group.travel_speed_min = "4";
    group.heat_input_min = "20";
    const [control] = rowsOf(draft, "temperature_control");
    if (!control) throw new Error("no control");
    control.temperature_max = "500";
    const { body, errors } = draftToBody(draft, imperial);
    expect(errors).toEqual({});
    expect(body.throat_min).toBe(12.7);
    expect(body.root_gap_max).toBe(6.35);
    const [savedGroup] = body.pass_group as Record<string, unknown>[];
    expect(savedGroup?.travel_speed_min).toBe(10.16);
    expect(savedGroup?.heat_input_min).toBeCloseTo(20 / 25.4, 10);
    const [savedControl] = body.temperature_control as Record<string, unknown>[];
    expect(savedControl?.temperature_max).toBeCloseTo(260, 10);
    expect(savedControl?.soaking_duration).toBe(3600);
  });

  it("gives the spec's messages for numbers it cannot read, at the field's path", () => {
    const draft = procedureToDraft(storedProcedure(), metric);
    draft.root_gap_min = "abc";
    draft.throat_max = "1.234";
    const [group] = rowsOf(draft, "pass_group");
    if (!group) throw new Error("no group");
    group.current_min = "12.25";
    group.current_max = "12345";
    const { errors } = draftToBody(draft, metric);
    expect(errors).toEqual({
      root_gap_min: "Is not numeric",
      throat_max: "Max 2 decimal(s)",
      "pass_group.0.current_min": "Max 1 decimal(s)",
      "pass_group.0.current_max": "Max 4 digit(s)",
    });
  });

  it("sends a deleted saved row as {id, deleted: true} and drops an unsaved one", () => {
    const draft = procedureToDraft(storedProcedure(), metric);
    const unsaved: TDraftRow = { _key: "new-x", name: "Spare" };
    draft.temperature_control = removeRow([...rowsOf(draft, "temperature_control"), unsaved], "new-x");
    expect(rowsOf(draft, "temperature_control")).toHaveLength(1);
    draft.temperature_control = removeRow(rowsOf(draft, "temperature_control"), "0190a1b2-0000-7000-8000-0000000000c1");
    const { body } = draftToBody(draft, metric);
    expect(body.temperature_control).toEqual([{ id: "0190a1b2-0000-7000-8000-0000000000c1", deleted: true }]);
  });

  it("keeps the form's own markers out of the payload", () => {
    const draft = { ...procedureToDraft(storedProcedure(), metric), _uomChosen: true };
    const { body } = draftToBody(draft, metric);
    expect(body).not.toHaveProperty("_uomChosen");
    expect(body).not.toHaveProperty("_base");
    expect((body.pass_group as Record<string, unknown>[])[0]).not.toHaveProperty("_key");
  });
});

describe("changing units", () => {
  it("keeps each value's physical quantity when the unit system changes", () => {
    const draft = procedureToDraft(storedProcedure(), metric);
    draft.root_gap_max = "12.7";
    const shown = reexpressDraft(draft, metric, imperial);
    // Untouched: shown again from the stored value.
    expect(shown.throat_min).toBe("0.39");
    // Typed in mm: converted as typed.
    expect(shown.root_gap_max).toBe("0.5");
    const [group] = rowsOf(shown, "pass_group");
    expect(group?.travel_speed_min).toBe("3.5");
    expect(group?._key).toBe(GROUP_ID);
    // And back, without drift.
    const back = reexpressDraft(shown, imperial, metric);
    expect(back.throat_min).toBe("10");
    expect(draftToBody(back, metric).body.throat_min).toBe(10);
    expect(draftToBody(back, metric).body.root_gap_max).toBe(12.7);
  });

  it("follows a bevel dimension's own unit, but never turns a length into an angle", () => {
    const draft = procedureToDraft(
      storedProcedure({
        bevel: [
          {
            id: "0190a1b2-0000-7000-8000-0000000000b1",
            name: "V",
            dimensions: [
              {
                id: "0190a1b2-0000-7000-8000-0000000000d1",
                name: "Land",
                unit_of_measure: "in",
                value: 1.5875,
                tolerance_min: 0.79375,
                tolerance_max: 0,
              },
              {
                id: "0190a1b2-0000-7000-8000-0000000000d2",
                name: "Angle",
                unit_of_measure: "degrees",
                value: 37.5,
                tolerance_min: 2.5,
                tolerance_max: 2.5,
              },
            ],
          },
        ],
      }),
      metric,
    );
    const [bevel] = rowsOf(draft, "bevel");
    if (!bevel) throw new Error("no bevel");
    const [land, angle] = rowsOf(bevel, "dimensions");
    if (!land || !angle) throw new Error("no dimensions");
    // Stored in mm, shown in the row's inches (2 decimals).
    expect(land.value).toBe("0.06");
    expect(angle.value).toBe("37.5");
    const inMm = changeDimensionUnit(land, "mm", metric);
    expect(inMm.value).toBe("1.59");
    expect(inMm.tolerance_min).toBe("0.79");
    const degrees = changeDimensionUnit(land, "degrees", metric);
    expect(degrees.value).toBe("0.06");
    const { body } = draftToBody(draft, metric);
    const [savedBevel] = body.bevel as Record<string, unknown>[];
    const [savedLand] = (savedBevel?.dimensions ?? []) as Record<string, unknown>[];
    expect(savedLand?.value).toBe(1.5875);
  });
});

describe("errors on the right field and tab", () => {
  it("turns row positions into row keys, so an error follows its row", () => {
    const draft = procedureToDraft(storedProcedure({ pass_group: [storedGroup(), storedGroup({ id: undefined, index: 2 })] }), metric);
    const [, second] = rowsOf(draft, "pass_group");
    expect(keyErrors({ "pass_group.1.current_min": "Required", name: "Required" }, draft)).toEqual({
      [`pass_group.${second?._key}.current_min`]: "Required",
      name: "Required",
    });
  });

  it("places errors in their section", () => {
    expect(sectionOf("pass_group.abc.current_min")).toBe("passGroups");
    expect(sectionOf("root_gap_max")).toBe("fitUp");
    expect(sectionOf("throat_min")).toBe("repair");
    expect(sectionOf("covered_wall_thickness_max")).toBe("coveredRanges");
    expect(sectionOf("custom_attribute.x.value")).toBe("general");
    expect(sectionOf("name")).toBe("general");
    expect(
      errorCountBySection({ name: "Required", "bevel.k.dimensions": "Duplicate dimension names found", "bevel.k.name": "Required" }),
    ).toEqual({
      general: 1,
      bevel: 2,
    });
  });

  it("runs the domain's schema: required pass-group values and the procedure's name", () => {
    const draft = procedureToDraft(storedProcedure({ name: "" }), metric);
    const [group] = rowsOf(draft, "pass_group");
    if (!group) throw new Error("no group");
    group.voltage_min = "";
    const result = buildProcedureSave(draft, metric);
    expect(result.errors).toMatchObject({ name: "Required", "pass_group.0.voltage_min": "Required" });
  });

  it("builds a payload the schema accepts, in base units", () => {
    const result = buildProcedureSave(procedureToDraft(storedProcedure(), imperial), imperial);
    expect(result.errors).toBeUndefined();
    expect(result.data?.pass_group?.[0]).toMatchObject({ id: GROUP_ID, travel_speed_min: 8.89, current_max: 160 });
    expect(result.data?.throat_min).toBe(10);
  });
});

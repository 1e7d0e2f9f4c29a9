import { describe, expect, it } from "vitest";
import "../index.js";
import {
  addPassGroup,
  applyProcessDefaults,
  deletePassGroup,
  dropTungstenUnlessAllowed,
  HIDDEN_TACK_WELDING,
  isTungstenProcess,
  keepTackWeldOnFirst,
  movePassGroup,
  newPassGroup,
  PASS_GROUP_FALLBACK_DEFAULTS,
  renumberPassGroups,
  setShowTackWeld,
  type TPassGroupDraft,
  TUNGSTEN_PROCESS_NAMES,
  ZPassGroup,
  ZPassGroupRow,
} from "./pass-groups.js";
import { ID, messagesByPath, validPassGroup } from "./test-utils.js";

const tungsten = {
  tungsten_electrode_type: "WL15",
  tungsten_electrode_angle: 30,
  tungsten_electrode_diameter: 2.4,
  tungsten_electrode_flat_diameter: 0.5,
};
const cleared = {
  tungsten_electrode_type: null,
  tungsten_electrode_angle: null,
  tungsten_electrode_diameter: null,
  tungsten_electrode_flat_diameter: null,
};

describe("choosing a process (spec §4)", () => {
  const group = { ...newPassGroup(1), process: ID.b, ...tungsten, k_factor: 0.6, rms: true };
  it("applies the occultation durations and minimum cycle time of its group, rms and k_factor of the process", () => {
    const result = applyProcessDefaults(
      group,
      { id: ID.a, k_factor: 0.8, rms: false },
      { occultation_duration_start: 0.5, occultation_duration_stop: 1.5, minimum_cycle_time: 3 },
    );
    expect(result).toMatchObject({
      process: ID.a,
      occultation_duration_start: 0.5,
      occultation_duration_stop: 1.5,
      minimum_cycle_time: 3,
      rms: false,
      k_factor: 0.8,
    });
  });
  it("falls back to occultation 0 and 0, minimum cycle time 1, rms false and k_factor 1", () => {
    expect(PASS_GROUP_FALLBACK_DEFAULTS).toEqual({
      occultation_duration_start: 0,
      occultation_duration_stop: 0,
      minimum_cycle_time: 1,
      rms: false,
      k_factor: 1,
    });
    const result = applyProcessDefaults(
      { ...group, occultation_duration_start: 9, occultation_duration_stop: 9, minimum_cycle_time: 9 },
      { id: ID.a, k_factor: null, rms: null },
      null,
    );
    expect(result).toMatchObject({
      occultation_duration_start: 0,
      occultation_duration_stop: 0,
      minimum_cycle_time: 1,
      rms: false,
      k_factor: 1,
    });
  });
  it("falls back field by field when the group leaves one empty", () => {
    const result = applyProcessDefaults(group, { id: ID.a, k_factor: 0.8 }, { occultation_duration_start: 2 });
    expect(result).toMatchObject({
      occultation_duration_start: 2,
      occultation_duration_stop: 0,
      minimum_cycle_time: 1,
      rms: false,
      k_factor: 0.8,
    });
  });
  it("clears the tungsten electrode fields, even between two AGTAW processes", () => {
    expect(applyProcessDefaults(group, { id: ID.a, k_factor: 0.6, rms: true }, null)).toMatchObject(cleared);
  });
  it("changes nothing when the same process is chosen again", () => {
    expect(applyProcessDefaults(group, { id: ID.b, k_factor: 1 }, { minimum_cycle_time: 5 })).toBe(group);
  });
  it("clearing the process applies the fallbacks", () => {
    expect(applyProcessDefaults(group, null, null)).toMatchObject({ process: null, k_factor: 1, rms: false, ...cleared });
  });
});

describe("tungsten electrode fields (spec §5)", () => {
  it("are enabled for the six AGTAW process names only", () => {
    expect(TUNGSTEN_PROCESS_NAMES).toEqual(["AGTAW", "AGTAWP", "AGTAW/CW", "AGTAW/HW", "AGTAWP/CW", "AGTAWP/HW"]);
    for (const name of TUNGSTEN_PROCESS_NAMES) expect(isTungstenProcess(name), name).toBe(true);
    expect(isTungstenProcess(" agtaw/hw ")).toBe(true);
    for (const name of ["GTAW", "GMAW", "AGTAW/XX", "AGTAWP/", "SAW", "", null]) expect(isTungstenProcess(name), String(name)).toBe(false);
  });
  it("are dropped by the server's guard outside that family and kept inside it", () => {
    expect(dropTungstenUnlessAllowed({ ...tungsten }, "GMAW")).toEqual(cleared);
    expect(dropTungstenUnlessAllowed({ ...tungsten }, "AGTAWP/CW")).toEqual(tungsten);
  });
});

describe("tack weld (spec §4)", () => {
  const tack = { type: ID.c, length: 20, position: "12h;6h", removal: false };
  it("hiding resets type, length and position and sets removal true", () => {
    const hidden = setShowTackWeld({ show_tack_weld: true, tack_welding: tack }, false);
    expect(hidden).toEqual({ show_tack_weld: false, tack_welding: { type: null, length: null, position: null, removal: true } });
    expect(HIDDEN_TACK_WELDING.removal).toBe(true);
  });
  it("showing keeps what was typed", () => {
    expect(setShowTackWeld({ show_tack_weld: false, tack_welding: tack }, true).tack_welding).toEqual(tack);
  });
  it("exists only on the first group: another group showing it is reset and the first takes it", () => {
    const groups: TPassGroupDraft[] = [
      { index: 1, show_tack_weld: false },
      { index: 2, show_tack_weld: true, tack_welding: tack },
      { index: 3, show_tack_weld: false },
    ];
    const result = keepTackWeldOnFirst(groups);
    expect(result[0]).toMatchObject({ show_tack_weld: true, tack_welding: tack });
    expect(result[1]).toMatchObject({ show_tack_weld: false, tack_welding: HIDDEN_TACK_WELDING });
    expect(result[2]).toMatchObject({ show_tack_weld: false });
  });
  it("the first group is the one with the lowest index, deleted groups aside", () => {
    const groups: TPassGroupDraft[] = [
      { index: 2, show_tack_weld: true, tack_welding: tack },
      { id: ID.a, index: 0, deleted: true },
      { index: 1, show_tack_weld: false },
    ];
    const result = keepTackWeldOnFirst(groups);
    expect(result[2]).toMatchObject({ show_tack_weld: true, tack_welding: tack });
    expect(result[0]).toMatchObject({ show_tack_weld: false });
    expect(result[1]).toBe(groups[1]);
  });
});

describe("renumbering after delete and reorder (spec §4)", () => {
  const tack = { type: ID.c, length: 20, position: "12h", removal: false };
  const groups: TPassGroupDraft[] = [
    { id: ID.a, index: 1, show_tack_weld: true, tack_welding: tack },
    { idx: "new-1", index: 2 },
    { id: ID.b, index: 3 },
  ];
  it("numbers live groups 1, 2, 3 and leaves deleted ones last", () => {
    expect(
      renumberPassGroups([{ index: 7 }, { id: ID.a, index: 2, deleted: true }, { index: 9 }]).map((group) => [group.index, group.deleted]),
    ).toEqual([
      [1, undefined],
      [2, undefined],
      [2, true],
    ]);
  });
  it("marks a saved group deleted and renumbers the rest", () => {
    const result = deletePassGroup(groups, 2);
    expect(result.map((group) => [group.id ?? group.idx, group.index, group.deleted === true])).toEqual([
      [ID.a, 1, false],
      ["new-1", 2, false],
      [ID.b, 3, true],
    ]);
  });
  it("removes an unsaved group outright", () => {
    const result = deletePassGroup(groups, 1);
    expect(result.map((group) => [group.id ?? group.idx, group.index])).toEqual([
      [ID.a, 1],
      [ID.b, 2],
    ]);
  });
  it("hands the first group's tack weld to the new first when it is deleted", () => {
    const result = deletePassGroup(groups, 0);
    expect(result[0]).toMatchObject({ idx: "new-1", index: 1, show_tack_weld: true, tack_welding: tack });
    expect(result.find((group) => group.id === ID.a)).toMatchObject({ deleted: true });
  });
  it("moves a group by drag and renumbers; the tack weld stays on the first position", () => {
    const result = movePassGroup(groups, 0, 2);
    expect(result.map((group) => [group.id ?? group.idx, group.index, group.show_tack_weld])).toEqual([
      ["new-1", 1, true],
      [ID.b, 2, false],
      [ID.a, 3, false],
    ]);
    expect(result[0]?.tack_welding).toEqual(tack);
  });
  it("adds an empty group at the end with the fallback defaults", () => {
    const result = addPassGroup(groups, "new-2");
    expect(result[3]).toMatchObject({
      idx: "new-2",
      index: 4,
      name: "",
      process: null,
      ...PASS_GROUP_FALLBACK_DEFAULTS,
      show_tack_weld: false,
    });
  });
});

describe("pass group validation (spec §5)", () => {
  it("requires name, process, k_factor, occultation start and stop, minimum cycle time, current, voltage and heat input min and max", () => {
    const messages = messagesByPath(ZPassGroup.safeParse({ name: "" }));
    const required = Object.entries(messages)
      .filter(([, texts]) => texts.includes("Required"))
      .map(([path]) => path)
      .sort();
    expect(required).toEqual(
      [
        "name",
        "process",
        "k_factor",
        "occultation_duration_start",
        "occultation_duration_stop",
        "minimum_cycle_time",
        "current_min",
        "current_max",
        "voltage_min",
        "voltage_max",
        "heat_input_min",
        "heat_input_max",
      ].sort(),
    );
  });
  it("accepts a group with only the required fields", () => {
    expect(ZPassGroup.safeParse(validPassGroup).success).toBe(true);
  });
  it("refuses a minimum above its maximum, on the max field", () => {
    const messages = messagesByPath(ZPassGroup.safeParse({ ...validPassGroup, travel_speed_min: 40, travel_speed_max: 30 }));
    expect(messages.travel_speed_max).toEqual(["The minimum must not be greater than the maximum."]);
  });
  it("takes currents and voltages with 1 decimal, and currents up to 4 digits (submerged arc)", () => {
    expect(messagesByPath(ZPassGroup.safeParse({ ...validPassGroup, current_min: 180.25 })).current_min).toEqual(["Max 1 decimal(s)"]);
    expect(messagesByPath(ZPassGroup.safeParse({ ...validPassGroup, voltage_max: 26.05 })).voltage_max).toEqual(["Max 1 decimal(s)"]);
    expect(ZPassGroup.safeParse({ ...validPassGroup, current_max: 1200 }).success).toBe(true);
    expect(messagesByPath(ZPassGroup.safeParse({ ...validPassGroup, voltage_max: 1000 })).voltage_max).toEqual(["Max 3 digits"]);
  });
  it("does not hold base-unit values to display decimals (3.5 in/min is 8.89 cm/min)", () => {
    expect(ZPassGroup.safeParse({ ...validPassGroup, travel_speed_min: 8.89, travel_speed_max: 25.4 * 1.37 }).success).toBe(true);
  });
  it("keeps the k factor within (0, 1]", () => {
    expect(messagesByPath(ZPassGroup.safeParse({ ...validPassGroup, k_factor: 1.5 })).k_factor).toEqual([
      "Value must be between 0.01 and 1",
    ]);
  });
  it("lets a saved group the user deleted travel with its id only", () => {
    expect(ZPassGroupRow.safeParse({ id: ID.a, deleted: true, name: "" }).success).toBe(true);
    expect(ZPassGroupRow.safeParse({ ...validPassGroup, deleted: false }).success).toBe(true);
    expect(messagesByPath(ZPassGroupRow.safeParse({ ...validPassGroup, name: "" })).name).toEqual(["Required"]);
  });
});

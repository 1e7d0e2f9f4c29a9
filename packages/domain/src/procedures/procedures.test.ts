import { describe, expect, it } from "vitest";
import "../index.js";
import { FILE_MESSAGES } from "../entities/files.js";
import { BEVEL_MESSAGES, hasDuplicateDimensionNames } from "./bevels.js";
import { HIDDEN_TACK_WELDING } from "./pass-groups.js";
import {
  hasPipeWorkpiece,
  normalizeProcedureSave,
  PROCEDURE_CHILD_LISTS,
  procedureKind,
  type TProcedureLookups,
  ZProcedurePatch,
  ZProcedureSave,
} from "./procedures.js";
import { ID, messagesByPath, validPassGroup } from "./test-utils.js";

const PIPE_TYPE = ID.e;
const PLATE_TYPE = ID.f;
const lookups: TProcedureLookups = {
  processNames: { [ID.a]: "GMAW", [ID.b]: "AGTAW" },
  temperatureControlTypeNames: { [ID.c]: "Pre Heating", [ID.d]: "Inter Pass" },
  workpieceTypeNames: { [PIPE_TYPE]: "PIPE", [PLATE_TYPE]: "PLATE" },
};

const dimension = (name: string) => ({ name, unit_of_measure: "mm", value: 1.6, tolerance_min: 0.4, tolerance_max: 0.4 });
const bevel = {
  name: "V 60°",
  type: ID.a,
  drawing_file: ID.e,
  dimensions: [
    dimension("Root face"),
    { name: "Bevel angle", unit_of_measure: "degrees", value: 30, tolerance_min: 2.5, tolerance_max: 2.5 },
  ],
};

/** A procedure with one valid row in every child list. */
const fullProcedure = {
  name: "WPS-001",
  date_format: "YYYY-MM-DD",
  is_wps: true,
  project: ID.f,
  workpieces: [{ name: "Line pipe", type: PIPE_TYPE, outer_diameter: 323.9, wall_thickness: 12.7, grade: "X65" }],
  bevel: [bevel],
  pass_group: [validPassGroup, { ...validPassGroup, name: "Hot pass" }],
  temperature_control: [{ name: "Preheat", temperature_control_type: ID.c, temperature_min: 100, preheat_location_quantity: 4 }],
  back_purging: [{ name: "Argon purge", welding_max_o2_level_chamber: 50 }],
  time_lapse: [{ name: "Root to hot pass", after_pass: "1", before_pass: "2", duration: 300 }],
  heat_treatment: [{ name: "PWHT", heating_type: ID.a, temperature_min: 580, temperature_max: 620, soaking_duration: 3600 }],
  cooling: [{ name: "Air", method: ID.a, temperature_before_cooling_max: 250, temperature_after_cooling_max: 50 }],
  custom_attribute: [{ custom_attribute_name: ID.a, value: "Client spec 12" }],
  alarm_settings: [{ name: "Arc voltage", u_rms_min: 20, u_rms_max: 28 }],
  post_weld_heat: [{ name: "Hydrogen release", temperature_min: 200, temperature_max: 250, duration: 7200 }],
};

describe("procedure save payload", () => {
  it("carries every child list in one body", () => {
    expect(PROCEDURE_CHILD_LISTS).toEqual([
      "workpieces",
      "bevel",
      "pass_group",
      "temperature_control",
      "back_purging",
      "time_lapse",
      "heat_treatment",
      "cooling",
      "custom_attribute",
      "alarm_settings",
      "post_weld_heat",
    ]);
    const result = ZProcedureSave.safeParse(fullProcedure);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.pass_group).toHaveLength(2);
  });
  it("requires name and date_format (spec §5)", () => {
    const messages = messagesByPath(ZProcedureSave.safeParse({ name: " " }));
    expect(messages.name).toEqual(["Required"]);
    expect(messages.date_format).toEqual(["Required"]);
    expect(messagesByPath(ZProcedureSave.safeParse({ name: "A", date_format: "MM/DD/YYYY" })).date_format).toEqual([
      "Select a valid choice.",
    ]);
    expect(ZProcedureSave.safeParse({ name: "A", date_format: "DD/MM/YYYY" }).success).toBe(true);
  });
  it("says WPS or pWPS by is_wps", () => {
    expect(procedureKind({ is_wps: true })).toBe("WPS");
    expect(procedureKind({ is_wps: false })).toBe("pWPS");
  });
  it("refuses a minimum above its maximum in repair, covered range and fit-up", () => {
    const messages = messagesByPath(
      ZProcedureSave.safeParse({ ...fullProcedure, root_gap_min: 3, root_gap_max: 2, excavation_depth_min: 5, excavation_depth_max: 4 }),
    );
    expect(messages.root_gap_max).toEqual(["The minimum must not be greater than the maximum."]);
    expect(messages.excavation_depth_max).toEqual(["The minimum must not be greater than the maximum."]);
  });
  it("refuses an address in every file field: a file field takes a stored file's id", () => {
    const address = "https://attacker.example/x.pdf";
    expect(messagesByPath(ZProcedureSave.safeParse({ ...fullProcedure, wps_document_file: address })).wps_document_file).toEqual([
      FILE_MESSAGES.storedFileOnly,
    ]);
    expect(
      messagesByPath(ZProcedurePatch.safeParse({ assembly_drawing_file: "/api/s3/download/general/1" })).assembly_drawing_file,
    ).toEqual([FILE_MESSAGES.storedFileOnly]);
    const withBevel = messagesByPath(ZProcedureSave.safeParse({ ...fullProcedure, bevel: [{ ...bevel, drawing_file: address }] }));
    expect(withBevel["bevel.0.drawing_file"]).toEqual([FILE_MESSAGES.storedFileOnly]);
    expect(ZProcedureSave.safeParse({ ...fullProcedure, wps_document_file: ID.a }).success).toBe(true);
  });
  it("lets a PATCH remove a file with both fields null, archive, or drop the reference flag", () => {
    expect(ZProcedurePatch.safeParse({ wps_document_file: null, wps_document_filename: null }).success).toBe(true);
    expect(ZProcedurePatch.parse({ is_archived: true })).toEqual({ is_archived: true });
    expect(ZProcedurePatch.parse({ is_reference: false })).toEqual({ is_reference: false });
  });
  it("a revision needs its source and a reason; a copy its source", () => {
    const revision = messagesByPath(ZProcedureSave.safeParse({ ...fullProcedure, is_revision: true }));
    expect(revision.forked_from).toEqual(["Required"]);
    expect(revision.fork_reason).toEqual(["Required"]);
    expect(messagesByPath(ZProcedureSave.safeParse({ ...fullProcedure, is_copy: true })).forked_from).toEqual(["Required"]);
    expect(ZProcedureSave.safeParse({ ...fullProcedure, is_revision: true, forked_from: ID.a, fork_reason: "New filler" }).success).toBe(
      true,
    );
  });
});

describe("required fields of each section (spec §5)", () => {
  const messagesFor = (list: string, row: object) => messagesByPath(ZProcedureSave.safeParse({ ...fullProcedure, [list]: [row] }));
  it("bevel: name, type and drawing", () => {
    const messages = messagesFor("bevel", { name: "" });
    expect(messages["bevel.0.name"]).toEqual(["Required"]);
    expect(messages["bevel.0.type"]).toEqual(["Required"]);
    expect(messages["bevel.0.drawing_file"]).toEqual(["Required"]);
  });
  it("bevel dimension: unit, value and both tolerances", () => {
    const messages = messagesFor("bevel", { ...bevel, dimensions: [{ name: "Root face" }] });
    for (const field of ["unit_of_measure", "value", "tolerance_min", "tolerance_max"]) {
      expect(messages[`bevel.0.dimensions.0.${field}`], field).toEqual(["Required"]);
    }
  });
  it("bevel: duplicate dimension names give the spec's message", () => {
    expect(BEVEL_MESSAGES.duplicateDimensionNames).toBe("Duplicate dimension names found");
    const messages = messagesFor("bevel", { ...bevel, dimensions: [dimension("Root face"), dimension(" root face ")] });
    expect(messages["bevel.0.dimensions"]).toEqual(["Duplicate dimension names found"]);
  });
  it("bevel: a deleted dimension does not count as a duplicate", () => {
    expect(hasDuplicateDimensionNames([{ name: "Root face" }, { name: "Root face", deleted: true }])).toBe(false);
    expect(
      messagesFor("bevel", { ...bevel, dimensions: [dimension("Root face"), { id: ID.a, deleted: true, name: "Root face" }] }),
    ).toEqual({});
  });
  it("bevel: an angle stays within 0 to 360 degrees", () => {
    const messages = messagesFor("bevel", { ...bevel, dimensions: [{ ...dimension("Angle"), unit_of_measure: "degrees", value: 400 }] });
    expect(messages["bevel.0.dimensions.0.value"]).toEqual(["Value must be between 0 and 360"]);
  });
  it("heat treatment: name and heating_type", () => {
    const messages = messagesFor("heat_treatment", { name: "" });
    expect(messages["heat_treatment.0.name"]).toEqual(["Required"]);
    expect(messages["heat_treatment.0.heating_type"]).toEqual(["Required"]);
  });
  it("temperature control: name and type", () => {
    const messages = messagesFor("temperature_control", {});
    expect(messages["temperature_control.0.name"]).toEqual(["Required"]);
    expect(messages["temperature_control.0.temperature_control_type"]).toEqual(["Required"]);
  });
  it("time lapse: name and a non-zero duration", () => {
    expect(messagesFor("time_lapse", { name: "" })["time_lapse.0.name"]).toEqual(["Required"]);
    expect(messagesFor("time_lapse", { name: "Wait" })["time_lapse.0.duration"]).toEqual(["Required"]);
    expect(messagesFor("time_lapse", { name: "Wait", duration: 0 })["time_lapse.0.duration"]).toEqual(["Required"]);
    expect(messagesFor("time_lapse", { name: "Wait", duration: 1 })).toEqual({});
  });
  it("cooling: name, method and both maxima", () => {
    const messages = messagesFor("cooling", {});
    for (const field of ["name", "method", "temperature_before_cooling_max", "temperature_after_cooling_max"]) {
      expect(messages[`cooling.0.${field}`], field).toEqual(["Required"]);
    }
  });
  it("back purging: name", () => {
    expect(messagesFor("back_purging", {})).toEqual({ "back_purging.0.name": ["Required"] });
  });
  it("pass group: the spec's required fields, at their place in the list", () => {
    const messages = messagesFor("pass_group", { name: "Fill" });
    expect(messages["pass_group.0.process"]).toEqual(["Required"]);
    expect(messages["pass_group.0.heat_input_max"]).toEqual(["Required"]);
    expect(messages["pass_group.0.name"]).toBeUndefined();
  });
  it("a saved row the user deleted needs nothing else", () => {
    for (const list of PROCEDURE_CHILD_LISTS) {
      expect(messagesFor(list, { id: ID.a, deleted: true }), list).toEqual({});
    }
  });
});

describe("what the server normalizes before saving", () => {
  const parsed = ZProcedureSave.parse({
    ...fullProcedure,
    clamp: false,
    clamp_type: "Internal",
    covered_outer_diameter_min: 100,
    covered_outer_diameter_max: 400,
    pass_group: [
      { ...validPassGroup, name: "Hot pass", index: 2, show_tack_weld: true, tack_welding: { length: 20, removal: false } },
      { ...validPassGroup, name: "Root", index: 1, process: ID.b, tungsten_electrode_type: "WL15", tungsten_electrode_diameter: 2.4 },
      { ...validPassGroup, name: "Fill", index: 3, tungsten_electrode_type: "WL15" },
    ],
    temperature_control: [
      { name: "Preheat", temperature_control_type: ID.c, preheat_location_quantity: 4, interPass_location_quantity: 2 },
      { name: "Interpass", temperature_control_type: ID.d, preheat_location_quantity: 4, interPass_location_quantity: 2 },
    ],
  });
  const saved = normalizeProcedureSave(parsed, lookups);

  it("clears clamp_type when there is no clamp, keeps it with one", () => {
    expect(saved.clamp_type).toBeNull();
    expect(normalizeProcedureSave({ ...parsed, clamp: true }, lookups).clamp_type).toBe("Internal");
  });
  it("keeps the covered outer diameter only with a PIPE workpiece", () => {
    expect(saved.covered_outer_diameter_min).toBe(100);
    const plate = normalizeProcedureSave({ ...parsed, workpieces: [{ ...parsed.workpieces![0]!, type: PLATE_TYPE }] }, lookups);
    expect([plate.covered_outer_diameter_min, plate.covered_outer_diameter_max]).toEqual([null, null]);
    expect(hasPipeWorkpiece([{ type: PIPE_TYPE, deleted: true }], lookups.workpieceTypeNames)).toBe(false);
  });
  it("orders pass groups by index and numbers them 1, 2, 3", () => {
    expect(saved.pass_group?.map((group) => ("name" in group ? [group.index, group.name] : null))).toEqual([
      [1, "Root"],
      [2, "Hot pass"],
      [3, "Fill"],
    ]);
  });
  it("keeps the tack weld on the first group only", () => {
    const [root, hot] = saved.pass_group as { show_tack_weld?: boolean; tack_welding?: unknown }[];
    expect(root).toMatchObject({ show_tack_weld: true, tack_welding: { length: 20, removal: false } });
    expect(hot).toMatchObject({ show_tack_weld: false, tack_welding: HIDDEN_TACK_WELDING });
  });
  it("keeps tungsten values on the AGTAW group and drops them elsewhere", () => {
    const [root, , fill] = saved.pass_group as { tungsten_electrode_type?: string | null; tungsten_electrode_diameter?: number | null }[];
    expect(root).toMatchObject({ tungsten_electrode_type: "WL15", tungsten_electrode_diameter: 2.4 });
    expect(fill?.tungsten_electrode_type).toBeNull();
  });
  it("keeps only the location quantity the temperature control type shows", () => {
    expect(
      saved.temperature_control?.map((control) =>
        "name" in control ? [control.preheat_location_quantity, control.interPass_location_quantity] : null,
      ),
    ).toEqual([
      [4, null],
      [null, 2],
    ]);
  });
});

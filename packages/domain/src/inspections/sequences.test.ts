import { describe, expect, it } from "vitest";
import { ZFitUpInspection, ZHeatTreatmentInspection, ZTemperatureControlInspection } from "./inspections.js";
import {
  ZBevelMeasurement,
  ZFitUpMeasurement,
  ZHeatTreatmentMeasurement,
  ZTemperatureMeasurement,
  ZTimeLapseMeasurement,
} from "./measurements.js";
import {
  bevelDimensionIssue,
  bevelMeasurementIssue,
  fitUpMeasurementIssue,
  fitUpTypePositions,
  ZBevelInspectionSequence,
  ZCoolingInspectionSequence,
  ZFitUpInspectionSequence,
  ZTemperatureControlInspectionSequence,
} from "./sequences.js";

const ids = {
  project: "0192f5b4-0000-7000-8000-000000000001",
  procedure: "0192f5b4-0000-7000-8000-000000000002",
  bevel: "0192f5b4-0000-7000-8000-000000000003",
  rootFace: "0192f5b4-0000-7000-8000-000000000004",
  angle: "0192f5b4-0000-7000-8000-000000000005",
  control: "0192f5b4-0000-7000-8000-000000000006",
  passGroup: "0192f5b4-0000-7000-8000-000000000007",
  weld: "0192f5b4-0000-7000-8000-000000000008",
  edge: "0192f5b4-0000-7000-8000-000000000009",
  inspection: "0192f5b4-0000-7000-8000-00000000000a",
  measurement: "0192f5b4-0000-7000-8000-00000000000b",
};
const base = { name: "Pipe 24in", project: ids.project, procedure: ids.procedure };

const issueCodes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; params?: unknown }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [
    issue.path.join("."),
    (issue.params as { message?: { code: string } } | undefined)?.message?.code,
  ]);

describe("fit-up sequence: with_id_high_low, with_od_high_low, with_root_gap, with_preparation_opening and a positions list for each", () => {
  it("keeps the lists of measured types and drops the others", () => {
    const sequence = ZFitUpInspectionSequence.parse({
      ...base,
      is_angle: true,
      with_id_high_low: true,
      id_high_low_positions: [180, 0],
      with_root_gap: true,
      root_gap_positions: "0;90;180;270",
      od_high_low_positions: "45",
    });
    expect(sequence).toMatchObject({
      is_angle: true,
      positions: null,
      with_id_high_low: true,
      id_high_low_positions: "0;180",
      with_od_high_low: false,
      od_high_low_positions: null,
      root_gap_positions: "0;90;180;270",
      preparation_opening_positions: null,
    });
    expect(fitUpTypePositions(sequence, "root_gap")).toEqual(["0", "90", "180", "270"]);
    expect(fitUpTypePositions(sequence, "od_high_low")).toEqual([]);
  });
  it("gives a measured type without its own list the sequence's positions", () => {
    const sequence = ZFitUpInspectionSequence.parse({ ...base, is_angle: false, positions: "A;B", with_preparation_opening: true });
    expect(sequence.preparation_opening_positions).toBe("A;B");
  });
  it("refuses a measured type without positions, and a sequence measuring nothing", () => {
    expect(issueCodes(ZFitUpInspectionSequence.safeParse({ ...base, with_root_gap: true }))).toEqual([
      ["root_gap_positions", "positions_required"],
    ]);
    expect(issueCodes(ZFitUpInspectionSequence.safeParse({ ...base, positions: "1" }))).toEqual([
      ["with_id_high_low", "fit_up_nothing_measured"],
    ]);
  });
  it("checks each list in the sequence's mode: 360 is refused as an angle, accepted as a typed value", () => {
    const angled = { ...base, with_od_high_low: true, od_high_low_positions: "360" };
    expect(issueCodes(ZFitUpInspectionSequence.safeParse({ ...angled, is_angle: true }))).toEqual([
      ["od_high_low_positions", "position_not_angle"],
    ]);
    expect(ZFitUpInspectionSequence.parse({ ...angled, is_angle: false }).od_high_low_positions).toBe("360");
  });
});

describe("a fit-up measurement is of a type its sequence measures, at one of that type's positions", () => {
  const sequence = ZFitUpInspectionSequence.parse({ ...base, is_angle: true, with_root_gap: true, root_gap_positions: "0;180" });
  it("accepts a planned type and position, however the angle is written", () => {
    expect(fitUpMeasurementIssue(sequence, { type: "root_gap", position: "000" })).toBeNull();
  });
  it("refuses another position, or a type the sequence does not measure", () => {
    expect(fitUpMeasurementIssue(sequence, { type: "root_gap", position: 90 })).toEqual({
      code: "position_not_in_sequence",
      params: { position: "90" },
    });
    expect(fitUpMeasurementIssue(sequence, { type: "od_high_low", position: 0 })).toEqual({
      code: "fit_up_type_not_in_sequence",
      params: { type: "OD High low" },
    });
  });
});

describe("bevel sequence: is_plate, positions and bevel_dimensions (position, bevel, dimension)", () => {
  const row = (position: string | number, dimension: string) => ({ position, bevel: ids.bevel, dimension });
  it("reads angles for a pipe (is_plate off) and typed values for a plate", () => {
    expect(ZBevelInspectionSequence.parse({ ...base, positions: [90, 0] }).positions).toBe("0;90");
    expect(ZBevelInspectionSequence.parse({ ...base, is_plate: true, positions: "400;A" }).positions).toBe("400;A");
  });
  it("keeps rows whose position is one of the sequence's", () => {
    const sequence = ZBevelInspectionSequence.parse({
      ...base,
      positions: "0;90",
      bevel_dimensions: [row("090", ids.rootFace), row(0, ids.angle)],
    });
    expect(sequence.bevel_dimensions.map((dimension) => dimension.position)).toEqual(["90", "0"]);
  });
  it("refuses a row at another position, and a dimension measured twice at one position", () => {
    const result = ZBevelInspectionSequence.safeParse({
      ...base,
      positions: "0;90",
      bevel_dimensions: [row(45, ids.rootFace), row(0, ids.angle), row(0, ids.angle)],
    });
    expect(issueCodes(result)).toEqual([
      ["bevel_dimensions.0.position", "position_not_in_sequence"],
      ["bevel_dimensions.2.dimension", "bevel_dimension_twice"],
    ]);
  });
  it("needs position, bevel and dimension on each row", () => {
    const result = ZBevelInspectionSequence.safeParse({ ...base, positions: "0", bevel_dimensions: [{ position: "0" }] });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["bevel_dimensions.0.bevel", "bevel_dimensions.0.dimension"]);
  });
  it("refuses a dimension that is not one of the bevel's", () => {
    expect(bevelDimensionIssue({ dimension: ids.angle }, [ids.rootFace])).toEqual({
      code: "dimension_not_in_bevel",
      params: { dimension: ids.angle },
    });
    expect(bevelDimensionIssue({ dimension: ids.rootFace }, [ids.rootFace])).toBeNull();
  });
});

describe("a bevel measurement is of a dimension its sequence plans at that position", () => {
  const sequence = ZBevelInspectionSequence.parse({
    ...base,
    is_plate: true,
    positions: "A;B",
    bevel_dimensions: [{ position: "A", bevel: ids.bevel, dimension: ids.angle }],
  });
  it("accepts the planned pair (labels ignoring case) and refuses any other", () => {
    expect(bevelMeasurementIssue(sequence, { dimension: ids.angle, position: "a" })).toBeNull();
    expect(bevelMeasurementIssue(sequence, { dimension: ids.angle, position: "B" })).toEqual({
      code: "bevel_dimension_not_in_sequence",
      params: { dimension: ids.angle, position: "B" },
    });
    expect(bevelMeasurementIssue(sequence, { dimension: ids.rootFace, position: "A" })?.code).toBe("bevel_dimension_not_in_sequence");
  });
});

describe("temperature control and cooling sequences", () => {
  it("a temperature control sequence names its temperature control and pass groups", () => {
    const sequence = ZTemperatureControlInspectionSequence.parse({
      ...base,
      is_angle: true,
      positions: "0;180",
      temperature_control: ids.control,
      pass_group: [ids.passGroup, ids.passGroup],
    });
    expect(sequence).toMatchObject({ positions: "0;180", temperature_control: ids.control, pass_group: [ids.passGroup] });
    expect(ZTemperatureControlInspectionSequence.safeParse({ ...base, positions: "1" }).success).toBe(false);
  });
  it("a cooling sequence needs its positions", () => {
    expect(issueCodes(ZCoolingInspectionSequence.safeParse({ ...base, is_angle: true }))).toEqual([["positions", "positions_required"]]);
    expect(ZCoolingInspectionSequence.parse({ ...base, positions: "1;2" }).positions).toBe("1;2");
  });
});

describe("inspections link procedure, weld, the two workpiece edges, sequence and the related procedure section", () => {
  it("needs the sequence of a sequenced kind and the section of the others", () => {
    const inspection = { procedure: ids.procedure, weld: ids.weld, workpiece_edge_1: ids.edge };
    expect(ZFitUpInspection.safeParse({ ...inspection, sequence: ids.bevel }).success).toBe(true);
    expect(ZFitUpInspection.safeParse(inspection).success).toBe(false);
    expect(ZHeatTreatmentInspection.safeParse({ ...inspection, heat_treatment: ids.control }).success).toBe(true);
    expect(ZTemperatureControlInspection.safeParse({ ...inspection, sequence: ids.bevel }).success).toBe(true);
  });
  it("refuses the same edge twice", () => {
    const result = ZFitUpInspection.safeParse({
      procedure: ids.procedure,
      weld: ids.weld,
      sequence: ids.bevel,
      workpiece_edge_1: ids.edge,
      workpiece_edge_2: ids.edge,
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["workpiece_edge_2"]);
  });
});

describe("measurements", () => {
  const measurement = { id: ids.measurement, inspection: ids.inspection };
  it("need a client-made id, for idempotent POSTs", () => {
    expect(ZTimeLapseMeasurement.safeParse({ inspection: ids.inspection, duration_measured: 10 }).success).toBe(false);
    expect(ZTimeLapseMeasurement.safeParse({ ...measurement, duration_measured: 10 }).success).toBe(true);
  });
  it("keep an empty measure, which the rules reject, rather than refusing it", () => {
    expect(ZFitUpMeasurement.parse({ ...measurement, type: "root_gap", position: 0, measure: null })).toMatchObject({
      measure: null,
      position: "0",
    });
  });
  it("take the unit the value was entered in, and created_at as an ISO date-time", () => {
    const parsed = ZTemperatureMeasurement.parse({
      ...measurement,
      position: "A",
      measure: 300,
      unit: "°F",
      created_at: "2026-11-26T10:00:00Z",
    });
    expect(parsed).toMatchObject({ unit: "°F", created_at: "2026-11-26T10:00:00Z" });
    expect(ZTemperatureMeasurement.safeParse({ ...measurement, position: "A", measure: 300, unit: "mm" }).success).toBe(false);
    expect(ZTemperatureMeasurement.safeParse({ ...measurement, position: "A", measure: 300, created_at: "yesterday" }).success).toBe(false);
  });
  it("refuse a temperature below absolute zero in the unit it was entered in", () => {
    expect(ZTemperatureMeasurement.safeParse({ ...measurement, position: "A", measure: -273.15 }).success).toBe(true);
    expect(ZTemperatureMeasurement.safeParse({ ...measurement, position: "A", measure: -274 }).success).toBe(false);
    expect(ZTemperatureMeasurement.safeParse({ ...measurement, position: "A", measure: 0, unit: "K" }).success).toBe(true);
    expect(ZTemperatureMeasurement.safeParse({ ...measurement, position: "A", measure: -1, unit: "K" }).success).toBe(false);
    expect(ZHeatTreatmentMeasurement.safeParse({ ...measurement, temperature: -460, unit: "°F" }).success).toBe(false);
  });
  it("refuse a negative length", () => {
    expect(ZFitUpMeasurement.safeParse({ ...measurement, type: "root_gap", position: 0, measure: -0.1 }).success).toBe(false);
    expect(ZBevelMeasurement.safeParse({ ...measurement, dimension: ids.angle, position: 0, measure: -1 }).success).toBe(false);
  });
});

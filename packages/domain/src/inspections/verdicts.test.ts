import { describe, expect, it } from "vitest";
import {
  heatTreatmentSupervisorLimits,
  judgeBackPurgingMeasurement,
  judgeBevelMeasurement,
  judgeCoolingMeasurement,
  judgeFitUpMeasurement,
  judgeHeatTreatmentMeasurement,
  judgeTemperatureMeasurement,
  judgeTimeLapseMeasurement,
  storedVerdict,
  type THeatTreatmentSupervisor,
} from "./verdicts.js";

const codes = (judgement: { reasons: { code: string }[] }) => judgement.reasons.map((reason) => reason.code);

describe("Fit-up ID and OD high-low: Accept when the measure is non-empty and at most the procedure maximum", () => {
  const section = { max_id_high_low: 1.6, max_od_high_low: 2 };
  it("accepts a measure equal to the maximum, rejects one 0.01 mm above", () => {
    expect(judgeFitUpMeasurement({ type: "id_high_low", measure: 1.6 }, section).verdict).toBe("accept");
    expect(judgeFitUpMeasurement({ type: "id_high_low", measure: 1.61 }, section)).toMatchObject({
      verdict: "reject",
      reasons: [{ code: "above_max", params: { field: "measure", value: 1.61, max: 1.6, unit: "mm" } }],
    });
  });
  it("judges OD high-low against max_od_high_low", () => {
    expect(judgeFitUpMeasurement({ type: "od_high_low", measure: 2 }, section).verdict).toBe("accept");
    expect(judgeFitUpMeasurement({ type: "od_high_low", measure: 2.01 }, section).verdict).toBe("reject");
  });
  it("rejects an empty measure", () => {
    expect(codes(judgeFitUpMeasurement({ type: "id_high_low", measure: null }, section))).toEqual(["measure_missing"]);
    expect(codes(judgeFitUpMeasurement({ type: "od_high_low" }, section))).toEqual(["measure_missing"]);
  });
  it("returns the limits it was judged against, in mm", () => {
    expect(judgeFitUpMeasurement({ type: "id_high_low", measure: 1 }, section)).toEqual({
      verdict: "accept",
      limits: { type: "id_high_low", unit: "mm", min: null, max: 1.6 },
      measured: { measure: 1 },
      reasons: [],
    });
  });
});

describe("Root gap and preparation opening: Accept when the measure lies within the procedure min and max inclusive", () => {
  const section = { root_gap_min: 1, root_gap_max: 3, preparation_opening_min: 2, preparation_opening_max: 4 };
  it("accepts the min and the max themselves", () => {
    expect(judgeFitUpMeasurement({ type: "root_gap", measure: 1 }, section).verdict).toBe("accept");
    expect(judgeFitUpMeasurement({ type: "root_gap", measure: 3 }, section).verdict).toBe("accept");
    expect(judgeFitUpMeasurement({ type: "preparation_opening", measure: 2 }, section).verdict).toBe("accept");
    expect(judgeFitUpMeasurement({ type: "preparation_opening", measure: 4 }, section).verdict).toBe("accept");
  });
  it("rejects 0.01 mm below the min and above the max", () => {
    expect(codes(judgeFitUpMeasurement({ type: "root_gap", measure: 0.99 }, section))).toEqual(["below_min"]);
    expect(codes(judgeFitUpMeasurement({ type: "root_gap", measure: 3.01 }, section))).toEqual(["above_max"]);
    expect(codes(judgeFitUpMeasurement({ type: "preparation_opening", measure: 1.99 }, section))).toEqual(["below_min"]);
    expect(codes(judgeFitUpMeasurement({ type: "preparation_opening", measure: 4.01 }, section))).toEqual(["above_max"]);
  });
  it("returns both bounds as limits", () => {
    expect(judgeFitUpMeasurement({ type: "preparation_opening", measure: 3 }, section).limits).toEqual({
      type: "preparation_opening",
      unit: "mm",
      min: 2,
      max: 4,
    });
  });
});

describe("Fit-up: otherwise Reject, including when a bound or the measure is missing or zero", () => {
  it("rejects a zero measure, even within the bounds (a zero high-low included)", () => {
    expect(codes(judgeFitUpMeasurement({ type: "id_high_low", measure: 0 }, { max_id_high_low: 1.6 }))).toEqual(["measure_zero"]);
    expect(codes(judgeFitUpMeasurement({ type: "root_gap", measure: 0 }, { root_gap_min: 0, root_gap_max: 3 }))).toEqual([
      "measure_zero",
      "limit_zero",
    ]);
  });
  it("rejects when the procedure maximum is missing or zero", () => {
    expect(judgeFitUpMeasurement({ type: "id_high_low", measure: 1 }, {}).reasons).toEqual([
      { code: "limit_missing", params: { limit: "max_id_high_low" } },
    ]);
    expect(judgeFitUpMeasurement({ type: "od_high_low", measure: 1 }, { max_od_high_low: 0 }).reasons).toEqual([
      { code: "limit_zero", params: { limit: "max_od_high_low" } },
    ]);
  });
  it("judges a range with one bound on that bound, and rejects a range with neither as missing both", () => {
    expect(judgeFitUpMeasurement({ type: "root_gap", measure: 2 }, { root_gap_max: 3 }).verdict).toBe("accept");
    expect(codes(judgeFitUpMeasurement({ type: "root_gap", measure: 4 }, { root_gap_max: 3 }))).toEqual(["above_max"]);
    expect(judgeFitUpMeasurement({ type: "root_gap", measure: 2 }, { root_gap_min: 1, root_gap_max: null }).verdict).toBe("accept");
    expect(codes(judgeFitUpMeasurement({ type: "root_gap", measure: 0.5 }, { root_gap_min: 1 }))).toEqual(["below_min"]);
    expect(judgeFitUpMeasurement({ type: "root_gap", measure: 2 }, {}).reasons).toEqual([
      { code: "limit_missing", params: { limit: "root_gap_min" } },
      { code: "limit_missing", params: { limit: "root_gap_max" } },
    ]);
  });
  it("rejects when the min or the max is zero, the measure lying within the other", () => {
    expect(
      judgeFitUpMeasurement({ type: "preparation_opening", measure: 2 }, { preparation_opening_min: 0, preparation_opening_max: 4 })
        .reasons,
    ).toEqual([{ code: "limit_zero", params: { limit: "preparation_opening_min" } }]);
  });
});

describe("Fit-up: entered values are converted to the procedure's mm before judging", () => {
  it("accepts 0.1 in against a maximum of 2.54 mm (no floating-point excess)", () => {
    const judgement = judgeFitUpMeasurement({ type: "id_high_low", measure: 0.1, unit: "in" }, { max_id_high_low: 2.54 });
    expect(judgement).toMatchObject({ verdict: "accept", measured: { measure: 2.54 } });
  });
  it("rejects 0.26 cm against 2.5 mm, and accepts 0.25 cm", () => {
    expect(judgeFitUpMeasurement({ type: "root_gap", measure: 0.26, unit: "cm" }, { root_gap_min: 1, root_gap_max: 2.5 })).toMatchObject({
      verdict: "reject",
      measured: { measure: 2.6 },
    });
    expect(judgeFitUpMeasurement({ type: "root_gap", measure: 0.25, unit: "cm" }, { root_gap_min: 1, root_gap_max: 2.5 }).verdict).toBe(
      "accept",
    );
  });
});

describe("Bevel: Accept only if measure is strictly between value minus tolerance_min and value plus tolerance_max, else Reject", () => {
  const angle = { id: "d1", name: "Bevel angle", unit_of_measure: "degrees", value: 37.5, tolerance_min: 2.5, tolerance_max: 2.5 };
  const rootFace = { id: "d2", name: "Root face", unit_of_measure: "mm", value: 1.5, tolerance_min: 0.5, tolerance_max: 0.8 };
  it("rejects a measure equal to value − tolerance_min or value + tolerance_max", () => {
    expect(codes(judgeBevelMeasurement({ measure: 35 }, angle))).toEqual(["outside_tolerance"]);
    expect(codes(judgeBevelMeasurement({ measure: 40 }, angle))).toEqual(["outside_tolerance"]);
    expect(codes(judgeBevelMeasurement({ measure: 1 }, rootFace))).toEqual(["outside_tolerance"]);
    expect(codes(judgeBevelMeasurement({ measure: 2.3 }, rootFace))).toEqual(["outside_tolerance"]);
  });
  it("accepts just inside either bound", () => {
    expect(judgeBevelMeasurement({ measure: 35.1 }, angle).verdict).toBe("accept");
    expect(judgeBevelMeasurement({ measure: 39.9 }, angle).verdict).toBe("accept");
    expect(judgeBevelMeasurement({ measure: 1.01 }, rootFace).verdict).toBe("accept");
    expect(judgeBevelMeasurement({ measure: 2.29 }, rootFace).verdict).toBe("accept");
  });
  it("rejects one unit outside either bound", () => {
    expect(judgeBevelMeasurement({ measure: 34 }, angle).verdict).toBe("reject");
    expect(judgeBevelMeasurement({ measure: 41 }, angle).verdict).toBe("reject");
  });
  it("rejects a bound met exactly even when value ± tolerance is inexact in floating point (1.1 + 0.2)", () => {
    expect(
      judgeBevelMeasurement({ measure: 1.3 }, { unit_of_measure: "mm", value: 1.1, tolerance_min: 0.2, tolerance_max: 0.2 }).verdict,
    ).toBe("reject");
  });
  it("with zero tolerances, no measure is strictly between: reject", () => {
    expect(judgeBevelMeasurement({ measure: 1.5 }, { ...rootFace, tolerance_min: 0, tolerance_max: 0 }).verdict).toBe("reject");
  });
  it("rejects a missing measure and a dimension without value or tolerance", () => {
    expect(codes(judgeBevelMeasurement({ measure: null }, angle))).toEqual(["measure_missing"]);
    expect(codes(judgeBevelMeasurement({ measure: 37 }, { ...angle, tolerance_max: null }))).toEqual(["limit_missing"]);
  });
  it("returns the value, tolerances and exclusive bounds it was judged against", () => {
    expect(judgeBevelMeasurement({ measure: 1.5 }, rootFace).limits).toEqual({
      dimension: "d2",
      name: "Root face",
      unit: "mm",
      value: 1.5,
      tolerance_min: 0.5,
      tolerance_max: 0.8,
      min: 1,
      max: 2.3,
      exclusive: true,
    });
  });
  it("converts a length entered in inches to mm; an angle measured in mm cannot be judged", () => {
    const judgement = judgeBevelMeasurement({ measure: 0.06, unit: "in" }, rootFace);
    expect(judgement).toMatchObject({ verdict: "accept", measured: { measure: 1.524 } });
    expect(judgeBevelMeasurement({ measure: 37, unit: "mm" }, angle).reasons).toEqual([
      { code: "unit_not_allowed", params: { unit: "mm", stored: "degrees" } },
    ]);
  });
});

describe("Cooling: Accept only when before-cooling measure is at most the before maximum and after-cooling measure is at most the after maximum", () => {
  const cooling = { id: "c1", temperature_before_cooling_max: 250, temperature_after_cooling_max: 80 };
  it("accepts both measures equal to their maxima", () => {
    expect(judgeCoolingMeasurement({ measure_before_cooling: 250, measure_after_cooling: 80 }, cooling)).toEqual({
      verdict: "accept",
      limits: { cooling: "c1", unit: "°C", temperature_before_cooling_max: 250, temperature_after_cooling_max: 80 },
      measured: { measure_before_cooling: 250, measure_after_cooling: 80 },
      reasons: [],
    });
  });
  it("rejects either measure one degree above its maximum", () => {
    expect(judgeCoolingMeasurement({ measure_before_cooling: 251, measure_after_cooling: 80 }, cooling).reasons).toEqual([
      { code: "above_max", params: { field: "measure_before_cooling", value: 251, max: 250, unit: "°C" } },
    ]);
    expect(codes(judgeCoolingMeasurement({ measure_before_cooling: 250, measure_after_cooling: 81 }, cooling))).toEqual(["above_max"]);
  });
  it("accepts zero degrees; rejects a missing measure or maximum", () => {
    expect(judgeCoolingMeasurement({ measure_before_cooling: 0, measure_after_cooling: 0 }, cooling).verdict).toBe("accept");
    expect(codes(judgeCoolingMeasurement({ measure_before_cooling: 200 }, cooling))).toEqual(["measure_missing"]);
    expect(
      codes(
        judgeCoolingMeasurement(
          { measure_before_cooling: 200, measure_after_cooling: 50 },
          { ...cooling, temperature_after_cooling_max: null },
        ),
      ),
    ).toEqual(["limit_missing"]);
  });
  it("converts °F to °C before judging: 176 °F is 80 °C, 177 °F is above", () => {
    expect(judgeCoolingMeasurement({ measure_before_cooling: 482, measure_after_cooling: 176, unit: "°F" }, cooling)).toMatchObject({
      verdict: "accept",
      measured: { measure_before_cooling: 250, measure_after_cooling: 80 },
    });
    expect(judgeCoolingMeasurement({ measure_before_cooling: 482, measure_after_cooling: 177, unit: "°F" }, cooling).verdict).toBe(
      "reject",
    );
  });
});

describe("Temperature: Accept only when measure is present and within temperature_min and temperature_max inclusive", () => {
  const control = { id: "t1", temperature_min: 100, temperature_max: 250 };
  it("accepts the min and the max, rejects one degree outside either", () => {
    expect(judgeTemperatureMeasurement({ measure: 100 }, control).verdict).toBe("accept");
    expect(judgeTemperatureMeasurement({ measure: 250 }, control).verdict).toBe("accept");
    expect(codes(judgeTemperatureMeasurement({ measure: 99 }, control))).toEqual(["below_min"]);
    expect(codes(judgeTemperatureMeasurement({ measure: 251 }, control))).toEqual(["above_max"]);
  });
  it("rejects a missing measure, and a measure of 0 °C below the min", () => {
    expect(codes(judgeTemperatureMeasurement({ measure: null }, control))).toEqual(["measure_missing"]);
    expect(codes(judgeTemperatureMeasurement({ measure: 0 }, control))).toEqual(["below_min"]);
  });
  it("accepts 0 °C when the range includes it", () => {
    expect(judgeTemperatureMeasurement({ measure: 0 }, { temperature_min: -10, temperature_max: 10 }).verdict).toBe("accept");
  });
  it("judges a preheat (a minimum alone) and an interpass (a maximum alone) on their one bound", () => {
    expect(judgeTemperatureMeasurement({ measure: 150 }, { temperature_min: 100 }).verdict).toBe("accept");
    expect(codes(judgeTemperatureMeasurement({ measure: 90 }, { temperature_min: 100 }))).toEqual(["below_min"]);
    expect(judgeTemperatureMeasurement({ measure: 240 }, { temperature_max: 250 }).verdict).toBe("accept");
    expect(codes(judgeTemperatureMeasurement({ measure: 260 }, { temperature_min: null, temperature_max: 250 }))).toEqual(["above_max"]);
  });
  it("rejects as a missing limit only a row with no bound at all", () => {
    expect(judgeTemperatureMeasurement({ measure: 150 }, { temperature_min: null, temperature_max: null }).reasons).toEqual([
      { code: "limit_missing", params: { limit: "temperature_min" } },
      { code: "limit_missing", params: { limit: "temperature_max" } },
    ]);
  });
  it("converts K and °F: 373.15 K and 212 °F are 100 °C, the min itself", () => {
    expect(judgeTemperatureMeasurement({ measure: 373.15, unit: "K" }, control)).toMatchObject({
      verdict: "accept",
      measured: { measure: 100 },
    });
    expect(judgeTemperatureMeasurement({ measure: 212, unit: "°F" }, control)).toMatchObject({
      verdict: "accept",
      measured: { measure: 100 },
    });
    expect(judgeTemperatureMeasurement({ measure: 211, unit: "°F" }, control).verdict).toBe("reject");
  });
  it("returns the range it was judged against", () => {
    expect(judgeTemperatureMeasurement({ measure: 150 }, control).limits).toEqual({
      temperature_control: "t1",
      unit: "°C",
      min: 100,
      max: 250,
    });
  });
});

describe("Time lapse: Accept when duration_measured is at most the time lapse duration", () => {
  const lapse = { id: "l1", duration: 300 };
  it("accepts a duration equal to the time lapse's, rejects one second more", () => {
    expect(judgeTimeLapseMeasurement({ duration_measured: 300 }, lapse)).toEqual({
      verdict: "accept",
      limits: { time_lapse: "l1", unit: "s", max: 300 },
      measured: { duration_measured: 300 },
      reasons: [],
    });
    expect(codes(judgeTimeLapseMeasurement({ duration_measured: 301 }, lapse))).toEqual(["above_max"]);
  });
  it("accepts zero seconds; rejects a missing duration", () => {
    expect(judgeTimeLapseMeasurement({ duration_measured: 0 }, lapse).verdict).toBe("accept");
    expect(codes(judgeTimeLapseMeasurement({ duration_measured: null }, lapse))).toEqual(["measure_missing"]);
    expect(codes(judgeTimeLapseMeasurement({ duration_measured: 10 }, { duration: null }))).toEqual(["limit_missing"]);
  });
});

describe("Back purging: Accept if welding O2 and flushing O2 are present and not above their maxima", () => {
  const purging = { id: "b1", flushing_max_o2_level_chamber: 1000, welding_max_o2_level_chamber: 50 };
  it("accepts both levels equal to their maxima, rejects one ppm above either", () => {
    expect(judgeBackPurgingMeasurement({ flushing_o2_level_chamber: 1000, welding_o2_level_chamber: 50 }, purging).verdict).toBe("accept");
    expect(judgeBackPurgingMeasurement({ flushing_o2_level_chamber: 1001, welding_o2_level_chamber: 50 }, purging).reasons).toEqual([
      { code: "above_max", params: { field: "flushing_o2_level_chamber", value: 1001, max: 1000, unit: "ppm" } },
    ]);
    expect(codes(judgeBackPurgingMeasurement({ flushing_o2_level_chamber: 1000, welding_o2_level_chamber: 51 }, purging))).toEqual([
      "above_max",
    ]);
  });
  it("accepts 0 ppm; rejects a missing level", () => {
    expect(judgeBackPurgingMeasurement({ flushing_o2_level_chamber: 0, welding_o2_level_chamber: 0 }, purging).verdict).toBe("accept");
    expect(codes(judgeBackPurgingMeasurement({ flushing_o2_level_chamber: 10 }, purging))).toEqual(["measure_missing"]);
  });
  it("rejects when the procedure gives no maximum", () => {
    expect(
      judgeBackPurgingMeasurement({ flushing_o2_level_chamber: 10, welding_o2_level_chamber: 10 }, { welding_max_o2_level_chamber: 50 })
        .reasons,
    ).toEqual([{ code: "limit_missing", params: { limit: "flushing_max_o2_level_chamber" } }]);
  });
  it("converts % to ppm: 0.1 % is 1000 ppm, the maximum itself", () => {
    expect(
      judgeBackPurgingMeasurement({ flushing_o2_level_chamber: 0.1, welding_o2_level_chamber: 0.005, unit: "%" }, purging),
    ).toMatchObject({
      verdict: "accept",
      measured: { flushing_o2_level_chamber: 1000, welding_o2_level_chamber: 50 },
      limits: { unit: "ppm" },
    });
    expect(
      judgeBackPurgingMeasurement({ flushing_o2_level_chamber: 0.11, welding_o2_level_chamber: 0.005, unit: "%" }, purging).verdict,
    ).toBe("reject");
  });
});

describe("Heat treatment: accept when all four values are present and each lies within the supervisor limits and the heat-treatment limits; missing bounds are not checked; otherwise reject", () => {
  const section = {
    id: "h1",
    start_control_temperature: 300,
    end_control_temperature: 300,
    temperature_min: 580,
    temperature_max: 620,
    soaking_duration: 3600,
  };
  const line = (
    name: string,
    min: number | null,
    max: number | null,
    extra: Partial<THeatTreatmentSupervisor> = {},
  ): THeatTreatmentSupervisor => ({
    type: "HEAT_TREATMENT",
    name,
    elements_selected: [],
    supervisor_min: min,
    supervisor_max: max,
    enabled: true,
    ...extra,
  });
  const good = { start_control_temperature: 300, end_control_temperature: 300, temperature: 600, soaking_duration: 3600 };

  it("accepts values on the heat-treatment limits themselves", () => {
    expect(judgeHeatTreatmentMeasurement(good, section, []).verdict).toBe("accept");
    expect(judgeHeatTreatmentMeasurement({ ...good, temperature: 580 }, section, []).verdict).toBe("accept");
    expect(judgeHeatTreatmentMeasurement({ ...good, temperature: 620 }, section, []).verdict).toBe("accept");
  });
  it("rejects one unit outside a heat-treatment limit: temperature, control temperatures above, soaking below", () => {
    expect(codes(judgeHeatTreatmentMeasurement({ ...good, temperature: 579 }, section, []))).toEqual(["below_min"]);
    expect(codes(judgeHeatTreatmentMeasurement({ ...good, temperature: 621 }, section, []))).toEqual(["above_max"]);
    expect(codes(judgeHeatTreatmentMeasurement({ ...good, start_control_temperature: 301 }, section, []))).toEqual(["above_max"]);
    expect(codes(judgeHeatTreatmentMeasurement({ ...good, end_control_temperature: 301 }, section, []))).toEqual(["above_max"]);
    expect(codes(judgeHeatTreatmentMeasurement({ ...good, soaking_duration: 3599 }, section, []))).toEqual(["below_min"]);
  });
  it("rejects when any of the four values is missing", () => {
    for (const value of Object.keys(good)) {
      const judgement = judgeHeatTreatmentMeasurement({ ...good, [value]: null }, section, []);
      expect(judgement.reasons).toEqual([{ code: "measure_missing", params: { field: value } }]);
    }
  });
  it("checks the supervisor limits too: on them accepts, one unit outside rejects", () => {
    const supervisors = [line("temperature", 590, 610), line("soaking_duration", null, 7200)];
    expect(judgeHeatTreatmentMeasurement({ ...good, temperature: 590 }, section, supervisors).verdict).toBe("accept");
    expect(judgeHeatTreatmentMeasurement({ ...good, temperature: 610 }, section, supervisors).verdict).toBe("accept");
    expect(codes(judgeHeatTreatmentMeasurement({ ...good, temperature: 589 }, section, supervisors))).toEqual(["below_min"]);
    expect(codes(judgeHeatTreatmentMeasurement({ ...good, temperature: 611 }, section, supervisors))).toEqual(["above_max"]);
    expect(codes(judgeHeatTreatmentMeasurement({ ...good, soaking_duration: 7201 }, section, supervisors))).toEqual(["above_max"]);
  });
  it("does not check missing bounds: without section limits or supervisors, any four values are accepted", () => {
    const judgement = judgeHeatTreatmentMeasurement(
      { start_control_temperature: 0, end_control_temperature: 0, temperature: 0, soaking_duration: 0 },
      {},
      [],
    );
    expect(judgement.verdict).toBe("accept");
    expect(judgement.limits.values.temperature).toEqual({
      unit: "°C",
      min: null,
      max: null,
      section: { min: null, max: null },
      supervisor: { min: null, max: null },
    });
  });
  it("returns each value's expected range (the tighter of both sources) and both sources", () => {
    const judgement = judgeHeatTreatmentMeasurement(good, section, [line("temperature", 570, 610)]);
    expect(judgement.limits.heat_treatment).toBe("h1");
    expect(judgement.limits.values.temperature).toEqual({
      unit: "°C",
      min: 580,
      max: 610,
      section: { min: 580, max: 620 },
      supervisor: { min: 570, max: 610 },
    });
    expect(judgement.limits.values.soaking_duration).toMatchObject({ unit: "s", min: 3600, max: null });
  });
  it("converts temperatures entered in °F; the soaking duration stays in seconds", () => {
    const judgement = judgeHeatTreatmentMeasurement(
      { start_control_temperature: 572, end_control_temperature: 572, temperature: 1112, soaking_duration: 3600, unit: "°F" },
      section,
      [],
    );
    expect(judgement).toMatchObject({
      verdict: "accept",
      measured: { start_control_temperature: 300, end_control_temperature: 300, temperature: 600, soaking_duration: 3600 },
    });
  });
});

describe("HEAT_TREATMENT supervisor limits", () => {
  it("take enabled HEAT_TREATMENT lines for this heat treatment or for all, the tightest when several", () => {
    const limits = heatTreatmentSupervisorLimits(
      [
        { type: "HEAT_TREATMENT", name: "temperature", elements_selected: [], supervisor_min: 570, supervisor_max: 630, enabled: true },
        { type: "HEAT_TREATMENT", name: "temperature", elements_selected: ["h1"], supervisor_min: 590, supervisor_max: 640, enabled: true },
        { type: "HEAT_TREATMENT", name: "temperature", elements_selected: ["h2"], supervisor_min: 600, supervisor_max: 601, enabled: true },
        { type: "HEAT_TREATMENT", name: "temperature", elements_selected: [], supervisor_min: 0, supervisor_max: 1, enabled: false },
        { type: "TEMPERATURE_CONTROL", name: "temperature", elements_selected: [], supervisor_min: 0, supervisor_max: 1, enabled: true },
      ],
      "h1",
    );
    expect(limits.temperature).toEqual({ min: 590, max: 630 });
    expect(limits.soaking_duration).toEqual({ min: null, max: null });
  });
});

describe("the verdict the server stores", () => {
  it("keeps the verdict, the limits and reasons as judged, and the rules' version", () => {
    const judgement = judgeTimeLapseMeasurement({ duration_measured: 301 }, { id: "l1", duration: 300 });
    expect(storedVerdict(judgement)).toEqual({
      verdict: "reject",
      limits: { time_lapse: "l1", unit: "s", max: 300 },
      reasons: [{ code: "above_max", params: { field: "duration_measured", value: 301, max: 300, unit: "s" } }],
      rules_version: 1,
    });
  });
});

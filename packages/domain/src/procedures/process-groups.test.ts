import { describe, expect, it } from "vitest";
import "../index.js";
import {
  DEFAULT_MINIMUM_CYCLE_TIME,
  describeGroupTrigger,
  describeTriggerCondition,
  displayedPassGroupFields,
  isTriggerConditionMet,
  newTriggerCondition,
  newWeldingProcessGroup,
  normalizeTriggerCondition,
  setTriggerVariableConsidered,
  TRIGGER_DURATION,
  TRIGGER_MESSAGES,
  type TTriggerCondition,
  upsertTriggerCondition,
  ZTriggerCondition,
  ZTriggerConditionCreate,
  ZWeldingProcessCreate,
  ZWeldingProcessGroupCreate,
  ZWeldingProcessGroupUpdate,
} from "./process-groups.js";
import { ID, messagesByPath } from "./test-utils.js";

const validGroup = {
  name: "GMAW short arc",
  minimum_cycle_time: 1,
  integration_step: 0.1,
  occultation_duration_start: 0.5,
  occultation_duration_stop: 0.5,
  buffer_start: 2,
  buffer_stop: 2,
};

describe("welding process group", () => {
  it("starts with the spec's default minimum cycle time of 1 s", () => {
    expect(DEFAULT_MINIMUM_CYCLE_TIME).toBe(1);
    expect(newWeldingProcessGroup().minimum_cycle_time).toBe(1);
  });
  it("requires the name and every timing field", () => {
    const messages = messagesByPath(ZWeldingProcessGroupCreate.safeParse({ name: "" }));
    for (const field of [
      "name",
      "minimum_cycle_time",
      "integration_step",
      "occultation_duration_start",
      "occultation_duration_stop",
      "buffer_start",
      "buffer_stop",
    ]) {
      expect(messages[field], field).toEqual(["Required"]);
    }
  });
  it("accepts a complete group", () => {
    expect(ZWeldingProcessGroupCreate.safeParse(validGroup).success).toBe(true);
  });
  it("keeps the integration step within 0 to 10 s", () => {
    expect(ZWeldingProcessGroupCreate.safeParse({ ...validGroup, integration_step: 0 }).success).toBe(true);
    expect(ZWeldingProcessGroupCreate.safeParse({ ...validGroup, integration_step: 10 }).success).toBe(true);
    expect(messagesByPath(ZWeldingProcessGroupCreate.safeParse({ ...validGroup, integration_step: 10.01 })).integration_step).toEqual([
      "Value must be between 0 and 10",
    ]);
    expect(messagesByPath(ZWeldingProcessGroupCreate.safeParse({ ...validGroup, integration_step: -0.1 })).integration_step).toEqual([
      "Value must be between 0 and 10",
    ]);
  });
  it("takes 1 decimal on occultation durations, none on the minimum cycle time, 3 digits by default", () => {
    expect(
      messagesByPath(ZWeldingProcessGroupCreate.safeParse({ ...validGroup, occultation_duration_start: 0.25 })).occultation_duration_start,
    ).toEqual(["Max 1 decimal(s)"]);
    expect(ZWeldingProcessGroupCreate.safeParse({ ...validGroup, minimum_cycle_time: 1.5 }).success).toBe(false);
    expect(
      messagesByPath(ZWeldingProcessGroupCreate.safeParse({ ...validGroup, occultation_duration_stop: 1000 })).occultation_duration_stop,
    ).toEqual(["Max 3 digits"]);
  });
  it("lets a PATCH send one field only", () => {
    expect(ZWeldingProcessGroupUpdate.safeParse({ buffer_stop: 3 }).success).toBe(true);
  });
});

const considered = (overrides: Partial<TTriggerCondition>): TTriggerCondition => ({ ...newTriggerCondition(true), ...overrides });

describe("trigger condition bounds (spec §5)", () => {
  const cases = [
    { variable: "u", min: -100, max: 100 },
    { variable: "i", min: -500, max: 500 },
    { variable: "wfs", min: 0, max: 20 },
    { variable: "ts", min: -200, max: 200 },
  ] as const;
  for (const { variable, min, max } of cases) {
    it(`${variable}: accepts ${min} and ${max}, refuses beyond by 0.01`, () => {
      const at = (threshold: number) =>
        ZTriggerCondition.safeParse(considered({ [`${variable}_consider`]: true, [`${variable}_threshold`]: threshold }));
      expect(at(min).success).toBe(true);
      expect(at(max).success).toBe(true);
      expect(messagesByPath(at(min - 0.01))[`${variable}_threshold`]).toEqual([`Value must be between ${min} and ${max}`]);
      expect(messagesByPath(at(max + 0.01))[`${variable}_threshold`]).toEqual([`Value must be between ${min} and ${max}`]);
    });
  }
  it("takes 2 decimals on thresholds", () => {
    expect(ZTriggerCondition.safeParse(considered({ u_consider: true, u_threshold: 12.34 })).success).toBe(true);
    expect(messagesByPath(ZTriggerCondition.safeParse(considered({ u_consider: true, u_threshold: 12.345 }))).u_threshold).toEqual([
      "Max 2 decimal(s)",
    ]);
  });
  it("keeps the duration within 0.1 to 20 s with 1 decimal, and refuses zero as not filled in", () => {
    const during = (threshold: number) =>
      ZTriggerCondition.safeParse(considered({ i_consider: true, i_threshold: 5, during_consider: true, during_threshold: threshold }));
    expect(during(0.1).success).toBe(true);
    expect(during(20).success).toBe(true);
    expect(messagesByPath(during(20.1)).during_threshold).toEqual(["Value must be between 0.1 and 20"]);
    expect(messagesByPath(during(0.15)).during_threshold).toEqual(["Max 1 decimal(s)"]);
    expect(messagesByPath(during(0)).during_threshold).toEqual(["Required"]);
  });
  it("defaults the duration threshold to 0.1", () => {
    expect(TRIGGER_DURATION.defaultThreshold).toBe(0.1);
    expect(newTriggerCondition(false).during_threshold).toBe(0.1);
  });
});

describe("trigger condition rules (spec §5)", () => {
  it("refuses a condition where no variable is considered", () => {
    expect(messagesByPath(ZTriggerCondition.safeParse(newTriggerCondition(true)))[""]).toEqual([TRIGGER_MESSAGES.noVariable]);
  });
  it("does not count the duration alone as a variable", () => {
    const onlyDuration = considered({ during_consider: true, during_threshold: 1 });
    expect(messagesByPath(ZTriggerCondition.safeParse(onlyDuration))[""]).toEqual([TRIGGER_MESSAGES.noVariable]);
  });
  it("requires an operator and a threshold for each considered variable", () => {
    const messages = messagesByPath(ZTriggerCondition.safeParse({ is_start: true, u_consider: true, u_operator: null, u_threshold: null }));
    expect(messages.u_operator).toEqual(["Required"]);
    expect(messages.u_threshold).toEqual(["Required"]);
  });
  it("accepts only operators 0 (greater than) and 1 (less than or equal)", () => {
    expect(ZTriggerCondition.safeParse(considered({ u_consider: true, u_operator: 1, u_threshold: 5 })).success).toBe(true);
    expect(ZTriggerCondition.safeParse({ ...considered({ u_consider: true, u_threshold: 5 }), u_operator: 2 }).success).toBe(false);
  });
  it("ignores the values of variables that are not considered", () => {
    expect(
      ZTriggerCondition.safeParse(considered({ u_consider: true, u_threshold: 5, i_threshold: 9999, ts_operator: null as never })).success,
    ).toBe(true);
  });
  it("needs the group id when posted on its own", () => {
    const condition = considered({ u_consider: true, u_threshold: 5 });
    expect(messagesByPath(ZTriggerConditionCreate.safeParse(condition)).welding_process_group).toEqual(["Required"]);
    expect(ZTriggerConditionCreate.safeParse({ ...condition, welding_process_group: ID.a }).success).toBe(true);
  });
  it("resets operator to 0 and threshold to its default when a variable is unchecked", () => {
    const checked = considered({ wfs_consider: true, wfs_operator: 1, wfs_threshold: 7.5, during_consider: true, during_threshold: 3 });
    const unchecked = setTriggerVariableConsidered(checked, "wfs", false);
    expect([unchecked.wfs_consider, unchecked.wfs_operator, unchecked.wfs_threshold]).toEqual([false, 0, 0]);
    const noDuration = setTriggerVariableConsidered(checked, "during", false);
    expect([noDuration.during_consider, noDuration.during_threshold]).toEqual([false, 0.1]);
    const rechecked = setTriggerVariableConsidered(checked, "wfs", true);
    expect(rechecked.wfs_threshold).toBe(7.5);
  });
  it("normalizes what the server stores: unconsidered variables reset, missing flags false", () => {
    const stored = normalizeTriggerCondition({
      is_start: false,
      i_consider: true,
      i_operator: 1,
      i_threshold: 5,
      u_operator: 1,
      u_threshold: 80,
    });
    expect(stored).toMatchObject({ i_consider: true, i_operator: 1, i_threshold: 5, u_consider: false, u_operator: 0, u_threshold: 0 });
    expect(stored).toMatchObject({ logical_operator: "AND", during_consider: false, during_threshold: 0.1, wfs_consider: false });
  });
});

describe("And / Or", () => {
  const start = considered({ u_consider: true, u_operator: 0, u_threshold: 10, i_consider: true, i_operator: 0, i_threshold: 50 });
  it("And needs every considered variable", () => {
    expect(isTriggerConditionMet(start, { u: 12, i: 60 })).toBe(true);
    expect(isTriggerConditionMet(start, { u: 12, i: 40 })).toBe(false);
    expect(isTriggerConditionMet(start, { u: 10, i: 60 })).toBe(false);
  });
  it("Or needs one of them", () => {
    const either = { ...start, logical_operator: "OR" as const };
    expect(isTriggerConditionMet(either, { u: 12, i: 40 })).toBe(true);
    expect(isTriggerConditionMet(either, { u: 5, i: 40 })).toBe(false);
  });
  it("operator 1 is less than or equal, inclusive", () => {
    const stop = considered({ is_start: false, i_consider: true, i_operator: 1, i_threshold: 5 });
    expect(isTriggerConditionMet(stop, { i: 5 })).toBe(true);
    expect(isTriggerConditionMet(stop, { i: 5.01 })).toBe(false);
    expect(isTriggerConditionMet(stop, { i: null })).toBe(false);
  });
  it("writes the condition text of the groups list", () => {
    expect(describeTriggerCondition({ ...start, during_consider: true, during_threshold: 0.5 })).toBe("U > 10 V And I > 50 A during 0.5 s");
    expect(describeTriggerCondition({ ...start, logical_operator: "OR", i_operator: 1 })).toBe("U > 10 V Or I <= 50 A");
    const stop = considered({ is_start: false, ts_consider: true, ts_operator: 1, ts_threshold: 2 });
    expect(describeGroupTrigger([start, stop], true)).toBe("U > 10 V And I > 50 A");
    expect(describeGroupTrigger([start, stop, { ...start, u_threshold: 20 }], true)).toBe(
      "(U > 10 V And I > 50 A) Or (U > 20 V And I > 50 A)",
    );
    expect(describeGroupTrigger([start], false)).toBe("");
  });
  it("writes the condition text in the reader's words and number format (French: et, decimal comma)", () => {
    const french = { and: "et", or: "ou", during: "pendant", number: (value: number) => String(value).replace(".", ",") };
    const condition = { ...start, u_threshold: 12.5, during_consider: true, during_threshold: 0.5 };
    expect(describeTriggerCondition(condition, french)).toBe("U > 12,5 V et I > 50 A pendant 0,5 s");
  });
  it("adds a created condition and replaces an edited one by position", () => {
    expect(upsertTriggerCondition(["a", "b"], "c")).toEqual(["a", "b", "c"]);
    expect(upsertTriggerCondition(["a", "b"], "c", 0)).toEqual(["c", "b"]);
  });
});

describe("welding process", () => {
  it("requires a name and keeps k within (0, 1] with 2 decimals", () => {
    expect(messagesByPath(ZWeldingProcessCreate.safeParse({})).name).toEqual(["Required"]);
    expect(ZWeldingProcessCreate.safeParse({ name: "GMAW", k_factor: 0.8 }).success).toBe(true);
    expect(messagesByPath(ZWeldingProcessCreate.safeParse({ name: "GMAW", k_factor: 0 })).k_factor).toEqual([
      "Value must be between 0.01 and 1",
    ]);
    expect(messagesByPath(ZWeldingProcessCreate.safeParse({ name: "GMAW", k_factor: 1.2 })).k_factor).toEqual([
      "Value must be between 0.01 and 1",
    ]);
  });
  it("lists the pass-group rows its display flags show", () => {
    expect(displayedPassGroupFields({ display_gas_flow: true, display_nozzle: false, display_hw_heat_input: true })).toEqual([
      "gas_flow",
      "hw_heat_input",
    ]);
    expect(displayedPassGroupFields(null)).toEqual([]);
  });
});

import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { MESSAGE_CATALOGUE, message, type TMessage } from "../messages/catalogue.js";
import { checkDecimalMessage, MEASURE_MAX, zMeasure, zName, zText } from "../validation/fields.js";
import { codedIssue } from "../validation/messages.js";
import { K_FACTOR, MINIMUM_CYCLE_TIME, OCCULTATION_DURATION } from "./measure-kinds.js";
import { numberText, zFixed, zFlag, zRef } from "./shared.js";

// ---------------------------------------------------------------------------------------------------------
// Welding process group (spec §3): timings, in seconds, that decide when the arc data of a cycle starts and
// stops being taken into account.
// ---------------------------------------------------------------------------------------------------------

/** Spec §9: default minimum cycle time of a process group. */
export const DEFAULT_MINIMUM_CYCLE_TIME = 1;
/** Spec §5 and §9: integration step range, seconds. */
export const INTEGRATION_STEP_RANGE = { min: 0, max: 10 } as const;

/** Spec (platform §5): occultation durations 1 decimal, minimum cycle time 0; default digit limit 3. */
export const zOccultationDuration = () => zFixed(OCCULTATION_DURATION);
export const zMinimumCycleTime = () => zFixed(MINIMUM_CYCLE_TIME);

const processGroupShape = {
  name: zName(),
  minimum_cycle_time: zMinimumCycleTime(),
  integration_step: zFixed({ decimals: 2, ...INTEGRATION_STEP_RANGE }),
  /** Seconds after the start threshold during which data is hidden ("start threshold + N s"). */
  occultation_duration_start: zOccultationDuration(),
  /** Seconds before the stop threshold during which data is hidden ("stop threshold - N s"). */
  occultation_duration_stop: zOccultationDuration(),
  buffer_start: zFixed({ decimals: 1, min: 0, digits: 3 }),
  buffer_stop: zFixed({ decimals: 1, min: 0, digits: 3 }),
};

/** Spec §5: "Process group name and timing fields required." */
export const ZWeldingProcessGroupCreate = z.object(processGroupShape);
export type TWeldingProcessGroupCreate = z.infer<typeof ZWeldingProcessGroupCreate>;
export const ZWeldingProcessGroupUpdate = z.object(processGroupShape).partial();
export type TWeldingProcessGroupUpdate = z.infer<typeof ZWeldingProcessGroupUpdate>;

export interface TWeldingProcessGroup extends TWeldingProcessGroupCreate {
  id: string;
  trigger_conditions?: TTriggerCondition[];
}

/** Starting values of the group form. */
export function newWeldingProcessGroup(): TWeldingProcessGroupCreate {
  return {
    name: "",
    minimum_cycle_time: DEFAULT_MINIMUM_CYCLE_TIME,
    integration_step: 0,
    occultation_duration_start: 0,
    occultation_duration_stop: 0,
    buffer_start: 0,
    buffer_stop: 0,
  };
}

export const weldingProcessGroups = defineResource({
  key: "weldingProcessGroup",
  path: "welding-process-groups",
  area: "reference",
  schema: ZWeldingProcessGroupCreate,
  answerFields: { trigger_conditions: z.array(z.lazy(() => ZTriggerConditionAnswer)).describe("Its start and stop conditions.") },
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "minimum_cycle_time", kind: "number", decimals: 0, required: true },
    { key: "integration_step", kind: "number", decimals: 2, required: true },
    { key: "occultation_duration_start", kind: "number", decimals: 1, required: true, column: true },
    { key: "occultation_duration_stop", kind: "number", decimals: 1, required: true, column: true },
    { key: "buffer_start", kind: "number", decimals: 1, required: true, column: true },
    { key: "buffer_stop", kind: "number", decimals: 1, required: true, column: true },
  ],
  searchFields: ["name"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  uniqueName: true,
});

// ---------------------------------------------------------------------------------------------------------
// Trigger conditions (spec §3, §5, §9)
// ---------------------------------------------------------------------------------------------------------

/** Spec §3: operator 0 means "greater than", 1 means "less than or equal". */
export const TRIGGER_OPERATORS = { greaterThan: 0, lessOrEqual: 1 } as const;
export type TTriggerOperator = 0 | 1;
export const TRIGGER_OPERATOR_SYMBOLS: Record<TTriggerOperator, string> = { 0: ">", 1: "<=" };

/** How the considered variables of one condition combine (spec §3: "Conditions combine with And or Or"). */
export const TRIGGER_LOGICAL_OPERATORS = ["AND", "OR"] as const;
export type TTriggerLogicalOperator = (typeof TRIGGER_LOGICAL_OPERATORS)[number];

/**
 * Spec §5: the signal variables and their bounds, in fixed units (never converted): U in V, I in A, wire
 * feed speed in m/min, travel speed in cm/min; 2 decimals. Default threshold when unchecked: 0 (decided).
 */
export const TRIGGER_VARIABLES = {
  u: { label: "U", unit: "V", min: -100, max: 100, decimals: 2, defaultThreshold: 0 },
  i: { label: "I", unit: "A", min: -500, max: 500, decimals: 2, defaultThreshold: 0 },
  wfs: { label: "WFS", unit: "m/min", min: 0, max: 20, decimals: 2, defaultThreshold: 0 },
  ts: { label: "TS", unit: "cm/min", min: -200, max: 200, decimals: 2, defaultThreshold: 0 },
} as const;
export type TTriggerVariable = keyof typeof TRIGGER_VARIABLES;
export const TRIGGER_VARIABLE_KEYS = Object.keys(TRIGGER_VARIABLES) as TTriggerVariable[];

/** Spec §5 and §9: the duration ("during", T) in seconds, 0.1 to 20, 1 decimal, default 0.1, fixed operator. */
export const TRIGGER_DURATION = { label: "T", unit: "s", min: 0.1, max: 20, decimals: 1, defaultThreshold: 0.1 } as const;

export const TRIGGER_MESSAGES = {
  /** Spec §5: "can be saved only if at least one variable is considered" (text decided). */
  noVariable: MESSAGE_CATALOGUE.no_trigger_variable,
} as const;

const zOperator = () => z.union([z.literal(0), z.literal(1)]).nullish();
const zThreshold = () => zMeasure(-MEASURE_MAX).nullish();

const triggerConditionShape = {
  id: z.uuid().optional(),
  is_start: z.boolean(),
  logical_operator: z.enum(TRIGGER_LOGICAL_OPERATORS).optional(),
  u_consider: zFlag(),
  u_operator: zOperator(),
  u_threshold: zThreshold(),
  i_consider: zFlag(),
  i_operator: zOperator(),
  i_threshold: zThreshold(),
  wfs_consider: zFlag(),
  wfs_operator: zOperator(),
  wfs_threshold: zThreshold(),
  ts_consider: zFlag(),
  ts_operator: zOperator(),
  ts_threshold: zThreshold(),
  during_consider: zFlag(),
  during_threshold: zThreshold(),
};

type TConditionFields = { [K in keyof typeof triggerConditionShape]?: z.output<(typeof triggerConditionShape)[K]> };

/** The spec's message for a threshold out of bounds or with too many decimals, or null. */
function thresholdMessage(value: number, bounds: { min: number; max: number; decimals: number }): TMessage | null {
  return checkDecimalMessage(numberText(value), bounds);
}

function refineTriggerCondition(condition: TConditionFields, ctx: z.RefinementCtx): void {
  if (!TRIGGER_VARIABLE_KEYS.some((variable) => condition[`${variable}_consider`] === true)) {
    ctx.addIssue({ ...codedIssue(message("no_trigger_variable")), path: [] });
  }
  for (const variable of TRIGGER_VARIABLE_KEYS) {
    if (condition[`${variable}_consider`] !== true) continue;
    const operator = condition[`${variable}_operator`];
    const threshold = condition[`${variable}_threshold`];
    if (operator === null || operator === undefined) ctx.addIssue({ ...codedIssue(message("required")), path: [`${variable}_operator`] });
    if (threshold === null || threshold === undefined) {
      ctx.addIssue({ ...codedIssue(message("required")), path: [`${variable}_threshold`] });
    } else {
      const found = thresholdMessage(threshold, TRIGGER_VARIABLES[variable]);
      if (found) ctx.addIssue({ ...codedIssue(found), path: [`${variable}_threshold`] });
    }
  }
  if (condition.during_consider === true) {
    const threshold = condition.during_threshold;
    // Spec: "duration needs a non-zero threshold"; zero reads as not filled in.
    if (threshold === null || threshold === undefined || threshold === 0) {
      ctx.addIssue({ ...codedIssue(message("required")), path: ["during_threshold"] });
    } else {
      const found = thresholdMessage(threshold, TRIGGER_DURATION);
      if (found) ctx.addIssue({ ...codedIssue(found), path: ["during_threshold"] });
    }
  }
}

/**
 * One condition as the dialog edits it (inside a group, so without the group id). Considered variables
 * need an operator and a threshold within the spec's bounds. Run `normalizeTriggerCondition` before saving.
 */
export const ZTriggerCondition = z.object(triggerConditionShape).superRefine(refineTriggerCondition);
export type TTriggerConditionInput = z.input<typeof ZTriggerCondition>;

/** A stored condition as its group's answer lists it (the conditions' own list answers the same). */
const ZTriggerConditionAnswer = z.object({
  ...triggerConditionShape,
  id: z.uuid(),
  welding_process_group: z.uuid(),
  client: z.uuid(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** POST welding-process-group-trigger-conditions/. */
export const ZTriggerConditionCreate = z
  .object({ ...triggerConditionShape, welding_process_group: z.uuid() })
  .superRefine(refineTriggerCondition);
export type TTriggerConditionCreate = z.infer<typeof ZTriggerConditionCreate>;
/** PATCH: the dialog's edit replaces the whole condition (spec §2), so the body is complete. */
export const ZTriggerConditionUpdate = ZTriggerCondition;

export interface TTriggerCondition {
  id?: string;
  welding_process_group?: string;
  is_start: boolean;
  logical_operator: TTriggerLogicalOperator;
  u_consider: boolean;
  u_operator: TTriggerOperator;
  u_threshold: number;
  i_consider: boolean;
  i_operator: TTriggerOperator;
  i_threshold: number;
  wfs_consider: boolean;
  wfs_operator: TTriggerOperator;
  wfs_threshold: number;
  ts_consider: boolean;
  ts_operator: TTriggerOperator;
  ts_threshold: number;
  during_consider: boolean;
  during_threshold: number;
}

/** A new condition: nothing considered, operators 0, default thresholds (duration 0.1), And. */
export function newTriggerCondition(isStart: boolean): TTriggerCondition {
  return {
    is_start: isStart,
    logical_operator: "AND",
    u_consider: false,
    u_operator: 0,
    u_threshold: TRIGGER_VARIABLES.u.defaultThreshold,
    i_consider: false,
    i_operator: 0,
    i_threshold: TRIGGER_VARIABLES.i.defaultThreshold,
    wfs_consider: false,
    wfs_operator: 0,
    wfs_threshold: TRIGGER_VARIABLES.wfs.defaultThreshold,
    ts_consider: false,
    ts_operator: 0,
    ts_threshold: TRIGGER_VARIABLES.ts.defaultThreshold,
    during_consider: false,
    during_threshold: TRIGGER_DURATION.defaultThreshold,
  };
}

/**
 * Spec §5: unchecking a variable resets its operator to 0 and its threshold to its default. The duration
 * operator is fixed, so only its threshold resets (to 0.1).
 */
export function setTriggerVariableConsidered(
  condition: TTriggerCondition,
  variable: TTriggerVariable | "during",
  considered: boolean,
): TTriggerCondition {
  if (variable === "during") {
    return {
      ...condition,
      during_consider: considered,
      during_threshold: considered ? condition.during_threshold : TRIGGER_DURATION.defaultThreshold,
    };
  }
  if (considered) return { ...condition, [`${variable}_consider`]: true };
  return {
    ...condition,
    [`${variable}_consider`]: false,
    [`${variable}_operator`]: 0,
    [`${variable}_threshold`]: TRIGGER_VARIABLES[variable].defaultThreshold,
  };
}

/** What the server stores: every flag set, and unconsidered variables at operator 0 and default threshold. */
export function normalizeTriggerCondition<T extends TConditionFields & { is_start: boolean }>(condition: T): T & TTriggerCondition {
  let result = { ...newTriggerCondition(condition.is_start), ...stripUndefined(condition) } as T & TTriggerCondition;
  for (const variable of [...TRIGGER_VARIABLE_KEYS, "during"] as const) {
    result = setTriggerVariableConsidered(result, variable, result[`${variable}_consider`] === true) as T & TTriggerCondition;
  }
  return result;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null)) as Partial<T>;
}

/** Is the condition met by one sample (durations aside)? Considered variables combine with And or Or. */
export function isTriggerConditionMet(condition: TTriggerCondition, sample: Partial<Record<TTriggerVariable, number | null>>): boolean {
  const results = TRIGGER_VARIABLE_KEYS.filter((variable) => condition[`${variable}_consider`]).map((variable) => {
    const value = sample[variable];
    if (value === null || value === undefined) return false;
    const threshold = condition[`${variable}_threshold`];
    return condition[`${variable}_operator`] === TRIGGER_OPERATORS.greaterThan ? value > threshold : value <= threshold;
  });
  if (results.length === 0) return false;
  return condition.logical_operator === "OR" ? results.some(Boolean) : results.every(Boolean);
}

/** Words of the condition text; the web passes translated ones. */
export interface TTriggerWords {
  and: string;
  or: string;
  during: string;
  /** Thresholds as the reader writes numbers (a decimal comma in French); as stored by default. */
  number?: (value: number) => string;
}
const ENGLISH_TRIGGER_WORDS: TTriggerWords = { and: "And", or: "Or", during: "during" };

/** The condition text of the groups list, e.g. "U > 12 V And I > 40 A during 0.5 s". */
export function describeTriggerCondition(condition: TTriggerCondition, words: TTriggerWords = ENGLISH_TRIGGER_WORDS): string {
  const number = (value: number) => (words.number ? words.number(value) : String(value));
  const parts = TRIGGER_VARIABLE_KEYS.filter((variable) => condition[`${variable}_consider`]).map((variable) => {
    const { label, unit } = TRIGGER_VARIABLES[variable];
    return `${label} ${TRIGGER_OPERATOR_SYMBOLS[condition[`${variable}_operator`]]} ${number(condition[`${variable}_threshold`])} ${unit}`;
  });
  const joined = parts.join(` ${condition.logical_operator === "OR" ? words.or : words.and} `);
  return condition.during_consider ? `${joined} ${words.during} ${number(condition.during_threshold)} ${TRIGGER_DURATION.unit}` : joined;
}

/**
 * The start (or stop) text of a group: its conditions of that kind, any one of which fires (decisions.md),
 * so they are joined with Or and bracketed when there are several.
 */
export function describeGroupTrigger(
  conditions: readonly TTriggerCondition[],
  isStart: boolean,
  words: TTriggerWords = ENGLISH_TRIGGER_WORDS,
): string {
  const texts = conditions
    .filter((condition) => condition.is_start === isStart)
    .map((condition) => describeTriggerCondition(condition, words));
  return texts.length > 1 ? texts.map((text) => `(${text})`).join(` ${words.or} `) : (texts[0] ?? "");
}

/** Spec §2: the dialog's create adds to the list, its edit replaces by position. */
export function upsertTriggerCondition<T>(conditions: readonly T[], condition: T, position?: number): T[] {
  if (position === undefined || position < 0 || position >= conditions.length) return [...conditions, condition];
  return conditions.map((existing, index) => (index === position ? condition : existing));
}

export const weldingProcessGroupTriggerConditions = defineResource({
  key: "weldingProcessGroupTriggerCondition",
  path: "welding-process-group-trigger-conditions",
  area: "reference",
  schema: ZTriggerConditionCreate,
  fields: [
    { key: "welding_process_group", kind: "reference", target: "weldingProcessGroup", required: true },
    { key: "is_start", kind: "boolean", required: true, column: true },
    { key: "logical_operator", kind: "choice", options: TRIGGER_LOGICAL_OPERATORS, column: true },
  ],
  searchFields: [],
  orderingFields: ["created_at"],
  defaultOrdering: "created_at",
  filterFields: ["welding_process_group", "is_start"],
});

// ---------------------------------------------------------------------------------------------------------
// Welding process (spec §3)
// ---------------------------------------------------------------------------------------------------------

/** Spec §3: the flags that show optional rows of the pass-group matrix for this process. */
export const PROCESS_DISPLAY_FLAGS = [
  "display_contact_tip_work_distance",
  "display_nozzle",
  "display_torches_distance",
  "display_torches_angle",
  "display_torches_offset",
  "display_shielding_gas",
  "display_gas_flow",
  "display_oscillation_frequency",
  "display_oscillation_width",
  "display_wire_feed_speed",
  "display_frequency",
  "display_current_base",
  "display_current_peak",
  "display_hw_current",
  "display_hw_voltage",
  "display_hw_heat_input",
] as const;
export type TProcessDisplayFlag = (typeof PROCESS_DISPLAY_FLAGS)[number];

/** Thermal efficiency factor k: above 0, at most 1, 2 decimals (K_FACTOR). */
export const zKFactor = () => zFixed(K_FACTOR);

const processShape = {
  name: zName(),
  description: zText(),
  /** One standard per line. */
  standards: zText(),
  welding_process_group: zRef(),
  k_factor: zKFactor().nullish(),
  rms: zFlag(),
  ...(Object.fromEntries(PROCESS_DISPLAY_FLAGS.map((flag) => [flag, zFlag()])) as Record<TProcessDisplayFlag, ReturnType<typeof zFlag>>),
};

export const ZWeldingProcessCreate = z.object(processShape);
export type TWeldingProcessCreate = z.infer<typeof ZWeldingProcessCreate>;
export const ZWeldingProcessUpdate = z.object(processShape).partial();
export type TWeldingProcessUpdate = z.infer<typeof ZWeldingProcessUpdate>;

export type TWeldingProcess = {
  id: string;
  name: string;
  description?: string | null;
  standards?: string | null;
  welding_process_group?: string | null;
  k_factor?: number | null;
  rms?: boolean | null;
} & Partial<Record<TProcessDisplayFlag, boolean | null>>;

export const weldingProcesses = defineResource({
  key: "weldingProcess",
  path: "welding-processes",
  area: "reference",
  schema: ZWeldingProcessCreate,
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "description", kind: "textarea", column: true },
    { key: "standards", kind: "lines", column: true },
    { key: "welding_process_group", kind: "reference", target: "weldingProcessGroup", column: true },
    { key: "k_factor", kind: "number", decimals: 2, column: true },
    { key: "rms", kind: "boolean", column: true },
    ...PROCESS_DISPLAY_FLAGS.map((key) => ({ key, kind: "boolean" as const })),
  ],
  searchFields: ["name", "description", "standards"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  filterFields: ["welding_process_group"],
});

/** The pass-group rows a process shows, keyed by the field they hold (display_gas_flow → gas_flow). */
export function displayedPassGroupFields(process: Partial<Record<TProcessDisplayFlag, boolean | null>> | null | undefined): string[] {
  if (!process) return [];
  return PROCESS_DISPLAY_FLAGS.filter((flag) => process[flag] === true).map((flag) => flag.slice("display_".length));
}

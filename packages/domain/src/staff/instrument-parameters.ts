import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { MESSAGE_CATALOGUE, message, type TMessage } from "../messages/catalogue.js";

/**
 * Spec §3 "Instrument type parameter": what a product model says about each of its instrument types.
 * Which parameters apply depends on the kind of sensor, read from the platform's locked type names.
 */
export const SENSOR_KINDS = ["voltage", "current", "gasFlow", "wireFeedSpeed", "travelSpeed", "none"] as const;
export type TSensorKind = (typeof SENSOR_KINDS)[number];

/** The locked measuring instrument types the platform seeds, by kind. A client's own types have no parameters. */
export const SENSOR_TYPE_NAMES: Record<Exclude<TSensorKind, "none">, string> = {
  voltage: "Voltage sensor",
  current: "Current sensor",
  gasFlow: "Gas flow sensor",
  wireFeedSpeed: "Wire feed speed sensor",
  travelSpeed: "Travel speed sensor",
};

export const INSTRUMENT_PARAMETER_FIELDS = [
  "min_input_value",
  "max_input_value",
  "min_output_value",
  "max_output_value",
  "encoder_resolution",
  "diameter",
  "gear_diameter",
  "motor_reducer",
] as const;
export type TInstrumentParameterField = (typeof INSTRUMENT_PARAMETER_FIELDS)[number];

const RANGE_FIELDS = ["min_input_value", "max_input_value", "min_output_value", "max_output_value"] as const;

/** Spec §3: the parameters each kind of sensor takes; Caliper, Gauge and the client's own types take none. */
export const PARAMETERS_BY_KIND: Record<TSensorKind, readonly TInstrumentParameterField[]> = {
  voltage: RANGE_FIELDS,
  current: RANGE_FIELDS,
  gasFlow: RANGE_FIELDS,
  wireFeedSpeed: ["encoder_resolution", "diameter"],
  travelSpeed: ["encoder_resolution", "gear_diameter", "motor_reducer"],
  none: [],
};

/**
 * The unit a parameter is kept in. Input ranges are in the sensor's quantity (V, A, L/min, the stored gas
 * flow unit); output ranges are the signal the sensor gives the edge server, in volts.
 */
export function parameterUnit(kind: TSensorKind, field: TInstrumentParameterField): string | null {
  if (field === "min_input_value" || field === "max_input_value") {
    return kind === "voltage" ? "V" : kind === "current" ? "A" : kind === "gasFlow" ? "L/min" : null;
  }
  if (field === "min_output_value" || field === "max_output_value") return "V";
  if (field === "encoder_resolution") return "pul/rev";
  if (field === "diameter" || field === "gear_diameter") return "mm";
  return null;
}

export function sensorKindOf(typeName: string | null | undefined, isSystemType: boolean): TSensorKind {
  if (!isSystemType || !typeName) return "none";
  const found = (Object.entries(SENSOR_TYPE_NAMES) as [Exclude<TSensorKind, "none">, string][]).find(([, name]) => name === typeName);
  return found ? found[0] : "none";
}

export const INSTRUMENT_PARAMETER_MESSAGES = {
  minNotBelowMax: MESSAGE_CATALOGUE.min_not_below_max,
  typeNotInModel: MESSAGE_CATALOGUE.parameter_type_not_in_model,
  typeAlreadySet: MESSAGE_CATALOGUE.parameter_type_already_set,
  positive: MESSAGE_CATALOGUE.positive,
  wholeNumber: MESSAGE_CATALOGUE.whole_number,
} as const;

type TParameterValues = Partial<Record<TInstrumentParameterField, number | null | undefined>>;

/**
 * The parameters of one type of one model, checked as a whole: every parameter of the kind is required
 * (a sensor cannot be scaled with half its values), ranges go from a lower to a higher value, encoder
 * resolutions are whole pulses per revolution and sizes are positive.
 */
export function parameterIssues(kind: TSensorKind, values: TParameterValues): Partial<Record<TInstrumentParameterField, TMessage>> {
  const issues: Partial<Record<TInstrumentParameterField, TMessage>> = {};
  for (const field of PARAMETERS_BY_KIND[kind]) {
    const value = values[field];
    if (value === null || value === undefined) issues[field] = message("required");
    else if (field === "encoder_resolution" && !Number.isInteger(value)) issues[field] = message("whole_number");
    else if (!RANGE_FIELDS.includes(field as (typeof RANGE_FIELDS)[number]) && value <= 0) issues[field] = message("positive");
  }
  const below = (min: TInstrumentParameterField, max: TInstrumentParameterField) => {
    const low = values[min];
    const high = values[max];
    if (issues[min] || issues[max] || low === null || low === undefined || high === null || high === undefined) return;
    if (low >= high) issues[max] = message("min_not_below_max");
  };
  if (PARAMETERS_BY_KIND[kind].includes("min_input_value")) {
    below("min_input_value", "max_input_value");
    below("min_output_value", "max_output_value");
  }
  return issues;
}

/** Parameters the kind does not take are emptied, as the form hides them (not refused). */
export function keepKindParameters(kind: TSensorKind, values: TParameterValues): Record<TInstrumentParameterField, number | null> {
  const kept = PARAMETERS_BY_KIND[kind];
  return Object.fromEntries(
    INSTRUMENT_PARAMETER_FIELDS.map((field) => [field, kept.includes(field) ? (values[field] ?? null) : null]),
  ) as Record<TInstrumentParameterField, number | null>;
}

const zParameter = () => z.number().min(-1_000_000).max(1_000_000).nullish();

/** Spec §7 `instrumentTypesParameters`: one row per product model and type (a type once per model). */
export const instrumentTypesParameters = defineResource({
  key: "instrumentTypesParameter",
  path: "instrument-types-parameters",
  area: "staff",
  answerFields: { sensor_kind: z.enum(SENSOR_KINDS).describe("What the instrument type measures, for the edge servers.") },
  schema: z.object({
    product_model: z.uuid(),
    instrument_type: z.uuid(),
    ...Object.fromEntries(INSTRUMENT_PARAMETER_FIELDS.map((field) => [field, zParameter()])),
  } as { product_model: z.ZodUUID; instrument_type: z.ZodUUID } & Record<TInstrumentParameterField, ReturnType<typeof zParameter>>),
  fields: [
    { key: "product_model", kind: "reference", target: "productModel", required: true, column: true },
    { key: "instrument_type", kind: "reference", target: "measuringInstrumentType", required: true, column: true },
    { key: "min_input_value", kind: "number", decimals: 3, column: true },
    { key: "max_input_value", kind: "number", decimals: 3, column: true },
    { key: "min_output_value", kind: "number", decimals: 3, column: true },
    { key: "max_output_value", kind: "number", decimals: 3, column: true },
    { key: "encoder_resolution", kind: "number", decimals: 0, column: true },
    { key: "diameter", kind: "number", decimals: 3, column: true },
    { key: "gear_diameter", kind: "number", decimals: 3, column: true },
    { key: "motor_reducer", kind: "number", decimals: 3, column: true },
  ],
  searchFields: [],
  orderingFields: ["created_at"],
  defaultOrdering: "created_at",
  filterFields: ["product_model", "instrument_type"],
});

import {
  ALERT_ATTRIBUTE_UNITS,
  ALERT_SUPERVISOR_TYPES,
  alertAttributes,
  type TAlertSupervisor,
  type TAlertSupervisorType,
  type TAlertsSupervisorsSave,
  ZAlertsSupervisorsSave,
} from "@weldtrace/domain";
import { newRowKey, type TFieldErrors } from "../draft";
import { formatForDisplay, parseDisplayValue, type TBaseline, type TNumberKind, type TUnitSystem } from "../units";

/** The procedure's list whose rows a section's alert lines may be narrowed to. */
export const ALERT_SECTION_LISTS: Record<TAlertSupervisorType, string> = {
  PASS_GROUP: "pass_group",
  TEMPERATURE_CONTROL: "temperature_control",
  HEAT_TREATMENT: "heat_treatment",
  COOLING: "cooling",
  TIME_LAPSE: "time_lapse",
  BACK_PURGING: "back_purging",
};

const converted = (category: Extract<TNumberKind, { kind: "converted" }>["category"], decimals: string): TNumberKind => ({
  kind: "converted",
  category,
  decimals,
});

/** How each supervised value is shown: its base unit (ALERT_ATTRIBUTE_UNITS) converted to the procedure's units. */
export function alertValueKind(type: TAlertSupervisorType, attribute: string): TNumberKind {
  const base = (ALERT_ATTRIBUTE_UNITS[type] as Record<string, string>)[attribute];
  switch (base) {
    case "A":
      return { kind: "fixed", unit: "A", decimals: 1, digits: 4 };
    case "V":
      return { kind: "fixed", unit: "V", decimals: 1, digits: 3 };
    case "s":
      return { kind: "fixed", unit: "s", decimals: 1 };
    case "m/min":
      return converted("wire_feed_speed", "wire_feed_speed");
    case "cm/min":
      return converted("travel_speed", "travel_speed");
    case "kJ/mm":
      return converted("heat_input", "heat_input");
    case "L/min":
      return converted("gas_flow", "gas_flow");
    case "°C":
      return converted("temperature", "temperature");
    case "ppm":
      return converted("gas_composition", "gas_composition");
    default:
      return { kind: "fixed", unit: base ?? null, decimals: 3 };
  }
}

/** One configuration line as the screen edits it: limits as typed in the display unit. */
export interface TAlertLine {
  _key: string;
  _base: Record<string, TBaseline>;
  id?: string;
  type: TAlertSupervisorType;
  name: string;
  elements_selected: string[];
  supervisor_min: string;
  supervisor_max: string;
  percentage: string;
  time: string;
  enabled: boolean;
  warning: boolean;
  out_of_range: boolean;
}

const text = (value: number | null | undefined) => (typeof value === "number" ? String(value) : "");

function toLine(supervisor: TAlertSupervisor, units: TUnitSystem): TAlertLine {
  const kind = alertValueKind(supervisor.type, supervisor.name);
  const base: Record<string, TBaseline> = {};
  const shown = (field: "supervisor_min" | "supervisor_max") => {
    const value = supervisor[field];
    const display = formatForDisplay(value, kind, units);
    if (typeof value === "number") base[field] = { text: display, value };
    return display;
  };
  return {
    _key: supervisor.id ?? newRowKey(),
    _base: base,
    id: supervisor.id,
    type: supervisor.type,
    name: supervisor.name,
    elements_selected: [...(supervisor.elements_selected ?? [])],
    supervisor_min: shown("supervisor_min"),
    supervisor_max: shown("supervisor_max"),
    percentage: text(supervisor.percentage),
    time: text(supervisor.time),
    enabled: supervisor.enabled,
    warning: supervisor.warning,
    out_of_range: supervisor.out_of_range,
  };
}

/** A line for an attribute that has none yet: off, both alert kinds ready, limits from the procedure. */
export function blankLine(type: TAlertSupervisorType, name: string): TAlertLine {
  return {
    _key: newRowKey(),
    _base: {},
    type,
    name,
    elements_selected: [],
    supervisor_min: "",
    supervisor_max: "",
    percentage: "",
    time: "",
    enabled: false,
    warning: true,
    out_of_range: true,
  };
}

/** Saved lines, plus an unset line for every attribute that has none, section by section. */
export function toAlertLines(saved: readonly TAlertSupervisor[], units: TUnitSystem): TAlertLine[] {
  const lines = saved.map((supervisor) => toLine(supervisor, units));
  for (const type of ALERT_SUPERVISOR_TYPES) {
    for (const name of alertAttributes(type)) {
      if (!lines.some((line) => line.type === type && line.name === name)) lines.push(blankLine(type, name));
    }
  }
  const order = (line: TAlertLine) => ALERT_SUPERVISOR_TYPES.indexOf(line.type) * 100 + alertAttributes(line.type).indexOf(line.name);
  return lines
    .map((line, place) => ({ line, place }))
    .sort((a, b) => order(a.line) - order(b.line) || a.place - b.place)
    .map(({ line }) => line);
}

/** A line worth sending: saved before, switched on, or given a value. */
const isUsed = (line: TAlertLine) =>
  line.id !== undefined ||
  line.enabled ||
  [line.supervisor_min, line.supervisor_max, line.percentage, line.time].some((value) => value.trim() !== "") ||
  line.elements_selected.length > 0;

/** The lines → PUT alerts-supervisors body in base units, checked by the domain's schema; errors by "<line key>.<field>". */
export function buildAlertsSave(
  procedure: string,
  lines: readonly TAlertLine[],
  units: TUnitSystem,
): { data: TAlertsSupervisorsSave; errors?: undefined } | { data?: undefined; errors: TFieldErrors } {
  const errors: TFieldErrors = {};
  const sent = lines.filter(isUsed);
  const supervisors = sent.map((line) => {
    const kind = alertValueKind(line.type, line.name);
    const read = (field: "supervisor_min" | "supervisor_max" | "percentage" | "time") => {
      const parsed = parseDisplayValue(
        line[field],
        field === "percentage"
          ? { kind: "fixed", unit: "%", decimals: 1 }
          : field === "time"
            ? { kind: "fixed", unit: "s", decimals: 1 }
            : kind,
        units,
        { baseline: line._base[field] },
      );
      if (parsed.error !== undefined) {
        errors[`${line._key}.${field}`] = parsed.error;
        return null;
      }
      return parsed.value;
    };
    return {
      ...(line.id ? { id: line.id } : {}),
      type: line.type,
      name: line.name,
      elements_selected: line.elements_selected,
      supervisor_min: read("supervisor_min"),
      supervisor_max: read("supervisor_max"),
      percentage: read("percentage"),
      time: read("time"),
      enabled: line.enabled,
      warning: line.warning,
      out_of_range: line.out_of_range,
    };
  });
  const parsed = ZAlertsSupervisorsSave.safeParse({ procedure, supervisors });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, position, field] = issue.path;
      const line = typeof position === "number" ? sent[position] : undefined;
      const key = line ? `${line._key}.${String(field ?? "name")}` : "non_field_errors";
      if (!errors[key]) errors[key] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { data: parsed.data };
}

/** Server errors "supervisors.3.supervisor_max" → "<key of the 4th sent line>.supervisor_max". */
export function keyAlertErrors(errors: TFieldErrors, lines: readonly TAlertLine[]): TFieldErrors {
  const sent = lines.filter(isUsed);
  const keyed: TFieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^supervisors\.(\d+)\.(.+)$/.exec(path);
    const line = match ? sent[Number(match[1])] : undefined;
    keyed[line && match ? `${line._key}.${match[2]}` : "non_field_errors"] = message;
  }
  return keyed;
}

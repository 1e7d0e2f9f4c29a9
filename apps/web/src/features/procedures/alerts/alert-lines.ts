import {
  ALERT_ATTRIBUTE_UNITS,
  ALERT_SUPERVISOR_TYPES,
  alertAttributes,
  newAlertSupervisor,
  type TAlertSupervisor,
  type TAlertSupervisorType,
  type TAlertsSupervisorsSave,
  ZAlertsSupervisorsSave,
} from "@weldtrace/domain";
import { translateCode, translateIssue } from "../../../i18n";
import { newRowKey, type TFieldErrors } from "../draft";
import { displayUnit, formatForDisplay, parseDisplayValue, type TBaseline, type TNumberKind, type TUnitSystem } from "../units";

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

/** The unit a line's min and max are typed in (°F for a temperature in US customary units). */
export function alertDisplayUnit(type: TAlertSupervisorType, attribute: string, units: TUnitSystem): string | null {
  return displayUnit(alertValueKind(type, attribute), units);
}

/** The warning band and the time are never converted. */
const PERCENTAGE_KIND: TNumberKind = { kind: "fixed", unit: "%", decimals: 1 };
const TIME_KIND: TNumberKind = { kind: "fixed", unit: "s", decimals: 1 };

/** The text fields of a line: min and max in the display unit, percentage and time as typed. */
export const ALERT_TEXT_FIELDS = ["supervisor_min", "supervisor_max", "percentage", "time"] as const;
export type TAlertTextField = (typeof ALERT_TEXT_FIELDS)[number];

/** One configuration line as the screen edits it: limits as typed in the display unit. */
export interface TAlertLine {
  _key: string;
  /** Stored min and max beside the text first shown for them: untouched text saves the stored value exactly. */
  _base: Partial<Record<TAlertTextField, TBaseline>>;
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
  const base: TAlertLine["_base"] = {};
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

const sectionPlace = (line: Pick<TAlertLine, "type">) => ALERT_SUPERVISOR_TYPES.indexOf(line.type);

/**
 * Lines section by section, keeping their order inside a section. The screen shows them this way and the
 * PUT sends them this way, so the server's "supervisors.3.name" names the fourth line on screen.
 */
export function orderBySection<T extends Pick<TAlertLine, "type">>(lines: readonly T[]): T[] {
  return lines
    .map((line, place) => ({ line, place }))
    .sort((a, b) => sectionPlace(a.line) - sectionPlace(b.line) || a.place - b.place)
    .map(({ line }) => line);
}

/** The stored configuration (base units) → the screen's lines in the procedure's unit system. */
export function toAlertLines(saved: readonly TAlertSupervisor[], units: TUnitSystem): TAlertLine[] {
  return orderBySection(saved.map((supervisor) => toLine(supervisor, units)));
}

/**
 * A new line of a section: the first attribute not yet supervised for all elements (else the first one),
 * with the domain's defaults: enabled, warning and out-of-range, limits taken from the procedure.
 */
export function newAlertLine(type: TAlertSupervisorType, lines: readonly TAlertLine[]): TAlertLine {
  const attributes = alertAttributes(type);
  const taken = new Set(lines.filter((line) => line.type === type && line.elements_selected.length === 0).map((line) => line.name));
  const name = attributes.find((attribute) => !taken.has(attribute)) ?? (attributes[0] as string);
  const defaults = newAlertSupervisor(type, name);
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
    enabled: defaults.enabled,
    warning: defaults.warning,
    out_of_range: defaults.out_of_range,
  };
}

/** Adds a new line at the end of its section (not of the whole list: positions follow the screen). */
export function addAlertLine(lines: readonly TAlertLine[], type: TAlertSupervisorType): TAlertLine[] {
  return orderBySection([...lines, newAlertLine(type, lines)]);
}

export function removeAlertLine(lines: readonly TAlertLine[], key: string): TAlertLine[] {
  return lines.filter((line) => line._key !== key);
}

/**
 * Another attribute for a line. The typed limits stay as typed, but the stored values they were shown for
 * are dropped: "10.0" meant 25.4 cm/min of travel speed, not 25.4 m/min of wire feed speed.
 */
export function changeAttribute(line: TAlertLine, name: string): TAlertLine {
  if (line.name === name) return line;
  return { ...line, name, _base: {} };
}

/** Rows of the procedure's section a line can be narrowed to (pass groups by name...), in the procedure's order. */
export function alertElementOptions(
  record: Record<string, unknown> | null | undefined,
  type: TAlertSupervisorType,
): { value: string; label: string }[] {
  return alertSectionRows(record, type)
    .filter((row) => typeof row.id === "string")
    .map((row, position) => ({
      value: row.id as string,
      label: typeof row.name === "string" && row.name.trim() ? row.name : `#${position + 1}`,
    }));
}

/** The rows of the procedure's section a line supervises (pass groups, temperature controls...). */
export function alertSectionRows(
  record: Record<string, unknown> | null | undefined,
  type: TAlertSupervisorType,
): Record<string, unknown>[] {
  const rows = record?.[ALERT_SECTION_LISTS[type]];
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/**
 * The procedure's own limits for a line, which an empty min or max takes (decisions.md): the lowest
 * `<attribute>_min` and highest `<attribute>_max` of the rows it applies to (all when none is selected), in the
 * procedure's units; "" where the section has no such value.
 */
export function procedureLimits(
  rows: readonly Record<string, unknown>[],
  line: Pick<TAlertLine, "type" | "name" | "elements_selected">,
  units: TUnitSystem,
): { min: string; max: string } {
  const chosen = line.elements_selected.length > 0 ? rows.filter((row) => line.elements_selected.includes(String(row.id))) : rows;
  const numbers = (field: string) =>
    chosen.map((row) => row[field]).filter((value): value is number => typeof value === "number" && Number.isFinite(value));
  const mins = numbers(`${line.name}_min`);
  const maxes = numbers(`${line.name}_max`);
  const kind = alertValueKind(line.type, line.name);
  return {
    min: mins.length > 0 ? formatForDisplay(Math.min(...mins), kind, units) : "",
    max: maxes.length > 0 ? formatForDisplay(Math.max(...maxes), kind, units) : "",
  };
}

/** Field errors of the screen, keyed "<line key>.<field>"; "non_field_errors" for the rest. */
export const alertErrorKey = (line: Pick<TAlertLine, "_key">, field: string) => `${line._key}.${field}`;

const addMessage = (errors: TFieldErrors, key: string, message: string) => {
  if (!errors[key]) errors[key] = message;
  else if (key === "non_field_errors" && !errors[key].includes(message)) errors[key] = `${errors[key]} ${message}`;
};

/**
 * The lines → the PUT alerts-supervisors body in base units, checked by the domain's schema (the same rules
 * the server applies: min not above max, warning or out-of-range, an attribute once per set of elements).
 */
export function buildAlertsSave(
  procedure: string,
  lines: readonly TAlertLine[],
  units: TUnitSystem,
): { data: TAlertsSupervisorsSave; errors?: undefined } | { data?: undefined; errors: TFieldErrors } {
  const errors: TFieldErrors = {};
  const sent = orderBySection(lines);
  const supervisors = sent.map((line) => {
    const kinds: Record<TAlertTextField, TNumberKind> = {
      supervisor_min: alertValueKind(line.type, line.name),
      supervisor_max: alertValueKind(line.type, line.name),
      percentage: PERCENTAGE_KIND,
      time: TIME_KIND,
    };
    const read = (field: TAlertTextField) => {
      const parsed = parseDisplayValue(line[field], kinds[field], units, { baseline: line._base[field] });
      if (parsed.error !== undefined) {
        addMessage(errors, alertErrorKey(line, field), parsed.error);
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
      const [root, position, field] = issue.path;
      const line = root === "supervisors" && typeof position === "number" ? sent[position] : undefined;
      addMessage(errors, line ? alertErrorKey(line, String(field ?? "name")) : "non_field_errors", translateIssue(issue));
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { data: parsed.data };
}

/** Server 400 "supervisors.3.supervisor_max" → "<key of the 4th line on screen>.supervisor_max"; others are general. */
export function keyAlertErrors(errors: TFieldErrors, lines: readonly TAlertLine[]): TFieldErrors {
  const sent = orderBySection(lines);
  const keyed: TFieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^supervisors\.(\d+)\.(.+)$/.exec(path);
    const line = match ? sent[Number(match[1])] : undefined;
    addMessage(keyed, line && match ? alertErrorKey(line, match[2] as string) : "non_field_errors", message);
  }
  return keyed;
}

/** Errors of one line, by field (the screen shows each under its input). */
export function lineErrors(errors: TFieldErrors, line: Pick<TAlertLine, "_key">): Record<string, string> {
  const prefix = `${line._key}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/**
 * A line changed: its own errors are stale. When its attribute or elements changed, so are the duplicate
 * errors of the other lines (the duplicate is flagged on the later line, whichever of the two was edited).
 */
export function clearLineErrors(errors: TFieldErrors, key: string, options: { duplicates?: boolean } = {}): TFieldErrors {
  const prefix = `${key}.`;
  const next = Object.fromEntries(
    Object.entries(errors).filter(
      ([path, message]) => !path.startsWith(prefix) && !(options.duplicates && message === translateCode("alert_already_configured")),
    ),
  );
  return Object.keys(next).length === Object.keys(errors).length ? errors : next;
}

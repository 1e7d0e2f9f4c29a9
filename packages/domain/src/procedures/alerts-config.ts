import { z } from "zod";
import { MESSAGE_CATALOGUE, message } from "../messages/catalogue.js";
import { MEASURE_MAX, zMeasure } from "../validation/fields.js";
import { codedIssue } from "../validation/messages.js";
import { addMinMaxIssues, zRefs, zSeconds } from "./shared.js";

/**
 * Alerts configuration of one procedure (spec §3 "Alerts", §7 alerts-supervisors): per section and
 * attribute, the limits an alert compares recorded values with, a warning band, a persistence time, and
 * which alerts are raised. Values are in the attribute's base unit (see ALERT_ATTRIBUTE_UNITS).
 */

/** Sections that can be supervised; the spec names HEAT_TREATMENT, the others are decided. */
export const ALERT_SUPERVISOR_TYPES = [
  "PASS_GROUP",
  "TEMPERATURE_CONTROL",
  "HEAT_TREATMENT",
  "COOLING",
  "TIME_LAPSE",
  "BACK_PURGING",
] as const;
export type TAlertSupervisorType = (typeof ALERT_SUPERVISOR_TYPES)[number];

/** The attributes each section records, with their base unit. */
export const ALERT_ATTRIBUTE_UNITS = {
  PASS_GROUP: { current: "A", voltage: "V", wire_feed_speed: "m/min", travel_speed: "cm/min", heat_input: "kJ/mm", gas_flow: "L/min" },
  TEMPERATURE_CONTROL: { temperature: "°C" },
  HEAT_TREATMENT: { start_control_temperature: "°C", end_control_temperature: "°C", temperature: "°C", soaking_duration: "s" },
  COOLING: { temperature_before_cooling: "°C", temperature_after_cooling: "°C" },
  TIME_LAPSE: { duration: "s" },
  BACK_PURGING: { flushing_o2_level_chamber: "ppm", welding_o2_level_chamber: "ppm" },
} as const satisfies Record<TAlertSupervisorType, Record<string, string>>;

export function alertAttributes(type: TAlertSupervisorType): string[] {
  return Object.keys(ALERT_ATTRIBUTE_UNITS[type]);
}

export const ALERT_MESSAGES = {
  noAlertKind: MESSAGE_CATALOGUE.no_alert_kind,
  alreadyConfigured: MESSAGE_CATALOGUE.alert_already_configured,
} as const;

const alertSupervisorShape = {
  id: z.uuid().optional(),
  type: z.enum(ALERT_SUPERVISOR_TYPES),
  /** The supervised attribute of that section (current, temperature...). */
  name: z.string().trim().min(1).max(100),
  /** Rows of the section it applies to (pass groups, heat treatments...); empty means all of them. */
  elements_selected: zRefs(),
  /** Lower limit; empty takes the procedure's own (for example the pass group's current_min). */
  supervisor_min: zMeasure(-MEASURE_MAX).nullish(),
  /** Upper limit; empty takes the procedure's own. */
  supervisor_max: zMeasure(-MEASURE_MAX).nullish(),
  /** Width of the warning band inside the limits, % of the min-max span. */
  percentage: z.number().min(0).max(100).nullish(),
  /** s a value must stay out before an alert is raised. */
  time: zSeconds().nullish(),
  enabled: z.boolean(),
  warning: z.boolean(),
  out_of_range: z.boolean(),
};

export const ZAlertSupervisor = z.object(alertSupervisorShape).superRefine((supervisor, ctx) => {
  if (!alertAttributes(supervisor.type).includes(supervisor.name))
    ctx.addIssue({ ...codedIssue(message("invalid_choice")), path: ["name"] });
  addMinMaxIssues(supervisor, ["supervisor"], ctx);
  if (supervisor.enabled && !supervisor.warning && !supervisor.out_of_range) {
    ctx.addIssue({ ...codedIssue(message("no_alert_kind")), path: ["warning"] });
  }
});
export type TAlertSupervisor = z.output<typeof ZAlertSupervisor>;

const supervisorKey = (supervisor: Pick<TAlertSupervisor, "type" | "name" | "elements_selected">) =>
  `${supervisor.type}|${supervisor.name}|${[...supervisor.elements_selected].sort().join(",")}`;

/** POST alerts-supervisors/{procedureId}/: the whole configuration of one procedure, replaced at once. */
export const ZAlertsSupervisorsSave = z
  .object({ procedure: z.uuid(), supervisors: z.array(ZAlertSupervisor).max(500) })
  .superRefine((save, ctx) => {
    const seen = new Set<string>();
    save.supervisors.forEach((supervisor, position) => {
      const key = supervisorKey(supervisor);
      if (seen.has(key)) ctx.addIssue({ ...codedIssue(message("alert_already_configured")), path: ["supervisors", position, "name"] });
      seen.add(key);
    });
  });
export type TAlertsSupervisorsSave = z.output<typeof ZAlertsSupervisorsSave>;

/** A new configuration line: enabled, both alert kinds, no band, no delay, limits from the procedure. */
export function newAlertSupervisor(type: TAlertSupervisorType, name: string): TAlertSupervisor {
  return {
    type,
    name,
    elements_selected: [],
    supervisor_min: null,
    supervisor_max: null,
    percentage: null,
    time: null,
    enabled: true,
    warning: true,
    out_of_range: true,
  };
}

/** Copies a configuration to another procedure (duplicate, revision): same lines, no ids, no element links. */
export function copyAlertSupervisors(
  supervisors: readonly TAlertSupervisor[],
  procedure: string,
  elementIds: ReadonlyMap<string, string> = new Map(),
): TAlertsSupervisorsSave {
  return {
    procedure,
    supervisors: supervisors.map(({ id: _id, ...supervisor }) => ({
      ...supervisor,
      // Rows of the copy have new ids; a line whose rows cannot all be followed applies to all rows.
      elements_selected: supervisor.elements_selected.every((element) => elementIds.has(element))
        ? supervisor.elements_selected.map((element) => elementIds.get(element) as string)
        : [],
    })),
  };
}

export type TAlertLevel = "ok" | "warning" | "out_of_range";

/**
 * How a recorded value stands against one configuration line. Outside [min, max] is out of range; inside
 * but within `percentage` % of the span from a limit is a warning. An out-of-range value with only warnings
 * enabled is a warning. Null when the line is disabled, the value is missing or no limit is known.
 */
export function classifyAlertValue(
  supervisor: Pick<TAlertSupervisor, "supervisor_min" | "supervisor_max" | "percentage" | "enabled" | "warning" | "out_of_range">,
  value: number | null | undefined,
  procedureLimits: { min?: number | null; max?: number | null } = {},
): TAlertLevel | null {
  if (!supervisor.enabled || value === null || value === undefined || !Number.isFinite(value)) return null;
  const min = supervisor.supervisor_min ?? procedureLimits.min ?? null;
  const max = supervisor.supervisor_max ?? procedureLimits.max ?? null;
  if (min === null && max === null) return null;
  const outside = (min !== null && value < min) || (max !== null && value > max);
  if (outside) {
    if (supervisor.out_of_range) return "out_of_range";
    return supervisor.warning ? "warning" : "ok";
  }
  const percentage = supervisor.percentage ?? 0;
  if (supervisor.warning && percentage > 0) {
    const span = min !== null && max !== null ? max - min : Math.abs((min ?? max) as number);
    const band = (span * percentage) / 100;
    if ((min !== null && value < min + band) || (max !== null && value > max - band)) return "warning";
  }
  return "ok";
}

/** An alert is raised once the value has stayed at that level for the line's time (none: at once). */
export function isAlertDue(supervisor: Pick<TAlertSupervisor, "time">, secondsAtLevel: number): boolean {
  return secondsAtLevel >= (supervisor.time ?? 0);
}

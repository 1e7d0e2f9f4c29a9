import {
  normalizeProcedureSave,
  procedureCoveredRangeShape,
  procedureFitUpShape,
  procedureRepairShape,
  type TProcedureLookups,
  type TProcedureSave,
  ZProcedureSave,
} from "@weldtrace/domain";
import { draftToBody, issuesToErrors, type TFieldErrors, type TProcedureDraft } from "./draft";
import type { TUnitSystem } from "./units";

/** The sections of the procedure form (spec §2), in the spec's order: tabs on large screens, a select on small ones. */
export const SECTIONS = [
  "general",
  "repair",
  "workpieces",
  "coveredRanges",
  "bevel",
  "passGroups",
  "fitUp",
  "temperatureControl",
  "backPurging",
  "timeLapse",
  "heatTreatment",
  "cooling",
  "postWeldHeat",
  "alarmSettings",
  "documents",
] as const;
export type TSection = (typeof SECTIONS)[number];

const LIST_SECTIONS: Record<string, TSection> = {
  workpieces: "workpieces",
  bevel: "bevel",
  pass_group: "passGroups",
  temperature_control: "temperatureControl",
  back_purging: "backPurging",
  time_lapse: "timeLapse",
  heat_treatment: "heatTreatment",
  cooling: "cooling",
  custom_attribute: "general",
  alarm_settings: "alarmSettings",
  post_weld_heat: "postWeldHeat",
};

/** The section an error path ("pass_group.<key>.current_min", "root_gap_max") belongs to. */
export function sectionOf(path: string): TSection {
  const field = path.split(".")[0] ?? "";
  const list = LIST_SECTIONS[field];
  if (list) return list;
  if (field in procedureRepairShape) return "repair";
  if (field in procedureCoveredRangeShape) return "coveredRanges";
  if (field in procedureFitUpShape) return "fitUp";
  if (field === "documents") return "documents";
  return "general";
}

/** How many errors each section has, to mark its tab. */
export function errorCountBySection(errors: TFieldErrors): Partial<Record<TSection, number>> {
  const counts: Partial<Record<TSection, number>> = {};
  for (const path of Object.keys(errors)) {
    const section = sectionOf(path);
    counts[section] = (counts[section] ?? 0) + 1;
  }
  return counts;
}

/**
 * The draft → the body of POST/PUT procedures: numbers read and converted to base units, then the domain's
 * schema (the server's own rules) and its normalisation (hidden fields dropped, pass groups numbered). Errors
 * are by dotted path with row positions, as the server reports them.
 */
export function buildProcedureSave(
  draft: TProcedureDraft,
  units: TUnitSystem,
  lookups?: TProcedureLookups,
): { data: TProcedureSave; errors?: undefined } | { data?: undefined; errors: TFieldErrors } {
  const { body, errors: numberErrors } = draftToBody(draft, units);
  const parsed = ZProcedureSave.safeParse(body);
  // A number that cannot be read says why, rather than the "Required" the schema then gives it.
  const errors = { ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)), ...numberErrors };
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { data: lookups ? normalizeProcedureSave(parsed.data, lookups) : parsed.data };
}

import { INSPECTION_KINDS, type TInspectionKind } from "./inspections.js";

/**
 * The procedure's child list that plans each kind of inspection (GET /api/procedures/{id}/ answers them by key):
 * a bevel inspection needs the procedure's bevel, a temperature control, cooling, time lapse, back purging or heat
 * treatment inspection one of the procedure's rows of that section. A fit-up inspection is planned for every weld.
 */
const PLANNING_LISTS = {
  fit_up: null,
  bevel: "bevel",
  temperature_control: "temperature_control",
  cooling: "cooling",
  time_lapse: "time_lapse",
  back_purging: "back_purging",
  heat_treatment: "heat_treatment",
} as const satisfies Record<TInspectionKind, string | null>;

/** The kinds of inspection a weld made with this procedure may have, in the kinds' order (a weld's "New inspection"). */
export function plannedInspectionKinds(procedure: Record<string, unknown>): TInspectionKind[] {
  return INSPECTION_KINDS.filter((kind) => {
    const list = PLANNING_LISTS[kind];
    if (list === null) return true;
    const rows = procedure[list];
    return Array.isArray(rows) && rows.length > 0;
  });
}

import { asc, inArray } from "drizzle-orm";
import { serializeTenantRow } from "../../crud/create-crud-routes.js";
import type { TResourceHooks } from "../../crud/types.js";
import { weldingProcessGroupTriggerConditions } from "../../db/schema/index.js";

/** A group travels with its start and stop conditions (the list shows their texts). */
export const processGroupHooks: TResourceHooks<"weldingProcessGroup"> = {
  async decorate(db, rows) {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return rows;
    const conditions = await db
      .select()
      .from(weldingProcessGroupTriggerConditions)
      .where(inArray(weldingProcessGroupTriggerConditions.welding_process_group, ids))
      .orderBy(asc(weldingProcessGroupTriggerConditions.created_at), asc(weldingProcessGroupTriggerConditions.id));
    return rows.map((row) => ({
      ...row,
      trigger_conditions: conditions
        .filter((condition) => condition.welding_process_group === row.id)
        .map((condition) => serializeTenantRow(condition)),
    }));
  },
};

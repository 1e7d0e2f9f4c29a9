import { message } from "@weldtrace/domain";
import { and, eq, ne } from "drizzle-orm";
import type { TResourceHooks } from "../../crud/types.js";
import { uoms } from "../../db/schema/index.js";
import { badRequest, HttpError } from "../../plugins/errors.js";

/** One default unit system per client, always: it moves from row to row, it is never deleted. */
export const uomHooks: TResourceHooks<"uom"> = {
  async beforeWrite(tx, { values, clientId, existing }) {
    if (values.is_default === true) {
      const others = existing ? and(eq(uoms.client_id, clientId), ne(uoms.id, existing.id)) : eq(uoms.client_id, clientId);
      await tx
        .update(uoms)
        .set({ is_default: false })
        .where(and(others, eq(uoms.is_default, true)));
    } else if (values.is_default === false && existing?.is_default === true) {
      throw badRequest({ is_default: [message("default_uom_required")] });
    }
  },
  beforeDelete(_tx, row) {
    if (row.is_default === true) throw new HttpError(409, "default_uom", message("default_uom"));
  },
};

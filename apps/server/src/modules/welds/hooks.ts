import { checkWeldEdges, FLAW_MEASURE_FLAG_KEYS, FLAW_MEASURE_FLAGS, flawIssues, message, type TFieldMessages } from "@weldtrace/domain";
import { and, eq, inArray, or } from "drizzle-orm";
import type { THold, TResourceHooks } from "../../crud/types.js";
import type { TExecutor } from "../../db/client.js";
import { cutOuts, cycles, flawNdeMethods, flaws, flawTypes, passGroups, procedures, welders, welds } from "../../db/schema/index.js";
import { badRequest } from "../../plugins/errors.js";

/** Spec §5: an edge used in a weld (or by a torch of a cycle) cannot be deleted nor leave its workpiece. */
export const weldsHoldOnEdges: THold = async (tx, edgeIds) => {
  const ids = [...edgeIds];
  const [weld] = await tx
    .select({ id: welds.id })
    .from(welds)
    .where(or(inArray(welds.workpiece_edge_1, ids), inArray(welds.workpiece_edge_2, ids)))
    .limit(1);
  if (weld) return message("edge_used_in_weld");
  const [cycle] = await tx
    .select({ id: cycles.id })
    .from(cycles)
    .where(or(inArray(cycles.cycle_edge_torch_1, ids), inArray(cycles.cycle_edge_torch_2, ids)))
    .limit(1);
  return cycle ? message("edge_used_in_weld") : null;
};

async function findWeld(tx: TExecutor, id: string | null | undefined) {
  if (!id) return undefined;
  const [weld] = await tx.select().from(welds).where(eq(welds.id, id)).limit(1);
  return weld;
}

/**
 * Spec §5: a weld's procedure is one of its project's, and its two edges differ. A new project moves the weld's
 * flaws, cycles and cut-out with it (their project columns follow the weld).
 */
export const weldHooks: TResourceHooks<"weld"> = {
  async beforeWrite(tx, { values, existing }) {
    const merged = { ...existing, ...values };
    const sameEdge = checkWeldEdges(merged.workpiece_edge_1, merged.workpiece_edge_2);
    if (sameEdge) throw badRequest({ workpiece_edge_2: [sameEdge] });
    if (values.procedure !== undefined || values.project !== undefined) {
      const [procedure] = await tx
        .select({ project: procedures.project })
        .from(procedures)
        .where(eq(procedures.id, String(merged.procedure)))
        .limit(1);
      if (!procedure || procedure.project !== merged.project) throw badRequest({ procedure: [message("procedure_of_another_project")] });
    }
    if (existing && values.project !== undefined && values.project !== existing.project) {
      const id = existing.id;
      const project = values.project;
      await tx.update(flaws).set({ project }).where(eq(flaws.weld, id));
      await tx.update(cutOuts).set({ project }).where(eq(cutOuts.weld, id));
      await tx
        .update(cycles)
        .set({ project, procedure: String(merged.procedure) })
        .where(eq(cycles.weld, id));
    } else if (existing && values.procedure !== undefined) {
      await tx
        .update(cycles)
        .set({ procedure: String(values.procedure) })
        .where(eq(cycles.weld, existing.id));
    }
  },
  /** Each weld says which weld it repairs (through the flaw sanctioned Repair that names it), for the R1, R2 … history. */
  async decorate(db, rows) {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return rows;
    const repairs = await db
      .select({ repaired_by: flaws.repaired_by, weld: flaws.weld, flaw: flaws.id })
      .from(flaws)
      .where(inArray(flaws.repaired_by, ids));
    return rows.map((row) => {
      const repair = repairs.find((candidate) => candidate.repaired_by === row.id);
      return { ...row, repairs_weld: repair?.weld ?? null, repairs_flaw: repair?.flaw ?? null };
    });
  },
};

/** Spec §4: cutting a weld records a cut-out; a cut weld cannot be cut again until the cut (the cut-out) is deleted. */
export const cutOutHooks: TResourceHooks<"cutOut"> = {
  async beforeWrite(tx, { values, existing }) {
    if (existing) throw badRequest({ non_field_errors: [message("cut_out_unchangeable")] });
    const weld = await findWeld(tx, values.weld);
    if (!weld) throw badRequest({ weld: [message("invalid_choice")] });
    if (weld.is_cut_out) throw badRequest({ weld: [message("weld_already_cut")] });
    values.project = weld.project;
    await tx.update(welds).set({ is_cut_out: true }).where(eq(welds.id, weld.id));
  },
  async beforeDelete(tx, row) {
    await tx.update(welds).set({ is_cut_out: false }).where(eq(welds.id, row.weld));
  },
  async decorate(db, rows) {
    const ids = [...new Set(rows.map((row) => row.weld))];
    if (ids.length === 0) return rows;
    const found = await db.select({ id: welds.id, name: welds.name }).from(welds).where(inArray(welds.id, ids));
    return rows.map((row) => ({ ...row, weld_name: found.find((weld) => weld.id === row.weld)?.name ?? null }));
  },
};

/** A cycle carries its weld's project and procedure; a torch's pass group is one of that procedure's. */
export const cycleHooks: TResourceHooks<"cycle"> = {
  async beforeWrite(tx, { values, existing }) {
    const merged = { ...existing, ...values };
    const weld = await findWeld(tx, merged.weld);
    if (!weld) throw badRequest({ weld: [message("required")] });
    values.project = weld.project;
    values.procedure = weld.procedure;
    const errors: TFieldMessages = {};
    for (const n of [1, 2] as const) {
      const passGroup = merged[`pass_group_torch_${n}`];
      if (typeof passGroup !== "string") continue;
      const [row] = await tx.select({ procedure: passGroups.procedure }).from(passGroups).where(eq(passGroups.id, passGroup)).limit(1);
      if (row?.procedure !== weld.procedure) errors[`pass_group_torch_${n}`] = [message("invalid_choice")];
    }
    // The generic check found the welder among the client's; a deleted one is not offered for a new choice
    // but stays on the cycles it already names.
    for (const n of [1, 2] as const) {
      const welder = values[`welder_torch_${n}`];
      if (typeof welder !== "string" || welder === existing?.[`welder_torch_${n}`]) continue;
      const [row] = await tx.select({ deleted: welders.deleted }).from(welders).where(eq(welders.id, welder)).limit(1);
      if (row?.deleted !== false) errors[`welder_torch_${n}`] = [message("invalid_choice")];
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  },
};

/**
 * Spec §4 and §5: the type belongs to the NDE method, the method to the library; the sanction goes with the
 * result; a repair is another weld. Measures the type does not ask for are cleared (decisions.md).
 */
export const flawHooks: TResourceHooks<"flaw"> = {
  async beforeWrite(tx, { values, existing, user }) {
    const merged = { ...existing, ...values };
    const [method] = await tx
      .select({ library: flawNdeMethods.library })
      .from(flawNdeMethods)
      .where(eq(flawNdeMethods.id, String(merged.nde_method)))
      .limit(1);
    const [type] = await tx
      .select()
      .from(flawTypes)
      .where(and(eq(flawTypes.id, String(merged.type))))
      .limit(1);
    const errors = flawIssues(merged, { methodLibrary: method?.library, typeMethod: type?.nde_method, positionUnit: type?.position_unit });
    if (Object.keys(errors).length > 0) throw badRequest(errors);

    if (type) {
      const typeChanged = !existing || values.type !== undefined;
      for (const flag of FLAW_MEASURE_FLAG_KEYS) {
        const measure = FLAW_MEASURE_FLAGS[flag];
        if (type[flag] !== true && (typeChanged || measure in values)) values[measure] = null;
      }
    }
    const weld = await findWeld(tx, merged.weld);
    if (weld) values.project = weld.project;
    // Bulk paths (imports) name no user.
    if (user) {
      values.updated_by = user.id;
      if (!existing) values.created_by = user.id;
    }
  },
};

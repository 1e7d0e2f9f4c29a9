import { edgeKey, message, workpieceInUseReason } from "@weldtrace/domain";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { TResourceHooks } from "../../crud/types.js";
import { workpieceEdges } from "../../db/schema/index.js";
import { badRequest } from "../../plugins/errors.js";

const duplicate = () => badRequest({ name: [message("edge_exists")] });

/** Edges: one name per workpiece; arrays on create (spec: generate edges); moving one asks the areas' holds. */
export const workpieceEdgeHooks: TResourceHooks<"workpieceEdge"> = {
  createAcceptsArray: true,
  async beforeWrite(tx, { values, existing, registry }) {
    // A create's body names both (the schema requires them), an update falls back on the stored row.
    const workpiece = values.workpiece ?? existing?.workpiece ?? "";
    const name = values.name ?? existing?.name ?? "";
    if (existing && values.workpiece !== undefined && values.workpiece !== existing.workpiece) {
      // Another area may hold the edge where it is (a weld uses it): area.ts `holds`.
      const refusal = await registry.holdRefusal("workpieceEdge", tx, [existing.id]);
      if (refusal) throw badRequest({ workpiece: [refusal] });
    }
    const [found] = await tx
      .select({ id: workpieceEdges.id })
      .from(workpieceEdges)
      .where(
        and(
          eq(workpieceEdges.workpiece, workpiece),
          sql`lower(${workpieceEdges.name}) = ${name.trim().toLowerCase()}`,
          existing ? ne(workpieceEdges.id, existing.id) : undefined,
        ),
      )
      .limit(1);
    if (found) throw duplicate();
  },
  async beforeWriteBatch(tx, { rows }) {
    const refused = new Map<number, Error>();
    const workpieceIds = [...new Set(rows.flatMap((row) => (row.values.workpiece ? [row.values.workpiece] : [])))];
    const existing = await tx
      .select({ workpiece: workpieceEdges.workpiece, name: workpieceEdges.name })
      .from(workpieceEdges)
      .where(inArray(workpieceEdges.workpiece, workpieceIds));
    const taken = new Set(existing.map(edgeKey));
    for (const row of rows) {
      const key = edgeKey({ workpiece: row.values.workpiece ?? "", name: row.values.name ?? "" });
      if (taken.has(key)) refused.set(row.n, duplicate());
      taken.add(key);
    }
    return refused;
  },
  /** An edge a weld or a cycle's torch uses is refused like any entry in use (409 in_use), in the spec's words. */
  inUseDetail(usages) {
    return workpieceInUseReason("workpieceEdge", usages) === "edge_used_in_weld" ? message("edge_used_in_weld") : undefined;
  },
};

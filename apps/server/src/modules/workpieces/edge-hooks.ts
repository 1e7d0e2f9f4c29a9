import { edgeKey, WORKPIECE_MESSAGES } from "@weldtrace/domain";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { TCrudHooks } from "../../crud/types.js";
import { workpieceEdges } from "../../db/schema/index.js";
import { badRequest } from "../../plugins/errors.js";

const duplicate = () => badRequest({ name: [WORKPIECE_MESSAGES.edgeExists] });

/** Edges: one name per workpiece; arrays on create (spec: generate edges); moving one asks the areas' holds. */
export const workpieceEdgeHooks: TCrudHooks = {
  createAcceptsArray: true,
  async beforeWrite(tx, { values, existing, registry }) {
    const workpiece = (values.workpiece ?? existing?.workpiece) as string;
    const name = (values.name ?? existing?.name) as string;
    if (existing && values.workpiece !== undefined && values.workpiece !== existing.workpiece) {
      // Another area may hold the edge where it is (a weld uses it): area.ts `holds`.
      const refusal = await registry.holdRefusal("workpieceEdge", tx, [String(existing.id)]);
      if (refusal) throw badRequest({ workpiece: [refusal] });
    }
    const [found] = await tx
      .select({ id: workpieceEdges.id })
      .from(workpieceEdges)
      .where(
        and(
          eq(workpieceEdges.workpiece, workpiece),
          sql`lower(${workpieceEdges.name}) = ${name.trim().toLowerCase()}`,
          existing ? ne(workpieceEdges.id, String(existing.id)) : undefined,
        ),
      )
      .limit(1);
    if (found) throw duplicate();
  },
  async beforeWriteBatch(tx, { rows }) {
    const refused = new Map<number, Error>();
    const workpieceIds = [...new Set(rows.map((row) => row.values.workpiece as string))];
    const existing = await tx
      .select({ workpiece: workpieceEdges.workpiece, name: workpieceEdges.name })
      .from(workpieceEdges)
      .where(inArray(workpieceEdges.workpiece, workpieceIds));
    const taken = new Set(existing.map(edgeKey));
    for (const row of rows) {
      const key = edgeKey(row.values as { workpiece: string; name: string });
      if (taken.has(key)) refused.set(row.n, duplicate());
      taken.add(key);
    }
    return refused;
  },
  /** An edge a weld or a cycle's torch uses is refused like any entry in use (409 in_use), in the spec's words. */
  inUseDetail(usages) {
    return usages.some((usage) => usage.entity === "weld" || usage.entity === "cycle") ? WORKPIECE_MESSAGES.edgeUsedInWeld : undefined;
  },
};

import { edgeKey, WORKPIECE_MESSAGES } from "@weldtrace/domain";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";
import { workpieceEdges } from "../../db/schema/index.js";
import { badRequest } from "../../plugins/errors.js";
import type { TCrudHooks } from "./types.js";

/**
 * Extension point for the areas that point at edges (welds): each guard answers why these edges may not be
 * deleted or leave their workpiece (null when they may). The welds area registers one, for instance
 * `registerEdgeGuard(async (tx, ids) => (await weldsUsing(tx, ids)) ? WORKPIECE_MESSAGES.edgeUsedInWeld : null)`;
 * moving an edge, and cancel cut, ask every guard inside their transaction (deleting one is refused by the usage
 * registry, crud/usages.ts, which knows the welds' and cycles' edge links).
 */
export type TEdgeGuard = (tx: TExecutor, edgeIds: readonly string[]) => Promise<string | null>;
const edgeGuards: TEdgeGuard[] = [];
export function registerEdgeGuard(guard: TEdgeGuard): void {
  if (!edgeGuards.includes(guard)) edgeGuards.push(guard);
}
/** The first refusal of the registered guards, or null. */
export async function edgeGuardRefusal(tx: TExecutor, edgeIds: readonly string[]): Promise<string | null> {
  if (edgeIds.length === 0) return null;
  for (const guard of edgeGuards) {
    const refusal = await guard(tx, edgeIds);
    if (refusal) return refusal;
  }
  return null;
}

const duplicate = () => badRequest({ name: [WORKPIECE_MESSAGES.edgeExists] });

/** Edges: one name per workpiece; arrays on create (spec: generate edges); moving one asks the edge guards. */
export const workpieceEdgeHooks: TCrudHooks = {
  createAcceptsArray: true,
  async beforeWrite(tx, { values, existing }) {
    const workpiece = (values.workpiece ?? existing?.workpiece) as string;
    const name = (values.name ?? existing?.name) as string;
    if (existing && values.workpiece !== undefined && values.workpiece !== existing.workpiece) {
      const refusal = await edgeGuardRefusal(tx, [String(existing.id)]);
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

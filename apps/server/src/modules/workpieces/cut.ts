import { edgeTargets, INHERITED_FIELDS, planCut, type TMessage } from "@weldtrace/domain";
import { asc, count, eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { TExecutor } from "../../db/client.js";
import { workpieceEdges, workpieces } from "../../db/schema/index.js";

/**
 * Spec §4 cut, inside the caller's transaction (the parent locked by the caller): the pieces the domain's plan
 * gives, inheriting the parent's fields, and the parent's edges moved to them (first edge to the first piece, the
 * others to the last). Answers the refusal of the plan instead when it refuses.
 */
export async function cutWorkpiece(
  tx: TExecutor,
  parent: typeof workpieces.$inferSelect,
  lengths: readonly number[],
): Promise<{ error: TMessage } | { children: (typeof workpieces.$inferSelect)[] }> {
  const [children] = await tx.select({ total: count() }).from(workpieces).where(eq(workpieces.parent, parent.id));
  const plan = planCut({ ...parent, hasChildren: (children?.total ?? 0) > 0 }, lengths);
  if ("error" in plan) return plan;
  const inherited = Object.fromEntries(INHERITED_FIELDS.map((field) => [field, parent[field]]));
  const pieces = plan.pieces.map((piece) => ({
    ...inherited,
    id: uuidv7(),
    client_id: parent.client_id,
    parent: parent.id,
    name: piece.name,
    length: piece.length,
    weight: piece.weight,
  }));
  const created = await tx.insert(workpieces).values(pieces).returning();
  const edges = await tx
    .select({ id: workpieceEdges.id })
    .from(workpieceEdges)
    .where(eq(workpieceEdges.workpiece, parent.id))
    .orderBy(asc(workpieceEdges.created_at), asc(workpieceEdges.id));
  for (const { edge, piece } of edgeTargets(
    edges,
    created.map((row) => row.id),
  )) {
    await tx.update(workpieceEdges).set({ workpiece: piece, updated_at: new Date() }).where(eq(workpieceEdges.id, edge.id));
  }
  return { children: created };
}

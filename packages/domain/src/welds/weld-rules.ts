import { MESSAGE_CATALOGUE, message, type TMessage } from "../messages/catalogue.js";
// ---------------------------------------------------------------------------------------------------------
// Weld rules (spec §4, §5): two distinct edges, project before procedure, cut and cancel cut, repairs.
// ---------------------------------------------------------------------------------------------------------

export const WELD_MESSAGES = {
  /** Spec §5: "Edge selectors on a weld prevent picking the same edge twice" (text decided). */
  sameEdgeTwice: MESSAGE_CATALOGUE.same_edge_twice,
  /** Spec §4: a weld already cut cannot be cut again until the earlier cut is cancelled (text decided). */
  alreadyCut: MESSAGE_CATALOGUE.weld_already_cut,
  notCut: MESSAGE_CATALOGUE.weld_not_cut,
  procedureOfAnotherProject: MESSAGE_CATALOGUE.procedure_of_another_project,
} as const;

/** Spec §5: the second edge may not repeat the first. Returns the message for workpiece_edge_2, or null. */
export function checkWeldEdges(edge1: string | null | undefined, edge2: string | null | undefined): TMessage | null {
  if (edge1 && edge2 && edge1 === edge2) return message("same_edge_twice");
  return null;
}

/** The choices of one edge selector: every edge but the one picked in the other selector. */
export function edgeChoices<T extends { id: string }>(edges: readonly T[], otherEdge: string | null | undefined): T[] {
  return edges.filter((edge) => edge.id !== otherEdge);
}

/** Spec §5: the procedure is chosen after the project, and a new project clears it. */
export function changeWeldProject<T extends { project?: string | null; procedure?: string | null }>(weld: T, project: string | null): T {
  if ((weld.project ?? null) === project) return weld;
  return { ...weld, project, procedure: null };
}
export const procedureEnabled = (weld: { project?: string | null }) => Boolean(weld.project);

/** Spec §4: a weld without a cut-out can be cut; a cut one only after its cut is cancelled. */
export const canCutWeld = (weld: { is_cut_out: boolean }) => !weld.is_cut_out;
export const canCancelCut = (weld: { is_cut_out: boolean }) => weld.is_cut_out;

/**
 * Repair history: a weld repairing a flaw of another weld is its repair. Given every weld's `repairs` link
 * (repair weld → repaired weld), the original weld and the ordered repairs R1, R2 … of the chain `weldId`
 * belongs to. Repairs are ordered by creation; a cycle in bad data stops the walk.
 */
export function repairChain<T extends { id: string; created_at: string | Date }>(
  weldId: string,
  welds: readonly T[],
  repairedWeldOf: (weld: T) => string | null,
): { original: T | null; repairs: { label: string; weld: T }[] } {
  const byId = new Map(welds.map((weld) => [weld.id, weld]));
  let current = byId.get(weldId) ?? null;
  const seen = new Set<string>();
  while (current) {
    const parentId = repairedWeldOf(current);
    const parent = parentId ? byId.get(parentId) : undefined;
    if (!parent || seen.has(parent.id)) break;
    seen.add(current.id);
    current = parent;
  }
  const original = current;
  if (!original) return { original: null, repairs: [] };
  const repairs: T[] = [];
  const queue = [original.id];
  const visited = new Set([original.id]);
  while (queue.length > 0) {
    const id = queue.shift() as string;
    for (const weld of welds) {
      if (repairedWeldOf(weld) === id && !visited.has(weld.id)) {
        visited.add(weld.id);
        repairs.push(weld);
        queue.push(weld.id);
      }
    }
  }
  repairs.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id.localeCompare(b.id));
  return { original, repairs: repairs.map((weld, index) => ({ label: `R${index + 1}`, weld })) };
}

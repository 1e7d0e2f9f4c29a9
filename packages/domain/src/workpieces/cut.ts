import { z } from "zod";
import { message, type TMessage } from "../messages/catalogue.js";

/** Body of POST /api/workpieces/{id}/cut/: the lengths of the pieces, in m (the stored workpiece length unit). */
export const ZCut = z.object({ lengths: z.array(z.number().positive()).min(1).max(100) });
export type TCut = z.infer<typeof ZCut>;

export interface TCutPiece {
  name: string;
  length: number;
  weight: number | null;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Spec §4: a cut splits a workpiece into children at the given lengths (decisions.md "Workpieces"): the lengths
 * add up to at most the workpiece's length, what is left becomes one more piece, there are at least two
 * pieces, each weighs its share of the parent's weight, and the pieces are named "{parent}-1", "{parent}-2"...
 * A workpiece already cut is cut again only after its cut is cancelled.
 */
export function planCut(
  parent: { name: string; length: number | null; weight: number | null; hasChildren: boolean },
  lengths: readonly number[],
): { pieces: TCutPiece[] } | { error: TMessage } {
  if (parent.hasChildren) return { error: message("workpiece_already_cut") };
  if (!parent.length || parent.length <= 0) return { error: message("cut_needs_length") };
  const total = lengths.reduce((sum, length) => sum + length, 0);
  if (lengths.some((length) => length <= 0) || total > parent.length + 1e-9) return { error: message("cut_lengths") };
  const remainder = round(parent.length - total, 6);
  const all = remainder > 0 ? [...lengths, remainder] : [...lengths];
  if (all.length < 2) return { error: message("cut_lengths") };
  const parentLength = parent.length;
  return {
    pieces: all.map((length, index) => ({
      name: `${parent.name}-${index + 1}`,
      length: round(length, 6),
      weight: parent.weight === null ? null : round((parent.weight * length) / parentLength, 3),
    })),
  };
}

/**
 * Where the parent's edges go on a cut (decisions.md): the first edge (by creation) to the first piece, the
 * others to the last piece, as a pipe's two ends go with the pieces that keep them.
 */
export function edgeTargets<E>(edges: readonly E[], pieceIds: readonly string[]): { edge: E; piece: string }[] {
  const first = pieceIds[0];
  const last = pieceIds[pieceIds.length - 1];
  if (first === undefined || last === undefined) return [];
  return edges.map((edge, index) => ({ edge, piece: index === 0 ? first : last }));
}

/**
 * Spec §4: cancel cut only for a parent; refused when a child is itself a parent or one of the children's
 * edges is used by a weld. Returns the refusal, or null when the cancel may go ahead.
 */
export function cancelCutIssue(state: { childCount: number; childIsParent: boolean; edgeWelded: boolean }): TMessage | null {
  if (state.childCount === 0) return message("workpiece_not_cut");
  if (state.childIsParent) return message("workpiece_is_parent");
  if (state.edgeWelded) return message("edge_used_in_weld");
  return null;
}

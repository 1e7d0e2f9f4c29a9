import {
  clearUnsUnlessCra,
  inheritFromParent,
  message,
  nominalInnerDiameter,
  workpieceInUseReason,
  workpieceIssues,
} from "@weldtrace/domain";
import { and, count, inArray, isNotNull, sql } from "drizzle-orm";
import { isUuid } from "../../crud/scope.js";
import type { TResourceHooks } from "../../crud/types.js";
import type { TExecutor } from "../../db/client.js";
import { workpieceEdges, workpieces, workpieceTypes } from "../../db/schema/index.js";
import { badRequest } from "../../plugins/errors.js";
import { refuseParentCycle } from "./parent-cycle.js";

type TWorkpieceRow = typeof workpieces.$inferSelect;

async function typeNames(tx: TExecutor, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => typeof id === "string"))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: workpieceTypes.id, name: workpieceTypes.name })
    .from(workpieceTypes)
    .where(inArray(workpieceTypes.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function parentsOf(tx: TExecutor, ids: (string | null | undefined)[]): Promise<Map<string, TWorkpieceRow>> {
  const wanted = [...new Set(ids.filter((id) => typeof id === "string"))];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select().from(workpieces).where(inArray(workpieces.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Spec §5 on one record about to be written: empty values taken from the parent, uns_numbers kept only for a
 * CRA, then the required fields by type. Changes `values` in place (what is written) and answers the errors.
 */
function applyRules(
  values: Partial<TWorkpieceRow>,
  existing: TWorkpieceRow | undefined,
  parent: TWorkpieceRow | undefined,
  typeName: string | undefined,
) {
  const merged = inheritFromParent({ ...existing, ...values }, parent);
  const cleaned = clearUnsUnlessCra(merged);
  // The same objects, read and written by column name.
  const written: Record<string, unknown> = values;
  const stored: Record<string, unknown> | undefined = existing;
  for (const [key, value] of Object.entries(cleaned)) {
    // Only what changes is written: inherited or cleared values, and what the request sent.
    if (key in written || (stored ? stored[key] !== value : value !== undefined)) {
      if (key !== "id" && key !== "client_id" && key !== "created_at" && key !== "updated_at") written[key] = value;
    }
  }
  return workpieceIssues(cleaned, typeName);
}

/** Workpieces: inheritance and required fields on every write, delete refused with children or edges. */
export const workpieceHooks: TResourceHooks<"workpiece"> = {
  async beforeWrite(tx, { values, existing }) {
    const parentId = values.parent !== undefined ? values.parent : existing?.parent;
    if (existing && parentId === existing.id) throw badRequest({ parent: [message("parent_of_itself")] });
    if (existing && typeof parentId === "string" && parentId !== existing.parent) await refuseParentCycle(tx, existing, parentId);
    const parent = parentId ? (await parentsOf(tx, [parentId])).get(parentId) : undefined;
    const typeId = values.type ?? existing?.type ?? parent?.type;
    const typeName = typeId ? (await typeNames(tx, [typeId])).get(typeId) : undefined;
    const errors = applyRules(values, existing, parent, typeName);
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  },
  async beforeWriteBatch(tx, { rows }) {
    const parents = await parentsOf(
      tx,
      rows.map((row) => row.values.parent),
    );
    const types = await typeNames(tx, [...rows.map((row) => row.values.type), ...[...parents.values()].map((parent) => parent.type)]);
    const refused = new Map<number, Error>();
    for (const row of rows) {
      const parent = row.values.parent ? parents.get(row.values.parent) : undefined;
      const typeId = row.values.type ?? parent?.type;
      const typeName = typeId ? types.get(typeId) : undefined;
      const errors = applyRules(row.values, undefined, parent, typeName);
      if (Object.keys(errors).length > 0) refused.set(row.n, badRequest(errors));
    }
    return refused;
  },
  /** A workpiece with children or edges is refused like any entry in use (409 in_use), in the spec's words. */
  inUseDetail(usages) {
    const reason = workpieceInUseReason("workpiece", usages);
    return reason === "workpiece_has_children" || reason === "workpiece_has_edges" ? message(reason) : undefined;
  },

  /** `?tag=<id>`: the workpieces carrying that tag. */
  listFilters(query) {
    const tag = query.tag;
    if (!tag) return [];
    if (!isUuid(tag)) throw badRequest({ tag: [message("invalid_id")] });
    return [sql`${workpieces.workpiece_tags} @> array[${tag}]::uuid[]`];
  },
  /**
   * Rows carry their derived nominal inner diameter (mm), how many children they have (a parent can be un-cut) and
   * how many edges (the list says a delete is blocked before asking, spec §8).
   */
  async decorate(db, rows) {
    const ids = rows.map((row) => row.id);
    // The ids travel as one array parameter: a page or a bulk answer of 1000 rows would otherwise bind 1000
    // parameters, and building that statement cost more than running it.
    const anyId = sql`any(${sql.param(ids)}::uuid[])`;
    const [counts, edgeCounts] = ids.length
      ? await Promise.all([
          db
            .select({ parent: workpieces.parent, total: count() })
            .from(workpieces)
            .where(and(sql`${workpieces.parent} = ${anyId}`, isNotNull(workpieces.parent)))
            .groupBy(workpieces.parent),
          db
            .select({ workpiece: workpieceEdges.workpiece, total: count() })
            .from(workpieceEdges)
            .where(sql`${workpieceEdges.workpiece} = ${anyId}`)
            .groupBy(workpieceEdges.workpiece),
        ])
      : [[], []];
    const byParent = new Map(counts.map((entry) => [entry.parent, entry.total]));
    const byWorkpiece = new Map(edgeCounts.map((entry) => [entry.workpiece, entry.total]));
    return rows.map((row) => ({
      ...row,
      nominal_inner_diameter: nominalInnerDiameter({ value: row.outer_diameter, unit: "mm" }, { value: row.wall_thickness, unit: "mm" }),
      children_count: byParent.get(row.id) ?? 0,
      edges_count: byWorkpiece.get(row.id) ?? 0,
    }));
  },
};

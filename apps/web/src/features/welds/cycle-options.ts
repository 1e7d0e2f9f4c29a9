import { optionLabel } from "../../components/resource/fields/use-reference-options";

type TOption = { value: string; label: string };
type TRecord = { id: string } & Record<string, unknown>;

/**
 * A cycle's edge pickers offer the two edges of its weld, not every edge of the client; an edge the cycle already
 * names stays offered so it still reads by its name.
 */
export function weldEdgeOptions(edges: readonly TOption[], weld: Record<string, unknown> | undefined, kept: unknown[]): TOption[] {
  const wanted = new Set(
    [weld?.workpiece_edge_1, weld?.workpiece_edge_2, ...kept].filter((id): id is string => typeof id === "string" && id !== ""),
  );
  return edges.filter((edge) => wanted.has(edge.value));
}

/** Welders by name (last name, first name, then welder id), in the reader's language's order. */
export function welderOptionsByName(rows: readonly TRecord[], language: string): TOption[] {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return [...rows]
    .sort(
      (a, b) =>
        text(a.last_name).localeCompare(text(b.last_name), language, { sensitivity: "base" }) ||
        text(a.first_name).localeCompare(text(b.first_name), language, { sensitivity: "base" }) ||
        text(a.welder_id).localeCompare(text(b.welder_id), language),
    )
    .map((row) => ({ value: row.id, label: optionLabel(row, "welder") }));
}

/**
 * The day a cycle's welders are judged on, as the weld's traceability judges them: the UTC day of its end, else of
 * its start, else today (a cycle being recorded now).
 */
export function cycleDay(values: Record<string, unknown>, today = new Date()): string {
  for (const key of ["ended_at", "started_at"]) {
    const value = values[key];
    if (typeof value === "string" && value) {
      const moment = new Date(value);
      if (!Number.isNaN(moment.getTime())) return moment.toISOString().slice(0, 10);
    }
  }
  return today.toISOString().slice(0, 10);
}

/** A torch's process: the one chosen on the cycle, else its pass group's. */
export function torchProcess(values: Record<string, unknown>, torch: 1 | 2, passGroups: readonly TRecord[]): string | null {
  const chosen = values[`welding_process_torch_${torch}`];
  if (typeof chosen === "string" && chosen) return chosen;
  const group = passGroups.find((row) => row.id === values[`pass_group_torch_${torch}`]);
  return typeof group?.process === "string" && group.process ? group.process : null;
}

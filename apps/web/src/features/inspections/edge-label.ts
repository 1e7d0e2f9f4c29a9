import type { TEdgeChoices } from "@weldtrace/domain";

type TEdge = TEdgeChoices["results"][number];

/**
 * An edge as an inspection's edge picker shows it: its workpiece, its name and its heat ("Pipe 7 / A · heat 4471"),
 * never the bare edge name that every workpiece shares ("A", "B").
 */
export function inspectionEdgeLabel(edge: TEdge, heatText: (heat: string) => string): string {
  const named = `${edge.workpiece.name} / ${edge.name}`;
  return edge.heat_no ? `${named} · ${heatText(edge.heat_no)}` : named;
}

import { inspectionPath, measurementPath, SEQUENCE_RESOURCES, SEQUENCED_INSPECTION_KINDS, type TInspectionKind } from "@weldtrace/domain";

export type TRow = { id: string } & Record<string, unknown>;

/** A list nested in a record (a procedure's bevels, a bevel's dimensions, a sequence's rows), its objects only. */
export function nestedRows(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null) : [];
}
export type TSequencedKind = (typeof SEQUENCED_INSPECTION_KINDS)[number];

export const isSequenced = (kind: TInspectionKind): kind is TSequencedKind =>
  (SEQUENCED_INSPECTION_KINDS as readonly string[]).includes(kind);

/** Routes of the inspections area (spec §2 "Inspections"). */
export const INSPECTION_ROUTES = {
  list: (kind: TInspectionKind) => `/${inspectionPath(kind)}`,
  /** A new inspection of the weld: its form with the weld, its procedure and its edges filled. */
  createFor: (kind: TInspectionKind, weld: string) => `/${inspectionPath(kind)}/create?weld=${encodeURIComponent(weld)}`,
  measurements: (kind: TInspectionKind, id: string) => `/${inspectionPath(kind)}/${id}/${measurementPath(kind)}`,
  record: (kind: TInspectionKind, id: string) => `/${inspectionPath(kind)}/${id}/${measurementPath(kind)}/record`,
  sequences: (kind: TSequencedKind) => `/${SEQUENCE_RESOURCES[kind].path}`,
};

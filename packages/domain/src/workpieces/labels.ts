/** Spec §9: Data Matrix type codes; any other kind of record prints 00. */
export const LABEL_TYPE_CODES = {
  fillerMetal: "05",
  measuringInstrument: "07",
  welder: "13",
  workpiece: "15",
  workpieceEdge: "16",
  workstation: "17",
} as const;
export type TLabelKind = keyof typeof LABEL_TYPE_CODES;

/** Spec §9: the Data Matrix scale. */
export const DATA_MATRIX_SCALE = 5;

/** Spec §9: the label text `V01T{type}I{uuid}`. */
export function labelText(kind: TLabelKind | (string & {}), uuid: string): string {
  const code = (LABEL_TYPE_CODES as Record<string, string>)[kind] ?? "00";
  return `V01T${code}I${uuid}`;
}

const LABEL = /^V01T(\d{2})I([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Reads a scanned label back: its kind (null for an unknown code) and uuid; null when it is not a label. */
export function parseLabelText(text: string): { kind: TLabelKind | null; uuid: string } | null {
  const match = LABEL.exec(text.trim());
  if (!match) return null;
  const kind = (Object.keys(LABEL_TYPE_CODES) as TLabelKind[]).find((key) => LABEL_TYPE_CODES[key] === match[1]) ?? null;
  return { kind, uuid: match[2]!.toLowerCase() };
}

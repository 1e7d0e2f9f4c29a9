import { parseNumberCell, type TImportDefinition } from "../imports/definition.js";
import { message, type TFieldMessages } from "../messages/catalogue.js";
import { DEFAULT_FLAW_STATUS, FLAW_RESULTS, FLAW_SANCTIONS, FLAW_STATUSES } from "./flaw-rules.js";

// ---------------------------------------------------------------------------------------------------------
// Flaw import (spec §5, §9): CSV or XLSX rows of an NDE report, read against a library chosen first.
// ---------------------------------------------------------------------------------------------------------

/** Spec §9, in the file's order. */
export const FLAW_IMPORT_COLUMNS = [
  "WORKPIECE_EDGE_UUID_1",
  "WORKPIECE_EDGE_UUID_2",
  "WELD_NAME",
  "NDE_METHOD",
  "RESULT",
  "FLAW_TYPE",
  "START_POSITION",
  "END_POSITION",
  "LENGTH",
  "DEPTH",
  "HEIGHT",
  "WIDTH",
  "DISCONTINUED",
  "DIAMETER",
  "CLUSTER_DIAMETER",
  "ANGLE",
  "QUANTITY",
  "STATUS",
  "SANCTION",
] as const;
export type TFlawImportColumn = (typeof FLAW_IMPORT_COLUMNS)[number];

/** The template's example row (issue 27): a weld named, a rejected porosity to repair. */
const FLAW_IMPORT_EXAMPLE: Partial<Record<TFlawImportColumn, string>> = {
  WELD_NAME: "W-001",
  NDE_METHOD: "RT",
  RESULT: "Rejected",
  FLAW_TYPE: "Porosity",
  START_POSITION: "120",
  END_POSITION: "135",
  LENGTH: "15",
  QUANTITY: "1",
  STATUS: "Active",
  SANCTION: "Repair",
};

/**
 * The flaw import through the import engine (`/api/imports/flaws/?library=<id>`): the library is chosen before
 * the upload; the server's plan reads the §9 columns and matches each row's weld. The template prints the §9
 * header; the list is not exported in these columns.
 */
export const FLAW_IMPORT: TImportDefinition = {
  key: "flaws",
  resource: "flaw",
  nameField: "weld_name",
  columns: FLAW_IMPORT_COLUMNS.map((header) => ({
    header,
    field: header.toLowerCase(),
    kind: "text" as const,
    example: FLAW_IMPORT_EXAMPLE[header],
  })),
  // The plan reads these columns itself: a row needs its method, type and result (its weld by name or edges).
  required: ["nde_method", "flaw_type", "result"],
  context: [{ key: "library", target: "flawLibrary" }],
  exportable: false,
};

const MEASURE_COLUMNS = {
  START_POSITION: "start_position",
  END_POSITION: "end_position",
  LENGTH: "length",
  DEPTH: "depth",
  HEIGHT: "height",
  WIDTH: "width",
  DIAMETER: "diameter",
  CLUSTER_DIAMETER: "cluster_diameter",
  ANGLE: "angle",
  QUANTITY: "quantity",
} as const;

/** One value of a fixed list, compared without case; the list's own spelling, or undefined. */
const oneOf = <T extends string>(values: readonly T[], cell: string) =>
  values.find((value) => value.toLowerCase() === cell.trim().toLowerCase());

/** What a row says before names are looked up: the weld's keys, the method and type names, the flaw's values. */
export interface TFlawImportRow {
  weld: { edge1: string | null; edge2: string | null; name: string | null };
  nde_method: string;
  type: string;
  values: Record<string, unknown>;
  errors: TFieldMessages;
}

/** A file row (cells by header) → the row's keys and values, with the spec's readings (X for discontinued). */
export function readFlawImportRow(cells: Partial<Record<TFlawImportColumn, string>>): TFlawImportRow {
  const cell = (column: TFlawImportColumn) => (cells[column] ?? "").trim();
  const errors: TFieldMessages = {};
  const values: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(MEASURE_COLUMNS) as [TFlawImportColumn, string][]) {
    const value = parseNumberCell(cell(column));
    if (value !== null && Number.isNaN(value)) errors[field] = [message("not_numeric")];
    else values[field] = value;
  }
  // Spec §9: "X means true".
  values.discontinued = cell("DISCONTINUED").toUpperCase() === "X";
  // Spec §4: the status defaults to Active on import.
  values.status = cell("STATUS") === "" ? DEFAULT_FLAW_STATUS : (oneOf(FLAW_STATUSES, cell("STATUS")) ?? cell("STATUS"));
  const result = oneOf(FLAW_RESULTS, cell("RESULT"));
  if (!result) errors.result = [cell("RESULT") === "" ? message("required") : message("invalid_choice")];
  values.result = result;
  values.sanction = cell("SANCTION") === "" ? null : (oneOf(FLAW_SANCTIONS, cell("SANCTION")) ?? cell("SANCTION"));
  const orNull = (text: string) => (text === "" ? null : text);
  return {
    weld: { edge1: orNull(cell("WORKPIECE_EDGE_UUID_1")), edge2: orNull(cell("WORKPIECE_EDGE_UUID_2")), name: orNull(cell("WELD_NAME")) },
    nde_method: cell("NDE_METHOD"),
    type: cell("FLAW_TYPE"),
    values,
    errors,
  };
}

/**
 * The weld a row names: by its name and/or its two edges (either order); exactly one weld must match, otherwise the
 * row has no weld information (spec §8). Edges are given by their printed uuid.
 */
export function matchImportWeld<T extends { id: string; name: string; edge_uuids: readonly (string | null)[] }>(
  keys: TFlawImportRow["weld"],
  welds: readonly T[],
): T | null {
  if (!keys.name && !keys.edge1 && !keys.edge2) return null;
  const wanted = [keys.edge1, keys.edge2].filter((uuid): uuid is string => Boolean(uuid)).map((uuid) => uuid.toLowerCase());
  const found = welds.filter(
    (weld) =>
      (!keys.name || weld.name.toLowerCase() === keys.name.toLowerCase()) &&
      wanted.every((uuid) => weld.edge_uuids.some((edge) => edge?.toLowerCase() === uuid)),
  );
  return found.length === 1 ? (found[0] as T) : null;
}

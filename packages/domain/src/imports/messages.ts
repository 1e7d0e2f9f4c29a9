/** Spec §8 (message.{entity}.error.typeFile): an import takes only .csv or .xlsx files. */
export const IMPORT_MESSAGES = {
  typeFile: "Only CSV or XLSX files can be imported.",
  emptyFile: "The file has no rows to import.",
  badHeader: "The first row must hold the template's column names.",
  unknownUnit: "Unknown unit",
  notFoundByName: "Not found in this client",
  notNumeric: "Is not numeric",
} as const;

/** Spec §4 "Bulk saves": the overall status of a saving progress. */
export type TImportStatus = "pending" | "done" | "error";
/** Spec §4: each progress row is numbered "n°1", "n°2"... */
export const ordinal = (n: number) => `n°${n}`;

/** Spec §5: only these two kinds of file are read. */
export const IMPORT_EXTENSIONS = [".csv", ".xlsx"] as const;
export function isImportFile(filename: string): boolean {
  const lower = filename.toLowerCase();
  return IMPORT_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Rows sent per request by an import: the bulk route's maximum. */
export const IMPORT_BATCH_ROWS = 1000;

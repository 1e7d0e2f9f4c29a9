import { MESSAGE_CATALOGUE, messageText } from "../messages/catalogue.js";
/** Spec §8 (message.{entity}.error.typeFile): an import takes only .csv or .xlsx files. */
export const IMPORT_MESSAGES = {
  typeFile: MESSAGE_CATALOGUE.type_file,
  emptyFile: MESSAGE_CATALOGUE.empty_file,
  headerOnly: MESSAGE_CATALOGUE.header_only,
  templateExampleRow: MESSAGE_CATALOGUE.template_example_row,
  badHeader: MESSAGE_CATALOGUE.bad_header,
  unknownUnit: (unit: string) => messageText("unknown_unit", { unit }),
  notFoundByName: MESSAGE_CATALOGUE.not_found_by_name,
  notNumeric: MESSAGE_CATALOGUE.not_numeric,
} as const;

/** Spec §4 "Bulk saves": the overall status of a saving progress. */
export type TImportStatus = "pending" | "done" | "error";
/** Spec §4: each progress row is numbered "n°1", "n°2"... */
export const ordinal = (n: number) => `n°${n}`;
/**
 * The spreadsheet's own number of a file's data row n (1-based, header excluded): the header is row 1, so a refused
 * row's number is the one the user sees in the sheet.
 */
export const sheetRow = (n: number) => n + 1;

/** Spec §5: only these two kinds of file are read. */
export const IMPORT_EXTENSIONS = [".csv", ".xlsx"] as const;
export function isImportFile(filename: string): boolean {
  const lower = filename.toLowerCase();
  return IMPORT_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Rows sent per request by an import: the bulk route's maximum. */
export const IMPORT_BATCH_ROWS = 1000;

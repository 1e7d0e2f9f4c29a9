import { Readable } from "node:stream";
import { IMPORT_MESSAGES, isImportFile } from "@weldtrace/domain";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { HttpError } from "../plugins/errors.js";

/** A file's first sheet as text cells: the header row, then the data rows. */
export interface TSheet {
  header: string[];
  rows: string[][];
}

export const typeFileError = () => new HttpError(415, "type_file", IMPORT_MESSAGES.typeFile);

/** Spec §5: rows are read until the first fully empty row; what follows it is not read. */
function untilEmptyRow(rows: string[][]): string[][] {
  const end = rows.findIndex((row) => row.every((cell) => cell.trim() === ""));
  return end === -1 ? rows : rows.slice(0, end);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value) return String(value.text);
    if ("error" in value) return "";
  }
  return String(value);
}

/**
 * The first sheet of an XLSX, read as a stream (about 4× faster than loading the whole workbook, and it stops at the
 * first fully empty row instead of reading what follows). Rows are padded to the widest one.
 */
async function readFirstSheet(body: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  try {
    // Styles are read: they tell a date cell from a number.
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(body), {
      sharedStrings: "cache",
      styles: "cache",
      hyperlinks: "ignore",
      worksheets: "emit",
      entries: "ignore",
    });
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        // The stream leaves out rows without cells: a gap is a fully empty row, where reading stops (spec §5).
        if (row.number !== rows.length + 1) break;
        const values = row.values as ExcelJS.CellValue[];
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, column) => cellText(values[column + 1] ?? null));
        if (cells.every((cell) => cell.trim() === "")) break;
        rows.push(cells);
      }
      break;
    }
  } catch {
    throw typeFileError();
  }
  const width = Math.max(0, ...rows.map((row) => row.length));
  return rows.map((row) => (row.length < width ? [...row, ...Array<string>(width - row.length).fill("")] : row));
}

/** Reads CSV or XLSX (spec §5: only those, only the first sheet); another kind of file is a 415 typeFile. */
export async function readSheet(filename: string, body: Buffer): Promise<TSheet> {
  if (!isImportFile(filename)) throw typeFileError();
  let rows: string[][];
  if (filename.toLowerCase().endsWith(".csv")) {
    const text = body.toString("utf8").replace(/^\uFEFF/, "");
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
    rows = parsed.data.map((row) => row.map((cell) => String(cell ?? "")));
  } else {
    rows = await readFirstSheet(body);
  }
  const [header = [], ...data] = untilEmptyRow(rows);
  return { header: header.map((cell) => cell.trim()), rows: data };
}

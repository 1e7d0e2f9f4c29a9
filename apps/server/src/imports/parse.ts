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

/** Reads CSV or XLSX (spec §5: only those, only the first sheet); another kind of file is a 415 typeFile. */
export async function readSheet(filename: string, body: Buffer): Promise<TSheet> {
  if (!isImportFile(filename)) throw typeFileError();
  let rows: string[][];
  if (filename.toLowerCase().endsWith(".csv")) {
    const text = body.toString("utf8").replace(/^\uFEFF/, "");
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
    rows = parsed.data.map((row) => row.map((cell) => String(cell ?? "")));
  } else {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
    } catch {
      throw typeFileError();
    }
    const sheet = workbook.worksheets[0];
    rows = [];
    if (sheet) {
      const width = sheet.columnCount;
      for (let index = 1; index <= sheet.rowCount; index++) {
        const row = sheet.getRow(index);
        rows.push(Array.from({ length: width }, (_, column) => cellText(row.getCell(column + 1).value)));
      }
    }
  }
  const [header = [], ...data] = untilEmptyRow(rows);
  return { header: header.map((cell) => cell.trim()), rows: data };
}

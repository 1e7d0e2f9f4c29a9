import { Readable } from "node:stream";
import { IMPORT_ROWS_MAX, isImportFile, stripRequiredMark } from "@weldtrace/domain";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { CELL_MAX } from "./cells.js";
import { unescapeFormulaCell } from "./formulae.js";
import { checkXlsxBounds, tooManyRows, typeFileError } from "./xlsx-bounds.js";

/** A file's first sheet as text cells: the header row, then the data rows. */
export interface TSheet {
  header: string[];
  rows: string[][];
}

export { typeFileError };

const isEmptyRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

/** Spec §5: rows are read until the first fully empty row; what follows it is not read. */
function untilEmptyRow(rows: string[][]): string[][] {
  const end = rows.findIndex(isEmptyRow);
  return end === -1 ? rows : rows.slice(0, end);
}

/**
 * A text cut one character past CELL_MAX: such a cell refuses its row whatever follows (cells.ts), and no step after
 * the reader handles more of it (one string shared by many cells was lowered, compared and joined whole in each).
 */
const bounded = (text: string) => (text.length > CELL_MAX ? text.slice(0, CELL_MAX + 1) : text);

function cellText(value: ExcelJS.CellValue): string {
  return bounded(cellValueText(value));
}

function cellValueText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    // A date cell is its day; one with a time of day (a gauge's reading) keeps it, as the sheet shows it (UTC).
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  if (typeof value === "object") {
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value) {
      let text = "";
      for (const part of value.richText) {
        text += part.text;
        if (text.length > CELL_MAX) break;
      }
      return text;
    }
    if ("text" in value) return String(value.text);
    if ("error" in value) return "";
  }
  return String(value);
}

/** A sheet row's cells as text (ExcelJS numbers its values from 1). */
function rowCells(row: ExcelJS.Row): string[] {
  const values = row.values as ExcelJS.CellValue[];
  return Array.from({ length: Math.max(0, values.length - 1) }, (_, column) => cellText(values[column + 1] ?? null));
}

/**
 * A sheet being read: its header, then its data rows as they are read. The engine saves the first rows of an
 * XLSX while the rest is still being read, so reading (a quarter to a third of an import's time) overlaps the database's work.
 */
export interface TSheetSource {
  header: string[];
  /** The data rows read so far: this array grows until `finished` resolves; then its length is the total. */
  rows: string[][];
  /** Resolves once at least `count` data rows are read or the whole sheet is; rejects if the file breaks midway. */
  waitFor(count: number): Promise<void>;
  /** Resolves when the whole sheet is read; rejects (415 typeFile) if the file breaks midway. */
  finished: Promise<void>;
}

/** A sheet read whole (CSV, or a test's rows) as a source whose rows are all there. */
export function sheetSource(sheet: TSheet): TSheetSource {
  const finished = Promise.resolve();
  return { header: sheet.header, rows: sheet.rows, waitFor: () => finished, finished };
}

/** The first sheet of an XLSX read whole in memory, until its first fully empty row: the stream reader's fallback. */
async function readWholeFirstSheet(body: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  for (let number = 1; sheet && number <= sheet.rowCount; number++) {
    const cells = rowCells(sheet.getRow(number));
    if (isEmptyRow(cells)) break;
    rows.push(cells);
  }
  return rows;
}

/**
 * The first sheet of an XLSX, read as a stream (about 4× faster than loading the whole workbook, and it stops at the
 * first fully empty row instead of reading what follows). Answers once the header row is read (a file that is no
 * XLSX fails there, before anything is saved); the data rows keep coming in `rows`.
 */
async function streamFirstSheet(body: Buffer): Promise<TSheetSource> {
  const rows: string[][] = [];
  let header: string[] | null = null;
  let failed: Error | null = null;
  /** True until the first sheet's rows are all read, or the file fails. */
  let reading = true;
  let waiters: { count: number; resolve: () => void; reject: (error: Error) => void }[] = [];
  let headerRead: (() => void) | null = null;
  // Waiters are woken when the rows they wait for are there, and all of them when reading stops.
  const wake = () => {
    if (waiters.length === 0) return;
    const still: typeof waiters = [];
    for (const waiter of waiters) {
      if (failed) waiter.reject(failed);
      else if (!reading || rows.length >= waiter.count) waiter.resolve();
      else still.push(waiter);
    }
    waiters = still;
  };
  let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
  const finished = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  /** The first sheet's rows are all read: at its first empty row, or its end. */
  const stop = () => {
    if (!reading) return;
    reading = false;
    header ??= [];
    wake();
    settle?.resolve();
  };
  const read = async () => {
    let number = 0;
    // Styles are read: they tell a date cell from a number.
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(body), {
      sharedStrings: "cache",
      styles: "cache",
      hyperlinks: "ignore",
      worksheets: "emit",
      entries: "ignore",
    });
    // Every sheet is gone through to its end, unused after the first sheet's rows: ExcelJS deletes the temporary file
    // it copies a sheet stored before the shared strings to (ExcelJS's own files) only at that sheet's end.
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (!reading) continue;
        // The stream leaves out rows without cells: a gap is a fully empty row, where reading stops (spec §5).
        if (row.number !== ++number) {
          stop();
          continue;
        }
        const cells = rowCells(row);
        if (isEmptyRow(cells)) {
          stop();
          continue;
        }
        if (header === null) {
          header = cells;
          headerRead?.();
        } else if (rows.length === IMPORT_ROWS_MAX) {
          // checkXlsxBounds counted the rows before; a sheet it could not find is stopped here all the same.
          reading = false;
          failed = tooManyRows();
          wake();
          settle?.reject(failed);
          continue;
        } else rows.push(cells);
        // Waking per row would cost more than the rows: waiters wait for whole chunks.
        if (rows.length % 100 === 0) wake();
      }
      stop();
    }
  };
  read().then(stop, async () => {
    // A file that breaks after the first sheet's rows were read (in a later sheet) breaks nothing that is used.
    if (!reading) return;
    // ExcelJS's stream reader fails on some well-formed files before their first row (a sheet met before
    // workbook.xml, and now and then on its own files); the whole-workbook reader has no such limit.
    if (header === null) {
      try {
        const [first, ...data] = await readWholeFirstSheet(body);
        header = first ?? [];
        rows.push(...data);
        headerRead?.();
        stop();
        return;
      } catch {}
    }
    reading = false;
    failed = typeFileError();
    wake();
    settle?.reject(failed);
  });
  // Until the header is read (or the file fails), nothing is answered: a bad file is a 415 before any row is saved.
  await Promise.race([new Promise<void>((resolve) => (headerRead = resolve)), finished]);
  finished.catch(() => {}); // its failure is the waiters' (and the caller's, through `finished`)
  return {
    // A template's marks of required columns ("Name *") are no part of a column's name.
    header: (header ?? []).map(stripRequiredMark),
    rows,
    finished,
    waitFor(count) {
      if (failed) return Promise.reject(failed);
      if (!reading || rows.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => waiters.push({ count, resolve, reject }));
    },
  };
}

/**
 * Opens CSV or XLSX (spec §5: only those, only the first sheet); another kind of file is a 415 typeFile. A CSV is
 * read whole (it is quick); an XLSX streams its rows after its header.
 */
export async function openSheet(filename: string, body: Buffer): Promise<TSheetSource> {
  if (!isImportFile(filename)) throw typeFileError();
  if (!filename.toLowerCase().endsWith(".csv")) {
    await checkXlsxBounds(body);
    return streamFirstSheet(body);
  }
  const text = body.toString("utf8").replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const [header = [], ...data] = untilEmptyRow(parsed.data.map((row) => row.map((cell) => unescapeFormulaCell(String(cell ?? "")))));
  // Refused before anything is saved (issue 37: a 400,000-row file held the server for minutes).
  if (data.length > IMPORT_ROWS_MAX) throw tooManyRows();
  return sheetSource({ header: header.map(stripRequiredMark), rows: data });
}

/** Reads CSV or XLSX whole (spec §5: only those, only the first sheet); rows padded to the widest one. */
export async function readSheet(filename: string, body: Buffer): Promise<TSheet> {
  const source = await openSheet(filename, body);
  await source.finished;
  let width = source.header.length;
  for (const row of source.rows) width = Math.max(width, row.length);
  const pad = (row: string[]) => (row.length < width ? [...row, ...Array<string>(width - row.length).fill("")] : row);
  return { header: pad(source.header), rows: source.rows.map(pad) };
}

import {
  headerWithUnit,
  LIST_SEPARATOR,
  requiredImportFields,
  type TImportDefinition,
  type TSheetLanguage,
  templateExampleRow,
  templateHeaderRow,
} from "@weldtrace/domain";
import { inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import type { z } from "zod";
import type { TExecutor } from "../db/client.js";
import { columnsOf, resourceTableOf } from "../db/tables.js";
import { FORMULA_START } from "./formulae.js";

export type TFileFormat = "csv" | "xlsx";

const tableOf = resourceTableOf;

/** Writes rows of text cells as CSV (UTF-8 with BOM, so spreadsheet programs read accents) or XLSX. */
export async function writeSheet(format: TFileFormat, rows: string[][], sheetName: string): Promise<Buffer> {
  // A cell that would be a formula is written as text (formulae.ts).
  if (format === "csv") return Buffer.from(`\uFEFF${Papa.unparse(rows, { escapeFormulae: FORMULA_START })}\r\n`, "utf8");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The template (spec §4): the columns in order, each number's unit (the client's default) in its header,
 * the required ones marked, then one example row when its columns give one (an import refuses it if it is left in,
 * saying why).
 */
export function templateRows(
  definition: TImportDefinition,
  options: { schema: z.ZodType; defaults: Record<string, string>; language?: TSheetLanguage },
): string[][] {
  const header = templateHeaderRow(definition, {
    language: options.language,
    required: requiredImportFields(definition, options.schema),
    unitOf: (column) => (column.unit ? (options.defaults[column.unit.category] ?? column.unit.stored) : null),
  });
  const example = templateExampleRow(definition, header);
  // An import whose columns give no example gets no empty row.
  return example.some((cell) => cell !== "") ? [header, example] : [header];
}

/**
 * The list as the import reads it (decisions.md): the template's columns, numbers in their stored units declared
 * in the header ("Outer diameter [mm]"), references by name, so importing the export changes nothing.
 */
export async function exportRows(
  db: TExecutor,
  definition: TImportDefinition,
  records: Record<string, unknown>[],
  language: TSheetLanguage = "en",
): Promise<string[][]> {
  const names = new Map<string, Map<string, string>>();
  for (const column of definition.columns) {
    if (column.kind !== "reference" && column.kind !== "references") continue;
    const ids = [
      ...new Set(records.flatMap((record) => [record[column.field]].flat().filter((id): id is string => typeof id === "string"))),
    ];
    const table = tableOf(column.target ?? "");
    const map = new Map<string, string>();
    if (table && ids.length > 0) {
      const lookup = columnsOf(table)[column.lookup ?? "name"];
      if (!lookup) throw new Error(`no column ${column.lookup ?? "name"} for ${column.target}`);
      for (let start = 0; start < ids.length; start += 5000) {
        const found = await db
          .select({ id: table.id, name: lookup })
          .from(table)
          .where(inArray(table.id, ids.slice(start, start + 5000)));
        for (const row of found) map.set(String(row.id), String(row.name));
      }
    }
    names.set(column.field, map);
  }
  const header = definition.columns.map((column) => headerWithUnit(column, column.unit?.stored ?? null, language));
  const body = records.map((record) =>
    definition.columns.map((column) => {
      const value = record[column.field];
      if (value === null || value === undefined) return "";
      if (column.kind === "reference") return names.get(column.field)?.get(String(value)) ?? "";
      if (column.kind === "references")
        return (value as string[])
          .map((id) => names.get(column.field)?.get(id) ?? "")
          .filter(Boolean)
          .join(LIST_SEPARATOR);
      if (column.kind === "boolean") return value ? "true" : "false";
      return String(value);
    }),
  );
  return [header, ...body];
}

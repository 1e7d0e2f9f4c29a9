import type { z } from "zod";
import { convert } from "../units/conversion.js";
import { roundForUnit } from "../units/rounding.js";
import type { TUnit } from "../units/units.js";
import {
  headerWithUnit,
  importColumnOf,
  parseNumberCell,
  splitHeader,
  type TImportColumn,
  type TImportDefinition,
  type TSheetLanguage,
} from "./definition.js";

/** What a template's header adds after a column a row must fill ("Name *"); the import reads the header without it. */
export const REQUIRED_MARK = " *";

/**
 * The fields a row must fill: the import's own list where it reads its columns itself (flaws), else the fields the
 * resource's schema refuses when absent (one rule, the create's).
 */
export function requiredImportFields(definition: TImportDefinition, schema: z.ZodType): Set<string> {
  if (definition.required) return new Set(definition.required);
  const parsed = schema.safeParse({});
  return new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0] ?? "")));
}

/** The mark of a column only rows of a type fill: "Outer diameter [mm] * (PIPE)". */
export const requiredForTypeMark = (type: string) => `${REQUIRED_MARK} (${type})`;

/**
 * The template's header row: each column with the unit its numbers are read in (the client's default
 * unit for its category, `unitOf`) and the required ones marked, those of one type only with the type.
 */
export function templateHeaderRow(
  definition: TImportDefinition,
  options: { required: ReadonlySet<string>; unitOf: (column: TImportColumn) => string | null; language?: TSheetLanguage },
): string[] {
  return definition.columns.map(
    (column) =>
      `${headerWithUnit(column, column.unit ? options.unitOf(column) : null, options.language)}${markOf(definition, column, options.required)}`,
  );
}

function markOf(definition: TImportDefinition, column: TImportColumn, required: ReadonlySet<string>): string {
  if (required.has(column.field)) return REQUIRED_MARK;
  const type = definition.requiredByType?.[column.field];
  return type ? requiredForTypeMark(type) : "";
}

/** A number of the example in the unit a header declares: converted from the stored unit, rounded as shown. */
function exampleNumber(value: number, column: TImportColumn, unit: string | null): string {
  if (!column.unit || !unit || unit === column.unit.stored) return String(value);
  const converted = roundForUnit(convert(value, column.unit.stored, unit as TUnit), unit as TUnit);
  return String(Math.round(converted * 100) / 100);
}

/**
 * The template's example row for a header (the template's own, or a file's): each column's example, numbers in the
 * unit its header declares. Cells of columns the definition does not know are empty.
 */
export function templateExampleRow(definition: TImportDefinition, header: readonly string[]): string[] {
  return header.map((cell) => {
    const { unit } = splitHeader(cell);
    const column = importColumnOf(definition, cell);
    if (!column || column.example === undefined) return "";
    return typeof column.example === "number" ? exampleNumber(column.example, column, unit ?? column.unit?.stored ?? null) : column.example;
  });
}

/** Whether a file row is the template's example row left in (each cell the same, numbers by value). */
export function isTemplateExampleRow(example: readonly string[], cells: readonly string[]): boolean {
  if (example.every((cell) => cell === "")) return false;
  return example.every((wanted, index) => {
    const cell = (cells[index] ?? "").trim();
    if (cell.toLowerCase() === wanted.toLowerCase()) return true;
    const [a, b] = [parseNumberCell(cell), parseNumberCell(wanted)];
    return a !== null && b !== null && !Number.isNaN(a) && Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b));
  });
}

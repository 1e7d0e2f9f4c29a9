import type { TUnitFamily } from "../units/conversion.js";
import type { TUnit, TUomCategory } from "../units/units.js";

/**
 * One column of an import file (and of the list's CSV/XLSX export): the header the template prints, the
 * field of the create payload it fills, and how a cell becomes a value.
 */
export interface TImportColumn {
  header: string;
  field: string;
  kind: "text" | "number" | "boolean" | "reference" | "references";
  /** reference(s): the resource key looked up by `lookup` (its name by default) within the client. */
  target?: string;
  lookup?: string;
  /** reference(s): an unknown name creates the record with these values (spec: new imported tags are #ffffff). */
  createMissing?: Record<string, unknown>;
  /**
   * number with a unit: the unit-of-measure category whose client default applies when the header declares no
   * unit ("Outer diameter [in]" declares one), the family it converts in and the stored unit.
   */
  unit?: { category: TUomCategory; family: TUnitFamily; stored: TUnit };
  /**
   * The header in French: a French reader's template and export write it; an import reads the column
   * under either language's header. Without it (the flaw import's §9 codes) both languages write `header`.
   */
  fr?: string;
  /** Other headers read as this column; the template writes `header` (or `fr`). */
  aliases?: readonly string[];
  /** The template's example row's cell; a number is in the stored unit, written in the header's. */
  example?: string | number;
}

/** An import: which resource it creates and the file's columns, in template order. */
export interface TImportDefinition {
  key: string;
  /** The resource key the rows are created as (its schema, hooks and bulk path). */
  resource: string;
  columns: readonly TImportColumn[];
  /** The field shown as the row's name in the progress table. */
  nameField: string;
  /**
   * Parameters chosen before the upload, sent in the query string and checked before the file is read (the flaw
   * import's library): each names the resource its id belongs to.
   */
  context?: readonly { key: string; target: string }[];
  /** False when the list is not exported in this import's columns (only the template is offered). */
  exportable?: boolean;
  /** The fields a row must fill, where the import reads its columns itself; else the resource's schema says. */
  required?: readonly string[];
  /**
   * Fields a row fills only when its type column names a type (a PIPE's outer diameter): the template marks them
   * "* (PIPE)", the mark following the rule that refuses the row.
   */
  requiredByType?: Readonly<Record<string, string>>;
}

/** Separator of several names in one cell (spec: measuring instrument documents are semicolon separated). */
export const LIST_SEPARATOR = ";";

/**
 * An export of a list's selected rows (`?ids=<id>,<id>…`) names at most this many: the ids travel in the address,
 * which stays under the server's header limit (about 7 kB of ids).
 */
export const EXPORT_IDS_MAX = 200;

/** "Outer diameter [in]" → header "Outer diameter", unit "in"; a header without brackets declares no unit. */
export function splitHeader(cell: string): { header: string; unit: string | null } {
  const unmarked = stripRequiredMark(cell);
  const match = /^(.*?)\s*\[([^\]]+)\]\s*$/.exec(unmarked);
  return match ? { header: match[1]!.trim(), unit: match[2]!.trim() } : { header: unmarked, unit: null };
}

/** The languages a template or export writes its headers in. */
export const SHEET_LANGUAGES = ["en", "fr"] as const;
export type TSheetLanguage = (typeof SHEET_LANGUAGES)[number];

/** A column's header in a language: its French one where it has one, else the English. */
export const headerIn = (column: TImportColumn, language: TSheetLanguage = "en") =>
  language === "fr" && column.fr ? column.fr : column.header;

/**
 * The column a file's header cell names (its header in either language or one of its aliases, case-insensitive,
 * unit aside).
 */
export function importColumnOf<TColumn extends TImportColumn>(
  definition: { columns: readonly TColumn[] },
  cell: string,
): TColumn | undefined {
  const name = splitHeader(cell).header.toLowerCase();
  return definition.columns.find(
    (column) =>
      column.header.toLowerCase() === name ||
      column.fr?.toLowerCase() === name ||
      column.aliases?.some((alias) => alias.toLowerCase() === name),
  );
}
/** A template's header cell without the mark of a required column ("Name *" → "Name", "Outer diameter * (PIPE)" too). */
export const stripRequiredMark = (cell: string) => cell.trim().replace(/\s*\*(\s*\([^()]*\))?$/, "");

/** The header an export writes: the template's (in the reader's language), with the unit the values are written in. */
export const headerWithUnit = (column: TImportColumn, unit: string | null, language: TSheetLanguage = "en") =>
  unit ? `${headerIn(column, language)} [${unit}]` : headerIn(column, language);

/** The template's header row, exactly the columns in order. */
export const templateHeader = (definition: TImportDefinition) => definition.columns.map((column) => column.header);

const TRUE_WORDS = new Set(["true", "yes", "y", "x", "1", "oui", "vrai"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "non", "faux", ""]);

/** A cell read as a yes/no; null when it is neither. */
export function parseBooleanCell(cell: string): boolean | null {
  const value = cell.trim().toLowerCase();
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  return null;
}

/** A cell read as a number: "12.5", "12,5" and "1 234.5" are read; an empty cell is null; NaN when unreadable. */
export function parseNumberCell(cell: string): number | null {
  const text = cell.trim().replace(/\s/g, "");
  if (text === "") return null;
  const normalised = text.includes(".") ? text.replace(/,/g, "") : text.replace(",", ".");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normalised)) return Number.NaN;
  return Number(normalised);
}

/**
 * OWASP's rule for CSV injection: a cell starting with =, +, -, @, TAB or CR is read as a formula by
 * spreadsheet programs, so every CSV the product writes starts such a cell with an apostrophe (papaparse's
 * `escapeFormulae`). A plain number (-12.5, +3, 1e-3) is no formula and is written as it is: negative values read
 * back as numbers.
 */
export const FORMULA_START = /^(?![+-](\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$)[=+\-@\t\r]/;

/** An escaped cell read back: the apostrophe the export put before a formula start is dropped, so an export imports unchanged. */
export const unescapeFormulaCell = (cell: string) => (cell.startsWith("'") && /^[=+\-@\t\r]/.test(cell.slice(1)) ? cell.slice(1) : cell);

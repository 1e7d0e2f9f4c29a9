import { MESSAGES, splitHeader, type TImportDefinition } from "@weldtrace/domain";

/**
 * Issue 26 §6: a file row's cells screened before anything reads them (names looked up, rows saved): a cell holding
 * U+0000, which PostgreSQL cannot store, refuses its row on that column's field instead of failing the whole import.
 * Answers the field errors of the row, or null when its cells are all storable.
 */
export function cellScreen(definition: TImportDefinition, header: readonly string[]) {
  const fields = header.map((cell, index) => {
    const name = splitHeader(cell).header.toLowerCase();
    return definition.columns.find((column) => column.header.toLowerCase() === name)?.field ?? (cell.trim() || `column_${index + 1}`);
  });
  return (cells: readonly string[]): Record<string, string[]> | null => {
    let errors: Record<string, string[]> | null = null;
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index] as string;
      if (!cell.includes("\u0000")) continue;
      errors ??= {};
      errors[fields[index] ?? `column_${index + 1}`] = [MESSAGES.nullCharacter];
    }
    return errors;
  };
}

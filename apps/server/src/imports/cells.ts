import { importColumnOf, message, TEXT_MAX, type TFieldMessages, type TImportDefinition } from "@weldtrace/domain";

/**
 * The longest cell an import reads. No field takes more (free text is TEXT_MAX); a longer cell refuses
 * its row, naming the limit, and is never echoed (an XLSX whose cells share one 20 M-character string answered 200 MB).
 */
export const CELL_MAX = TEXT_MAX;
/** The most of a row's name a result echoes. */
export const NAME_EXCERPT = 100;

/** A name as a result shows it: at most NAME_EXCERPT characters, then an ellipsis. */
export const excerpt = (text: string) => (text.length > NAME_EXCERPT ? `${text.slice(0, NAME_EXCERPT)}…` : text);

/**
 * A file row's cells screened before anything reads them (names looked up, rows saved): a cell holding
 * U+0000, which PostgreSQL cannot store, or longer than CELL_MAX refuses its row on that column's field instead of
 * failing the whole import.
 * Answers the field errors of the row, or null when its cells are all storable.
 */
export function cellScreen(definition: TImportDefinition, header: readonly string[]) {
  const fields = header.map((cell, index) => {
    return importColumnOf(definition, cell)?.field ?? (cell.trim() || `column_${index + 1}`);
  });
  return (cells: readonly string[]): TFieldMessages | null => {
    let errors: TFieldMessages | null = null;
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index] ?? "";
      const field = fields[index] ?? `column_${index + 1}`;
      if (cell.length > CELL_MAX) {
        errors ??= {};
        errors[field] = [message("max_length", { max: CELL_MAX })];
      } else if (cell.includes("\u0000")) {
        errors ??= {};
        errors[field] = [message("null_character")];
      }
    }
    return errors;
  };
}

import { systemDocumentTypeKey } from "@weldtrace/domain";
import i18n from "../../i18n";

/**
 * How an entry the platform seeds reads in the reader's language, by its stable key (docs/decisions.md, "Seeded
 * document type names"); null for a client's own entry, which shows as typed. Only document types so far.
 */
export function seededName(target: string | undefined, row: Record<string, unknown>): string | null {
  if (target !== "documentType") return null;
  const key = systemDocumentTypeKey(row);
  return key ? i18n.t(`resources.documentType.seeded.${key}`) : null;
}

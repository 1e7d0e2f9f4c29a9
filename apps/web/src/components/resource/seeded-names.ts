import { seededNameKey } from "@weldtrace/domain";
import i18n from "../../i18n";

/**
 * How an entry a locked catalogue seeds (document, measuring instrument and workstation types) reads in the
 * reader's language, by its stable key (docs/decisions.md, "Seeded names of the locked catalogues"); null for a
 * client's own entry, which shows as typed.
 */
export function seededName(target: string | undefined, row: Record<string, unknown>): string | null {
  const key = seededNameKey(target, row);
  return key ? i18n.t(`resources.${target}.seeded.${key}` as never) : null;
}

/** The description of a seeded workstation type in the reader's language (the only locked catalogue with one); else null. */
export function seededDescription(target: string | undefined, row: Record<string, unknown>): string | null {
  const key = target === "workstationType" ? seededNameKey(target, row) : null;
  return key ? i18n.t(`resources.workstationType.seededDescription.${key}` as never) : null;
}

// No schema here, on purpose, as in system-document-types.ts: the web app's login chunk reads these keys (i18n).
import { SYSTEM_DOCUMENT_TYPE_KEYS } from "./system-document-types.js";

/**
 * The locked catalogues (`lockedDefaults`): their seeded entries cannot be renamed, so a client reading French
 * could never fix an English name. Each seeded name has a stable key; the web app shows a locked (is_system) entry
 * of a seeded name by its key in the reader's language, and a client's own entries as typed (docs/decisions.md,
 * "Seeded names of the locked catalogues"). The seed takes its names from here.
 */
export const SEEDED_NAME_KEYS = {
  documentType: SYSTEM_DOCUMENT_TYPE_KEYS,
  measuringInstrumentType: {
    "Voltage sensor": "voltageSensor",
    "Current sensor": "currentSensor",
    "Gas flow sensor": "gasFlowSensor",
    "Wire feed speed sensor": "wireFeedSpeedSensor",
    "Travel speed sensor": "travelSpeedSensor",
    Caliper: "caliper",
    Gauge: "gauge",
  },
  workstationType: {
    "Orbital welding bug": "orbitalWeldingBug",
    "Manual welding station": "manualWeldingStation",
    "Tie-in station": "tieInStation",
  },
} as const;
export type TSeededTarget = keyof typeof SEEDED_NAME_KEYS;
export type TSeededNameKey<TTarget extends TSeededTarget = TSeededTarget> =
  (typeof SEEDED_NAME_KEYS)[TTarget][keyof (typeof SEEDED_NAME_KEYS)[TTarget]];

/** The seeded names of a locked catalogue, in seeding order. */
export const seededNamesOf = (target: TSeededTarget): string[] => Object.keys(SEEDED_NAME_KEYS[target]);

/**
 * The key of a locked catalogue's seeded entry (locked and of a seeded name), else null: a client's own entry, an
 * entry of another list, or a name not seeded.
 */
export function seededNameKey(target: string | undefined, row: { name?: unknown; is_system?: unknown }): string | null {
  if (!target || !Object.hasOwn(SEEDED_NAME_KEYS, target)) return null;
  const keys = SEEDED_NAME_KEYS[target as TSeededTarget] as Record<string, string>;
  if (row.is_system !== true || typeof row.name !== "string" || !Object.hasOwn(keys, row.name)) return null;
  return keys[row.name]!;
}

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

/**
 * Seeded entries of editable catalogues the reader meets everywhere: the unit system, the workpiece types
 * PIPE and PLATE, the procedure types, weld classes and welding directions. A client may rename them; an entry still
 * of its seeded name reads in the reader's language, a renamed one as typed. Codes (PA, M21, DCEP, ER70S-6...) are
 * the same in every language and are not listed. The database keeps the English name (imports, exports, search and
 * the server's PIPE rule read it).
 */
export const SEEDED_EDITABLE_NAME_KEYS = {
  uom: { "Full metric system": "fullMetric" },
  workpieceType: { PIPE: "pipe", PLATE: "plate" },
  procedureType: { Production: "production", Repair: "repair", "Tie-in": "tieIn" },
  weldClass: { "Girth weld": "girthWeld", "Tie-in weld": "tieInWeld", "Repair weld": "repairWeld", "Fillet weld": "filletWeld" },
  weldingDirection: { Uphill: "uphill", Downhill: "downhill" },
} as const;

export type TSeededTarget = keyof typeof SEEDED_NAME_KEYS;
export type TSeededNameKey<TTarget extends TSeededTarget = TSeededTarget> =
  (typeof SEEDED_NAME_KEYS)[TTarget][keyof (typeof SEEDED_NAME_KEYS)[TTarget]];

/** The seeded names of a locked catalogue, in seeding order. */
export const seededNamesOf = (target: TSeededTarget): string[] => Object.keys(SEEDED_NAME_KEYS[target]);

/**
 * The key of a seeded entry: a locked catalogue's (locked and of a seeded name) or an editable one's still of its
 * seeded name; else null: a client's own locked-list entry, a renamed entry, an entry of another list.
 */
export function seededNameKey(target: string | undefined, row: { name?: unknown; is_system?: unknown }): string | null {
  if (target && Object.hasOwn(SEEDED_EDITABLE_NAME_KEYS, target)) {
    const keys = SEEDED_EDITABLE_NAME_KEYS[target as keyof typeof SEEDED_EDITABLE_NAME_KEYS] as Record<string, string>;
    return typeof row.name === "string" && Object.hasOwn(keys, row.name) ? keys[row.name]! : null;
  }
  if (!target || !Object.hasOwn(SEEDED_NAME_KEYS, target)) return null;
  const keys = SEEDED_NAME_KEYS[target as TSeededTarget] as Record<string, string>;
  if (row.is_system !== true || typeof row.name !== "string" || !Object.hasOwn(keys, row.name)) return null;
  return keys[row.name]!;
}

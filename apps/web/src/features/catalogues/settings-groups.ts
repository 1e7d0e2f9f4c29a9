import type { TWebResourceKey } from "../../components/resource/types";

export type TSettingsGroupKey = "procedure" | "workpiece" | "inspection" | "instruments" | "general";

/**
 * The Settings menu's groups, in menu order, with the catalogues each holds (docs/decisions.md, "Settings
 * menu"): a catalogue goes where the spec uses it. A catalogue listed nowhere shows under General.
 */
export const SETTINGS_GROUPS: readonly { key: TSettingsGroupKey; members: readonly TWebResourceKey[] }[] = [
  {
    key: "procedure",
    members: [
      "procedureType",
      "weldClass",
      "qualificationMethod",
      "weldingProcessGroup",
      "weldingProcess",
      "bevelType",
      "weldingPosition",
      "beadTechnique",
      "transferMode",
      "shieldingGas",
      "powerSource",
      "weldingMachine",
      "weldingTorch",
      "weldingPolarity",
      "polarityHotWire",
      "weldingDirection",
      "consumableDiameter",
      "tackWeldingType",
      "cleaningMethod",
      "excavationMethod",
      "heatingType",
      "equipment",
      "temperatureControlType",
      "coolingMethod",
      "cooling",
      "bevel",
      "timeLapse",
    ],
  },
  {
    key: "workpiece",
    members: [
      "workpieceType",
      "workpieceTag",
      "workpieceHeat",
      "coveredMaterialIso",
      "unsNumber",
      "manufacturingProcess",
      "endPreparationMethod",
      "fillerMetalClassification",
      "fillerMetalManufacturer",
      "fillerMetalHeat",
    ],
  },
  { key: "inspection", members: ["temperatureControlMethod", "temperatureMeasuringMethod"] },
  { key: "instruments", members: ["measuringInstrumentType", "productModel", "workstationType"] },
  { key: "general", members: ["documentType", "company", "contractor", "customAttributeName"] },
];

export function settingsGroupOf(key: TWebResourceKey): TSettingsGroupKey {
  return SETTINGS_GROUPS.find((group) => group.members.includes(key))?.key ?? "general";
}

/** Lower case without accents, so "themperature" finds nothing but "temperature" finds "Température". */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/**
 * The entries the menu shows, by group in menu order and by label within a group; empty groups are left out.
 * A filter keeps the entries whose label holds every word typed, or every entry of a group whose name holds them.
 */
export function groupSettings<T extends { key: TWebResourceKey; label: string }>(
  entries: readonly T[],
  groupLabel: (group: TSettingsGroupKey) => string,
  filter = "",
  language = "en",
): { key: TSettingsGroupKey; label: string; entries: T[] }[] {
  const words = folded(filter).split(/\s+/).filter(Boolean);
  const matches = (text: string) => words.every((word) => folded(text).includes(word));
  return SETTINGS_GROUPS.map((group) => {
    const label = groupLabel(group.key);
    const wholeGroup = words.length > 0 && matches(label);
    return {
      key: group.key,
      label,
      entries: entries
        .filter((entry) => settingsGroupOf(entry.key) === group.key && (wholeGroup || matches(entry.label)))
        .sort((a, b) => a.label.localeCompare(b.label, language, { sensitivity: "base" })),
    };
  }).filter((group) => group.entries.length > 0);
}

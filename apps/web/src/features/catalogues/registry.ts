import { bevelList, coolingList, RESOURCES, type TArea, timeLapseList } from "@weldtrace/domain";
import { seededName } from "../../components/resource/seeded-names";
import type { TWebResource, TWebResourceKey } from "../../components/resource/types";
import { INSPECTION_AREA_KEYS, MAIN_MENU_RESOURCES } from "./columns";

/** Settings menu entries: the catalogue screens. */
export interface TSettingsEntry {
  key: TWebResourceKey;
  path: string;
  /** Typed i18n key of the plural label, so a missing translation fails the type check. */
  label: `resources.${TWebResourceKey}.many`;
  area: TArea;
}

/** Resources whose screens are written by hand (features/<area>), though their API is the generic one. */
export const OWN_SCREENS: readonly TWebResourceKey[] = [
  "project",
  "weldingProcessGroup",
  "workpiece",
  "workpieceEdge",
  "fillerMetal",
  "flawLibrary",
  "flawNdeMethod",
  "flawType",
  "weld",
  "cutOut",
  "cycle",
  "flaw",
  "flawAttachment",
  "measuringInstrument",
  "workstation",
  "welder",
  "welderQualification",
  "workpiece",
  "workpieceEdge",
  // Inspections (features/inspections): sequences under "Inspection setup", inspections under "Inspections".
  ...INSPECTION_AREA_KEYS,
];

/** Generic lists with a shortcut to the same list of other clients' records (platform staff; spec §8). */
export const OTHERS_ROUTES: Partial<Record<TWebResourceKey, string>> = { document: "/others/documents" };

/** Resources whose list is generic but whose form is written by hand (features/<area>). */
export const OWN_FORMS: readonly TWebResourceKey[] = ["productModel"];

/**
 * The catalogues shown by the generic list and form: the domain's registry, nothing written per entity but the
 * title of a locked catalogue's seeded entry, in the user's language (decisions.md, "Seeded names of the locked catalogues").
 */
export const CATALOGUES: readonly TWebResource[] = RESOURCES.map((resource) =>
  "lockedDefaults" in resource && resource.lockedDefaults
    ? { ...resource, labelOf: (record) => seededName(resource.key, record) ?? "" }
    : resource,
);

/** Settings screens that are lists of procedure sections, not catalogues (features/procedures/section-lists-pages.tsx). */
const SECTION_LIST_ENTRIES: TSettingsEntry[] = [coolingList, bevelList, timeLapseList].map((resource) => ({
  key: resource.key,
  path: resource.path,
  label: `resources.${resource.key}.many`,
  area: resource.area,
}));

export const SETTINGS_ENTRIES: TSettingsEntry[] = [
  ...CATALOGUES.filter((resource) => !MAIN_MENU_RESOURCES.includes(resource.key)).map(
    (resource): TSettingsEntry => ({
      key: resource.key,
      path: resource.path,
      label: `resources.${resource.key}.many`,
      area: resource.area,
    }),
  ),
  ...SECTION_LIST_ENTRIES,
];

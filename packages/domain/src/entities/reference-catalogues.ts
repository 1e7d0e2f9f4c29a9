import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { zName, zText } from "../validation/fields.js";

/** Options shared by the catalogue factories. */
interface TCatalogueOptions {
  /** Spec: some lists offer delete only and no edit. */
  deleteOnly?: boolean;
  /** Entries the platform seeds and relies on are locked; the server answers can_update false for them. */
  lockedDefaults?: boolean;
}

const nameField = { key: "name", kind: "text", required: true, column: true } as const;
const descriptionField = { key: "description", kind: "textarea", column: true } as const;

/** A catalogue of names only (spec §3, "Name-only"). */
export function nameOnlyCatalogue<const K extends string, const P extends string>(key: K, path: P, options: TCatalogueOptions = {}) {
  return defineResource({
    key,
    path,
    area: "reference",
    schema: z.object({ name: zName() }),
    fields: [nameField],
    searchFields: ["name"],
    orderingFields: ["name", "created_at"],
    defaultOrdering: "name",
    uniqueName: true,
    ...options,
  });
}

/** A catalogue of name and description (spec §3, "Name and description"). */
export function nameDescriptionCatalogue<const K extends string, const P extends string>(key: K, path: P, options: TCatalogueOptions = {}) {
  return defineResource({
    key,
    path,
    area: "reference",
    schema: z.object({ name: zName(), description: zText() }),
    fields: [nameField, descriptionField],
    searchFields: ["name", "description"],
    orderingFields: ["name", "description", "created_at"],
    defaultOrdering: "name",
    uniqueName: true,
    ...options,
  });
}

/** Name, description and standards one per line, shown as bullets (welding positions, classifications). */
export function standardsCatalogue<const K extends string, const P extends string>(key: K, path: P) {
  return defineResource({
    key,
    path,
    area: "reference",
    schema: z.object({ name: zName(), description: zText(), standards: zText() }),
    fields: [nameField, descriptionField, { key: "standards", kind: "lines", column: true }],
    searchFields: ["name", "description", "standards"],
    orderingFields: ["name", "description", "created_at"],
    defaultOrdering: "name",
    uniqueName: true,
  });
}

export const unsNumbers = nameOnlyCatalogue("unsNumber", "uns-numbers");
export const customAttributeNames = nameOnlyCatalogue("customAttributeName", "custom-attribute-names");
export const endPreparationMethods = nameOnlyCatalogue("endPreparationMethod", "end-preparation-methods");
export const cleaningMethods = nameOnlyCatalogue("cleaningMethod", "cleaning-methods");
export const polarityHotWires = nameOnlyCatalogue("polarityHotWire", "polarity-hot-wires");
export const temperatureMeasuringMethods = nameOnlyCatalogue("temperatureMeasuringMethod", "temperature-measuring-methods");
export const heatingTypes = nameOnlyCatalogue("heatingType", "heating-types", { deleteOnly: true });
export const manufacturingProcesses = nameOnlyCatalogue("manufacturingProcess", "manufacturing-processes", { deleteOnly: true });
export const powerSources = nameOnlyCatalogue("powerSource", "power-sources");
export const tackWeldingTypes = nameOnlyCatalogue("tackWeldingType", "tack-welding-types");
export const temperatureControlTypes = nameOnlyCatalogue("temperatureControlType", "temperature-control-types");
export const weldingMachines = nameOnlyCatalogue("weldingMachine", "welding-machines", { deleteOnly: true });
/** Spec §3: the document types the product relies on; seeded for every client and locked. */
export const SYSTEM_DOCUMENT_TYPES = [
  "Code",
  "Specification",
  "Workpiece certificate",
  "Workpiece heat certificate",
  "Welder certificate",
  "Filler metal heat certificate",
  "Calibration certificate",
] as const;
export type TSystemDocumentType = (typeof SYSTEM_DOCUMENT_TYPES)[number];

/**
 * A stable key per seeded document type: the web app shows a locked (is_system) type by this key in the reader's
 * language; a client's own types show as typed (docs/decisions.md, "Seeded document type names").
 */
export const SYSTEM_DOCUMENT_TYPE_KEYS = {
  Code: "code",
  Specification: "specification",
  "Workpiece certificate": "workpieceCertificate",
  "Workpiece heat certificate": "workpieceHeatCertificate",
  "Welder certificate": "welderCertificate",
  "Filler metal heat certificate": "fillerMetalHeatCertificate",
  "Calibration certificate": "calibrationCertificate",
} as const satisfies Record<TSystemDocumentType, string>;
export type TSystemDocumentTypeKey = (typeof SYSTEM_DOCUMENT_TYPE_KEYS)[TSystemDocumentType];

/** The key of a seeded document type row (locked and of a seeded name), else null: a client's own type. */
export function systemDocumentTypeKey(row: { name?: unknown; is_system?: unknown }): TSystemDocumentTypeKey | null {
  if (row.is_system !== true || typeof row.name !== "string" || !Object.hasOwn(SYSTEM_DOCUMENT_TYPE_KEYS, row.name)) return null;
  return SYSTEM_DOCUMENT_TYPE_KEYS[row.name as TSystemDocumentType];
}

export const documentTypes = nameOnlyCatalogue("documentType", "document-types", { lockedDefaults: true });
export const measuringInstrumentTypes = nameOnlyCatalogue("measuringInstrumentType", "measuring-instrument-types", {
  lockedDefaults: true,
});

export const coolingMethods = nameDescriptionCatalogue("coolingMethod", "cooling-methods");
export const coveredMaterialIsos = nameDescriptionCatalogue("coveredMaterialIso", "covered-material-iso");
export const excavationMethods = nameDescriptionCatalogue("excavationMethod", "excavation-methods");
export const procedureTypes = nameDescriptionCatalogue("procedureType", "procedure-types");
export const shieldingGases = nameDescriptionCatalogue("shieldingGas", "shielding-gas");
export const temperatureControlMethods = nameDescriptionCatalogue("temperatureControlMethod", "temperature-control-methods");
export const transferModes = nameDescriptionCatalogue("transferMode", "transfer-modes");
export const weldClasses = nameDescriptionCatalogue("weldClass", "weld-classes");
export const weldingDirections = nameDescriptionCatalogue("weldingDirection", "welding-directions", { deleteOnly: true });
export const weldingPolarities = nameDescriptionCatalogue("weldingPolarity", "welding-polarities", { deleteOnly: true });
export const weldingTorches = nameDescriptionCatalogue("weldingTorch", "welding-torches");
export const qualificationMethods = nameDescriptionCatalogue("qualificationMethod", "qualification-methods");
export const workstationTypes = nameDescriptionCatalogue("workstationType", "workstation-types", { lockedDefaults: true });
export const fillerMetalManufacturers = nameDescriptionCatalogue("fillerMetalManufacturer", "filler-metal-manufacturers");

/** Name-only and name/description catalogues of spec §2, in the order the settings menu lists them. */
export const REFERENCE_CATALOGUES = [
  documentTypes,
  coolingMethods,
  coveredMaterialIsos,
  excavationMethods,
  heatingTypes,
  manufacturingProcesses,
  powerSources,
  procedureTypes,
  shieldingGases,
  tackWeldingTypes,
  temperatureControlMethods,
  temperatureControlTypes,
  transferModes,
  weldClasses,
  weldingDirections,
  weldingMachines,
  weldingPolarities,
  weldingTorches,
  unsNumbers,
  customAttributeNames,
  endPreparationMethods,
  cleaningMethods,
  polarityHotWires,
  qualificationMethods,
  temperatureMeasuringMethods,
  measuringInstrumentTypes,
  workstationTypes,
  fillerMetalManufacturers,
] as const;

import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { zName, zText } from "../validation/fields.js";

/** Options shared by the catalogue factories. */
interface TCatalogueOptions {
  /** Spec: some lists offer delete only and no edit. */
  deleteOnly?: boolean;
  /** Entries the platform seeds and relies on are locked; the server answers can_update false for them. */
  lockedDefaults?: boolean;
  /** The catalogue's table has no is_system column: nothing in it is seeded by the platform. */
  unseeded?: boolean;
}

const nameField = { key: "name", kind: "text", required: true, column: true } as const;
const descriptionField = { key: "description", kind: "textarea", column: true } as const;
/** Every name-only and name-and-description catalogue answers whether an entry is one the platform seeded. */
const seededFlag = { is_system: z.boolean().describe("An entry the platform seeded (locked where the catalogue locks them).") };

/** A catalogue of names only (spec §3, "Name-only"). */
export function nameOnlyCatalogue<const K extends string, const P extends string>(key: K, path: P, options: TCatalogueOptions = {}) {
  return defineResource({
    key,
    path,
    area: "reference",
    schema: z.object({ name: zName() }),
    answerFields: options.unseeded ? {} : seededFlag,
    fields: [nameField],
    searchFields: ["name"],
    orderingFields: ["name", "created_at"],
    defaultOrdering: "name",
    uniqueName: true,
    deleteOnly: options.deleteOnly,
    lockedDefaults: options.lockedDefaults,
  });
}

/** A catalogue of name and description (spec §3, "Name and description"). */
export function nameDescriptionCatalogue<const K extends string, const P extends string>(key: K, path: P, options: TCatalogueOptions = {}) {
  return defineResource({
    key,
    path,
    area: "reference",
    schema: z.object({ name: zName(), description: zText() }),
    answerFields: options.unseeded ? {} : seededFlag,
    fields: [nameField, descriptionField],
    searchFields: ["name", "description"],
    orderingFields: ["name", "description", "created_at"],
    defaultOrdering: "name",
    uniqueName: true,
    deleteOnly: options.deleteOnly,
    lockedDefaults: options.lockedDefaults,
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
/** Spec §7 `equipments`: the heat-treatment units a procedure's heat treatment names (decisions.md "Equipments"). */
export const equipments = nameDescriptionCatalogue("equipment", "equipments");

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
  equipments,
] as const;

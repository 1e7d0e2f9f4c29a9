import type { TResourceKey } from "@weldtrace/domain";
import { boolean, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import { idColumn, timestamps } from "./columns.js";
import { clients } from "./platform.js";

/** Columns every tenant-owned table starts with. */
export const tenantColumns = () => ({
  id: idColumn(),
  client_id: uuid("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "cascade" }),
  ...timestamps(),
});

/** Marks entries seeded by the platform; catalogues with locked defaults refuse to change them. */
const systemFlag = () => ({ is_system: boolean("is_system").notNull().default(false) });

export function nameOnlyTable<const T extends string>(table: T, resource: TResourceKey) {
  return pgTable(table, { ...tenantColumns(), name: text("name").notNull(), ...systemFlag() }, (columns) => [
    ...listIndexes(columns, resource),
  ]);
}

export function nameDescriptionTable<const T extends string>(table: T, resource: TResourceKey) {
  return pgTable(
    table,
    { ...tenantColumns(), name: text("name").notNull(), description: text("description"), ...systemFlag() },
    (columns) => [...listIndexes(columns, resource)],
  );
}

export const unsNumbers = nameOnlyTable("uns_numbers", "unsNumber");
export const customAttributeNames = nameOnlyTable("custom_attribute_names", "customAttributeName");
export const endPreparationMethods = nameOnlyTable("end_preparation_methods", "endPreparationMethod");
export const cleaningMethods = nameOnlyTable("cleaning_methods", "cleaningMethod");
export const polarityHotWires = nameOnlyTable("polarity_hot_wires", "polarityHotWire");
export const temperatureMeasuringMethods = nameOnlyTable("temperature_measuring_methods", "temperatureMeasuringMethod");
export const heatingTypes = nameOnlyTable("heating_types", "heatingType");
export const manufacturingProcesses = nameOnlyTable("manufacturing_processes", "manufacturingProcess");
export const powerSources = nameOnlyTable("power_sources", "powerSource");
export const tackWeldingTypes = nameOnlyTable("tack_welding_types", "tackWeldingType");
export const temperatureControlTypes = nameOnlyTable("temperature_control_types", "temperatureControlType");
export const weldingMachines = nameOnlyTable("welding_machines", "weldingMachine");
export const documentTypes = nameOnlyTable("document_types", "documentType");
export const measuringInstrumentTypes = nameOnlyTable("measuring_instrument_types", "measuringInstrumentType");

export const coolingMethods = nameDescriptionTable("cooling_methods", "coolingMethod");
export const coveredMaterialIsos = nameDescriptionTable("covered_material_isos", "coveredMaterialIso");
export const excavationMethods = nameDescriptionTable("excavation_methods", "excavationMethod");
export const procedureTypes = nameDescriptionTable("procedure_types", "procedureType");
export const shieldingGases = nameDescriptionTable("shielding_gases", "shieldingGas");
export const temperatureControlMethods = nameDescriptionTable("temperature_control_methods", "temperatureControlMethod");
export const transferModes = nameDescriptionTable("transfer_modes", "transferMode");
export const weldClasses = nameDescriptionTable("weld_classes", "weldClass");
export const weldingDirections = nameDescriptionTable("welding_directions", "weldingDirection");
export const weldingPolarities = nameDescriptionTable("welding_polarities", "weldingPolarity");
export const weldingTorches = nameDescriptionTable("welding_torches", "weldingTorch");
export const qualificationMethods = nameDescriptionTable("qualification_methods", "qualificationMethod");
export const workstationTypes = nameDescriptionTable("workstation_types", "workstationType");
export const fillerMetalManufacturers = nameDescriptionTable("filler_metal_manufacturers", "fillerMetalManufacturer");
export const equipments = nameDescriptionTable("equipments", "equipment");

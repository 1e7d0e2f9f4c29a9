import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
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

export function nameOnlyTable<const T extends string>(table: T) {
  return pgTable(table, { ...tenantColumns(), name: text("name").notNull(), ...systemFlag() }, (columns) => [
    index(`${table}_client_idx`).on(columns.client_id, columns.name),
  ]);
}

export function nameDescriptionTable<const T extends string>(table: T) {
  return pgTable(
    table,
    { ...tenantColumns(), name: text("name").notNull(), description: text("description"), ...systemFlag() },
    (columns) => [index(`${table}_client_idx`).on(columns.client_id, columns.name)],
  );
}

export const unsNumbers = nameOnlyTable("uns_numbers");
export const customAttributeNames = nameOnlyTable("custom_attribute_names");
export const endPreparationMethods = nameOnlyTable("end_preparation_methods");
export const cleaningMethods = nameOnlyTable("cleaning_methods");
export const polarityHotWires = nameOnlyTable("polarity_hot_wires");
export const temperatureMeasuringMethods = nameOnlyTable("temperature_measuring_methods");
export const heatingTypes = nameOnlyTable("heating_types");
export const manufacturingProcesses = nameOnlyTable("manufacturing_processes");
export const powerSources = nameOnlyTable("power_sources");
export const tackWeldingTypes = nameOnlyTable("tack_welding_types");
export const temperatureControlTypes = nameOnlyTable("temperature_control_types");
export const weldingMachines = nameOnlyTable("welding_machines");
export const documentTypes = nameOnlyTable("document_types");
export const measuringInstrumentTypes = nameOnlyTable("measuring_instrument_types");

export const coolingMethods = nameDescriptionTable("cooling_methods");
export const coveredMaterialIsos = nameDescriptionTable("covered_material_isos");
export const excavationMethods = nameDescriptionTable("excavation_methods");
export const procedureTypes = nameDescriptionTable("procedure_types");
export const shieldingGases = nameDescriptionTable("shielding_gases");
export const temperatureControlMethods = nameDescriptionTable("temperature_control_methods");
export const transferModes = nameDescriptionTable("transfer_modes");
export const weldClasses = nameDescriptionTable("weld_classes");
export const weldingDirections = nameDescriptionTable("welding_directions");
export const weldingPolarities = nameDescriptionTable("welding_polarities");
export const weldingTorches = nameDescriptionTable("welding_torches");
export const qualificationMethods = nameDescriptionTable("qualification_methods");
export const workstationTypes = nameDescriptionTable("workstation_types");
export const fillerMetalManufacturers = nameDescriptionTable("filler_metal_manufacturers");

import type { TResourceKey } from "@weldtrace/domain";
import * as schema from "../db/schema/index.js";
import type { TTenantTable } from "./create-crud-routes.js";

/** The table behind each generic resource: one line per entity. */
export const RESOURCE_TABLES: Record<TResourceKey, TTenantTable> = {
  beadTechnique: schema.beadTechniques,
  bevelType: schema.bevelTypes,
  weldingPosition: schema.weldingPositions,
  unsNumber: schema.unsNumbers,
  customAttributeName: schema.customAttributeNames,
  endPreparationMethod: schema.endPreparationMethods,
  cleaningMethod: schema.cleaningMethods,
  polarityHotWire: schema.polarityHotWires,
  temperatureMeasuringMethod: schema.temperatureMeasuringMethods,
  heatingType: schema.heatingTypes,
  manufacturingProcess: schema.manufacturingProcesses,
  powerSource: schema.powerSources,
  tackWeldingType: schema.tackWeldingTypes,
  temperatureControlType: schema.temperatureControlTypes,
  weldingMachine: schema.weldingMachines,
  documentType: schema.documentTypes,
  measuringInstrumentType: schema.measuringInstrumentTypes,
  coolingMethod: schema.coolingMethods,
  coveredMaterialIso: schema.coveredMaterialIsos,
  excavationMethod: schema.excavationMethods,
  procedureType: schema.procedureTypes,
  shieldingGas: schema.shieldingGases,
  temperatureControlMethod: schema.temperatureControlMethods,
  transferMode: schema.transferModes,
  weldClass: schema.weldClasses,
  weldingDirection: schema.weldingDirections,
  weldingPolarity: schema.weldingPolarities,
  weldingTorch: schema.weldingTorches,
  qualificationMethod: schema.qualificationMethods,
  workstationType: schema.workstationTypes,
  fillerMetalManufacturer: schema.fillerMetalManufacturers,
};

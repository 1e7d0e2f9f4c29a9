import type { TResourceKey } from "@weldtrace/domain";
import * as schema from "../db/schema/index.js";
import type { TTenantTable } from "./create-crud-routes.js";
import { fillerMetalHeatHooks, workpieceHeatHooks } from "./hooks/heats.js";
import { processGroupHooks } from "./hooks/process-groups.js";
import { projectHooks } from "./hooks/projects.js";
import {
  deletedWelderHooks,
  instrumentTypesParameterHooks,
  measuringInstrumentHooks,
  productModelHooks,
  welderHooks,
  welderQualificationHooks,
} from "./hooks/staff.js";
import type { TCrudHooks } from "./hooks/types.js";
import { uomHooks } from "./hooks/uoms.js";
import { workpieceEdgeHooks } from "./hooks/workpiece-edges.js";
import { workpieceHooks } from "./hooks/workpieces.js";

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
  workpieceTag: schema.workpieceTags,
  consumableDiameter: schema.consumableDiameters,
  company: schema.companies,
  contractor: schema.contractors,
  fillerMetalClassification: schema.fillerMetalClassifications,
  workpieceType: schema.workpieceTypes,
  productModel: schema.productModels,
  document: schema.documents,
  workpieceHeat: schema.heats,
  fillerMetalHeat: schema.heats,
  uom: schema.uoms,
  project: schema.projects,
  weldingProcessGroup: schema.weldingProcessGroups,
  weldingProcess: schema.weldingProcesses,
  measuringInstrument: schema.measuringInstruments,
  instrumentTypesParameter: schema.instrumentTypesParameters,
  workstation: schema.workstations,
  welder: schema.welders,
  deletedWelder: schema.welders,
  welderQualification: schema.welderQualifications,
  workpiece: schema.workpieces,
  workpieceEdge: schema.workpieceEdges,
  fillerMetal: schema.fillerMetals,
};

/** The resources whose routes add rules of their own to the generic ones. */
export const RESOURCE_HOOKS: Partial<Record<TResourceKey, TCrudHooks>> = {
  uom: uomHooks,
  workpieceHeat: workpieceHeatHooks,
  fillerMetalHeat: fillerMetalHeatHooks,
  project: projectHooks,
  weldingProcessGroup: processGroupHooks,
  productModel: productModelHooks,
  measuringInstrument: measuringInstrumentHooks,
  instrumentTypesParameter: instrumentTypesParameterHooks,
  welder: welderHooks,
  deletedWelder: deletedWelderHooks,
  welderQualification: welderQualificationHooks,
  workpiece: workpieceHooks,
  workpieceEdge: workpieceEdgeHooks,
};

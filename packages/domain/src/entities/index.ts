import type { TResource } from "../common/resource.js";
import { INSPECTION_RESOURCES, SEQUENCE_RESOURCES } from "../inspections/resources.js";
import { weldingProcesses, weldingProcessGroups } from "../procedures/process-groups.js";
import { projects } from "../procedures/projects.js";
import {
  deletedWelders,
  instrumentTypesParameters,
  measuringInstruments,
  welderQualifications,
  welders,
  workstations,
} from "../staff/index.js";
import { cycles } from "../welds/cycles.js";
import { flawLibraries, flawNdeMethods, flawTypes } from "../welds/flaw-libraries.js";
import { flawAttachments, flaws } from "../welds/flaws.js";
import { cutOuts, welds } from "../welds/welds.js";
import { workpieceEdges } from "../workpieces/edges.js";
import { fillerMetals } from "../workpieces/filler-metals.js";
import { workpieces } from "../workpieces/workpieces.js";
import { beadTechniques, bevelTypes, weldingPositions } from "./catalogues.js";
import { fillerMetalHeats, workpieceHeats } from "./heats.js";
import { REFERENCE_CATALOGUES } from "./reference-catalogues.js";
import { RICH_CATALOGUES } from "./rich-catalogues.js";
import { uoms } from "./uoms.js";

/**
 * Every generic (catalogue-like) resource, registered once here: the server's CRUD factory and the
 * web's generic list and form both take it from this list.
 */
export const RESOURCES = [
  beadTechniques,
  bevelTypes,
  weldingPositions,
  ...REFERENCE_CATALOGUES,
  ...RICH_CATALOGUES,
  workpieceHeats,
  fillerMetalHeats,
  uoms,
  projects,
  weldingProcessGroups,
  weldingProcesses,
  flawLibraries,
  flawNdeMethods,
  flawTypes,
  welds,
  cutOuts,
  cycles,
  flaws,
  flawAttachments,
  workpieces,
  workpieceEdges,
  fillerMetals,
  measuringInstruments,
  instrumentTypesParameters,
  workstations,
  welders,
  deletedWelders,
  welderQualifications,
  ...Object.values(SEQUENCE_RESOURCES),
  ...Object.values(INSPECTION_RESOURCES),
] as const;
export type TResourceKey = (typeof RESOURCES)[number]["key"];
export type TFieldKey = (typeof RESOURCES)[number]["fields"][number]["key"];

export function findResourceByKey(key: string): TResource | undefined {
  return RESOURCES.find((resource) => resource.key === key);
}

export function findResourceByPath(path: string) {
  return RESOURCES.find((resource) => resource.path === path);
}

export * from "./catalogues.js";
export * from "./clients.js";
export * from "./files.js";
export * from "./heats.js";
export * from "./reference-catalogues.js";
export * from "./rich-catalogues.js";
export * from "./seeded-names.js";
export * from "./system-document-types.js";
export * from "./uoms.js";
export * from "./users.js";

import { INSPECTION_RESOURCES } from "@weldtrace/domain";
import type { TServerArea } from "../../area.js";
import { backPurgings, bevelDimensions, bevels, coolings, heatTreatments, temperatureControls, timeLapses } from "../../db/schema/index.js";
import { keysOf } from "../../typed.js";
import { inspectionEdgeChoicesRoutes } from "./edge-choices.js";
import { inspectionHooks } from "./inspections.js";
import { MEASUREMENT_AREA_IMPORTS } from "./measurement-import.js";
import { measurementRoutes } from "./measurements.js";
import { inspectionReportRoutes } from "./report.js";
import { sequenceHooks } from "./sequences.js";

const inspectionKinds = keysOf(INSPECTION_RESOURCES);

/**
 * Inspections: sequences and inspections are generic resources with the rules of their links (hooks); measurements
 * (read-only, created once by a client-made id, judged by the domain's rules) have their own routes; a rejected one
 * raises its alert through the alerts area.
 * Reference fields may name the procedure sections an inspection is judged against.
 */
export const inspectionsArea: TServerArea = {
  name: "inspections",
  hooks: {
    fitUpInspectionSequence: sequenceHooks("fit_up"),
    bevelInspectionSequence: sequenceHooks("bevel"),
    temperatureControlInspectionSequence: sequenceHooks("temperature_control"),
    coolingInspectionSequence: sequenceHooks("cooling"),
    // The inspection tables share their rules, which read fields by name: one hook per kind, over any row.
    ...(Object.fromEntries(inspectionKinds.map((kind) => [INSPECTION_RESOURCES[kind].key, inspectionHooks(kind)])) as NonNullable<
      TServerArea["hooks"]
    >),
  },
  referenceTables: {
    temperatureControl: { table: temperatureControls },
    cooling: { table: coolings },
    timeLapse: { table: timeLapses },
    backPurging: { table: backPurgings },
    heatTreatment: { table: heatTreatments },
    bevel: { table: bevels },
    bevelDimension: { table: bevelDimensions },
  },
  // The gauge import of each kind's measurements (/api/imports/<kind>-inspection-measurements/?inspection=).
  imports: MEASUREMENT_AREA_IMPORTS,
  routes: [measurementRoutes, inspectionReportRoutes, inspectionEdgeChoicesRoutes],
};

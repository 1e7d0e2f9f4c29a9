import {
  FLAW_IMPORT,
  MEASURING_INSTRUMENT_IMPORT,
  type TImportDefinition,
  WELDER_IMPORT,
  WORKPIECE_IMPORT,
  WORKSTATION_IMPORT,
} from "@weldtrace/domain";
import { instrumentUpsert, type TImportUpsert, welderUpsert } from "../modules/staff/imports.js";
import { flawImportPlan } from "../modules/welds/flaw-import-plan.js";
import type { TImportPlan } from "./engine.js";

/** Every import of the spec, by the key of its path (/api/imports/<key>/): one line per import. */
export const IMPORT_DEFINITIONS: Record<string, TImportDefinition> = {
  [WORKPIECE_IMPORT.key]: WORKPIECE_IMPORT,
  [MEASURING_INSTRUMENT_IMPORT.key]: MEASURING_INSTRUMENT_IMPORT,
  [WELDER_IMPORT.key]: WELDER_IMPORT,
  [WORKSTATION_IMPORT.key]: WORKSTATION_IMPORT,
  [FLAW_IMPORT.key]: FLAW_IMPORT,
};

/** Imports that need more than their columns (parameters chosen first, rows matched to records): engine.ts. */
export const IMPORT_PLANS: Record<string, TImportPlan> = {
  // Each plan knows its own context's type; the engine hands back what the plan's `context` answered.
  [FLAW_IMPORT.key]: flawImportPlan as unknown as TImportPlan,
};

/** Imports that update some rows instead of creating them (instruments by id, welders restored by welder_id). */
export const IMPORT_UPSERTS: Record<string, TImportUpsert> = {
  [MEASURING_INSTRUMENT_IMPORT.key]: instrumentUpsert,
  [WELDER_IMPORT.key]: welderUpsert,
};

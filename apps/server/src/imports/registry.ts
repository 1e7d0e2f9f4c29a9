import {
  MEASURING_INSTRUMENT_IMPORT,
  type TImportDefinition,
  WELDER_IMPORT,
  WORKPIECE_IMPORT,
  WORKSTATION_IMPORT,
} from "@weldtrace/domain";
import { instrumentUpsert, type TImportUpsert, welderUpsert } from "../modules/staff/imports.js";

/** Every import of the spec, by the key of its path (/api/imports/<key>/): one line per import. */
export const IMPORT_DEFINITIONS: Record<string, TImportDefinition> = {
  [WORKPIECE_IMPORT.key]: WORKPIECE_IMPORT,
  [MEASURING_INSTRUMENT_IMPORT.key]: MEASURING_INSTRUMENT_IMPORT,
  [WELDER_IMPORT.key]: WELDER_IMPORT,
  [WORKSTATION_IMPORT.key]: WORKSTATION_IMPORT,
};

/** Imports that update some rows instead of creating them (instruments by id, welders restored by welder_id). */
export const IMPORT_UPSERTS: Record<string, TImportUpsert> = {
  [MEASURING_INSTRUMENT_IMPORT.key]: instrumentUpsert,
  [WELDER_IMPORT.key]: welderUpsert,
};

import { type TImportDefinition, WORKPIECE_IMPORT } from "@weldtrace/domain";

/** Every import of the spec, by the key of its path (/api/imports/<key>/): one line per import. */
export const IMPORT_DEFINITIONS: Record<string, TImportDefinition> = {
  [WORKPIECE_IMPORT.key]: WORKPIECE_IMPORT,
};

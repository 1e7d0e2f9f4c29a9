import { beadTechniques, bevelTypes, type TResourceKey, weldingPositions } from "@weldtrace/domain";
import * as schema from "../db/schema/index.js";
import type { TTenantTable } from "./create-crud-routes.js";

/** The table behind each generic resource: one line per entity. */
export const RESOURCE_TABLES: Record<TResourceKey, TTenantTable> = {
  [beadTechniques.key]: schema.beadTechniques,
  [bevelTypes.key]: schema.bevelTypes,
  [weldingPositions.key]: schema.weldingPositions,
};

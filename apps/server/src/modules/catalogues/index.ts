import type { TServerArea } from "../../area.js";
import { fillerMetalHeatHooks, workpieceHeatHooks } from "./heats.js";
import { uomHooks } from "./uoms.js";

/**
 * The reference catalogues: the generic routes serve them all; only unit systems (one default per client) and
 * heats (two lists of one table, by certificate) add rules.
 */
export const cataloguesArea: TServerArea = {
  name: "catalogues",
  hooks: { uom: uomHooks, workpieceHeat: workpieceHeatHooks, fillerMetalHeat: fillerMetalHeatHooks },
};

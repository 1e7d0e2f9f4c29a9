import { FLAW_IMPORT } from "@weldtrace/domain";
import type { TServerArea } from "../../area.js";
import type { TImportPlan } from "../../imports/engine.js";
import { edgeChoicesRoutes } from "./edge-choices.js";
import { flawImportRoutes } from "./flaw-import.js";
import { flawImportPlan } from "./flaw-import-plan.js";
import { flawLibraryRoutes } from "./flaw-libraries.js";
import { cutOutHooks, cycleHooks, flawHooks, weldHooks, weldsHoldOnEdges } from "./hooks.js";
import { weldStatisticsRoutes } from "./statistics.js";
import { weldTraceabilityRoutes } from "./traceability.js";
import { welderStandingRoutes } from "./welder-standing.js";
import { whereUsedRoutes } from "./where-used.js";

/**
 * Welds, their cut-outs, cycles and flaws, flaw libraries, statistics, traceability, where-used and the flaw import. The welds hold the
 * workpiece edges they use: such an edge may not leave its workpiece.
 */
export const weldsArea: TServerArea = {
  name: "welds",
  hooks: { weld: weldHooks, cutOut: cutOutHooks, cycle: cycleHooks, flaw: flawHooks },
  // The plan knows its own context's type; the engine hands back what the plan's `context` answered.
  imports: [{ definition: FLAW_IMPORT, plan: flawImportPlan as TImportPlan }],
  holds: { workpieceEdge: weldsHoldOnEdges },
  routes: [
    flawLibraryRoutes,
    weldStatisticsRoutes,
    weldTraceabilityRoutes,
    whereUsedRoutes,
    flawImportRoutes,
    welderStandingRoutes,
    edgeChoicesRoutes,
  ],
};

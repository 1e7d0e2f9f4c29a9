import { WORKPIECE_IMPORT } from "@weldtrace/domain";
import type { TServerArea } from "../../area.js";
import { workpieceEdgeHooks } from "./edge-hooks.js";
import { workpieceHooks } from "./hooks.js";
import { workpieceRoutes } from "./routes.js";

/** Workpieces and their edges: inheritance, cut and cancel cut, mass modification, the workpiece import. */
export const workpiecesArea: TServerArea = {
  name: "workpieces",
  hooks: { workpiece: workpieceHooks, workpieceEdge: workpieceEdgeHooks },
  imports: [{ definition: WORKPIECE_IMPORT }],
  routes: [workpieceRoutes],
};

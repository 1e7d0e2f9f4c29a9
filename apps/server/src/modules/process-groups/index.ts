import type { TServerArea } from "../../area.js";
import { processGroupHooks } from "./hooks.js";
import { triggerConditionRoutes } from "./trigger-conditions.js";

/** Welding process groups and their start and stop conditions. */
export const processGroupsArea: TServerArea = {
  name: "process-groups",
  hooks: { weldingProcessGroup: processGroupHooks },
  routes: [triggerConditionRoutes],
};

import type { TServerArea } from "../../area.js";
import { projectCopyForRoutes } from "./copy-for.js";
import { projectHooks } from "./hooks.js";

/** Projects: status rules, and "copy for" another client (platform staff). */
export const projectsArea: TServerArea = {
  name: "projects",
  hooks: { project: projectHooks },
  routes: [projectCopyForRoutes],
};

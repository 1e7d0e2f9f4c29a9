import type { TServerArea } from "../../area.js";
import { projectCopyForRoutes } from "./copy-for.js";
import { dataBookRoutes } from "./data-book.js";
import { projectHooks } from "./hooks.js";

/** Projects: status rules, "copy for" another client (platform staff), and the project data book (a background job). */
export const projectsArea: TServerArea = {
  name: "projects",
  hooks: { project: projectHooks },
  routes: [projectCopyForRoutes, dataBookRoutes],
};

import type { TServerArea } from "../../area.js";
import { dashboardRoutes } from "./routes.js";

/** The dashboard's progress and quality counts. */
export const dashboardArea: TServerArea = { name: "dashboard", routes: [dashboardRoutes] };

import type { TServerArea } from "../../area.js";
import { dashboardRoutes } from "./routes.js";

/** The dashboard: read-only figures of the client's projects, welds and quality (its own routes, no resource). */
export const dashboardArea: TServerArea = {
  name: "dashboard",
  routes: [dashboardRoutes],
};

import type { TServerArea } from "../../area.js";
import { dashboardRoutes } from "./routes.js";

/** The dashboard: progress and quality figures of a range of days, counted in SQL. */
export const dashboardArea: TServerArea = { name: "dashboard", routes: [dashboardRoutes] };

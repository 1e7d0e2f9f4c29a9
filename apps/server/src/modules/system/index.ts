import type { TServerArea } from "../../area.js";
import { systemRoutes } from "./routes.js";

/** Health, version and the platform's settings. */
export const systemArea: TServerArea = { name: "system", routes: [systemRoutes] };

import type { TServerArea } from "../../area.js";
import { clientRoutes } from "./routes.js";

/** The tenants: a new one starts with its copy of the default catalogues (service.ts). */
export const clientsArea: TServerArea = { name: "clients", routes: [clientRoutes] };

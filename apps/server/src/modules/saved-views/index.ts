import type { TServerArea } from "../../area.js";
import { savedViewRoutes } from "./routes.js";

/** Each user's named views of the lists (search, sort, filters, columns), kept on the server. */
export const savedViewsArea: TServerArea = { name: "saved-views", routes: [savedViewRoutes] };

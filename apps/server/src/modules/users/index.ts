import type { TServerArea } from "../../area.js";
import { userRoutes } from "./routes.js";

/** Staff and machine accounts of a client. */
export const usersArea: TServerArea = { name: "users", routes: [userRoutes] };

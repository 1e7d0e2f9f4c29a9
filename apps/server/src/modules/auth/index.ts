import type { TServerArea } from "../../area.js";
import { authRoutes } from "./routes.js";

/** Log in and out, the profile, password reset. */
export const authArea: TServerArea = { name: "auth", routes: [authRoutes] };

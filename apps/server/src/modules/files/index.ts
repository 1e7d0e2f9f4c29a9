import type { TServerArea } from "../../area.js";
import { fileRoutes } from "./routes.js";

/** Stored files (/api/s3/*): a file follows the rights of the records that hold it. */
export const filesArea: TServerArea = { name: "files", routes: [fileRoutes] };

import type { TServerArea } from "../../area.js";
import { passGroups, procedures } from "../../db/schema/index.js";
import { procedureRoutes } from "./routes.js";
import { sectionListRoutes } from "./section-lists.js";
import { procedureReferrers } from "./usages.js";

/**
 * Welding procedures: hand-written routes (save, read, lifecycle, export and import), not a generic resource.
 * Reference fields may name a procedure or one of its pass groups; a procedure's own links block the delete of
 * what they name, and its delete (its route) is refused while a weld or cycle names it.
 */
export const proceduresArea: TServerArea = {
  name: "procedures",
  referenceTables: {
    procedure: { table: procedures, guardedDelete: true },
    passGroup: { table: passGroups },
  },
  referrers: procedureReferrers,
  routes: [procedureRoutes, sectionListRoutes],
};

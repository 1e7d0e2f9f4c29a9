import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { zName } from "../validation/fields.js";

/** Spec §3: a workstation is a name and a workstation type; it will carry an edge server's acquisition stream. */
export const workstations = defineResource({
  key: "workstation",
  path: "workstations",
  area: "staff",
  schema: z.object({ name: zName(), type: z.uuid() }),
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "type", kind: "reference", target: "workstationType", required: true, column: true },
  ],
  searchFields: ["name"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  filterFields: ["type"],
});

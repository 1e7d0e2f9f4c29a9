import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { zRef, zRefs } from "../procedures/shared.js";
import { zName, zText } from "../validation/fields.js";

/** Spec §3 "Filler metal": name, classification, manufacturer, heats, diameter, description, standards. */
export const fillerMetals = defineResource({
  key: "fillerMetal",
  path: "filler-metals",
  area: "reference",
  schema: z.object({
    name: zName(),
    classification: zRef(),
    manufacturer: zRef(),
    heats: zRefs(),
    diameter: zRef(),
    description: zText(),
    standards: zText(),
  }),
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "classification", kind: "reference", target: "fillerMetalClassification", column: true },
    { key: "manufacturer", kind: "reference", target: "fillerMetalManufacturer", column: true },
    { key: "heats", kind: "references", target: "fillerMetalHeat", column: true },
    { key: "diameter", kind: "reference", target: "consumableDiameter", column: true },
    { key: "description", kind: "textarea", column: true },
    { key: "standards", kind: "lines" },
  ],
  searchFields: ["name", "description"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  filterFields: ["classification", "manufacturer"],
});

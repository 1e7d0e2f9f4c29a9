import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { message } from "../messages/catalogue.js";
import { isValidFraction, zDate, zName, zText } from "../validation/fields.js";
import { codedError, maxDecimalsMessage } from "../validation/messages.js";
import { zLogo } from "./clients.js";
import { standardsCatalogue } from "./reference-catalogues.js";

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Spec: decimals per field; a number with more is refused rather than silently rounded. */
const zDecimals = (decimals: number) =>
  z
    .number()
    .refine(
      (value) => Number.isFinite(value) && Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6,
      codedError(maxDecimalsMessage(decimals)),
    );

export const workpieceTags = defineResource({
  key: "workpieceTag",
  path: "workpiece-tags",
  area: "reference",
  schema: z.object({ label: zName().max(60), color: z.string().regex(HEX_COLOR, codedError(message("invalid_colour"))) }),
  fields: [
    { key: "label", kind: "text", required: true, column: true },
    { key: "color", kind: "color", required: true, column: false },
  ],
  searchFields: ["label"],
  orderingFields: ["label", "created_at"],
  defaultOrdering: "label",
});

export const consumableDiameters = defineResource({
  key: "consumableDiameter",
  path: "consumable-diameters",
  area: "reference",
  schema: z.object({
    diameter_mm: zDecimals(2).positive().max(100),
    diameter_inch_dec: zDecimals(10).positive().max(4),
    diameter_inch_frac: z
      .string()
      .trim()
      .max(20)
      .refine(isValidFraction, codedError(message("invalid_fraction"))),
  }),
  fields: [
    { key: "diameter_mm", kind: "number", decimals: 2, required: true, column: true },
    { key: "diameter_inch_dec", kind: "number", decimals: 10, required: true, column: true },
    { key: "diameter_inch_frac", kind: "fraction", required: true, column: true },
  ],
  searchFields: ["diameter_inch_frac"],
  orderingFields: ["diameter_mm", "diameter_inch_dec", "created_at"],
  defaultOrdering: "diameter_mm",
});

const logoCatalogue = <const K extends string, const P extends string>(key: K, path: P) =>
  defineResource({
    key,
    path,
    area: "reference",
    schema: z.object({ name: zName(), logo: zLogo() }),
    fields: [
      { key: "logo", kind: "image", column: true },
      { key: "name", kind: "text", required: true, column: true },
    ],
    searchFields: ["name"],
    orderingFields: ["name", "created_at"],
    defaultOrdering: "name",
    uniqueName: true,
  });
export const companies = logoCatalogue("company", "companies");
export const contractors = logoCatalogue("contractor", "contractors");

export const fillerMetalClassifications = standardsCatalogue("fillerMetalClassification", "filler-metal-classifications");

export const workpieceTypes = defineResource({
  key: "workpieceType",
  path: "workpiece-types",
  area: "reference",
  schema: z.object({
    name: zName(),
    description: zText(),
    display_outer_diameter: z.boolean().optional(),
    display_covered_outer_diameter: z.boolean().optional(),
  }),
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "description", kind: "textarea", column: true },
    { key: "display_outer_diameter", kind: "boolean" },
    { key: "display_covered_outer_diameter", kind: "boolean" },
  ],
  searchFields: ["name", "description"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  uniqueName: true,
});

export const productModels = defineResource({
  key: "productModel",
  path: "product-models",
  area: "staff",
  schema: z.object({
    name: zName(),
    // Spec: a type can be added once per model; duplicates are dropped, not refused.
    types: z
      .array(z.uuid())
      .max(50)
      .optional()
      .transform((ids) => [...new Set(ids ?? [])]),
  }),
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "types", kind: "references", target: "measuringInstrumentType", column: true },
  ],
  searchFields: ["name"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  uniqueName: true,
});

export const documents = defineResource({
  key: "document",
  path: "documents",
  area: "staff",
  schema: z.object({
    name: zName(),
    type: z.uuid(),
    expired_at: zDate().nullish(),
    file: z.uuid().nullish(),
  }),
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "type", kind: "reference", target: "documentType", required: true, column: true },
    { key: "expired_at", kind: "date", column: true },
    { key: "file", kind: "file", column: true },
  ],
  searchFields: ["name"],
  orderingFields: ["name", "expired_at", "created_at"],
  defaultOrdering: "name",
  filterFields: ["type"],
});

/** Catalogues with richer fields (numbers, colours, logos, references, files). */
export const RICH_CATALOGUES = [
  workpieceTags,
  consumableDiameters,
  companies,
  contractors,
  fillerMetalClassifications,
  workpieceTypes,
  productModels,
  documents,
] as const;

import { measureColumn } from "../fields/measures.js";
import type { TImportDefinition } from "../imports/definition.js";
import { WORKPIECE_MEASURES, WORKPIECE_REQUIRED_BY_TYPE, WORKPIECE_REQUIRED_FIELDS } from "./workpieces.js";

/**
 * The workpiece import and export (decisions.md "Workpieces"): the list's columns in the list's order, then the
 * other fields of the form. References are written by name; several tags or documents are separated by ";". A measure's
 * column (its header words, its unit) comes from its specification (WORKPIECE_MEASURES).
 */
export const WORKPIECE_IMPORT: TImportDefinition = {
  key: "workpieces",
  resource: "workpiece",
  nameField: "name",
  // The workpiece's own rule (workpieceIssues), not only its schema's: the template marks what a row must fill.
  required: WORKPIECE_REQUIRED_FIELDS,
  requiredByType: WORKPIECE_REQUIRED_BY_TYPE,
  columns: [
    { header: "Name", fr: "Nom", field: "name", kind: "text", example: "WP-0001" },
    { header: "Type", fr: "Type", field: "type", kind: "reference", target: "workpieceType", example: "PIPE" },
    { header: "Project", fr: "Projet", field: "project", kind: "reference", target: "project", example: "North line" },
    measureColumn(WORKPIECE_MEASURES, "outer_diameter", { example: 323.9 }),
    measureColumn(WORKPIECE_MEASURES, "wall_thickness", { example: 12.7 }),
    { header: "Grade", fr: "Nuance", field: "grade", kind: "text", example: "X65" },
    { header: "Manufacturer", fr: "Fabricant", field: "manufacturer_id", kind: "reference", target: "company", example: "Tenaris" },
    { header: "Heat", fr: "Coulée", field: "heat", kind: "reference", target: "workpieceHeat", lookup: "heat_no", example: "H-1024" },
    { header: "Batch", fr: "Lot", field: "batch", kind: "text", example: "B-7" },
    measureColumn(WORKPIECE_MEASURES, "weight", { example: 1200 }),
    measureColumn(WORKPIECE_MEASURES, "length", { example: 12 }),
    { header: "Comment", fr: "Commentaire", field: "comment", kind: "text" },
    {
      header: "Tags",
      fr: "Étiquettes",
      field: "workpiece_tags",
      kind: "references",
      target: "workpieceTag",
      lookup: "label",
      createMissing: { color: "#ffffff" },
      example: "Spool A;Urgent",
    },
    { header: "Manufacturer workpiece number", fr: "Numéro de pièce du fabricant", field: "manufacturer_workpiece_no", kind: "text" },
    { header: "Covered material ISO", fr: "Groupe de matériau ISO", field: "group_iso", kind: "reference", target: "coveredMaterialIso" },
    {
      header: "Manufacturing process",
      fr: "Procédé de fabrication",
      field: "manufacturing_process",
      kind: "reference",
      target: "manufacturingProcess",
    },
    { header: "CRA", fr: "CRA", field: "is_cra", kind: "boolean", example: "no" },
    { header: "UNS numbers", fr: "Numéros UNS", field: "uns_numbers", kind: "references", target: "unsNumber" },
    { header: "Documents", fr: "Documents", field: "documents", kind: "references", target: "document" },
    measureColumn(WORKPIECE_MEASURES, "pcm"),
    measureColumn(WORKPIECE_MEASURES, "pren"),
    measureColumn(WORKPIECE_MEASURES, "ce"),
  ],
};

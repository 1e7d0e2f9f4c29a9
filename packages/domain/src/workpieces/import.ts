import type { TImportDefinition } from "../imports/definition.js";
import { WORKPIECE_REQUIRED_BY_TYPE, WORKPIECE_REQUIRED_FIELDS, WORKPIECE_UNIT_FIELDS } from "./workpieces.js";

/**
 * The workpiece import and export (decisions.md "Workpieces"): the list's columns in the list's order, then the
 * other fields of the form. References are written by name; several tags or documents are separated by ";".
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
    {
      header: "Outer diameter",
      fr: "Diamètre extérieur",
      field: "outer_diameter",
      kind: "number",
      unit: WORKPIECE_UNIT_FIELDS.outer_diameter,
      example: 323.9,
    },
    {
      header: "Wall thickness",
      fr: "Épaisseur",
      field: "wall_thickness",
      kind: "number",
      unit: WORKPIECE_UNIT_FIELDS.wall_thickness,
      example: 12.7,
    },
    { header: "Grade", fr: "Nuance", field: "grade", kind: "text", example: "X65" },
    { header: "Manufacturer", fr: "Fabricant", field: "manufacturer_id", kind: "reference", target: "company", example: "Tenaris" },
    { header: "Heat", fr: "Coulée", field: "heat", kind: "reference", target: "workpieceHeat", lookup: "heat_no", example: "H-1024" },
    { header: "Batch", fr: "Lot", field: "batch", kind: "text", example: "B-7" },
    { header: "Weight", fr: "Poids", field: "weight", kind: "number", unit: WORKPIECE_UNIT_FIELDS.weight, example: 1200 },
    { header: "Length", fr: "Longueur", field: "length", kind: "number", unit: WORKPIECE_UNIT_FIELDS.length, example: 12 },
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
    { header: "PCM", fr: "PCM", field: "pcm", kind: "number" },
    { header: "PREN", fr: "PREN", field: "pren", kind: "number" },
    { header: "CE", fr: "CE", field: "ce", kind: "number" },
  ],
};

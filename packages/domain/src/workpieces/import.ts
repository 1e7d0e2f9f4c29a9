import type { TImportDefinition } from "../imports/definition.js";
import { WORKPIECE_UNIT_FIELDS } from "./workpieces.js";

/**
 * The workpiece import and export (decisions.md "Workpieces"): the list's columns in the list's order, then the
 * other fields of the form. References are written by name; several tags or documents are separated by ";".
 */
export const WORKPIECE_IMPORT: TImportDefinition = {
  key: "workpieces",
  resource: "workpiece",
  nameField: "name",
  columns: [
    { header: "Name", field: "name", kind: "text", example: "WP-0001" },
    { header: "Type", field: "type", kind: "reference", target: "workpieceType", example: "PIPE" },
    { header: "Project", field: "project", kind: "reference", target: "project", example: "North line" },
    {
      header: "Outer diameter",
      field: "outer_diameter",
      kind: "number",
      unit: WORKPIECE_UNIT_FIELDS.outer_diameter,
      example: 323.9,
    },
    {
      header: "Wall thickness",
      field: "wall_thickness",
      kind: "number",
      unit: WORKPIECE_UNIT_FIELDS.wall_thickness,
      example: 12.7,
    },
    { header: "Grade", field: "grade", kind: "text", example: "X65" },
    { header: "Manufacturer", field: "manufacturer_id", kind: "reference", target: "company", example: "Tenaris" },
    { header: "Heat", field: "heat", kind: "reference", target: "workpieceHeat", lookup: "heat_no", example: "H-1024" },
    { header: "Batch", field: "batch", kind: "text", example: "B-7" },
    { header: "Weight", field: "weight", kind: "number", unit: WORKPIECE_UNIT_FIELDS.weight, example: 1200 },
    { header: "Length", field: "length", kind: "number", unit: WORKPIECE_UNIT_FIELDS.length, example: 12 },
    { header: "Comment", field: "comment", kind: "text" },
    {
      header: "Tags",
      field: "workpiece_tags",
      kind: "references",
      target: "workpieceTag",
      lookup: "label",
      createMissing: { color: "#ffffff" },
      example: "Spool A;Urgent",
    },
    { header: "Manufacturer workpiece number", field: "manufacturer_workpiece_no", kind: "text" },
    { header: "Covered material ISO", field: "group_iso", kind: "reference", target: "coveredMaterialIso" },
    { header: "Manufacturing process", field: "manufacturing_process", kind: "reference", target: "manufacturingProcess" },
    { header: "CRA", field: "is_cra", kind: "boolean", example: "no" },
    { header: "UNS numbers", field: "uns_numbers", kind: "references", target: "unsNumber" },
    { header: "Documents", field: "documents", kind: "references", target: "document" },
    { header: "PCM", field: "pcm", kind: "number" },
    { header: "PREN", field: "pren", kind: "number" },
    { header: "CE", field: "ce", kind: "number" },
  ],
};

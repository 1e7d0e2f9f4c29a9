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
    { header: "Name", field: "name", kind: "text" },
    { header: "Type", field: "type", kind: "reference", target: "workpieceType" },
    { header: "Project", field: "project", kind: "reference", target: "project" },
    {
      header: "Outer diameter",
      field: "outer_diameter",
      kind: "number",
      unit: WORKPIECE_UNIT_FIELDS.outer_diameter,
    },
    {
      header: "Wall thickness",
      field: "wall_thickness",
      kind: "number",
      unit: WORKPIECE_UNIT_FIELDS.wall_thickness,
    },
    { header: "Grade", field: "grade", kind: "text" },
    { header: "Manufacturer", field: "manufacturer_id", kind: "reference", target: "company" },
    { header: "Heat", field: "heat", kind: "reference", target: "workpieceHeat", lookup: "heat_no" },
    { header: "Batch", field: "batch", kind: "text" },
    { header: "Weight", field: "weight", kind: "number", unit: WORKPIECE_UNIT_FIELDS.weight },
    { header: "Length", field: "length", kind: "number", unit: WORKPIECE_UNIT_FIELDS.length },
    { header: "Comment", field: "comment", kind: "text" },
    {
      header: "Tags",
      field: "workpiece_tags",
      kind: "references",
      target: "workpieceTag",
      lookup: "label",
      createMissing: { color: "#ffffff" },
    },
    { header: "Manufacturer workpiece number", field: "manufacturer_workpiece_no", kind: "text" },
    { header: "Covered material ISO", field: "group_iso", kind: "reference", target: "coveredMaterialIso" },
    { header: "Manufacturing process", field: "manufacturing_process", kind: "reference", target: "manufacturingProcess" },
    { header: "CRA", field: "is_cra", kind: "boolean" },
    { header: "UNS numbers", field: "uns_numbers", kind: "references", target: "unsNumber" },
    { header: "Documents", field: "documents", kind: "references", target: "document" },
    { header: "PCM", field: "pcm", kind: "number" },
    { header: "PREN", field: "pren", kind: "number" },
    { header: "CE", field: "ce", kind: "number" },
  ],
};

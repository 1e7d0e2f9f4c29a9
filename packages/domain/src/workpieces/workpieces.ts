import { z } from "zod";
import { defineResource } from "../common/resource.js";
import type { TResourceUsage } from "../common/usages.js";
import type { SYSTEM_DOCUMENT_TYPES } from "../entities/system-document-types.js";
import {
  converted,
  defaultFixed,
  importUnitOf,
  measure,
  measureDecimals,
  measuresOf,
  type THeaderWords,
  type TMeasureSpec,
} from "../fields/measures.js";
import { MESSAGE_CATALOGUE, message, type TFieldMessages } from "../messages/catalogue.js";
import { zRef, zRefs } from "../procedures/shared.js";
import { convert } from "../units/conversion.js";
import { type TUnit, type TUomCategory, UOM_CATEGORIES } from "../units/units.js";
import { MEASURE_MAX, zMeasure, zName, zText } from "../validation/fields.js";

/** Spec §9: the workpiece types that decide which edge dimension applies. */
export const PIPE_TYPE = "PIPE";
export const PLATE_TYPE = "PLATE";

/** Spec §3: a workpiece's documents are its certificates when of this type (its heat's are "Workpiece heat certificate"). */
export const WORKPIECE_CERTIFICATE_TYPE = "Workpiece certificate" satisfies (typeof SYSTEM_DOCUMENT_TYPES)[number];

/** Spec §8, verbatim where the spec gives the text. */
export const WORKPIECE_MESSAGES = {
  hasChildren: MESSAGE_CATALOGUE.workpiece_has_children,
  hasEdges: MESSAGE_CATALOGUE.workpiece_has_edges,
  edgeExists: MESSAGE_CATALOGUE.edge_exists,
  edgeUsedInWeld: MESSAGE_CATALOGUE.edge_used_in_weld,
  isParent: MESSAGE_CATALOGUE.workpiece_is_parent,
  notParent: MESSAGE_CATALOGUE.workpiece_not_cut,
  alreadyCut: MESSAGE_CATALOGUE.workpiece_already_cut,
  cutLengths: MESSAGE_CATALOGUE.cut_lengths,
  cutNeedsLength: MESSAGE_CATALOGUE.cut_needs_length,
  parentOfItself: MESSAGE_CATALOGUE.parent_of_itself,
} as const;

/**
 * Physical bounds of a workpiece, in its stored units: the largest pipes and plates are a few metres
 * across and thick, a line or a heat a few hundred kilometres long and a few thousand tonnes heavy.
 */
export const WORKPIECE_BOUNDS = { outer_diameter: 20_000, wall_thickness: 2_000, length: 1_000_000, weight: 10_000_000 } as const;

/**
 * The workpiece's measures, stated once: the schema, the resource's decimals, the form's units and the import
 * read them. Stored in mm (outer diameter, wall thickness), m (length) and kg (weight), the base units of their
 * categories; wall thickness follows the outer diameter's unit, as a pipe's are quoted. Decimals are the spec's
 * per field (length and wall thickness 2, outer diameter and weight 3; pcm, pren and ce the default 3).
 */
/** A converted workpiece measure: its label is the field's, its bounds 0 to the field's physical bound. */
const boundedMeasure = <const K extends keyof typeof WORKPIECE_BOUNDS, const C extends TUomCategory, const H extends THeaderWords>(
  key: K,
  category: C,
  header: H,
) => measure(converted(category, key), { label: `resources.fields.${key}`, header, min: 0, max: WORKPIECE_BOUNDS[key] });

const WORKPIECE_MEASURE_SPECS = {
  outer_diameter: boundedMeasure("outer_diameter", "workpiece_outer_diameter", { en: "Outer diameter", fr: "Diamètre extérieur" }),
  wall_thickness: boundedMeasure("wall_thickness", "workpiece_outer_diameter", { en: "Wall thickness", fr: "Épaisseur" }),
  length: boundedMeasure("length", "workpiece_length", { en: "Length", fr: "Longueur" }),
  weight: boundedMeasure("weight", "weight", { en: "Weight", fr: "Poids" }),
  pcm: measure(defaultFixed(null), { label: "resources.fields.pcm", header: { en: "PCM", fr: "PCM" }, min: 0, max: MEASURE_MAX }),
  pren: measure(defaultFixed(null), { label: "resources.fields.pren", header: { en: "PREN", fr: "PREN" }, min: 0, max: MEASURE_MAX }),
  ce: measure(defaultFixed(null), { label: "resources.fields.ce", header: { en: "CE", fr: "CE" }, min: 0, max: MEASURE_MAX }),
} as const satisfies Record<string, TMeasureSpec>;

const zSpecNumber = (spec: TMeasureSpec) => zMeasure(spec.min, spec.max).nullish();

/**
 * Stored units (ARCHITECTURE "Units and numbers"): outer diameter and wall thickness in mm, length in m,
 * weight in kg. The form and the import convert from the client's or the file's units before sending.
 */
export const workpieceShape = {
  name: zName(),
  type: zRef(),
  project: zRef(),
  workpiece_tags: zRefs(),
  manufacturer_id: zRef(),
  manufacturer_workpiece_no: zText(255),
  heat: zRef(),
  batch: zText(255),
  grade: zText(255),
  group_iso: zRef(),
  length: zSpecNumber(WORKPIECE_MEASURE_SPECS.length),
  weight: zSpecNumber(WORKPIECE_MEASURE_SPECS.weight),
  comment: zText(),
  parent: zRef(),
  outer_diameter: zSpecNumber(WORKPIECE_MEASURE_SPECS.outer_diameter),
  wall_thickness: zSpecNumber(WORKPIECE_MEASURE_SPECS.wall_thickness),
  manufacturing_process: zRef(),
  uns_numbers: zRefs(),
  is_cra: z.boolean().optional(),
  documents: zRefs(),
  pcm: zSpecNumber(WORKPIECE_MEASURE_SPECS.pcm),
  pren: zSpecNumber(WORKPIECE_MEASURE_SPECS.pren),
  ce: zSpecNumber(WORKPIECE_MEASURE_SPECS.ce),
};

export const ZWorkpiece = z.object(workpieceShape);

/** The workpiece's measures, keyed by its schema's fields. */
export const WORKPIECE_MEASURES = measuresOf<typeof workpieceShape>()(WORKPIECE_MEASURE_SPECS);
/** A measure's decimals on the workpiece screens, where none of them depends on the unit shown. */
const decimalsOf = (key: keyof typeof WORKPIECE_MEASURES) => measureDecimals(WORKPIECE_MEASURES[key]);
export type TWorkpieceInput = z.infer<typeof ZWorkpiece>;
export type TWorkpieceRecord = { [K in keyof TWorkpieceInput]?: TWorkpieceInput[K] | null } & { id?: string };

export const workpieces = defineResource({
  key: "workpiece",
  path: "workpieces",
  area: "production",
  schema: ZWorkpiece,
  answerFields: {
    nominal_inner_diameter: z.number().nullable().describe("Outer diameter less twice the wall thickness, mm."),
    children_count: z.number().int().describe("Workpieces cut from this one."),
    edges_count: z.number().int(),
  },
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "type", kind: "reference", target: "workpieceType", required: true, column: true },
    { key: "project", kind: "reference", target: "project", column: true },
    { key: "outer_diameter", kind: "number", decimals: decimalsOf("outer_diameter"), column: true },
    { key: "wall_thickness", kind: "number", decimals: decimalsOf("wall_thickness"), required: true, column: true },
    { key: "grade", kind: "text", required: true, column: true },
    { key: "manufacturer_id", kind: "reference", target: "company", required: true, column: true },
    { key: "heat", kind: "reference", target: "workpieceHeat", column: true },
    { key: "batch", kind: "text", column: true },
    { key: "weight", kind: "number", decimals: decimalsOf("weight"), required: true, column: true },
    { key: "length", kind: "number", decimals: decimalsOf("length"), required: true, column: true },
    { key: "comment", kind: "textarea", column: true },
    { key: "workpiece_tags", kind: "references", target: "workpieceTag", column: true },
    { key: "manufacturer_workpiece_no", kind: "text" },
    { key: "group_iso", kind: "reference", target: "coveredMaterialIso" },
    { key: "parent", kind: "reference", target: "workpiece" },
    { key: "manufacturing_process", kind: "reference", target: "manufacturingProcess" },
    { key: "is_cra", kind: "boolean" },
    { key: "uns_numbers", kind: "references", target: "unsNumber" },
    { key: "documents", kind: "references", target: "document" },
    { key: "pcm", kind: "number", decimals: decimalsOf("pcm") },
    { key: "pren", kind: "number", decimals: decimalsOf("pren") },
    { key: "ce", kind: "number", decimals: decimalsOf("ce") },
  ],
  searchFields: ["name", "grade", "batch", "manufacturer_workpiece_no"],
  orderingFields: ["name", "grade", "batch", "length", "weight", "outer_diameter", "wall_thickness", "created_at"],
  defaultOrdering: "name",
  filterFields: ["project", "parent", "type", "heat", "tag"],
});

/** The fields a child inherits when left empty (spec §3: "Empty values inherit from the parent workpiece"). */
export const INHERITED_FIELDS = [
  "type",
  "project",
  "workpiece_tags",
  "manufacturer_id",
  "manufacturer_workpiece_no",
  "heat",
  "batch",
  "grade",
  "group_iso",
  "length",
  "weight",
  "comment",
  "outer_diameter",
  "wall_thickness",
  "manufacturing_process",
  "uns_numbers",
  "is_cra",
  "documents",
  "pcm",
  "pren",
  "ce",
] as const satisfies readonly (keyof TWorkpieceInput)[];

const isEmpty = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** Fills every empty inheritable value of a child from its parent; values the child has win. */
export function inheritFromParent<T extends TWorkpieceRecord>(child: T, parent: TWorkpieceRecord | null | undefined): T {
  if (!parent) return child;
  const out: Record<string, unknown> = { ...child };
  for (const field of INHERITED_FIELDS) {
    if (isEmpty(out[field]) && !isEmpty(parent[field])) out[field] = parent[field];
  }
  return out as T;
}

/** Spec §5: uns_numbers apply only to a corrosion-resistant alloy; otherwise they are cleared. */
export function clearUnsUnlessCra<T extends TWorkpieceRecord>(record: T): T {
  return record.is_cra ? record : { ...record, uns_numbers: [] };
}

/** Spec §5: the fields every workpiece fills (after inheritance), whatever its type. */
export const WORKPIECE_REQUIRED_FIELDS = ["name", "type", "wall_thickness", "grade", "manufacturer_id", "length", "weight"] as const;
/** Spec §5: the fields only a workpiece of a type fills (the outer diameter of a PIPE; a PLATE has none). */
export const WORKPIECE_REQUIRED_BY_TYPE: Readonly<Record<string, string>> = { outer_diameter: PIPE_TYPE };

/**
 * Spec §5: name, type, wall thickness and grade are required; outer diameter only for a PIPE; manufacturer,
 * length and weight on the workpiece screen. Checked on the whole record, after inheritance. `typeName` is
 * the name of the record's workpiece type (PIPE, PLATE...).
 */
export function workpieceIssues(record: TWorkpieceRecord, typeName: string | null | undefined): TFieldMessages {
  const errors: TFieldMessages = {};
  for (const field of WORKPIECE_REQUIRED_FIELDS) if (isEmpty(record[field])) errors[field] = [message("required")];
  for (const [field, type] of Object.entries(WORKPIECE_REQUIRED_BY_TYPE)) {
    if (typeName?.trim().toUpperCase() === type && isEmpty(record[field as keyof TWorkpieceRecord])) errors[field] = [message("required")];
  }
  if (record.parent && record.id && record.parent === record.id) errors.parent = [message("parent_of_itself")];
  return errors;
}

export const isPipe = (typeName: string | null | undefined) => typeName?.trim().toUpperCase() === PIPE_TYPE;
export const isPlate = (typeName: string | null | undefined) => typeName?.trim().toUpperCase() === PLATE_TYPE;

/**
 * Spec §5: nominal inner diameter of a pipe = outer diameter − 2 × wall thickness, rounded to 2 decimals,
 * with unit conversion when the two are given in different units. The answer is in `unit` (the outer
 * diameter's unit unless another is asked for).
 */
export function nominalInnerDiameter(
  outer: { value: number | null | undefined; unit: TUnit },
  wall: { value: number | null | undefined; unit: TUnit },
  unit: TUnit = outer.unit,
): number | null {
  if (outer.value === null || outer.value === undefined || wall.value === null || wall.value === undefined) return null;
  const inner = convert(outer.value, outer.unit, unit) - 2 * convert(wall.value, wall.unit, unit);
  return Math.round((inner + Number.EPSILON * Math.sign(inner)) * 100) / 100;
}

/**
 * The workpiece numbers that carry a unit (read from WORKPIECE_MEASURES): the unit-of-measure category that
 * chooses the unit they are shown and typed in, its family and the unit they are stored in. The import reads the
 * same table (WORKPIECE_IMPORT), so a file and the form convert alike.
 */
export const WORKPIECE_UNIT_FIELDS = {
  outer_diameter: importUnitOf(WORKPIECE_MEASURES.outer_diameter.category),
  wall_thickness: importUnitOf(WORKPIECE_MEASURES.wall_thickness.category),
  length: importUnitOf(WORKPIECE_MEASURES.length.category),
  weight: importUnitOf(WORKPIECE_MEASURES.weight.category),
};

export type TWorkpieceUnitField = keyof typeof WORKPIECE_UNIT_FIELDS;
export const WORKPIECE_UNIT_FIELD_KEYS = Object.keys(WORKPIECE_UNIT_FIELDS) as TWorkpieceUnitField[];

/**
 * The unit each workpiece number is shown in, from a unit system (a uoms row: the client's default one);
 * a category the row lacks, or a unit it does not allow, falls back to the stored unit.
 */
export function workpieceDisplayUnits(system: Partial<Record<string, unknown>> | null | undefined): Record<TWorkpieceUnitField, TUnit> {
  const units = {} as Record<TWorkpieceUnitField, TUnit>;
  for (const field of WORKPIECE_UNIT_FIELD_KEYS) {
    const { category, stored } = WORKPIECE_UNIT_FIELDS[field];
    const chosen = system?.[category];
    units[field] =
      typeof chosen === "string" && (UOM_CATEGORIES[category] as readonly string[]).includes(chosen) ? (chosen as TUnit) : stored;
  }
  return units;
}

/** A stored workpiece number (mm, m, kg) in the unit it is shown in. */
export const workpieceValueToDisplay = (field: TWorkpieceUnitField, stored: number, unit: TUnit) =>
  convert(stored, WORKPIECE_UNIT_FIELDS[field].stored, unit);

/** A workpiece number typed in `unit` in the unit it is stored in; binary noise of the conversion is dropped. */
export const workpieceValueToStored = (field: TWorkpieceUnitField, shown: number, unit: TUnit) =>
  Number(convert(shown, unit, WORKPIECE_UNIT_FIELDS[field].stored).toPrecision(12));

/**
 * The nominal inner diameter as the form shows it: outer diameter and wall thickness as typed, each in its
 * displayed unit, the answer in the outer diameter's unit, rounded to 2 decimals (spec §5).
 */
export function displayedInnerDiameter(
  values: { outer_diameter: number | null | undefined; wall_thickness: number | null | undefined },
  units: Pick<Record<TWorkpieceUnitField, TUnit>, "outer_diameter" | "wall_thickness">,
): number | null {
  return nominalInnerDiameter(
    { value: values.outer_diameter, unit: units.outer_diameter },
    { value: values.wall_thickness, unit: units.wall_thickness },
  );
}

/**
 * Spec §5: mass modification applies only the checked attributes; for a child workpiece the manufacturer,
 * type, covered material ISO (group_iso), heat, grade, batch and manufacturer number are dropped.
 */
export const CHILD_LOCKED_FIELDS = ["manufacturer_id", "type", "group_iso", "heat", "grade", "batch", "manufacturer_workpiece_no"] as const;

export function massModifyPatch(
  values: Partial<TWorkpieceInput>,
  checked: readonly string[],
  target: { parent?: string | null },
): Partial<TWorkpieceInput> {
  const patch: Record<string, unknown> = {};
  for (const field of checked) {
    if (!(field in workpieceShape) || field === "name" || field === "parent") continue;
    if (target.parent && (CHILD_LOCKED_FIELDS as readonly string[]).includes(field)) continue;
    patch[field] = (values as Record<string, unknown>)[field] ?? null;
  }
  return patch as Partial<TWorkpieceInput>;
}

export const ZMassModify = z.object({
  ids: z.array(z.uuid()).min(1).max(1000),
  checked: z.array(z.string()).min(1),
  values: ZWorkpiece.partial(),
});
export type TMassModify = z.infer<typeof ZMassModify>;

/**
 * Spec §8: why a workpiece or an edge in use is not deleted, from what uses it (the `used_by` of a 409 in_use): a
 * workpiece with children or edges, an edge a weld or a cycle's torch uses. Undefined when the spec gives no words
 * (the refusal then names the users).
 */
export function workpieceInUseReason(
  resource: "workpiece" | "workpieceEdge",
  usages: readonly TResourceUsage[],
): "workpiece_has_children" | "workpiece_has_edges" | "edge_used_in_weld" | undefined {
  const uses = (entity: string) => usages.some((usage) => usage.entity === entity);
  if (resource === "workpieceEdge") return uses("weld") || uses("cycle") ? "edge_used_in_weld" : undefined;
  if (uses("workpiece")) return "workpiece_has_children";
  if (uses("workpieceEdge")) return "workpiece_has_edges";
  return undefined;
}

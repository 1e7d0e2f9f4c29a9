import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { zFlag, zRefs } from "../procedures/shared.js";
import { zName, zText } from "../validation/fields.js";

// ---------------------------------------------------------------------------------------------------------
// Flaw libraries (spec §3): a client's catalogue of NDE methods and, under each, the flaw types found by it.
// A library is shared by the projects it names (/projects/{id}/flaw-libraries).
// ---------------------------------------------------------------------------------------------------------

const libraryShape = {
  name: zName(),
  /** The projects that use this library; all of the library's client. */
  projects: zRefs(),
};
export const ZFlawLibraryCreate = z.object(libraryShape);
export type TFlawLibraryCreate = z.infer<typeof ZFlawLibraryCreate>;

export const flawLibraries = defineResource({
  key: "flawLibrary",
  path: "flaw-libraries",
  area: "quality",
  schema: ZFlawLibraryCreate,
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "projects", kind: "references", target: "project", column: true },
  ],
  searchFields: ["name"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  /** `?projects=<id>`: the libraries a project uses (/projects/{id}/flaw-libraries). */
  filterFields: ["projects"],
});

const ndeMethodShape = {
  name: zName(),
  description: zText().nullish(),
  library: z.uuid(),
};
export const ZFlawNdeMethodCreate = z.object(ndeMethodShape);
export type TFlawNdeMethodCreate = z.infer<typeof ZFlawNdeMethodCreate>;

/** Spec §7 names the collection `flaw-nde-methods`; the screens live under /flaw-libraries/{l}/nde-methods. */
export const flawNdeMethods = defineResource({
  key: "flawNdeMethod",
  path: "flaw-nde-methods",
  area: "quality",
  schema: ZFlawNdeMethodCreate,
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "description", kind: "textarea", column: true },
    { key: "library", kind: "reference", target: "flawLibrary", required: true },
  ],
  searchFields: ["name", "description"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  filterFields: ["library"],
});

/** Spec §3: a flag says the measure is used and shown for flaws of that type. Flag → flaw field. */
export const FLAW_MEASURE_FLAGS = {
  with_start_position: "start_position",
  with_end_position: "end_position",
  with_length: "length",
  with_depth: "depth",
  with_height: "height",
  with_width: "width",
  with_diameter: "diameter",
  with_angle: "angle",
  with_cluster_diameter: "cluster_diameter",
  with_quantity: "quantity",
} as const;
export type TFlawMeasureFlag = keyof typeof FLAW_MEASURE_FLAGS;
export type TFlawMeasure = (typeof FLAW_MEASURE_FLAGS)[TFlawMeasureFlag];
export const FLAW_MEASURE_FLAG_KEYS = Object.keys(FLAW_MEASURE_FLAGS) as TFlawMeasureFlag[];
export const FLAW_MEASURES = Object.values(FLAW_MEASURE_FLAGS) as TFlawMeasure[];

/**
 * Spec §9: a flaw's start and end positions are read in its type's position unit: a distance along the weld (mm)
 * or an angle around it (degrees, 0 to 359 as every angle position). decisions.md "Flaw type position unit".
 */
export const FLAW_POSITION_UNITS = ["mm", "degree"] as const;
export type TFlawPositionUnit = (typeof FLAW_POSITION_UNITS)[number];
export const DEFAULT_FLAW_POSITION_UNIT: TFlawPositionUnit = "mm";

const typeShape = {
  name: zName(),
  acronym: z.string().trim().max(20).nullish(),
  comment: zText().nullish(),
  nde_method: z.uuid(),
  /** Absent on create: mm. */
  position_unit: z.enum(FLAW_POSITION_UNITS).optional(),
  with_start_position: zFlag(),
  with_end_position: zFlag(),
  with_length: zFlag(),
  with_depth: zFlag(),
  with_height: zFlag(),
  with_width: zFlag(),
  with_diameter: zFlag(),
  with_angle: zFlag(),
  with_cluster_diameter: zFlag(),
  with_quantity: zFlag(),
};
export const ZFlawTypeCreate = z.object(typeShape);
export type TFlawTypeCreate = z.infer<typeof ZFlawTypeCreate>;
export type TFlawTypeFlags = Partial<Record<TFlawMeasureFlag, boolean | null | undefined>>;

export const flawTypes = defineResource({
  key: "flawType",
  path: "flaw-types",
  area: "quality",
  schema: ZFlawTypeCreate,
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "acronym", kind: "text", column: true },
    { key: "comment", kind: "textarea" },
    { key: "nde_method", kind: "reference", target: "flawNdeMethod", required: true },
    { key: "position_unit", kind: "choice", options: FLAW_POSITION_UNITS, required: true, column: true },
    ...FLAW_MEASURE_FLAG_KEYS.map((key) => ({ key, kind: "boolean" as const })),
  ],
  searchFields: ["name", "acronym"],
  orderingFields: ["name", "acronym", "created_at"],
  defaultOrdering: "name",
  filterFields: ["nde_method"],
});

/** The measures a flaw of this type records and shows, in the spec's order. */
export function measuresOfType(type: TFlawTypeFlags | null | undefined): TFlawMeasure[] {
  if (!type) return [];
  return FLAW_MEASURE_FLAG_KEYS.filter((flag) => type[flag] === true).map((flag) => FLAW_MEASURE_FLAGS[flag]);
}

/** A library copy's name (decisions.md: the copy is named "<name> (copy)"). */
export const copyName = (name: string) => `${name} (copy)`.slice(0, 255);

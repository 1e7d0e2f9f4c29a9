import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { BEVEL_DIMENSION_UNITS } from "./bevels.js";

/*
 * Spec §2 settings screens "cooling", "bevels" (with bevel dimensions) and "time lapses": the rows of those procedure
 * sections across every procedure of the client, read-only. A row is written through its procedure (the nested
 * save keeps a procedure's rules, history and revisions whole); the list opens the procedure at that section
 * (decisions.md "Settings lists of procedure sections").
 */

/** Lists only: nothing is created through these paths. */
const ZReadOnly = z.object({});

const procedureField = { key: "procedure", kind: "reference", target: "procedure", column: true } as const;

/** What every row of these lists answers: its procedure (id and name), its place in the section, name and comment. */
const sectionRow = {
  procedure: z.uuid(),
  procedure_name: z.string(),
  index: z.number().int(),
  name: z.string(),
};
const passes = { after_pass: z.string().nullable(), before_pass: z.string().nullable() };
const comment = { comment: z.string().nullable() };

export const coolingList = defineResource({
  key: "cooling",
  path: "cooling",
  area: "procedures",
  schema: ZReadOnly,
  answerFields: {
    ...sectionRow,
    ...passes,
    ...comment,
    method: z.uuid(),
    temperature_before_cooling_max: z.number().nullable(),
    temperature_after_cooling_max: z.number().nullable(),
  },
  fields: [{ key: "name", kind: "text", column: true }, procedureField],
  searchFields: ["name", "comment"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  filterFields: ["procedure", "method"],
});

export const timeLapseList = defineResource({
  key: "timeLapse",
  path: "time-lapses",
  area: "procedures",
  schema: ZReadOnly,
  answerFields: { ...sectionRow, ...passes, ...comment, duration: z.number().describe("s") },
  fields: [{ key: "name", kind: "text", column: true }, procedureField],
  searchFields: ["name", "comment"],
  orderingFields: ["name", "duration", "created_at"],
  defaultOrdering: "name",
  filterFields: ["procedure"],
});

export const bevelList = defineResource({
  key: "bevel",
  path: "bevels",
  area: "procedures",
  schema: ZReadOnly,
  answerFields: {
    ...sectionRow,
    ...comment,
    type: z.uuid(),
    end_preparation_method: z.uuid().nullable(),
    drawing_filename: z.string().nullable(),
  },
  fields: [{ key: "name", kind: "text", column: true }, procedureField],
  searchFields: ["name", "comment"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
  filterFields: ["procedure", "type"],
});

export const bevelDimensionList = defineResource({
  key: "bevelDimension",
  path: "bevel-dimensions",
  area: "procedures",
  schema: ZReadOnly,
  answerFields: {
    ...sectionRow,
    bevel: z.uuid(),
    bevel_name: z.string(),
    unit_of_measure: z.enum(BEVEL_DIMENSION_UNITS),
    value: z.number(),
    tolerance_min: z.number(),
    tolerance_max: z.number(),
  },
  fields: [{ key: "name", kind: "text", column: true }, procedureField],
  searchFields: ["name"],
  orderingFields: ["name", "value", "created_at"],
  defaultOrdering: "name",
  filterFields: ["procedure", "bevel"],
});

/** The four read-only lists, each with the procedure-form section its rows open. */
export const PROCEDURE_SECTION_LISTS = [
  { resource: coolingList, section: "cooling" },
  { resource: timeLapseList, section: "timeLapse" },
  { resource: bevelList, section: "bevel" },
  { resource: bevelDimensionList, section: "bevel" },
] as const;

import { DATE_FORMATS, orderPassGroups, type TPassGroupDraft } from "@weldtrace/domain";
import { translateIssue } from "../../i18n";
import { listShape, PROCEDURE_SHAPE, type TChildList, type TShape } from "./quantities";
import { formatForDisplay, parseDisplayValue, reexpressText, type TBaseline, type TUnitSystem } from "./units";

/**
 * The form holds the procedure as the engineer reads it: numbers as the text typed in the procedure's
 * unit system, each stored value remembered beside the text first shown for it (`_base`), so a value left
 * untouched is saved back exactly, whatever the rounding of its display unit. Rows carry a local `_key`
 * (their id once saved) that stays with them when they are reordered.
 */
export type TDraftNode = Record<string, unknown> & { _base?: Record<string, TBaseline> };
export type TDraftRow = TDraftNode & { _key: string; id?: string; deleted?: boolean };
export type TProcedureDraft = TDraftNode;

let keyCounter = 0;
/** A key for a row that has no id yet. */
export function newRowKey(): string {
  keyCounter += 1;
  return `new-${keyCounter}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function rowsOf(node: TDraftNode, list: string): TDraftRow[] {
  const rows = node[list];
  return Array.isArray(rows) ? (rows as TDraftRow[]) : [];
}

/** Live rows (a saved row the user deleted stays in the list, marked, until the procedure is saved). */
export const liveRows = (node: TDraftNode, list: string) => rowsOf(node, list).filter((row) => row.deleted !== true);

function nodeToDraft(source: Record<string, unknown>, shape: TShape, units: TUnitSystem): TDraftNode {
  const node: TDraftNode = { ...source };
  const base: Record<string, TBaseline> = {};
  for (const [field, kind] of Object.entries(shape.numbers)) {
    const value = source[field];
    if (kind.kind === "duration") {
      node[field] = typeof value === "number" ? value : null;
      continue;
    }
    const text = formatForDisplay(value, kind, units, source.unit_of_measure);
    node[field] = text;
    if (typeof value === "number" && (kind.kind === "converted" || kind.kind === "bevel")) base[field] = { text, value };
  }
  node._base = base;
  for (const [list, rowShape] of Object.entries(shape.lists ?? {})) {
    let rows = Array.isArray(source[list]) ? (source[list] as Record<string, unknown>[]) : [];
    // The matrix shows pass groups by number; the draft keeps that order so error positions match the payload.
    if (list === "pass_group") rows = orderPassGroups(rows as TPassGroupDraft[]) as Record<string, unknown>[];
    node[list] = rows.map((row) => ({
      ...nodeToDraft(row, rowShape, units),
      _key: typeof row.id === "string" ? row.id : newRowKey(),
    }));
  }
  for (const [name, objectShape] of Object.entries(shape.objects ?? {})) {
    const value = source[name];
    node[name] = isObject(value) ? nodeToDraft(value, objectShape, units) : (value ?? null);
  }
  return node;
}

/** A stored procedure (base units) → the form's draft in the procedure's unit system. */
export function procedureToDraft(record: Record<string, unknown>, units: TUnitSystem): TProcedureDraft {
  return nodeToDraft(record, PROCEDURE_SHAPE, units);
}

/** A stored row of one list → a draft row (used for rows the domain creates, such as a new pass group). */
export function rowToDraft(list: TChildList, row: Record<string, unknown>, units: TUnitSystem, key = newRowKey()): TDraftRow {
  return { ...nodeToDraft(row, listShape(list), units), _key: key };
}

/** Field errors by dotted path ("pass_group.1.current_min"), positions as in the payload. */
export type TFieldErrors = Record<string, string>;

/** Fields the form keeps for itself, never sent ("_uomChosen": the unit system was picked by hand). */
const LOCAL_FIELDS = new Set(["_key", "_base", "idx", "_uomChosen"]);

function nodeToBody(
  node: TDraftNode,
  shape: TShape,
  units: TUnitSystem,
  path: (string | number)[],
  errors: TFieldErrors,
): Record<string, unknown> {
  if (node.deleted === true) return { id: node.id, deleted: true };
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(node)) if (!LOCAL_FIELDS.has(field)) body[field] = value;
  for (const [field, kind] of Object.entries(shape.numbers)) {
    if (!(field in node)) continue;
    const parsed = parseDisplayValue(node[field], kind, units, { rowUnit: node.unit_of_measure, baseline: node._base?.[field] });
    if (parsed.error !== undefined) {
      errors[[...path, field].join(".")] = parsed.error;
      body[field] = undefined;
    } else body[field] = parsed.value;
  }
  for (const [list, rowShape] of Object.entries(shape.lists ?? {})) {
    if (!(list in node)) continue;
    body[list] = rowsOf(node, list).map((row, position) => nodeToBody(row, rowShape, units, [...path, list, position], errors));
  }
  for (const [name, objectShape] of Object.entries(shape.objects ?? {})) {
    const value = node[name];
    if (isObject(value)) body[name] = nodeToBody(value, objectShape, units, [...path, name], errors);
  }
  return body;
}

/**
 * The draft → the save payload in base units (before the schema runs), with the messages of numbers that
 * cannot be read ("Is not numeric", "Max 2 decimal(s)"). Rows keep their place, deleted ones included,
 * so a server error on "pass_group.1.current_min" names the second row of the draft.
 */
export function draftToBody(draft: TProcedureDraft, units: TUnitSystem): { body: Record<string, unknown>; errors: TFieldErrors } {
  const errors: TFieldErrors = {};
  const body = nodeToBody(draft, PROCEDURE_SHAPE, units, [], errors);
  return { body, errors };
}

function reexpressNode(node: TDraftNode, shape: TShape, from: TUnitSystem, to: TUnitSystem): TDraftNode {
  if (node.deleted === true) return node;
  const next: TDraftNode = { ...node };
  const base: Record<string, TBaseline> = { ...node._base };
  for (const [field, kind] of Object.entries(shape.numbers)) {
    if (kind.kind !== "converted" || !(field in node)) continue;
    const result = reexpressText(node[field], kind, { units: from }, { units: to }, node._base?.[field]);
    next[field] = result.text;
    if (result.baseline) base[field] = result.baseline;
    else delete base[field];
  }
  next._base = base;
  for (const [list, rowShape] of Object.entries(shape.lists ?? {})) {
    if (list in node) next[list] = rowsOf(node, list).map((row) => ({ ...reexpressNode(row, rowShape, from, to), _key: row._key }));
  }
  for (const [name, objectShape] of Object.entries(shape.objects ?? {})) {
    const value = node[name];
    if (isObject(value)) next[name] = reexpressNode(value, objectShape, from, to);
  }
  return next;
}

/** The unit system changed: every value keeps its physical quantity and is shown in the new units. */
export function reexpressDraft(draft: TProcedureDraft, from: TUnitSystem, to: TUnitSystem): TProcedureDraft {
  return reexpressNode(draft, PROCEDURE_SHAPE, from, to);
}

/** A bevel dimension's own unit changed (mm → in): its value and tolerances follow; angles and lengths do not mix. */
export function changeDimensionUnit(row: TDraftRow, unit: string, units: TUnitSystem): TDraftRow {
  const next: TDraftRow = { ...row, unit_of_measure: unit };
  const base: Record<string, TBaseline> = { ...row._base };
  for (const field of ["value", "tolerance_min", "tolerance_max"]) {
    const result = reexpressText(
      row[field],
      { kind: "bevel" },
      { units, rowUnit: row.unit_of_measure },
      { units, rowUnit: unit },
      row._base?.[field],
    );
    next[field] = result.text;
    if (result.baseline) base[field] = result.baseline;
    else delete base[field];
  }
  next._base = base;
  return next;
}

/**
 * Server or schema errors by path of positions → by path of row keys ("pass_group.<key>.current_min"), so
 * they stay on their row when rows are reordered after the save failed.
 */
export function keyErrors(errors: TFieldErrors, draft: TProcedureDraft): TFieldErrors {
  const keyed: TFieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    let node: unknown = draft;
    const segments = path.split(".").map((segment) => {
      if (Array.isArray(node) && /^\d+$/.test(segment)) {
        const row = node[Number(segment)] as TDraftRow | undefined;
        node = row;
        return row?._key ?? segment;
      }
      node = isObject(node) ? node[segment] : undefined;
      return segment;
    });
    const key = segments.join(".");
    if (!keyed[key]) keyed[key] = message;
  }
  return keyed;
}

/** zod issue paths → dotted paths, first message per path, in the current language (by the code each issue carries). */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string; params?: unknown }[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "non_field_errors";
    if (!errors[path]) errors[path] = translateIssue(issue);
  }
  return errors;
}

/** The empty value of each measure of a node: null for a duration (typed in parts), empty text for the others. */
export function emptyNumbers(shape: TShape): Record<string, "" | null> {
  return Object.fromEntries(Object.entries(shape.numbers).map(([field, kind]) => [field, kind.kind === "duration" ? null : ""]));
}

/** Empty values of a new procedure. */
export function newProcedureDraft(defaults: { uom?: string | null; project?: string | null } = {}): TProcedureDraft {
  return {
    name: "",
    date_format: DATE_FORMATS[0],
    is_wps: false,
    is_reference: false,
    project: defaults.project ?? null,
    type: null,
    welds_classes: [],
    uom: defaults.uom ?? null,
    comment: "",
    documents: [],
    qualification_method: null,
    supported_by_pqr: false,
    wps_document_file: null,
    wps_document_filename: null,
    assembly_drawing_file: null,
    assembly_drawing_filename: null,
    excavation_methods: [],
    repair_comment: "",
    covered_weld_position: null,
    covered_p_number: "",
    covered_material_group_number: "",
    covered_material_grade: "",
    covered_material_isos: [],
    covered_range_comment: "",
    clamp: false,
    clamp_type: "",
    threaded_rod: false,
    tack_weld: false,
    removal_clamp: "",
    fit_up_comment: "",
    ...emptyNumbers(PROCEDURE_SHAPE),
    _base: {},
    workpieces: [],
    bevel: [],
    pass_group: [],
    temperature_control: [],
    back_purging: [],
    time_lapse: [],
    heat_treatment: [],
    cooling: [],
    custom_attribute: [],
    alarm_settings: [],
    post_weld_heat: [],
  };
}

/** An empty row of a list, as the section's "Add" button creates it. */
export function newRow(list: Exclude<TChildList, "pass_group">): TDraftRow {
  const key = newRowKey();
  // Every measure of the row starts empty, from the domain's specification; the other fields below.
  const common = { _key: key, _base: {}, ...emptyNumbers(listShape(list)) };
  switch (list) {
    case "workpieces":
      return {
        ...common,
        name: "",
        type: null,
        grade: "",
        manufacturer: "",
        documents: [],
        heats: [],
        manufacturing_process: null,
        uns_numbers: [],
        is_cra: false,
        comment: "",
      };
    case "bevel":
      return {
        ...common,
        name: "",
        type: null,
        end_preparation_method: null,
        comment: "",
        drawing_file: null,
        drawing_filename: null,
        dimensions: [],
      };
    case "temperature_control":
      return {
        ...common,
        name: "",
        temperature_control_type: null,
        temperature_control_methods: [],
        temperature_measuring_method: null,
        location: "",
        after_pass: "",
        before_pass: "",
        comment: "",
      };
    case "back_purging":
      return {
        ...common,
        name: "",
        comment: "",
      };
    case "time_lapse":
      return { ...common, name: "", after_pass: "", before_pass: "", comment: "" };
    case "heat_treatment":
      return {
        ...common,
        name: "",
        heating_type: null,
        equipment: null,
        cooling_methods: [],
        after_pass: "",
        before_pass: "",
        comment: "",
        procedure_document_file: null,
        procedure_document_filename: null,
      };
    case "cooling":
      return {
        ...common,
        name: "",
        method: null,
        after_pass: "",
        before_pass: "",
        comment: "",
      };
    case "custom_attribute":
      return { ...common, custom_attribute_name: null, value: "" };
    case "alarm_settings":
      return { ...common, name: "" };
    case "post_weld_heat":
      return { ...common, name: "", comment: "" };
  }
  return common;
}

/** A new bevel dimension, in the unit system's dimension unit. */
export function newDimension(units: TUnitSystem): TDraftRow {
  const dimensions = listShape("bevel").lists?.dimensions;
  return { _key: newRowKey(), _base: {}, name: "", unit_of_measure: units.dimension, ...(dimensions ? emptyNumbers(dimensions) : {}) };
}

/**
 * Removing a row: a saved one is kept, marked deleted, so the save deletes it (spec §4); an unsaved one
 * simply goes.
 */
export function removeRow(rows: readonly TDraftRow[], key: string): TDraftRow[] {
  return rows.flatMap((row) => {
    if (row._key !== key) return [row];
    return row.id ? [{ _key: row._key, id: row.id, deleted: true } as TDraftRow] : [];
  });
}

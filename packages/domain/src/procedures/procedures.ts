import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { DATE_FORMATS } from "../entities/clients.js";
import { zDateTime, zName, zText } from "../validation/fields.js";
import { ZBevelRow } from "./bevels.js";
import {
  dropTungstenUnlessAllowed,
  keepTackWeldOnFirst,
  orderPassGroups,
  renumberPassGroups,
  type TPassGroupDraft,
  ZPassGroupRow,
} from "./pass-groups.js";
import {
  ZAlarmSettingRow,
  ZBackPurgingRow,
  ZCoolingRow,
  ZCustomAttributeRow,
  ZHeatTreatmentRow,
  ZPostWeldHeatRow,
  ZProcedureWorkpieceRow,
  ZTimeLapseRow,
} from "./sections.js";
import { addMinMaxIssues, addRequiredIssue, fileShape, zFlag, zLength, zRef, zRefs } from "./shared.js";
import { applyTemperatureControlType, ZTemperatureControlRow } from "./temperature-control.js";

/** Spec §4: a procedure is a WPS or a pWPS by is_wps. */
export const PROCEDURE_KINDS = { wps: "WPS", pwps: "pWPS" } as const;
export const procedureKind = (procedure: { is_wps?: boolean | null }) => (procedure.is_wps ? PROCEDURE_KINDS.wps : PROCEDURE_KINDS.pwps);

/** Spec §5: the workpiece type whose presence shows the covered outer diameter. */
export const PIPE_WORKPIECE_TYPE = "PIPE";

/** Min and max pairs of the procedure's own sections, all lengths in mm. */
export const PROCEDURE_RANGES = [
  "throat",
  "excavation_depth",
  "excavation_length",
  "covered_outer_diameter",
  "covered_wall_thickness",
  "root_gap",
  "preparation_opening",
] as const;
export const PROCEDURE_FILES = ["wps_document", "assembly_drawing"] as const;

const rangePair = <const P extends string>(pair: P) =>
  ({ [`${pair}_min`]: zLength().nullish(), [`${pair}_max`]: zLength().nullish() }) as {
    [K in `${P}_min` | `${P}_max`]: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
  };

/** General section (spec §3 "Procedure"). */
export const procedureGeneralShape = {
  name: zName(),
  date_format: z.enum(DATE_FORMATS),
  is_wps: zFlag(),
  is_reference: zFlag(),
  project: zRef(),
  /** A procedure-types entry. */
  type: zRef(),
  welds_classes: zRefs(),
  /** The unit system values are shown in; stored values stay in base units whatever it is. */
  uom: zRef(),
  comment: zText(),
  documents: zRefs(),
  qualification_method: zRef(),
  supported_by_pqr: zFlag(),
  /** The procedure this one was revised or duplicated from. */
  forked_from: zRef(),
  fork_reason: zText(1000),
  ...fileShape("wps_document"),
  ...fileShape("assembly_drawing"),
};

/** Repair / excavations section; lengths in mm. */
export const procedureRepairShape = {
  partial_thickness_repair_remaining_ligament: zLength().nullish(),
  ...rangePair("throat"),
  excavation_methods: zRefs(),
  ...rangePair("excavation_depth"),
  ...rangePair("excavation_length"),
  repair_comment: zText(),
};

/** Covered ranges section; lengths in mm. The outer diameter applies only with a PIPE workpiece. */
export const procedureCoveredRangeShape = {
  /** A welding-positions entry. */
  covered_weld_position: zRef(),
  covered_p_number: zText(100),
  /** Spec: "material group number" (ISO/TR 15608 group), field name decided. */
  covered_material_group_number: zText(100),
  covered_material_grade: zText(255),
  covered_material_isos: zRefs(),
  ...rangePair("covered_outer_diameter"),
  ...rangePair("covered_wall_thickness"),
  covered_range_comment: zText(),
};

/** Fit-up section; lengths in mm. clamp_type applies only with a clamp. */
export const procedureFitUpShape = {
  max_id_high_low: zLength().nullish(),
  max_od_high_low: zLength().nullish(),
  ...rangePair("root_gap"),
  ...rangePair("preparation_opening"),
  clamp: zFlag(),
  clamp_type: zText(255),
  threaded_rod: zFlag(),
  tack_weld: zFlag(),
  /** When the clamp may be removed (for example "after the root pass"). */
  removal_clamp: zText(255),
  fit_up_comment: zText(),
};

const list = <T extends z.ZodType>(row: T, max: number) => z.array(row).max(max).optional();

/** Child lists, under the spec's names (§3 "Child lists"). */
export const procedureChildrenShape = {
  workpieces: list(ZProcedureWorkpieceRow, 100),
  bevel: list(ZBevelRow, 50),
  pass_group: list(ZPassGroupRow, 100),
  temperature_control: list(ZTemperatureControlRow, 50),
  back_purging: list(ZBackPurgingRow, 50),
  time_lapse: list(ZTimeLapseRow, 50),
  heat_treatment: list(ZHeatTreatmentRow, 50),
  cooling: list(ZCoolingRow, 50),
  custom_attribute: list(ZCustomAttributeRow, 100),
  alarm_settings: list(ZAlarmSettingRow, 50),
  post_weld_heat: list(ZPostWeldHeatRow, 50),
};
export const PROCEDURE_CHILD_LISTS = Object.keys(procedureChildrenShape) as (keyof typeof procedureChildrenShape)[];

/** Spec §7: flags of POST procedures. */
export const procedureSaveFlagsShape = {
  is_copy: zFlag(),
  is_revision: zFlag(),
  copy_inspections: zFlag(),
};

export const procedureFieldsShape = {
  ...procedureGeneralShape,
  ...procedureRepairShape,
  ...procedureCoveredRangeShape,
  ...procedureFitUpShape,
};

type TProcedureLike = Record<string, unknown> & {
  is_copy?: boolean;
  is_revision?: boolean;
  forked_from?: string | null;
  fork_reason?: string | null;
};

function refineProcedure(procedure: TProcedureLike, ctx: z.RefinementCtx): void {
  addMinMaxIssues(procedure, PROCEDURE_RANGES, ctx);
  // A revision or a copy names its source: inspections and alert supervisors are copied from it.
  if ((procedure.is_revision || procedure.is_copy) && !procedure.forked_from) addRequiredIssue(ctx, ["forked_from"]);
  // Spec §2 and issue §5: a revision asks for a name and a reason.
  if (procedure.is_revision && !procedure.fork_reason) addRequiredIssue(ctx, ["fork_reason"]);
}

/**
 * POST procedures/ and PUT procedures/{id}/: the whole procedure with every child list, saved by the
 * server in one transaction. Rows with an id update, rows without one are created, rows sent as
 * {id, deleted: true} and saved rows left out are deleted. Run `normalizeProcedureSave` before saving.
 */
export const ZProcedureSave = z
  .object({ ...procedureFieldsShape, ...procedureChildrenShape, ...procedureSaveFlagsShape })
  .superRefine(refineProcedure);
export type TProcedureSaveInput = z.input<typeof ZProcedureSave>;
export type TProcedureSave = z.output<typeof ZProcedureSave>;

/** PATCH procedures/{id}/ (spec §7): is_archived, is_reference, removing a file, or any general field. */
export const ZProcedurePatch = z
  .object({ ...procedureFieldsShape, is_archived: z.boolean() })
  .partial()
  .superRefine((patch, ctx) => {
    addMinMaxIssues(patch, PROCEDURE_RANGES, ctx);
  });
export type TProcedurePatch = z.output<typeof ZProcedurePatch>;

/** A stored procedure as the API answers it and as the JSON export carries it. */
export const procedureRecordShape = {
  ...procedureFieldsShape,
  ...procedureChildrenShape,
  id: z.uuid(),
  is_archived: zFlag(),
  forked_at: zDateTime().nullish(),
};
export const ZProcedureRecord = z.object(procedureRecordShape).superRefine(refineProcedure);
export type TProcedureRecord = z.output<typeof ZProcedureRecord>;

export const procedures = defineResource({
  key: "procedure",
  path: "procedures",
  area: "procedures",
  schema: z.object(procedureGeneralShape),
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "is_wps", kind: "boolean", column: true },
    { key: "is_reference", kind: "boolean", column: true },
    { key: "project", kind: "reference", target: "project", column: true },
    { key: "type", kind: "reference", target: "procedureType", column: true },
    { key: "welds_classes", kind: "references", target: "weldClass", column: true },
    { key: "uom", kind: "reference", target: "uom", column: true },
    { key: "comment", kind: "textarea", column: true },
  ],
  searchFields: ["name", "comment"],
  orderingFields: ["name", "is_wps", "is_reference", "created_at"],
  defaultOrdering: "name",
  filterFields: ["project", "is_archived", "is_reference", "is_wps", "type"],
});

/** Names of the catalogue entries the rules depend on, by id; the server looks them up for the payload. */
export interface TProcedureLookups {
  /** welding-processes id → name (tungsten fields). */
  processNames: Readonly<Record<string, string>>;
  /** temperature-control-types id → name (location quantities). */
  temperatureControlTypeNames: Readonly<Record<string, string>>;
  /** workpiece-types id → name (covered outer diameter). */
  workpieceTypeNames: Readonly<Record<string, string>>;
}

/** Spec §5: the covered outer diameter applies only when the procedure has a PIPE workpiece. */
export function hasPipeWorkpiece(
  workpieces: readonly { type?: string | null; deleted?: boolean }[] | undefined,
  workpieceTypeNames: Readonly<Record<string, string>>,
): boolean {
  return (workpieces ?? []).some(
    (workpiece) =>
      workpiece.deleted !== true && workpiece.type && workpieceTypeNames[workpiece.type]?.trim().toUpperCase() === PIPE_WORKPIECE_TYPE,
  );
}

/**
 * What the form does to hidden or disabled fields, done again by the server so the stored procedure never
 * holds them: clamp_type without a clamp, the covered outer diameter without a PIPE workpiece, tungsten
 * values outside the AGTAW family, the location quantity a temperature control type hides, and a tack weld
 * on any pass group but the first. Pass groups are put in order and numbered 1, 2, 3...
 */
export function normalizeProcedureSave<T extends Partial<TProcedureSave>>(procedure: T, lookups: TProcedureLookups): T {
  const result: T = { ...procedure };
  if (!result.clamp) result.clamp_type = null;
  if (!hasPipeWorkpiece(result.workpieces, lookups.workpieceTypeNames)) {
    result.covered_outer_diameter_min = null;
    result.covered_outer_diameter_max = null;
  }
  if (result.pass_group) {
    const groups = result.pass_group as TPassGroupDraft[];
    const ordered = [...orderPassGroups(groups), ...groups.filter((group) => group.deleted === true)];
    const cleaned = ordered.map((group) =>
      group.deleted === true ? group : dropTungstenUnlessAllowed(group, group.process ? lookups.processNames[group.process] : null),
    );
    result.pass_group = keepTackWeldOnFirst(renumberPassGroups(cleaned)) as T["pass_group"];
  }
  if (result.temperature_control) {
    result.temperature_control = result.temperature_control.map((control) =>
      control.deleted === true
        ? control
        : applyTemperatureControlType(control, lookups.temperatureControlTypeNames[control.temperature_control_type]),
    ) as T["temperature_control"];
  }
  return result;
}

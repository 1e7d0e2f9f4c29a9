import {
  alarmSettingShape,
  backPurgingShape,
  bevelDimensionShape,
  coolingShape,
  customAttributeShape,
  heatTreatmentShape,
  PROCEDURE_CHILD_LISTS,
  passGroupShape,
  postWeldHeatShape,
  procedureFieldsShape,
  procedureWorkpieceShape,
  type TAlertSupervisorType,
  temperatureControlShape,
  timeLapseShape,
  ZBevelCreate,
} from "@weldtrace/domain";
import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TTenantTable } from "../../crud/create-crud-routes.js";
import * as schema from "../../db/schema/index.js";
import { keysOf } from "../../typed.js";

/*
 * The procedure as data: which domain fields live in which table, and where each reference points. The
 * save, read, export and import services walk these lists, so a field added to the domain and the table
 * needs no other change (a field missing from its table stops the server at start-up).
 */

export type TChildListKey = (typeof PROCEDURE_CHILD_LISTS)[number];
export type TChildTable = PgTable & { id: PgColumn; client_id: PgColumn; procedure: PgColumn; index: PgColumn };
type TRow = Record<string, unknown>;

/** A link from a procedure or a row to another record of the same client. */
export interface TReferenceSpec {
  /** Where the id sits in the row: ["process"], or ["tack_welding", "type"] inside an object. */
  path: readonly string[];
  /** The kind of entry (a resource key); export files name references by kind and name. */
  target: string;
  /** The client's table; null while the entity has no table yet, so no id can be valid. */
  table: TTenantTable | null;
  /** The column an entry is known by in export files (default: name). */
  nameColumn?: PgColumn;
  /** The row cannot exist without it (an import that cannot find it is refused, not emptied). */
  required?: boolean;
}

export interface TChildList {
  key: TChildListKey;
  table: TChildTable;
  /** Domain fields kept in columns of the same name. */
  fields: readonly string[];
  /** The domain row carries its position (pass groups, workpieces, bevels); other lists are shown in order. */
  showsIndex: boolean;
  references: readonly TReferenceSpec[];
  /** Fields stored otherwise than one column each. */
  toColumns?: (row: TRow) => TRow;
  fromColumns?: (row: TRow) => TRow;
  /** The alerts-configuration section whose elements are rows of this list. */
  alertType?: TAlertSupervisorType;
}

/** Keys of a domain row that are not stored as columns of the same name. */
const NOT_COLUMNS = new Set(["id", "idx", "deleted", "index", "procedure", "bevel", "dimensions", "tack_welding"]);
const fieldsOf = (shape: Record<string, unknown>) => Object.keys(shape).filter((key) => !NOT_COLUMNS.has(key));

const ref = (path: string, target: string, table: TTenantTable | null, options: Partial<TReferenceSpec> = {}): TReferenceSpec => ({
  path: path.split("."),
  target,
  table,
  ...options,
});

/** Procedure fields (general, repair, covered ranges, fit-up), stored in `procedures`. */
export const PROCEDURE_FIELDS = keysOf(procedureFieldsShape);

/** forked_from is checked on its own (another procedure of the client, never itself). */
export const PROCEDURE_REFERENCES: readonly TReferenceSpec[] = [
  ref("project", "project", schema.projects),
  ref("type", "procedureType", schema.procedureTypes),
  ref("welds_classes", "weldClass", schema.weldClasses),
  ref("uom", "uom", schema.uoms),
  ref("documents", "document", schema.documents),
  ref("qualification_method", "qualificationMethod", schema.qualificationMethods),
  ref("excavation_methods", "excavationMethod", schema.excavationMethods),
  ref("covered_weld_position", "weldingPosition", schema.weldingPositions),
  ref("covered_material_isos", "coveredMaterialIso", schema.coveredMaterialIsos),
];

const tackWelding = {
  toColumns: (row: TRow): TRow => {
    const tack = (row.tack_welding ?? null) as TRow | null;
    return {
      tack_welding_type: tack?.type ?? null,
      tack_welding_length: tack?.length ?? null,
      tack_welding_position: tack?.position ?? null,
      tack_welding_removal: tack?.removal ?? null,
    };
  },
  fromColumns: (row: TRow): TRow => {
    const { tack_welding_type: type, tack_welding_length: length, tack_welding_position: position, tack_welding_removal: removal } = row;
    if (type === null && length === null && position === null && removal === null) return { tack_welding: null };
    // removal is optional but not nullable in the domain row: left out when unknown.
    return { tack_welding: { type, length, position, ...(removal === null ? {} : { removal }) } };
  },
};

export const CHILD_LISTS: readonly TChildList[] = [
  {
    key: "workpieces",
    table: schema.procedureWorkpieces,
    fields: fieldsOf(procedureWorkpieceShape),
    showsIndex: true,
    references: [
      ref("type", "workpieceType", schema.workpieceTypes, { required: true }),
      ref("documents", "document", schema.documents),
      ref("heats", "workpieceHeat", schema.heats, { nameColumn: schema.heats.heat_no }),
      ref("manufacturing_process", "manufacturingProcess", schema.manufacturingProcesses),
      ref("uns_numbers", "unsNumber", schema.unsNumbers),
    ],
  },
  {
    key: "bevel",
    table: schema.bevels,
    fields: fieldsOf(ZBevelCreate.shape),
    showsIndex: true,
    references: [
      ref("type", "bevelType", schema.bevelTypes, { required: true }),
      ref("end_preparation_method", "endPreparationMethod", schema.endPreparationMethods),
    ],
  },
  {
    key: "pass_group",
    table: schema.passGroups,
    fields: fieldsOf(passGroupShape),
    showsIndex: true,
    references: [
      ref("process", "weldingProcess", schema.weldingProcesses, { required: true }),
      ref("machine", "weldingMachine", schema.weldingMachines),
      ref("power_sources", "powerSource", schema.powerSources),
      ref("transfer_mode", "transferMode", schema.transferModes),
      ref("torches", "weldingTorch", schema.weldingTorches),
      ref("bead_technique", "beadTechnique", schema.beadTechniques),
      ref("direction", "weldingDirection", schema.weldingDirections),
      ref("polarity", "weldingPolarity", schema.weldingPolarities),
      ref("position", "weldingPosition", schema.weldingPositions),
      ref("tack_welding.type", "tackWeldingType", schema.tackWeldingTypes),
      ref("filler_metals", "fillerMetal", schema.fillerMetals),
      ref("shielding_gas", "shieldingGas", schema.shieldingGases),
      ref("polarity_hot_wire", "polarityHotWire", schema.polarityHotWires),
      ref("cleaning_method", "cleaningMethod", schema.cleaningMethods),
      // Welders are known by their welder_id in export files (matched by it on import).
      ref("welders", "welder", schema.welders, { nameColumn: schema.welders.welder_id }),
    ],
    ...tackWelding,
    alertType: "PASS_GROUP",
  },
  {
    key: "temperature_control",
    table: schema.temperatureControls,
    fields: fieldsOf(temperatureControlShape),
    showsIndex: false,
    references: [
      ref("temperature_control_type", "temperatureControlType", schema.temperatureControlTypes, { required: true }),
      ref("temperature_control_methods", "temperatureControlMethod", schema.temperatureControlMethods),
      ref("temperature_measuring_method", "temperatureMeasuringMethod", schema.temperatureMeasuringMethods),
    ],
    alertType: "TEMPERATURE_CONTROL",
  },
  {
    key: "back_purging",
    table: schema.backPurgings,
    fields: fieldsOf(backPurgingShape),
    showsIndex: false,
    references: [],
    alertType: "BACK_PURGING",
  },
  {
    key: "time_lapse",
    table: schema.timeLapses,
    fields: fieldsOf(timeLapseShape),
    showsIndex: false,
    references: [],
    alertType: "TIME_LAPSE",
  },
  {
    key: "heat_treatment",
    table: schema.heatTreatments,
    fields: fieldsOf(heatTreatmentShape),
    showsIndex: false,
    references: [
      ref("heating_type", "heatingType", schema.heatingTypes, { required: true }),
      ref("cooling_methods", "coolingMethod", schema.coolingMethods),
      ref("equipment", "equipment", schema.equipments),
    ],
    alertType: "HEAT_TREATMENT",
  },
  {
    key: "cooling",
    table: schema.coolings,
    fields: fieldsOf(coolingShape),
    showsIndex: false,
    references: [ref("method", "coolingMethod", schema.coolingMethods, { required: true })],
    alertType: "COOLING",
  },
  {
    key: "custom_attribute",
    table: schema.customAttributes,
    fields: fieldsOf(customAttributeShape),
    showsIndex: false,
    references: [ref("custom_attribute_name", "customAttributeName", schema.customAttributeNames, { required: true })],
  },
  { key: "alarm_settings", table: schema.alarmSettings, fields: fieldsOf(alarmSettingShape), showsIndex: false, references: [] },
  { key: "post_weld_heat", table: schema.postWeldHeats, fields: fieldsOf(postWeldHeatShape), showsIndex: false, references: [] },
];

/** Bevel dimensions: rows of a bevel, saved with it. */
export const DIMENSION_FIELDS = fieldsOf(bevelDimensionShape);

export function childList(key: TChildListKey): TChildList {
  const list = CHILD_LISTS.find((each) => each.key === key);
  if (!list) throw new Error(`No child list ${key}`);
  return list;
}
export const alertList = (type: TAlertSupervisorType) => CHILD_LISTS.find((list) => list.alertType === type);

/** Schema and domain must agree; a field without its column would be lost silently, so refuse to start. */
function assertColumns(table: PgTable, fields: readonly string[], label: string) {
  const columns = getTableColumns(table);
  const missing = fields.filter((field) => !(field in columns));
  if (missing.length > 0) throw new Error(`${label}: no column for ${missing.join(", ")}`);
}
assertColumns(schema.procedures, PROCEDURE_FIELDS, "procedures");
for (const list of CHILD_LISTS) assertColumns(list.table, list.fields, list.key);
assertColumns(schema.bevelDimensions, DIMENSION_FIELDS, "bevel dimensions");
if (CHILD_LISTS.length !== PROCEDURE_CHILD_LISTS.length) throw new Error("every procedure child list needs its table");

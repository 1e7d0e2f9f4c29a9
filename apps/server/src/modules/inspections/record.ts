/*
 * Recording a measurement (spec §3 measurements): the one path both the POST route (measurements.ts) and
 * the gauge import (measurement-import.ts) take, so a value gets the same checks, verdict, alert and history
 * whichever way it arrives.
 */
import {
  bevelMeasurementIssue,
  bevelUnitIssue,
  FIT_UP_MEASUREMENT_TYPE_LABELS,
  fitUpMeasurementIssue,
  inspectionMessage,
  inspectionMessageText,
  instrumentIssues,
  instrumentRuling,
  judgeBackPurgingMeasurement,
  judgeBevelMeasurement,
  judgeCoolingMeasurement,
  judgeFitUpMeasurement,
  judgeHeatTreatmentMeasurement,
  judgeTemperatureMeasurement,
  judgeTimeLapseMeasurement,
  MEASURED_FIELDS,
  mayOverrideInstrument,
  message,
  positionIssue,
  positionsOf,
  storedVerdict,
  type TBevelInspectionSequence,
  type TFitUpInspectionSequence,
  type THistoryAction,
  type TInspectionKind,
  type TInspectionMessage,
  type TInstrumentOverride,
  type TJudgement,
} from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import { itemFilter } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import {
  alertSupervisors,
  backPurgings,
  bevelDimensions,
  coolings,
  heatTreatments,
  INSPECTION_TABLES,
  MEASUREMENT_TABLES,
  measuringInstruments,
  measuringInstrumentTypes,
  procedures,
  SEQUENCE_TABLES,
  temperatureControls,
  timeLapses,
} from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import type { TRequestUser } from "../../plugins/auth.js";
import { badRequest, forbidden, notFound } from "../../plugins/errors.js";
import { hasKey, stringOr } from "../../typed.js";
import { raiseAlerts } from "../alerts/index.js";
import { inspectionRefusal } from "./errors.js";

type TRow = Record<string, unknown>;
export type TJudged = TJudgement<unknown, Record<string, number | null>>;

/** The resource name history entries of measurements carry (history.ts HISTORY_EXTRA_RESOURCES). */
export const MEASUREMENT_HISTORY_RESOURCE = "inspectionMeasurement";

/** What names a measurement's alert (alerts.source_key): a measurement raises at most one. */
export const measurementAlertKey = (kind: TInspectionKind, id: string) => `${kind}_measurement/${id}`;

/** The alert's type: the measurement kind as the alert supervisors name sections (HEAT_TREATMENT). */
const alertType = (kind: TInspectionKind) => kind.toUpperCase();

export async function first<T>(rows: Promise<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/** The row of a procedure section, when the inspection still names one of that procedure's. */
async function sectionRow(
  db: TExecutor,
  table: typeof temperatureControls | typeof coolings | typeof timeLapses | typeof backPurgings | typeof heatTreatments,
  id: unknown,
  procedure: string,
): Promise<TRow> {
  if (typeof id !== "string") return {};
  const row = await first(
    db
      .select()
      .from(table)
      .where(and(eq(table.id, id), eq(table.procedure, procedure)))
      .limit(1),
  );
  // A section gone from the procedure leaves no limits: the judge rejects with "limit missing".
  return row ?? {};
}

/**
 * Checks a measurement against its inspection (position, type and dimension planned by the sequence, unit fit for
 * the dimension) and judges it by the domain's rule for its kind. Throws the 400 of a refused field.
 */
async function judge(db: TExecutor, kind: TInspectionKind, inspection: TRow, body: TRow): Promise<TJudged> {
  const procedure = String(inspection.procedure);
  const sequenceTable = hasKey(SEQUENCE_TABLES, kind) ? SEQUENCE_TABLES[kind] : undefined;
  const sequence = sequenceTable
    ? ((await first(
        db
          .select()
          .from(sequenceTable)
          .where(eq(sequenceTable.id, String(inspection.sequence)))
          .limit(1),
      )) as TRow | undefined)
    : undefined;
  const refusePosition = (issue: TInspectionMessage | null) => {
    if (issue) throw inspectionRefusal("position", issue);
  };
  const entered = body as never;
  switch (kind) {
    case "fit_up": {
      const issue = fitUpMeasurementIssue(sequence as TFitUpInspectionSequence, body as never);
      if (issue) throw inspectionRefusal(issue.code === "fit_up_type_not_in_sequence" ? "type" : "position", issue);
      const section = await first(db.select().from(procedures).where(eq(procedures.id, procedure)).limit(1));
      return judgeFitUpMeasurement(entered, section ?? {});
    }
    case "bevel": {
      const issue = bevelMeasurementIssue(sequence as TBevelInspectionSequence, body as never);
      if (issue) throw inspectionRefusal(issue.code === "position_not_in_sequence" ? "position" : "dimension", issue);
      const dimension = await first(
        db
          .select()
          .from(bevelDimensions)
          .where(and(eq(bevelDimensions.id, String(body.dimension)), eq(bevelDimensions.procedure, procedure)))
          .limit(1),
      );
      if (!dimension)
        throw inspectionRefusal("dimension", inspectionMessage("dimension_not_in_bevel", { dimension: String(body.dimension) }));
      const unitIssue = bevelUnitIssue(dimension, body.unit as never);
      if (unitIssue) throw inspectionRefusal("unit", unitIssue);
      return judgeBevelMeasurement(entered, dimension);
    }
    case "temperature_control": {
      refusePosition(positionIssue(String(body.position), positionsOf(stringOr(sequence?.positions)), sequence?.is_angle === true));
      const control = inspection.temperature_control ?? sequence?.temperature_control;
      return judgeTemperatureMeasurement(entered, await sectionRow(db, temperatureControls, control, procedure));
    }
    case "cooling": {
      refusePosition(positionIssue(String(body.position), positionsOf(stringOr(sequence?.positions)), sequence?.is_angle === true));
      return judgeCoolingMeasurement(entered, await sectionRow(db, coolings, inspection.cooling, procedure));
    }
    case "time_lapse":
      return judgeTimeLapseMeasurement(entered, await sectionRow(db, timeLapses, inspection.time_lapse, procedure));
    case "back_purging":
      return judgeBackPurgingMeasurement(entered, await sectionRow(db, backPurgings, inspection.back_purging, procedure));
    case "heat_treatment": {
      const supervisors = await db
        .select()
        .from(alertSupervisors)
        .where(and(eq(alertSupervisors.procedure, procedure), eq(alertSupervisors.type, "HEAT_TREATMENT")));
      const section = await sectionRow(db, heatTreatments, inspection.heat_treatment, procedure);
      return judgeHeatTreatmentMeasurement(entered, section, supervisors as never);
    }
  }
}

/** Spec §3 "Alert": what a rejected measurement tells the supervisors, from its first reason. */
export function alertOf(kind: TInspectionKind, body: TRow, judgement: TJudged) {
  const [reason] = judgement.reasons;
  const field = String(reason?.params?.field ?? MEASURED_FIELDS[kind][0]);
  const parameter =
    kind === "fit_up" ? (hasKey(FIT_UP_MEASUREMENT_TYPE_LABELS, body.type) ? FIT_UP_MEASUREMENT_TYPE_LABELS[body.type] : undefined) : field;
  const limits = judgement.limits as Record<string, unknown>;
  const range = (limits.values as Record<string, { min: number | null; max: number | null; unit: string }> | undefined)?.[field] ?? limits;
  const unit = String(range.unit ?? "");
  const bound = (value: unknown) => (typeof value === "number" ? String(value) : "…");
  const expected =
    "min" in range || "max" in range
      ? `${bound(range.min)} – ${bound(range.max)} ${unit}`.trim()
      : Object.entries(limits)
          .filter(([, value]) => typeof value === "number")
          .map(([name, value]) => `${name} ${value} ${unit}`.trim())
          .join("; ");
  return {
    parameter,
    type: alertType(kind),
    recorded_value: judgement.measured[field] ?? null,
    expected_value: expected || null,
    details: judgement.reasons.map(inspectionMessageText).join(" "),
    details_messages: [...judgement.reasons],
  };
}

/** A measurement body as its kind's schema parsed it (the POST's body, a row of the gauge import). */
export type TMeasurementBody = TRow & {
  id: string;
  inspection: string;
  measuring_instrument?: string | null;
  created_at?: string;
  unit?: string | null;
  instrument_override_reason?: string | null;
};

/**
 * Records one measurement of `kind` by `user`, or answers the one already stored under its id (`created: false`;
 * nothing written). Order: the override's permission (403: only an Admin overrides), the id (400 when another
 * inspection's or client's measurement has it), the inspection (404 when the user may not see it), the sequence's
 * positions, types, dimensions and units (400 on the field), the instrument (400 naming it and its expiry), the
 * verdict by the domain's rule, then the row, its history entry and, when rejected, its alert, in one transaction
 * (a savepoint inside an import's chunk). `history` says how the entry is written: a create, or an import's row.
 */
export async function recordMeasurement(
  db: TExecutor,
  kind: TInspectionKind,
  user: TRequestUser,
  body: TMeasurementBody,
  history: { action: THistoryAction; import_id: string | null } = { action: "create", import_id: null },
): Promise<{ row: TRow; created: boolean }> {
  const table = MEASUREMENT_TABLES[kind];
  const inspections = INSPECTION_TABLES[kind];
  // Only an Admin may record a value against an expired calibration (instrument-check.ts).
  if (body.instrument_override_reason && !mayOverrideInstrument(user.group)) throw forbidden();
  const stored = async () => first(db.select().from(table).where(eq(table.id, body.id)).limit(1));
  /** A stored row answered again: this request's only when it is the same inspection's, of the user's client. */
  const repeated = (row: TRow) => {
    const mine = row.inspection === body.inspection && (row.client_id === user.client_id || user.group === "Super User");
    if (!mine) throw inspectionRefusal("id", inspectionMessage("measurement_id_taken"));
    return { row, created: false };
  };
  const before = await stored();
  if (before) return repeated(before);

  const inspection = await first(
    db
      .select()
      .from(inspections)
      .where(itemFilter(user, inspections.id, inspections.client_id, body.inspection))
      .limit(1),
  );
  if (!inspection) throw notFound();
  const clientId = String(inspection.client_id);
  const measuredAt = body.created_at ? new Date(body.created_at) : new Date();

  const judgement = await judge(db, kind, inspection, body);

  let override: TInstrumentOverride | null = null;
  if (body.measuring_instrument) {
    const instrument = await first(
      db
        .select({
          id: measuringInstruments.id,
          name: measuringInstruments.name,
          serial_number: measuringInstruments.serial_number,
          expire_at: measuringInstruments.expire_at,
          type_name: measuringInstrumentTypes.name,
          type_is_system: measuringInstrumentTypes.is_system,
        })
        .from(measuringInstruments)
        .leftJoin(measuringInstrumentTypes, eq(measuringInstrumentTypes.id, measuringInstruments.type))
        .where(and(eq(measuringInstruments.id, body.measuring_instrument), eq(measuringInstruments.client_id, clientId)))
        .limit(1),
    );
    if (!instrument) throw badRequest({ measuring_instrument: [message("instrument_not_of_client")] });
    const type = instrument.type_name === null ? null : { name: instrument.type_name, is_system: instrument.type_is_system };
    const ruling = instrumentRuling(instrumentIssues({ ...instrument, type }, kind, measuredAt), body.instrument_override_reason);
    if (ruling.refused.length > 0) throw inspectionRefusal("measuring_instrument", ruling.refused);
    if (ruling.overridden.length > 0) {
      const reason = String(body.instrument_override_reason);
      override = { reason, by: user.id, by_email: user.email, issues: ruling.overridden };
    }
  }
  if (body.instrument_override_reason && !override) {
    throw badRequest({ instrument_override_reason: [message("override_not_needed")] });
  }

  const verdict = storedVerdict(judgement);
  const fields = MEASURED_FIELDS[kind];
  const { id, inspection: _inspection, measuring_instrument, created_at: _at, unit, instrument_override_reason: _reason, ...rest } = body;
  const entered = Object.fromEntries(fields.map((field) => [field, body[field] ?? null]));
  const values = {
    ...rest,
    ...Object.fromEntries(fields.map((field) => [field, judgement.measured[field] ?? null])),
    id,
    client_id: clientId,
    inspection: String(inspection.id),
    measuring_instrument: measuring_instrument ?? null,
    instrument_override: override,
    unit: unit ?? null,
    entered,
    ...verdict,
    created_by: user.id,
    created_at: measuredAt,
    updated_at: measuredAt,
  };
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(table)
      .values(values as never)
      .onConflictDoNothing({ target: table.id })
      .returning();
    // A concurrent write of the same id won: it wrote the row and its alert.
    if (!row) return undefined;
    await recordHistory(tx, [
      {
        client_id: clientId,
        resource: MEASUREMENT_HISTORY_RESOURCE,
        record_id: id,
        action: history.action,
        after: row,
        import_id: history.import_id,
      },
    ]);
    if (verdict.verdict === "reject") {
      await raiseAlerts(tx, [
        {
          client_id: clientId,
          project: inspection.project,
          procedure: inspection.procedure,
          section: "inspection",
          source_kind: `${kind}_measurement`,
          source_id: id,
          source_key: measurementAlertKey(kind, id),
          source_time: measuredAt,
          ...alertOf(kind, body, judgement),
        },
      ]);
    }
    return row;
  });
  if (inserted) return { row: inserted, created: true };
  const winner = await stored();
  if (!winner) throw notFound();
  return repeated(winner);
}

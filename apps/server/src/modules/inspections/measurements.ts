import {
  bevelMeasurementIssue,
  bevelUnitIssue,
  FIT_UP_MEASUREMENT_TYPE_LABELS,
  fitUpMeasurementIssue,
  INSPECTION_KINDS,
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
  MEASUREMENT_SCHEMAS,
  mayOverrideInstrument,
  measurementPath,
  messageText,
  positionIssue,
  positionsOf,
  storedVerdict,
  type TBevelInspectionSequence,
  type TFitUpInspectionSequence,
  type TInspectionKind,
  type TInspectionMessage,
  type TInstrumentOverride,
  type TJudgement,
  ZListQuery,
} from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serializeTenantRow } from "../../crud/create-crud-routes.js";
import { listPage } from "../../crud/list.js";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import { MEASUREMENT_LIST } from "../../db/list-specs.js";
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
import { currentUser } from "../../plugins/auth.js";
import { badRequest, forbidden, notFound } from "../../plugins/errors.js";
import { jsonAnswer, pageOf } from "../../plugins/openapi.js";
import { raiseAlerts } from "../alerts/index.js";
import { inspectionRefusal } from "./errors.js";

type TRow = Record<string, unknown>;
export type TJudged = TJudgement<unknown, Record<string, number | null>>;

/** The values each kind measures (entered in `unit`, stored in the stored unit). */
export const MEASURED_FIELDS = {
  fit_up: ["measure"],
  bevel: ["measure"],
  temperature_control: ["measure"],
  cooling: ["measure_before_cooling", "measure_after_cooling"],
  time_lapse: ["duration_measured"],
  back_purging: ["flushing_o2_level_chamber", "welding_o2_level_chamber"],
  heat_treatment: ["start_control_temperature", "end_control_temperature", "temperature", "soaking_duration"],
} as const satisfies Record<TInspectionKind, readonly string[]>;

/** The alert's type: the measurement kind as the alert supervisors name sections (HEAT_TREATMENT). */
const alertType = (kind: TInspectionKind) => kind.toUpperCase();

async function first<T>(rows: Promise<T[]>): Promise<T | undefined> {
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
  return (row as TRow | undefined) ?? {};
}

/**
 * Checks a measurement against its inspection (position, type and dimension planned by the sequence, unit fit for
 * the dimension) and judges it by the domain's rule for its kind. Throws the 400 of a refused field.
 */
async function judge(db: TExecutor, kind: TInspectionKind, inspection: TRow, body: TRow): Promise<TJudged> {
  const procedure = String(inspection.procedure);
  const sequenceTable = kind in SEQUENCE_TABLES ? SEQUENCE_TABLES[kind as keyof typeof SEQUENCE_TABLES] : undefined;
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
      const issue = fitUpMeasurementIssue(sequence as unknown as TFitUpInspectionSequence, body as never);
      if (issue) throw inspectionRefusal(issue.code === "fit_up_type_not_in_sequence" ? "type" : "position", issue);
      const section = await first(db.select().from(procedures).where(eq(procedures.id, procedure)).limit(1));
      return judgeFitUpMeasurement(entered, section ?? {}) as TJudged;
    }
    case "bevel": {
      const issue = bevelMeasurementIssue(sequence as unknown as TBevelInspectionSequence, body as never);
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
      return judgeBevelMeasurement(entered, dimension) as TJudged;
    }
    case "temperature_control": {
      refusePosition(positionIssue(String(body.position), positionsOf(sequence?.positions as string), sequence?.is_angle === true));
      const control = inspection.temperature_control ?? sequence?.temperature_control;
      return judgeTemperatureMeasurement(entered, await sectionRow(db, temperatureControls, control, procedure)) as TJudged;
    }
    case "cooling": {
      refusePosition(positionIssue(String(body.position), positionsOf(sequence?.positions as string), sequence?.is_angle === true));
      return judgeCoolingMeasurement(entered, await sectionRow(db, coolings, inspection.cooling, procedure)) as TJudged;
    }
    case "time_lapse":
      return judgeTimeLapseMeasurement(entered, await sectionRow(db, timeLapses, inspection.time_lapse, procedure)) as TJudged;
    case "back_purging":
      return judgeBackPurgingMeasurement(entered, await sectionRow(db, backPurgings, inspection.back_purging, procedure)) as TJudged;
    case "heat_treatment": {
      const supervisors = await db
        .select()
        .from(alertSupervisors)
        .where(and(eq(alertSupervisors.procedure, procedure), eq(alertSupervisors.type, "HEAT_TREATMENT")));
      const section = await sectionRow(db, heatTreatments, inspection.heat_treatment, procedure);
      return judgeHeatTreatmentMeasurement(entered, section, supervisors as never) as TJudged;
    }
  }
}

/** Spec §3 "Alert": what a rejected measurement tells the supervisors, from its first reason. */
export function alertOf(kind: TInspectionKind, body: TRow, judgement: TJudged) {
  const [reason] = judgement.reasons;
  const field = String(reason?.params?.field ?? MEASURED_FIELDS[kind][0]);
  const parameter = kind === "fit_up" ? FIT_UP_MEASUREMENT_TYPE_LABELS[body.type as keyof typeof FIT_UP_MEASUREMENT_TYPE_LABELS] : field;
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

const ZIdParams = z.object({ id: z.string() });
const ZQuery = ZListQuery.extend({ inspection: z.string() });

/** What a measurement record carries beside its kind's fields (documentation; never filters the answer). */
const measurementRecord = (kind: TInspectionKind) =>
  z
    .looseObject({
      id: z.uuid(),
      client: z.uuid(),
      inspection: z.uuid(),
      measuring_instrument: z.uuid().nullable(),
      created_at: z.iso.datetime({ offset: true }),
      unit: z.string().nullable().describe("The unit the values were entered in; null: the stored unit."),
      entered: z.record(z.string(), z.number().nullable()).describe("The values as entered, in `unit`."),
      verdict: z.enum(["accept", "reject"]),
      limits: z.looseObject({}).describe("The limits judged against, in the stored unit, as they were then."),
      reasons: z.array(z.looseObject({ code: z.string() })).describe("Why it was rejected, as coded messages."),
      instrument_override: z
        .looseObject({ reason: z.string(), by: z.string(), by_email: z.string(), issues: z.array(z.looseObject({ code: z.string() })) })
        .nullable()
        .describe("An Admin's override of the instrument's expired calibration: why, who, and what it overrode."),
      rules_version: z.number().int(),
    })
    .meta({ "x-response-description": `The ${kind} measurement record.` });

/**
 * Spec §3 measurements, one collection per kind: read-only lists of an inspection's measurements, and a POST that
 * records one by its client-made id. The same id posted again answers the stored record (200) and writes nothing,
 * so a phone may retry after a lost answer. POST order: parse (400), the inspection (404 for another client's), the
 * sequence's positions, types, dimensions and units (400 on the field), the instrument (400 naming it and its
 * expiry), the verdict by the domain's rule, then the row and, when rejected, its alert, in one transaction.
 */
export async function measurementRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of INSPECTION_KINDS) {
    const path = measurementPath(kind);
    const collection = `/api/${path}/`;
    const item = `/api/${path}/:id/`;
    const tags = [path];
    const table = MEASUREMENT_TABLES[kind];
    const inspections = INSPECTION_TABLES[kind];
    const ZRecord = measurementRecord(kind);
    const serialize = (row: TRow) => serializeTenantRow(row);

    api.get(
      collection,
      {
        schema: {
          tags,
          querystring: ZQuery,
          response: { 200: jsonAnswer(`A page of an inspection's ${kind} measurements.`, pageOf(ZRecord)) },
        },
        onRequest: requirePermission("quality", "list"),
      },
      async (request) => {
        const user = currentUser(request);
        if (!isUuid(request.query.inspection)) throw badRequest({ inspection: [messageText("invalid_id")] });
        const inspection = await first(
          app.db
            .select({ id: inspections.id, client_id: inspections.client_id })
            .from(inspections)
            .where(itemFilter(user, inspections.id, inspections.client_id, request.query.inspection))
            .limit(1),
        );
        if (!inspection) throw notFound();
        const filters = [eq(table.client_id, inspection.client_id), eq(table.inspection, inspection.id)];
        return listPage(app.db, table, MEASUREMENT_LIST, request.query, filters, request.url, serialize);
      },
    );

    api.get(
      item,
      { schema: { tags, params: ZIdParams, response: { 200: ZRecord } }, onRequest: requirePermission("quality", "list") },
      async (request) => {
        if (!isUuid(request.params.id)) throw notFound();
        const row = await first(
          app.db
            .select()
            .from(table)
            .where(itemFilter(currentUser(request), table.id, table.client_id, request.params.id))
            .limit(1),
        );
        if (!row) throw notFound();
        return serialize(row) as never;
      },
    );

    api.post(
      collection,
      {
        schema: {
          tags,
          body: MEASUREMENT_SCHEMAS[kind],
          response: {
            201: jsonAnswer("Recorded, with its verdict. The same id posted again answers the stored record with 200.", ZRecord),
          },
        },
        onRequest: requirePermission("quality", "create"),
      },
      async (request, reply) => {
        const user = currentUser(request);
        const body = request.body as TRow & {
          id: string;
          inspection: string;
          measuring_instrument?: string | null;
          created_at?: string;
          instrument_override_reason?: string | null;
        };
        // Only an Admin may record a value against an expired calibration (instrument-check.ts).
        if (body.instrument_override_reason && !mayOverrideInstrument(user.group)) throw forbidden();
        const stored = async () => first(app.db.select().from(table).where(eq(table.id, body.id)).limit(1));
        const repeated = await stored();
        if (repeated) return repeatedAnswer(repeated);

        const inspection = (await first(
          app.db
            .select()
            .from(inspections)
            .where(itemFilter(user, inspections.id, inspections.client_id, body.inspection))
            .limit(1),
        )) as TRow | undefined;
        if (!inspection) throw notFound();
        const clientId = String(inspection.client_id);
        const measuredAt = body.created_at ? new Date(body.created_at) : new Date();

        const judgement = await judge(app.db, kind, inspection, body);

        let override: TInstrumentOverride | null = null;
        if (body.measuring_instrument) {
          const instrument = await first(
            app.db
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
          if (!instrument) throw badRequest({ measuring_instrument: [messageText("instrument_not_of_client")] });
          const type = instrument.type_name === null ? null : { name: instrument.type_name, is_system: instrument.type_is_system };
          const ruling = instrumentRuling(instrumentIssues({ ...instrument, type }, kind, measuredAt), body.instrument_override_reason);
          if (ruling.refused.length > 0) throw inspectionRefusal("measuring_instrument", ruling.refused);
          if (ruling.overridden.length > 0) {
            const reason = String(body.instrument_override_reason);
            override = { reason, by: user.id, by_email: user.email, issues: ruling.overridden };
          }
        }
        if (body.instrument_override_reason && !override) {
          throw badRequest({ instrument_override_reason: [messageText("override_not_needed")] });
        }

        const verdict = storedVerdict(judgement);
        const fields = MEASURED_FIELDS[kind] as readonly string[];
        const {
          id,
          inspection: _inspection,
          measuring_instrument,
          created_at: _at,
          unit,
          instrument_override_reason: _reason,
          ...rest
        } = body;
        const entered = Object.fromEntries(fields.map((field) => [field, (body[field] as number | null | undefined) ?? null]));
        const values = {
          ...rest,
          ...Object.fromEntries(fields.map((field) => [field, judgement.measured[field] ?? null])),
          id,
          client_id: clientId,
          inspection: String(inspection.id),
          measuring_instrument: measuring_instrument ?? null,
          instrument_override: override,
          unit: (unit as string | null | undefined) ?? null,
          entered,
          ...verdict,
          created_by: user.id,
          created_at: measuredAt,
          updated_at: measuredAt,
        };
        const inserted = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(table)
            .values(values as never)
            .onConflictDoNothing({ target: table.id })
            .returning();
          // A concurrent POST of the same id won: it wrote the row and its alert.
          if (!row) return undefined;
          await recordHistory(tx, [
            {
              client_id: clientId,
              resource: "inspectionMeasurement",
              record_id: id,
              action: "create",
              after: row as Record<string, unknown>,
            },
          ]);
          if (verdict.verdict === "reject") {
            await raiseAlerts(tx, [
              {
                client_id: clientId,
                project: inspection.project as string,
                procedure: inspection.procedure as string,
                section: "inspection",
                source_kind: `${kind}_measurement`,
                source_id: id,
                source_key: `${kind}_measurement/${id}`,
                source_time: measuredAt,
                ...alertOf(kind, body, judgement as TJudged),
              },
            ]);
          }
          return row;
        });
        if (!inserted) {
          const winner = await stored();
          if (!winner) throw notFound();
          return repeatedAnswer(winner);
        }
        return reply.status(201).send(serialize(inserted as TRow));

        function repeatedAnswer(row: TRow) {
          // Another client's id, or another inspection's: not this request's record.
          const mine = row.inspection === body.inspection && (row.client_id === user.client_id || user.group === "Super User");
          if (!mine) throw inspectionRefusal("id", inspectionMessage("measurement_id_taken"));
          return (reply as unknown as { status: (code: number) => { send: (body: unknown) => unknown } }).status(200).send(serialize(row));
        }
      },
    );
  }
}

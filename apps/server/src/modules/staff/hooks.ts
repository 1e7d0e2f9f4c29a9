import {
  CALIBRATION_CERTIFICATE_TYPE,
  CALIBRATION_FILTERS,
  calibrationDatesIssue,
  calibrationFilterRange,
  calibrationState,
  documentTypeMessage,
  isQualified,
  keepKindParameters,
  message,
  parameterIssues,
  qualificationIssues,
  qualificationStatus,
  sensorKindOf,
  type TQualificationState,
  todayIso,
  typeAfterModelChange,
  typeFitsModel,
  WELDER_CERTIFICATE_TYPE,
  WELDER_QUALIFICATION_FILTERS,
  welderMatchesQualificationFilter,
} from "@weldtrace/domain";
import { and, eq, gte, inArray, isNull, lte, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { TResourceHooks } from "../../crud/types.js";
import type { TExecutor } from "../../db/client.js";
import {
  documents,
  documentTypes,
  instrumentTypesParameters,
  measuringInstruments,
  measuringInstrumentTypes,
  productModels,
  welderQualifications,
  welders,
  weldingProcesses,
} from "../../db/schema/index.js";
import { badRequest, HttpError } from "../../plugins/errors.js";
import { isOneOf } from "../../typed.js";
import { continuityKey, lastWeldingDates } from "./continuity.js";

type TWelderRow = typeof welders.$inferSelect;
type TQualificationRow = typeof welderQualifications.$inferSelect;

/** Spec §3: certificates are documents of one of the platform's document types (refused on `field` otherwise). */
async function requireDocumentType(
  tx: TExecutor,
  ids: string[] | string | null | undefined,
  clientId: string,
  typeName: string,
  field: string,
) {
  const wanted = Array.isArray(ids) ? ids : typeof ids === "string" ? [ids] : [];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.type))
    .where(
      and(
        inArray(documents.id, wanted),
        eq(documents.client_id, clientId),
        eq(documentTypes.is_system, true),
        eq(documentTypes.name, typeName),
      ),
    );
  if (found.length !== new Set(wanted).size) throw badRequest({ [field]: [documentTypeMessage(typeName)] });
}

async function modelTypes(tx: TExecutor, modelId: string | null | undefined): Promise<string[] | null> {
  if (!modelId) return null;
  const [model] = await tx.select({ types: productModels.types }).from(productModels).where(eq(productModels.id, modelId)).limit(1);
  return model?.types ?? null;
}

export const measuringInstrumentHooks: TResourceHooks<"measuringInstrument"> = {
  async beforeWrite(tx, { values, clientId, existing }) {
    // Spec §4: a new product model resets the type unless one is sent with it.
    if (existing && "product_model" in values) {
      values.type = typeAfterModelChange({
        previousModel: existing.product_model,
        nextModel: values.product_model ?? null,
        previousType: existing.type,
        requestedType: values.type,
      });
    }
    const merged = { ...existing, ...values };
    if ("product_model" in values || "type" in values) {
      if (!typeFitsModel(merged.type ?? null, await modelTypes(tx, merged.product_model))) {
        throw badRequest({ type: [message("instrument_type_not_in_model")] });
      }
    }
    const datesIssue = calibrationDatesIssue(merged);
    if (datesIssue) throw badRequest({ expire_at: [datesIssue] });
    await requireDocumentType(tx, values.documents, clientId, CALIBRATION_CERTIFICATE_TYPE, "documents");
  },
  /** `?calibration_state=valid|expiring|expired|none`: the instruments the list's badge puts in that state today. */
  listFilters(query) {
    const wanted = query.calibration_state;
    if (wanted === undefined) return [];
    if (!isOneOf(CALIBRATION_FILTERS, wanted)) throw badRequest({ calibration_state: [message("invalid_choice")] });
    const range = calibrationFilterRange(wanted, todayIso());
    if (range === "none") return [isNull(measuringInstruments.expire_at)];
    return [
      range.from ? gte(measuringInstruments.expire_at, range.from) : undefined,
      range.to ? lte(measuringInstruments.expire_at, range.to) : undefined,
    ];
  },
  /** The list marks instruments expiring within 30 days and those expired. */
  async decorate(_db, rows) {
    const today = todayIso();
    return rows.map((row) => ({ ...row, calibration_state: calibrationState(row.expire_at, today) }));
  },
};

export const instrumentTypesParameterHooks: TResourceHooks<"instrumentTypesParameter"> = {
  async beforeWrite(tx, { values, existing }) {
    const merged = { ...existing, ...values };
    const types = await modelTypes(tx, merged.product_model);
    // A create's body names both (the schema requires them); an update falls back on the stored row.
    const productModel = merged.product_model ?? "";
    const instrumentType = merged.instrument_type ?? "";
    if (!types?.includes(instrumentType)) {
      throw badRequest({ instrument_type: [message("parameter_type_not_in_model")] });
    }
    const [taken] = await tx
      .select({ id: instrumentTypesParameters.id })
      .from(instrumentTypesParameters)
      .where(
        and(
          eq(instrumentTypesParameters.product_model, productModel),
          eq(instrumentTypesParameters.instrument_type, instrumentType),
          existing ? ne(instrumentTypesParameters.id, existing.id) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw badRequest({ instrument_type: [message("parameter_type_already_set")] });
    const [type] = await tx
      .select({ name: measuringInstrumentTypes.name, is_system: measuringInstrumentTypes.is_system })
      .from(measuringInstrumentTypes)
      .where(eq(measuringInstrumentTypes.id, instrumentType))
      .limit(1);
    const kind = sensorKindOf(type?.name, type?.is_system ?? false);
    // Parameters the kind does not take are emptied (the form hides them); the others are checked as a whole.
    const kept = keepKindParameters(kind, merged as never);
    const issues = parameterIssues(kind, kept);
    if (Object.keys(issues).length > 0)
      throw badRequest(Object.fromEntries(Object.entries(issues).map(([key, message]) => [key, [message]])));
    Object.assign(values, kept);
  },
  async decorate(db, rows) {
    const typeIds = [...new Set(rows.map((row) => row.instrument_type))];
    const types = typeIds.length
      ? await db
          .select({ id: measuringInstrumentTypes.id, name: measuringInstrumentTypes.name, is_system: measuringInstrumentTypes.is_system })
          .from(measuringInstrumentTypes)
          .where(inArray(measuringInstrumentTypes.id, typeIds))
      : [];
    return rows.map((row) => {
      const type = types.find((candidate) => candidate.id === row.instrument_type);
      return { ...row, sensor_kind: sensorKindOf(type?.name, type?.is_system ?? false) };
    });
  },
};

/** A model that drops a type drops that type's parameters with it. */
export const productModelHooks: TResourceHooks<"productModel"> = {
  async beforeWrite(tx, { values, existing }) {
    if (!existing || !Array.isArray(values.types)) return;
    const kept = values.types;
    await tx
      .delete(instrumentTypesParameters)
      .where(
        and(
          eq(instrumentTypesParameters.product_model, existing.id),
          kept.length ? notInArray(instrumentTypesParameters.instrument_type, kept) : undefined,
        ),
      );
  },
};

/** welder_id names one welder of the client, deleted ones included (an import restores them by it). */
async function checkWelderId(tx: TExecutor, values: Partial<TWelderRow>, clientId: string, existing?: TWelderRow) {
  if (typeof values.welder_id !== "string") return;
  const [taken] = await tx
    .select({ id: welders.id, deleted: welders.deleted })
    .from(welders)
    .where(
      and(eq(welders.client_id, clientId), eq(welders.welder_id, values.welder_id), existing ? ne(welders.id, existing.id) : undefined),
    )
    .limit(1);
  if (taken) throw badRequest({ welder_id: [taken.deleted ? message("welder_id_taken_by_deleted") : message("welder_id_taken")] });
}

/** Each qualification's state today, with the continuity dates cycles give. */
async function qualificationStates<T extends Pick<TQualificationRow, "welder" | "process" | "qualified_at" | "expire_at">>(
  db: TExecutor,
  rows: T[],
) {
  const today = todayIso();
  const lastWelded = await lastWeldingDates(db, [...new Set(rows.map((row) => row.welder))]);
  return rows.map((row) => ({
    row,
    status: qualificationStatus(
      { qualified_at: row.qualified_at, expire_at: row.expire_at },
      lastWelded.get(continuityKey(row.welder, row.process)) ?? null,
      today,
    ),
  }));
}

const welderWrite: TResourceHooks<"welder">["beforeWrite"] = async (tx, { values, clientId, existing }) => {
  await checkWelderId(tx, values, clientId, existing);
  await requireDocumentType(tx, values.documents, clientId, WELDER_CERTIFICATE_TYPE, "documents");
};

/**
 * `?qualification_state=qualified|expiring|not_qualified`: the welders of the list's client whose qualifications are
 * in that state today, continuity included. The states are the ones the list shows (qualificationStates), worked out
 * for the client's qualifications, then kept as a condition on the welders' ids.
 */
async function qualificationFilter(
  query: Record<string, string | undefined>,
  { db, tenant }: { db: TExecutor; tenant: SQL | undefined },
): Promise<(SQL | undefined)[]> {
  const wanted = query.qualification_state;
  if (wanted === undefined) return [];
  if (!isOneOf(WELDER_QUALIFICATION_FILTERS, wanted)) throw badRequest({ qualification_state: [message("invalid_choice")] });
  const filter = wanted;
  const qualifications = await db
    .select({
      welder: welderQualifications.welder,
      process: welderQualifications.process,
      qualified_at: welderQualifications.qualified_at,
      expire_at: welderQualifications.expire_at,
    })
    .from(welderQualifications)
    .innerJoin(welders, eq(welders.id, welderQualifications.welder))
    .where(and(tenant, eq(welders.deleted, false)));
  const byWelder = new Map<string, TQualificationState[]>();
  for (const { row, status } of await qualificationStates(db, qualifications))
    byWelder.set(row.welder, [...(byWelder.get(row.welder) ?? []), status.state]);
  if (filter === "not_qualified") {
    // Welders without any qualification have no entry: they are kept by leaving out the qualified ones.
    const qualified = [...byWelder].filter(([, states]) => !welderMatchesQualificationFilter(states, filter)).map(([id]) => id);
    return qualified.length ? [notInArray(welders.id, qualified)] : [];
  }
  const kept = [...byWelder].filter(([, states]) => welderMatchesQualificationFilter(states, filter)).map(([id]) => id);
  return [kept.length ? inArray(welders.id, kept) : sql`false`];
}

export const welderHooks: TResourceHooks<"welder"> = {
  scope: () => eq(welders.deleted, false),
  softDelete: { deleted: true },
  beforeWrite: welderWrite,
  listFilters: qualificationFilter,
  /** The list says who is qualified, for which processes and until when. */
  async decorate(db, rows) {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return rows;
    const qualifications = await db
      .select({
        id: welderQualifications.id,
        welder: welderQualifications.welder,
        process: welderQualifications.process,
        process_name: weldingProcesses.name,
        qualified_at: welderQualifications.qualified_at,
        expire_at: welderQualifications.expire_at,
      })
      .from(welderQualifications)
      .innerJoin(weldingProcesses, eq(weldingProcesses.id, welderQualifications.process))
      .where(inArray(welderQualifications.welder, ids));
    const states = await qualificationStates(db, qualifications);
    return rows.map((row) => {
      const own = states
        .filter(({ row: qualification }) => qualification.welder === row.id)
        .map(({ row: qualification, status }) => ({
          id: qualification.id,
          process: qualification.process,
          process_name: qualification.process_name,
          state: status.state,
          until: status.until,
        }))
        .sort((a, b) => String(a.process_name).localeCompare(String(b.process_name)));
      const current = own.filter((qualification) => isQualified(qualification.state));
      return {
        ...row,
        qualifications: own,
        qualified_until: current.length
          ? current
              .map((qualification) => qualification.until)
              .sort()
              .at(-1)
          : null,
      };
    });
  },
};

export const deletedWelderHooks: TResourceHooks<"deletedWelder"> = {
  scope: () => eq(welders.deleted, true),
  beforeWrite: welderWrite,
  beforeDelete() {
    throw new HttpError(409, "deleted_welder_kept", message("deleted_welder_kept"));
  },
};

export const welderQualificationHooks: TResourceHooks<"welderQualification"> = {
  async beforeWrite(tx, { values, clientId, existing }) {
    const issues = qualificationIssues({ ...existing, ...values });
    if (Object.keys(issues).length > 0)
      throw badRequest(Object.fromEntries(Object.entries(issues).map(([key, message]) => [key, [message]])));
    await requireDocumentType(tx, values.certificate, clientId, WELDER_CERTIFICATE_TYPE, "certificate");
  },
  async decorate(db, rows) {
    return (await qualificationStates(db, rows)).map(({ row, status }) => ({ ...row, ...status }));
  },
};

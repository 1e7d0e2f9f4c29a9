import { importDate, type TResource } from "@weldtrace/domain";
import { and, eq, inArray } from "drizzle-orm";
import { refusedRow, type TBulkResult } from "../../crud/bulk.js";
import type { TTenantTable } from "../../crud/create-crud-routes.js";
import { checkReferences } from "../../crud/references.js";
import { isUuid } from "../../crud/scope.js";
import type { TCrudHooks, TCrudRegistry } from "../../crud/types.js";
import type { TExecutor } from "../../db/client.js";
import { measuringInstruments, welders } from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import type { TImportUpsert } from "../../imports/engine.js";
import { HttpError, invalidIssues } from "../../plugins/errors.js";
import { measuringInstrumentHooks, welderHooks } from "./hooks.js";

type TRow = Record<string, unknown>;

/** One row saved over an existing record with the rules of a PATCH: schema, same-client links, the resource's hooks. */
async function updateRow(
  db: TExecutor,
  options: { resource: TResource; table: TTenantTable; hooks: TCrudHooks; registry: TCrudRegistry; clientId: string },
  n: number,
  existing: TRow,
  raw: TRow,
): Promise<TBulkResult> {
  const parsed = options.resource.schema.partial().safeParse(raw);
  if (!parsed.success) return refusedRow(n, invalidIssues(parsed.error.issues));
  const values = parsed.data as TRow;
  const id = String(existing.id);
  try {
    await checkReferences(db, options.resource, values, options.clientId, options.registry.tableOf);
    await db.transaction(async (tx) => {
      await options.hooks.beforeWrite?.(tx, { values, clientId: options.clientId, existing, registry: options.registry });
      await tx
        .update(options.table)
        .set({ ...values, updated_at: new Date() } as never)
        .where(eq(options.table.id, id));
      const entry = { client_id: options.clientId, resource: options.resource.key, record_id: id };
      await recordHistory(tx, [{ ...entry, action: "import", before: existing, after: values }]);
    });
    return { n, status: "success", reason: null, id };
  } catch (error) {
    if (error instanceof HttpError) return refusedRow(n, error);
    throw error;
  }
}

/**
 * Spec §7: an instrument row whose "Measuring instrument ID" names one of the client's instruments updates it;
 * otherwise it creates one (the id is the server's). Dates may be written MM/DD/YYYY, as the PDF shows them.
 */
export const instrumentUpsert: TImportUpsert = async (db, { clientId, rows, resource, registry }) => {
  for (const row of rows) {
    row.values.calibrated_at = importDate(row.values.calibrated_at);
    row.values.expire_at = importDate(row.values.expire_at);
  }
  const ids = rows.map((row) => String(row.values.id ?? "").trim()).filter(isUuid);
  const found = ids.length
    ? await db
        .select()
        .from(measuringInstruments)
        .where(and(eq(measuringInstruments.client_id, clientId), inArray(measuringInstruments.id, ids)))
    : [];
  const results: TBulkResult[] = [];
  const create: { n: number; values: TRow }[] = [];
  for (const { n, values } of rows) {
    const { id, ...rest } = values;
    const existing = found.find((row) => row.id === String(id ?? "").trim());
    if (existing) {
      const options = { resource, table: measuringInstruments, hooks: measuringInstrumentHooks, registry, clientId };
      results.push(await updateRow(db, options, n, existing, rest));
    } else create.push({ n, values: rest });
  }
  return { results, create };
};

/** Spec §4: a welder_id found among the client's deleted welders restores that welder with the row's values. */
export const welderUpsert: TImportUpsert = async (db, { clientId, rows, resource, registry }) => {
  const welderIds = rows.map((row) => String(row.values.welder_id ?? "").trim()).filter(Boolean);
  const deleted = welderIds.length
    ? await db
        .select()
        .from(welders)
        .where(and(eq(welders.client_id, clientId), eq(welders.deleted, true), inArray(welders.welder_id, welderIds)))
    : [];
  const results: TBulkResult[] = [];
  const create: { n: number; values: TRow }[] = [];
  for (const { n, values } of rows) {
    const existing = deleted.find((row) => row.welder_id === String(values.welder_id ?? "").trim());
    if (!existing) {
      create.push({ n, values });
      continue;
    }
    const options = { resource, table: welders, hooks: welderHooks, registry, clientId };
    const result = await updateRow(db, options, n, existing, values);
    if (result.status === "success") {
      await db.update(welders).set({ deleted: false }).where(eq(welders.id, existing.id));
      const restored = { client_id: clientId, resource: resource.key, record_id: existing.id, action: "restore" as const };
      await recordHistory(db, [{ ...restored, changes: [{ field: "deleted", before: true, after: false }] }]);
    }
    results.push(result);
  }
  return { results, create };
};

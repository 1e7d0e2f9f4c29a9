import { message, type TFieldMessages, type THistoryAction, type TResource } from "@weldtrace/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { TExecutor } from "../db/client.js";
import { files } from "../db/schema/index.js";
import type { TTenantTable } from "../db/schema/resource-tables.js";
import { recordCreated } from "../history/record.js";
import { currentUser, type TRequestUser } from "../plugins/auth.js";
import { duplicateNameError, fieldTexts, HttpError, invalidIssues, messageOfError } from "../plugins/errors.js";
import { documentedBody, jsonAnswer } from "../plugins/openapi.js";
import { pgErrorCode } from "../typed.js";
import { authorStamp } from "./author-stamp.js";
import { insertMany } from "./fast-insert.js";
import { requirePermission } from "./scope.js";
import type { TCrudHooks, TCrudRegistry } from "./types.js";

/** Milliseconds per named stage of a bulk save or an import (parse, resolve, validate, references, insert). */
export type TStageTimings = Record<string, number>;

/** Adds the time since `started` to a stage and answers now, the next stage's start. */
export function addTiming(timings: TStageTimings | undefined, stage: string, started: number): number {
  const now = performance.now();
  if (timings) timings[stage] = (timings[stage] ?? 0) + (now - started);
  return now;
}

/** ARCHITECTURE.md "Bulk imports": at most this many rows per request. */
export const BULK_MAX_ROWS = 1000;
/**
 * Rows saved per transaction: a failure costs one chunk's retry, not the whole batch. A whole request (1000 rows)
 * is one chunk: the rows travel as one JSON parameter, so a bigger chunk costs no more parameters.
 */
export const BULK_CHUNK_ROWS = 1000;

/** One row's outcome: `n` is the row's 1-based position in the request (the spec's "n°1"). */
export interface TBulkResult {
  n: number;
  status: "success" | "error";
  /** Spec §4: why a row failed, as one readable sentence naming each field and its message; null when saved. */
  reason: string | null;
  /**
   * The field messages of a refused row, as a 400 of the single create would answer them (`non_field_errors`
   * for a refusal of the whole row): the web shows each field's label and message in the user's language.
   */
  field_errors?: Record<string, string[]>;
  /** The same as `field_errors` (kept for the clients that read it before `field_errors` existed). */
  errors?: Record<string, string[]>;
  /**
   * The catalogue messages of a refused row, per field as in a 400's `codes` (a 409 or other
   * `{detail, code}` refusal is under non_field_errors), for the web app to show in the user's language.
   */
  codes?: TFieldMessages;
  id?: string;
  /** The created record, as the create route answers it. */
  record?: Record<string, unknown>;
}

type TTableOf = (target: string) => TTenantTable | undefined;

export interface TPending {
  n: number;
  values: Record<string, unknown>;
}

const isLinkField = (kind: string) => kind === "reference" || kind === "references" || kind === "file";

/** A field's name in a sentence when the caller knows no label: `outer_diameter` → "Outer diameter". */
export const defaultFieldLabel = (field: string) => {
  const words = field.replace(/_id$/, "").replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Field messages as one sentence: "Outer diameter: Required; Grade: Max 50 characters". A message of the whole
 * row (`non_field_errors`, `detail`) is written alone. `labelOf` names a field (an import names it by its column).
 */
export function describeFieldErrors(fields: Record<string, string[]>, labelOf: (field: string) => string = defaultFieldLabel): string {
  return Object.entries(fields)
    .map(([field, messages]) =>
      field === "non_field_errors" || field === "detail" ? messages.join(", ") : `${labelOf(field)}: ${messages.join(", ")}`,
    )
    .join("; ");
}

/**
 * A refused row: `reason` says each field's message in one sentence; `field_errors` and `codes` (the catalogue's
 * codes, per field as in a 400) say it per field.
 */
export function refusedRow(n: number, error: HttpError, labelOf?: (field: string) => string): TBulkResult {
  const codes = error.fields ?? { non_field_errors: [messageOfError(error)] };
  const fields = error.fields ? fieldTexts(error.fields) : { non_field_errors: [error.message] };
  return { n, status: "error", reason: describeFieldErrors(fields, labelOf), field_errors: fields, errors: fields, codes };
}

const failure = (n: number, error: unknown, labelOf?: (field: string) => string, name?: unknown): TBulkResult => {
  if (error instanceof HttpError) return refusedRow(n, error, labelOf);
  const duplicate = duplicateNameError(error, name);
  if (duplicate) return refusedRow(n, duplicate, labelOf);
  const pgCode = pgErrorCode(error);
  if (pgCode === "23505") return failure(n, new HttpError(409, "duplicate_record", message("duplicate_record")));
  if (pgCode === "23503") return failure(n, new HttpError(409, "in_use", message("in_use")));
  throw error;
};

/**
 * The same-client rule of `checkReferences`, for a whole batch: one query per link field instead of one per
 * row and field, then each row learns which of its ids were not found.
 */
async function checkBatchReferences(
  db: TExecutor,
  resource: TResource,
  rows: TPending[],
  clientId: string,
  tableOf: TTableOf,
): Promise<Map<number, TFieldMessages>> {
  const errors = new Map<number, TFieldMessages>();
  for (const field of resource.fields) {
    if (!isLinkField(field.kind) || field.key === "client") continue;
    const idsOf = (row: TPending) => {
      const value = row.values[field.key];
      if (value === null || value === undefined) return [];
      return Array.isArray(value) ? value : [String(value)];
    };
    const all = [...new Set(rows.flatMap(idsOf))];
    if (all.length === 0) continue;
    const table = field.kind === "file" ? files : field.target ? tableOf(field.target) : undefined;
    if (!table) throw new Error(`no table for ${resource.key}.${field.key}`);
    const found = new Set<string>();
    for (let start = 0; start < all.length; start += 5000) {
      const part = all.slice(start, start + 5000);
      const hits = await db
        .select({ id: table.id })
        .from(table)
        .where(and(inArray(table.id, part), eq(table.client_id, clientId)));
      for (const hit of hits) found.add(String(hit.id));
    }
    for (const row of rows) {
      if (idsOf(row).some((id) => !found.has(id))) errors.set(row.n, { ...errors.get(row.n), [field.key]: [message("invalid_choice")] });
    }
  }
  return errors;
}

/** What `bulkCreate` is given: the resource, its rules, the client and the rows. */
export interface TBulkOptions {
  resource: TResource;
  table: TTenantTable;
  /** The tables of reference fields, and what the other areas declare (their hooks' context). */
  registry: TCrudRegistry;
  hooks: TCrudHooks;
  clientId: string;
  rows: readonly unknown[];
  /** Ordinal of the first row (an import sends its batches with their place in the file). */
  firstN?: number;
  /** The ordinal of each row, when they are not consecutive (an import leaves out rows it could not read). */
  ordinals?: readonly number[];
  present?: (rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
  /** Milliseconds spent per stage (validate, references, insert), added to; the benchmark reads it. */
  timings?: TStageTimings;
  /** How a refused row's reason names a field (an import: by its column's header). */
  labelOf?: (field: string) => string;
  /** False when the caller keeps only each row's id (an import): the fast path then reads back the ids alone. */
  records?: boolean;
  /** The user writing (a bulk request's, an import's): recorded as the rows' author where the table has one. */
  user?: TRequestUser;
  /** How the rows' history entries name the write (default `bulk`) and the import they came from. */
  history?: { action: THistoryAction; import_id?: string | null };
}

/** Rows checked and ready to save (`prepareBulk`): the refused ones already have their result. */
export interface TBulkPrepared {
  results: Map<number, TBulkResult>;
  valid: TPending[];
}

/**
 * The first half of a bulk save, before the save's transaction: each row through the create schema, then the
 * same-client rule for every reference of the batch. The import engine runs it for the next chunk while the
 * database saves the current one (inside the chunk's own transaction for a chunk that creates tags).
 */
export async function prepareBulk(db: TExecutor, options: TBulkOptions): Promise<TBulkPrepared> {
  const { resource, registry, clientId, labelOf } = options;
  const firstN = options.firstN ?? 1;
  const results = new Map<number, TBulkResult>();
  const pending: TPending[] = [];
  let started = performance.now();
  options.rows.forEach((raw, index) => {
    const n = options.ordinals?.[index] ?? firstN + index;
    const parsed = resource.schema.safeParse(raw);
    if (!parsed.success) {
      results.set(n, failure(n, invalidIssues(parsed.error.issues), labelOf));
      return;
    }
    // A bulk row names no client: it goes to the client of the batch.
    const { client: _client, ...values } = parsed.data;
    pending.push({ n, values });
  });

  started = addTiming(options.timings, "validate", started);
  const referenceErrors = await checkBatchReferences(db, resource, pending, clientId, registry.tableOf);
  addTiming(options.timings, "references", started);
  const valid = pending.filter((row) => {
    const errors = referenceErrors.get(row.n);
    if (errors) results.set(row.n, failure(row.n, new HttpError(400, "invalid", message("invalid"), errors), labelOf));
    return !errors;
  });
  return { results, valid };
}

/**
 * The second half: the prepared rows saved, one transaction per chunk, with the hooks of a create; answers
 * every row's result in order.
 */
export async function saveBulk(db: TExecutor, options: TBulkOptions, prepared: TBulkPrepared): Promise<TBulkResult[]> {
  const { table, hooks, clientId, labelOf, registry } = options;
  const { results, valid } = prepared;
  const stamp = authorStamp(table, options.user?.id);
  const started = performance.now();
  for (let start = 0; start < valid.length; start += BULK_CHUNK_ROWS) {
    const chunk = valid.slice(start, start + BULK_CHUNK_ROWS);
    await db.transaction(async (tx) => {
      // The rows this chunk saved: one history entry each, written with them (one statement per chunk).
      const saved: { id: string; values: Record<string, unknown> }[] = [];
      await saveChunk(tx, chunk, saved);
      const actor = options.user ? { id: options.user.id, is_machine: options.user.is_machine } : undefined;
      const { action, import_id } = options.history ?? { action: "bulk" as const };
      const recording = performance.now();
      await recordCreated(tx, saved, { client_id: clientId, resource: options.resource.key, action, import_id, actor });
      addTiming(options.timings, "history", recording);
    });
  }
  async function saveChunk(tx: TExecutor, chunk: TPending[], saved: { id: string; values: Record<string, unknown> }[]) {
    let ready = chunk;
    if (hooks.beforeWriteBatch) {
      const refused = await hooks.beforeWriteBatch(tx, { rows: chunk, clientId });
      for (const [n, error] of refused) results.set(n, failure(n, error, labelOf));
      ready = chunk.filter((row) => !refused.has(row.n));
    }
    if (ready.length === 0) return;
    // Fast path: rules checked for the whole chunk, then one INSERT. Hooks that change other rows per
    // record (beforeWrite), or a constraint that only the database sees, take the row-by-row path.
    if (hooks.beforeWriteBatch || !hooks.beforeWrite) {
      try {
        const inserted = await tx.transaction(async (savepoint) =>
          insertMany(
            savepoint,
            table,
            ready.map((row) => ({ ...row.values, ...stamp, client_id: clientId })),
            options.records === false ? "id" : "all",
          ),
        );
        inserted.forEach((row, index) => {
          const n = ready[index]!.n;
          const id = String(row.id);
          saved.push({ id, values: ready[index]!.values });
          results.set(
            n,
            options.records === false
              ? { n, status: "success", reason: null, id }
              : { n, status: "success", reason: null, id, record: row },
          );
        });
        return;
      } catch (error) {
        const pgCode = pgErrorCode(error);
        if (!pgCode?.startsWith("23")) throw error;
      }
    }
    for (const row of ready) {
      try {
        const [inserted] = await tx.transaction(async (savepoint) => {
          if (!hooks.beforeWriteBatch) await hooks.beforeWrite?.(savepoint, { values: row.values, clientId, user: options.user, registry });
          return savepoint
            .insert(table)
            .values({ ...row.values, ...stamp, client_id: clientId })
            .returning();
        });
        if (!inserted) throw new Error("The insert returned no row");
        const id = String(inserted.id);
        results.set(row.n, { n: row.n, status: "success", reason: null, id, record: inserted });
        saved.push({ id, values: inserted });
      } catch (error) {
        results.set(row.n, failure(row.n, error, labelOf, row.values.name));
      }
    }
  }
  addTiming(options.timings, "insert", started);
  const ordered = [...results.values()].sort((a, b) => a.n - b.n);
  if (options.present) {
    const saved = ordered.filter((result) => result.record);
    const shown = await options.present(saved.map((result) => result.record!));
    saved.forEach((result, index) => {
      result.record = shown[index];
    });
  }
  return ordered;
}

/**
 * Creates many records of one resource for one client with the create route's rules (schema, same-client
 * references, hooks), one transaction per chunk. A refused row is reported and never blocks the others.
 * The import engine calls its two halves; `POST /api/<resource>/bulk/` is its HTTP face.
 */
export async function bulkCreate(db: TExecutor, options: TBulkOptions): Promise<TBulkResult[]> {
  return saveBulk(db, options, await prepareBulk(db, options));
}

/** The client a bulk request writes to: the hook's choice (Super User naming one) or the user's own. */
async function bulkClient(db: TExecutor, hooks: TCrudHooks, requested: unknown, user: TRequestUser) {
  return hooks.resolveClient ? hooks.resolveClient(db, requested, user) : user.client_id;
}

const ZBulkBody = z.array(z.record(z.string(), z.unknown())).min(1).max(BULK_MAX_ROWS);
const ZBulkQuery = z.object({ client: z.uuid().optional() });
/** The bulk answer (TBulkResult per row), for the documentation. */
export const bulkAnswer = (ZRecord: z.ZodType) =>
  z.object({
    count: z.number().int(),
    saved: z.number().int(),
    failed: z.number().int(),
    results: z.array(
      z.object({
        n: z.number().int().describe("The row's 1-based position in the request."),
        status: z.enum(["success", "error"]),
        reason: z.string().nullable().describe("For a refused row: the status and the answer a single create would give."),
        errors: z.record(z.string(), z.array(z.string())).optional(),
        id: z.uuid().optional(),
        record: ZRecord.optional(),
      }),
    ),
  });

/**
 * `POST /api/<resource>/bulk/`: an array of up to 1000 create bodies; 200 with one result per row
 * (`{n, status, reason}`), the saved ones carrying their record.
 */
export function registerBulkRoute(
  app: FastifyInstance,
  resource: TResource,
  table: TTenantTable,
  registry: TCrudRegistry,
  hooks: TCrudHooks,
  present: (user: TRequestUser, rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>,
  ZRecord: z.ZodType,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/${resource.path}/bulk/`,
    {
      schema: {
        tags: [resource.path],
        body: ZBulkBody,
        // Each row is validated on its own (a bad row never blocks the good ones): the documentation shows the row's create body.
        ...documentedBody(z.array(resource.schema).min(1).max(BULK_MAX_ROWS)),
        querystring: ZBulkQuery,
        response: { 200: jsonAnswer("One result per row, in order.", bulkAnswer(ZRecord)) },
      },
      onRequest: requirePermission(resource.area, "create"),
    },
    async (request) => {
      const user = currentUser(request);
      const clientId = await bulkClient(app.db, hooks, request.query.client, user);
      const results = await bulkCreate(app.db, {
        resource,
        table,
        registry,
        hooks,
        clientId,
        rows: request.body,
        user,
        present: (rows) => present(user, rows),
      });
      const saved = results.filter((result) => result.status === "success").length;
      return { count: results.length, saved, failed: results.length - saved, results };
    },
  );
}

/**
 * A create of several records that lands whole or not at all (spec: `POST workpiece-edges` with an array
 * answers the array of created records). A refused row answers 400 with its fields keyed `<index>.<field>`.
 */
export async function createAll(
  db: TExecutor,
  options: Omit<Parameters<typeof bulkCreate>[1], "firstN">,
): Promise<Record<string, unknown>[]> {
  return db.transaction(async (tx) => {
    const results = await bulkCreate(tx, { ...options, firstN: 0, history: { action: "create" } });
    const fields: TFieldMessages = {};
    for (const result of results) {
      if (result.status === "success") continue;
      for (const [field, messages] of Object.entries(result.codes ?? { non_field_errors: [message("invalid")] })) {
        fields[`${result.n}.${field}`] = messages;
      }
    }
    if (Object.keys(fields).length > 0) throw new HttpError(400, "invalid", message("invalid"), fields);
    return results.map((result) => result.record!);
  });
}

import {
  can,
  convert,
  findResourceByKey,
  importColumnOf,
  isTemplateExampleRow,
  LIST_SEPARATOR,
  message,
  parseBooleanCell,
  parseNumberCell,
  splitHeader,
  type TFieldMessages,
  type TGroup,
  type TImportColumn,
  type TImportDefinition,
  type TResource,
  type TUnit,
  type TUnitFamily,
  templateExampleRow,
  UNIT_FAMILIES,
} from "@weldtrace/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  addTiming,
  bulkCreate,
  defaultFieldLabel,
  prepareBulk,
  refusedRow,
  saveBulk,
  type TBulkOptions,
  type TBulkResult,
  type TStageTimings,
} from "../crud/bulk.js";
import type { TCrudHooks, TCrudRegistry } from "../crud/types.js";
import type { TExecutor } from "../db/client.js";
import { uoms } from "../db/schema/index.js";
import type { TTenantTable } from "../db/schema/resource-tables.js";
import { columnsOf, resourceTableOf } from "../db/tables.js";
import { recordCreated } from "../history/record.js";
import type { TRequestUser } from "../plugins/auth.js";
import { badRequest, invalidIssues } from "../plugins/errors.js";
import { cellScreen, excerpt, NAME_EXCERPT } from "./cells.js";
import { sheetSource, type TSheet, type TSheetSource } from "./parse.js";

/** Rows of the file per chunk: read, checked and saved together, one transaction each (a resume starts at one). */
export const IMPORT_CHUNK_ROWS = 1000;

/** The table a reference column names its records in (the resources'). */
const tableOf = resourceTableOf;

/** Whether `unit` is one of the family's units (a header's unit, or the client's default). */
function isUnitOf(family: TUnitFamily, unit: string): unit is TUnit {
  const units: readonly string[] = UNIT_FAMILIES[family];
  return units.includes(unit);
}

/** One row of the progress table (spec §4): ordinal, name, status and reason. */
export interface TImportRowResult extends Omit<TBulkResult, "record"> {
  name: string;
}

export interface TImportProgress {
  done: number;
  total: number;
  results: TImportRowResult[];
}

/** The file's columns matched to the definition's by header; the unit each number column is written in. */
function matchColumns(definition: TImportDefinition, header: string[], defaults: Record<string, string>) {
  const matched: { index: number; column: TImportColumn; unit: TUnit | null }[] = [];
  header.forEach((cell, index) => {
    const { unit } = splitHeader(cell);
    const column = importColumnOf(definition, cell);
    if (!column) return;
    if (!column.unit) {
      matched.push({ index, column, unit: null });
      return;
    }
    const chosen = unit ?? defaults[column.unit.category] ?? column.unit.stored;
    if (!isUnitOf(column.unit.family, chosen)) {
      throw badRequest({ [column.field]: [message("unknown_unit", { unit: chosen })] });
    }
    matched.push({ index, column, unit: chosen });
  });
  if (!matched.some((entry) => entry.column.field === definition.nameField)) throw badRequest({ file: [message("bad_header")] });
  return matched;
}

/** Spec §5: units from the file's header, else the client's default unit system. */
export async function defaultUnits(db: TExecutor, clientId: string): Promise<Record<string, string>> {
  const [row] = await db
    .select()
    .from(uoms)
    .where(and(eq(uoms.client_id, clientId), eq(uoms.is_default, true)))
    .limit(1);
  return (row ?? {}) as Record<string, string>;
}

const splitNames = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);

/** Whether the importing user may create records of a resource (by key) directly: the permission matrix's answer. */
export type TMayCreate = (resourceKey: string) => boolean;

/** The TMayCreate of a user's group. */
export const mayCreateAs =
  (group: TGroup | null | undefined): TMayCreate =>
  (resourceKey) => {
    const target = findResourceByKey(resourceKey);
    return Boolean(target && can(group, target.area, "create"));
  };

/**
 * Records a chunk's resolver created for names the file gives (tags), by field: created in the chunk's own
 * transaction, and removed again before it commits when none of its saved rows uses them.
 */
export type TCreatedRecords = Map<string, { table: TTenantTable; ids: string[]; resource: string; rows: Record<string, unknown>[] }>;

/**
 * Names → ids of the client's records for every reference column of these rows, one query per column. Names a
 * column may create (tags) are created when `created` is given (the chunk's transaction, noted there); without it,
 * null says that this chunk would create some.
 */
async function resolveNames(
  db: TExecutor,
  clientId: string,
  columns: { index: number; column: TImportColumn }[],
  rows: string[][],
  created?: TCreatedRecords,
  mayCreate: TMayCreate = () => true,
): Promise<Map<string, Map<string, string>> | null> {
  const byField = new Map<string, Map<string, string>>();
  for (const { index, column } of columns) {
    if (column.kind !== "reference" && column.kind !== "references") continue;
    const table = tableOf(column.target ?? "");
    if (!table) throw new Error(`no table for ${column.target}`);
    const lookup = column.lookup ?? "name";
    const lookupColumn = columnsOf(table)[lookup];
    if (!lookupColumn) throw new Error(`no column ${lookup} for ${column.target}`);
    const names = [
      ...new Set(rows.flatMap((row) => (column.kind === "references" ? splitNames(row[index] ?? "") : [(row[index] ?? "").trim()]))),
    ].filter((name) => name.length > 0);
    const ids = new Map<string, string>();
    if (names.length > 0) {
      const lowered = names.map((name) => name.toLowerCase());
      const found = await db
        .select({ id: table.id, name: lookupColumn })
        .from(table)
        .where(and(eq(table.client_id, clientId), inArray(sql`lower(${lookupColumn})`, lowered)));
      for (const row of found) ids.set(String(row.name).toLowerCase(), String(row.id));
      const missing = names.filter((name) => !ids.has(name.toLowerCase()));
      // Only what the user could create directly (an Inspector names no new tag); else the names
      // stay missing and refuse their rows.
      if (column.createMissing && missing.length > 0 && mayCreate(column.target ?? "")) {
        if (!created) return null;
        const unique = [...new Map(missing.map((name) => [name.toLowerCase(), name])).values()];
        const inserted = (await db
          .insert(table)
          .values(unique.map((name) => ({ ...column.createMissing, [lookup]: name, client_id: clientId })) as never)
          .returning()) as Record<string, unknown>[];
        for (const row of inserted) ids.set(String(row[lookup]).toLowerCase(), String(row.id));
        created.set(column.field, { table, ids: inserted.map((row) => String(row.id)), resource: column.target ?? "", rows: inserted });
      }
    }
    byField.set(column.field, ids);
  }
  return byField;
}

/** One file row → the create payload (in stored units), or its field errors. */
function rowPayload(
  row: string[],
  columns: { index: number; column: TImportColumn; unit: TUnit | null }[],
  names: Map<string, Map<string, string>>,
): { values: Record<string, unknown>; errors: TFieldMessages } {
  const values: Record<string, unknown> = {};
  const errors: TFieldMessages = {};
  for (const { index, column, unit } of columns) {
    const cell = (row[index] ?? "").trim();
    if (column.kind === "text") values[column.field] = cell === "" ? null : cell;
    else if (column.kind === "number") {
      const value = parseNumberCell(cell);
      if (value !== null && Number.isNaN(value)) errors[column.field] = [message("not_numeric")];
      else values[column.field] = value === null || !unit || !column.unit ? value : convert(value, unit, column.unit.stored);
    } else if (column.kind === "boolean") {
      const value = parseBooleanCell(cell);
      if (value === null) errors[column.field] = [message("invalid_choice")];
      else values[column.field] = value;
    } else {
      const ids = names.get(column.field) ?? new Map<string, string>();
      const wanted = column.kind === "references" ? splitNames(cell) : cell === "" ? [] : [cell];
      const unknown = wanted.filter((name) => !ids.has(name.toLowerCase()));
      if (unknown.length > 0) errors[column.field] = [message("missing_in_client", { name: unknown.join(", ") })];
      const found = wanted.map((name) => ids.get(name.toLowerCase())).filter((id): id is string => Boolean(id));
      values[column.field] = column.kind === "references" ? found : (found[0] ?? null);
    }
  }
  return { values, errors };
}

/** One file row made ready by an import's resolver: the create payload, or the field errors that refuse it. */
export type TResolvedRow =
  | { n: number; name: string; values: Record<string, unknown> }
  | {
      n: number;
      name: string;
      errors: TFieldMessages;
      /** What the row's other cells read: checked by the resource's schema too, so the row says every fault at once. */
      values?: Record<string, unknown>;
    };

/**
 * One chunk of file rows (n = the row's 1-based place in the file, header excluded) → payloads or errors. A
 * resolver that would create records (tags a file names) does so only when given `created`, and answers null
 * without it: the engine then resolves that chunk again inside its save's transaction.
 */
export type TChunkResolver = (
  db: TExecutor,
  rows: { n: number; cells: string[] }[],
  created?: TCreatedRecords,
) => Promise<TResolvedRow[] | null>;

/**
 * What an import does beyond the definition's columns (its area's `imports`, area.ts): `context` reads the parameters
 * chosen before the upload (the flaw import's library) and is checked before the file is read; `start` reads the
 * header once and answers the resolver of each chunk, which turns names into ids with one query per chunk (not
 * per row). An import without a plan is read by its definition's columns (`columnPlan`).
 */
export interface TImportPlan<TContext = unknown> {
  context?: (db: TExecutor, options: { clientId: string; query: Record<string, string | undefined> }) => Promise<TContext>;
  start: (
    db: TExecutor,
    options: { definition: TImportDefinition; clientId: string; context: TContext; header: string[]; mayCreate?: TMayCreate },
  ) => Promise<TChunkResolver>;
  /** How a refused row's reason names a field; by default the definition's column header, else the field. */
  labelOf?: (field: string) => string | undefined;
}

/**
 * Rows an import saves itself (with their results); the others go on to be created by the resource's bulk path. A
 * success updated an existing record unless it says `created` (an import whose records are no resource's creates
 * them itself). `user` is who imports (the rules that depend on them, the rows' author) and `importId` the import's
 * record, which the rows' history entries name.
 */
export type TImportUpsert = (
  db: TExecutor,
  options: {
    clientId: string;
    rows: { n: number; values: Record<string, unknown> }[];
    resource: TResource;
    registry: TCrudRegistry;
    user?: TRequestUser;
    importId?: string;
  },
) => Promise<{ results: (TBulkResult & { created?: boolean })[]; create: { n: number; values: Record<string, unknown> }[] }>;

/**
 * One import of the spec as its area declares it: the definition (packages/domain), and where it needs more than
 * its columns, its plan; an import that updates some rows instead of creating them (instruments by id, welders
 * restored by welder_id) names its upsert.
 */
export interface TAreaImport {
  definition: TImportDefinition;
  plan?: TImportPlan;
  upsert?: TImportUpsert;
  /**
   * Where the rows go when they are no resource's records (an inspection's measurements): the name its import record
   * gives them, their table and what their delete does (an undo), for an import whose upsert creates every row.
   */
  records?: { key: string; table: TTenantTable; hooks?: Pick<TCrudHooks, "beforeDelete"> };
  /**
   * Rows per chunk when not IMPORT_CHUNK_ROWS: an import whose rows cost many statements each (the gauge import) keeps
   * its chunk's transaction short, which on PGlite holds every other request's statements (docs/decisions.md).
   */
  chunkRows?: number;
}

/** The rows per chunk of an import (a resume starts at a chunk of the same size). */
export const chunkRowsOf = (registry: TImportRegistry, key: string) => registry.imports[key]?.chunkRows ?? IMPORT_CHUNK_ROWS;

/**
 * Gives the event loop a turn (timers, other requests' I/O) before more CPU work: an import or a long loop in it calls
 * this between slices, so it cannot hold the process (issue 37).
 */
export const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The imports of every area, by the key of their path (/api/imports/<key>/). */
export interface TImportRegistry {
  imports: Record<string, TAreaImport>;
}

/** What an import reads: the imports, and the resources' tables and rules for its bulk save. */
export type TImportsOf = TCrudRegistry & TImportRegistry;

/**
 * One chunk as committed: what an import's record (imports/records.ts) writes in the chunk's own transaction, so
 * a process killed at any moment leaves a record that counts exactly the rows saved.
 */
export interface TSavedChunk {
  /** 0-based, counted from the file's first row (a resume's first chunk keeps its place). */
  index: number;
  /** Rows of the file handled once this chunk is committed (the next chunk starts after them). */
  rowsDone: number;
  /** The chunk's rows, in file order. */
  results: TImportRowResult[];
  /** The rows (by n) that updated an existing record rather than created one (an upsert import). */
  updated: ReadonlySet<number>;
  /** Records created for names the file gives (tags) and kept because saved rows use them, by resource. */
  createdForNames: { resource: string; ids: string[] }[];
}

/** The plan of an import: its own (its area's), or its columns'. */
export const importPlanOf = (registry: TImportRegistry, key: string): TImportPlan => registry.imports[key]?.plan ?? columnPlan;

/**
 * The parameters an import needs before its file (its plan's `context`), checked first: 400 when one is missing,
 * 404 when it names another client's record. Undefined for an import without any.
 */
export async function importContext(
  db: TExecutor,
  registry: TImportRegistry,
  key: string,
  clientId: string,
  query: Record<string, string | undefined>,
) {
  return importPlanOf(registry, key).context?.(db, { clientId, query });
}

/** The plan of an import that is its columns: header matched by name, units converted, names looked up per chunk. */
export const columnPlan: TImportPlan = {
  async start(db, { definition, clientId, header, mayCreate }) {
    const columns = matchColumns(definition, header, await defaultUnits(db, clientId));
    const nameIndex = columns.find((entry) => entry.column.field === definition.nameField)!.index;
    return async (resolverDb, rows, created) => {
      const names = await resolveNames(
        resolverDb,
        clientId,
        columns,
        rows.map((row) => row.cells),
        created,
        mayCreate,
      );
      if (!names) return null;
      return rows.map(({ n, cells }) => {
        const { values, errors } = rowPayload(cells, columns, names);
        const name = (cells[nameIndex] ?? "").trim();
        return Object.keys(errors).length > 0 ? { n, name, errors, values } : { n, name, values };
      });
    };
  },
};

/**
 * The import engine: file rows → create payloads through the import's plan (names to ids, units to stored units),
 * then the bulk path of the resource (same schema, references and hooks as a create), a chunk at a time.
 * `onProgress` hears each chunk's row results as they are saved, in the file's order.
 *
 * The chunks are pipelined: while the database saves chunk N (its transaction), chunk N+1 is read from the file,
 * resolved, validated and its references checked, so the Node work overlaps the database's instead of adding to
 * it. A chunk that names records to create (tags) is not read ahead: it is resolved and checked in its save's
 * transaction. Saves run one at a time and in order, each chunk one transaction, so a failing chunk stops the
 * import where it stood before.
 */
export async function runImport(
  db: TExecutor,
  options: {
    registry: TImportsOf;
    definition: TImportDefinition;
    clientId: string;
    /** A sheet read whole, or one still being read (parse.ts openSheet). */
    sheet: TSheet | TSheetSource;
    /** What the plan's `context` answered for the request (undefined for an import without one). */
    context?: unknown;
    /**
     * Which referenced records the import may create for names the file gives (tags): an HTTP import passes its user's
     * permissions (mayCreateAs); internal callers (the benchmark, tests) may create any when not given.
     */
    mayCreate?: TMayCreate;
    /** The user importing: recorded as the author of the rows where their table has one. */
    user?: TRequestUser;
    /** The import record the rows' history entries name (one `import` entry per row, per chunk in one statement). */
    importId?: string;
    batchRows?: number;
    /** `total` is the rows read so far: the file's total once it is read to its end. */
    onProgress?: (progress: TImportProgress) => void | Promise<void>;
    /** Milliseconds per stage, added to (the benchmark's breakdown); stages overlap, so their sum exceeds the wall time. */
    timings?: TStageTimings;
    /**
     * Hears each chunk inside the transaction that saves it (the import's record, imports/records.ts): what it writes
     * commits with the chunk's rows or not at all. Without it a chunk is saved as before.
     */
    onChunkSaved?: (tx: TExecutor, chunk: TSavedChunk) => Promise<void>;
    /** A resume: the rows of the file before this one were handled by an earlier run (a multiple of batchRows). */
    startRow?: number;
  },
): Promise<TImportRowResult[]> {
  const { definition, clientId, registry } = options;
  const sheet = "waitFor" in options.sheet ? options.sheet : sheetSource(options.sheet);
  const resource = findResourceByKey(definition.resource);
  if (!resource) throw new Error(`unknown resource ${definition.resource}`);
  const table = registry.resourceTable(resource.key);
  const plan = importPlanOf(registry, definition.key);
  const labelOf = (field: string) =>
    plan.labelOf?.(field) ?? definition.columns.find((column) => column.field === field)?.header ?? defaultFieldLabel(field);
  const resolve = await plan.start(db, {
    definition,
    clientId,
    context: options.context,
    header: sheet.header,
    mayCreate: options.mayCreate,
  });
  const screen = cellScreen(definition, sheet.header);
  // The template's example row, in this file's units: left in, it is refused with that reason rather than saved.
  const example = templateExampleRow(definition, sheet.header);
  const nameIndex = sheet.header.findIndex((cell) => importColumnOf(definition, cell)?.field === definition.nameField);
  const nameOf = (cells: readonly string[]) =>
    nameIndex === -1
      ? ""
      : excerpt(
          (cells[nameIndex] ?? "")
            .slice(0, NAME_EXCERPT + 1)
            .replaceAll("\u0000", "")
            .trim(),
        );
  // Some imports update rows instead of creating them (their area's `upsert`): which rows exist is only
  // known once the previous chunk is saved, so their create checks wait for the save's turn.
  const upsert = registry.imports[definition.key]?.upsert;
  const bulkOptions = (rows: { n: number; values: Record<string, unknown> }[]): TBulkOptions => ({
    resource,
    table,
    registry,
    hooks: registry.hooksOf(resource.key),
    clientId,
    rows: rows.map((row) => row.values),
    ordinals: rows.map((row) => row.n),
    timings: options.timings,
    labelOf,
    records: false,
    user: options.user,
    history: { action: "import", import_id: options.importId ?? null },
  });

  /**
   * A row the resolver refused (an unknown name, an unreadable number), with the schema's faults of its other cells
   * added: a row missing its name and naming an unknown project says both, not only the first kind, so one fix of the
   * file suffices.
   */
  const everyFault = (row: { errors: TFieldMessages; values?: Record<string, unknown> }) => {
    if (!row.values) return badRequest(row.errors);
    const parsed = resource.schema.safeParse(row.values);
    if (parsed.success) return badRequest(row.errors);
    const schemaFaults = invalidIssues(parsed.error.issues);
    const fields = { ...row.errors };
    for (const [field, messages] of Object.entries(schemaFaults.fields ?? {})) if (!(field in fields)) fields[field] = messages;
    return badRequest(fields);
  };

  const all: TImportRowResult[] = [];
  /**
   * A chunk made ready: names resolved, rows refused by the plan, the rest checked. Outside any transaction, or
   * null when the chunk would create records (tags): it is then made ready again inside its save's transaction.
   */
  const prepare = async (executor: TExecutor, chunk: { n: number; cells: string[] }[], created?: TCreatedRecords) => {
    const started = performance.now();
    // Rows with a cell no record can hold are refused before the resolver reads them (cells.ts).
    const refused: TImportRowResult[] = [];
    const rows: typeof chunk = [];
    for (const row of chunk) {
      // Screened first: nothing else reads a cell too long to keep (the example check lowered each one whole).
      const errors = screen(row.cells);
      if (errors) {
        refused.push({ ...refusedRow(row.n, badRequest(errors), labelOf), name: nameOf(row.cells) });
        continue;
      }
      if (isTemplateExampleRow(example, row.cells)) {
        const error = badRequest({ non_field_errors: [message("template_example_row")] });
        refused.push({ ...refusedRow(row.n, error, labelOf), name: nameOf(row.cells) });
        continue;
      }
      rows.push(row);
    }
    const resolved = rows.length > 0 ? await resolve(executor, rows, created) : [];
    addTiming(options.timings, "resolve", started);
    if (!resolved) return null;
    const names = new Map(resolved.map((row) => [row.n, excerpt(row.name)]));
    const good: { n: number; values: Record<string, unknown> }[] = [];
    for (const row of resolved) {
      if ("errors" in row) refused.push({ ...refusedRow(row.n, everyFault(row), labelOf), name: excerpt(row.name) });
      else good.push({ n: row.n, values: row.values });
    }
    const checked = upsert ? null : await prepareBulk(executor, bulkOptions(good));
    return { names, refused, good, checked };
  };
  type TPrepared = NonNullable<Awaited<ReturnType<typeof prepare>>>;

  /**
   * A prepared chunk saved in one transaction (a savepoint when the executor is already one): every row's result in
   * file order.
   */
  const save = async (executor: TExecutor, { names, refused, good, checked }: TPrepared) => {
    let saved: TBulkResult[];
    const updated = new Set<number>();
    if (checked) saved = await saveBulk(executor, bulkOptions(good), checked);
    else {
      // An upsert import (no rows checked ahead): the rows matching a record update it, the rest is created, all
      // or nothing: updates left saved by a failing create would be reported nowhere.
      saved = await executor.transaction(async (tx) => {
        const split = await upsert!(tx, { clientId, rows: good, resource, registry, user: options.user, importId: options.importId });
        for (const result of split.results) if (result.status === "success" && !result.created) updated.add(result.n);
        const results = split.results.map(({ created: _created, ...result }) => result);
        return split.create.length > 0 ? [...results, ...(await bulkCreate(tx, bulkOptions(split.create)))] : results;
      });
    }
    const results = [...refused];
    for (const { record: _record, ...result } of saved) results.push({ ...result, name: names.get(result.n) ?? "" });
    return { results: results.sort((a, b) => a.n - b.n), updated };
  };

  /** A saved chunk told to `onChunkSaved`, in the transaction that saved it. */
  const told = async (tx: TExecutor, chunk: TSavedChunk) => {
    await options.onChunkSaved?.(tx, chunk);
    return chunk.results;
  };
  /**
   * A prepared chunk saved: in one transaction with what `onChunkSaved` writes when it is given (the bulk save's
   * own transactions become savepoints of it), else as the bulk save does.
   */
  const saveChunk = (prepared: TPrepared, index: number, rowsDone: number) =>
    options.onChunkSaved
      ? db.transaction(async (tx) => {
          const { results, updated } = await save(tx, prepared);
          return told(tx, { index, rowsDone, results, updated, createdForNames: [] });
        })
      : save(db, prepared).then(({ results }) => results);

  /**
   * A chunk that creates records (tags) is resolved, saved and rid of the records none of its saved rows uses, in
   * one transaction: if it fails, or an earlier chunk did, nothing the file named is left behind.
   */
  const createAndSave = (rows: { n: number; cells: string[] }[], index: number, rowsDone: number) =>
    db.transaction(async (tx) => {
      const created: TCreatedRecords = new Map();
      const prepared = await prepare(tx, rows, created);
      if (!prepared) throw new Error(`import ${definition.key}: its resolver was given \`created\` and still answered null`);
      const { results, updated } = await save(tx, prepared);
      const savedValues = new Set(results.filter((result) => result.status === "success").map((result) => result.n));
      const createdForNames: TSavedChunk["createdForNames"] = [];
      for (const [field, { table: createdIn, ids, resource: createdResource, rows: createdRows }] of created) {
        const used = new Set(prepared.good.filter((row) => savedValues.has(row.n)).flatMap((row) => [row.values[field]].flat()));
        const unused = ids.filter((id) => !used.has(id));
        if (unused.length > 0) await tx.delete(createdIn).where(inArray(createdIn.id, unused));
        createdForNames.push({ resource: createdResource, ids: ids.filter((id) => used.has(id)) });
        // The records kept (a tag the file named) are the import's writes too: an entry each, naming the import.
        await recordCreated(
          tx,
          createdRows.filter((row) => used.has(row.id)).map((row) => ({ id: String(row.id), values: row })),
          {
            client_id: clientId,
            resource: createdResource,
            action: "import",
            import_id: options.importId ?? null,
            actor: options.user ? { id: options.user.id, is_machine: options.user.is_machine } : undefined,
          },
        );
      }
      return told(tx, { index, rowsDone, results, updated, createdForNames });
    });

  /** A chunk's results heard once it is saved (committed), in the file's order. */
  const hear = async (results: TImportRowResult[], done: number) => {
    all.push(...results);
    await options.onProgress?.({ done, total: sheet.rows.length, results });
  };

  const batchRows = options.batchRows ?? chunkRowsOf(registry, definition.key);
  const startRow = options.startRow ?? 0;
  if (startRow % batchRows !== 0) throw new Error(`import ${definition.key}: a resume starts at a chunk (row ${startRow})`);
  let saving: Promise<void> | undefined;
  try {
    for (let start = startRow; ; start += batchRows) {
      await sheet.waitFor(start + batchRows);
      if (start >= sheet.rows.length) break;
      // A turn for the other requests between chunks: reading, resolving and checking a chunk is CPU work.
      await yieldTurn();
      const rows = sheet.rows.slice(start, start + batchRows).map((cells, offset) => ({ n: start + offset + 1, cells }));
      const ready = await prepare(db, rows);
      await saving;
      const done = start + rows.length;
      const index = start / batchRows;
      saving = (ready ? saveChunk(ready, index, done) : createAndSave(rows, index, done)).then((results) => hear(results, done));
      // Awaited on the next turn (or below); until then its failure must not count as unhandled.
      saving.catch(() => {});
    }
    await saving;
  } catch (error) {
    // The chunk being saved came first: it finishes and is heard (or its own failure is the one reported) before
    // this failure is, so the lines stay in order.
    await saving;
    throw error;
  }
  return all;
}

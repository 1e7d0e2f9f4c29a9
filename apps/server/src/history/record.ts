import { createdValues, diffRecord, findResourceByKey, type THistoryAction, type THistoryChange } from "@weldtrace/domain";
import { inArray, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { queryScope, type TExecutor } from "../db/client.js";
import { files, historyEntries } from "../db/schema/index.js";

/** Who made a write: a user, or an edge server's machine user (whose id is the edge server's). */
export interface THistoryActor {
  id: string;
  is_machine: boolean;
}

/**
 * One write to record. `changes` as given, else the difference of `before` and `after` (a create has no `before`,
 * a delete no `after`; an update's `after` may be the values written alone).
 */
export interface THistoryInput {
  client_id: string;
  /** A resource key (`weld`), or the key of a record an area writes itself (`procedure`). */
  resource: string;
  record_id: string;
  action: THistoryAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  changes?: THistoryChange[];
  import_id?: string | null;
  /** The writer, when it is not the request's user (a password reset's owner). */
  actor?: THistoryActor | null;
}

const COLUMNS = sql.raw(
  ["id", "client_id", "resource", "record_id", "action", "user_id", "machine_id", "request_id", "import_id", "changes", "created_at"]
    .map((name) => `"${name}"`)
    .join(", "),
);

let recording = true;
/**
 * The benchmark's switch, to measure the cost of history in one run (apps/server/bench): no route, setting or
 * environment variable reaches it.
 */
export function setHistoryRecording(on: boolean): void {
  recording = on;
}

const fileFieldsOf = new Map<string, readonly string[]>();
function fileFields(resource: string): readonly string[] {
  let fields = fileFieldsOf.get(resource);
  if (!fields) {
    fields = (findResourceByKey(resource)?.fields ?? []).filter((field) => field.kind === "file").map((field) => field.key);
    fileFieldsOf.set(resource, fields);
  }
  return fields;
}

/** File fields are kept as `{id, name}`: the stored file by id and by its name then (one query for all entries). */
async function nameFiles(tx: TExecutor, rows: { resource: string; changes: THistoryChange[] }[]): Promise<void> {
  const touched: THistoryChange[] = [];
  for (const row of rows) {
    const fields = fileFields(row.resource);
    if (fields.length === 0) continue;
    for (const change of row.changes) if (fields.includes(change.field)) touched.push(change);
  }
  const ids = [...new Set(touched.flatMap((change) => [change.before, change.after]).filter((id): id is string => typeof id === "string"))];
  if (ids.length === 0) return;
  const found = await tx.select({ id: files.id, name: files.filename }).from(files).where(inArray(files.id, ids));
  const names = new Map(found.map((file) => [file.id, file.name]));
  const named = (value: unknown) => (typeof value === "string" ? { id: value, name: names.get(value) ?? null } : value);
  for (const change of touched) {
    change.before = named(change.before);
    change.after = named(change.after);
  }
}

/**
 * Records writes in the history, inside the write's own transaction: a write rolled back leaves no
 * entry. The user and request are the request's (plugins/auth.ts sets them on its query scope) unless an entry
 * names its own. Many entries are written in one statement (a bulk save's chunk, an import's).
 */
export async function recordHistory(tx: TExecutor, inputs: readonly THistoryInput[]): Promise<void> {
  if (!recording || inputs.length === 0) return;
  const scope = queryScope.getStore();
  const rows = inputs.map((input) => {
    const actor = input.actor === undefined ? scope?.actor : input.actor;
    return {
      client_id: input.client_id,
      resource: input.resource,
      record_id: input.record_id,
      action: input.action,
      user_id: actor?.id ?? null,
      machine_id: actor?.is_machine ? actor.id : null,
      request_id: scope?.requestId ?? null,
      import_id: input.import_id ?? null,
      changes: input.changes ?? diffRecord(input.before, input.after),
    };
  });
  await nameFiles(tx, rows);
  if (rows.length === 1) {
    await tx.insert(historyEntries).values(rows[0]!);
    return;
  }
  // Many entries in one statement with one parameter, read as jsonb: the changes arrive parsed, not as text each row
  // parses again (json_populate_recordset would), which halves what a 1000-row chunk's history costs.
  const now = new Date().toISOString();
  const full = rows.map((row) => ({ ...row, id: uuidv7(), created_at: now }));
  await tx.execute(
    sql`insert into ${historyEntries} (${COLUMNS}) select ${COLUMNS} from jsonb_populate_recordset(null::${historyEntries}, ${JSON.stringify(full)}::jsonb)`,
  );
}

/**
 * The entries of rows created together (a bulk save's chunk, an import's), one a row, in one statement. What they
 * share (client, resource, action, user, request, import) is sent once; each row sends its entry id, its record id
 * and the values it was created with, kept as one object (`createdValues`; the API answers them as changes). Sending
 * every column of every entry as a list of changes cost more than the rows' own insert (docs/benchmarks.md).
 * A resource with file fields takes `recordHistory`, which names the files.
 */
export async function recordCreated(
  tx: TExecutor,
  rows: readonly { id: string; values: Record<string, unknown> }[],
  common: { client_id: string; resource: string; action: THistoryAction; import_id?: string | null; actor?: THistoryActor | null },
): Promise<void> {
  if (!recording || rows.length === 0) return;
  if (fileFields(common.resource).length > 0) {
    await recordHistory(
      tx,
      rows.map((row) => ({ ...common, record_id: row.id, after: row.values })),
    );
    return;
  }
  const scope = queryScope.getStore();
  const actor = common.actor === undefined ? scope?.actor : common.actor;
  const entries = rows.map((row) => [uuidv7(), row.id, createdValues(row.values)]);
  await tx.execute(sql`
    insert into ${historyEntries} ("id", "client_id", "resource", "record_id", "action", "user_id", "machine_id", "request_id", "import_id", "changes")
    select (entry->>0)::uuid, ${common.client_id}::uuid, ${common.resource}, (entry->>1)::uuid, ${common.action},
           ${actor?.id ?? null}::uuid, ${actor?.is_machine ? actor.id : null}::uuid, ${scope?.requestId ?? null}, ${common.import_id ?? null}::uuid,
           entry->2
    from jsonb_array_elements(${JSON.stringify(entries)}::jsonb) as entry`);
}

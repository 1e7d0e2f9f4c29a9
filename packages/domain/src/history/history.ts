import { z } from "zod";
import { RESOURCES } from "../entities/index.js";
import type { TArea } from "../permissions.js";

/**
 * Every write to a client's data leaves one history entry (who, when, which record, what changed). The
 * actions an entry may name; `bulk` and `import` are creates made many at a time, the others name the route's act.
 */
export const HISTORY_ACTIONS = [
  "create",
  "update",
  "delete",
  "archive",
  "restore",
  "cut",
  "cancel_cut",
  "import",
  "bulk",
  "revision",
  "copy",
  "password",
  "groups",
  "machine",
] as const;
export type THistoryAction = (typeof HISTORY_ACTIONS)[number];

/** A value as history keeps it: JSON as stored; a file field is `{id, name}` (the stored file, by id and name). */
export const ZHistoryValue = z.unknown();

/** One changed field: its value before (null for a create) and after (null for a delete). */
export const ZHistoryChange = z.object({ field: z.string(), before: ZHistoryValue, after: ZHistoryValue });
export type THistoryChange = z.infer<typeof ZHistoryChange>;

/**
 * The changes as an entry stores them: a list of changed fields, or, for a row created by a bulk save or an import,
 * the values it was created with (field → value): a third of the bytes to write, which is most of what history
 * costs a bulk save (docs/decisions.md). The API answers both as a list (`historyChangesOf`).
 */
export type THistoryStoredChanges = THistoryChange[] | Record<string, unknown>;

/** Stored changes as the API answers them: a created row's values become changes from nothing. */
export function historyChangesOf(stored: THistoryStoredChanges): THistoryChange[] {
  if (Array.isArray(stored)) return stored;
  return Object.keys(stored).map((field) => ({ field, before: null, after: stored[field] }));
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/**
 * How a record reads in the history: a welder as "W-012 - Jean Dupont", a person by name (else e-mail), anything else
 * by its name, label, heat number or welder id; undefined when the values name none of them. Read from the record's
 * row, or from its entries' values once it is deleted.
 */
export function historyRecordLabel(values: Record<string, unknown>): string | undefined {
  const person = [text(values.first_name), text(values.last_name)].filter(Boolean).join(" ");
  const welderId = text(values.welder_id);
  if (welderId) return person ? `${welderId} - ${person}` : welderId;
  if (person) return person;
  for (const key of ["name", "label", "heat_no", "hostname", "email", "filename"]) {
    const found = text(values[key]);
    if (found) return found;
  }
  return undefined;
}

/** An entry as the API answers it. */
export const ZHistoryEntry = z.object({
  id: z.uuid(),
  client: z.uuid(),
  resource: z.string(),
  record_id: z.uuid(),
  action: z.enum(HISTORY_ACTIONS),
  user: z.uuid().nullable(),
  /** The user's name as shown ("First Last", else the e-mail); null for a write no user made. */
  user_name: z.string().nullable(),
  /** The edge server that made a machine write. */
  machine: z.uuid().nullable(),
  /** How the entry's record reads (a weld's number, a welder's "W-012 - Jean Dupont", a user's name); null if unknown. */
  record_label: z.string().nullable(),
  request_id: z.string().nullable(),
  import_id: z.uuid().nullable(),
  created_at: z.string(),
  changes: z.array(ZHistoryChange),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/** GET /api/history/: one record's entries (`resource` and `record`), or the client-wide list's filters. */
export const ZHistoryQuery = z.object({
  resource: z.string().trim().min(1).max(100).optional(),
  record: z.uuid().optional(),
  user: z.uuid().optional(),
  action: z.enum(HISTORY_ACTIONS).optional(),
  /** Inclusive bounds, ISO dates or instants. */
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  format: z.enum(["json", "csv"]).default("json"),
  /** Platform staff: one client's history. */
  client: z.uuid().optional(),
});
export type THistoryQuery = z.infer<typeof ZHistoryQuery>;

/** The list: newest first (its one ordering). */
export const HISTORY_LIST = { searchFields: [], orderingFields: ["created_at"], defaultOrdering: "-created_at" } as const;

/**
 * Records written by the areas' own routes, not a resource of RESOURCES: the area whose read permission shows
 * their history.
 */
export const HISTORY_EXTRA_RESOURCES: Record<string, TArea> = {
  procedure: "procedures",
  passGroup: "procedures",
  user: "users",
  client: "clients",
  edgeServer: "edge",
  arcStream: "production",
  inspectionMeasurement: "quality",
  triggerCondition: "reference",
  file: "files",
};

/** The area whose `list` permission reads a resource's history; undefined for a name no record carries. */
export function historyAreaOf(resource: string): TArea | undefined {
  return RESOURCES.find((candidate) => candidate.key === resource)?.area ?? HISTORY_EXTRA_RESOURCES[resource];
}

/** Columns history never shows: the row's identity and bookkeeping, which every entry carries itself. */
const BOOKKEEPING = new Set(["id", "client_id", "client", "created_at", "updated_at", "created_by", "updated_by"]);
/** Secrets are never kept, not even hashed: a password, a token, a key. */
export const isSecretField = (field: string) => /password|token|secret|hash|api_key|private_key/i.test(field);

const same = (a: unknown, b: unknown) => {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) return new Date(a as never).getTime() === new Date(b as never).getTime();
  if (typeof a === "object" || typeof b === "object") return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return (a ?? null) === (b ?? null);
};
const shown = (value: unknown) => (value === undefined ? null : value instanceof Date ? value.toISOString() : value);

/**
 * The changed fields between two states of a row (either may be missing: a create, a delete), bookkeeping and
 * secrets left out, in the row's column order. A create lists the fields it sets (non-null), a delete the fields
 * the row had.
 */
export function diffRecord(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): THistoryChange[] {
  const changes: THistoryChange[] = [];
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (BOOKKEEPING.has(field) || isSecretField(field)) continue;
    const old = before ? shown(before[field]) : null;
    // A partial state (an update's values) says nothing of the fields it leaves out.
    if (after && before && !(field in after)) continue;
    const now = after ? shown(after[field]) : null;
    if (same(old, now)) continue;
    changes.push({ field, before: old, after: now });
  }
  return changes;
}

/** Whether history leaves a field out (bookkeeping, a secret); answered once per field name. */
const leftOut = new Map<string, boolean>();
const isLeftOut = (field: string) => {
  let out = leftOut.get(field);
  if (out === undefined) {
    out = BOOKKEEPING.has(field) || isSecretField(field);
    leftOut.set(field, out);
  }
  return out;
};

/**
 * A created row's values as its entry keeps them (`THistoryStoredChanges`' object form): the fields it sets, without
 * bookkeeping and secrets, as `diffRecord(null, values)` lists them. Dates become ISO instants when the entry is
 * written as JSON.
 */
export function createdValues(values: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field in values) {
    const value = values[field];
    if (value === null || value === undefined || isLeftOut(field)) continue;
    kept[field] = value;
  }
  return kept;
}

/**
 * A record with child lists (a procedure's pass groups) as one level of fields, so `diffRecord` names each changed
 * child field: `pass_groups.2.current_max` (the second pass group, 1-based, as the form numbers them). The children's
 * own ids and positions are left out: a save that rewrites the rows changes neither.
 */
export function flattenRecord(record: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (prefix && (key === "id" || key === "index" || key === "procedure")) continue;
    const name = `${prefix}${key}`;
    if (Array.isArray(value) && value.some((item) => typeof item === "object" && item !== null && !Array.isArray(item))) {
      value.forEach((item, index) => {
        Object.assign(flat, flattenRecord(item as Record<string, unknown>, `${name}.${index + 1}.`));
      });
    } else flat[name] = value;
  }
  return flat;
}

/** A flattened field's parts: `pass_groups.2.current_max` → list `pass_groups`, position 2, field `current_max`. */
export function splitHistoryField(field: string): { list?: string; position?: number; field: string } {
  const match = /^(.+)\.(\d+)\.([^.]+)$/.exec(field);
  if (!match) return { field };
  return { list: match[1], position: Number(match[2]), field: match[3] as string };
}

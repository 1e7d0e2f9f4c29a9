import { message, type TFieldMessages, type TResource } from "@weldtrace/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { TExecutor } from "../db/client.js";
import { files } from "../db/schema/index.js";
import type { TTenantTable } from "../db/schema/resource-tables.js";
import { badRequest } from "../plugins/errors.js";

type TTableOf = (target: string) => TTenantTable | undefined;

const isLinkField = (kind: string) => kind === "reference" || kind === "references" || kind === "file";

/**
 * Every id a body points to must name a record of the same client: another client's id is refused
 * like an unknown one (400 on that field), so no link can cross tenants.
 */
export async function checkReferences(
  db: TExecutor,
  resource: TResource,
  body: Record<string, unknown>,
  clientId: string,
  tableOf: TTableOf,
) {
  const errors: TFieldMessages = {};
  for (const field of resource.fields) {
    // The record's own client is resolved before (hooks.resolveClient), not looked up as a link.
    if (!isLinkField(field.kind) || field.key === "client") continue;
    const value = body[field.key];
    if (value === null || value === undefined) continue;
    const ids = [...new Set(Array.isArray(value) ? value : [String(value)])];
    if (ids.length === 0) continue;
    const table = field.kind === "file" ? files : field.target ? tableOf(field.target) : undefined;
    // A list that does not exist yet (welders, filler metals, workpiece edges before their areas land) has no
    // valid id: refused like an unknown one (decisions.md).
    if (!table) {
      errors[field.key] = [message("invalid_choice")];
      continue;
    }
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), eq(table.client_id, clientId)));
    if (found.length !== ids.length) errors[field.key] = [message("invalid_choice")];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Rows with a file field also carry the file's name and download URL, as the spec's documents do. */
export async function addFileDetails<T extends Record<string, unknown>>(db: TExecutor, resource: TResource, rows: T[]): Promise<T[]> {
  const fileFields = resource.fields.filter((field) => field.kind === "file");
  if (fileFields.length === 0 || rows.length === 0) return rows;
  const ids = [
    ...new Set(rows.flatMap((row) => fileFields.map((field) => row[field.key]).filter((id): id is string => typeof id === "string"))),
  ];
  const found = ids.length
    ? await db.select({ id: files.id, filename: files.filename, kind: files.kind }).from(files).where(inArray(files.id, ids))
    : [];
  return rows.map((row) => {
    const extra: Record<string, unknown> = {};
    for (const field of fileFields) {
      const file = found.find((candidate) => candidate.id === row[field.key]);
      const prefix = field.key === "file" ? "" : `${field.key}_`;
      extra[`${prefix}filename`] = file?.filename ?? null;
      extra[`${prefix}url`] = file ? `/api/s3/download/${file.kind}/${file.id}` : null;
    }
    return { ...row, ...extra };
  });
}

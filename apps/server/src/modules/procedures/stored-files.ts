import { message, type TFieldMessages } from "@weldtrace/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";
import { files } from "../../db/schema/index.js";
import { CHILD_LISTS } from "./definitions.js";

/*
 * Every `<prefix>_file` field of a procedure and of its rows holds the id of a file stored for the
 * procedure's client. Another client's file, or an unknown one, is refused on that field; the stored file's
 * name is copied into `<prefix>_filename` so a client cannot name it otherwise.
 */

type TRow = Record<string, unknown>;
interface TFileSite {
  path: string;
  holder: TRow;
  prefix: string;
  id: string;
}

const FILE_SUFFIX = "_file";

function fileSites(procedure: TRow): TFileSite[] {
  const sites: TFileSite[] = [];
  const visit = (row: TRow, path: string) => {
    for (const [key, value] of Object.entries(row)) {
      if (!key.endsWith(FILE_SUFFIX)) continue;
      const prefix = key.slice(0, -FILE_SUFFIX.length);
      if (typeof value === "string") sites.push({ path: `${path}${key}`, holder: row, prefix, id: value });
      // A file removed takes its name with it.
      else if (value === null) row[`${prefix}_filename`] = null;
    }
  };
  visit(procedure, "");
  for (const list of CHILD_LISTS) {
    const rows = procedure[list.key];
    if (!Array.isArray(rows)) continue;
    rows.forEach((row: TRow, position) => {
      if (row && typeof row === "object" && row.deleted !== true) visit(row, `${list.key}.${position}.`);
    });
  }
  return sites;
}

/** Checks every file id against the client's stored files and fills in their names; answers the errors. */
export async function storedFileErrors(tx: TExecutor, payload: TRow, clientId: string): Promise<TFieldMessages> {
  const sites = fileSites(payload);
  if (sites.length === 0) return {};
  const rows = await tx
    .select({ id: files.id, filename: files.filename })
    .from(files)
    .where(
      and(
        inArray(
          files.id,
          sites.map((site) => site.id),
        ),
        eq(files.client_id, clientId),
      ),
    );
  const names = new Map(rows.map((row) => [row.id, row.filename]));
  const errors: TFieldMessages = {};
  for (const site of sites) {
    const name = names.get(site.id);
    if (name === undefined) errors[site.path] = [message("stored_file_only")];
    else site.holder[`${site.prefix}_filename`] = name;
  }
  return errors;
}

/** The ids of every stored file a procedure payload names (for "copy for", which copies them). */
export function storedFileIds(payload: TRow): string[] {
  return [...new Set(fileSites(payload).map((site) => site.id))];
}

/** Renames file ids in a payload (after their files were copied to another client). */
export function replaceStoredFileIds(payload: TRow, copies: Map<string, string>): void {
  for (const site of fileSites(payload)) {
    const copy = copies.get(site.id);
    site.holder[`${site.prefix}${FILE_SUFFIX}`] = copy ?? null;
    if (!copy) site.holder[`${site.prefix}_filename`] = null;
  }
}

/** File fields a procedure cannot do without (the domain requires them): an import never drops them. */
const REQUIRED_FILE_FIELDS = new Set(["drawing_file"]);

/**
 * JSON import into a client: files of another client are never copied (the importer cannot read them), so an
 * optional one is dropped, as references the client lacks are; a required one stays and is refused on its field.
 */
export async function dropForeignFiles(tx: TExecutor, payload: TRow, clientId: string): Promise<void> {
  const sites = fileSites(payload);
  if (sites.length === 0) return;
  const owned = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(
          files.id,
          sites.map((site) => site.id),
        ),
        eq(files.client_id, clientId),
      ),
    );
  const ownedIds = new Set(owned.map((row) => row.id));
  for (const site of sites) {
    if (ownedIds.has(site.id) || REQUIRED_FILE_FIELDS.has(`${site.prefix}${FILE_SUFFIX}`)) continue;
    site.holder[`${site.prefix}${FILE_SUFFIX}`] = null;
    site.holder[`${site.prefix}_filename`] = null;
  }
}

import { FLAW_IMPORT_COLUMNS, matchImportWeld, message, readFlawImportRow, sheetRow } from "@weldtrace/domain";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { defaultFieldLabel } from "../../crud/bulk.js";
import { isUuid } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import { flawLibraries, flawNdeMethods, flawTypes, welds, workpieceEdges } from "../../db/schema/index.js";
import type { TImportPlan } from "../../imports/engine.js";
import { badRequest, notFound } from "../../plugins/errors.js";

const lower = (text: string) => text.trim().toLowerCase();

/** What the flaw import reads once, before the file: the chosen library with its NDE methods and flaw types. */
export interface TFlawImportContext {
  library: typeof flawLibraries.$inferSelect;
  methods: (typeof flawNdeMethods.$inferSelect)[];
  types: (typeof flawTypes.$inferSelect)[];
}

/** The client's welds a chunk names (by name or by an edge's uuid), with their edges' uuids: three queries a chunk. */
async function candidateWelds(db: TExecutor, clientId: string, names: string[], uuids: string[]) {
  const edgeIds = uuids.length
    ? await db
        .select({ id: workpieceEdges.id })
        .from(workpieceEdges)
        .where(and(eq(workpieceEdges.client_id, clientId), inArray(sql`lower(${workpieceEdges.uuid}::text)`, uuids)))
    : [];
  const ids = edgeIds.map((edge) => edge.id);
  const conditions = [
    names.length ? inArray(sql`lower(${welds.name})`, names) : undefined,
    ids.length ? or(inArray(welds.workpiece_edge_1, ids), inArray(welds.workpiece_edge_2, ids)) : undefined,
  ].filter(Boolean);
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ id: welds.id, name: welds.name, edge1: welds.workpiece_edge_1, edge2: welds.workpiece_edge_2 })
    .from(welds)
    .where(and(eq(welds.client_id, clientId), or(...conditions)));
  const linked = [...new Set(rows.flatMap((row) => [row.edge1, row.edge2]).filter((id): id is string => Boolean(id)))];
  const edges = linked.length
    ? await db.select({ id: workpieceEdges.id, uuid: workpieceEdges.uuid }).from(workpieceEdges).where(inArray(workpieceEdges.id, linked))
    : [];
  const uuidOf = new Map(edges.map((edge) => [edge.id, edge.uuid]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    edge_uuids: [row.edge1 ? (uuidOf.get(row.edge1) ?? null) : null, row.edge2 ? (uuidOf.get(row.edge2) ?? null) : null],
  }));
}

/**
 * Spec §5 flaw import on the engine: the library is a parameter chosen before the upload (400 when missing, 404 when
 * not the client's); each chunk's welds are looked up at once and a row that matches no weld is refused with "No
 * weld information on line N"; NDE method and flaw type are the library's, by name.
 */
export const flawImportPlan: TImportPlan<TFlawImportContext> = {
  async context(db, { clientId, query }) {
    const libraryId = query.library;
    if (!libraryId) throw badRequest({ library: [message("required")] });
    const [library] = isUuid(libraryId)
      ? await db
          .select()
          .from(flawLibraries)
          .where(and(eq(flawLibraries.id, libraryId), eq(flawLibraries.client_id, clientId)))
          .limit(1)
      : [];
    if (!library) throw notFound();
    const methods = await db.select().from(flawNdeMethods).where(eq(flawNdeMethods.library, library.id));
    const types = methods.length
      ? await db
          .select()
          .from(flawTypes)
          .where(
            inArray(
              flawTypes.nde_method,
              methods.map((method) => method.id),
            ),
          )
      : [];
    return { library, methods, types };
  },
  async start(_db, { clientId, context, header: fileHeader }) {
    const header = fileHeader.map((cell) => cell.trim().toUpperCase());
    if (!header.includes("WELD_NAME") && !header.includes("WORKPIECE_EDGE_UUID_1")) throw badRequest({ file: [message("bad_header")] });
    const { library, methods, types } = context;
    return async (db, chunk) => {
      const rows = chunk.map(({ n, cells }) => ({
        n,
        row: readFlawImportRow(Object.fromEntries(FLAW_IMPORT_COLUMNS.map((column) => [column, cells[header.indexOf(column)] ?? ""]))),
      }));
      const names = [...new Set(rows.map(({ row }) => row.weld.name).filter((name): name is string => Boolean(name)))].map(lower);
      const uuids = [
        ...new Set(rows.flatMap(({ row }) => [row.weld.edge1, row.weld.edge2]).filter((uuid): uuid is string => Boolean(uuid))),
      ].map(lower);
      const candidates = await candidateWelds(db, clientId, [...new Set(names)], [...new Set(uuids)]);
      return rows.map(({ n, row }) => {
        const name = row.weld.name ?? [row.weld.edge1, row.weld.edge2].filter(Boolean).join(" / ");
        const errors = { ...row.errors };
        const weld = matchImportWeld(row.weld, candidates);
        if (!weld) errors.weld = [message("no_weld_information", { line: sheetRow(n) })];
        const method = methods.find((candidate) => lower(candidate.name) === lower(row.nde_method));
        if (!method) errors.nde_method = [row.nde_method ? message("not_found_by_name") : message("required")];
        const type = method
          ? types.find((candidate) => candidate.nde_method === method.id && lower(candidate.name) === lower(row.type))
          : undefined;
        if (method && !type) errors.type = [row.type ? message("not_found_by_name") : message("required")];
        if (Object.keys(errors).length > 0) return { n, name, errors };
        return { n, name, values: { ...row.values, weld: weld?.id, library: library.id, nde_method: method?.id, type: type?.id } };
      });
    };
  },
  // The §9 headers are the file's; a reason names the flaw's field as the form does.
  labelOf: (field) => (field === "nde_method" ? "NDE method" : field === "type" ? "Flaw type" : defaultFieldLabel(field)),
};

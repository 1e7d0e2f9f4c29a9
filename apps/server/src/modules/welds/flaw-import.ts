import {
  FLAW_IMPORT_COLUMNS,
  FLAW_MESSAGES,
  flaws as flawResource,
  IMPORT_MESSAGES,
  MESSAGES,
  matchImportWeld,
  readFlawImportRow,
  type TFlawImportColumn,
} from "@weldtrace/domain";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bulkAnswer, bulkCreate, type TBulkResult } from "../../crud/bulk.js";
import { flawHooks } from "../../crud/hooks/welds.js";
import { referenceTable } from "../../crud/registry.js";
import { isUuid, requirePermission } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import { flawLibraries, flawNdeMethods, flaws, flawTypes, welds, workpieceEdges } from "../../db/schema/index.js";
import { readSheet } from "../../imports/parse.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, HttpError } from "../../plugins/errors.js";
import { jsonAnswer, multipartBody, recordSchema } from "../../plugins/openapi.js";

const ZQuery = z.object({ library: z.string().optional() });
const lower = (text: string) => text.trim().toLowerCase();
const refused = (n: number, errors: Record<string, string[]>): TBulkResult => ({
  n,
  status: "error",
  reason: `400 - ${JSON.stringify(errors)}`,
  errors,
});

/** The client's welds a file names (by name or by an edge's uuid), with their edges' uuids. */
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
  const uuidOf = (id: string | null) => edges.find((edge) => edge.id === id)?.uuid ?? null;
  return rows.map((row) => ({ id: row.id, name: row.name, edge_uuids: [uuidOf(row.edge1), uuidOf(row.edge2)] }));
}

/**
 * Spec §5 flaw import: `POST /api/flaws/import/?library=<id>` with a CSV or XLSX file of the §9 columns. The library
 * is chosen first; each row must match one weld ("No weld information on line N"), its NDE method and flaw type are
 * the library's by name. Rows are read by the import engine's reader and saved through the flaws' bulk path (the
 * same schema and rules as a create); a bad row never blocks the good ones.
 */
export async function flawImportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/flaws/import/",
    {
      schema: {
        tags: [flawResource.path],
        querystring: ZQuery,
        ...multipartBody(),
        response: { 200: jsonAnswer("One result per row, in order.", bulkAnswer(recordSchema(flawResource))) },
      },
      onRequest: requirePermission(flawResource.area, "create"),
    },
    async (request) => {
      const user = currentUser(request);
      const libraryId = request.query.library;
      if (!libraryId) throw badRequest({ library: [MESSAGES.required] });
      const [library] = isUuid(libraryId)
        ? await app.db
            .select()
            .from(flawLibraries)
            .where(and(eq(flawLibraries.id, libraryId), eq(flawLibraries.client_id, user.client_id)))
            .limit(1)
        : [];
      if (!library) throw badRequest({ library: [MESSAGES.invalidChoice] });
      const part = await request.file();
      if (!part) throw badRequest({ file: [MESSAGES.required] });
      let body: Buffer;
      try {
        body = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, "file_too_large", "File too large.");
        throw error;
      }
      const sheet = await readSheet(part.filename, body);
      const header = sheet.header.map((cell) => cell.trim().toUpperCase());
      if (!header.includes("WELD_NAME") && !header.includes("WORKPIECE_EDGE_UUID_1"))
        throw badRequest({ file: [IMPORT_MESSAGES.badHeader] });
      if (sheet.rows.length === 0) throw badRequest({ file: [IMPORT_MESSAGES.emptyFile] });
      const rows = sheet.rows.map((cells) =>
        readFlawImportRow(
          Object.fromEntries(FLAW_IMPORT_COLUMNS.map((column) => [column, cells[header.indexOf(column)] ?? ""])) as Record<
            TFlawImportColumn,
            string
          >,
        ),
      );

      const methods = await app.db.select().from(flawNdeMethods).where(eq(flawNdeMethods.library, library.id));
      const types = methods.length
        ? await app.db
            .select()
            .from(flawTypes)
            .where(
              inArray(
                flawTypes.nde_method,
                methods.map((method) => method.id),
              ),
            )
        : [];
      const candidates = await candidateWelds(
        app.db,
        library.client_id,
        [
          ...new Set(
            rows
              .map((row) => row.weld.name)
              .filter((name): name is string => Boolean(name))
              .map(lower),
          ),
        ],
        [
          ...new Set(
            rows
              .flatMap((row) => [row.weld.edge1, row.weld.edge2])
              .filter((uuid): uuid is string => Boolean(uuid))
              .map(lower),
          ),
        ],
      );

      const results: TBulkResult[] = [];
      const good: { n: number; values: Record<string, unknown> }[] = [];
      rows.forEach((row, index) => {
        const n = index + 1;
        const errors = { ...row.errors };
        const weld = matchImportWeld(row.weld, candidates);
        if (!weld) errors.weld = [FLAW_MESSAGES.noWeldInformation(n)];
        const method = methods.find((candidate) => lower(candidate.name) === lower(row.nde_method));
        if (!method) errors.nde_method = [row.nde_method ? IMPORT_MESSAGES.notFoundByName : MESSAGES.required];
        const type = method
          ? types.find((candidate) => candidate.nde_method === method.id && lower(candidate.name) === lower(row.type))
          : undefined;
        if (method && !type) errors.type = [row.type ? IMPORT_MESSAGES.notFoundByName : MESSAGES.required];
        if (Object.keys(errors).length > 0) results.push(refused(n, errors));
        else good.push({ n, values: { ...row.values, weld: weld?.id, library: library.id, nde_method: method?.id, type: type?.id } });
      });
      const saved = await bulkCreate(app.db, {
        resource: flawResource,
        table: flaws,
        tableOf: referenceTable,
        hooks: flawHooks,
        clientId: library.client_id,
        rows: good.map((row) => row.values),
        ordinals: good.map((row) => row.n),
      });
      for (const { record: _record, ...result } of saved) results.push(result);
      results.sort((a, b) => a.n - b.n);
      const savedCount = results.filter((result) => result.status === "success").length;
      return { count: results.length, saved: savedCount, failed: results.length - savedCount, results };
    },
  );
}

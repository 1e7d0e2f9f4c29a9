import { bevelDimensionList, bevelList, coolingList, type TResource, timeLapseList, ZListQuery } from "@weldtrace/domain";
import { eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listPage } from "../../crud/list.js";
import { isUuid, itemFilter, listTenantFilter, requirePermission } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import { bevelDimensions, bevels, coolings, procedures, timeLapses } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { pageOf, recordSchema } from "../../plugins/openapi.js";

type TRow = Record<string, unknown>;
type TSectionTable = PgTable & { id: PgColumn; client_id: PgColumn; procedure: PgColumn };

interface TSectionList {
  resource: TResource;
  table: TSectionTable;
  /** Equality filters of the list, by query parameter. */
  filters: Record<string, PgColumn>;
  /** Columns never sent (stored-file ids are read through the procedure). */
  hidden?: readonly string[];
}

const SECTION_LISTS: readonly TSectionList[] = [
  { resource: coolingList, table: coolings, filters: { procedure: coolings.procedure, method: coolings.method } },
  { resource: timeLapseList, table: timeLapses, filters: { procedure: timeLapses.procedure } },
  { resource: bevelList, table: bevels, filters: { procedure: bevels.procedure, type: bevels.type }, hidden: ["drawing_file"] },
  {
    resource: bevelDimensionList,
    table: bevelDimensions,
    filters: { procedure: bevelDimensions.procedure, bevel: bevelDimensions.bevel },
  },
];

/** A row as documented: the list's resource (its answerFields name the section's columns and the names beside them). */
const rowSchema = (list: TSectionList) =>
  recordSchema(list.resource).meta({ "x-response-description": "A row of a procedure section, with its procedure's name." });

/** Rows as the API answers them: no client column, the procedure's name (and a dimension's bevel's) beside its id. */
async function present(db: TExecutor, list: TSectionList, rows: TRow[]): Promise<TRow[]> {
  const procedureIds = [...new Set(rows.map((row) => String(row.procedure)))];
  const names = new Map(
    procedureIds.length === 0
      ? []
      : (await db.select({ id: procedures.id, name: procedures.name }).from(procedures).where(inArray(procedures.id, procedureIds))).map(
          (row) => [row.id, row.name] as const,
        ),
  );
  const bevelIds = list.table === bevelDimensions ? [...new Set(rows.map((row) => String(row.bevel)))] : [];
  const bevelNames = new Map(
    bevelIds.length === 0
      ? []
      : (await db.select({ id: bevels.id, name: bevels.name }).from(bevels).where(inArray(bevels.id, bevelIds))).map(
          (row) => [row.id, row.name] as const,
        ),
  );
  return rows.map((row) => {
    const { client_id: client, ...rest } = row;
    for (const key of list.hidden ?? []) delete rest[key];
    for (const [key, value] of Object.entries(rest)) if (value instanceof Date) rest[key] = value.toISOString();
    return {
      ...rest,
      client,
      procedure_name: names.get(String(row.procedure)) ?? "",
      ...(list.table === bevelDimensions ? { bevel_name: bevelNames.get(String(row.bevel)) ?? "" } : {}),
    };
  });
}

/**
 * GET /api/cooling/, /api/time-lapses/, /api/bevels/, /api/bevel-dimensions/ (spec §7 names the collections; `?procedure=`
 * is the export's query) and each row by id: the client's rows across its procedures, read-only, for the settings
 * screens. Writes go through the procedure (decisions.md "Settings lists of procedure sections").
 */
export async function sectionListRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const list of SECTION_LISTS) {
    const { resource, table } = list;
    const tags = ["procedures"];
    const ZSectionRow = rowSchema(list);
    const ZQuery = ZListQuery.extend({
      ...Object.fromEntries(Object.keys(list.filters).map((key) => [key, z.uuid().optional()])),
      client: z.uuid().optional(),
    });
    api.get(
      `/api/${resource.path}/`,
      {
        schema: { tags, querystring: ZQuery, response: { 200: pageOf(ZSectionRow) } },
        onRequest: requirePermission("procedures", "list"),
      },
      async (request) => {
        const query = request.query as z.infer<typeof ZQuery> & Record<string, string | undefined>;
        const conditions: (SQL | undefined)[] = [listTenantFilter(currentUser(request), table.client_id, { client: query.client })];
        for (const [key, column] of Object.entries(list.filters)) if (query[key]) conditions.push(eq(column, query[key]));
        const page = await listPage(app.db, table, resource, query, conditions, request.url, (row) => row);
        return { ...page, results: await present(app.db, list, page.results) };
      },
    );
    api.get(
      `/api/${resource.path}/:id/`,
      {
        schema: { tags, params: z.object({ id: z.string() }), response: { 200: ZSectionRow } },
        onRequest: requirePermission("procedures", "list"),
      },
      async (request) => {
        const { id } = request.params;
        if (!isUuid(id)) throw notFound();
        const [row] = await app.db
          .select()
          .from(table)
          .where(itemFilter(currentUser(request), table.id, table.client_id, id))
          .limit(1);
        if (!row) throw notFound();
        const [shown] = await present(app.db, list, [row as TRow]);
        return shown as z.infer<typeof ZSectionRow>;
      },
    );
  }
}

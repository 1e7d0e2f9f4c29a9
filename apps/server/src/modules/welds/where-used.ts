import { INSPECTION_KINDS, isAdminLike, welds as weldResource } from "@weldtrace/domain";
import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { itemFilter, requirePermission } from "../../crud/scope.js";
import {
  cycles,
  fillerMetals,
  heats,
  INSPECTION_TABLES,
  MEASUREMENT_TABLES,
  measuringInstruments,
  projects,
  welders,
  welds,
  workpieceEdges,
  workpieces,
} from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";

/** At most this many welds in one answer: a recall starts from the list, then narrows. */
export const WHERE_USED_LIMIT = 1000;

const ZWhereUsedQuery = z
  .object({
    workpiece: z.uuid().optional(),
    heat: z.uuid().optional(),
    welder: z.uuid().optional(),
    filler_metal: z.uuid().optional(),
    measuring_instrument: z.uuid().optional(),
  })
  .refine((query) => Object.values(query).filter(Boolean).length === 1, {
    params: { message: { code: "required" } },
    message: "Required",
    path: ["workpiece"],
  });

const ZWhereUsed = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      project: z.object({ id: z.string(), name: z.string() }),
      completed: z.boolean(),
      is_cut_out: z.boolean(),
    }),
  ),
  truncated: z.boolean(),
});

/** The workpiece and every piece cut from it, at any depth (a cut piece's welds are its parent's too). */
const workpieceAndPieces = (root: SQL) => sql`(
  with recursive family(id) as (
    select ${workpieces.id} from ${workpieces} where ${root}
    union select ${workpieces.id} from ${workpieces} join family on ${workpieces.parent} = family.id
  ) select id from family)`;

/** Welds inspected with an instrument: the inspections of every kind holding a measurement it took. */
const inspectedWith = (instrument: string) =>
  sql.join(
    INSPECTION_KINDS.map((kind) => {
      const inspections = INSPECTION_TABLES[kind];
      const measurements = MEASUREMENT_TABLES[kind];
      return sql`${welds.id} in (select ${inspections.weld} from ${inspections} where ${inspections.id} in (select ${measurements.inspection} from ${measurements} where ${measurements.measuring_instrument} = ${instrument}))`;
    }),
    sql` or `,
  );

/**
 * GET /api/welds/where-used/?workpiece= | heat= | welder= | filler_metal= | measuring_instrument=: the welds a pipe
 * (through its edges and the pieces cut from it), a heat (through its pipes and its wire), a welder or a filler
 * metal (through cycles) went into, or an instrument measured (through inspections) — what a recall, a failed
 * certificate or a failed calibration needs answered in one click. The record must be the user's client's (404
 * otherwise); exactly one of the five is given (400 otherwise).
 */
export async function whereUsedRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/welds/where-used/",
    {
      schema: {
        tags: [weldResource.path],
        summary: "Welds a workpiece, heat, welder or filler metal went into, or an instrument measured",
        querystring: ZWhereUsedQuery,
        response: { 200: ZWhereUsed },
      },
      onRequest: requirePermission("production", "list"),
    },
    async (request) => {
      const user = currentUser(request);
      const query = request.query;
      const visible = async (
        table: typeof workpieces | typeof heats | typeof welders | typeof fillerMetals | typeof measuringInstruments,
        id: string,
      ) => {
        const [row] = await app.db
          .select({ id: table.id })
          .from(table)
          .where(itemFilter(user, table.id, table.client_id, id))
          .limit(1);
        if (!row) throw notFound();
        return row.id;
      };
      const edgesOf = (pieces: SQL) =>
        sql`(select ${workpieceEdges.id} from ${workpieceEdges} where ${workpieceEdges.workpiece} in ${pieces})`;
      const byEdges = (pieces: SQL) =>
        or(sql`${welds.workpiece_edge_1} in ${edgesOf(pieces)}`, sql`${welds.workpiece_edge_2} in ${edgesOf(pieces)}`);
      const byCycles = (condition: SQL | undefined) => sql`${welds.id} in (select ${cycles.weld} from ${cycles} where ${condition})`;
      let condition: SQL | undefined;
      if (query.workpiece) {
        const id = await visible(workpieces, query.workpiece);
        condition = byEdges(workpieceAndPieces(eq(workpieces.id, id)));
      } else if (query.heat) {
        const id = await visible(heats, query.heat);
        // Pipes of the heat (and pieces cut from them, which inherit it), and wire of the heat.
        const wires = sql`(select ${fillerMetals.id} from ${fillerMetals} where ${id} = any(${fillerMetals.heats}))`;
        condition = or(
          byEdges(workpieceAndPieces(eq(workpieces.heat, id))),
          byCycles(or(sql`${cycles.filler_metal_torch_1} in ${wires}`, sql`${cycles.filler_metal_torch_2} in ${wires}`)),
        );
      } else if (query.welder) {
        const id = await visible(welders, query.welder);
        condition = byCycles(or(eq(cycles.welder_torch_1, id), eq(cycles.welder_torch_2, id)));
      } else if (query.filler_metal) {
        const id = await visible(fillerMetals, query.filler_metal);
        condition = byCycles(or(eq(cycles.filler_metal_torch_1, id), eq(cycles.filler_metal_torch_2, id)));
      } else if (query.measuring_instrument) {
        const id = await visible(measuringInstruments, query.measuring_instrument);
        condition = sql`(${inspectedWith(id)})`;
      }
      const rows = await app.db
        .select({
          id: welds.id,
          name: welds.name,
          project: { id: projects.id, name: projects.name },
          completed: welds.completed,
          is_cut_out: welds.is_cut_out,
        })
        .from(welds)
        .innerJoin(projects, eq(projects.id, welds.project))
        // The record was found within the user's reach: its welds are those of its client.
        .where(and(isAdminLike(user.group) ? undefined : eq(welds.client_id, user.client_id), condition))
        .orderBy(asc(welds.name), asc(welds.id))
        .limit(WHERE_USED_LIMIT + 1);
      return { results: rows.slice(0, WHERE_USED_LIMIT), truncated: rows.length > WHERE_USED_LIMIT };
    },
  );
}

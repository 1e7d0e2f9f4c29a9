import { INSPECTION_KINDS, message, type TInspectionKind } from "@weldtrace/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serializeTenantRow } from "../../crud/create-crud-routes.js";
import { itemFilter, requirePermission } from "../../crud/scope.js";
import {
  INSPECTION_TABLES,
  MEASUREMENT_TABLES,
  measuringInstruments,
  procedures,
  projects,
  SEQUENCE_TABLES,
  users,
  welds,
} from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, notFound } from "../../plugins/errors.js";
import { jsonAnswer } from "../../plugins/openapi.js";
import { hasKey } from "../../typed.js";

type TRow = Record<string, unknown>;

const ZReportQuery = z.object({
  weld: z.uuid().optional(),
  kind: z.enum(INSPECTION_KINDS).optional(),
  inspection: z.uuid().optional(),
});

const ZReport = z
  .looseObject({
    weld: z.looseObject({ id: z.uuid(), name: z.string() }),
    project: z.looseObject({ id: z.uuid(), name: z.string() }).nullable(),
    inspections: z.array(
      z.looseObject({
        kind: z.enum(INSPECTION_KINDS),
        id: z.uuid(),
        procedure: z.looseObject({ id: z.uuid(), name: z.string() }).nullable(),
        sequence: z.looseObject({ id: z.uuid(), name: z.string() }).nullable(),
        measurements: z.array(z.looseObject({ id: z.uuid() })),
      }),
    ),
  })
  .meta({
    "x-response-description": "What an inspection report shows: each inspection with its measurements, instruments and inspectors.",
  });

/**
 * GET /api/inspection-reports/?weld={id} (every inspection of a weld) or ?kind={kind}&inspection={id} (one): what a
 * client's QA reviewer signs. Each measurement with its values, limits, verdict and reasons as recorded, the
 * instrument with its calibration dates, who recorded it, and an Admin's override when there was one. Read with the
 * measurements' permission; another client's weld or inspection answers 404.
 */
export async function inspectionReportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/inspection-reports/",
    {
      schema: {
        tags: ["inspection-reports"],
        querystring: ZReportQuery,
        response: { 200: jsonAnswer("The report's content.", ZReport) },
      },
      onRequest: requirePermission("quality", "list"),
    },
    async (request) => {
      const user = currentUser(request);
      const { weld: weldId, kind, inspection: inspectionId } = request.query;
      if (!weldId && !(kind && inspectionId)) {
        throw badRequest(kind ? { inspection: [message("required")] } : { weld: [message("required")] });
      }
      if (weldId && inspectionId) throw badRequest({ inspection: [message("invalid_value")] });

      // The inspections reported: one, or all of the weld's (each kind's table, by its weld index).
      const found: { kind: TInspectionKind; row: TRow }[] = [];
      let weld: TRow | undefined;
      if (kind && inspectionId) {
        const table = INSPECTION_TABLES[kind];
        const [row] = await app.db
          .select()
          .from(table)
          .where(itemFilter(user, table.id, table.client_id, inspectionId))
          .limit(1);
        if (!row) throw notFound();
        found.push({ kind, row });
        [weld] = await app.db.select().from(welds).where(eq(welds.id, row.weld)).limit(1);
      } else if (weldId) {
        [weld] = await app.db
          .select()
          .from(welds)
          .where(itemFilter(user, welds.id, welds.client_id, weldId))
          .limit(1);
        if (!weld) throw notFound();
        for (const each of INSPECTION_KINDS) {
          const table = INSPECTION_TABLES[each];
          const rows = await app.db
            .select()
            .from(table)
            .where(and(eq(table.weld, String(weld.id)), eq(table.client_id, String(weld.client_id))))
            .orderBy(asc(table.created_at));
          for (const row of rows) found.push({ kind: each, row });
        }
      }
      if (!weld) throw notFound();

      const [project] = weld.project
        ? await app.db
            .select({ id: projects.id, name: projects.name })
            .from(projects)
            .where(eq(projects.id, String(weld.project)))
            .limit(1)
        : [];
      const procedureIds = [...new Set(found.map(({ row }) => String(row.procedure)))];
      const procedureRows = procedureIds.length
        ? await app.db.select({ id: procedures.id, name: procedures.name }).from(procedures).where(inArray(procedures.id, procedureIds))
        : [];

      const inspections = [];
      for (const { kind: each, row } of found) {
        const measurementTable = MEASUREMENT_TABLES[each];
        const measurements = await app.db
          .select({
            row: measurementTable,
            instrument: {
              id: measuringInstruments.id,
              name: measuringInstruments.name,
              serial_number: measuringInstruments.serial_number,
              calibrated_at: measuringInstruments.calibrated_at,
              expire_at: measuringInstruments.expire_at,
            },
            inspector: { id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name },
          })
          .from(measurementTable)
          .leftJoin(measuringInstruments, eq(measuringInstruments.id, measurementTable.measuring_instrument))
          .leftJoin(users, eq(users.id, measurementTable.created_by))
          .where(and(eq(measurementTable.client_id, String(row.client_id)), eq(measurementTable.inspection, String(row.id))))
          .orderBy(asc(measurementTable.created_at));
        const sequenceTable = hasKey(SEQUENCE_TABLES, each) ? SEQUENCE_TABLES[each] : undefined;
        const [sequence] =
          sequenceTable && row.sequence
            ? await app.db
                .select({ id: sequenceTable.id, name: sequenceTable.name })
                .from(sequenceTable)
                .where(eq(sequenceTable.id, String(row.sequence)))
                .limit(1)
            : [];
        inspections.push({
          ...serializeTenantRow(row),
          kind: each,
          procedure: procedureRows.find((procedure) => procedure.id === row.procedure) ?? null,
          sequence: sequence ?? null,
          measurements: measurements.map((measurement) => ({
            ...serializeTenantRow(measurement.row),
            instrument: measurement.instrument?.id ? measurement.instrument : null,
            inspector: measurement.inspector?.id
              ? {
                  email: measurement.inspector.email,
                  name: `${measurement.inspector.first_name} ${measurement.inspector.last_name}`.trim(),
                }
              : null,
          })),
        });
      }
      return {
        weld: { id: String(weld.id), name: String(weld.name) },
        project: project ?? null,
        inspections,
      } as never;
    },
  );
}

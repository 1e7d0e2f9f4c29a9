import {
  calibrationOnDay,
  cycleEndReason,
  INSPECTION_KINDS,
  inspectionVerdict,
  measurementDay,
  qualificationOnDay,
  type TInspectionKind,
  type TQualificationStatus,
  type TTraceInspection,
  type TWeldTraceability,
  welds as weldResource,
} from "@weldtrace/domain";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import {
  cutOuts,
  cycles,
  documents,
  fillerMetals,
  flawNdeMethods,
  flaws,
  flawTypes,
  heats,
  INSPECTION_TABLES,
  MEASUREMENT_TABLES,
  measuringInstruments,
  passGroups,
  procedures,
  projects,
  welderQualifications,
  welders,
  weldingProcesses,
  welds,
  workpieceEdges,
  workpieces,
} from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { notFound } from "../../plugins/errors.js";
import { ZWeldTraceability } from "../../plugins/openapi-answers.js";

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);
const unique = <T>(values: readonly (T | null | undefined)[]) => [...new Set(values.filter((value): value is T => value != null))];

/** Heats by id with their certificates (documents named on the heat). */
async function heatsWithCertificates(db: TExecutor, heatIds: readonly string[]) {
  if (heatIds.length === 0) return new Map<string, TWeldTraceability["edges"][number]["heat"]>();
  const rows = await db
    .select()
    .from(heats)
    .where(inArray(heats.id, [...heatIds]));
  const documentIds = unique(rows.flatMap((row) => row.documents));
  const certificates = documentIds.length
    ? await db
        .select({ id: documents.id, name: documents.name, file: documents.file, expired_at: documents.expired_at })
        .from(documents)
        .where(inArray(documents.id, documentIds))
    : [];
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, heat_no: row.heat_no, certificates: certificates.filter((document) => row.documents.includes(document.id)) },
    ]),
  );
}

type TCycleRow = typeof cycles.$inferSelect;
const torchesOf = (cycle: TCycleRow) => [
  { n: 1 as const, welder: cycle.welder_torch_1, process: cycle.welding_process_torch_1, filler: cycle.filler_metal_torch_1 },
  { n: 2 as const, welder: cycle.welder_torch_2, process: cycle.welding_process_torch_2, filler: cycle.filler_metal_torch_2 },
];

/** Every day each of these welders welded, with which process (continuity), one branch a torch through its index. */
export async function weldingDays(db: TExecutor, welderIds: string[]) {
  if (welderIds.length === 0) return [];
  const weldedOn = sql<string>`to_char(coalesce(${cycles.ended_at}, ${cycles.started_at}) at time zone 'UTC', 'YYYY-MM-DD')`;
  const torch = (n: 1 | 2) =>
    db
      .selectDistinct({ welder: cycles[`welder_torch_${n}`], process: cycles[`welding_process_torch_${n}`], day: weldedOn })
      .from(cycles)
      .where(and(inArray(cycles[`welder_torch_${n}`], welderIds), isNotNull(sql`coalesce(${cycles.ended_at}, ${cycles.started_at})`)));
  const [first, second] = await Promise.all([torch(1), torch(2)]);
  return [...first, ...second];
}

/**
 * The weld's inspections of every kind with their measurements' verdicts, and the instruments those were taken with
 * judged on the day of each measurement: two indexed statements a kind (by weld, then by inspection) and one for the
 * instruments, in parallel.
 */
async function inspectionsOfWeld(db: TExecutor, weldId: string): Promise<TTraceInspection[]> {
  const perKind = await Promise.all(
    INSPECTION_KINDS.map(async (kind: TInspectionKind) => {
      const table = INSPECTION_TABLES[kind];
      const rows = await db
        .select({ id: table.id, created_at: table.created_at, pass_group: passGroups.name })
        .from(table)
        .leftJoin(passGroups, eq(passGroups.id, table.pass_group))
        .where(eq(table.weld, weldId));
      if (rows.length === 0) return [];
      const measurementTable = MEASUREMENT_TABLES[kind];
      const measurements = await db
        .select({
          inspection: measurementTable.inspection,
          verdict: measurementTable.verdict,
          instrument: measurementTable.measuring_instrument,
          created_at: measurementTable.created_at,
        })
        .from(measurementTable)
        .where(
          inArray(
            measurementTable.inspection,
            rows.map((row) => row.id),
          ),
        );
      return rows.map((row) => ({ kind, row, measurements: measurements.filter((measurement) => measurement.inspection === row.id) }));
    }),
  );
  const found = perKind.flat();
  const instrumentIds = unique(found.flatMap((entry) => entry.measurements.map((measurement) => measurement.instrument)));
  const instruments = instrumentIds.length
    ? await db
        .select({
          id: measuringInstruments.id,
          name: measuringInstruments.name,
          serial_number: measuringInstruments.serial_number,
          expire_at: measuringInstruments.expire_at,
        })
        .from(measuringInstruments)
        .where(inArray(measuringInstruments.id, instrumentIds))
    : [];
  return found
    .map(({ kind, row, measurements }) => {
      // One line per instrument and day it measured on: that is when its calibration had to hold.
      const uses = new Map<string, TTraceInspection["instruments"][number]>();
      for (const measurement of measurements) {
        const instrument = instruments.find((candidate) => candidate.id === measurement.instrument);
        if (!instrument) continue;
        const measuredOn = measurementDay(measurement.created_at);
        uses.set(`${instrument.id}/${measuredOn}`, {
          ...instrument,
          measured_on: measuredOn,
          calibration: calibrationOnDay(instrument.expire_at, measuredOn),
        });
      }
      const verdicts = measurements.map((measurement) => measurement.verdict as "accept" | "reject");
      return {
        id: row.id,
        kind,
        created_at: row.created_at.toISOString(),
        pass_group: row.pass_group,
        measurements: measurements.length,
        rejected: verdicts.filter((verdict) => verdict === "reject").length,
        verdict: inspectionVerdict(verdicts),
        instruments: [...uses.values()],
      };
    })
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * Everything one weld is made of and everything done to it, in one answer: its edges → workpieces (and the pipe they
 * were cut from) → heats and certificates; the procedure; its cycles with pass group, process, welders (with their
 * qualification for the process on the cycle's day) and filler metals with their heats; flaws, the repair chain and
 * the cut-out. Read in a handful of indexed statements, none per row.
 */
export async function findWeldTraceability(db: TExecutor, weldId: string): Promise<TWeldTraceability | null> {
  const [weld] = await db
    .select({
      weld: welds,
      project: { id: projects.id, name: projects.name },
      procedure: { id: procedures.id, name: procedures.name, is_reference: procedures.is_reference, forked_from: procedures.forked_from },
    })
    .from(welds)
    .innerJoin(projects, eq(projects.id, welds.project))
    .innerJoin(procedures, eq(procedures.id, welds.procedure))
    .where(eq(welds.id, weldId))
    .limit(1);
  if (!weld) return null;
  const edgeIds = unique([weld.weld.workpiece_edge_1, weld.weld.workpiece_edge_2]);
  const [edgeRows, cycleRows, flawRows, repairedRows, cutOut, inspections] = await Promise.all([
    edgeIds.length
      ? db
          .select({ edge: workpieceEdges, workpiece: workpieces })
          .from(workpieceEdges)
          .innerJoin(workpieces, eq(workpieces.id, workpieceEdges.workpiece))
          .where(inArray(workpieceEdges.id, edgeIds))
      : Promise.resolve([]),
    db
      .select({ cycle: cycles, pass_group: passGroups.name })
      .from(cycles)
      .leftJoin(passGroups, eq(passGroups.id, cycles.pass_group_torch_1))
      .where(eq(cycles.weld, weldId))
      .orderBy(asc(cycles.started_at), asc(cycles.created_at)),
    db
      .select({ flaw: flaws, type: flawTypes.name, acronym: flawTypes.acronym, method: flawNdeMethods.name, repaired_by_name: welds.name })
      .from(flaws)
      .innerJoin(flawTypes, eq(flawTypes.id, flaws.type))
      .innerJoin(flawNdeMethods, eq(flawNdeMethods.id, flaws.nde_method))
      .leftJoin(welds, eq(welds.id, flaws.repaired_by))
      .where(eq(flaws.weld, weldId))
      .orderBy(asc(flaws.created_at)),
    // The weld this one repairs (a flaw of another weld names it as its repair).
    db
      .select({ id: welds.id, name: welds.name })
      .from(flaws)
      .innerJoin(welds, eq(welds.id, flaws.weld))
      .where(eq(flaws.repaired_by, weldId)),
    db.select({ id: cutOuts.id, created_at: cutOuts.created_at }).from(cutOuts).where(eq(cutOuts.weld, weldId)).limit(1),
    inspectionsOfWeld(db, weldId),
  ]);

  const parentIds = unique(edgeRows.map((row) => row.workpiece.parent));
  const parents = parentIds.length
    ? await db
        .select({ id: workpieces.id, name: workpieces.name, heat: workpieces.heat })
        .from(workpieces)
        .where(inArray(workpieces.id, parentIds))
    : [];
  const torches = cycleRows.flatMap(({ cycle }) => torchesOf(cycle));
  const welderIds = unique(torches.map((torch) => torch.welder));
  const processIds = unique(torches.map((torch) => torch.process));
  const fillerIds = unique(torches.map((torch) => torch.filler));
  const [welderRows, processRows, fillerRows, qualificationRows, weldingDayRows] = await Promise.all([
    welderIds.length ? db.select().from(welders).where(inArray(welders.id, welderIds)) : Promise.resolve([]),
    processIds.length
      ? db
          .select({ id: weldingProcesses.id, name: weldingProcesses.name })
          .from(weldingProcesses)
          .where(inArray(weldingProcesses.id, processIds))
      : Promise.resolve([]),
    fillerIds.length ? db.select().from(fillerMetals).where(inArray(fillerMetals.id, fillerIds)) : Promise.resolve([]),
    welderIds.length ? db.select().from(welderQualifications).where(inArray(welderQualifications.welder, welderIds)) : Promise.resolve([]),
    weldingDays(db, welderIds),
  ]);
  const heatMap = await heatsWithCertificates(
    db,
    unique([...edgeRows.map((row) => row.workpiece.heat), ...parents.map((row) => row.heat), ...fillerRows.flatMap((row) => row.heats)]),
  );

  const standing = (welder: string, process: string | null, on: string | null): TQualificationStatus | null => {
    if (!process || !on) return null;
    const held = qualificationRows.filter((row) => row.welder === welder && row.process === process);
    const days = weldingDayRows.filter((row) => row.welder === welder && row.process === process).map((row) => row.day);
    return qualificationOnDay(held, days, on);
  };
  const welderName = (id: string) => {
    const row = welderRows.find((candidate) => candidate.id === id);
    return row ? { id, welder_id: row.welder_id, name: `${row.first_name} ${row.last_name}`, deleted: row.deleted } : null;
  };
  const processName = (id: string | null) => processRows.find((row) => row.id === id)?.name ?? null;
  const filler = (id: string) => {
    const row = fillerRows.find((candidate) => candidate.id === id);
    return row ? { id, name: row.name, heats: row.heats.flatMap((heat) => heatMap.get(heat) ?? []) } : null;
  };

  return {
    weld: {
      id: weld.weld.id,
      name: weld.weld.name,
      internal_name: weld.weld.internal_name,
      started_at: weld.weld.started_at?.toISOString() ?? null,
      ended_at: weld.weld.ended_at?.toISOString() ?? null,
      completed: weld.weld.completed,
      scanned: weld.weld.scanned,
      is_cut_out: weld.weld.is_cut_out,
    },
    project: weld.project,
    procedure: weld.procedure,
    edges: edgeIds.flatMap((id, index) => {
      const row = edgeRows.find((candidate) => candidate.edge.id === id);
      if (!row) return [];
      const parent = parents.find((candidate) => candidate.id === row.workpiece.parent) ?? null;
      return [
        {
          position: index + 1,
          id: row.edge.id,
          name: row.edge.name,
          workpiece: { id: row.workpiece.id, name: row.workpiece.name, grade: row.workpiece.grade },
          cut_from: parent ? { id: parent.id, name: parent.name } : null,
          // A cut piece without a heat of its own inherits its parent's (spec: empty values inherit).
          heat: heatMap.get(row.workpiece.heat ?? parent?.heat ?? "") ?? null,
        },
      ];
    }),
    cycles: cycleRows.map(({ cycle, pass_group }) => {
      const on = day(cycle.ended_at ?? cycle.started_at);
      return {
        id: cycle.id,
        started_at: cycle.started_at?.toISOString() ?? null,
        ended_at: cycle.ended_at?.toISOString() ?? null,
        pass_group,
        acquisition_status: cycle.acquisition_status,
        heat_input: cycle.heat_input,
        end_reason: cycleEndReason(cycle.end_reason),
        // Torches without a welder are left out.
        torches: torchesOf(cycle).flatMap(({ welder, ...torch }) =>
          welder
            ? [
                {
                  torch: torch.n,
                  process: processName(torch.process),
                  welder: welderName(welder),
                  qualification: standing(welder, torch.process, on),
                  filler_metal: torch.filler ? filler(torch.filler) : null,
                },
              ]
            : [],
        ),
      };
    }),
    flaws: flawRows.map((row) => ({
      id: row.flaw.id,
      type: row.acronym ? `${row.type} (${row.acronym})` : row.type,
      nde_method: row.method,
      status: row.flaw.status,
      result: row.flaw.result,
      sanction: row.flaw.sanction,
      repaired_by: row.flaw.repaired_by ? { id: row.flaw.repaired_by, name: row.repaired_by_name ?? "" } : null,
    })),
    inspections,
    repairs_weld: repairedRows[0] ?? null,
    cut_out: cutOut[0] ? { id: cutOut[0].id, created_at: cutOut[0].created_at.toISOString() } : null,
  };
}

export async function weldTraceabilityRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/welds/:id/traceability/",
    {
      schema: {
        tags: [weldResource.path],
        summary: "One weld's traceability: edges, workpieces, heats and certificates, cycles with welders and wire, flaws, repairs",
        params: z.object({ id: z.string() }),
        response: { 200: ZWeldTraceability },
      },
      onRequest: requirePermission("production", "list"),
    },
    async (request) => {
      const user = currentUser(request);
      if (!isUuid(request.params.id)) throw notFound();
      const [visible] = await app.db
        .select({ id: welds.id })
        .from(welds)
        .where(itemFilter(user, welds.id, welds.client_id, request.params.id))
        .limit(1);
      if (!visible) throw notFound();
      const found = await findWeldTraceability(app.db, visible.id);
      if (!found) throw notFound();
      return found;
    },
  );
}

import { heatInput } from "@weldtrace/domain";
import { and, asc, eq } from "drizzle-orm";
import type { TExecutor } from "../db/client.js";
import {
  cutOuts,
  cycles,
  fillerMetals,
  flawLibraries,
  flawNdeMethods,
  flaws,
  flawTypes,
  passGroups,
  procedures,
  projects,
  welders,
  weldingProcesses,
  welds,
  workpieceEdges,
  workpieces,
} from "../db/schema/index.js";
import { DEMO_PROCEDURE_NAMES, DEMO_PROJECTS } from "./demo-procedures.js";
import { idOfNamed } from "./named-entry.js";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Usual flaw types of radiographic and ultrasonic testing (ISO 6520-1 names), with the measures each records. */
const FLAW_LIBRARY = {
  name: "Girth weld NDT (RT + UT)",
  methods: [
    {
      name: "RT",
      description: "Radiographic testing (ISO 17636-1), film or digital",
      types: [
        { name: "Porosity", acronym: "Aa", with: ["start_position", "diameter", "quantity"] },
        { name: "Slag inclusion", acronym: "Ba", with: ["start_position", "end_position", "length", "width"] },
        { name: "Lack of fusion", acronym: "LOF", with: ["start_position", "end_position", "length"] },
        { name: "Incomplete root penetration", acronym: "IP", with: ["start_position", "end_position", "length"] },
        { name: "Crack", acronym: "E", with: ["start_position", "end_position", "length"] },
      ],
    },
    {
      name: "UT",
      description: "Automated ultrasonic testing (phased array / TOFD, ISO 13588)",
      types: [
        { name: "Lack of side-wall fusion", acronym: "LOSWF", with: ["start_position", "end_position", "length", "depth", "height"] },
        { name: "Root crack", acronym: "RC", with: ["start_position", "end_position", "length", "depth", "height"] },
        { name: "Volumetric indication", acronym: "VOL", with: ["start_position", "length", "depth"] },
      ],
    },
  ],
} as const;

type TMeasure = (typeof FLAW_LIBRARY.methods)[number]["types"][number]["with"][number];

/** Arc values of a pass, inside the demo procedure's ranges (root STT, hot pass, FCAW fill and cap). */
const PASS_VALUES: Record<string, { mean_u: number; mean_i: number; travel_speed: number; wire_feed_speed: number; minutes: number }> = {
  Root: { mean_u: 19.4, mean_i: 196, travel_speed: 29.5, wire_feed_speed: 4.6, minutes: 9 },
  "Hot pass": { mean_u: 22.1, mean_i: 221, travel_speed: 48, wire_feed_speed: 7.8, minutes: 6 },
  Fill: { mean_u: 25.8, mean_i: 232, travel_speed: 24.5, wire_feed_speed: 9.2, minutes: 14 },
  Cap: { mean_u: 24.6, mean_i: 214, travel_speed: 22, wire_feed_speed: 8.4, minutes: 12 },
};

/**
 * Demo welds on the North Sea export line, over the last week: completed and scanned girth welds between the tagged
 * pipes, one still in progress, a rejected weld repaired by a repair weld, a weld cut out after a crack, with their
 * cycles (one a pass, welders and wire of the demo staff, arc values inside the procedure's ranges) and the flaws
 * of an RT + UT flaw library the client can use at once. Times are relative to `now`, so the dashboard's "last 7
 * days" shows them on every fresh start.
 */
export async function seedDemoWelds(tx: TExecutor, clientId: string, now = new Date()): Promise<void> {
  const project = await idOfNamed(tx, clientId, projects, DEMO_PROJECTS.pipeline);
  const [procedure] = await tx
    .select({ id: procedures.id })
    .from(procedures)
    .where(and(eq(procedures.client_id, clientId), eq(procedures.name, DEMO_PROCEDURE_NAMES.pipeline)))
    .limit(1);
  if (!project || !procedure) return;

  const passes = await tx
    .select({ id: passGroups.id, name: passGroups.name, process: passGroups.process, k_factor: passGroups.k_factor })
    .from(passGroups)
    .where(eq(passGroups.procedure, procedure.id))
    .orderBy(asc(passGroups.index));
  const processNames = new Map(
    (
      await tx
        .select({ id: weldingProcesses.id, name: weldingProcesses.name })
        .from(weldingProcesses)
        .where(eq(weldingProcesses.client_id, clientId))
    ).map((row) => [row.id, row.name]),
  );
  const edges = await tx
    .select({ id: workpieceEdges.id, workpiece: workpieces.name, edge: workpieceEdges.name })
    .from(workpieceEdges)
    .innerJoin(workpieces, eq(workpieces.id, workpieceEdges.workpiece))
    .where(and(eq(workpieces.client_id, clientId), eq(workpieces.project, project)))
    .orderBy(asc(workpieces.name), asc(workpieceEdges.name), asc(workpieceEdges.id));
  const edge = (workpiece: string, name: string) => edges.find((row) => row.workpiece === workpiece && row.edge === name)?.id ?? null;
  const staff = await tx
    .select({ id: welders.id, welder_id: welders.welder_id })
    .from(welders)
    .where(and(eq(welders.client_id, clientId), eq(welders.deleted, false)))
    .orderBy(asc(welders.welder_id));
  const welder = (welderId: string) => staff.find((row) => row.welder_id === welderId)?.id ?? null;
  const wires = await tx
    .select({ id: fillerMetals.id, name: fillerMetals.name })
    .from(fillerMetals)
    .where(eq(fillerMetals.client_id, clientId))
    .orderBy(asc(fillerMetals.name));

  const library = await seedFlawLibrary(tx, clientId, project);

  // The cut pieces of NS-P-0005 are named by the cut; the first piece's edges come first in creation order.
  const tieInEdge = edges.find((row) => row.workpiece.startsWith("NS-P-0005") && row.workpiece !== "NS-P-0005")?.id ?? null;
  const plan = [
    { name: "NS-W-0001", from: ["NS-P-0001", "B"], to: ["NS-P-0002", "A"], daysAgo: 6, completed: true, scanned: true },
    { name: "NS-W-0002", from: ["NS-P-0002", "B"], to: ["NS-P-0003", "A"], daysAgo: 5, completed: true, scanned: true },
    { name: "NS-W-0003", from: ["NS-P-0003", "B"], to: ["NS-P-0004", "A"], daysAgo: 4, completed: true, scanned: true },
    { name: "NS-W-0004", from: ["NS-P-0004", "B"], to: null, daysAgo: 2, completed: true, scanned: false },
    { name: "NS-W-0005", from: ["NS-P-0001", "A"], to: null, daysAgo: 0, completed: false, scanned: false },
  ] as const;
  const weldRows = await tx
    .insert(welds)
    .values(
      plan.map((row) => {
        const started = new Date(now.getTime() - row.daysAgo * DAY_MS - 6 * HOUR_MS);
        return {
          client_id: clientId,
          project,
          procedure: procedure.id,
          name: row.name,
          workpiece_edge_1: edge(row.from[0], row.from[1]),
          workpiece_edge_2: row.to ? edge(row.to[0], row.to[1]) : row.name === "NS-W-0004" ? tieInEdge : null,
          started_at: started,
          ended_at: row.completed ? new Date(started.getTime() + 2 * HOUR_MS) : null,
          completed: row.completed,
          scanned: row.scanned,
          created_at: started,
          updated_at: started,
        };
      }),
    )
    .returning();
  const weldNamed = (name: string) => weldRows.find((row) => row.name === name);

  // NS-W-0002 is rejected on RT (lack of fusion) and repaired by NS-W-0002-R1 the next day, at the same joint.
  const rejected = weldNamed("NS-W-0002");
  const [repair] = rejected
    ? await tx
        .insert(welds)
        .values({
          client_id: clientId,
          project,
          procedure: procedure.id,
          name: "NS-W-0002-R1",
          internal_name: "Repair of NS-W-0002",
          workpiece_edge_1: rejected.workpiece_edge_1,
          workpiece_edge_2: rejected.workpiece_edge_2,
          started_at: new Date(now.getTime() - 4 * DAY_MS - 2 * HOUR_MS),
          ended_at: new Date(now.getTime() - 4 * DAY_MS - HOUR_MS),
          completed: true,
          scanned: true,
          created_at: new Date(now.getTime() - 4 * DAY_MS - 2 * HOUR_MS),
        })
        .returning()
    : [];

  // Cycles: one per pass, the root and hot pass by the GMAW welder, fill and cap by the FCAW welders. NS-W-002, whose
  // GMAW qualification is about to lapse, and the GTAW welder do not weld here: a weld would restart their continuity.
  const welderOfPass = (passName: string, weldIndex: number) => {
    if (passName === "Root" || passName === "Hot pass") return welder("NS-W-001");
    return welder(weldIndex % 2 === 0 ? "NS-W-004" : "NS-W-001");
  };
  const wireOfPass = (passName: string) => {
    const wanted = passName === "Root" || passName === "Hot pass" ? "AristoRod" : "";
    return (wanted ? wires.find((row) => row.name.includes(wanted)) : wires.find((row) => !row.name.includes("AristoRod")))?.id ?? null;
  };
  const cycleRows = [...weldRows, ...(repair ? [repair] : [])].flatMap((weld, weldIndex) => {
    if (!weld.started_at) return [];
    // The weld in progress has its root and hot pass only.
    const done = weld.completed ? passes : passes.slice(0, 2);
    let clock = weld.started_at.getTime();
    return done.flatMap((pass, passIndex) => {
      const values = PASS_VALUES[pass.name];
      if (!values) return [];
      // A little spread between welds, so the heat-input distribution is not one bar.
      const spread = 1 + ((weldIndex * 7 + passIndex * 3) % 5) / 100 - 0.02;
      const mean_i = Math.round(values.mean_i * spread);
      const started = new Date(clock);
      const ended = new Date(clock + values.minutes * 60_000);
      clock = ended.getTime() + 4 * 60_000;
      const k = pass.k_factor ?? 0.8;
      const processName = pass.process ? processNames.get(pass.process) : undefined;
      return [
        {
          client_id: clientId,
          weld: weld.id,
          project,
          procedure: procedure.id,
          acquisition_status: "done",
          started_at: started,
          ended_at: ended,
          created_at: started,
          updated_at: ended,
          start_position: 0,
          end_position: 360,
          wire_feed_speed: values.wire_feed_speed,
          travel_speed: values.travel_speed,
          with_torch_1: true,
          pass_group_torch_1: pass.id,
          welding_process_torch_1: pass.process,
          with_heat_input_torch_1: true,
          k_factor_torch_1: k,
          cycle_edge_torch_1: weld.workpiece_edge_1,
          filler_metal_torch_1: wireOfPass(pass.name),
          welder_torch_1: welderOfPass(pass.name, weldIndex),
          mean_u: values.mean_u,
          rms_u: values.mean_u * 1.01,
          mean_i,
          rms_i: mean_i * (processName === "GMAW" ? 1.08 : 1.02),
          mean_wfs: values.wire_feed_speed,
          mean_ts: values.travel_speed,
          arc_energy: heatInput(values.mean_u, mean_i, values.travel_speed, 1),
          heat_input: heatInput(values.mean_u, mean_i, values.travel_speed, k),
          comment: `${pass.name} pass`,
        },
      ];
    });
  });
  if (cycleRows.length > 0) await tx.insert(cycles).values(cycleRows);

  // NDE: W-0001 clean on RT with an accepted porosity, W-0002 rejected (repaired), W-0003 cracked and cut out.
  const type = (method: string, name: string) => library.types.find((row) => row.method === method && row.name === name);
  const flaw = (
    weldName: string,
    method: string,
    typeName: string,
    values: Omit<typeof flaws.$inferInsert, "client_id" | "weld" | "project" | "library" | "nde_method" | "type" | "status">,
  ) => {
    const weld = weldName === "NS-W-0002-R1" ? repair : weldNamed(weldName);
    const flawType = type(method, typeName);
    if (!weld || !flawType) return [];
    return [
      {
        client_id: clientId,
        weld: weld.id,
        project,
        library: library.id,
        nde_method: flawType.nde_method,
        type: flawType.id,
        status: "Active",
        ...values,
        created_at: new Date((weld.ended_at ?? now).getTime() + 3 * HOUR_MS),
      },
    ];
  };
  const flawRows = [
    ...flaw("NS-W-0001", "RT", "Porosity", { result: "Accepted", sanction: "Indication", start_position: 45, diameter: 1.2, quantity: 3 }),
    ...flaw("NS-W-0002", "RT", "Lack of fusion", {
      result: "Rejected",
      sanction: "Repair",
      repaired_by: repair?.id ?? null,
      start_position: 120,
      end_position: 168,
      length: 58,
      comment: "Lack of side-wall fusion, fill pass, 5 o'clock",
    }),
    ...flaw("NS-W-0003", "UT", "Root crack", {
      result: "Rejected",
      sanction: "Cut-Out",
      start_position: 200,
      end_position: 212,
      length: 14,
      depth: 13.1,
      height: 2.4,
    }),
    ...flaw("NS-W-0004", "UT", "Volumetric indication", {
      result: "Waiting for Interpretation",
      sanction: null,
      start_position: 300,
      length: 4,
      depth: 7,
    }),
  ];
  if (flawRows.length > 0) await tx.insert(flaws).values(flawRows);

  const cutWeld = weldNamed("NS-W-0003");
  if (cutWeld) {
    await tx.insert(cutOuts).values({ client_id: clientId, weld: cutWeld.id, project, created_at: new Date(now.getTime() - 3 * DAY_MS) });
    await tx.update(welds).set({ is_cut_out: true }).where(eq(welds.id, cutWeld.id));
  }
}

/** The flaw library of the demo: RT and UT with their usual types, each type's measures switched on. */
async function seedFlawLibrary(tx: TExecutor, clientId: string, project: string) {
  const [library] = await tx
    .insert(flawLibraries)
    .values({ client_id: clientId, name: FLAW_LIBRARY.name, projects: [project] })
    .returning({ id: flawLibraries.id });
  if (!library) throw new Error("demo flaw library not created");
  const types: { id: string; name: string; method: string; nde_method: string }[] = [];
  for (const method of FLAW_LIBRARY.methods) {
    const [row] = await tx
      .insert(flawNdeMethods)
      .values({ client_id: clientId, name: method.name, description: method.description, library: library.id })
      .returning({ id: flawNdeMethods.id });
    if (!row) continue;
    const created = await tx
      .insert(flawTypes)
      .values(
        method.types.map((flawType) => ({
          client_id: clientId,
          name: flawType.name,
          acronym: flawType.acronym,
          nde_method: row.id,
          ...Object.fromEntries(flawType.with.map((measure: TMeasure) => [`with_${measure}`, true])),
        })),
      )
      .returning({ id: flawTypes.id, name: flawTypes.name });
    types.push(...created.map((created) => ({ ...created, method: method.name, nde_method: row.id })));
  }
  return { id: library.id, types };
}

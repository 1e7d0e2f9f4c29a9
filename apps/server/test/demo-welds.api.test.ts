// PostgreSQL too: the demo seed on a server, where its edge stream is processed by the job queue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoToken, seedDemo, startTestServer, type TTestServer } from "./helpers.js";

let server: TTestServer;
let token: string;
const get = async (path: string) => {
  const answer = await server.request("GET", path, { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server);
  token = await demoToken(server, "engineer");
});
afterAll(() => server?.close());

describe("demo welds", () => {
  it("gives the North Sea line six welds joining its pipes: four completed, one in progress, a repair of NS-W-0002 and NS-W-0003 cut out", async () => {
    const list = (await get("/api/welds/?ordering=name&page_size=100")).results as Record<string, unknown>[];
    expect(list.map((row) => row.name)).toEqual(["NS-W-0001", "NS-W-0002", "NS-W-0002-R1", "NS-W-0003", "NS-W-0004", "NS-W-0005"]);
    const byName = (name: string) => list.find((row) => row.name === name) as Record<string, unknown>;
    expect(list.filter((row) => row.completed).length).toBe(5);
    expect(byName("NS-W-0005")).toMatchObject({ completed: false, scanned: false, is_cut_out: false });
    expect(byName("NS-W-0003")).toMatchObject({ is_cut_out: true });
    // Every weld joins two different edges, except the one in progress whose second pipe is not fitted yet.
    for (const weld of list.filter((row) => row.name !== "NS-W-0005")) {
      expect(weld.workpiece_edge_1).toBeTruthy();
      expect(weld.workpiece_edge_2).toBeTruthy();
      expect(weld.workpiece_edge_1).not.toBe(weld.workpiece_edge_2);
    }
    // The repair is recorded on the rejected flaw of the weld it repairs.
    const flaws = (await get(`/api/flaws/?weld=${byName("NS-W-0002").id}`)).results as Record<string, unknown>[];
    expect(flaws).toHaveLength(1);
    expect(flaws[0]).toMatchObject({ result: "Rejected", sanction: "Repair", repaired_by: byName("NS-W-0002-R1").id });
  });

  it("gives each completed weld one cycle per pass (root, hot pass, fill, cap) with a welder, a wire and a heat input inside the procedure's range", async () => {
    const welds = (await get("/api/welds/?ordering=name&page_size=100")).results as { id: string; name: string; completed: boolean }[];
    const first = welds.find((row) => row.name === "NS-W-0001");
    const cycles = (await get(`/api/cycles/?weld=${first?.id}&page_size=100`)).results as Record<string, number | string | null>[];
    expect(cycles).toHaveLength(4);
    for (const cycle of cycles) {
      expect(cycle.welder_torch_1).toBeTruthy();
      expect(cycle.filler_metal_torch_1).toBeTruthy();
      expect(cycle.pass_group_torch_1).toBeTruthy();
      // kJ/mm: k × U × I × 60 / (v × 10) / 1000 — from 0.45 (the fast hot pass) to 1.6 for these passes.
      expect(cycle.heat_input).toBeGreaterThan(0.45);
      expect(cycle.heat_input).toBeLessThan(1.6);
    }
    const inProgress = welds.find((row) => row.name === "NS-W-0005");
    expect((await get(`/api/cycles/?weld=${inProgress?.id}`)).count).toBe(2);
  });

  it("gives the project page real figures: 6 welds, 1 repair, 1 cut-out, 2 rejected of 5 examined (4 scanned, 1 with a flaw)", async () => {
    const projects = (await get("/api/projects/?search=North%20Sea")).results as { id: string }[];
    const statistics = await get(`/api/projects/${projects[0]?.id}/weld-statistics/`);
    expect(statistics).toMatchObject({ welds: 6, completed: 5, repairs: 1, cut_outs: 1 });
    expect(statistics.reject_rate).toMatchObject({ numerator: 2, denominator: 5 });
    expect(statistics.downtime.pauses).toBeGreaterThan(0);
  });

  it("counts the project cards in SQL exactly as the domain's rules count the project's rows (rates per procedure and welder, pauses)", async () => {
    const { projectWeldStatistics } = await import("@weldtrace/domain");
    const { cycles, flaws, welds } = await import("../src/db/schema/index.js");
    const { eq } = await import("drizzle-orm");
    const project = ((await get("/api/projects/?search=North%20Sea")).results as { id: string }[])[0]?.id as string;
    const [weldRows, flawRows, cycleRows] = await Promise.all([
      server.db.select().from(welds).where(eq(welds.project, project)),
      server.db.select().from(flaws).where(eq(flaws.project, project)),
      server.db.select().from(cycles).where(eq(cycles.project, project)),
    ]);
    const repairOf = new Map(flawRows.flatMap((flaw) => (flaw.repaired_by ? [[flaw.repaired_by, flaw.weld] as const] : [])));
    const byRules = projectWeldStatistics(
      weldRows.map((weld) => ({ ...weld, repairs_weld: repairOf.get(weld.id) ?? null })),
      flawRows.map((flaw) => ({ weld: flaw.weld, status: flaw.status as "Active", result: flaw.result, sanction: flaw.sanction })),
      cycleRows.map((cycle) => ({
        weld: cycle.weld,
        welders: [cycle.welder_torch_1, cycle.welder_torch_2].filter((id): id is string => Boolean(id)),
        started_at: cycle.started_at,
        ended_at: cycle.ended_at,
      })),
    );
    const bySql = await get(`/api/projects/${project}/weld-statistics/`);
    expect(bySql).toEqual({
      ...byRules,
      welder_names: expect.any(Object),
      downtime: { ...byRules.downtime, total: expect.closeTo(byRules.downtime.total, 3) },
    });
    expect(Object.keys(bySql.repair_rate_by_welder).length).toBeGreaterThan(1);
  });

  it("gives the client an RT + UT flaw library for the North Sea line, each flaw type with its measures switched on", async () => {
    const libraries = (await get("/api/flaw-libraries/")).results as { id: string; name: string; projects: string[] }[];
    expect(libraries.map((row) => row.name)).toEqual(["Girth weld NDT (RT + UT)"]);
    const methods = (await get("/api/flaw-nde-methods/?ordering=name")).results as { name: string }[];
    expect(methods.map((row) => row.name)).toEqual(["RT", "UT"]);
    const types = (await get("/api/flaw-types/?page_size=100")).results as Record<string, unknown>[];
    expect(types).toHaveLength(8);
    expect(types.find((row) => row.name === "Root crack")).toMatchObject({
      with_length: true,
      with_depth: true,
      with_height: true,
      with_quantity: false,
    });
  });
});

describe("demo inspections", () => {
  it("give NS-W-0001 a fit-up inspection with one rejected root gap (and its alert) and an accepted interpass inspection", async () => {
    const [weld] = (await get("/api/welds/?search=NS-W-0001")).results as Record<string, unknown>[];
    const fitUps = (await get(`/api/fitup-inspections/?weld=${weld?.id}`)).results as Record<string, unknown>[];
    expect(fitUps).toHaveLength(1);
    const fitUp = fitUps[0] as { id: string; sequence: string };
    const measurements = (await get(`/api/fitup-inspection-measurements/?inspection=${fitUp.id}`)).results as Record<string, unknown>[];
    expect(measurements).toHaveLength(8);
    const rejected = measurements.filter((row) => row.verdict === "reject");
    expect(rejected).toMatchObject([{ type: "root_gap", position: "270", measure: 3.4, limits: { min: 2, max: 3, unit: "mm" } }]);
    const alerts = (await get("/api/alerts/")).results as Record<string, unknown>[];
    expect(alerts.filter((row) => row.source_id === rejected[0]?.id)).toHaveLength(1);
    const temperatures = (await get(`/api/temperature-control-inspections/?weld=${weld?.id}`)).results as { id: string }[];
    expect(temperatures).toHaveLength(1);
    const readings = (await get(`/api/temperature-control-inspection-measurements/?inspection=${temperatures[0]?.id}`)).results as Record<
      string,
      unknown
    >[];
    expect(readings.map((row) => row.verdict)).toEqual(["accept", "accept", "accept", "accept"]);
    const sequence = await get(`/api/fitup-inspection-sequences/${fitUp.sequence}/`);
    expect(sequence).toMatchObject({ positions: "0;90;180;270", with_root_gap: true });
  });
});

describe("a weld's traceability (GET /api/welds/{id}/traceability/)", () => {
  const weldNamed = async (name: string) =>
    ((await get(`/api/welds/?search=${name}&page_size=10`)).results as { id: string; name: string }[]).find((row) => row.name === name);

  it("names NS-W-0004's edges, their pipes (one cut from NS-P-0005) and heat H-24817 with its certificate", async () => {
    const weld = await weldNamed("NS-W-0004");
    const trace = await get(`/api/welds/${weld?.id}/traceability/`);
    expect(trace.weld.name).toBe("NS-W-0004");
    expect(trace.project.name).toBe("North Sea export line");
    expect(trace.edges.map((edge: { workpiece: { name: string }; name: string }) => `${edge.workpiece.name}/${edge.name}`)).toEqual([
      "NS-P-0004/B",
      "NS-P-0005-1/A",
    ]);
    expect(trace.edges[1].cut_from.name).toBe("NS-P-0005");
    for (const edge of trace.edges) {
      expect(edge.heat.heat_no).toBe("H-24817");
      expect(edge.heat.certificates[0].name).toContain("3.1 certificate");
    }
  });

  it("gives each cycle its pass group, welder with their qualification for the process on that day, and wire with its heat", async () => {
    const weld = await weldNamed("NS-W-0001");
    const trace = await get(`/api/welds/${weld?.id}/traceability/`);
    expect(trace.cycles.map((cycle: { pass_group: string }) => cycle.pass_group)).toEqual(["Root", "Hot pass", "Fill", "Cap"]);
    const root = trace.cycles[0].torches[0];
    expect(root).toMatchObject({ torch: 1, process: "GMAW", welder: { welder_id: "NS-W-001", name: "Lars Eriksen" } });
    // Lars passed GMAW two months ago: valid on the day of the root pass.
    expect(root.qualification.state).toBe("valid");
    expect(root.filler_metal.name).toBe("OK AristoRod 12.50");
    expect(root.filler_metal.heats.map((heat: { heat_no: string }) => heat.heat_no)).toEqual(["FM-55210"]);
    // Julien Moreau welds the fill with FCAW, which he holds; every torch has a standing, none is "not qualified".
    for (const cycle of trace.cycles) for (const torch of cycle.torches) expect(torch.qualification).not.toBeNull();
  });

  it("lists NS-W-0001's fit-up (1 of 8 measurements rejected) and interpass (4 accepted) with each gauge valid on its day", async () => {
    const weld = await weldNamed("NS-W-0001");
    const trace = await get(`/api/welds/${weld?.id}/traceability/`);
    const summary = trace.inspections.map((inspection: { kind: string; measurements: number; rejected: number; verdict: string }) => ({
      kind: inspection.kind,
      measurements: inspection.measurements,
      rejected: inspection.rejected,
      verdict: inspection.verdict,
    }));
    expect(summary).toEqual([
      { kind: "fit_up", measurements: 8, rejected: 1, verdict: "reject" },
      { kind: "temperature_control", measurements: 4, rejected: 0, verdict: "accept" },
    ]);
    expect(trace.inspections[0].instruments).toEqual([
      expect.objectContaining({ name: "Hi-lo welding gauge", serial_number: "HILO-2291", calibration: "valid" }),
    ]);
    expect(trace.inspections[1].instruments.map((instrument: { serial_number: string }) => instrument.serial_number)).toEqual([
      "TC1-88410",
    ]);
    // A weld nobody inspected has an empty list, not a missing one.
    const other = await get(`/api/welds/${(await weldNamed("NS-W-0004"))?.id}/traceability/`);
    expect(other.inspections).toEqual([]);
  });

  it("shows the repair chain both ways and the cut-out", async () => {
    const rejected = await get(`/api/welds/${(await weldNamed("NS-W-0002"))?.id}/traceability/`);
    expect(rejected.flaws).toHaveLength(1);
    expect(rejected.flaws[0]).toMatchObject({
      type: "Lack of fusion (LOF)",
      nde_method: "RT",
      result: "Rejected",
      repaired_by: { name: "NS-W-0002-R1" },
    });
    const repair = await get(`/api/welds/${(await weldNamed("NS-W-0002-R1"))?.id}/traceability/`);
    expect(repair.repairs_weld.name).toBe("NS-W-0002");
    const cut = await get(`/api/welds/${(await weldNamed("NS-W-0003"))?.id}/traceability/`);
    expect(cut.cut_out).not.toBeNull();
    expect(cut.weld.is_cut_out).toBe(true);
  });

  it("answers 401 without a token, 404 to another client's user and for a malformed or unknown id", async () => {
    const weld = await weldNamed("NS-W-0001");
    expect((await server.request("GET", `/api/welds/${weld?.id}/traceability/`)).status).toBe(401);
    const { seedClient } = await import("./helpers.js");
    const outsider = await seedClient(server, "Trace Outsider");
    expect((await server.request("GET", `/api/welds/${weld?.id}/traceability/`, { token: outsider.users.Admin.token })).status).toBe(404);
    expect((await server.request("GET", "/api/welds/not-an-id/traceability/", { token })).status).toBe(404);
    expect((await server.request("GET", "/api/welds/0190a6a8-0000-7000-8000-00000000dead/traceability/", { token })).status).toBe(404);
  });
});

describe("where a workpiece, heat, welder, filler metal or instrument went (GET /api/welds/where-used/)", () => {
  const idOf = async (path: string, field: string, value: string) =>
    ((await get(`/api/${path}/?page_size=100`)).results as Record<string, string>[]).find((row) => row[field] === value)?.id;
  const names = async (query: string) =>
    ((await get(`/api/welds/where-used/?${query}`)).results as { name: string }[]).map((row) => row.name).sort();

  it("a pipe: the welds on its edges and on the edges of the pieces cut from it (NS-P-0005 → NS-W-0004 through NS-P-0005-1)", async () => {
    expect(await names(`workpiece=${await idOf("workpieces", "name", "NS-P-0003")}`)).toEqual(["NS-W-0002", "NS-W-0002-R1", "NS-W-0003"]);
    expect(await names(`workpiece=${await idOf("workpieces", "name", "NS-P-0005")}`)).toEqual(["NS-W-0004"]);
    expect(await names(`workpiece=${await idOf("workpieces", "name", "NS-PL-0001")}`)).toEqual([]);
  });

  it("a heat: every weld of its pipes; the wire's heat: every weld whose cycles used that wire", async () => {
    const pipeHeat = await idOf("workpiece-heats", "heat_no", "H-24817");
    expect(await names(`heat=${pipeHeat}`)).toHaveLength(6);
    const wireHeat = await idOf("filler-metal-heats", "heat_no", "FM-55210");
    expect(await names(`heat=${wireHeat}`)).toHaveLength(6);
  });

  it("a welder and a filler metal: the welds of the cycles they are on", async () => {
    const julien = ((await get("/api/welders/?search=Moreau")).results as { id: string }[])[0]?.id;
    expect(await names(`welder=${julien}`)).toEqual(["NS-W-0001", "NS-W-0003"]);
    const wire = await idOf("filler-metals", "name", "OK AristoRod 12.50");
    expect(await names(`filler_metal=${wire}`)).toHaveLength(6);
  });

  it("an instrument: the welds whose inspections hold a measurement it took (the hi-lo gauge and the thermometer → NS-W-0001)", async () => {
    expect(await names(`measuring_instrument=${await idOf("measuring-instruments", "serial_number", "HILO-2291")}`)).toEqual(["NS-W-0001"]);
    expect(await names(`measuring_instrument=${await idOf("measuring-instruments", "serial_number", "TC1-88410")}`)).toEqual(["NS-W-0001"]);
    // An instrument that never measured anything went into no weld.
    const unused = (await get("/api/measuring-instruments/?page_size=100")).results as { id: string; serial_number: string }[];
    const idle = unused.find((row) => !["HILO-2291", "TC1-88410"].includes(row.serial_number));
    expect(await names(`measuring_instrument=${idle?.id}`)).toEqual([]);
  });

  it("answers 401 without a token, 404 for another client's record, 400 unless exactly one record is named", async () => {
    const gauge = await idOf("measuring-instruments", "serial_number", "HILO-2291");
    const { seedClient: seedOther } = await import("./helpers.js");
    const stranger = await seedOther(server, "Where Instrument Outsider");
    expect(
      (await server.request("GET", `/api/welds/where-used/?measuring_instrument=${gauge}`, { token: stranger.users.Admin.token })).status,
    ).toBe(404);
    expect((await server.request("GET", "/api/welds/where-used/?measuring_instrument=abc", { token })).status).toBe(400);
    const pipe = await idOf("workpieces", "name", "NS-P-0001");
    expect((await server.request("GET", `/api/welds/where-used/?workpiece=${pipe}`)).status).toBe(401);
    const { seedClient } = await import("./helpers.js");
    const outsider = await seedClient(server, "Where Outsider");
    expect((await server.request("GET", `/api/welds/where-used/?workpiece=${pipe}`, { token: outsider.users.Viewer.token })).status).toBe(
      404,
    );
    expect((await server.request("GET", "/api/welds/where-used/", { token })).status).toBe(400);
    expect((await server.request("GET", `/api/welds/where-used/?workpiece=${pipe}&welder=${pipe}`, { token })).status).toBe(400);
    expect((await server.request("GET", "/api/welds/where-used/?workpiece=abc", { token })).status).toBe(400);
  });
});

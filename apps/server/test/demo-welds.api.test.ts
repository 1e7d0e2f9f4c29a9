import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TTestServer } from "./helpers.js";

let server: TTestServer;
let token: string;
const get = async (path: string) => {
  const answer = await server.request("GET", path, { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  server = await startTestServer();
  const { seed } = await import("../src/seed/seed.js");
  const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof seed>[2];
  await seed(server.db, { adminEmail: "root@platform.test", adminPassword: "root-password-1", demoData: true }, silent);
  const login = await server.request("POST", "/api/api-token-auth/", {
    body: { email: "engineer@demo.example", password: "demo-weld-2026" },
  });
  token = login.body.token as string;
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

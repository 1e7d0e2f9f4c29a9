import { addDays, addMonths } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoToken, fieldsOf, seedClient, seedDemo, startTestServer, type TTestServer } from "./helpers.js";

let server: TTestServer;
let token: string;
const get = async (path: string) => {
  const answer = await server.request("GET", path, { token });
  expect(answer.status).toBe(200);
  return answer.body;
};
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server);
  token = await demoToken(server, "engineer");
});
afterAll(() => server?.close());

describe("each welder's qualification for a process on a cycle's day (GET /api/cycles/welder-standing/)", () => {
  const idOf = async (path: string, field: string, value: string) =>
    ((await get(`/api/${path}/?page_size=100`)).results as Record<string, string>[]).find((row) => row[field] === value)?.id;
  const standing = async (process: string, day: string) => {
    const welders = (await get("/api/welders/?page_size=100")).results as Record<string, string>[];
    const answer = (await get(`/api/cycles/welder-standing/?process=${process}&day=${day}`)).results as {
      welder: string;
      qualification: { state: string; until: string } | null;
    }[];
    return Object.fromEntries(
      answer.map((row) => [welders.find((welder) => welder.id === row.welder)?.welder_id, row.qualification?.state ?? null]),
    );
  };

  it("today with GMAW: Lars valid, Siobhan about to lapse (tested 6 months less 20 days ago, no weld since), Piotr and Julien not qualified", async () => {
    const gmaw = (await idOf("welding-processes", "name", "GMAW")) as string;
    expect(await standing(gmaw, today)).toEqual({ "NS-W-001": "valid", "NS-W-002": "expiring", "NS-W-003": null, "NS-W-004": null });
  });

  it("on another day the same qualifications judge otherwise: Siobhan lapsed a month on, Lars not yet tested three months back", async () => {
    const gmaw = (await idOf("welding-processes", "name", "GMAW")) as string;
    expect((await standing(gmaw, addDays(today, 30)))["NS-W-002"]).toBe("lapsed");
    expect((await standing(gmaw, addMonths(today, -3)))["NS-W-001"]).toBe("future");
    const fcaw = (await idOf("welding-processes", "name", "FCAW")) as string;
    expect(await standing(fcaw, today)).toMatchObject({ "NS-W-001": "valid", "NS-W-004": "valid", "NS-W-002": null });
  });

  it("leaves deleted welders out (Hans Becker)", async () => {
    const gmaw = (await idOf("welding-processes", "name", "GMAW")) as string;
    expect(Object.keys(await standing(gmaw, today))).toHaveLength(4);
  });

  it("answers 401 without a token, 403 to an edge server, 404 for another client's process, 400 naming a bad day or process", async () => {
    const gmaw = (await idOf("welding-processes", "name", "GMAW")) as string;
    const path = `/api/cycles/welder-standing/?process=${gmaw}&day=${today}`;
    expect((await server.request("GET", path)).status).toBe(401);
    const outsider = await seedClient(server, "Standing Outsider");
    expect((await server.request("GET", path, { token: outsider.users["Edge server"].token })).status).toBe(403);
    expect((await server.request("GET", path, { token: outsider.users.Inspector.token })).status).toBe(404);
    const badDay = await server.request("GET", `/api/cycles/welder-standing/?process=${gmaw}&day=2026-13-40`, { token });
    expect(badDay.status).toBe(400);
    expect(Object.keys(fieldsOf(badDay.body))).toEqual(["day"]);
    const badProcess = await server.request("GET", `/api/cycles/welder-standing/?process=abc&day=${today}`, { token });
    expect(badProcess.status).toBe(400);
    expect(Object.keys(fieldsOf(badProcess.body))).toEqual(["process"]);
  });
});

describe("the edges a weld may join (GET /api/welds/edge-choices/)", () => {
  type TChoice = {
    id: string;
    name: string;
    workpiece: { id: string; name: string };
    heat_no: string | null;
    project: string | null;
    used_by: { name: string } | null;
  };
  const northSea = async () => ((await get("/api/projects/?search=North")).results as { id: string }[])[0]?.id as string;
  const choices = async (query: string) => (await get(`/api/welds/edge-choices/?${query}`)) as { results: TChoice[]; truncated: boolean };
  const label = (edge: TChoice) => `${edge.workpiece.name}/${edge.name}`;

  it("lists the project's free edges first, then its edges a weld already joins, each naming that weld", async () => {
    const project = await northSea();
    const { results } = await choices(`project=${project}`);
    const used = results.map((edge) => edge.used_by !== null);
    const firstUsed = used.indexOf(true);
    expect(firstUsed).toBeGreaterThan(0);
    expect(used.slice(0, firstUsed).every((flag) => !flag)).toBe(true);
    for (const edge of results.slice(0, firstUsed)) expect(edge.project).toBe(project);
    // NS-W-0004 joins NS-P-0004/B and NS-P-0005-1/A (the traceability test's weld).
    expect(results.find((edge) => label(edge) === "NS-P-0004/B")?.used_by?.name).toBe("NS-W-0004");
  });

  it("does not count the weld being edited as using its own edges", async () => {
    const project = await northSea();
    const weld = ((await get("/api/welds/?search=NS-W-0005")).results as { id: string; workpiece_edge_1: string }[])[0];
    const before = (await choices(`project=${project}`)).results.find((edge) => edge.id === weld?.workpiece_edge_1);
    expect(before?.used_by?.name).toBe("NS-W-0005");
    const editing = (await choices(`project=${project}&weld=${weld?.id}`)).results.find((edge) => edge.id === weld?.workpiece_edge_1);
    expect(editing?.used_by).toBeNull();
  });

  it("puts the edited weld's own edges first, so its pickers read them by name", async () => {
    const project = await northSea();
    const weld = ((await get("/api/welds/?search=NS-W-0004")).results as { id: string }[])[0];
    const { results } = await choices(`project=${project}&weld=${weld?.id}`);
    expect(results.slice(0, 2).map(label)).toEqual(["NS-P-0004/B", "NS-P-0005-1/A"]);
  });

  it("searches by pipe number, heat number and a scanned workpiece or edge label", async () => {
    const project = await northSea();
    const byPipe = (await choices(`project=${project}&search=NS-P-0004`)).results;
    expect(byPipe.map(label).sort()).toEqual(["NS-P-0004/A", "NS-P-0004/B"]);
    const byHeat = (await choices(`project=${project}&search=h-24817`)).results;
    expect(byHeat.length).toBeGreaterThan(2);
    for (const edge of byHeat) expect(edge.heat_no).toBe("H-24817");
    // A piece cut from NS-P-0005 inherits its heat.
    expect(byHeat.some((edge) => edge.workpiece.name === "NS-P-0005-1")).toBe(true);
    const pipe = byPipe[0] as TChoice;
    expect((await choices(`project=${project}&search=V01T15I${pipe.workpiece.id}`)).results.map(label).sort()).toEqual([
      "NS-P-0004/A",
      "NS-P-0004/B",
    ]);
    const edgeRow = (await get(`/api/workpiece-edges/${pipe.id}/`)) as { uuid: string };
    expect((await choices(`project=${project}&search=V01T16I${edgeRow.uuid}`)).results.map(label)).toEqual([label(pipe)]);
    expect((await choices(`project=${project}&search=no-such-pipe`)).results).toEqual([]);
  });

  it("answers 401 without a token, 403 to an edge server, 404 for another client's project, 400 naming a bad project", async () => {
    const path = `/api/welds/edge-choices/?project=${await northSea()}`;
    expect((await server.request("GET", path)).status).toBe(401);
    const outsider = await seedClient(server, "Edges Outsider");
    expect((await server.request("GET", path, { token: outsider.users["Edge server"].token })).status).toBe(403);
    expect((await server.request("GET", path, { token: outsider.users.Engineer.token })).status).toBe(404);
    const bad = await server.request("GET", "/api/welds/edge-choices/?project=nope", { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad.body))).toEqual(["project"]);
  });
});

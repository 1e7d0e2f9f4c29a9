import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoToken, seedClient, seedDemo, startTestServer, type TTestServer } from "./helpers.js";

let server: TTestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server);
  token = await demoToken(server, "engineer");
});
afterAll(() => server?.close());

type TChoice = { id: string; name: string; workpiece: { name: string }; heat_no: string | null };
const weldNamed = async (name: string) => {
  const answer = await server.request("GET", `/api/welds/?search=${name}`, { token });
  return (answer.body.results as Record<string, string>[]).find((row) => row.name === name) as Record<string, string>;
};

describe("the edges an inspection of a weld may name (GET /api/inspections/edge-choices/?weld=)", () => {
  it("answers the weld's two edges only, in the weld's order, each with its workpiece and heat", async () => {
    const weld = await weldNamed("NS-W-0002");
    const answer = await server.request("GET", `/api/inspections/edge-choices/?weld=${weld.id}`, { token });
    expect(answer.status).toBe(200);
    const results = answer.body.results as TChoice[];
    expect(results.map((edge) => edge.id)).toEqual([weld.workpiece_edge_1, weld.workpiece_edge_2]);
    for (const edge of results) {
      expect(edge.workpiece.name).not.toBe("");
      expect(edge.heat_no).not.toBeNull();
    }
  });

  it("answers 404 for another client's weld, 401 without a token, 400 naming the weld when it is no id", async () => {
    const weld = await weldNamed("NS-W-0002");
    const path = `/api/inspections/edge-choices/?weld=${weld.id}`;
    expect((await server.request("GET", path)).status).toBe(401);
    const outsider = await seedClient(server, "Edge Choices Outsider");
    expect((await server.request("GET", path, { token: outsider.users.Inspector.token })).status).toBe(404);
    const bad = await server.request("GET", "/api/inspections/edge-choices/?weld=abc", { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toContain("weld");
  });

  it("an inspection naming an edge of another weld is refused on that field with the edge_not_of_weld code", async () => {
    const weld = await weldNamed("NS-W-0002");
    const other = await weldNamed("NS-W-0003");
    const procedure = await server.request("GET", `/api/procedures/${weld.procedure}/`, { token });
    const [timeLapse] = procedure.body.time_lapse as { id: string }[];
    const answer = await server.request("POST", "/api/time-lapse-inspections/", {
      token,
      body: { procedure: weld.procedure, weld: weld.id, time_lapse: timeLapse?.id, workpiece_edge_1: other.workpiece_edge_1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.codes.workpiece_edge_1[0]).toMatchObject({ code: "edge_not_of_weld" });
  });
});

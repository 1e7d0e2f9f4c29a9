import { METRIC_UNIT_SYSTEM, UOM_MESSAGES } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Units Alpha");
  beta = await seedClient(server, "Units Beta");
});
afterAll(() => server.close());

const IMPERIAL = {
  ...METRIC_UNIT_SYSTEM,
  name: "Imperial",
  temperature: "°F",
  travel_speed: "in/min",
  wire_feed_speed: "in/min",
  heat_input: "kJ/in",
  dimension: "in",
};

const uomList = async (token: string, query = "") => (await server.request("GET", `/api/uoms/?page_size=50${query}`, { token })).body;

describe("units of measure", () => {
  it("every client starts with Full metric system as its default, in metric units", async () => {
    const list = await uomList(alpha.users.Viewer.token);
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({
      name: "Full metric system",
      is_default: true,
      temperature: "°C",
      dimension: "mm",
      heat_input: "kJ/mm",
    });
    const client = await server.request("GET", `/api/clients/${alpha.id}/`, { token: alpha.users.Admin.token });
    expect(client.body.default_uom).toBe(list.results[0].id);
  });

  it("requires a name and every unit, and only the allowed choices", async () => {
    const token = alpha.users.Engineer.token;
    const empty = await server.request("POST", "/api/uoms/", { token, body: { name: "" } });
    expect(empty.status).toBe(400);
    expect(empty.body.name).toEqual(["Required"]);
    expect(empty.body.temperature).toEqual(["Required"]);
    expect(empty.body.workpiece_outer_diameter).toEqual(["Required"]);
    const wrong = await server.request("POST", "/api/uoms/", {
      token,
      body: { ...IMPERIAL, travel_speed: "m/min", temperature: "Rankine" },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(fieldsOf(wrong.body)).sort()).toEqual(["temperature", "travel_speed"]);
    expect((await uomList(token)).count).toBe(1);
  });

  it("moves the default flag: one default per client, never none, never deleted", async () => {
    const token = alpha.users.Manager.token;
    const metric = (await uomList(token)).results[0];
    const imperial = await server.request("POST", "/api/uoms/", { token, body: IMPERIAL });
    expect(imperial.status).toBe(201);
    expect(imperial.body.is_default).toBe(false);

    const made = await server.request("PATCH", `/api/uoms/${imperial.body.id}/`, { token, body: { is_default: true } });
    expect(made.body.is_default).toBe(true);
    const after = await uomList(token, "&ordering=name");
    expect(after.results.map((row: { name: string; is_default: boolean }) => [row.name, row.is_default])).toEqual([
      ["Full metric system", false],
      ["Imperial", true],
    ]);

    const unset = await server.request("PATCH", `/api/uoms/${imperial.body.id}/`, { token, body: { is_default: false } });
    expect(unset.status).toBe(400);
    expect(unset.body.is_default).toEqual([UOM_MESSAGES.defaultRequired]);

    const refused = await server.request("DELETE", `/api/uoms/${imperial.body.id}/`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(UOM_MESSAGES.defaultUndeletable);
    expect((await server.request("GET", `/api/uoms/${imperial.body.id}/`, { token })).status).toBe(200);

    // The client's default can also be chosen from the client form.
    const back = await server.request("PATCH", `/api/clients/${alpha.id}/`, {
      token: alpha.users.Admin.token,
      body: { default_uom: metric.id },
    });
    expect(back.status).toBe(200);
    expect(back.body.default_uom).toBe(metric.id);
    expect((await server.request("DELETE", `/api/uoms/${imperial.body.id}/`, { token })).status).toBe(204);
  });

  it("keeps each client's unit systems to itself", async () => {
    const betaUom = (await uomList(beta.users.Admin.token)).results[0];
    expect((await server.request("GET", `/api/uoms/${betaUom.id}/`, { token: alpha.users.Admin.token })).status).toBe(404);
    expect(
      (await server.request("PATCH", `/api/uoms/${betaUom.id}/`, { token: alpha.users.Admin.token, body: { name: "Taken" } })).status,
    ).toBe(404);
    const foreign = await server.request("PATCH", `/api/clients/${alpha.id}/`, {
      token: alpha.users.Admin.token,
      body: { default_uom: betaUom.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.default_uom).toEqual(["Select a valid choice."]);
  });

  it("lets inspectors and viewers read but not write", async () => {
    expect((await server.request("POST", "/api/uoms/", { token: alpha.users.Inspector.token, body: IMPERIAL })).status).toBe(403);
    expect((await server.request("POST", "/api/uoms/", { token: alpha.users.Viewer.token, body: IMPERIAL })).status).toBe(403);
    expect((await server.request("GET", "/api/uoms/")).status).toBe(401);
  });
});

describe("heats", () => {
  const documentOfType = async (client: TSeededClient, typeName: string, name: string) => {
    const token = client.users.Admin.token;
    const types = await server.request("GET", `/api/document-types/?page_size=50&search=${encodeURIComponent(typeName)}`, { token });
    const type = types.body.results.find((row: { name: string }) => row.name === typeName);
    const created = await server.request("POST", "/api/documents/", { token, body: { name, type: type.id } });
    expect(created.status).toBe(201);
    return created.body.id as string;
  };

  it("lists a heat under workpiece heats or filler metal heats by its certificate", async () => {
    const token = alpha.users.Engineer.token;
    const workpieceCert = await documentOfType(alpha, "Workpiece heat certificate", "MTC 3.1 heat 81234");
    const fillerCert = await documentOfType(alpha, "Filler metal heat certificate", "ER70S-6 lot 5521");
    const code = await documentOfType(alpha, "Code", "API 1104");

    const pipeHeat = await server.request("POST", "/api/workpiece-heats/", {
      token,
      body: { heat_no: "81234", documents: [workpieceCert, code] },
    });
    expect(pipeHeat.status).toBe(201);
    const wireHeat = await server.request("POST", "/api/filler-metal-heats/", {
      token,
      body: { heat_no: "5521", documents: [fillerCert] },
    });
    expect(wireHeat.status).toBe(201);

    const pipes = (await server.request("GET", "/api/workpiece-heats/", { token })).body;
    expect(pipes.results.map((row: { heat_no: string }) => row.heat_no)).toEqual(["81234"]);
    const wires = (await server.request("GET", "/api/filler-metal-heats/", { token })).body;
    expect(wires.results.map((row: { heat_no: string }) => row.heat_no)).toEqual(["5521"]);
    expect((await server.request("GET", `/api/filler-metal-heats/${pipeHeat.body.id}/`, { token })).status).toBe(404);
  });

  it("refuses a heat without the list's certificate, or with another client's document", async () => {
    const token = alpha.users.Engineer.token;
    const code = await documentOfType(alpha, "Code", "ASME B31.3");
    const none = await server.request("POST", "/api/workpiece-heats/", { token, body: { heat_no: "1", documents: [code] } });
    expect(none.status).toBe(400);
    expect(none.body.documents).toEqual(["Add at least one document of type Workpiece heat certificate."]);
    const betaCert = await documentOfType(beta, "Workpiece heat certificate", "Beta MTC");
    const foreign = await server.request("POST", "/api/workpiece-heats/", { token, body: { heat_no: "2", documents: [betaCert] } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.documents).toEqual(["Select a valid choice."]);
    const long = await server.request("POST", "/api/workpiece-heats/", { token, body: { heat_no: "x".repeat(300), documents: [] } });
    expect(long.status).toBe(400);
    expect(long.body.heat_no).toBeDefined();
    const heats = (await server.request("GET", "/api/workpiece-heats/?page_size=50", { token })).body;
    expect(heats.results.map((row: { heat_no: string }) => row.heat_no)).not.toContain("1");
  });
});

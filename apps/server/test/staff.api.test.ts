import { addDays, addMonths, MESSAGES, QUALIFICATION_MESSAGES, todayIso, WELDER_MESSAGES } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cycles, measuringInstruments, welders } from "../src/db/schema/index.js";
import { seed } from "../src/seed/seed.js";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Staff Alpha");
  beta = await seedClient(server, "Staff Beta");
});
afterAll(() => server.close());

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const admin = () => alpha.users.Admin.token;
const post = async (path: string, body: unknown, token = admin()) => server.request("POST", `/api/${path}/`, { token, body });
const idOf = async (client: TSeededClient, path: string, name: string) => {
  const list = await server.request("GET", `/api/${path}/?page_size=100&search=${encodeURIComponent(name)}`, {
    token: client.users.Admin.token,
  });
  const found = list.body.results.find((row: { name: string }) => row.name === name);
  if (!found) throw new Error(`no ${name} in ${path}`);
  return found.id as string;
};
const documentOfType = async (client: TSeededClient, typeName: string, name = `${typeName} ${Math.random()}`) => {
  const type = await idOf(client, "document-types", typeName);
  const created = await server.request("POST", "/api/documents/", { token: client.users.Admin.token, body: { name, type } });
  return created.body.id as string;
};

/** The fixed checklist of every route: 401 without a token, 403 without the right, 404 across clients, 400 on bad input. */
function routeChecklist(
  path: string,
  validBody: (client: TSeededClient) => Promise<Record<string, unknown>>,
  badBody: Record<string, unknown>,
) {
  describe(`/api/${path}/ checklist`, () => {
    it("answers 401 without a token on every verb", async () => {
      for (const [method, url] of [
        ["GET", `/api/${path}/`],
        ["POST", `/api/${path}/`],
        ["GET", `/api/${path}/00000000-0000-7000-8000-000000000000/`],
        ["PATCH", `/api/${path}/00000000-0000-7000-8000-000000000000/`],
        ["DELETE", `/api/${path}/00000000-0000-7000-8000-000000000000/`],
      ] as const) {
        expect((await server.request(method, url, { body: method === "POST" || method === "PATCH" ? {} : undefined })).status).toBe(401);
      }
    });

    it("lets every client group read, only Admin and Manager write, and edge servers nothing", async () => {
      const body = await validBody(alpha);
      for (const group of ["Engineer", "Inspector", "Viewer"] as const) {
        const token = alpha.users[group].token;
        expect((await server.request("GET", `/api/${path}/`, { token })).status).toBe(200);
        expect((await server.request("POST", `/api/${path}/`, { token, body })).status).toBe(403);
      }
      expect((await server.request("GET", `/api/${path}/`, { token: alpha.users["Edge server"].token })).status).toBe(403);
      const created = await post(path, body, alpha.users.Manager.token);
      expect(created.status).toBe(201);
      const url = `/api/${path}/${created.body.id}/`;
      expect((await server.request("PATCH", url, { token: alpha.users.Engineer.token, body: {} })).status).toBe(403);
      expect((await server.request("DELETE", url, { token: alpha.users.Viewer.token })).status).toBe(403);
    });

    it("answers 404 for another client's record on every verb, and leaves it unchanged", async () => {
      const created = await post(path, await validBody(beta), beta.users.Admin.token);
      expect(created.status).toBe(201);
      const url = `/api/${path}/${created.body.id}/`;
      expect((await server.request("GET", url, { token: admin() })).status).toBe(404);
      expect((await server.request("PATCH", url, { token: admin(), body: {} })).status).toBe(404);
      expect((await server.request("DELETE", url, { token: admin() })).status).toBe(404);
      const list = await server.request("GET", `/api/${path}/?page_size=1000`, { token: admin() });
      expect(list.body.results.map((row: { id: string }) => row.id)).not.toContain(created.body.id);
      const after = await server.request("GET", url, { token: beta.users.Admin.token });
      expect(after.body).toEqual(created.body);
    });

    it("answers 400 on bad input and saves nothing", async () => {
      const before = (await server.request("GET", `/api/${path}/`, { token: admin() })).body.count;
      const refused = await post(path, { ...(await validBody(alpha)), ...badBody });
      expect(refused.status).toBe(400);
      expect((await server.request("GET", `/api/${path}/`, { token: admin() })).body.count).toBe(before);
    });
  });
}

let serial = 0;
const next = () => ++serial;

// ---- Measuring instruments and product models -------------------------------------------------------------------

routeChecklist("measuring-instruments", async () => ({ name: `Clamp meter ${next()}`, serial_number: `SN-${serial}` }), {
  serial_number: "",
});

describe("measuring instruments", () => {
  it("are created with the spec's fields and carry their calibration state", async () => {
    const voltage = await idOf(alpha, "measuring-instrument-types", "Voltage sensor");
    const model = await post("product-models", { name: "LEM DVL 500", types: [voltage] });
    const certificate = await documentOfType(alpha, "Calibration certificate");
    const project = await post("projects", { name: `Line ${next()}`, status: "PLANNED" });
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const created = await post("measuring-instruments", {
      name: "Arc voltage sensor",
      serial_number: "DVL-001",
      product_model: model.body.id,
      type: voltage,
      project: project.body.id,
      utility: "Arc voltage of station 1",
      calibrated_at: "2026-01-10",
      expire_at: soon,
      documents: [certificate, certificate],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: voltage, documents: [certificate], calibration_state: "expiring", client: alpha.id });
    const expired = await post("measuring-instruments", { name: "Old gauge", serial_number: "G-1", expire_at: "2020-01-01" });
    expect(expired.body.calibration_state).toBe("expired");
    const valid = await post("measuring-instruments", { name: "New gauge", serial_number: "G-2", expire_at: "2099-01-01" });
    expect(valid.body.calibration_state).toBe("valid");
  });

  it("require a name and a serial number, with the spec's message", async () => {
    const refused = await post("measuring-instruments", { name: " ", utility: "x" });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual({ name: [MESSAGES.required], serial_number: [MESSAGES.required] });
  });

  it("refuse an expiry before the calibration date", async () => {
    const refused = await post("measuring-instruments", {
      name: "Caliper",
      serial_number: "C-1",
      calibrated_at: "2026-05-02",
      expire_at: "2026-05-01",
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual({ expire_at: ["The expiry date must not be before the calibration date."] });
  });

  it("take only calibration certificates as documents", async () => {
    const welderCertificate = await documentOfType(alpha, "Welder certificate");
    const refused = await post("measuring-instruments", { name: "Caliper", serial_number: "C-2", documents: [welderCertificate] });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual({ documents: ["Choose documents of type Calibration certificate."] });
    const foreign = await post("measuring-instruments", {
      name: "Caliper",
      serial_number: "C-3",
      documents: [await documentOfType(beta, "Calibration certificate")],
    });
    expect(fieldsOf(foreign.body)).toEqual({ documents: [MESSAGES.invalidChoice] });
  });

  it("limit the type to the product model's types, and a new model resets the type", async () => {
    const voltage = await idOf(alpha, "measuring-instrument-types", "Voltage sensor");
    const current = await idOf(alpha, "measuring-instrument-types", "Current sensor");
    const voltageModel = await post("product-models", { name: `Voltage model ${next()}`, types: [voltage] });
    const currentModel = await post("product-models", { name: `Current model ${next()}`, types: [current] });
    const wrong = await post("measuring-instruments", {
      name: "Probe",
      serial_number: "P-1",
      product_model: voltageModel.body.id,
      type: current,
    });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual({ type: ["Choose one of the product model's types."] });
    const created = await post("measuring-instruments", {
      name: "Probe",
      serial_number: "P-1",
      product_model: voltageModel.body.id,
      type: voltage,
    });
    const url = `/api/measuring-instruments/${created.body.id}/`;
    const renamed = await server.request("PATCH", url, { token: admin(), body: { name: "Probe 1", product_model: voltageModel.body.id } });
    expect(renamed.body.type).toBe(voltage);
    const moved = await server.request("PATCH", url, { token: admin(), body: { product_model: currentModel.body.id } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ product_model: currentModel.body.id, type: null });
    const typed = await server.request("PATCH", url, { token: admin(), body: { type: current } });
    expect(typed.body.type).toBe(current);
    const refused = await server.request("PATCH", url, { token: admin(), body: { type: voltage } });
    expect(refused.status).toBe(400);
    const [row] = await server.db.select().from(measuringInstruments).where(eq(measuringInstruments.id, created.body.id));
    expect(row?.type).toBe(current);
  });

  it("keep a product model in use from being deleted", async () => {
    const model = await post("product-models", { name: `Used model ${next()}` });
    await post("measuring-instruments", { name: "Probe", serial_number: "P-9", product_model: model.body.id });
    const refused = await server.request("DELETE", `/api/product-models/${model.body.id}/`, { token: admin() });
    expect(refused.status).toBe(409);
  });

  it("are listed for platform staff with other_clients and never for client staff", async () => {
    const mine = await post("measuring-instruments", { name: "Alpha only", serial_number: "A-1" }, alpha.users.Admin.token);
    const support = await server.request("GET", "/api/measuring-instruments/?other_clients=true&page_size=1000", {
      token: (await seedClient(server, "Staff Platform")).users.Support.token,
    });
    expect(support.body.results.map((row: { id: string }) => row.id)).toContain(mine.body.id);
    const clientStaff = await server.request("GET", "/api/measuring-instruments/?other_clients=true&page_size=1000", {
      token: beta.users.Admin.token,
    });
    expect(clientStaff.body.results.map((row: { id: string }) => row.id)).not.toContain(mine.body.id);
  });
});

describe("other clients' documents (/others/documents)", () => {
  it("are listed for platform staff with other_clients, never for client staff, and not without a token", async () => {
    const mine = await documentOfType(alpha, "Code", "Alpha code book");
    const platform = await seedClient(server, "Documents Platform");
    for (const group of ["Support", "Super User"] as const) {
      const answer = await server.request("GET", "/api/documents/?other_clients=true&page_size=1000", {
        token: platform.users[group].token,
      });
      expect(answer.status).toBe(200);
      const row = answer.body.results.find((found: { id: string }) => found.id === mine);
      expect(row).toMatchObject({ name: "Alpha code book", client: alpha.id });
    }
    const clientStaff = await server.request("GET", "/api/documents/?other_clients=true&page_size=1000", { token: beta.users.Admin.token });
    expect(clientStaff.status).toBe(200);
    expect(clientStaff.body.results.map((row: { id: string }) => row.id)).not.toContain(mine);
    expect(clientStaff.body.results.every((row: { client: string }) => row.client === beta.id)).toBe(true);
    expect((await server.request("GET", "/api/documents/?other_clients=true")).status).toBe(401);
    expect((await server.request("GET", "/api/documents/?other_clients=maybe", { token: platform.users.Support.token })).status).toBe(400);
  });
});

describe("instrument types parameters", () => {
  const typeIds = async () => ({
    voltage: await idOf(alpha, "measuring-instrument-types", "Voltage sensor"),
    wire: await idOf(alpha, "measuring-instrument-types", "Wire feed speed sensor"),
    travel: await idOf(alpha, "measuring-instrument-types", "Travel speed sensor"),
    caliper: await idOf(alpha, "measuring-instrument-types", "Caliper"),
  });

  it("keep the parameters each sensor kind takes and empty the others", async () => {
    const types = await typeIds();
    const model = await post("product-models", { name: `Station kit ${next()}`, types: Object.values(types) });
    const voltage = await post("instrument-types-parameters", {
      product_model: model.body.id,
      instrument_type: types.voltage,
      min_input_value: 0,
      max_input_value: 100,
      min_output_value: 0,
      max_output_value: 10,
      encoder_resolution: 1024,
    });
    expect(voltage.status).toBe(201);
    expect(voltage.body).toMatchObject({ sensor_kind: "voltage", max_input_value: 100, encoder_resolution: null });
    const wire = await post("instrument-types-parameters", {
      product_model: model.body.id,
      instrument_type: types.wire,
      encoder_resolution: 1024,
      diameter: 30,
      max_input_value: 5,
    });
    expect(wire.body).toMatchObject({ sensor_kind: "wireFeedSpeed", encoder_resolution: 1024, diameter: 30, max_input_value: null });
    const travel = await post("instrument-types-parameters", {
      product_model: model.body.id,
      instrument_type: types.travel,
      encoder_resolution: 500,
    });
    expect(travel.status).toBe(400);
    expect(fieldsOf(travel.body)).toEqual({ gear_diameter: [MESSAGES.required], motor_reducer: [MESSAGES.required] });
    const caliper = await post("instrument-types-parameters", {
      product_model: model.body.id,
      instrument_type: types.caliper,
      diameter: 3,
    });
    expect(caliper.body).toMatchObject({ sensor_kind: "none", diameter: null });
    const listed = await server.request("GET", `/api/instrument-types-parameters/?product_model=${model.body.id}`, {
      token: alpha.users.Viewer.token,
    });
    expect(listed.body.count).toBe(3);
  });

  it("take a type once per model, and only a type of the model", async () => {
    const types = await typeIds();
    const model = await post("product-models", { name: `Single ${next()}`, types: [types.wire] });
    const body = { product_model: model.body.id, instrument_type: types.wire, encoder_resolution: 100, diameter: 30 };
    expect((await post("instrument-types-parameters", body)).status).toBe(201);
    const twice = await post("instrument-types-parameters", body);
    expect(twice.status).toBe(400);
    expect(fieldsOf(twice.body)).toEqual({ instrument_type: ["This type already has its parameters for this product model."] });
    const outside = await post("instrument-types-parameters", { ...body, instrument_type: types.voltage });
    expect(fieldsOf(outside.body)).toEqual({ instrument_type: ["This type is not one of the product model's types."] });
  });

  it("are dropped with the type when the model drops it", async () => {
    const types = await typeIds();
    const model = await post("product-models", { name: `Shrinking ${next()}`, types: [types.wire, types.caliper] });
    await post("instrument-types-parameters", {
      product_model: model.body.id,
      instrument_type: types.wire,
      encoder_resolution: 100,
      diameter: 30,
    });
    await server.request("PATCH", `/api/product-models/${model.body.id}/`, { token: admin(), body: { types: [types.caliper] } });
    const listed = await server.request("GET", `/api/instrument-types-parameters/?product_model=${model.body.id}`, { token: admin() });
    expect(listed.body.count).toBe(0);
  });

  it("refuse a range from high to low", async () => {
    const types = await typeIds();
    const model = await post("product-models", { name: `Range ${next()}`, types: [types.voltage] });
    const refused = await post("instrument-types-parameters", {
      product_model: model.body.id,
      instrument_type: types.voltage,
      min_input_value: 100,
      max_input_value: 0,
      min_output_value: 0,
      max_output_value: 10,
    });
    expect(fieldsOf(refused.body)).toEqual({ max_input_value: ["The minimum must be below the maximum."] });
  });
});

routeChecklist(
  "instrument-types-parameters",
  async (client) => {
    const caliper = await idOf(client, "measuring-instrument-types", "Caliper");
    const model = await post("product-models", { name: `Checklist model ${next()}`, types: [caliper] }, client.users.Admin.token);
    return { product_model: model.body.id, instrument_type: caliper };
  },
  { product_model: "not-an-id" },
);

// ---- Workstations -----------------------------------------------------------------------------------------------

routeChecklist(
  "workstations",
  async (client) => ({ name: `Bug ${next()}`, type: await idOf(client, "workstation-types", "Orbital welding bug") }),
  { type: null },
);

describe("workstations", () => {
  it("need a type of the client's own", async () => {
    const foreign = await post("workstations", { name: "Bug", type: await idOf(beta, "workstation-types", "Tie-in station") });
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign.body)).toEqual({ type: [MESSAGES.invalidChoice] });
  });
});

// ---- Welders ----------------------------------------------------------------------------------------------------

routeChecklist("welders", async () => ({ first_name: "Ada", last_name: "Weld", welder_id: `W-${next()}` }), { country: "FR;XX" });

describe("welders", () => {
  it("keep countries as ISO codes joined by a semicolon, a picture and welder certificates", async () => {
    const certificate = await documentOfType(alpha, "Welder certificate");
    const created = await post("welders", {
      first_name: "Jean",
      last_name: "Dupont",
      welder_id: "W-FR-001",
      country: "fr; be",
      profile_picture: PNG,
      documents: [certificate],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      country: "FR;BE",
      profile_picture: PNG,
      documents: [certificate],
      qualifications: [],
      qualified_until: null,
    });
  });

  it("refuse an unknown country, a picture over 2,000,000 bytes and a document of another type", async () => {
    const refused = await post("welders", {
      first_name: "A",
      last_name: "B",
      welder_id: `W-${next()}`,
      country: "FR;ZZ",
      profile_picture: `data:image/png;base64,${Buffer.alloc(2_000_001).toString("base64")}`,
      documents: [await documentOfType(alpha, "Calibration certificate")],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.country).toEqual(["Unknown country code: ZZ."]);
    expect(refused.body.profile_picture).toEqual(["File is too big!"]);
    const wrongType = await post("welders", {
      first_name: "A",
      last_name: "B",
      welder_id: `W-${next()}`,
      documents: [await documentOfType(alpha, "Code")],
    });
    expect(fieldsOf(wrongType.body)).toEqual({ documents: ["Choose documents of type Welder certificate."] });
  });

  it("give each welder_id to one welder of the client (other clients may reuse it)", async () => {
    expect((await post("welders", { first_name: "A", last_name: "B", welder_id: "W-DUP" })).status).toBe(201);
    const twice = await post("welders", { first_name: "C", last_name: "D", welder_id: "W-DUP" });
    expect(twice.status).toBe(400);
    expect(fieldsOf(twice.body)).toEqual({ welder_id: [WELDER_MESSAGES.welderIdTaken] });
    expect((await post("welders", { first_name: "A", last_name: "B", welder_id: "W-DUP" }, beta.users.Admin.token)).status).toBe(201);
  });

  it("are kept when deleted, listed at deleted-welders and restored there", async () => {
    const created = await post("welders", { first_name: "Marie", last_name: "Curie", welder_id: "W-RESTORE" });
    const url = `/api/welders/${created.body.id}/`;
    expect((await server.request("DELETE", url, { token: admin() })).status).toBe(204);
    expect((await server.request("GET", url, { token: admin() })).status).toBe(404);
    const [row] = await server.db.select().from(welders).where(eq(welders.id, created.body.id));
    expect(row?.deleted).toBe(true);
    const deleted = await server.request("GET", "/api/deleted-welders/?search=W-RESTORE", { token: admin() });
    expect(deleted.body.results).toEqual([expect.objectContaining({ id: created.body.id, welder_id: "W-RESTORE", deleted: true })]);
    const again = await post("welders", { first_name: "M", last_name: "C", welder_id: "W-RESTORE" });
    expect(fieldsOf(again.body)).toEqual({ welder_id: [WELDER_MESSAGES.welderIdTakenByDeleted] });
    const restored = await server.request("PATCH", `/api/deleted-welders/${created.body.id}/`, {
      token: admin(),
      body: { first_name: "Marie", last_name: "Curie-Sklodowska", welder_id: "W-RESTORE", country: "PL;FR", deleted: false },
    });
    expect(restored.status).toBe(200);
    expect((await server.request("GET", url, { token: admin() })).body).toMatchObject({ last_name: "Curie-Sklodowska", country: "PL;FR" });
    expect((await server.request("GET", "/api/deleted-welders/?search=W-RESTORE", { token: admin() })).body.count).toBe(0);
  });

  it("deleted-welders follow the checklist: 401, 403 for other groups, 404 across clients, no hard delete", async () => {
    const mine = await post("welders", { first_name: "A", last_name: "B", welder_id: `W-${next()}` });
    await server.request("DELETE", `/api/welders/${mine.body.id}/`, { token: admin() });
    const theirs = await post("welders", { first_name: "A", last_name: "B", welder_id: `W-${next()}` }, beta.users.Admin.token);
    await server.request("DELETE", `/api/welders/${theirs.body.id}/`, { token: beta.users.Admin.token });
    expect((await server.request("GET", "/api/deleted-welders/")).status).toBe(401);
    const restore = { deleted: false };
    expect(
      (await server.request("PATCH", `/api/deleted-welders/${mine.body.id}/`, { token: alpha.users.Engineer.token, body: restore })).status,
    ).toBe(403);
    expect((await server.request("PATCH", `/api/deleted-welders/${theirs.body.id}/`, { token: admin(), body: restore })).status).toBe(404);
    expect((await server.request("GET", `/api/deleted-welders/${theirs.body.id}/`, { token: admin() })).status).toBe(404);
    const bad = await server.request("PATCH", `/api/deleted-welders/${mine.body.id}/`, { token: admin(), body: { deleted: "no" } });
    expect(bad.status).toBe(400);
    expect((await server.request("DELETE", `/api/deleted-welders/${mine.body.id}/`, { token: admin() })).status).toBe(409);
    const [row] = await server.db.select().from(welders).where(eq(welders.id, theirs.body.id));
    expect(row?.deleted).toBe(true);
  });
});

// ---- Qualifications ---------------------------------------------------------------------------------------------

const processFor = async (client: TSeededClient, name: string) =>
  (await post("welding-processes", { name: `${name} ${next()}` }, client.users.Admin.token)).body.id as string;

routeChecklist(
  "welder-qualifications",
  async (client) => {
    const welder = await post("welders", { first_name: "Q", last_name: "Check", welder_id: `W-${next()}` }, client.users.Admin.token);
    return { welder: welder.body.id, process: await processFor(client, "GMAW"), qualified_at: "2026-01-15" };
  },
  { qualified_at: "15/01/2026" },
);

describe("welder qualifications", () => {
  it("show their continuity state, and the welder list says who is qualified until when", async () => {
    const welder = await post("welders", { first_name: "Ana", last_name: "Qualified", welder_id: `W-${next()}` });
    const gmaw = await processFor(alpha, "GMAW");
    const gtaw = await processFor(alpha, "GTAW");
    const today = new Date().toISOString().slice(0, 10);
    const recent = await post("welder-qualifications", {
      welder: welder.body.id,
      process: gmaw,
      positions: [await idOf(alpha, "welding-positions", "PA")].filter(Boolean),
      thickness_min: 3,
      thickness_max: 20,
      diameter_min: 60.3,
      qualified_at: today,
      certificate: await documentOfType(alpha, "Welder certificate"),
    });
    expect(recent.status).toBe(201);
    expect(recent.body.state).toBe("valid");
    const old = await post("welder-qualifications", { welder: welder.body.id, process: gtaw, qualified_at: "2020-01-01" });
    expect(old.body).toMatchObject({ state: "lapsed", until: "2020-06-30", lapses_on: "2020-07-01" });
    const listed = await server.request("GET", `/api/welders/${welder.body.id}/`, { token: alpha.users.Viewer.token });
    expect(listed.body.qualifications).toHaveLength(2);
    expect(listed.body.qualified_until).toBe(recent.body.until);
  });

  it("count continuity from the cycles naming the welder on a torch of that process: 2 months ago holds, 7 months ago lapsed", async () => {
    const welder = await post("welders", { first_name: "Cy", last_name: "Continuity", welder_id: `W-${next()}` });
    const other = await post("welders", { first_name: "Oz", last_name: "Other", welder_id: `W-${next()}` });
    const gmaw = await processFor(alpha, "GMAW");
    const gtaw = await processFor(alpha, "GTAW");
    const today = todayIso();
    const qualifiedAt = addMonths(today, -12);
    const at = (months: number) => new Date(`${addMonths(today, months)}T10:00:00Z`);
    // Cycles as the arc-data engine or the cycle form stores them (the cycles API is tested with the welds).
    const cycle = (n: 1 | 2, who: string, process: string, months: number) =>
      n === 1
        ? { client_id: alpha.id, welder_torch_1: who, welding_process_torch_1: process, started_at: at(months), ended_at: at(months) }
        : { client_id: alpha.id, welder_torch_2: who, welding_process_torch_2: process, started_at: at(months), ended_at: at(months) };
    await server.db.insert(cycles).values([
      cycle(1, welder.body.id, gtaw, -9),
      cycle(2, welder.body.id, gtaw, -7),
      cycle(2, welder.body.id, gmaw, -2),
      // Neither another welder's GTAW nor this welder's torch without a process keeps GTAW alive.
      cycle(1, other.body.id, gtaw, -1),
      { client_id: alpha.id, welder_torch_1: welder.body.id, welding_process_torch_2: gtaw, started_at: at(-1) },
    ]);
    const continuous = await post("welder-qualifications", { welder: welder.body.id, process: gmaw, qualified_at: qualifiedAt });
    expect(continuous.body).toMatchObject({ state: "valid", lapses_on: addMonths(addMonths(today, -2), 6) });
    const lapsed = await post("welder-qualifications", { welder: welder.body.id, process: gtaw, qualified_at: qualifiedAt });
    expect(lapsed.body).toMatchObject({ state: "lapsed", lapses_on: addMonths(addMonths(today, -7), 6) });
    const listed = await server.request("GET", `/api/welders/?search=Continuity`, { token: alpha.users.Viewer.token });
    const [row] = listed.body.results;
    expect(Object.fromEntries(row.qualifications.map((item: { process: string; state: string }) => [item.process, item.state]))).toEqual({
      [gmaw]: "valid",
      [gtaw]: "lapsed",
    });
    expect(row.qualified_until).toBe(continuous.body.until);
  });

  it("refuse an expiry before the test, a range from high to low and a certificate of another type", async () => {
    const welder = await post("welders", { first_name: "B", last_name: "Range", welder_id: `W-${next()}` });
    const process = await processFor(alpha, "SMAW");
    const refused = await post("welder-qualifications", {
      welder: welder.body.id,
      process,
      qualified_at: "2026-02-01",
      expire_at: "2026-01-01",
      diameter_min: 100,
      diameter_max: 50,
    });
    expect(fieldsOf(refused.body)).toEqual({
      expire_at: [QUALIFICATION_MESSAGES.expiryBeforeTest],
      diameter_max: [QUALIFICATION_MESSAGES.minAboveMax],
    });
    const wrong = await post("welder-qualifications", {
      welder: welder.body.id,
      process,
      qualified_at: "2026-02-01",
      certificate: await documentOfType(alpha, "Code"),
    });
    expect(fieldsOf(wrong.body)).toEqual({ certificate: ["Choose documents of type Welder certificate."] });
    const foreign = await post("welder-qualifications", {
      welder: welder.body.id,
      process: await processFor(beta, "SMAW"),
      qualified_at: "2026-02-01",
    });
    expect(fieldsOf(foreign.body)).toEqual({ process: [MESSAGES.invalidChoice] });
  });
});

// ---- Pass groups ------------------------------------------------------------------------------------------------

describe("list filters by state", () => {
  it("filters the instruments by calibration state (?calibration_state=), as the list's badge says it, beta's never shown", async () => {
    const today = todayIso();
    const tag = `Cal ${next()}`;
    const expireIn = { expired: addDays(today, -1), expiring: addDays(today, 30), valid: addDays(today, 31) } as const;
    for (const [state, expire_at] of Object.entries(expireIn))
      expect((await post("measuring-instruments", { name: `${tag} ${state}`, serial_number: `SN-${next()}`, expire_at })).status).toBe(201);
    expect((await post("measuring-instruments", { name: `${tag} none`, serial_number: `SN-${next()}` })).status).toBe(201);
    await post(
      "measuring-instruments",
      { name: `${tag} expired`, serial_number: `SN-${next()}`, expire_at: expireIn.expired },
      beta.users.Admin.token,
    );
    for (const state of ["expired", "expiring", "valid", "none"]) {
      const list = await server.request("GET", `/api/measuring-instruments/?search=${encodeURIComponent(tag)}&calibration_state=${state}`, {
        token: alpha.users.Viewer.token,
      });
      expect(list.status, state).toBe(200);
      expect(
        list.body.results.map((row: { name: string }) => row.name),
        state,
      ).toEqual([`${tag} ${state}`]);
      if (state !== "none") expect(list.body.results[0].calibration_state).toBe(state);
    }
    const bad = await server.request("GET", "/api/measuring-instruments/?calibration_state=soon", { token: admin() });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual({ calibration_state: [MESSAGES.invalidChoice] });
  });

  it("filters the welders by qualification state today (?qualification_state=), continuity included", async () => {
    const tag = `Filt${next()}`;
    const today = todayIso();
    const gmaw = await processFor(alpha, "GMAW");
    const welder = async (name: string) =>
      (await post("welders", { first_name: name, last_name: tag, welder_id: `W-${next()}` })).body.id as string;
    const valid = await welder("Valid");
    const expiring = await welder("Expiring");
    const lapsed = await welder("Lapsed");
    await welder("None");
    expect((await post("welder-qualifications", { welder: valid, process: gmaw, qualified_at: today })).status).toBe(201);
    const soon = await post("welder-qualifications", {
      welder: expiring,
      process: gmaw,
      qualified_at: today,
      expire_at: addDays(today, 5),
    });
    expect(soon.body.state).toBe("expiring");
    // Tested a year ago and no cycle since: lapsed (ASME IX QW-322).
    const old = await post("welder-qualifications", { welder: lapsed, process: gmaw, qualified_at: addMonths(today, -12) });
    expect(old.body.state).toBe("lapsed");
    const names = async (state: string) => {
      const list = await server.request("GET", `/api/welders/?search=${tag}&qualification_state=${state}&ordering=first_name`, {
        token: alpha.users.Viewer.token,
      });
      expect(list.status, state).toBe(200);
      return list.body.results.map((row: { first_name: string }) => row.first_name);
    };
    expect(await names("qualified")).toEqual(["Expiring", "Valid"]);
    expect(await names("expiring")).toEqual(["Expiring"]);
    expect(await names("not_qualified")).toEqual(["Lapsed", "None"]);
    const bad = await server.request("GET", "/api/welders/?qualification_state=maybe", { token: admin() });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual({ qualification_state: [MESSAGES.invalidChoice] });
  });
});

describe("pass groups", () => {
  it("accept the client's welders and refuse another client's", async () => {
    const process = await processFor(alpha, "GMAW");
    const welder = await post("welders", { first_name: "P", last_name: "Group", welder_id: `W-${next()}` });
    const foreign = await post("welders", { first_name: "P", last_name: "Other", welder_id: `W-${next()}` }, beta.users.Admin.token);
    const procedure = (welderIds: string[]) => ({
      name: `WPS ${next()}`,
      date_format: "YYYY-MM-DD",
      pass_group: [
        {
          name: "Root",
          index: 1,
          process,
          k_factor: 0.8,
          occultation_duration_start: 1,
          occultation_duration_stop: 1,
          minimum_cycle_time: 5,
          current_min: 180,
          current_max: 220,
          voltage_min: 18,
          voltage_max: 21,
          heat_input_min: 0.4,
          heat_input_max: 0.9,
          welders: welderIds,
        },
      ],
    });
    const created = await server.request("POST", "/api/procedures/", {
      token: alpha.users.Engineer.token,
      body: procedure([welder.body.id]),
    });
    expect(created.status).toBe(201);
    expect(created.body.pass_group[0].welders).toEqual([welder.body.id]);
    const refused = await server.request("POST", "/api/procedures/", {
      token: alpha.users.Engineer.token,
      body: procedure([foreign.body.id]),
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual({ "pass_group.0.welders": [MESSAGES.invalidChoice] });
  });
});

// ---- Demo data --------------------------------------------------------------------------------------------------

describe("demo data", () => {
  it("gives the demo client instruments due soon and overdue, workstations, and welders with valid and lapsed qualifications", async () => {
    const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof seed>[2];
    await seed(server.db, { adminEmail: "root@platform.test", adminPassword: "root-password-1", demoData: true }, silent);
    const login = await server.request("POST", "/api/api-token-auth/", {
      body: { email: "admin@demo.example", password: "demo-weld-2026" },
    });
    const token = login.body.token as string;
    const instruments = (await server.request("GET", "/api/measuring-instruments/?page_size=100", { token })).body.results;
    // Two more valid ones are the inspections' demo gauge and thermometer.
    expect(instruments.map((row: { calibration_state: string }) => row.calibration_state).sort()).toEqual([
      "expired",
      "expiring",
      "valid",
      "valid",
      "valid",
      "valid",
    ]);
    const parameters = (await server.request("GET", "/api/instrument-types-parameters/?page_size=100", { token })).body.results;
    expect(parameters.map((row: { sensor_kind: string }) => row.sensor_kind).sort()).toEqual(["current", "voltage", "wireFeedSpeed"]);
    expect((await server.request("GET", "/api/workstations/", { token })).body.count).toBe(4);
    const team = (await server.request("GET", "/api/welders/?ordering=welder_id", { token })).body.results;
    expect(team.map((row: { welder_id: string }) => row.welder_id)).toEqual(["NS-W-001", "NS-W-002", "NS-W-003", "NS-W-004"]);
    const states = Object.fromEntries(
      team.map((row: { welder_id: string; qualifications: { state: string }[] }) => [
        row.welder_id,
        row.qualifications.map((item) => item.state),
      ]),
    );
    expect(states).toEqual({ "NS-W-001": ["valid", "valid"], "NS-W-002": ["expiring"], "NS-W-003": ["lapsed"], "NS-W-004": ["valid"] });
    expect((await server.request("GET", "/api/deleted-welders/", { token })).body.results[0]).toMatchObject({ welder_id: "NS-W-099" });
  });
});

// ---- Imports ----------------------------------------------------------------------------------------------------

interface TImportLine {
  type: string;
  status?: string;
  results?: { n: number; name: string; status: string; reason: string | null; errors?: Record<string, string[]> }[];
}

async function importFile(key: string, token: string | null, filename: string, body: Buffer | string) {
  const form = new FormData();
  form.append("file", new Blob([typeof body === "string" ? new TextEncoder().encode(body) : body]), filename);
  const response = await fetch(`${server.url}/api/imports/${key}/`, {
    method: "POST",
    headers: token ? { authorization: `Token ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  const lines = response.headers.get("content-type")?.startsWith("application/x-ndjson")
    ? text
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as TImportLine)
    : [];
  return { status: response.status, lines, results: lines.flatMap((line) => line.results ?? []) };
}

describe("measuring instrument import", () => {
  it("answers 401 without a token and 403 to a group that may not create instruments", async () => {
    const csv = "Name,Serial number\nProbe,P-1\n";
    expect((await importFile("measuring-instruments", null, "i.csv", csv)).status).toBe(401);
    expect((await importFile("measuring-instruments", alpha.users.Engineer.token, "i.csv", csv)).status).toBe(403);
  });

  it("creates rows, updates the instrument its ID names, reads MM/DD/YYYY dates and reports each refused row", async () => {
    const existing = await post("measuring-instruments", { name: "Old name", serial_number: "OLD-1" });
    const foreign = await post("measuring-instruments", { name: "Beta's", serial_number: "B-1" }, beta.users.Admin.token);
    const certificate = `Calibration ${next()}`;
    await documentOfType(alpha, "Calibration certificate", certificate);
    const csv = [
      "Measuring instrument ID,Name,Serial number,Project,Type,Utility,Calibrated at,Expire at,Documents",
      `,Imported sensor,IMP-1,,Voltage sensor,Arc voltage,01/15/2026,2027-01-15,${certificate}`,
      `${existing.body.id},Renamed,OLD-1,,Caliper,,,,`,
      ",No serial,,,,,,,",
      `${foreign.body.id},Not Beta's,B-2,,,,,,`,
      ",Bad type,IMP-3,,Laser tracker,,,,",
      "",
    ].join("\n");
    const imported = await importFile("measuring-instruments", admin(), "instruments.csv", csv);
    expect(imported.status).toBe(200);
    expect(imported.results.map((row) => [row.n, row.status])).toEqual([
      [1, "success"],
      [2, "success"],
      [3, "error"],
      [4, "success"],
      [5, "error"],
    ]);
    expect(imported.results[2]?.reason).toBe("Serial number: Required");
    expect(imported.results[2]?.errors).toEqual({ serial_number: [MESSAGES.required] });
    expect(imported.results[4]?.errors).toEqual({ type: ["Missing in this client: Laser tracker"] });
    const created = (await server.request("GET", "/api/measuring-instruments/?search=IMP-1", { token: admin() })).body.results[0];
    expect(created).toMatchObject({
      name: "Imported sensor",
      calibrated_at: "2026-01-15",
      expire_at: "2027-01-15",
      utility: "Arc voltage",
    });
    expect(created.documents).toHaveLength(1);
    expect((await server.request("GET", `/api/measuring-instruments/${existing.body.id}/`, { token: admin() })).body.name).toBe("Renamed");
    // Another client's id is not an update: the row creates an instrument of the importer's own, Beta's is untouched.
    expect(
      (await server.request("GET", `/api/measuring-instruments/${foreign.body.id}/`, { token: beta.users.Admin.token })).body.name,
    ).toBe("Beta's");
    expect((await server.request("GET", "/api/measuring-instruments/?search=B-2", { token: admin() })).body.count).toBe(1);
  });
});

describe("welder import", () => {
  it("restores a deleted welder found by welder_id, creates the others and refuses a live duplicate", async () => {
    const gone = await post("welders", { first_name: "Old", last_name: "Timer", welder_id: "IMP-W-1" });
    await server.request("DELETE", `/api/welders/${gone.body.id}/`, { token: admin() });
    await post("welders", { first_name: "Live", last_name: "One", welder_id: "IMP-W-3" });
    const csv = [
      "Welder ID,Last name,First name,Countries",
      "IMP-W-1,Timer,Olaf,NO;DK",
      "IMP-W-2,New,Nina,fr",
      "IMP-W-3,Dup,Dan,",
      "IMP-W-4,Bad,Country,XX",
    ].join("\n");
    const imported = await importFile("welders", admin(), "welders.csv", csv);
    expect(imported.results.map((row) => [row.name, row.status])).toEqual([
      ["IMP-W-1", "success"],
      ["IMP-W-2", "success"],
      ["IMP-W-3", "error"],
      ["IMP-W-4", "error"],
    ]);
    expect(imported.results[2]?.errors).toEqual({ welder_id: [WELDER_MESSAGES.welderIdTaken] });
    const restored = await server.request("GET", `/api/welders/${gone.body.id}/`, { token: admin() });
    expect(restored.body).toMatchObject({ first_name: "Olaf", country: "NO;DK", deleted: false });
    expect((await server.request("GET", "/api/welders/?search=IMP-W-2", { token: admin() })).body.results[0].country).toBe("FR");
  });
});

describe("workstation import", () => {
  it("creates workstations with their type by name", async () => {
    const imported = await importFile("workstations", admin(), "stations.csv", "Name,Type\nBug 77,Orbital welding bug\nNo type,\n");
    expect(imported.results.map((row) => row.status)).toEqual(["success", "error"]);
    expect(imported.results[1]?.errors).toEqual({ type: [MESSAGES.required] });
  });
});

import { TRIGGER_MESSAGES } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldsOf, ROOT_EMAIL, ROOT_PASSWORD, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Projects Alpha");
  beta = await seedClient(server, "Projects Beta");
  root = (await server.request("POST", "/api/api-token-auth/", { body: { email: ROOT_EMAIL, password: ROOT_PASSWORD } })).body.token;
});
afterAll(() => server.close());

const defaultUom = async (client: TSeededClient) =>
  (await server.request("GET", "/api/uoms/", { token: client.users.Admin.token })).body.results[0].id as string;

describe("projects", () => {
  it("creates a project in the user's client with a unit system of that client, PLANNED by default", async () => {
    const token = alpha.users.Engineer.token;
    const uom = await defaultUom(alpha);
    const created = await server.request("POST", "/api/projects/", {
      token,
      body: { name: "Trans-Alpine loop", uom, lat: 46.818188, lng: 8.227512, companies: [], contractors: [] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Trans-Alpine loop", client: alpha.id, uom, status: "PLANNED", lat: 46.818188 });
    const moved = await server.request("PATCH", `/api/projects/${created.body.id}/`, { token, body: { status: "ON-GOING" } });
    expect(moved.body.status).toBe("ON-GOING");
  });

  it("refuses another client's unit system, company or client, and bad coordinates, saving nothing", async () => {
    const token = alpha.users.Engineer.token;
    const foreignUom = await defaultUom(beta);
    const before = (await server.request("GET", "/api/projects/", { token })).body.count;
    const bad = await server.request("POST", "/api/projects/", {
      token,
      body: { name: "Wrong units", uom: foreignUom, companies: [], contractors: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.uom).toEqual(["Select a valid choice."]);
    const otherClient = await server.request("POST", "/api/projects/", {
      token,
      body: { name: "Elsewhere", client: beta.id, companies: [], contractors: [] },
    });
    expect(otherClient.status).toBe(400);
    expect(otherClient.body.client).toEqual(["Select a valid choice."]);
    const coordinates = await server.request("POST", "/api/projects/", {
      token,
      body: { name: "Off the map", lat: 91, lng: 8.1234567, status: "DONE", companies: [], contractors: [] },
    });
    expect(coordinates.status).toBe(400);
    expect(Object.keys(fieldsOf(coordinates.body)).sort()).toEqual(["lat", "lng", "status"]);
    expect((await server.request("GET", "/api/projects/", { token })).body.count).toBe(before);
  });

  it("lets a Super User create a project for another client, with that client's unit system", async () => {
    const uom = await defaultUom(beta);
    const created = await server.request("POST", "/api/projects/", {
      token: root,
      body: { name: "Beta by root", client: beta.id, uom, companies: [], contractors: [] },
    });
    expect(created.status).toBe(201);
    expect(created.body.client).toBe(beta.id);
    const moved = await server.request("PATCH", `/api/projects/${created.body.id}/`, { token: root, body: { client: alpha.id } });
    expect(moved.status).toBe(400);
    expect(moved.body.client).toEqual(["The client of a record cannot be changed."]);
    // Alpha's people do not see it.
    expect((await server.request("GET", `/api/projects/${created.body.id}/`, { token: alpha.users.Admin.token })).status).toBe(404);
  });

  it("keeps a unit system while a project uses it (409), and follows the permission matrix", async () => {
    const token = alpha.users.Manager.token;
    const uomBody = (await server.request("GET", `/api/uoms/${await defaultUom(alpha)}/`, { token })).body;
    const { id: _id, client: _client, created_at: _c, updated_at: _u, is_default: _d, ...units } = uomBody;
    const spare = await server.request("POST", "/api/uoms/", { token, body: { ...units, name: "Spare" } });
    const project = await server.request("POST", "/api/projects/", {
      token,
      body: { name: "Uses spare", uom: spare.body.id, companies: [], contractors: [] },
    });
    expect(project.status).toBe(201);
    expect((await server.request("DELETE", `/api/uoms/${spare.body.id}/`, { token })).status).toBe(409);
    // Engineers create and update but do not delete projects; viewers only read.
    expect((await server.request("DELETE", `/api/projects/${project.body.id}/`, { token: alpha.users.Engineer.token })).status).toBe(403);
    expect((await server.request("POST", "/api/projects/", { token: alpha.users.Viewer.token, body: { name: "No" } })).status).toBe(403);
    expect((await server.request("DELETE", `/api/projects/${project.body.id}/`, { token })).status).toBe(204);
    expect((await server.request("DELETE", `/api/uoms/${spare.body.id}/`, { token })).status).toBe(204);
  });
});

describe("edge servers connected to a project", () => {
  const edgeServer = async (project: string | null, email: string) => {
    const groups = (await server.request("GET", "/api/groups/", { token: root })).body.results as { id: string; name: string }[];
    const group = groups.find((row) => row.name === "Edge server")?.id;
    return server.request("POST", "/api/users/", {
      token: alpha.users.Admin.token,
      body: { first_name: "Edge", last_name: "Box", email, password: "edge-password-1", group, client: alpha.id, project },
    });
  };

  it("refuses to leave ON-GOING, or to delete the project, while an active edge server is assigned to it", async () => {
    const token = alpha.users.Manager.token;
    const project = await server.request("POST", "/api/projects/", {
      token,
      body: { name: "Fed by an edge server", status: "ON-GOING", companies: [], contractors: [] },
    });
    const machine = await edgeServer(project.body.id, "edge-1@alpha.test");
    expect(machine.status).toBe(201);
    expect(machine.body).toMatchObject({ is_machine: true, project: project.body.id });
    const path = `/api/projects/${project.body.id}/`;
    for (const status of ["TERMINATED", "PLANNED"]) {
      const refused = await server.request("PATCH", path, { token, body: { status } });
      expect(refused.status).toBe(400);
      expect(refused.body.status).toEqual([
        "Impossible to change status from ON-GOING to TERMINATED or to PLANNED: an edge server is connected.",
      ]);
    }
    // Other changes go through, the status stays.
    const renamed = await server.request("PATCH", path, { token, body: { name: "Fed by edge", status: "ON-GOING" } });
    expect(renamed.body).toMatchObject({ name: "Fed by edge", status: "ON-GOING" });
    const deleted = await server.request("DELETE", path, { token });
    expect(deleted.status).toBe(409);
    // A deactivated edge server is no longer connected: the project may end, then be deleted, unassigning it.
    const off = await server.request("PATCH", `/api/users/${machine.body.id}/`, {
      token: alpha.users.Admin.token,
      body: { is_active: false },
    });
    expect(off.status).toBe(200);
    expect((await server.request("PATCH", path, { token, body: { status: "TERMINATED" } })).body.status).toBe("TERMINATED");
    expect((await server.request("DELETE", path, { token })).status).toBe(204);
    const after = await server.request("GET", `/api/users/${machine.body.id}/`, { token: alpha.users.Admin.token });
    expect(after.body.project).toBeNull();
  });

  it("gives a project only to edge servers, and only one of their client", async () => {
    const foreign = await server.request("POST", "/api/projects/", {
      token: beta.users.Admin.token,
      body: { name: "Beta's line", companies: [], contractors: [] },
    });
    const wrongClient = await edgeServer(foreign.body.id, "edge-2@alpha.test");
    expect(wrongClient.status).toBe(400);
    expect(wrongClient.body.project).toEqual(["Select a valid choice."]);
    const own = await server.request("POST", "/api/projects/", {
      token: alpha.users.Admin.token,
      body: { name: "Alpha's line", companies: [], contractors: [] },
    });
    const groups = (await server.request("GET", "/api/groups/", { token: root })).body.results as { id: string; name: string }[];
    const person = await server.request("POST", "/api/users/", {
      token: alpha.users.Admin.token,
      body: {
        first_name: "Pat",
        last_name: "Person",
        email: "pat@alpha.test",
        password: "person-password-1",
        group: groups.find((row) => row.name === "Engineer")?.id,
        client: alpha.id,
        project: own.body.id,
      },
    });
    expect(person.status).toBe(400);
    expect(person.body.project).toEqual(["Only an edge server is connected to a project."]);
    const emails = (await server.request("GET", "/api/users/?search=alpha.test&page_size=100", { token: alpha.users.Admin.token })).body
      .results as { email: string }[];
    expect(emails.map((row) => row.email)).not.toContain("edge-2@alpha.test");
    expect(emails.map((row) => row.email)).not.toContain("pat@alpha.test");
  });
});

describe("copy for another client (/others/projects)", () => {
  it("copies a project into another client, matching its unit system and companies by name", async () => {
    const alphaToken = alpha.users.Admin.token;
    const betaToken = beta.users.Admin.token;
    const company = (name: string, token: string) => server.request("POST", "/api/companies/", { token, body: { name } });
    const alphaRig = await company("Shared Rig Co", alphaToken);
    const alphaOnly = await company("Only in Alpha", alphaToken);
    const betaRig = await company("Shared Rig Co", betaToken);
    expect([alphaRig.status, alphaOnly.status, betaRig.status]).toEqual([201, 201, 201]);
    const source = await server.request("POST", "/api/projects/", {
      token: alphaToken,
      body: {
        name: "Copied pipeline",
        uom: await defaultUom(alpha),
        status: "ON-GOING",
        lat: 51.5,
        lng: -0.12,
        companies: [alphaRig.body.id, alphaOnly.body.id],
        contractors: [],
      },
    });
    expect(source.status).toBe(201);
    const copied = await server.request("POST", `/api/projects/${source.body.id}/copy-for/`, { token: root, body: { client: beta.id } });
    expect(copied.status).toBe(201);
    expect(copied.body).toMatchObject({
      name: "Copied pipeline",
      client: beta.id,
      uom: await defaultUom(beta),
      status: "ON-GOING",
      lat: 51.5,
      lng: -0.12,
      companies: [betaRig.body.id],
    });
    expect(copied.body.id).not.toBe(source.body.id);
    // The Super User's /others list holds both clients' projects and none of their own client's.
    const others = (await server.request("GET", "/api/projects/?other_clients=true&search=Copied&page_size=100", { token: root })).body;
    expect(others.results.map((row: { client: string }) => row.client).sort()).toEqual([alpha.id, beta.id].sort());
    const own = (await server.request("GET", "/api/projects/?page_size=1", { token: root })).body.results[0]?.client;
    const all = (await server.request("GET", "/api/projects/?other_clients=true&page_size=1000", { token: root })).body.results;
    if (own) expect(all.every((row: { client: string }) => row.client !== own)).toBe(true);
    // Client staff asking for other clients still get only their own.
    const staff = (await server.request("GET", "/api/projects/?other_clients=true&page_size=1000", { token: alphaToken })).body.results;
    expect(staff.every((row: { client: string }) => row.client === alpha.id)).toBe(true);
    // Beta sees its copy; the source is untouched.
    expect((await server.request("GET", `/api/projects/${copied.body.id}/`, { token: betaToken })).status).toBe(200);
    const again = await server.request("GET", `/api/projects/${source.body.id}/`, { token: alphaToken });
    expect(again.body.companies).toEqual([alphaRig.body.id, alphaOnly.body.id]);
  });

  it("is for Super Users only, refuses the same or an unknown client, and answers 404 for an unknown project", async () => {
    const source = await server.request("POST", "/api/projects/", {
      token: alpha.users.Admin.token,
      body: { name: "Not for copying", companies: [], contractors: [] },
    });
    const path = `/api/projects/${source.body.id}/copy-for/`;
    const before = (await server.request("GET", "/api/projects/", { token: root })).body.count;
    expect((await server.request("POST", path, { token: alpha.users.Admin.token, body: { client: beta.id } })).status).toBe(403);
    const same = await server.request("POST", path, { token: root, body: { client: alpha.id } });
    expect(same.status).toBe(400);
    expect(same.body.client).toEqual(["Choose a client other than the project's own."]);
    const unknown = await server.request("POST", path, { token: root, body: { client: "0190a0a0-0000-7000-8000-000000000000" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.client).toEqual(["Select a valid choice."]);
    const malformed = await server.request("POST", path, { token: root, body: { client: "beta" } });
    expect(malformed.status).toBe(400);
    expect(Object.keys(fieldsOf(malformed.body))).toContain("client");
    const missing = await server.request("POST", "/api/projects/0190a0a0-0000-7000-8000-000000000001/copy-for/", {
      token: root,
      body: { client: beta.id },
    });
    expect(missing.status).toBe(404);
    expect((await server.request("GET", "/api/projects/", { token: root })).body.count).toBe(before);
  });
});

describe("welding process groups, trigger conditions and processes", () => {
  const groupBody = {
    name: "Wire processes",
    minimum_cycle_time: 5,
    integration_step: 0.5,
    occultation_duration_start: 1.5,
    occultation_duration_stop: 1,
    buffer_start: 2,
    buffer_stop: 2,
  };

  it("creates a group with start and stop conditions the list shows, normalized", async () => {
    const token = alpha.users.Engineer.token;
    const group = await server.request("POST", "/api/welding-process-groups/", { token, body: groupBody });
    expect(group.status).toBe(201);
    expect(group.body.trigger_conditions).toEqual([]);
    const start = await server.request("POST", "/api/welding-process-group-trigger-conditions/", {
      token,
      body: {
        welding_process_group: group.body.id,
        is_start: true,
        logical_operator: "AND",
        u_consider: true,
        u_operator: 0,
        u_threshold: 12,
        i_consider: true,
        i_operator: 0,
        i_threshold: 40,
        // Not considered: stored at its defaults whatever is sent.
        ts_consider: false,
        ts_operator: 1,
        ts_threshold: 150,
        during_consider: true,
        during_threshold: 0.5,
      },
    });
    expect(start.status).toBe(201);
    expect(start.body).toMatchObject({ u_threshold: 12, i_threshold: 40, ts_operator: 0, ts_threshold: 0, during_threshold: 0.5 });
    const listed = await server.request("GET", "/api/welding-process-groups/?search=Wire", { token });
    expect(listed.body.results[0].trigger_conditions).toHaveLength(1);

    const edited = await server.request("PATCH", `/api/welding-process-group-trigger-conditions/${start.body.id}/`, {
      token,
      body: { is_start: true, logical_operator: "OR", i_consider: true, i_operator: 1, i_threshold: 20 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      logical_operator: "OR",
      u_consider: false,
      u_threshold: 0,
      i_operator: 1,
      welding_process_group: group.body.id,
    });
  });

  it("enforces every bound of §5 on the server", async () => {
    const token = alpha.users.Engineer.token;
    const group = await server.request("POST", "/api/welding-process-groups/", { token, body: { ...groupBody, name: "Bounds" } });
    const post = (body: Record<string, unknown>) =>
      server.request("POST", "/api/welding-process-group-trigger-conditions/", {
        token,
        body: { welding_process_group: group.body.id, is_start: true, ...body },
      });
    const none = await post({ during_consider: true, during_threshold: 1 });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(TRIGGER_MESSAGES.noVariable);
    const outOfRange = await post({
      u_consider: true,
      u_operator: 0,
      u_threshold: 100.5,
      i_consider: true,
      i_operator: 0,
      i_threshold: 12.345,
      wfs_consider: true,
      wfs_operator: 0,
      wfs_threshold: -1,
      ts_consider: true,
      ts_threshold: 10,
      during_consider: true,
      during_threshold: 25,
    });
    expect(outOfRange.status).toBe(400);
    expect(Object.keys(fieldsOf(outOfRange.body)).sort()).toEqual([
      "during_threshold",
      "i_threshold",
      "ts_operator",
      "u_threshold",
      "wfs_threshold",
    ]);
    const badGroup = await server.request("POST", "/api/welding-process-groups/", {
      token,
      body: { ...groupBody, integration_step: 11, name: "" },
    });
    expect(badGroup.status).toBe(400);
    expect(Object.keys(fieldsOf(badGroup.body)).sort()).toEqual(["integration_step", "name"]);
    const conditions = await server.request(
      "GET",
      `/api/welding-process-group-trigger-conditions/?welding_process_group=${group.body.id}`,
      { token },
    );
    expect(conditions.body.count).toBe(0);
  });

  it("keeps conditions and processes within the client, and a used group cannot be deleted", async () => {
    const token = alpha.users.Engineer.token;
    const group = await server.request("POST", "/api/welding-process-groups/", { token, body: { ...groupBody, name: "Tungsten" } });
    const betaGroup = await server.request("POST", "/api/welding-process-groups/", { token: beta.users.Engineer.token, body: groupBody });
    const foreign = await server.request("POST", "/api/welding-process-group-trigger-conditions/", {
      token,
      body: { welding_process_group: betaGroup.body.id, is_start: true, i_consider: true, i_operator: 0, i_threshold: 10 },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.welding_process_group).toEqual(["Select a valid choice."]);

    const process = await server.request("POST", "/api/welding-processes/", {
      token,
      body: { name: "GTAW", welding_process_group: group.body.id, k_factor: 0.6, rms: false, display_frequency: true },
    });
    expect(process.status).toBe(201);
    expect(process.body).toMatchObject({ k_factor: 0.6, display_frequency: true, display_nozzle: false });
    const badK = await server.request("POST", "/api/welding-processes/", { token, body: { name: "SAW", k_factor: 1.2 } });
    expect(badK.status).toBe(400);
    expect(badK.body.k_factor).toBeDefined();
    const crossed = await server.request("POST", "/api/welding-processes/", {
      token,
      body: { name: "X", welding_process_group: betaGroup.body.id },
    });
    expect(crossed.status).toBe(400);
    expect((await server.request("GET", `/api/welding-processes/?welding_process_group=${group.body.id}`, { token })).body.count).toBe(1);

    expect(
      (await server.request("DELETE", `/api/welding-process-groups/${group.body.id}/`, { token: alpha.users.Admin.token })).status,
    ).toBe(409);
    expect((await server.request("GET", `/api/welding-process-groups/${betaGroup.body.id}/`, { token })).status).toBe(404);
    const betaCondition = await server.request("POST", "/api/welding-process-group-trigger-conditions/", {
      token: beta.users.Engineer.token,
      body: { welding_process_group: betaGroup.body.id, is_start: false, i_consider: true, i_operator: 1, i_threshold: 5 },
    });
    expect(
      (await server.request("DELETE", `/api/welding-process-group-trigger-conditions/${betaCondition.body.id}/`, { token })).status,
    ).toBe(404);
    expect(
      (await server.request("POST", "/api/welding-processes/", { token: alpha.users.Viewer.token, body: { name: "No" } })).status,
    ).toBe(403);
  });
});

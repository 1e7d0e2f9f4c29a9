// The writes whose history the generic path does not record (clients, files, edge-server tokens, tags an import
// creates), and one chain of writes through the API: a procedure's pass-group current range, a
// welder qualification, three workpieces imported and the import undone — each record's history and the client-wide
// list show exactly those writes, with their users and values before and after.
import { RESOURCES, type TResource } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { createRecord } from "./resource-bodies.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Writes Alpha");
  beta = await seedClient(server, "Writes Beta");
  await server.request("POST", "/api/companies/", { token: alpha.users.Admin.token, body: { name: "Tenaris" } });
});
afterAll(() => server.close());

interface TEntry {
  action: string;
  user: string | null;
  resource: string;
  record_id: string;
  import_id: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
}
const historyOf = async (resource: string, record: string, token = alpha.users.Admin.token) => {
  const answer = await server.request("GET", `/api/history/?resource=${resource}&record=${record}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.results as TEntry[];
};
const resource = (key: string) => RESOURCES.find((candidate) => candidate.key === key) as TResource;

describe("history of the writes outside the generic routes", () => {
  it("records a client's create, update and licence by platform staff in the client's own history, with the staff user, never the licence key", async () => {
    const staff = alpha.users["Super User"];
    const created = await server.request("POST", "/api/clients/", { token: staff.token, body: { name: "Writes Gamma" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect((await server.request("PATCH", `/api/clients/${id}/`, { token: staff.token, body: { name: "Writes Gamma 2" } })).status).toBe(
      200,
    );
    const licence = await server.request("POST", `/api/clients/${id}/licence/`, {
      token: staff.token,
      body: { expiration_date: "2030-01-31" },
    });
    expect(licence.status, JSON.stringify(licence.body)).toBe(200);
    const key = licence.body.licence.licence_key as string;

    const entries = await historyOf("client", id, staff.token);
    expect(entries.map((entry) => [entry.action, entry.user])).toEqual([
      ["update", staff.id],
      ["update", staff.id],
      ["create", staff.id],
    ]);
    expect(entries[2]?.changes).toContainEqual({ field: "name", before: null, after: "Writes Gamma" });
    expect(entries[1]?.changes).toEqual([{ field: "name", before: "Writes Gamma", after: "Writes Gamma 2" }]);
    expect(entries[0]?.changes).toContainEqual({ field: "licence", before: null, after: `…-${key.slice(-5)}` });
    expect(JSON.stringify(entries)).not.toContain(key);
    // Another client's Admin does not read it.
    expect((await server.request("GET", `/api/history/?resource=client&record=${id}`, { token: beta.users.Admin.token })).status).toBe(404);
  });

  it("records a file's upload and delete with its name, kind, type and size, never its storage key", async () => {
    const admin = alpha.users.Admin;
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082",
      "hex",
    );
    const form = new FormData();
    form.append("kind", "bevel");
    form.append("file", new Blob([new Uint8Array(png)]), "Bevel.png");
    const uploaded = await fetch(`${server.url}/api/s3/upload/`, {
      method: "POST",
      headers: { authorization: `Token ${admin.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const file = (await uploaded.json()) as { id: string };
    expect((await server.request("DELETE", `/api/s3/delete/${file.id}`, { token: admin.token })).status).toBe(204);
    const [deleted, created] = await historyOf("file", file.id);
    const values = [
      { field: "filename", value: "Bevel.png" },
      { field: "kind", value: "bevel" },
      { field: "content_type", value: "image/png" },
      { field: "size", value: png.length },
    ];
    expect(created).toMatchObject({ action: "create", user: admin.id });
    expect(deleted).toMatchObject({ action: "delete", user: admin.id });
    for (const { field, value } of values) {
      expect(created?.changes).toContainEqual({ field, before: null, after: value });
      expect(deleted?.changes).toContainEqual({ field, before: value, after: null });
    }
    expect(JSON.stringify([created, deleted])).not.toContain("storage");
  });

  it("records an edge server's machine token issued and revoked as the time it was issued, never the token or its hash", async () => {
    const admin = alpha.users.Admin;
    const edge = alpha.users["Edge server"].id;
    // Before any entry, the edge server's history is empty (its record is its machine user), not missing.
    expect(await historyOf("edgeServer", edge)).toEqual([]);
    expect(
      (await server.request("GET", `/api/history/?resource=edgeServer&record=${edge}`, { token: beta.users.Admin.token })).status,
    ).toBe(404);
    const issued = await server.request("POST", `/api/edge-servers/${edge}/token/`, { token: admin.token });
    expect(issued.status).toBe(201);
    expect((await server.request("DELETE", `/api/edge-servers/${edge}/token/`, { token: admin.token })).status).toBe(204);
    const [revoked, made] = await historyOf("edgeServer", edge);
    expect(made).toMatchObject({ action: "update", user: admin.id, changes: [{ field: "machine_token", before: null }] });
    const at = made?.changes[0]?.after as string;
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    expect(revoked).toMatchObject({ action: "update", user: admin.id, changes: [{ field: "machine_token", before: at, after: null }] });
    expect(JSON.stringify([made, revoked])).not.toContain(issued.body.token);
    expect(JSON.stringify([made, revoked])).not.toMatch(/hash/);
  });
});

const HEADER = "Name,Type,Outer diameter,Wall thickness,Grade,Manufacturer,Weight,Length,Tags";
const csv = (rows: string[]) => Buffer.from([HEADER, ...rows].join("\r\n"));
async function importWorkpieces(token: string, rows: string[]) {
  const form = new FormData();
  form.append("file", new Blob([csv(rows)]), "three.csv");
  const response = await fetch(`${server.url}/api/imports/workpieces/`, {
    method: "POST",
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  await response.text();
  return (await server.request("GET", "/api/imports/workpieces/runs/", { token })).body.results[0] as { id: string };
}

describe("the issue's Done-when chain, through the API", () => {
  it("a pass group's current range, a qualification's expiry, three workpieces imported with a new tag and the import undone: each record's history and the client-wide list hold exactly those, with users and values", async () => {
    const since = new Date().toISOString();
    const engineer = alpha.users.Engineer;
    const manager = alpha.users.Manager;
    const admin = alpha.users.Admin;

    // Set up outside the timed window's checks: a process for the procedure, a procedure, a welder and a qualification.
    const processGroup = await createRecord(server, admin.token, resource("weldingProcessGroup"));
    const process = await createRecord(server, admin.token, resource("weldingProcess"), {
      name: "GMAW chain",
      k_factor: 0.8,
      welding_process_group: processGroup?.id,
    });
    const root = (current_min: number, current_max: number) => ({
      name: "Root",
      index: 1,
      process: process?.id,
      k_factor: 0.8,
      occultation_duration_start: 1,
      occultation_duration_stop: 1,
      minimum_cycle_time: 5,
      voltage_min: 18,
      voltage_max: 21,
      heat_input_min: 0.4,
      heat_input_max: 0.9,
      current_min,
      current_max,
    });
    const body = { name: "WPS chain", date_format: "YYYY-MM-DD", pass_group: [root(100, 150)] };
    const procedure = await server.request("POST", "/api/procedures/", { token: engineer.token, body });
    expect(procedure.status, JSON.stringify(procedure.body)).toBe(201);
    const qualification = await createRecord(server, admin.token, resource("welderQualification"));
    const qualificationId = qualification?.id as string;
    const setUp = new Date().toISOString();

    // 1. The Engineer changes the procedure's pass-group current range.
    const saved = await server.request("PUT", `/api/procedures/${procedure.body.id}/`, {
      token: engineer.token,
      body: { ...body, pass_group: [root(110, 160)] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 2. The Manager changes the qualification's expiry.
    const expiry = await server.request("PATCH", `/api/welder-qualifications/${qualificationId}/`, {
      token: manager.token,
      body: { expire_at: "2031-03-31" },
    });
    expect(expiry.status, JSON.stringify(expiry.body)).toBe(200);
    // 3. The Engineer imports three workpieces naming a new tag; the Admin undoes the import.
    const run = await importWorkpieces(engineer.token, [
      "CHAIN-1,PIPE,168.3,7.11,X52,Tenaris,350,12,Chain tag",
      "CHAIN-2,PIPE,168.3,7.11,X52,Tenaris,350,12,",
      "CHAIN-3,PIPE,168.3,7.11,X52,Tenaris,350,12,",
    ]);
    const imported = (await server.request("GET", "/api/workpieces/?search=CHAIN-&page_size=10", { token: admin.token })).body.results as {
      id: string;
      name: string;
      workpiece_tags: string[];
    }[];
    expect(imported.map((row) => row.name).sort()).toEqual(["CHAIN-1", "CHAIN-2", "CHAIN-3"]);
    const tag = imported.find((row) => row.name === "CHAIN-1")?.workpiece_tags[0] as string;
    const undo = await server.request("POST", `/api/imports/workpieces/runs/${run.id}/undo/`, { token: admin.token });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);

    // Each record's history.
    const [rangeChange] = await historyOf("procedure", procedure.body.id);
    expect(rangeChange).toMatchObject({ action: "update", user: engineer.id });
    expect(rangeChange?.changes).toEqual([
      { field: "pass_group.1.current_min", before: 100, after: 110 },
      { field: "pass_group.1.current_max", before: 150, after: 160 },
    ]);
    const [expiryChange] = await historyOf("welderQualification", qualificationId);
    expect(expiryChange).toMatchObject({ action: "update", user: manager.id });
    expect(expiryChange?.changes).toEqual([{ field: "expire_at", before: qualification?.expire_at ?? null, after: "2031-03-31" }]);
    for (const row of imported) {
      const [removed, made] = await historyOf("workpiece", row.id);
      expect(made).toMatchObject({ action: "import", user: engineer.id, import_id: run.id });
      expect(made?.changes).toContainEqual({ field: "name", before: null, after: row.name });
      expect(made?.changes).toContainEqual({ field: "outer_diameter", before: null, after: 168.3 });
      expect(removed).toMatchObject({ action: "delete", user: admin.id, import_id: run.id });
      expect(removed?.changes).toContainEqual({ field: "name", before: row.name, after: null });
    }
    const [tagRemoved, tagMade] = await historyOf("workpieceTag", tag);
    expect(tagMade).toMatchObject({ action: "import", user: engineer.id, import_id: run.id });
    expect(tagMade?.changes).toContainEqual({ field: "label", before: null, after: "Chain tag" });
    expect(tagRemoved).toMatchObject({ action: "delete", user: admin.id, import_id: run.id });

    // The client-wide list since the set-up: exactly those writes, newest first.
    const list = await server.request("GET", `/api/history/?from=${encodeURIComponent(setUp)}&page_size=100`, { token: admin.token });
    expect(list.status).toBe(200);
    const seen = (list.body.results as TEntry[]).map((entry) => `${entry.action} ${entry.resource} ${entry.user}`).sort();
    expect(seen).toEqual(
      [
        `update procedure ${engineer.id}`,
        `update welderQualification ${manager.id}`,
        ...Array.from({ length: 3 }, () => `import workpiece ${engineer.id}`),
        `import workpieceTag ${engineer.id}`,
        ...Array.from({ length: 3 }, () => `delete workpiece ${admin.id}`),
        `delete workpieceTag ${admin.id}`,
      ].sort(),
    );
    expect(since <= setUp).toBe(true);
  });
});

import { RESOURCES, type TResource } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyEntries } from "../src/db/schema/index.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { createRecord } from "./resource-bodies.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;
const bevelType = RESOURCES.find((resource) => resource.key === "bevelType") as TResource;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "History Alpha");
  beta = await seedClient(server, "History Beta");
});
afterAll(() => server.close());

const entriesOf = async (resource: string, record: string, token = alpha.users.Admin.token) =>
  server.request("GET", `/api/history/?resource=${resource}&record=${record}`, { token });

describe("history of one record", () => {
  it("records a create, an update with the values before and after, and a delete, newest first, with the user", async () => {
    const admin = alpha.users.Admin;
    const created = await server.request("POST", "/api/bevel-types/", { token: admin.token, body: { name: "V 60" } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(
      (await server.request("PATCH", `/api/bevel-types/${id}/`, { token: alpha.users.Engineer.token, body: { name: "V 70" } })).status,
    ).toBe(200);
    expect((await server.request("DELETE", `/api/bevel-types/${id}/`, { token: admin.token })).status).toBe(204);
    const answer = await entriesOf("bevelType", id);
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(3);
    const [deleted, updated, made] = answer.body.results;
    expect(made).toMatchObject({
      action: "create",
      user: admin.id,
      user_name: "Admin History Alpha",
      client: alpha.id,
      resource: "bevelType",
    });
    expect(made.changes).toContainEqual({ field: "name", before: null, after: "V 60" });
    expect(updated).toMatchObject({
      action: "update",
      user: alpha.users.Engineer.id,
      changes: [{ field: "name", before: "V 60", after: "V 70" }],
    });
    expect(typeof updated.request_id).toBe("string");
    expect(deleted).toMatchObject({ action: "delete", user: admin.id });
    expect(deleted.changes).toContainEqual({ field: "name", before: "V 70", after: null });
  });

  it("records one entry per row of a bulk save, tied to its user, with the values the row was created with", async () => {
    const token = alpha.users.Manager.token;
    const answer = await server.request("POST", "/api/bevel-types/bulk/", { token, body: [{ name: "Bulk A" }, { name: "Bulk B" }, {}] });
    expect(answer.body.saved).toBe(2);
    const saved = answer.body.results.filter((row: { status: string }) => row.status === "success");
    for (const [index, result] of saved.entries()) {
      const entries = await entriesOf("bevelType", result.id);
      expect(entries.body.results).toHaveLength(1);
      expect(entries.body.results[0]).toMatchObject({ action: "bulk", user: alpha.users.Manager.id });
      // Kept as the row's values (history/record.ts recordCreated), answered as changes from nothing.
      expect(entries.body.results[0].changes).toContainEqual({ field: "name", before: null, after: index === 0 ? "Bulk A" : "Bulk B" });
    }
  });

  it("leaves no entry for a write rolled back after its rows were saved (an array create with one bad row)", async () => {
    const token = alpha.users.Admin.token;
    const workpiece = await createRecord(server, token, RESOURCES.find((resource) => resource.key === "workpiece") as TResource);
    const count = async () => (await server.db.select().from(historyEntries).where(eq(historyEntries.client_id, alpha.id))).length;
    const before = await count();
    // The first edge is saved (and its entry written) before the second is refused: the whole create rolls back.
    const refused = await server.request("POST", "/api/workpiece-edges/", {
      token,
      body: [
        { workpiece: workpiece?.id, name: "E1" },
        { workpiece: "0190a6a8-0000-7000-8000-00000000beef", name: "E2" },
      ],
    });
    expect(refused.status).toBe(400);
    expect(await count()).toBe(before);
    const saved = await server.request("POST", "/api/workpiece-edges/", { token, body: [{ workpiece: workpiece?.id, name: "E1" }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(await count()).toBe(before + 1);
    expect((await entriesOf("workpieceEdge", saved.body[0].id)).body.results[0]).toMatchObject({
      action: "create",
      user: alpha.users.Admin.id,
    });
  });

  it("answers 401 without a token", async () => {
    expect((await server.request("GET", "/api/history/?resource=project&record=0190a6a8-0000-7000-8000-00000000beef")).status).toBe(401);
  });

  it("answers 404 for another client's record, and for a record nobody holds", async () => {
    const theirs = await createRecord(server, beta.users.Admin.token, bevelType);
    expect((await entriesOf("bevelType", theirs?.id as string, beta.users.Admin.token)).status).toBe(200);
    expect((await entriesOf("bevelType", theirs?.id as string)).status).toBe(404);
    expect((await entriesOf("bevelType", "0190a6a8-0000-7000-8000-00000000beef")).status).toBe(404);
  });

  it("lets platform staff read any client's record history", async () => {
    const theirs = await createRecord(server, beta.users.Admin.token, bevelType);
    const answer = await entriesOf("bevelType", theirs?.id as string, alpha.users.Support.token);
    expect(answer.status).toBe(200);
    expect(answer.body.results[0]).toMatchObject({ client: beta.id, action: "create" });
  });

  it("lets a Viewer read the history of what they may read, and refuses what they may not (403)", async () => {
    const mine = await createRecord(server, alpha.users.Admin.token, bevelType);
    expect((await entriesOf("bevelType", mine?.id as string, alpha.users.Viewer.token)).status).toBe(200);
    expect((await entriesOf("user", alpha.users.Admin.id, alpha.users.Viewer.token)).status).toBe(403);
  });

  it("answers 400 naming the field for a bad query", async () => {
    const noResource = await server.request("GET", `/api/history/?record=${alpha.users.Admin.id}`, { token: alpha.users.Admin.token });
    expect(noResource.status).toBe(400);
    expect(noResource.body).toHaveProperty("resource");
    const unknown = await entriesOf("nothing", alpha.users.Admin.id);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty("resource");
    const badRecord = await server.request("GET", "/api/history/?resource=project&record=12", { token: alpha.users.Admin.token });
    expect(badRecord.status).toBe(400);
    expect(badRecord.body).toHaveProperty("record");
  });

  it("offers no way to change or delete an entry", async () => {
    const [entry] = await server.db.select().from(historyEntries).where(eq(historyEntries.client_id, alpha.id)).limit(1);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const path = method === "POST" ? "/api/history/" : `/api/history/${entry?.id}/`;
      expect(
        (await server.request(method, path, { token: alpha.users["Super User"].token, body: method === "DELETE" ? undefined : {} })).status,
      ).toBe(404);
    }
  });
});

describe("the client-wide history", () => {
  it("is the Admins' and platform staff's (403 for the other groups)", async () => {
    for (const group of ["Manager", "Engineer", "Inspector", "Viewer"] as const) {
      expect((await server.request("GET", "/api/history/", { token: alpha.users[group].token })).status, group).toBe(403);
    }
    expect((await server.request("GET", "/api/history/", { token: alpha.users.Admin.token })).status).toBe(200);
  });

  it("filters by user, resource, action and dates, newest first, within the client", async () => {
    const token = alpha.users.Admin.token;
    const byEngineer = await server.request("GET", `/api/history/?user=${alpha.users.Engineer.id}&page_size=50`, { token });
    expect(byEngineer.body.results.length).toBeGreaterThan(0);
    expect(byEngineer.body.results.every((entry: { user: string }) => entry.user === alpha.users.Engineer.id)).toBe(true);
    const updates = await server.request("GET", "/api/history/?action=update&resource=bevelType", { token });
    expect(
      updates.body.results.every(
        (entry: { action: string; resource: string }) => entry.action === "update" && entry.resource === "bevelType",
      ),
    ).toBe(true);
    const all = await server.request("GET", "/api/history/?page_size=50", { token });
    expect(all.body.results.every((entry: { client: string }) => entry.client === alpha.id)).toBe(true);
    const times = all.body.results.map((entry: { created_at: string }) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await server.request("GET", `/api/history/?from=${today}&to=${today}`, { token });
    expect(dated.body.count).toBe(all.body.count);
    expect((await server.request("GET", "/api/history/?to=2000-01-01", { token })).body.count).toBe(0);
  });

  it("answers 400 naming the field for a bad filter", async () => {
    const token = alpha.users.Admin.token;
    for (const [query, field] of [
      ["action=explode", "action"],
      ["user=12", "user"],
      ["from=yesterday", "from"],
      ["from=2026-02-01&to=2026-01-01", "to"],
      ["ordering=name", "ordering"],
      ["resource=nothing", "resource"],
    ]) {
      const answer = await server.request("GET", `/api/history/?${query}`, { token });
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toHaveProperty(field as string);
    }
  });

  it("lets platform staff read another client's, and a client's Admin only their own", async () => {
    const staff = await server.request("GET", `/api/history/?client=${beta.id}`, { token: alpha.users.Support.token });
    expect(staff.status).toBe(200);
    expect(staff.body.results.length).toBeGreaterThan(0);
    expect(staff.body.results.every((entry: { client: string }) => entry.client === beta.id)).toBe(true);
    const admin = await server.request("GET", `/api/history/?client=${beta.id}`, { token: alpha.users.Admin.token });
    expect(admin.body.results.every((entry: { client: string }) => entry.client === alpha.id)).toBe(true);
  });

  it("exports CSV, one line per changed field, formulas neutralised", async () => {
    const token = alpha.users.Admin.token;
    await server.request("POST", "/api/bevel-types/", { token, body: { name: "=HYPERLINK(1)" } });
    const response = await fetch(`${server.url}/api/history/?format=csv&resource=bevelType`, {
      headers: { authorization: `Token ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe("time,user,resource,record,action,field,before,after,request,import");
    expect(text).toContain("'=HYPERLINK(1)");
    expect(text).not.toContain(",=HYPERLINK");
    expect(
      (await fetch(`${server.url}/api/history/?format=csv`, { headers: { authorization: `Token ${alpha.users.Viewer.token}` } })).status,
    ).toBe(403);
  });
});

describe("the areas' own write routes", () => {
  it("records a procedure's create, the change of a pass group's current range, archive and revision", async () => {
    const token = alpha.users.Engineer.token;
    const processGroup = await createRecord(
      server,
      alpha.users.Admin.token,
      RESOURCES.find((resource) => resource.key === "weldingProcessGroup") as TResource,
    );
    const process = await createRecord(
      server,
      alpha.users.Admin.token,
      RESOURCES.find((resource) => resource.key === "weldingProcess") as TResource,
      {
        name: "GMAW",
        k_factor: 0.8,
        welding_process_group: processGroup?.id,
      },
    );
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
    const body = { name: "WPS History", date_format: "YYYY-MM-DD", pass_group: [root(100, 150)] };
    const created = await server.request("POST", "/api/procedures/", { token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const changed = { ...body, pass_group: [root(110, 160)] };
    const saved = await server.request("PUT", `/api/procedures/${id}/`, { token, body: changed });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const entries = (await entriesOf("procedure", id)).body.results;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(["update", "create"]);
    expect(entries[0].user).toBe(alpha.users.Engineer.id);
    expect(entries[0].changes).toEqual([
      { field: "pass_group.1.current_min", before: 100, after: 110 },
      { field: "pass_group.1.current_max", before: 150, after: 160 },
    ]);
    expect((await server.request("POST", `/api/procedures/${id}/archive/`, { token })).status).toBe(200);
    const archived = (await entriesOf("procedure", id)).body.results[0];
    expect(archived).toMatchObject({ action: "archive", changes: [{ field: "is_archived", before: false, after: true }] });
    expect((await server.request("POST", `/api/procedures/${id}/unarchive/`, { token })).status).toBe(200);
    expect((await entriesOf("procedure", id)).body.results[0]).toMatchObject({ action: "restore" });
    const revision = await server.request("POST", `/api/procedures/${id}/revision/`, {
      token,
      body: { name: "WPS History B", fork_reason: "Range" },
    });
    expect(revision.status, JSON.stringify(revision.body)).toBe(201);
    expect((await entriesOf("procedure", revision.body.id)).body.results[0]).toMatchObject({
      action: "revision",
      user: alpha.users.Engineer.id,
    });
  });

  it("records a user's group change and password change, never the password", async () => {
    const admin = alpha.users.Admin.token;
    const groups = await server.request("GET", "/api/groups/", { token: admin });
    const manager = (groups.body.results ?? groups.body).find((group: { name: string }) => group.name === "Manager");
    const target = alpha.users.Inspector.id;
    const patched = await server.request("PATCH", `/api/users/${target}/`, { token: admin, body: { group: manager.id } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const [entry] = (await entriesOf("user", target)).body.results;
    expect(entry).toMatchObject({ action: "groups", user: alpha.users.Admin.id });
    expect(entry.changes.map((change: { field: string }) => change.field)).toContain("group_id");
    const own = alpha.users.Viewer;
    const password = await server.request("PATCH", "/api/me/", {
      token: own.token,
      body: { current_password: "user-password-1", password: "a-new-passphrase-2026" },
    });
    expect(password.status, JSON.stringify(password.body)).toBe(200);
    const [changed] = (await entriesOf("user", own.id)).body.results;
    expect(changed).toMatchObject({ action: "password", user: own.id });
    expect(JSON.stringify(changed.changes)).not.toMatch(/password|argon|\$/);
  });

  it("records a workpiece cut and its cancel, on the workpiece and its pieces", async () => {
    const token = alpha.users.Admin.token;
    const workpiece = await createRecord(server, token, RESOURCES.find((resource) => resource.key === "workpiece") as TResource, undefined);
    await server.request("PATCH", `/api/workpieces/${workpiece?.id}/`, { token, body: { length: 3000 } });
    const cut = await server.request("POST", `/api/workpieces/${workpiece?.id}/cut/`, { token, body: { lengths: [1000, 1000] } });
    expect(cut.status, JSON.stringify(cut.body)).toBe(201);
    const [parentCut] = (await entriesOf("workpiece", workpiece?.id as string)).body.results;
    expect(parentCut).toMatchObject({ action: "cut", user: alpha.users.Admin.id });
    const piece = cut.body.children[0].id as string;
    expect((await entriesOf("workpiece", piece)).body.results[0]).toMatchObject({ action: "cut" });
    const cancelled = await server.request("POST", `/api/workpieces/${workpiece?.id}/cancel-cut/`, { token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await entriesOf("workpiece", workpiece?.id as string)).body.results[0]).toMatchObject({ action: "cancel_cut" });
    // The removed piece's history stays readable: its last entry says it went with the cancel.
    expect((await entriesOf("workpiece", piece)).body.results[0]).toMatchObject({ action: "cancel_cut" });
  });
});

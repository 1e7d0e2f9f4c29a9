import { RESOURCES, type TResource } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyEntries } from "../src/db/schema/index.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { createRecord } from "./resource-bodies.js";

let server: TTestServer;
let alpha: TSeededClient;
const weldResource = RESOURCES.find((resource) => resource.key === "weld") as TResource;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Trust History");
});
afterAll(() => server.close());

const entriesOf = async (resource: string, record: string, token = alpha.users.Admin.token) =>
  server.request("GET", `/api/history/?resource=${resource}&record=${record}`, { token });

describe("a save changes only what it changes", () => {
  it("keeps a weld's seconds, records only the changed field, and a save that changes nothing writes no entry and keeps updated_at", async () => {
    const token = alpha.users.Admin.token;
    const weld = await createRecord(server, token, weldResource);
    const id = String(weld?.id);
    const first = await server.request("PATCH", `/api/welds/${id}/`, {
      token,
      body: { started_at: "2026-11-20T19:14:31.000Z", ended_at: "2026-11-20T19:20:05.000Z" },
    });
    expect(first.status).toBe(200);
    expect(first.body.started_at).toBe("2026-11-20T19:14:31.000Z");
    const { id: _id, client: _client, created_at: _c, updated_at: updatedAt, ...record } = first.body;
    const count = async () => (await server.db.select().from(historyEntries).where(eq(historyEntries.record_id, id))).length;
    const entries = await count();

    // The whole record sent back as it was read (what the web's form does when nothing was touched).
    const same = await server.request("PUT", `/api/welds/${id}/`, { token, body: record });
    expect(same.status).toBe(200);
    expect(same.body.updated_at).toBe(updatedAt);
    expect(same.body.started_at).toBe("2026-11-20T19:14:31.000Z");
    expect(await count()).toBe(entries);

    // One field changed: one entry naming that field alone; the seconds of the others stay.
    const renamed = await server.request("PUT", `/api/welds/${id}/`, { token, body: { ...record, name: "Renamed weld" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.started_at).toBe("2026-11-20T19:14:31.000Z");
    expect(renamed.body.ended_at).toBe("2026-11-20T19:20:05.000Z");
    const history = await entriesOf("weld", id);
    expect(history.body.results[0].changes).toEqual([{ field: "name", before: weld?.name, after: "Renamed weld" }]);
    expect(await count()).toBe(entries + 1);
  });

  it("writes no entry for a catalogue PATCH that sets a value it already has", async () => {
    const token = alpha.users.Admin.token;
    const created = await server.request("POST", "/api/bevel-types/", { token, body: { name: "Same V" } });
    const id = created.body.id as string;
    const patched = await server.request("PATCH", `/api/bevel-types/${id}/`, { token, body: { name: "Same V" } });
    expect(patched.status).toBe(200);
    expect(patched.body.updated_at).toBe(created.body.updated_at);
    expect((await entriesOf("bevelType", id)).body.results.map((entry: { action: string }) => entry.action)).toEqual(["create"]);
  });
});

describe("history names the record", () => {
  it("answers each entry's record label: a weld's number, a user's name, a deleted catalogue entry's last name", async () => {
    const token = alpha.users.Admin.token;
    const weld = await createRecord(server, token, weldResource);
    const bevel = await server.request("POST", "/api/bevel-types/", { token, body: { name: "Gone V" } });
    expect((await server.request("DELETE", `/api/bevel-types/${bevel.body.id}/`, { token })).status).toBe(204);
    const list = await server.request("GET", "/api/history/?page_size=100", { token });
    expect(list.status).toBe(200);
    const labelOf = (record: string) =>
      list.body.results
        .filter((entry: { record_id: string }) => entry.record_id === record)
        .map((entry: { record_label: string }) => entry.record_label);
    expect(new Set(labelOf(String(weld?.id)))).toEqual(new Set([weld?.name]));
    expect(new Set(labelOf(bevel.body.id))).toEqual(new Set(["Gone V"]));
    const one = await entriesOf("weld", String(weld?.id));
    expect(one.body.results[0].record_label).toBe(weld?.name);
  });
});

describe("one record's history is read by the record's own resource", () => {
  it("refuses a Viewer or Engineer a user's or the client's entries asked as a weld's (404), as it refuses them as a user's (403)", async () => {
    const admin = alpha.users.Admin.token;
    const viewer = alpha.users.Viewer;
    // A user's entry (a group change) and the client's own.
    const changed = await server.request("PATCH", `/api/users/${viewer.id}/`, { token: admin, body: { first_name: "Renamed" } });
    expect(changed.status).toBe(200);
    expect((await entriesOf("user", viewer.id, admin)).body.count).toBeGreaterThan(0);
    for (const token of [viewer.token, alpha.users.Engineer.token]) {
      expect((await entriesOf("user", viewer.id, token)).status).toBe(403);
      const asWeld = await entriesOf("weld", viewer.id, token);
      expect(asWeld.status).toBe(404);
      expect(asWeld.body.results).toBeUndefined();
      expect((await entriesOf("weld", alpha.id, token)).status).toBe(404);
    }
  });
});

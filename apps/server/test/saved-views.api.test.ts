import { SAVED_VIEW_MESSAGES, SAVED_VIEWS_PER_LIST } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { savedViews } from "../src/db/schema/index.js";
import { startTestServer, type TTestServer, tokenFor } from "./helpers.js";
import { addUser, type TTestUser } from "./users.js";

let server: TTestServer;
let engineer: TTestUser;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  engineer = await addUser(server, { group: "Engineer" });
  token = await tokenFor(server.db, engineer.id);
});

const STATE = {
  search: "W-1",
  ordering: "-started_at",
  page_size: 50,
  filters: { completed: "false", is_cut_out: "false" },
  hidden_columns: ["internal_name"],
};
const save = (body: unknown, as = token) => server.request("POST", "/api/saved-views/", { token: as, body });
const listViews = (list: string, as = token) => server.request("GET", `/api/saved-views/?list=${encodeURIComponent(list)}`, { token: as });
const stored = async (id: string) => (await server.db.select().from(savedViews).where(eq(savedViews.id, id)))[0];

describe("saving and reading one's views", () => {
  it("saves a view of a list and gives it back, with its state, in the user's views of that list only", async () => {
    const created = await save({ list: "welds", name: "Open welds", state: STATE });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ list: "welds", name: "Open welds", state: STATE });
    await save({ list: "flaws", name: "Repairs", state: { filters: { sanction: "repair" } } });
    const welds = await listViews("welds");
    expect(welds.status).toBe(200);
    expect(welds.body.results).toEqual([created.body]);
  });

  it("fills what a view leaves out with the list's defaults (no search, default sort, every column)", async () => {
    const created = await save({ list: "measuring-instruments", name: "Expired", state: { filters: { calibration_state: "expired" } } });
    expect(created.status).toBe(201);
    expect(created.body.state).toEqual({ search: "", ordering: "", filters: { calibration_state: "expired" }, hidden_columns: [] });
  });

  it("lists the views by name", async () => {
    for (const name of ["Zulu", "Alpha", "Mike"]) await save({ list: "welds", name, state: {} });
    const answer = await listViews("welds");
    expect(answer.body.results.map((view: { name: string }) => view.name)).toEqual(["Alpha", "Mike", "Zulu"]);
  });

  it("renames a view and replaces its state", async () => {
    const created = await save({ list: "welds", name: "Mine", state: STATE });
    const patched = await server.request("PATCH", `/api/saved-views/${created.body.id}/`, {
      token,
      body: { name: "Mine, cut out", state: { filters: { is_cut_out: "true" } } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: created.body.id, name: "Mine, cut out", state: { filters: { is_cut_out: "true" } } });
    expect((await stored(created.body.id))?.name).toBe("Mine, cut out");
  });

  it("deletes a view, which then answers 404", async () => {
    const created = await save({ list: "welds", name: "Gone soon", state: {} });
    const deleted = await server.request("DELETE", `/api/saved-views/${created.body.id}/`, { token });
    expect(deleted.status).toBe(204);
    expect(await stored(created.body.id)).toBeUndefined();
    expect((await server.request("DELETE", `/api/saved-views/${created.body.id}/`, { token })).status).toBe(404);
  });
});

describe("refusals", () => {
  it("answers 401 without a token, and saves nothing", async () => {
    expect((await server.request("GET", "/api/saved-views/?list=welds")).status).toBe(401);
    const response = await server.request("POST", "/api/saved-views/", { body: { list: "welds", name: "Anonymous", state: {} } });
    expect(response.status).toBe(401);
    expect(await server.db.select().from(savedViews).where(eq(savedViews.name, "Anonymous"))).toEqual([]);
  });

  it("answers 403 to an edge server's token, which reaches only the machine API", async () => {
    const machine = await addUser(server, { group: "Edge server", client_id: engineer.client_id });
    const machineToken = await tokenFor(server.db, machine.id);
    expect((await listViews("welds", machineToken)).status).toBe(403);
    expect((await save({ list: "welds", name: "Machine", state: {} }, machineToken)).status).toBe(403);
  });

  it("shows a user none of another user's views, of the same client or another", async () => {
    const colleague = await addUser(server, { group: "Engineer", client_id: engineer.client_id });
    const stranger = await addUser(server, { group: "Admin" });
    await save({ list: "welds", name: "Engineer's", state: STATE });
    for (const other of [colleague, stranger]) {
      const answer = await listViews("welds", await tokenFor(server.db, other.id));
      expect(answer.status).toBe(200);
      expect(answer.body.results).toEqual([]);
    }
  });

  it("answers 404 to another user's view, of another client or the same one, and leaves it as it was", async () => {
    const created = await save({ list: "welds", name: "Private", state: STATE });
    const before = await stored(created.body.id);
    const colleague = await addUser(server, { group: "Admin", client_id: engineer.client_id });
    const stranger = await addUser(server, { group: "Admin" });
    for (const other of [stranger, colleague]) {
      const as = await tokenFor(server.db, other.id);
      const url = `/api/saved-views/${created.body.id}/`;
      expect((await server.request("PATCH", url, { token: as, body: { name: "Taken over" } })).status).toBe(404);
      expect((await server.request("DELETE", url, { token: as })).status).toBe(404);
    }
    expect(await stored(created.body.id)).toEqual(before);
  });

  it("answers 404 to an id that is no uuid", async () => {
    expect((await server.request("DELETE", "/api/saved-views/not-an-id/", { token })).status).toBe(404);
  });

  it("refuses a second view of the same name on the same list (400 on name), but takes it on another list", async () => {
    expect((await save({ list: "welds", name: "Today", state: {} })).status).toBe(201);
    const again = await save({ list: "welds", name: "Today", state: STATE });
    expect(again.status).toBe(400);
    expect(again.body.name).toEqual([SAVED_VIEW_MESSAGES.nameTaken]);
    expect(again.body.codes.name[0].code).toBe("saved_view_name_taken");
    expect((await save({ list: "flaws", name: "Today", state: {} })).status).toBe(201);
  });

  it("refuses renaming a view to the name of another of the user's views on that list", async () => {
    await save({ list: "welds", name: "First", state: {} });
    const second = await save({ list: "welds", name: "Second", state: {} });
    const response = await server.request("PATCH", `/api/saved-views/${second.body.id}/`, { token, body: { name: "First" } });
    expect(response.status).toBe(400);
    expect(response.body.name).toEqual([SAVED_VIEW_MESSAGES.nameTaken]);
  });

  it("refuses a view without a name, a list that is no page path, and a state of the wrong shape (400 on each field)", async () => {
    const response = await save({ list: "../welds", name: " ", state: { filters: { "Bad key": "x" }, hidden_columns: "name" } });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(expect.arrayContaining(["list", "name"]));
    expect(Object.keys(response.body).some((key) => key.startsWith("state."))).toBe(true);
    expect((await server.request("GET", "/api/saved-views/", { token })).status).toBe(400);
  });

  it(`refuses a view past the ${SAVED_VIEWS_PER_LIST} a list keeps`, async () => {
    await server.db.insert(savedViews).values(
      Array.from({ length: SAVED_VIEWS_PER_LIST }, (_, n) => ({
        client_id: engineer.client_id,
        user_id: engineer.id,
        list: "welds",
        name: `View ${n}`,
        state: { search: "", ordering: "", filters: {}, hidden_columns: [] },
      })),
    );
    const response = await save({ list: "welds", name: "One more", state: {} });
    expect(response.status).toBe(400);
    expect(response.body.codes.non_field_errors[0]).toMatchObject({ code: "saved_views_full", params: { max: SAVED_VIEWS_PER_LIST } });
  });
});

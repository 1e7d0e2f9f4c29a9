import { MESSAGES } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flawLibraries, flawNdeMethods, flawTypes } from "../src/db/schema/index.js";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Flaws Alpha");
  beta = await seedClient(server, "Flaws Beta");
});
afterAll(() => server.close());

const post = async (path: string, token: string, body: unknown) => server.request("POST", path, { token, body });

async function project(client: TSeededClient, name: string): Promise<string> {
  const created = await post("/api/projects/", client.users.Admin.token, { name, companies: [], contractors: [] });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** A library with one method (UT) and two types, one of them with measures. */
async function libraryWithContent(client: TSeededClient, name: string, projects: string[] = []) {
  const token = client.users.Inspector.token;
  const library = await post("/api/flaw-libraries/", token, { name, projects });
  expect(library.status).toBe(201);
  const method = await post("/api/flaw-nde-methods/", token, { name: "UT", description: "Ultrasonic testing", library: library.body.id });
  expect(method.status).toBe(201);
  const porosity = await post("/api/flaw-types/", token, {
    name: "Porosity",
    acronym: "P",
    nde_method: method.body.id,
    with_length: true,
    with_diameter: true,
  });
  expect(porosity.status).toBe(201);
  const crack = await post("/api/flaw-types/", token, { name: "Crack", acronym: "C", nde_method: method.body.id, with_depth: true });
  expect(crack.status).toBe(201);
  return { library: library.body, method: method.body, types: [porosity.body, crack.body] };
}

describe("flaw libraries, NDE methods and types: the checklist", () => {
  it("answers 401 without a token on every collection", async () => {
    for (const path of ["/api/flaw-libraries/", "/api/flaw-nde-methods/", "/api/flaw-types/"]) {
      expect((await server.request("GET", path, { token: null })).status).toBe(401);
      expect((await server.request("POST", path, { token: null, body: { name: "x" } })).status).toBe(401);
    }
    expect(
      (await server.request("POST", "/api/flaw-libraries/00000000-0000-7000-8000-000000000000/duplicate/", { token: null })).status,
    ).toBe(401);
  });

  it("answers 403 to a Viewer creating and to an Edge server listing, and lets an Inspector write (quality area)", async () => {
    const viewer = alpha.users.Viewer.token;
    expect((await post("/api/flaw-libraries/", viewer, { name: "Nope" })).status).toBe(403);
    expect((await server.request("GET", "/api/flaw-libraries/", { token: alpha.users["Edge server"].token })).status).toBe(403);
    expect((await server.request("GET", "/api/flaw-libraries/", { token: viewer })).status).toBe(200);
    const { library } = await libraryWithContent(alpha, "Inspector's library");
    expect((await post(`/api/flaw-libraries/${library.id}/duplicate/`, viewer, {})).status).toBe(403);
    expect((await server.request("DELETE", `/api/flaw-libraries/${library.id}/`, { token: viewer })).status).toBe(403);
  });

  it("answers 400 with the field for bad input and saves nothing", async () => {
    const token = alpha.users.Manager.token;
    const before = (await server.request("GET", "/api/flaw-libraries/", { token })).body.count;
    const noName = await post("/api/flaw-libraries/", token, { name: "  " });
    expect(noName.status).toBe(400);
    expect(noName.body.name).toEqual([MESSAGES.required]);
    const foreignProject = await post("/api/flaw-libraries/", token, { name: "Cross", projects: [await project(beta, "Beta pipeline")] });
    expect(foreignProject.status).toBe(400);
    expect(foreignProject.body.projects).toEqual([MESSAGES.invalidChoice]);
    expect((await server.request("GET", "/api/flaw-libraries/", { token })).body.count).toBe(before);

    const noLibrary = await post("/api/flaw-nde-methods/", token, { name: "RT" });
    expect(noLibrary.status).toBe(400);
    expect(noLibrary.body.library).toEqual([MESSAGES.required]);
    const betaLibrary = (await libraryWithContent(beta, "Beta library")).library;
    const foreignLibrary = await post("/api/flaw-nde-methods/", token, { name: "RT", library: betaLibrary.id });
    expect(foreignLibrary.status).toBe(400);
    expect(foreignLibrary.body.library).toEqual([MESSAGES.invalidChoice]);

    const badType = await post("/api/flaw-types/", token, { name: "Slag", nde_method: "not-an-id", with_length: "yes" });
    expect(badType.status).toBe(400);
    expect(Object.keys(fieldsOf(badType.body)).sort()).toEqual(["nde_method", "with_length"]);
    expect((await server.request("GET", "/api/flaw-types/?search=Slag", { token })).body.count).toBe(0);
    expect((await server.request("GET", "/api/flaw-types/?nde_method=nope", { token })).status).toBe(400);
  });

  it("answers 404 for another client's library, method and type on every verb, and leaves them unchanged", async () => {
    const { library, method, types } = await libraryWithContent(beta, "Beta's own");
    const token = alpha.users.Admin.token;
    for (const [path, id] of [
      ["flaw-libraries", library.id],
      ["flaw-nde-methods", method.id],
      ["flaw-types", types[0].id],
    ] as const) {
      expect((await server.request("GET", `/api/${path}/${id}/`, { token })).status).toBe(404);
      expect((await server.request("PATCH", `/api/${path}/${id}/`, { token, body: { name: "Taken" } })).status).toBe(404);
      expect((await server.request("DELETE", `/api/${path}/${id}/`, { token })).status).toBe(404);
    }
    expect((await post(`/api/flaw-libraries/${library.id}/duplicate/`, token, {})).status).toBe(404);
    expect(
      (await server.request("GET", "/api/flaw-libraries/", { token })).body.results.map((row: { id: string }) => row.id),
    ).not.toContain(library.id);
    const [stored] = await server.db.select().from(flawLibraries).where(eq(flawLibraries.id, library.id));
    expect(stored?.name).toBe("Beta's own");
    expect((await server.db.select().from(flawTypes).where(eq(flawTypes.nde_method, method.id))).length).toBe(2);
  });
});

describe("library chain", () => {
  it("lists a library's methods and a method's types by filter, with the measure flags", async () => {
    const { library, method, types } = await libraryWithContent(alpha, "Chain");
    const token = alpha.users.Viewer.token;
    const methods = await server.request("GET", `/api/flaw-nde-methods/?library=${library.id}`, { token });
    expect(methods.body.results.map((row: { name: string }) => row.name)).toEqual(["UT"]);
    const listed = await server.request("GET", `/api/flaw-types/?nde_method=${method.id}`, { token });
    expect(listed.body.results.map((row: { name: string }) => row.name)).toEqual(["Crack", "Porosity"]);
    expect(types[0]).toMatchObject({ with_length: true, with_diameter: true, with_depth: false, with_quantity: false });
  });

  it("lists the libraries of a project (/projects/{id}/flaw-libraries) and drops the project from them when it is deleted", async () => {
    const pipeline = await project(alpha, "Alpha pipeline");
    const other = await project(alpha, "Alpha plant");
    const shared = (await libraryWithContent(alpha, "Shared", [pipeline, other])).library;
    await libraryWithContent(alpha, "Plant only", [other]);
    const token = alpha.users.Engineer.token;
    const ofPipeline = await server.request("GET", `/api/flaw-libraries/?projects=${pipeline}`, { token });
    expect(ofPipeline.body.results.map((row: { name: string }) => row.name)).toEqual(["Shared"]);
    expect((await server.request("DELETE", `/api/projects/${pipeline}/`, { token: alpha.users.Admin.token })).status).toBe(204);
    const after = await server.request("GET", `/api/flaw-libraries/${shared.id}/`, { token });
    expect(after.body.projects).toEqual([other]);
  });

  it("duplicates a library with its methods and types into new rows, leaving the source as it was", async () => {
    const pipeline = await project(alpha, "Duplicated pipeline");
    const { library, method } = await libraryWithContent(alpha, "Source library", [pipeline]);
    await post("/api/flaw-nde-methods/", alpha.users.Inspector.token, { name: "RT", library: library.id });
    const token = alpha.users.Inspector.token;
    const copy = await post(`/api/flaw-libraries/${library.id}/duplicate/`, token, {});
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: "Source library (copy)", client: alpha.id, projects: [pipeline] });
    expect(copy.body.id).not.toBe(library.id);
    const methods = (await server.request("GET", `/api/flaw-nde-methods/?library=${copy.body.id}`, { token })).body.results;
    expect(methods.map((row: { name: string; description: string | null }) => [row.name, row.description])).toEqual([
      ["RT", null],
      ["UT", "Ultrasonic testing"],
    ]);
    const ut = methods.find((row: { name: string }) => row.name === "UT");
    expect(ut.id).not.toBe(method.id);
    const types = (await server.request("GET", `/api/flaw-types/?nde_method=${ut.id}`, { token })).body.results;
    expect(types.map((row: { name: string; acronym: string; with_length: boolean }) => [row.name, row.acronym, row.with_length])).toEqual([
      ["Crack", "C", false],
      ["Porosity", "P", true],
    ]);
    // The source keeps its own two types.
    expect((await server.request("GET", `/api/flaw-types/?nde_method=${method.id}`, { token })).body.count).toBe(2);
    const named = await post(`/api/flaw-libraries/${library.id}/duplicate/`, token, { name: "Named copy" });
    expect(named.body.name).toBe("Named copy");
    const badName = await post(`/api/flaw-libraries/${library.id}/duplicate/`, token, { name: "" });
    expect(badName.status).toBe(400);
    expect(badName.body.name).toEqual([MESSAGES.required]);
  });

  it("copies nothing when the copy fails part-way (one transaction)", async () => {
    const { library } = await libraryWithContent(alpha, "Atomic");
    const token = alpha.users.Inspector.token;
    const count = async () => (await server.db.select().from(flawNdeMethods)).length;
    const methodsBefore = await count();
    const librariesBefore = (await server.db.select().from(flawLibraries)).length;
    // The database refuses the copy's last type: the library and method copied before it must go too.
    await server.db.execute(
      "create function refuse_porosity() returns trigger as $$ begin raise exception 'refused'; end $$ language plpgsql" as never,
    );
    await server.db.execute(
      "create trigger refuse_porosity before insert on flaw_types for each row when (new.name = 'Porosity') execute function refuse_porosity()" as never,
    );
    const failed = await post(`/api/flaw-libraries/${library.id}/duplicate/`, token, {});
    await server.db.execute("drop trigger refuse_porosity on flaw_types" as never);
    expect(failed.status).toBe(500);
    expect((await server.db.select().from(flawLibraries)).length).toBe(librariesBefore);
    expect(await count()).toBe(methodsBefore);
  });

  it("deletes a library with its methods and types", async () => {
    const { library, method } = await libraryWithContent(alpha, "To delete");
    const token = alpha.users.Inspector.token;
    expect((await server.request("DELETE", `/api/flaw-libraries/${library.id}/`, { token })).status).toBe(204);
    expect((await server.db.select().from(flawNdeMethods).where(eq(flawNdeMethods.id, method.id))).length).toBe(0);
    expect((await server.db.select().from(flawTypes).where(eq(flawTypes.nde_method, method.id))).length).toBe(0);
  });
});

import { RESOURCES, type TResource } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Alpha Pipes");
  beta = await seedClient(server, "Beta Plant");
});
afterAll(() => server.close());

/** A valid body for each generic resource, and one with every field filled. */
const sample = (suffix: string) => ({ name: `Sample ${suffix}`, description: `Described ${suffix}`, standards: "ISO 6947\nASME IX" });

/** Catalogues whose fields are names, descriptions and standards; richer ones have their own tests. */
const SIMPLE = RESOURCES.filter((resource) => resource.fields.every((field) => ["name", "description", "standards"].includes(field.key)));

describe.each(SIMPLE)("$path", (resource) => {
  const collection = `/api/${resource.path}/`;
  const body = (suffix: string) => {
    const full = sample(suffix) as Record<string, string>;
    return Object.fromEntries(resource.fields.map((field) => [field.key, full[field.key]]));
  };

  it("answers 401 without a token, on every verb", async () => {
    expect((await server.request("GET", collection)).status).toBe(401);
    expect((await server.request("POST", collection, { body: body("x") })).status).toBe(401);
    expect((await server.request("GET", `${collection}00000000-0000-7000-8000-000000000000/`, { token: "nope" })).status).toBe(401);
  });

  it("creates, reads, searches, sorts, pages, updates and deletes within one client", async () => {
    const token = alpha.users.Engineer.token;
    const created = await server.request("POST", collection, { token, body: body("Zeta") });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body("Zeta"), client: alpha.id });
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);

    await server.request("POST", collection, { token, body: body("alpha-lower") });
    await server.request("POST", collection, { token, body: body("Middle") });
    const read = await server.request("GET", `${collection}${created.body.id}/`, { token });
    expect(read.status).toBe(200);
    expect(read.body.name).toBe("Sample Zeta");

    const searched = await server.request("GET", `${collection}?search=zeta`, { token });
    expect(searched.status).toBe(200);
    expect(searched.body.count).toBe(1);
    expect(searched.body.results[0].id).toBe(created.body.id);

    // Case-insensitive sort: "Sample alpha-lower" comes before "Sample Zeta" ascending, after it descending.
    const ascending = await server.request("GET", `${collection}?search=sample&ordering=name`, { token });
    expect(ascending.body.results.map((row: { name: string }) => row.name)).toEqual(["Sample alpha-lower", "Sample Middle", "Sample Zeta"]);
    const descending = await server.request("GET", `${collection}?search=sample&ordering=-name`, { token });
    expect(descending.body.results.map((row: { name: string }) => row.name)).toEqual([
      "Sample Zeta",
      "Sample Middle",
      "Sample alpha-lower",
    ]);

    const all = await server.request("GET", `${collection}?page_size=1000`, { token });
    const firstPage = await server.request("GET", `${collection}?page_size=2&page=1`, { token });
    expect(firstPage.body.count).toBe(all.body.count);
    expect(firstPage.body.results).toHaveLength(2);
    expect(firstPage.body.previous).toBeNull();
    expect(firstPage.body.next).toContain("page=2");
    const secondPage = await server.request("GET", firstPage.body.next, { token });
    expect(secondPage.body.results[0].id).not.toBe(firstPage.body.results[0].id);
    expect(secondPage.body.previous).toContain("page=1");

    const patched = await server.request("PATCH", `${collection}${created.body.id}/`, { token, body: { name: "Renamed" } });
    // A "delete only" list has no edit at all.
    if ((resource as TResource).deleteOnly) {
      expect(patched.status).toBe(405);
      expect((await server.request("PUT", `${collection}${created.body.id}/`, { token, body: body("Put") })).status).toBe(405);
      expect((await server.request("DELETE", `${collection}${created.body.id}/`, { token })).status).toBe(204);
      return;
    }
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe("Renamed");
    // A PATCH changes only what it sends.
    for (const field of resource.fields.filter((field) => field.key !== "name"))
      expect(patched.body[field.key]).toBe(created.body[field.key]);
    const put = await server.request("PUT", `${collection}${created.body.id}/`, { token, body: body("Put") });
    expect(put.status).toBe(200);
    expect(put.body.name).toBe("Sample Put");

    const deleted = await server.request("DELETE", `${collection}${created.body.id}/`, { token });
    expect(deleted.status).toBe(204);
    expect((await server.request("GET", `${collection}${created.body.id}/`, { token })).status).toBe(404);
  });

  it("starts each client with its own copy of the default entries", async () => {
    const alphaList = await server.request("GET", `${collection}?page_size=1000`, { token: alpha.users.Viewer.token });
    const betaList = await server.request("GET", `${collection}?page_size=1000`, { token: beta.users.Viewer.token });
    expect(alphaList.body.count).toBeGreaterThan(0);
    expect(betaList.body.results.every((row: { client: string }) => row.client === beta.id)).toBe(true);
    const shared = alphaList.body.results.filter((row: { id: string }) =>
      betaList.body.results.some((other: { id: string }) => other.id === row.id),
    );
    expect(shared).toEqual([]);
  });

  it("answers 404 for another client's record on every verb and leaves it unchanged", async () => {
    const created = await server.request("POST", collection, { token: beta.users.Admin.token, body: body("Beta only") });
    expect(created.status).toBe(201);
    const path = `${collection}${created.body.id}/`;
    const token = alpha.users.Admin.token;
    expect((await server.request("GET", path, { token })).status).toBe(404);
    const noEdit = (resource as TResource).deleteOnly ? 405 : 404;
    expect((await server.request("PATCH", path, { token, body: { name: "Hijacked" } })).status).toBe(noEdit);
    expect((await server.request("PUT", path, { token, body: body("Hijacked") })).status).toBe(noEdit);
    expect((await server.request("DELETE", path, { token })).status).toBe(404);
    const search = await server.request("GET", `${collection}?search=Beta%20only`, { token });
    expect(search.body.count).toBe(0);
    const after = await server.request("GET", path, { token: beta.users.Admin.token });
    expect(after.status).toBe(200);
    expect(after.body.name).toBe("Sample Beta only");
  });

  it("answers 403 to a role without the right, and saves nothing", async () => {
    const viewer = alpha.users.Viewer.token;
    const before = await server.request("GET", `${collection}?page_size=1000`, { token: viewer });
    expect(before.status).toBe(200);
    expect((await server.request("POST", collection, { token: viewer, body: body("Viewer") })).status).toBe(403);
    const target = before.body.results[0];
    expect((await server.request("PATCH", `${collection}${target.id}/`, { token: viewer, body: { name: "x" } })).status).toBe(
      (resource as TResource).deleteOnly ? 405 : 403,
    );
    expect((await server.request("DELETE", `${collection}${target.id}/`, { token: viewer })).status).toBe(403);
    // An edge server is a machine: it reads no catalogue.
    expect((await server.request("GET", collection, { token: alpha.users["Edge server"].token })).status).toBe(403);
    const after = await server.request("GET", `${collection}?page_size=1000`, { token: viewer });
    expect(after.body.count).toBe(before.body.count);
  });

  it("answers 400 with the field and saves nothing for bad input", async () => {
    const token = alpha.users.Engineer.token;
    const before = await server.request("GET", collection, { token });
    const empty = await server.request("POST", collection, { token, body: { ...body("x"), name: "   " } });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toEqual({ name: ["Required"] });
    const missing = await server.request("POST", collection, { token, body: {} });
    expect(missing.body.name).toEqual(["Required"]);
    const tooLong = await server.request("POST", collection, { token, body: { ...body("x"), name: "x".repeat(256) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.name).toEqual(["Max 255 characters"]);
    const wrongType = await server.request("POST", collection, { token, body: { name: 42 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.name).toBeDefined();
    const badOrdering = await server.request("GET", `${collection}?ordering=password`, { token });
    expect(badOrdering.status).toBe(400);
    expect(badOrdering.body.ordering).toBeDefined();
    const badPageSize = await server.request("GET", `${collection}?page_size=0`, { token });
    expect(badPageSize.status).toBe(400);
    expect(badPageSize.body.page_size).toBeDefined();
    expect((await server.request("GET", `${collection}not-a-uuid/`, { token })).status).toBe(404);
    const after = await server.request("GET", collection, { token });
    expect(after.body.count).toBe(before.body.count);
  });

  it("treats % and _ in a search as plain characters", async () => {
    const token = alpha.users.Engineer.token;
    const created = await server.request("POST", collection, { token, body: { ...body("x"), name: "Ratio 50%_mix" } });
    const search = async (text: string) =>
      (await server.request("GET", `${collection}?search=${encodeURIComponent(text)}`, { token })).body;
    expect((await search("50%_m")).results.map((row: { id: string }) => row.id)).toEqual([created.body.id]);
    // As wildcards these would match "Sample ..." rows; as plain characters they match nothing.
    expect((await search("S%e")).count).toBe(0);
    expect((await search("S_mple")).count).toBe(0);
  });

  it("lets a Super User read another client's record and list it with ?client=", async () => {
    const created = await server.request("POST", collection, { token: beta.users.Admin.token, body: body("Beta for root") });
    const root = alpha.users["Super User"].token;
    expect((await server.request("GET", `${collection}${created.body.id}/`, { token: root })).status).toBe(200);
    const listed = await server.request("GET", `${collection}?client=${beta.id}&search=Beta%20for%20root`, { token: root });
    expect(listed.body.count).toBe(1);
    // Support reads, never writes.
    expect((await server.request("POST", collection, { token: alpha.users.Support.token, body: body("support") })).status).toBe(403);
  });
});

import { AUTH_MESSAGES, IMAGE_MAX_BYTES, type TGroup } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "../src/db/schema/index.js";
import { RESOURCE_TABLES } from "../src/db/schema/resource-tables.js";
import {
  fieldsOf,
  ROOT_EMAIL,
  ROOT_PASSWORD,
  seedClient,
  startTestServer,
  type TSeededClient,
  type TTestServer,
  tokenFor,
} from "./helpers.js";
import { addClient, addUser, login } from "./users.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;
let root: string;
let platformId: string;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Alpha Works");
  beta = await seedClient(server, "Beta Forge");
  const signedIn = await login(server, ROOT_EMAIL, ROOT_PASSWORD);
  root = signedIn.body.token;
  platformId = signedIn.body.user.client;
});
afterAll(() => server.close());

/** A 1x1 transparent PNG. */
const TINY_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const pngOfBytes = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString("base64")}`;
const NOT_IMAGES = ["data:text/plain;base64,aGVsbG8=", "data:application/pdf;base64,JVBERi0=", "https://example.test/logo.png", ""];
const FORBIDDEN = { detail: "You do not have permission to perform this action.", code: "permission_denied" };
const NOT_FOUND = { detail: "Not found.", code: "not_found" };
const LICENCE_EXPIRED = { detail: AUTH_MESSAGES.licenceExpired, code: "licence_expired" };
const LICENCE_KEY = /^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/;
const MISSING_ID = "00000000-0000-7000-8000-000000000000";
const DOCUMENT_TYPES = [
  "Calibration certificate",
  "Code",
  "Filler metal heat certificate",
  "Specification",
  "Welder certificate",
  "Workpiece certificate",
  "Workpiece heat certificate",
];

const item = (id: string) => `/api/clients/${id}/`;
const licence = (id: string) => `/api/clients/${id}/licence/`;
const storedClient = async (id: string) => (await server.db.select().from(clients).where(eq(clients.id, id)))[0];
const clientCount = async () => (await server.db.select({ id: clients.id }).from(clients)).length;
const tokenOf = (client: TSeededClient, group: TGroup) => client.users[group].token;

/** A fresh client with an Admin signed in: tests that change a client get their own. */
async function clientWithAdmin(name?: string) {
  const client = await addClient(server, name);
  const admin = await addUser(server, { group: "Admin", client_id: client.id });
  return { client, admin, token: await tokenFor(server.db, admin.id) };
}

describe("GET /api/clients/", () => {
  it("answers 401 without a token or with an unknown one", async () => {
    const missing = await server.request("GET", "/api/clients/");
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe("not_authenticated");
    expect((await server.request("GET", "/api/clients/", { token: "not-a-token" })).status).toBe(401);
  });

  it.each<TGroup>(["Engineer", "Inspector", "Viewer", "Edge server"])("answers 403 to %s", async (group) => {
    const response = await server.request("GET", "/api/clients/", { token: tokenOf(alpha, group) });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
  });

  it.each<TGroup>(["Super User", "Support"])("lists every client to %s", async (group) => {
    const response = await server.request("GET", "/api/clients/?page_size=1000", { token: tokenOf(alpha, group) });
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(await clientCount());
    const ids = response.body.results.map((row: { id: string }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([platformId, alpha.id, beta.id]));
  });

  it.each<TGroup>(["Admin", "Manager"])("lists only the own client to %s (count 1)", async (group) => {
    const response = await server.request("GET", "/api/clients/?page_size=1000", { token: tokenOf(alpha, group) });
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(1);
    expect(response.body.results).toHaveLength(1);
    expect(response.body.results[0]).toEqual({
      id: alpha.id,
      name: "Alpha Works",
      logo: null,
      default_date_format: "YYYY-MM-DD",
      default_uom: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_platform: false,
      licence: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // Naming another client in the search does not reach it.
    const searched = await server.request("GET", "/api/clients/?search=beta", { token: tokenOf(alpha, group) });
    expect(searched.body.count).toBe(0);
  });

  it("searches by name and sorts by name for a Super User", async () => {
    const searched = await server.request("GET", "/api/clients/?search=beta%20forge", { token: root });
    expect(searched.status).toBe(200);
    expect(searched.body.count).toBe(1);
    expect(searched.body.results[0].id).toBe(beta.id);
    const ascending = await server.request("GET", "/api/clients/?page_size=1000&ordering=name", { token: root });
    const names = ascending.body.results.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const descending = await server.request("GET", "/api/clients/?page_size=1000&ordering=-name", { token: root });
    expect(descending.body.results.map((row: { name: string }) => row.name)).toEqual([...names].reverse());
  });
});

describe("GET /api/clients/:id/", () => {
  it("answers 401 without a token", async () => {
    expect((await server.request("GET", item(alpha.id))).status).toBe(401);
  });

  it("answers 403 to a group without the right, even for its own client", async () => {
    const response = await server.request("GET", item(alpha.id), { token: tokenOf(alpha, "Engineer") });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
  });

  it.each<TGroup>(["Admin", "Manager"])("answers 404 to %s for another client, 200 for the own one", async (group) => {
    const other = await server.request("GET", item(beta.id), { token: tokenOf(alpha, group) });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(NOT_FOUND);
    const own = await server.request("GET", item(alpha.id), { token: tokenOf(alpha, group) });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: alpha.id, name: "Alpha Works" });
  });

  it.each<TGroup>(["Super User", "Support"])("reads any client for %s", async (group) => {
    const response = await server.request("GET", item(beta.id), { token: tokenOf(alpha, group) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: beta.id, name: "Beta Forge", licence: null });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await server.request("GET", item(MISSING_ID), { token: root })).status).toBe(404);
    expect((await server.request("GET", item("not-a-uuid"), { token: root })).status).toBe(404);
  });
});

describe("POST /api/clients/", () => {
  const body = { name: "Gamma Fabrication", logo: TINY_PNG, default_date_format: "DD/MM/YYYY" };

  it("answers 401 without a token and saves nothing", async () => {
    const before = await clientCount();
    expect((await server.request("POST", "/api/clients/", { body })).status).toBe(401);
    expect(await clientCount()).toBe(before);
  });

  it.each<TGroup>(["Support", "Admin", "Manager", "Engineer", "Inspector", "Viewer"])(
    "answers 403 to %s and saves nothing",
    async (group) => {
      const before = await clientCount();
      const response = await server.request("POST", "/api/clients/", { token: tokenOf(alpha, group), body });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(FORBIDDEN);
      expect(await clientCount()).toBe(before);
    },
  );

  it("answers 400 with the field for bad input and saves nothing", async () => {
    const before = await clientCount();
    const missing = await server.request("POST", "/api/clients/", { token: root, body: { default_date_format: "YYYY-MM-DD" } });
    expect(missing.status).toBe(400);
    expect(Object.keys(fieldsOf(missing.body))).toEqual(["name"]);
    const blank = await server.request("POST", "/api/clients/", { token: root, body: { name: "   " } });
    expect(blank.status).toBe(400);
    expect(fieldsOf(blank.body)).toEqual({ name: ["Required"] });
    const format = await server.request("POST", "/api/clients/", {
      token: root,
      body: { name: "Bad format", default_date_format: "MM/DD/YYYY" },
    });
    expect(format.status).toBe(400);
    expect(Object.keys(fieldsOf(format.body))).toEqual(["default_date_format"]);
    const bigLogo = await server.request("POST", "/api/clients/", {
      token: root,
      body: { name: "Big logo", logo: pngOfBytes(IMAGE_MAX_BYTES + 1) },
    });
    expect(bigLogo.status).toBe(400);
    expect(fieldsOf(bigLogo.body)).toEqual({ logo: [AUTH_MESSAGES.logoTooBig] });
    const pdf = await server.request("POST", "/api/clients/", { token: root, body: { name: "Pdf logo", logo: NOT_IMAGES[1] } });
    expect(pdf.status).toBe(400);
    expect(fieldsOf(pdf.body)).toEqual({ logo: [AUTH_MESSAGES.notAnImage] });
    expect(await clientCount()).toBe(before);
  });

  it("creates a client for a Super User (201) with the default date format when none is given", async () => {
    const created = await server.request("POST", "/api/clients/", { token: root, body });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Gamma Fabrication",
      logo: TINY_PNG,
      default_date_format: "DD/MM/YYYY",
      // Every new client starts with "Full metric system" as its default unit system.
      default_uom: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_platform: false,
      licence: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const read = await server.request("GET", item(created.body.id), { token: root });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const plain = await server.request("POST", "/api/clients/", { token: root, body: { name: "Delta Steel", is_platform: true } });
    expect(plain.status).toBe(201);
    // is_platform is not a field a caller sets.
    expect(plain.body).toMatchObject({ name: "Delta Steel", logo: null, default_date_format: "YYYY-MM-DD", is_platform: false });
  });

  it("gives the new client its own copy of the default catalogues", async () => {
    const created = await server.request("POST", "/api/clients/", { token: root, body: { name: "Epsilon Yards" } });
    expect(created.status).toBe(201);
    const clientId = created.body.id;
    const groups = await server.request("GET", "/api/groups/", { token: root });
    const engineerGroup = groups.body.results.find((group: { name: string }) => group.name === "Engineer").id;
    const user = await server.request("POST", "/api/users/", {
      token: root,
      body: {
        first_name: "Eve",
        last_name: "Epsilon",
        email: "eve@epsilon.test",
        password: "epsilon-pass-1",
        group: engineerGroup,
        client: clientId,
      },
    });
    expect(user.status).toBe(201);
    const signedIn = await login(server, "eve@epsilon.test", "epsilon-pass-1");
    expect(signedIn.status).toBe(200);

    const types = await server.request("GET", "/api/document-types/?page_size=1000", { token: signedIn.body.token });
    expect(types.status).toBe(200);
    expect(types.body.count).toBe(7);
    expect(types.body.results.map((row: { name: string }) => row.name).sort()).toEqual(DOCUMENT_TYPES);
    for (const row of types.body.results) expect(row.client).toBe(clientId);

    // A copy, not the same rows: another client's ids differ.
    const alphaTypes = await server.request("GET", "/api/document-types/?page_size=1000", { token: tokenOf(alpha, "Engineer") });
    expect(alphaTypes.body.count).toBe(7);
    const alphaIds = new Set(alphaTypes.body.results.map((row: { id: string }) => row.id));
    for (const row of types.body.results) expect(alphaIds.has(row.id)).toBe(false);
  });
});

describe("PATCH /api/clients/:id/", () => {
  it("answers 401 without a token and changes nothing", async () => {
    const { client } = await clientWithAdmin();
    const before = await storedClient(client.id);
    expect((await server.request("PATCH", item(client.id), { body: { name: "Hacked" } })).status).toBe(401);
    expect(await storedClient(client.id)).toEqual(before);
  });

  it.each<TGroup>(["Manager", "Support", "Engineer", "Viewer"])("answers 403 to %s and changes nothing", async (group) => {
    const before = await storedClient(alpha.id);
    const response = await server.request("PATCH", item(alpha.id), { token: tokenOf(alpha, group), body: { name: "Hacked" } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
    expect(await storedClient(alpha.id)).toEqual(before);
  });

  it("answers 404 to an Admin for another client, which stays unchanged", async () => {
    const before = await storedClient(beta.id);
    const response = await server.request("PATCH", item(beta.id), {
      token: tokenOf(alpha, "Admin"),
      body: { name: "Taken over", default_date_format: "DD/MM/YYYY" },
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
    expect(await storedClient(beta.id)).toEqual(before);
  });

  it("answers 400 default_date_format for anything but the two formats, and changes nothing", async () => {
    const { client, token } = await clientWithAdmin();
    const before = await storedClient(client.id);
    for (const format of ["MM/DD/YYYY", "yyyy-mm-dd", "", null]) {
      const response = await server.request("PATCH", item(client.id), { token, body: { name: "Changed", default_date_format: format } });
      expect(response.status).toBe(400);
      expect(Object.keys(fieldsOf(response.body))).toEqual(["default_date_format"]);
    }
    expect(await storedClient(client.id)).toEqual(before);
  });

  it("answers 400 'File is too big! Max 2MB.' for a logo over 2,000,000 bytes, and changes nothing", async () => {
    const { client, token } = await clientWithAdmin();
    const before = await storedClient(client.id);
    for (const bytes of [IMAGE_MAX_BYTES + 1, 2_500_000, 5_000_000]) {
      const response = await server.request("PATCH", item(client.id), { token, body: { name: "Changed", logo: pngOfBytes(bytes) } });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toEqual({ logo: [AUTH_MESSAGES.logoTooBig] });
    }
    expect(await storedClient(client.id)).toEqual(before);
  });

  it("answers 400 logo for anything but an image data URL, and changes nothing", async () => {
    const { client, token } = await clientWithAdmin();
    const before = await storedClient(client.id);
    for (const logo of NOT_IMAGES) {
      const response = await server.request("PATCH", item(client.id), { token, body: { name: "Changed", logo } });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toEqual({ logo: [AUTH_MESSAGES.notAnImage] });
    }
    const blank = await server.request("PATCH", item(client.id), { token, body: { name: " " } });
    expect(blank.status).toBe(400);
    expect(fieldsOf(blank.body)).toEqual({ name: ["Required"] });
    expect(await storedClient(client.id)).toEqual(before);
  });

  it("lets an Admin change name, logo and date format of the own client; null removes the logo", async () => {
    const { client, token } = await clientWithAdmin();
    const patched = await server.request("PATCH", item(client.id), {
      token,
      body: { name: "Renamed Works", logo: TINY_PNG, default_date_format: "DD/MM/YYYY" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id: client.id,
      name: "Renamed Works",
      logo: TINY_PNG,
      default_date_format: "DD/MM/YYYY",
      licence: null,
    });
    expect((await server.request("GET", item(client.id), { token })).body).toEqual(patched.body);

    // Only the fields sent change.
    const nameOnly = await server.request("PATCH", item(client.id), { token, body: { name: "Renamed Again" } });
    expect(nameOnly.body).toMatchObject({ name: "Renamed Again", logo: TINY_PNG, default_date_format: "DD/MM/YYYY" });

    const biggest = pngOfBytes(IMAGE_MAX_BYTES);
    const largest = await server.request("PATCH", item(client.id), { token, body: { logo: biggest } });
    expect(largest.status).toBe(200);
    expect(largest.body.logo).toBe(biggest);

    const removed = await server.request("PATCH", item(client.id), { token, body: { logo: null } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ name: "Renamed Again", logo: null });
    expect((await storedClient(client.id))?.logo).toBeNull();
  });

  it("lets a Super User change any client", async () => {
    const { client } = await clientWithAdmin();
    const response = await server.request("PATCH", item(client.id), { token: root, body: { default_date_format: "DD/MM/YYYY" } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: client.id, default_date_format: "DD/MM/YYYY" });
  });
});

describe("DELETE /api/clients/:id/", () => {
  it("answers 401 without a token; the client stays", async () => {
    const client = await addClient(server);
    expect((await server.request("DELETE", item(client.id))).status).toBe(401);
    expect(await storedClient(client.id)).toBeDefined();
  });

  it.each<TGroup>(["Support", "Admin", "Manager", "Engineer"])("answers 403 to %s; the client stays", async (group) => {
    const client = await addClient(server);
    const other = await server.request("DELETE", item(client.id), { token: tokenOf(alpha, group) });
    expect(other.status).toBe(403);
    expect(other.body).toEqual(FORBIDDEN);
    const own = await server.request("DELETE", item(alpha.id), { token: tokenOf(alpha, group) });
    expect(own.status).toBe(403);
    expect(await storedClient(client.id)).toBeDefined();
    expect(await storedClient(alpha.id)).toBeDefined();
  });

  it("answers 409 for the platform client and for the Super User's own client", async () => {
    const platform = await server.request("DELETE", item(platformId), { token: tokenOf(alpha, "Super User") });
    expect(platform.status).toBe(409);
    expect(platform.body.code).toBe("protected");
    const own = await server.request("DELETE", item(alpha.id), { token: tokenOf(alpha, "Super User") });
    expect(own.status).toBe(409);
    expect(await storedClient(platformId)).toBeDefined();
    expect(await storedClient(alpha.id)).toBeDefined();
  });

  it("answers 409 for a client that still has users; it and its users stay", async () => {
    const { client, admin } = await clientWithAdmin();
    const response = await server.request("DELETE", item(client.id), { token: root });
    expect(response.status).toBe(409);
    expect((await server.request("GET", item(client.id), { token: root })).status).toBe(200);
    expect((await login(server, admin.email, admin.password)).status).toBe(200);
    const types = await server.db.select().from(RESOURCE_TABLES.documentType).where(eq(RESOURCE_TABLES.documentType.client_id, client.id));
    expect(types).toHaveLength(7);
  });

  it("deletes an empty client (204) with its catalogues", async () => {
    const created = await server.request("POST", "/api/clients/", { token: root, body: { name: "Short Lived" } });
    const id = created.body.id;
    const response = await server.request("DELETE", item(id), { token: root });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect((await server.request("GET", item(id), { token: root })).status).toBe(404);
    expect(await storedClient(id)).toBeUndefined();
    const types = await server.db.select().from(RESOURCE_TABLES.documentType).where(eq(RESOURCE_TABLES.documentType.client_id, id));
    expect(types).toEqual([]);
    expect((await server.request("DELETE", item(id), { token: root })).status).toBe(404);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await server.request("DELETE", item(MISSING_ID), { token: root })).status).toBe(404);
    expect((await server.request("DELETE", item("nope"), { token: root })).status).toBe(404);
  });
});

describe("/api/clients/:id/licence/", () => {
  const future = { expiration_date: "2999-12-31" };

  it("answers 401 without a token on every verb; nothing changes", async () => {
    const client = await addClient(server);
    expect((await server.request("POST", licence(client.id), { body: future })).status).toBe(401);
    expect((await server.request("PATCH", licence(client.id), { body: future })).status).toBe(401);
    expect((await server.request("DELETE", licence(client.id))).status).toBe(401);
    expect((await storedClient(client.id))?.licence_key).toBeNull();
  });

  it.each<TGroup>(["Admin", "Support", "Manager"])("answers 403 to %s, even for the own client; nothing changes", async (group) => {
    const { client } = await clientWithAdmin();
    await server.request("POST", licence(client.id), { token: root, body: future });
    const before = await storedClient(client.id);
    const user = await addUser(server, { group, client_id: client.id });
    const token = await tokenFor(server.db, user.id);
    for (const method of ["POST", "PATCH"]) {
      const response = await server.request(method, licence(client.id), { token, body: { expiration_date: "2000-01-01" } });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(FORBIDDEN);
    }
    expect((await server.request("DELETE", licence(client.id), { token })).status).toBe(403);
    expect(await storedClient(client.id)).toEqual(before);
  });

  it("answers 400 expiration_date for a bad date and saves nothing", async () => {
    const client = await addClient(server);
    for (const expiration_date of ["2030-13-45", "31/12/2030", "tomorrow", "", null]) {
      const response = await server.request("POST", licence(client.id), { token: root, body: { expiration_date } });
      expect(response.status).toBe(400);
      expect(Object.keys(fieldsOf(response.body))).toEqual(["expiration_date"]);
    }
    const missing = await server.request("POST", licence(client.id), { token: root, body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(fieldsOf(missing.body))).toEqual(["expiration_date"]);
    expect(await storedClient(client.id)).toMatchObject({ licence_key: null, licence_expires_at: null });

    await server.request("POST", licence(client.id), { token: root, body: future });
    const before = await storedClient(client.id);
    const patched = await server.request("PATCH", licence(client.id), { token: root, body: { expiration_date: "2030-02-30" } });
    expect(patched.status).toBe(400);
    expect(Object.keys(fieldsOf(patched.body))).toEqual(["expiration_date"]);
    expect(await storedClient(client.id)).toEqual(before);
  });

  it("answers 404 for an unknown client, and PATCH 404 when there is no licence", async () => {
    expect((await server.request("POST", licence(MISSING_ID), { token: root, body: future })).status).toBe(404);
    const client = await addClient(server);
    const response = await server.request("PATCH", licence(client.id), { token: root, body: future });
    expect(response.status).toBe(404);
    expect(await storedClient(client.id)).toMatchObject({ licence_key: null, licence_expires_at: null });
  });

  it("generates a key, regenerates a different one, changes the date only, and removes it", async () => {
    const client = await addClient(server);
    const generated = await server.request("POST", licence(client.id), { token: root, body: { expiration_date: "2031-06-30" } });
    expect(generated.status).toBe(200);
    expect(generated.body).toMatchObject({ id: client.id, licence: { expiration_date: "2031-06-30" } });
    const key = generated.body.licence.licence_key;
    expect(key).toMatch(LICENCE_KEY);
    expect((await server.request("GET", item(client.id), { token: root })).body.licence).toEqual({
      licence_key: key,
      expiration_date: "2031-06-30",
    });

    const regenerated = await server.request("POST", licence(client.id), { token: root, body: { expiration_date: "2032-01-01" } });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.licence.licence_key).toMatch(LICENCE_KEY);
    expect(regenerated.body.licence.licence_key).not.toBe(key);
    expect(regenerated.body.licence.expiration_date).toBe("2032-01-01");

    const moved = await server.request("PATCH", licence(client.id), { token: root, body: { expiration_date: "2033-03-03" } });
    expect(moved.status).toBe(200);
    expect(moved.body.licence).toEqual({ licence_key: regenerated.body.licence.licence_key, expiration_date: "2033-03-03" });

    const removed = await server.request("DELETE", licence(client.id), { token: root });
    expect(removed.status).toBe(204);
    expect((await server.request("GET", item(client.id), { token: root })).body.licence).toBeNull();
    expect(await storedClient(client.id)).toMatchObject({ licence_key: null, licence_expires_at: null });
  });

  it("shows the licence to the client's Admin, read-only", async () => {
    const { client, token } = await clientWithAdmin();
    const generated = await server.request("POST", licence(client.id), { token: root, body: future });
    const read = await server.request("GET", item(client.id), { token });
    expect(read.body.licence).toEqual(generated.body.licence);
    // A licence in a client PATCH is not a field: it is ignored.
    const patched = await server.request("PATCH", item(client.id), {
      token,
      body: { licence: { licence_key: "X", expiration_date: "2000-01-01" } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.licence).toEqual(generated.body.licence);
  });

  it("a past expiration date refuses the client's logins and open sessions (403 licence_expired), Super Users excepted", async () => {
    const client = await addClient(server);
    const admin = await addUser(server, { group: "Admin", client_id: client.id });
    const engineer = await addUser(server, { group: "Engineer", client_id: client.id });
    const superUser = await addUser(server, { group: "Super User", client_id: client.id });
    const engineerToken = await tokenFor(server.db, engineer.id);
    const adminToken = await tokenFor(server.db, admin.id);
    const other = await addUser(server, { group: "Engineer" });

    const expired = await server.request("POST", licence(client.id), { token: root, body: { expiration_date: "2020-01-01" } });
    expect(expired.status).toBe(200);
    for (const user of [admin, engineer]) {
      const response = await login(server, user.email, user.password);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(LICENCE_EXPIRED);
    }
    for (const token of [engineerToken, adminToken]) {
      const response = await server.request("GET", "/api/me/", { token });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(LICENCE_EXPIRED);
    }
    expect((await server.request("GET", item(client.id), { token: adminToken })).status).toBe(403);
    expect((await login(server, superUser.email, superUser.password)).status).toBe(200);
    // Another client's users are not affected.
    expect((await login(server, other.email, other.password)).status).toBe(200);

    // Today is still valid; moving the date forward restores access (same key).
    const today = new Date().toISOString().slice(0, 10);
    const renewed = await server.request("PATCH", licence(client.id), { token: root, body: { expiration_date: today } });
    expect(renewed.body.licence.licence_key).toBe(expired.body.licence.licence_key);
    expect((await login(server, engineer.email, engineer.password)).status).toBe(200);
    expect((await server.request("GET", "/api/me/", { token: engineerToken })).status).toBe(200);

    // Removing the licence also lifts the block.
    await server.request("PATCH", licence(client.id), { token: root, body: { expiration_date: "2020-01-01" } });
    expect((await login(server, admin.email, admin.password)).status).toBe(403);
    expect((await server.request("DELETE", licence(client.id), { token: root })).status).toBe(204);
    expect((await login(server, admin.email, admin.password)).status).toBe(200);
  });
});

describe("the client's date format in the profile", () => {
  it("gives a client's user the client's default_date_format on /api/me/, and the new one after the Admin changes it", async () => {
    const { client, token } = await clientWithAdmin();
    expect((await server.request("GET", "/api/me/", { token })).body.date_format).toBe("YYYY-MM-DD");
    const changed = await server.request("PATCH", item(client.id), { token, body: { default_date_format: "DD/MM/YYYY" } });
    expect(changed.status).toBe(200);
    expect((await server.request("GET", "/api/me/", { token })).body.date_format).toBe("DD/MM/YYYY");
  });

  it("gives the platform's staff no date format (null: their language's), at login and on /api/me/", async () => {
    const signedIn = await login(server, ROOT_EMAIL, ROOT_PASSWORD);
    expect(signedIn.body.user.date_format).toBeNull();
    expect((await server.request("GET", "/api/me/", { token: root })).body.date_format).toBeNull();
  });
});

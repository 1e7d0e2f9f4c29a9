import { RESOURCES } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { validBody } from "./resource-bodies.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Messages Alpha");
  beta = await seedClient(server, "Messages Beta");
});
afterAll(() => server.close());

const resource = (key: string) => RESOURCES.find((candidate) => candidate.key === key)!;

describe("server messages travel as catalogue codes with their parameters", () => {
  it("a zod max length: the field keeps its English text and `codes` gives max_length with max 255", async () => {
    const response = await server.request("POST", "/api/bevel-types/", {
      token: alpha.users.Engineer.token,
      body: { name: "x".repeat(256) },
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ name: ["Max 255 characters"] });
    expect(response.body.codes).toEqual({ name: [{ code: "max_length", params: { max: 255 } }] });
  });

  it("a missing field and a wrong type: required and not_numeric, one code per message in the same order", async () => {
    const token = alpha.users.Engineer.token;
    const response = await server.request("POST", "/api/consumable-diameters/", { token, body: { diameter_inch_dec: "abc" } });
    expect(response.status).toBe(400);
    expect(response.body.diameter_inch_dec).toEqual(["Is not numeric"]);
    expect(response.body.codes.diameter_inch_dec).toEqual([{ code: "not_numeric" }]);
    expect(response.body.codes.diameter_mm).toEqual([{ code: "required" }]);
  });

  it("a spec business rule raised by a refinement: a project with a latitude but no longitude is location_incomplete on lng", async () => {
    const token = alpha.users.Admin.token;
    const body = { ...(await validBody(server, token, resource("project"))), lat: 45.5, lng: null };
    const response = await server.request("POST", "/api/projects/", { token, body });
    expect(response.status).toBe(400);
    expect(response.body.lng).toEqual(["Give both latitude and longitude, or neither."]);
    expect(response.body.codes.lng).toEqual([{ code: "location_incomplete" }]);
  });

  it("a spec rule raised by a service: deleting one's own account is 409 with code self and its English detail", async () => {
    const me = alpha.users.Admin;
    const response = await server.request("DELETE", `/api/users/${me.id}/`, { token: me.token });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ detail: "You cannot delete your own account.", code: "self" });
  });

  it("an unknown ordering field: unknown_ordering with the field as its parameter", async () => {
    const response = await server.request("GET", "/api/bevel-types/?ordering=password", { token: alpha.users.Engineer.token });
    expect(response.status).toBe(400);
    expect(response.body.codes).toEqual({ ordering: [{ code: "unknown_ordering", params: { field: "password" } }] });
  });
});

describe("catalogue names are identities: one per name and client, case-insensitive", () => {
  const path = "/api/bevel-types/";

  it('"V" (seeded for every client) then "V" or "v" is refused with 409 duplicate naming the name; "V" stays alone', async () => {
    const token = alpha.users.Engineer.token;
    const named = async () =>
      ((await server.request("GET", `${path}?search=v&page_size=100`, { token })).body.results as { name: string }[]).filter(
        (row) => row.name.toLowerCase() === "v",
      );
    expect((await named()).map((row) => row.name)).toEqual(["V"]);
    const same = await server.request("POST", path, { token, body: { name: "V" } });
    expect(same.status).toBe(409);
    const second = await server.request("POST", path, { token, body: { name: "v" } });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ detail: 'An entry named "v" already exists.', code: "duplicate", params: { name: "v" }, field: "name" });
    expect(await named()).toHaveLength(1);
  });

  it("renaming an entry to another's name in other case is refused with 409 duplicate; renaming it to its own name in other case is fine", async () => {
    const token = alpha.users.Engineer.token;
    await server.request("POST", path, { token, body: { name: "Double V" } });
    const other = await server.request("POST", path, { token, body: { name: "Single U" } });
    const renamed = await server.request("PATCH", `${path}${other.body.id}/`, { token, body: { name: "DOUBLE v" } });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({ code: "duplicate", params: { name: "DOUBLE v" } });
    expect((await server.request("GET", `${path}${other.body.id}/`, { token })).body.name).toBe("Single U");
    expect((await server.request("PATCH", `${path}${other.body.id}/`, { token, body: { name: "single u" } })).status).toBe(200);
  });

  it("the same name in another client is fine", async () => {
    await server.request("POST", path, { token: alpha.users.Engineer.token, body: { name: "Per client" } });
    const elsewhere = await server.request("POST", path, { token: beta.users.Engineer.token, body: { name: "PER CLIENT" } });
    expect(elsewhere.status).toBe(201);
  });

  it("a bulk row repeating a name (of the client or of the batch) gets the duplicate reason with its code; the others are saved", async () => {
    const token = alpha.users.Engineer.token;
    await server.request("POST", path, { token, body: { name: "Bulk K" } });
    const response = await server.request("POST", `${path}bulk/`, {
      token,
      body: [{ name: "bulk k" }, { name: "Bulk J" }, { name: "BULK J" }],
    });
    expect(response.status).toBe(200);
    const rows = response.body.results as { n: number; status: string; reason: string | null; codes?: unknown }[];
    expect(rows.map((row) => [row.n, row.status])).toEqual([
      [1, "error"],
      [2, "success"],
      [3, "error"],
    ]);
    expect(rows[0]!.reason).toBe('An entry named "bulk k" already exists.');
    expect(rows[0]!.codes).toEqual({ non_field_errors: [{ code: "duplicate", params: { name: "bulk k" } }] });
    expect(rows[2]!.codes).toEqual({ non_field_errors: [{ code: "duplicate", params: { name: "BULK J" } }] });
  });

  it("a catalogue whose names are not identities (projects) still takes a repeated name", async () => {
    const token = alpha.users.Admin.token;
    const body = await validBody(server, token, resource("project"));
    expect((await server.request("POST", "/api/projects/", { token, body: { ...body, name: "Same project" } })).status).toBe(201);
    expect((await server.request("POST", "/api/projects/", { token, body: { ...body, name: "same project" } })).status).toBe(201);
  });
});

import { AUTH_MESSAGES, type TGroup, USER_MESSAGES } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.js";
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
/** Nobody adds users to gamma: its lists keep the eight seeded ones. */
let gamma: TSeededClient;
let root: string;
let groupIds: Record<TGroup, string>;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Alpha Works");
  beta = await seedClient(server, "Beta Forge");
  gamma = await seedClient(server, "Gamma Yard");
  root = (await login(server, ROOT_EMAIL, ROOT_PASSWORD)).body.token;
  const groups = await server.request("GET", "/api/groups/", { token: root });
  groupIds = Object.fromEntries(groups.body.results.map((group: { id: string; name: string }) => [group.name, group.id])) as Record<
    TGroup,
    string
  >;
});
afterAll(() => server.close());

const FORBIDDEN = { detail: "You do not have permission to perform this action.", code: "permission_denied" };
const NOT_FOUND = { detail: "Not found.", code: "not_found" };
const UNAUTHENTICATED = { detail: "Authentication credentials were not provided.", code: "not_authenticated" };
const MISSING_ID = "00000000-0000-7000-8000-000000000000";
const PASSWORD = "new-user-pass-1";

const item = (id: string) => `/api/users/${id}/`;
const tokenOf = (client: TSeededClient, group: TGroup) => client.users[group].token;
const storedUser = async (id: string) => (await server.db.select().from(users).where(eq(users.id, id)))[0];
const storedByEmail = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];
const userCount = async () => (await server.db.select({ id: users.id }).from(users)).length;
const me = (token: string) => server.request("GET", "/api/me/", { token });

let sequence = 0;
/** A valid create body with a unique email. */
function newUser(client: string, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    first_name: "New",
    last_name: `User ${sequence}`,
    email: `new-${sequence}-${Date.now()}@users.test`,
    password: PASSWORD,
    group: groupIds.Engineer,
    client,
    ...overrides,
  };
}

describe("GET /api/users/", () => {
  it("answers 401 without a token", async () => {
    const response = await server.request("GET", "/api/users/");
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });

  it.each<TGroup>(["Engineer", "Inspector", "Viewer", "Edge server"])("answers 403 to %s", async (group) => {
    const response = await server.request("GET", "/api/users/", { token: tokenOf(gamma, group) });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
  });

  it.each<TGroup>(["Admin", "Manager"])("lists only the own client's users to %s, with names, client and role", async (group) => {
    const response = await server.request("GET", "/api/users/?page_size=1000", { token: tokenOf(gamma, group) });
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(8);
    for (const row of response.body.results) expect(row).toMatchObject({ client: gamma.id, client_name: "Gamma Yard" });
    const admin = response.body.results.find((row: { id: string }) => row.id === gamma.users.Admin.id);
    expect(admin).toEqual({
      id: gamma.users.Admin.id,
      first_name: "Admin",
      last_name: "Gamma Yard",
      email: "admin@gamma-yard.test",
      username: "admin@gamma-yard.test",
      group: groupIds.Admin,
      group_name: "Admin",
      client: gamma.id,
      client_name: "Gamma Yard",
      role: false,
      is_machine: false,
      is_active: true,
      project: null,
      created_at: expect.any(String),
    });
    // role is the admin-like flag: true for the Super User only.
    const roles = Object.fromEntries(response.body.results.map((row: { group_name: string; role: boolean }) => [row.group_name, row.role]));
    expect(roles).toEqual({
      "Super User": true,
      Support: false,
      Admin: false,
      Manager: false,
      Engineer: false,
      Inspector: false,
      Viewer: false,
      "Edge server": false,
    });
    // Naming another client in the filter reaches nothing.
    const other = await server.request("GET", `/api/users/?client=${beta.id}`, { token: tokenOf(gamma, group) });
    expect(other.status).toBe(200);
    expect(other.body.count).toBe(0);
  });

  it("lists every user to a Super User and filters by ?client=", async () => {
    const all = await server.request("GET", "/api/users/?page_size=1000", { token: root });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(await userCount());
    const clientIds = new Set(all.body.results.map((row: { client: string }) => row.client));
    expect([...clientIds]).toEqual(expect.arrayContaining([alpha.id, beta.id, gamma.id]));
    expect(all.body.results.find((row: { email: string }) => row.email === ROOT_EMAIL)).toMatchObject({
      role: true,
      group_name: "Super User",
    });

    const filtered = await server.request("GET", `/api/users/?client=${gamma.id}&page_size=1000`, { token: root });
    expect(filtered.body.count).toBe(8);
    for (const row of filtered.body.results) expect(row.client).toBe(gamma.id);
  });

  it("lists machines only with ?is_machine=true, people only with false", async () => {
    const machines = await server.request("GET", "/api/users/?is_machine=true", { token: tokenOf(gamma, "Admin") });
    expect(machines.status).toBe(200);
    expect(machines.body.count).toBe(1);
    expect(machines.body.results[0]).toMatchObject({ id: gamma.users["Edge server"].id, is_machine: true, group_name: "Edge server" });
    const people = await server.request("GET", "/api/users/?is_machine=false&page_size=1000", { token: tokenOf(gamma, "Admin") });
    expect(people.body.count).toBe(7);
    for (const row of people.body.results) expect(row.is_machine).toBe(false);
    const bad = await server.request("GET", "/api/users/?is_machine=maybe", { token: root });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad.body))).toEqual(["is_machine"]);
  });

  it("searches first name, last name and email; sorts by last_name both ways", async () => {
    const client = await addClient(server, "Search Co");
    const people = [
      { first_name: "Zoe", last_name: "Clark", email: "zoe.clark@search.test" },
      { first_name: "Yann", last_name: "adams", email: "yann@search.test" },
      { first_name: "Xavier", last_name: "Brown", email: "x.brown@unique-domain.test" },
    ];
    for (const person of people) {
      const created = await server.request("POST", "/api/users/", { token: root, body: newUser(client.id, person) });
      expect(created.status).toBe(201);
    }
    const list = (query: string) => server.request("GET", `/api/users/?client=${client.id}&${query}`, { token: root });
    const lastNames = (response: { body: { results: { last_name: string }[] } }) => response.body.results.map((row) => row.last_name);

    expect(lastNames(await list("search=CLARK"))).toEqual(["Clark"]);
    expect(lastNames(await list("search=yann"))).toEqual(["adams"]);
    expect(lastNames(await list("search=unique-domain"))).toEqual(["Brown"]);
    expect((await list("search=nobody-here")).body.count).toBe(0);

    expect(lastNames(await list("ordering=last_name"))).toEqual(["adams", "Brown", "Clark"]);
    expect(lastNames(await list("ordering=-last_name"))).toEqual(["Clark", "Brown", "adams"]);
    // Default ordering is last_name.
    expect(lastNames(await list(""))).toEqual(["adams", "Brown", "Clark"]);
    const unknown = await list("ordering=password_hash");
    expect(unknown.status).toBe(400);
    expect(Object.keys(fieldsOf(unknown.body))).toEqual(["ordering"]);
  });
});

describe("GET /api/users/:id/", () => {
  it("answers 401 without a token", async () => {
    expect((await server.request("GET", item(alpha.users.Admin.id))).status).toBe(401);
  });

  it("answers 403 to a group without the right", async () => {
    const response = await server.request("GET", item(alpha.users.Engineer.id), { token: tokenOf(alpha, "Engineer") });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
  });

  it.each<TGroup>(["Admin", "Manager"])("answers 404 to %s for another client's user, 200 for their own", async (group) => {
    const other = await server.request("GET", item(beta.users.Engineer.id), { token: tokenOf(alpha, group) });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(NOT_FOUND);
    const own = await server.request("GET", item(alpha.users.Engineer.id), { token: tokenOf(alpha, group) });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: alpha.users.Engineer.id, client: alpha.id, group_name: "Engineer" });
  });

  it("reads any user for a Super User; 404 for an unknown or malformed id", async () => {
    const response = await server.request("GET", item(beta.users.Viewer.id), { token: root });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: beta.users.Viewer.id, client_name: "Beta Forge", group_name: "Viewer", role: false });
    expect((await server.request("GET", item(MISSING_ID), { token: root })).status).toBe(404);
    expect((await server.request("GET", item("not-a-uuid"), { token: root })).status).toBe(404);
  });
});

describe("POST /api/users/", () => {
  it("answers 401 without a token and saves nothing", async () => {
    const body = newUser(alpha.id);
    expect((await server.request("POST", "/api/users/", { body })).status).toBe(401);
    expect(await storedByEmail(body.email)).toBeUndefined();
  });

  it.each<TGroup>(["Support", "Manager", "Engineer", "Inspector", "Viewer", "Edge server"])(
    "answers 403 to %s and saves nothing",
    async (group) => {
      const body = newUser(alpha.id);
      const response = await server.request("POST", "/api/users/", { token: tokenOf(alpha, group), body });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(FORBIDDEN);
      expect(await storedByEmail(body.email)).toBeUndefined();
    },
  );

  it("lets an Admin create a user in the own client (201), with a hashed password that logs in", async () => {
    const body = newUser(alpha.id, { first_name: "Nora", last_name: "Newton", email: "Nora.Newton@Users.TEST", group: groupIds.Inspector });
    const response = await server.request("POST", "/api/users/", { token: tokenOf(alpha, "Admin"), body });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      first_name: "Nora",
      last_name: "Newton",
      email: "nora.newton@users.test",
      username: "nora.newton@users.test",
      group: groupIds.Inspector,
      group_name: "Inspector",
      client: alpha.id,
      client_name: "Alpha Works",
      role: false,
      is_machine: false,
      is_active: true,
      project: null,
      created_at: expect.any(String),
    });
    const stored = await storedUser(response.body.id);
    expect(stored?.password_hash).toBeTruthy();
    expect(stored?.password_hash).not.toContain(PASSWORD);
    const signedIn = await login(server, "nora.newton@users.test", PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: response.body.id, group: "Inspector", client: alpha.id });
    expect(JSON.stringify(response.body)).not.toContain("password");
  });

  it("answers 400 client when an Admin creates in another client, and saves nothing", async () => {
    const body = newUser(beta.id);
    const response = await server.request("POST", "/api/users/", { token: tokenOf(alpha, "Admin"), body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ client: [USER_MESSAGES.otherClient] });
    expect(await storedByEmail(body.email)).toBeUndefined();
  });

  it.each<TGroup>(["Super User", "Support"])("answers 400 group when an Admin gives the %s group, and saves nothing", async (group) => {
    const body = newUser(alpha.id, { group: groupIds[group] });
    const response = await server.request("POST", "/api/users/", { token: tokenOf(alpha, "Admin"), body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ group: [USER_MESSAGES.platformGroup] });
    expect(await storedByEmail(body.email)).toBeUndefined();
  });

  it("lets a Super User give a platform group, in any client", async () => {
    const superUser = await server.request("POST", "/api/users/", {
      token: root,
      body: newUser(beta.id, { group: groupIds["Super User"] }),
    });
    expect(superUser.status).toBe(201);
    expect(superUser.body).toMatchObject({ client: beta.id, group_name: "Super User", role: true });
    const support = await server.request("POST", "/api/users/", { token: root, body: newUser(beta.id, { group: groupIds.Support }) });
    expect(support.status).toBe(201);
    expect(support.body).toMatchObject({ group_name: "Support", role: false });
  });

  it("answers 400 email for an email already taken, in any case, and saves nothing", async () => {
    const before = await userCount();
    for (const email of [beta.users.Viewer.email, alpha.users.Admin.email.toUpperCase()]) {
      const response = await server.request("POST", "/api/users/", { token: tokenOf(alpha, "Admin"), body: newUser(alpha.id, { email }) });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toEqual({ email: [USER_MESSAGES.emailTaken] });
    }
    expect(await userCount()).toBe(before);
  });

  it("answers 400 password when it is missing or too weak (under 10 characters and easy to guess), and saves nothing", async () => {
    const { password: _password, ...withoutPassword } = newUser(alpha.id);
    const missing = await server.request("POST", "/api/users/", { token: tokenOf(alpha, "Admin"), body: withoutPassword });
    expect(missing.status).toBe(400);
    expect(Object.keys(fieldsOf(missing.body))).toEqual(["password"]);
    const short = newUser(alpha.id, { password: "short-7" });
    const tooShort = await server.request("POST", "/api/users/", { token: tokenOf(alpha, "Admin"), body: short });
    expect(tooShort.status).toBe(400);
    expect(fieldsOf(tooShort.body)).toEqual({ password: [AUTH_MESSAGES.passwordTooWeak] });
    expect(await storedByEmail(withoutPassword.email)).toBeUndefined();
    expect(await storedByEmail(short.email)).toBeUndefined();
  });

  it("refuses twelve spaces, aaaaaaaaaaaa, 123456789012 and passwordpassword (password_too_weak), and a password holding the email's name (password_contains_email); saves none", async () => {
    for (const password of [" ".repeat(12), "aaaaaaaaaaaa", "123456789012", "passwordpassword"]) {
      const body = newUser(alpha.id, { password });
      const response = await server.request("POST", "/api/users/", { token: tokenOf(alpha, "Admin"), body });
      expect(response.status, JSON.stringify(password)).toBe(400);
      expect(fieldsOf(response.body), JSON.stringify(password)).toEqual({ password: [AUTH_MESSAGES.passwordTooWeak] });
      expect(await storedByEmail(body.email)).toBeUndefined();
    }
    const named = newUser(alpha.id, { email: "margaux.lefevre@alpha.test", password: "Margaux.Lefevre-tanker-71" });
    const response = await server.request("POST", "/api/users/", { token: tokenOf(alpha, "Admin"), body: named });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ password: [AUTH_MESSAGES.passwordContainsEmail] });
    expect(await storedByEmail(named.email)).toBeUndefined();
  });

  it("refuses (400 password_inside_email) a new user whose password is part of their email address (its first 12 characters); saves nothing", async () => {
    const body = newUser(alpha.id, { email: "marguerite.fontaine@alpha.test", password: "marguerite.f" });
    const response = await server.request("POST", "/api/users/", { token: tokenOf(alpha, "Admin"), body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ password: [AUTH_MESSAGES.passwordInsideEmail] });
    expect(await storedByEmail(body.email)).toBeUndefined();
  });

  it("answers 400 group for an unknown or malformed group id, and saves nothing", async () => {
    const unknown = newUser(alpha.id, { group: MISSING_ID });
    const response = await server.request("POST", "/api/users/", { token: tokenOf(alpha, "Admin"), body: unknown });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ group: ["Select a valid choice."] });
    const malformed = newUser(alpha.id, { group: "Admin" });
    const bad = await server.request("POST", "/api/users/", { token: tokenOf(alpha, "Admin"), body: malformed });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad.body))).toEqual(["group"]);
    expect(await storedByEmail(unknown.email)).toBeUndefined();
    expect(await storedByEmail(malformed.email)).toBeUndefined();
  });

  it("answers 400 with every bad field at once, and saves nothing", async () => {
    const before = await userCount();
    const response = await server.request("POST", "/api/users/", {
      token: root,
      body: { first_name: " ", email: "not-an-email", password: PASSWORD, group: groupIds.Engineer, client: MISSING_ID },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(fieldsOf(response.body)).sort()).toEqual(["email", "first_name", "last_name"]);
    const unknownClient = await server.request("POST", "/api/users/", { token: root, body: newUser(MISSING_ID) });
    expect(unknownClient.status).toBe(400);
    expect(fieldsOf(unknownClient.body)).toEqual({ client: ["Select a valid choice."] });
    expect(await userCount()).toBe(before);
  });

  it("makes a user of the Edge server group a machine", async () => {
    const response = await server.request("POST", "/api/users/", {
      token: tokenOf(alpha, "Admin"),
      body: newUser(alpha.id, { group: groupIds["Edge server"], first_name: "Edge", last_name: "Station 7" }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ is_machine: true, group_name: "Edge server" });
    const machines = await server.request("GET", "/api/users/?is_machine=true&page_size=1000", { token: tokenOf(alpha, "Admin") });
    expect(machines.body.results.map((row: { id: string }) => row.id)).toContain(response.body.id);
  });
});

describe("PATCH /api/users/:id/", () => {
  it("answers 401 without a token and changes nothing", async () => {
    const user = await addUser(server, { client_id: alpha.id });
    const before = await storedUser(user.id);
    expect((await server.request("PATCH", item(user.id), { body: { first_name: "Hacked" } })).status).toBe(401);
    expect(await storedUser(user.id)).toEqual(before);
  });

  it.each<TGroup>(["Support", "Manager", "Engineer", "Viewer"])("answers 403 to %s and changes nothing", async (group) => {
    const user = await addUser(server, { client_id: alpha.id });
    const before = await storedUser(user.id);
    const response = await server.request("PATCH", item(user.id), { token: tokenOf(alpha, group), body: { first_name: "Hacked" } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("answers 404 to an Admin for another client's user, who stays unchanged", async () => {
    const user = await addUser(server, { client_id: beta.id });
    const before = await storedUser(user.id);
    const response = await server.request("PATCH", item(user.id), {
      token: tokenOf(alpha, "Admin"),
      body: { first_name: "Hacked", client: alpha.id },
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("answers 400 with the field for bad input, and changes nothing", async () => {
    const user = await addUser(server, { client_id: alpha.id });
    const before = await storedUser(user.id);
    const token = tokenOf(alpha, "Admin");
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ email: beta.users.Admin.email.toUpperCase() }, { email: [USER_MESSAGES.emailTaken] }],
      [{ client: beta.id }, { client: [USER_MESSAGES.otherClient] }],
      [{ group: groupIds["Super User"] }, { group: [USER_MESSAGES.platformGroup] }],
      [{ group: MISSING_ID }, { group: ["Select a valid choice."] }],
      [{ first_name: " " }, { first_name: ["Required"] }],
    ];
    for (const [body, errors] of cases) {
      const response = await server.request("PATCH", item(user.id), { token, body: { last_name: "Changed", ...body } });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toEqual(errors);
    }
    const badEmail = await server.request("PATCH", item(user.id), { token, body: { email: "nope" } });
    expect(badEmail.status).toBe(400);
    expect(Object.keys(fieldsOf(badEmail.body))).toEqual(["email"]);
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("answers 400 group when an Admin edits a platform account of their client, and changes nothing", async () => {
    const before = await storedUser(alpha.users.Support.id);
    const response = await server.request("PATCH", item(alpha.users.Support.id), {
      token: tokenOf(alpha, "Admin"),
      body: { first_name: "Demoted" },
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ group: [USER_MESSAGES.platformGroup] });
    expect(await storedUser(alpha.users.Support.id)).toEqual(before);
  });

  it("ignores a password in the body: the old password still works", async () => {
    const user = await addUser(server, { client_id: alpha.id });
    const response = await server.request("PATCH", item(user.id), {
      token: tokenOf(alpha, "Admin"),
      body: { first_name: "Still", password: "another-password-1" },
    });
    expect(response.status).toBe(200);
    expect(response.body.first_name).toBe("Still");
    expect((await login(server, user.email, user.password)).status).toBe(200);
    expect((await login(server, user.email, "another-password-1")).status).toBe(400);
  });

  it("lets an Admin change names, email and group of their client's user; only the fields sent change", async () => {
    const user = await addUser(server, { client_id: alpha.id });
    const token = tokenOf(alpha, "Admin");
    const response = await server.request("PATCH", item(user.id), {
      token,
      body: { first_name: "Paula", last_name: "Patched", email: "Paula.Patched@Users.TEST", group: groupIds.Manager },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.id,
      first_name: "Paula",
      last_name: "Patched",
      email: "paula.patched@users.test",
      username: "paula.patched@users.test",
      group: groupIds.Manager,
      group_name: "Manager",
      client: alpha.id,
      is_machine: false,
    });
    expect((await server.request("GET", item(user.id), { token })).body).toEqual(response.body);
    expect((await login(server, "paula.patched@users.test", user.password)).body.user).toMatchObject({ group: "Manager" });

    const nameOnly = await server.request("PATCH", item(user.id), { token, body: { last_name: "Again" } });
    expect(nameOnly.status).toBe(200);
    expect(nameOnly.body).toEqual({ ...response.body, last_name: "Again" });
  });

  it("keeps a machine a machine and an inactive user inactive when other fields change", async () => {
    const token = tokenOf(alpha, "Admin");
    const machine = await addUser(server, { group: "Edge server", client_id: alpha.id });
    const renamed = await server.request("PATCH", item(machine.id), { token, body: { last_name: "Station 9" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ last_name: "Station 9", is_machine: true, group_name: "Edge server" });

    const user = await addUser(server, { client_id: alpha.id });
    const deactivated = await server.request("PATCH", item(user.id), { token, body: { is_active: false } });
    expect(deactivated.body.is_active).toBe(false);
    const touched = await server.request("PATCH", item(user.id), { token, body: { first_name: "Still Off" } });
    expect(touched.body).toMatchObject({ first_name: "Still Off", is_active: false });
    expect((await login(server, user.email, user.password)).status).toBe(400);
  });

  it("makes a user a machine when the Edge server group is chosen", async () => {
    const user = await addUser(server, { client_id: alpha.id });
    const response = await server.request("PATCH", item(user.id), {
      token: tokenOf(alpha, "Admin"),
      body: { group: groupIds["Edge server"] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ group_name: "Edge server", is_machine: true });
    expect((await storedUser(user.id))?.is_machine).toBe(true);
  });

  it("lets a Super User move a user to another client", async () => {
    const user = await addUser(server, { client_id: alpha.id });
    const response = await server.request("PATCH", item(user.id), { token: root, body: { client: beta.id } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ client: beta.id, client_name: "Beta Forge" });
  });
});

describe("DELETE /api/users/:id/", () => {
  it("answers 401 without a token; the user stays", async () => {
    const user = await addUser(server, { client_id: alpha.id });
    expect((await server.request("DELETE", item(user.id))).status).toBe(401);
    expect(await storedUser(user.id)).toBeDefined();
  });

  it.each<TGroup>(["Support", "Manager", "Engineer", "Viewer"])("answers 403 to %s; the user stays", async (group) => {
    const user = await addUser(server, { client_id: alpha.id });
    const response = await server.request("DELETE", item(user.id), { token: tokenOf(alpha, group) });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
    expect(await storedUser(user.id)).toBeDefined();
  });

  it("answers 404 to an Admin for another client's user, who stays and keeps working", async () => {
    const user = await addUser(server, { client_id: beta.id });
    const token = await tokenFor(server.db, user.id);
    const response = await server.request("DELETE", item(user.id), { token: tokenOf(alpha, "Admin") });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
    expect(await storedUser(user.id)).toBeDefined();
    expect((await me(token)).status).toBe(200);
  });

  it("answers 409 to a user deleting themselves", async () => {
    const admin = await addUser(server, { group: "Admin", client_id: alpha.id });
    const token = await tokenFor(server.db, admin.id);
    const response = await server.request("DELETE", item(admin.id), { token });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ detail: USER_MESSAGES.cannotDeleteSelf, code: "self" });
    expect((await me(token)).status).toBe(200);
  });

  it("answers 403 when an Admin deletes a platform account of their client; it stays", async () => {
    const superUser = await addUser(server, { group: "Super User", client_id: alpha.id });
    const response = await server.request("DELETE", item(superUser.id), { token: tokenOf(alpha, "Admin") });
    expect(response.status).toBe(403);
    expect(await storedUser(superUser.id)).toBeDefined();
  });

  it("deletes another user (204); their tokens stop working and they cannot log in", async () => {
    const user = await addUser(server, { client_id: alpha.id });
    const token = await tokenFor(server.db, user.id);
    expect((await me(token)).status).toBe(200);
    const response = await server.request("DELETE", item(user.id), { token: tokenOf(alpha, "Admin") });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(UNAUTHENTICATED);
    expect((await server.request("GET", item(user.id), { token: tokenOf(alpha, "Admin") })).status).toBe(404);
    expect((await login(server, user.email, user.password)).status).toBe(400);
    expect((await server.request("DELETE", item(user.id), { token: tokenOf(alpha, "Admin") })).status).toBe(404);
  });

  it("lets a Super User delete a user of any client; 404 for an unknown or malformed id", async () => {
    const user = await addUser(server, { client_id: beta.id });
    expect((await server.request("DELETE", item(user.id), { token: root })).status).toBe(204);
    expect(await storedUser(user.id)).toBeUndefined();
    expect((await server.request("DELETE", item(MISSING_ID), { token: root })).status).toBe(404);
    expect((await server.request("DELETE", item("nope"), { token: root })).status).toBe(404);
  });
});

describe("Support (platform staff, read only)", () => {
  it("reads users of every client and changes none", async () => {
    const support = tokenOf(alpha, "Support");
    const betaUsers = await server.request("GET", `/api/users/?client=${beta.id}`, { token: support });
    expect(betaUsers.status).toBe(200);
    expect(betaUsers.body.count).toBeGreaterThan(0);
    expect(betaUsers.body.results.every((user: { client: string }) => user.client === beta.id)).toBe(true);
    const target = betaUsers.body.results[0];
    expect((await server.request("GET", item(target.id), { token: support })).status).toBe(200);
    expect((await server.request("PATCH", item(target.id), { token: support, body: { first_name: "Changed" } })).status).toBe(403);
    expect((await server.request("DELETE", item(target.id), { token: support })).status).toBe(403);
  });
});

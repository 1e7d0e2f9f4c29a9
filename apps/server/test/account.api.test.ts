import { AUTH_MESSAGES, IMAGE_MAX_BYTES } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.js";
import { ensureGroups } from "../src/seed/seed.js";
import { fieldsOf, startTestServer, type TTestServer, tokenFor } from "./helpers.js";
import { addClient, addUser, login, type TTestUser } from "./users.js";

let server: TTestServer;
let user: TTestUser;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  user = await addUser(server, { group: "Admin" });
  token = await tokenFor(server.db, user.id);
});

/** A 1x1 transparent PNG. */
const TINY_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const pngOfBytes = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString("base64")}`;

const getMe = (as = token) => server.request("GET", "/api/me/", { token: as });
const patchMe = (body: unknown, as = token) => server.request("PATCH", "/api/me/", { token: as, body });
const names = { first_name: "Ada", last_name: "Lovelace" };
const storedUser = async (id: string) => (await server.db.select().from(users).where(eq(users.id, id)))[0];

describe("GET /api/me/", () => {
  it("returns the profile of the token's user", async () => {
    const client = await addClient(server, "Gamma Welds");
    const gamma = await addUser(server, { group: "Inspector", client_id: client.id });
    const response = await getMe(await tokenFor(server.db, gamma.id));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: gamma.id,
      email: gamma.email,
      username: gamma.email,
      first_name: "First",
      last_name: "Last",
      photo: null,
      language: "en",
      client: client.id,
      client_name: "Gamma Welds",
      date_format: "YYYY-MM-DD",
      group: "Inspector",
      groups: [gamma.group_id],
      role: "Inspector",
      is_machine: false,
      is_superuser: false,
      is_admin: false,
    });
  });

  it("marks an Admin as admin but not superuser", async () => {
    const response = await getMe();
    expect(response.body).toMatchObject({ id: user.id, group: "Admin", is_admin: true, is_superuser: false });
  });

  it("answers 401 without a token", async () => {
    const response = await server.request("GET", "/api/me/");
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("not_authenticated");
  });
});

describe("PATCH /api/me/", () => {
  it("updates first name, last name and email (stored in lower case)", async () => {
    const email = `Renamed-${user.id.slice(-8)}@Example.TEST`;
    // A new email needs the current password.
    const response = await patchMe({ ...names, email, current_password: user.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, ...names, email: email.toLowerCase(), group: "Admin" });
    expect((await getMe()).body).toEqual(response.body);
    // The new email is the login from now on.
    expect((await login(server, email.toLowerCase(), user.password)).status).toBe(200);
    expect((await login(server, user.email, user.password)).status).toBe(400);
  });

  it("accepts the user's own, unchanged email", async () => {
    const response = await patchMe({ ...names, email: user.email });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(user.email);
  });

  it("updates only the fields sent, as a PATCH does", async () => {
    const photoOnly = await patchMe({ photo: TINY_PNG });
    expect(photoOnly.status).toBe(200);
    expect(photoOnly.body).toMatchObject({ email: user.email, first_name: "First", last_name: "Last", photo: TINY_PNG });
    const nameOnly = await patchMe({ first_name: "Only" });
    expect(nameOnly.status).toBe(200);
    expect(nameOnly.body).toMatchObject({ email: user.email, first_name: "Only", last_name: "Last", photo: TINY_PNG });
    const nothing = await patchMe({});
    expect(nothing.status).toBe(200);
    expect(nothing.body).toEqual(nameOnly.body);
  });

  it("answers 400 email when another user has the email, and changes nothing", async () => {
    const other = await addUser(server);
    const before = await getMe();
    const response = await patchMe({ ...names, email: other.email.toUpperCase(), current_password: user.password });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ email: ["A user with this email already exists."] });
    expect((await getMe()).body).toEqual(before.body);
  });

  it("answers 400 for blank names and a malformed email", async () => {
    const response = await patchMe({ first_name: "  ", last_name: "x".repeat(151), email: "nope" });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({
      first_name: ["Required"],
      last_name: ["Max 150 characters"],
      email: ["Enter a valid email address."],
    });
  });

  it("saves a small PNG photo and returns it; null removes it", async () => {
    const saved = await patchMe({ ...names, email: user.email, photo: TINY_PNG });
    expect(saved.status).toBe(200);
    expect(saved.body.photo).toBe(TINY_PNG);
    expect((await getMe()).body.photo).toBe(TINY_PNG);
    const removed = await patchMe({ ...names, email: user.email, photo: null });
    expect(removed.status).toBe(200);
    expect(removed.body.photo).toBeNull();
  });

  it(`accepts a photo of exactly ${IMAGE_MAX_BYTES} bytes`, async () => {
    const photo = pngOfBytes(IMAGE_MAX_BYTES);
    const response = await patchMe({ ...names, email: user.email, photo });
    expect(response.status).toBe(200);
    expect(response.body.photo).toBe(photo);
  });

  it("answers 400 'File is too big!' for a photo over 2,000,000 bytes, and changes nothing", async () => {
    const before = await storedUser(user.id);
    for (const bytes of [IMAGE_MAX_BYTES + 1, 2_500_000, 5_000_000]) {
      const response = await patchMe({ ...names, email: "changed@example.test", photo: pngOfBytes(bytes) });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toEqual({ photo: [AUTH_MESSAGES.pictureTooBig] });
    }
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("answers 400 photo for anything but an image data URL, and changes nothing", async () => {
    await patchMe({ photo: TINY_PNG });
    const before = await storedUser(user.id);
    for (const photo of ["data:text/plain;base64,aGVsbG8=", "data:application/pdf;base64,JVBERi0=", "https://example.test/a.png", ""]) {
      const response = await patchMe({ ...names, email: "changed@example.test", photo });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toEqual({ photo: [AUTH_MESSAGES.notAnImage] });
    }
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("ignores fields a user may not set on themselves", async () => {
    const other = await addClient(server);
    const groupIds = await ensureGroups(server.db);
    const response = await patchMe({
      ...names,
      email: user.email,
      client: other.id,
      client_id: other.id,
      group: "Super User",
      group_id: groupIds.get("Super User"),
      is_superuser: true,
      is_machine: true,
      is_active: false,
      password_hash: "x",
      username: "hijack",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ client: user.client_id, group: "Admin", is_superuser: false, is_machine: false });
    const stored = await storedUser(user.id);
    expect(stored).toMatchObject({ client_id: user.client_id, group_id: user.group_id, is_active: true, username: user.email });
    expect((await login(server, user.email, user.password)).status).toBe(200);
  });

  it("refuses (400 password_inside_email) a new password that is part of the own email address or of a new one set with it, and changes nothing", async () => {
    const before = await storedUser(user.id);
    const own = await patchMe({ ...names, password: user.email.slice(0, 12), current_password: user.password });
    expect(own.status).toBe(400);
    expect(fieldsOf(own.body)).toEqual({ password: [AUTH_MESSAGES.passwordInsideEmail] });
    const email = "marguerite.fontaine@account.test";
    const withNew = await patchMe({ ...names, email, password: "marguerite.fon", current_password: user.password });
    expect(withNew.status).toBe(400);
    expect(fieldsOf(withNew.body)).toEqual({ password: [AUTH_MESSAGES.passwordInsideEmail] });
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("answers 401 without a token and changes nothing", async () => {
    const before = await storedUser(user.id);
    const response = await server.request("PATCH", "/api/me/", { body: { ...names, email: user.email } });
    expect(response.status).toBe(401);
    expect(await storedUser(user.id)).toEqual(before);
  });
});

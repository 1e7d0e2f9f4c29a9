import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../src/config.js";
import { configureReadCaches } from "../src/db/read-caches.js";
import { outbox, users } from "../src/db/schema/index.js";
import { startTestServer, type TTestServer } from "./helpers.js";
import { addUser, login } from "./users.js";

// The token cache (db/read-caches.ts): GET and HEAD may use a token's row looked up less than READ_CACHE_MS ago;
// every write request clears it, and writes never use it.
let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const me = (token: string, method = "GET") => server.request(method, "/api/me/", { token });

async function signedIn(group: "Engineer" | "Admin" = "Engineer", clientId?: string) {
  const user = await addUser(server, { group, client_id: clientId });
  const token = (await login(server, user.email, user.password)).body.token as string;
  expect((await me(token)).status).toBe(200);
  return { user, token };
}

describe("token cache", () => {
  it("a read right after logout answers 401: the logout (a write) clears the remembered token", async () => {
    const { token } = await signedIn();
    expect((await server.request("POST", "/api/logout/", { token })).status).toBe(204);
    expect((await me(token)).status).toBe(401);
  });

  it("a session revoked from My account is refused on its next read", async () => {
    const { user, token: first } = await signedIn();
    const second = (await login(server, user.email, user.password)).body.token as string;
    expect((await me(second)).status).toBe(200);
    const sessions = (await server.request("GET", "/api/me/sessions/", { token: first })).body as { id: string; current: boolean }[];
    const other = sessions.find((session) => !session.current);
    expect((await server.request("DELETE", `/api/me/sessions/${other?.id}/`, { token: first })).status).toBe(204);
    expect((await me(second)).status).toBe(401);
  });

  it("a user an admin deactivates through the API is refused on the very next read", async () => {
    const { user: admin, token: adminToken } = await signedIn("Admin");
    const { user, token } = await signedIn("Engineer", admin.client_id);
    const deactivated = await server.request("PATCH", `/api/users/${user.id}/`, { token: adminToken, body: { is_active: false } });
    expect(deactivated.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it("a change made outside this process: writes see it at once, reads within READ_CACHE_MS (5 s), not later", async () => {
    const { user, token } = await signedIn();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    // As another server process would: straight into the database, not through this one's API.
    await server.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect((await me(token)).status).toBe(200);
    expect((await me(token, "PATCH")).status).toBe(401);
    vi.setSystemTime(Date.now() + 5_001);
    expect((await me(token)).status).toBe(401);
  });

  it("another client's writes leave a remembered token alone; its own client's writes and staff writes clear it", async () => {
    const { user, token } = await signedIn();
    const { user: neighbour, token: neighbourToken } = await signedIn();
    expect(neighbour.client_id).not.toBe(user.client_id);
    // Deactivated outside this process: reads keep the remembered row until a write that could change it.
    await server.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect((await server.request("POST", "/api/logout/", { token: neighbourToken })).status).toBe(204);
    expect((await me(token)).status).toBe(200);
    const { token: colleagueToken } = await signedIn("Engineer", user.client_id);
    expect((await server.request("POST", "/api/logout/", { token: colleagueToken })).status).toBe(204);
    expect((await me(token)).status).toBe(401);

    const { user: other, token: otherToken } = await signedIn();
    await server.db.update(users).set({ is_active: false }).where(eq(users.id, other.id));
    expect((await me(otherToken)).status).toBe(200);
    const staff = await addUser(server, { group: "Super User" });
    const staffToken = (await login(server, staff.email, staff.password)).body.token as string;
    expect((await server.request("POST", "/api/logout/", { token: staffToken })).status).toBe(204);
    expect((await me(otherToken)).status).toBe(401);
  });

  it("a write that reaches no handler as a user (no token, a refused token, an unknown path) clears nothing", async () => {
    const { user, token } = await signedIn();
    // Deactivated outside this process: reads keep the remembered row until a write that could change it.
    await server.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect((await me(token)).status).toBe(200);
    expect((await server.request("POST", "/api/no-such-route/", { body: {} })).status).toBe(404);
    expect((await server.request("POST", "/api/logout/", { token: "not-a-token" })).status).toBe(401);
    expect((await server.request("POST", "/api/bevel-types/", { body: { name: "anonymous" } })).status).toBe(401);
    expect((await me(token)).status).toBe(200);
    server.expireReadCaches();
    expect((await me(token)).status).toBe(401);
  });

  it("a password reset (a write without a user) ends the user's sessions, even one a read has just remembered", async () => {
    const { user, token } = await signedIn();
    const before = await server.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect((await server.request("POST", "/api/check-email/", { body: { email: user.email } })).status).toBe(200);
    // The mail is prepared after the answer.
    let link: RegExpExecArray | null = null;
    for (let attempt = 0; attempt < 100 && !link; attempt++) {
      const mails = await server.db.select().from(outbox).where(eq(outbox.to, user.email));
      const mail = mails.find((row) => !before.some((old) => old.id === row.id));
      link = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const reset = await server.request("POST", "/api/reset-password/", {
      body: { token: link?.[1], password: "a-brand-new-passphrase-42" },
    });
    expect(reset.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it("a token never seen before is looked up, and an unknown one is never remembered as valid", async () => {
    expect((await me("not-a-token")).status).toBe(401);
    expect((await me("not-a-token")).status).toBe(401);
  });
});

describe("READ_CACHE_MS=0", () => {
  it("turns the caches off: a change made outside the process is seen by the next read", async () => {
    const uncached = await startTestServer({ env: { READ_CACHE_MS: "0" } });
    try {
      const user = await addUser(uncached);
      const token = (await login(uncached, user.email, user.password)).body.token as string;
      expect((await uncached.request("GET", "/api/me/", { token })).status).toBe(200);
      await uncached.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
      expect((await uncached.request("GET", "/api/me/", { token })).status).toBe(401);
    } finally {
      await uncached.close();
      // The caches are the process's, shared by every app built in it: the default lifetime comes back.
      configureReadCaches(loadConfig({}).readCacheMs);
    }
  });
});

// PostgreSQL too: 300 concurrent sign-ins on a pool (rate limits, lock-outs).
import { request as httpRequest } from "node:http";
import { AUTH_MESSAGES, LOGIN_MAX_FAILURES, LOGIN_MAX_PER_ADDRESS, RESET_MAILS_PER_HOUR } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, outbox } from "../src/db/schema/index.js";
import { fieldsOf, startTestServer, type TTestServer } from "./helpers.js";
import { addUser, login } from "./users.js";

/* Lockout counted atomically, throttles by account and address, reset answers, sessions, policy. */

let server: TTestServer;
const WRITES_PER_MINUTE = 5;

beforeAll(async () => {
  // Default login limits; a small write limit so its test stays short (keys are per user, so no other test meets it).
  server = await startTestServer({ env: { RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE) } });
});
afterAll(() => server.close());

/** A login sent from another loopback address (127.0.0.x), as another machine would. */
function loginFrom(localAddress: string, email: string, password: string): Promise<number> {
  const url = new URL(`${server.url}/api/api-token-auth/`);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("login lockout", () => {
  it(`checks at most ${LOGIN_MAX_FAILURES} of 300 parallel wrong guesses, and a right password in the burst does not log in`, async () => {
    const user = await addUser(server);
    const from = "127.0.0.11";
    const guesses = await Promise.all(Array.from({ length: 300 }, (_, n) => loginFrom(from, user.email, `wrong-guess-${n}`)));
    expect(guesses.filter((status) => status === 400).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(guesses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(300 - LOGIN_MAX_FAILURES);
    expect(guesses.every((status) => status === 400 || status === 429)).toBe(true);
    const burst = await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => loginFrom(from, user.email, `again-${n}`)),
      loginFrom(from, user.email, user.password),
    ]);
    expect(burst).not.toContain(200);
    expect(await loginFrom(from, user.email, user.password)).toBe(429);
  });

  it("a locked account still logs in from another address: one address cannot lock a user out everywhere", async () => {
    const user = await addUser(server);
    for (let n = 0; n < LOGIN_MAX_FAILURES; n++) expect(await loginFrom("127.0.0.12", user.email, "wrong")).toBe(400);
    expect(await loginFrom("127.0.0.12", user.email, user.password)).toBe(429);
    expect(await loginFrom("127.0.0.13", user.email, user.password)).toBe(200);
  });

  it(`stops one address after ${LOGIN_MAX_PER_ADDRESS} attempts over many accounts (password spraying)`, async () => {
    const from = "127.0.0.14";
    const victims = await Promise.all(Array.from({ length: 3 }, () => addUser(server)));
    const statuses: number[] = [];
    for (let n = 0; n < LOGIN_MAX_PER_ADDRESS + 5; n++) {
      statuses.push(await loginFrom(from, (victims[n % victims.length] as { email: string }).email, `spray-${n}`));
    }
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(LOGIN_MAX_PER_ADDRESS);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    // Another address is not affected.
    expect(await loginFrom("127.0.0.15", (victims[0] as { email: string }).email, (victims[0] as { password: string }).password)).toBe(200);
  });
});

describe("password reset mail", () => {
  const checkEmail = (email: string) => server.request("POST", "/api/check-email/", { body: { email } });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

  it(`sends at most ${RESET_MAILS_PER_HOUR} reset mails an hour to one address`, async () => {
    const user = await addUser(server);
    for (let n = 0; n < RESET_MAILS_PER_HOUR + 2; n++) {
      const response = await checkEmail(user.email);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ detail: AUTH_MESSAGES.resetMailSent });
    }
    await settle();
    expect(await server.db.select().from(outbox).where(eq(outbox.to, user.email))).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it("answers a known and an unknown address alike, in about the same time", async () => {
    const user = await addUser(server);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await checkEmail(email);
      return { ms: performance.now() - started, body: response.body, status: response.status };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let n = 0; n < 6; n++) {
      const a = await timed(user.email);
      const b = await timed(`nobody-${n}@auth.test`);
      expect(a.status).toBe(b.status);
      expect(a.body).toEqual(b.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
  });
});

describe("own email and password", () => {
  it("needs the current password to change one's email or password; other fields do not", async () => {
    const user = await addUser(server);
    const token = (await login(server, user.email, user.password)).body.token as string;
    const patch = (body: object) => server.request("PATCH", "/api/me/", { token, body });
    expect((await patch({ first_name: "Renamed" })).status).toBe(200);
    const noPassword = await patch({ email: `new-${user.email}` });
    expect(noPassword.status).toBe(400);
    expect(fieldsOf(noPassword.body)).toEqual({ current_password: [AUTH_MESSAGES.currentPasswordRequired] });
    const wrong = await patch({ password: "a-brand-new-passphrase", current_password: "not-mine" });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual({ current_password: [AUTH_MESSAGES.currentPasswordWrong] });
    const weak = await patch({ password: "short1", current_password: user.password });
    expect(fieldsOf(weak.body)).toEqual({ password: [AUTH_MESSAGES.passwordTooWeak] });
    expect((await login(server, user.email, user.password)).status).toBe(200);
    const changed = await patch({ password: "a-brand-new-passphrase", current_password: user.password });
    expect(changed.status).toBe(200);
    expect((await login(server, user.email, "a-brand-new-passphrase")).status).toBe(200);
  });
});

describe("sessions", () => {
  it("lists the user's sessions, marks the current one and revokes another; another user's session is a 404", async () => {
    const user = await addUser(server);
    const other = await addUser(server);
    const first = (await login(server, user.email, user.password)).body.token as string;
    const second = (await login(server, user.email, user.password)).body.token as string;
    const otherToken = (await login(server, other.email, other.password)).body.token as string;
    const listed = await server.request("GET", "/api/me/sessions/", { token: first });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    expect(listed.body.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const current = listed.body.find((session: { current: boolean }) => session.current);
    const secondSession = listed.body.find((session: { current: boolean }) => !session.current);
    const idle = new Date(current.expires_at).getTime() - new Date(current.last_used_at).getTime();
    expect(idle).toBe(14 * 24 * 60 * 60 * 1000);

    const othersList = (await server.request("GET", "/api/me/sessions/", { token: otherToken })).body;
    expect((await server.request("DELETE", `/api/me/sessions/${othersList[0].id}/`, { token: first })).status).toBe(404);
    expect((await server.request("GET", "/api/me/", { token: otherToken })).status).toBe(200);

    expect((await server.request("DELETE", `/api/me/sessions/${secondSession.id}/`, { token: first })).status).toBe(204);
    expect((await server.request("GET", "/api/me/", { token: second })).status).toBe(401);
    expect((await server.request("GET", "/api/me/", { token: first })).status).toBe(200);
  });

  it("expires a token unused for 14 days, and keeps one in use alive (sliding)", async () => {
    const user = await addUser(server);
    const token = (await login(server, user.email, user.password)).body.token as string;
    const [row] = await server.db.select().from(authTokens).where(eq(authTokens.user_id, user.id));
    const day = 24 * 60 * 60 * 1000;
    await server.db
      .update(authTokens)
      .set({ last_used_at: new Date(Date.now() - 13 * day) })
      .where(eq(authTokens.id, row?.id ?? ""));
    expect((await server.request("GET", "/api/me/", { token })).status).toBe(200);
    const [used] = await server.db.select().from(authTokens).where(eq(authTokens.user_id, user.id));
    expect(Date.now() - (used?.last_used_at.getTime() ?? 0)).toBeLessThan(60_000);
    await server.db
      .update(authTokens)
      .set({ last_used_at: new Date(Date.now() - 15 * day) })
      .where(eq(authTokens.id, row?.id ?? ""));
    server.expireReadCaches();
    expect((await server.request("GET", "/api/me/", { token })).status).toBe(401);
    expect(await server.db.select().from(authTokens).where(eq(authTokens.user_id, user.id))).toEqual([]);
  });
});

describe("write routes", () => {
  it(`limit one user to ${WRITES_PER_MINUTE} writes a minute (429), counted in the database`, async () => {
    const user = await addUser(server, { group: "Admin" });
    const token = (await login(server, user.email, user.password)).body.token as string;
    const statuses: number[] = [];
    for (let n = 0; n < WRITES_PER_MINUTE + 2; n++) {
      statuses.push((await server.request("POST", "/api/bead-techniques/", { token, body: { name: `Bead ${n}` } })).status);
    }
    expect(statuses.slice(0, WRITES_PER_MINUTE)).toEqual(Array(WRITES_PER_MINUTE).fill(201));
    const refused = await server.request("POST", "/api/bead-techniques/", { token, body: { name: "One too many" } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("too_many_requests");
    // Reads are not limited.
    expect((await server.request("GET", "/api/bead-techniques/", { token })).status).toBe(200);
  });
});

describe("read routes", () => {
  it("answers 429 too_many_requests to the reads of one token past RATE_LIMIT_READS_PER_MINUTE, while another token still reads", async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_READS_PER_MINUTE: "5" } });
    try {
      const first = await addUser(limited, { group: "Admin" });
      const second = await addUser(limited, { group: "Admin" });
      const firstToken = (await login(limited, first.email, first.password)).body.token as string;
      const secondToken = (await login(limited, second.email, second.password)).body.token as string;
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++)
        statuses.push((await limited.request("GET", "/api/bevel-types/", { token: firstToken })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await limited.request("GET", "/api/me/", { token: firstToken });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: "too_many_requests" });
      expect((await limited.request("GET", "/api/bevel-types/", { token: secondToken })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

import { AUTH_MESSAGES, LOGIN_MAX_FAILURES } from "@weldtrace/domain";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, outbox, passwordResets, rateLimits, users } from "../src/db/schema/index.js";
import { fieldsOf, ROOT_EMAIL, ROOT_PASSWORD, startTestServer, type TTestServer, tokenFor } from "./helpers.js";
import { addClient, addUser, login } from "./users.js";

let server: TTestServer;

beforeAll(async () => {
  // Many logins from one address in this file; the per-address limit has its own test (security.api.test.ts).
  // Every request of the file comes from one address: its per-address limits are lifted (each has its own test).
  server = await startTestServer({ env: { RATE_LIMIT_LOGINS_PER_ADDRESS: "100000", RATE_LIMIT_RESETS_PER_ADDRESS: "100000" } });
});
afterAll(() => server.close());

const BAD_CREDENTIALS = { non_field_errors: [AUTH_MESSAGES.badCredentials] };
const UNAUTHENTICATED = { detail: "Authentication credentials were not provided.", code: "not_authenticated" };
const TOO_MANY = { detail: AUTH_MESSAGES.tooManyAttempts, code: "too_many_attempts" };

const me = (token: string) => server.request("GET", "/api/me/", { token });
const failTimes = async (email: string, times: number) => {
  for (let attempt = 0; attempt < times; attempt++) {
    const response = await login(server, email, "wrong-password");
    expect(response.status).toBe(400);
  }
};

describe("POST /api/api-token-auth/", () => {
  it("returns a token and the profile", async () => {
    const user = await addUser(server, { group: "Manager" });
    const [client] = await server.db.select().from(clients).where(eq(clients.id, user.client_id));
    const response = await login(server, user.email, user.password);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(["token", "user"]);
    expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body.user).toEqual({
      id: user.id,
      email: user.email,
      username: user.email,
      first_name: "First",
      last_name: "Last",
      photo: null,
      language: "en",
      client: user.client_id,
      client_name: client?.name,
      date_format: "YYYY-MM-DD",
      group: "Manager",
      groups: [user.group_id],
      role: "Manager",
      is_machine: false,
      is_superuser: false,
      is_admin: false,
    });
  });

  it("flags a Super User as superuser and admin", async () => {
    const response = await login(server, ROOT_EMAIL, ROOT_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: ROOT_EMAIL, group: "Super User", is_superuser: true, is_admin: true });
  });

  it("accepts the email in any case and without a trailing slash on the path", async () => {
    const user = await addUser(server);
    const response = await server.request("POST", "/api/api-token-auth", {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(user.id);
  });

  it("answers 400 non_field_errors for a wrong password or an unknown email", async () => {
    const user = await addUser(server);
    const wrong = await login(server, user.email, "not-the-password");
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual(BAD_CREDENTIALS);
    const unknown = await login(server, "nobody@auth.test", "whatever-1");
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(BAD_CREDENTIALS);
  });

  it("answers 400 with the field for a malformed email or a missing password", async () => {
    const badEmail = await login(server, "not-an-email", "whatever-1");
    expect(badEmail.status).toBe(400);
    expect(fieldsOf(badEmail.body)).toEqual({ email: ["Enter a valid email address."] });
    const missing = await server.request("POST", "/api/api-token-auth/", { body: { email: "a@b.test" } });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual({ password: ["Required"] });
  });

  it("answers 400 non_field_errors for a body that is not JSON", async () => {
    const response = await fetch(`${server.url}/api/api-token-auth/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { non_field_errors?: string[] };
    expect(Object.keys(fieldsOf(body))).toEqual(["non_field_errors"]);
    expect(body.non_field_errors).toHaveLength(1);
  });

  it("refuses a password login to a machine user (edge server)", async () => {
    const machine = await addUser(server, { group: "Edge server", password: "machine-pass-1" });
    const response = await login(server, machine.email, "machine-pass-1");
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual(BAD_CREDENTIALS);
  });

  it("refuses an inactive user", async () => {
    const user = await addUser(server);
    await server.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    const response = await login(server, user.email, user.password);
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual(BAD_CREDENTIALS);
  });

  it(`locks an email after ${LOGIN_MAX_FAILURES} failures, even with the right password; other emails go on`, async () => {
    const locked = await addUser(server);
    const other = await addUser(server);
    await failTimes(locked.email, LOGIN_MAX_FAILURES);
    const blocked = await login(server, locked.email, locked.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    // Another casing of the same address is the same address.
    expect((await login(server, locked.email.toUpperCase(), locked.password)).status).toBe(429);
    const unaffected = await login(server, other.email, other.password);
    expect(unaffected.status).toBe(200);
    expect(unaffected.body.user.id).toBe(other.id);
  });

  it("counts only failures within the last 15 minutes", async () => {
    const user = await addUser(server);
    await failTimes(user.email, LOGIN_MAX_FAILURES);
    expect((await login(server, user.email, user.password)).status).toBe(429);
    await server.db
      .update(rateLimits)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(like(rateLimits.key, `login:${user.email}|%`));
    expect((await login(server, user.email, user.password)).status).toBe(200);
  });

  it("clears the failures of an email on a successful login", async () => {
    const user = await addUser(server);
    const half = LOGIN_MAX_FAILURES / 2 + 1;
    await failTimes(user.email, half);
    expect((await login(server, user.email, user.password)).status).toBe(200);
    await failTimes(user.email, half);
    // Without the reset this would be failure number 2 * half > the limit.
    expect((await login(server, user.email, user.password)).status).toBe(200);
    const left = await server.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `login:${user.email}|%`));
    expect(left).toEqual([]);
  });
});

describe("licence", () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it("answers 403 licence_expired to the users of a client whose licence has expired", async () => {
    const client = await addClient(server);
    const admin = await addUser(server, { group: "Admin", client_id: client.id });
    const support = await addUser(server, { group: "Support", client_id: client.id });
    await server.db.update(clients).set({ licence_expires_at: "2020-01-31" }).where(eq(clients.id, client.id));
    for (const user of [admin, support]) {
      const response = await login(server, user.email, user.password);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ detail: AUTH_MESSAGES.licenceExpired, code: "licence_expired" });
    }
  });

  it("answers a wrong password of an expired client's user as an unknown email (400 bad_credentials), telling the licence only once the password is right", async () => {
    const client = await addClient(server);
    const admin = await addUser(server, { group: "Admin", client_id: client.id });
    await server.db.update(clients).set({ licence_expires_at: "2020-01-31" }).where(eq(clients.id, client.id));
    const wrong = await login(server, admin.email, "wrong-password");
    const unknown = await login(server, `nobody-${admin.email}`, "wrong-password");
    expect([wrong.status, wrong.body]).toEqual([unknown.status, unknown.body]);
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual({ non_field_errors: [AUTH_MESSAGES.badCredentials] });
    expect((await login(server, admin.email, admin.password)).status).toBe(403);
  });

  it("ends open sessions when the licence expires, but not a Super User's", async () => {
    const client = await addClient(server);
    const admin = await addUser(server, { group: "Admin", client_id: client.id });
    const root = await addUser(server, { group: "Super User", client_id: client.id });
    const adminToken = (await login(server, admin.email, admin.password)).body.token;
    const rootToken = (await login(server, root.email, root.password)).body.token;
    expect((await me(adminToken)).status).toBe(200);
    await server.db.update(clients).set({ licence_expires_at: "2020-01-31" }).where(eq(clients.id, client.id));
    server.expireReadCaches();
    const refused = await me(adminToken);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("licence_expired");
    expect((await me(rootToken)).status).toBe(200);
  });

  it("still lets a Super User of an expired client log in", async () => {
    const client = await addClient(server);
    const root = await addUser(server, { group: "Super User", client_id: client.id });
    await server.db.update(clients).set({ licence_expires_at: "2020-01-31" }).where(eq(clients.id, client.id));
    const response = await login(server, root.email, root.password);
    expect(response.status).toBe(200);
    expect(response.body.user.is_superuser).toBe(true);
  });

  it("lets users in on the expiry day itself, with a future date and with no licence date", async () => {
    const client = await addClient(server);
    const user = await addUser(server, { client_id: client.id });
    expect((await login(server, user.email, user.password)).status).toBe(200);
    await server.db.update(clients).set({ licence_expires_at: today() }).where(eq(clients.id, client.id));
    expect((await login(server, user.email, user.password)).status).toBe(200);
    await server.db.update(clients).set({ licence_expires_at: "2999-12-31" }).where(eq(clients.id, client.id));
    expect((await login(server, user.email, user.password)).status).toBe(200);
  });
});

describe("tokens and logout", () => {
  it("accepts the login token on GET /api/me/", async () => {
    const user = await addUser(server);
    const { body } = await login(server, user.email, user.password);
    const response = await me(body.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(body.user);
  });

  it("answers 401 to a missing, garbage or malformed Authorization header", async () => {
    const missing = await server.request("GET", "/api/me/");
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(UNAUTHENTICATED);
    const garbage = await server.request("GET", "/api/me/", { token: "garbage" });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual(UNAUTHENTICATED);
    const user = await addUser(server);
    const { body } = await login(server, user.email, user.password);
    const bearer = await fetch(`${server.url}/api/me/`, { headers: { authorization: `Bearer ${body.token}` } });
    expect(bearer.status).toBe(401);
  });

  it("logs out with 204, revokes that token only", async () => {
    const user = await addUser(server);
    const first = (await login(server, user.email, user.password)).body.token as string;
    const second = (await login(server, user.email, user.password)).body.token as string;
    expect(first).not.toBe(second);
    const logout = await server.request("POST", "/api/logout/", { token: first });
    expect(logout.status).toBe(204);
    expect(logout.body).toBeNull();
    const revoked = await me(first);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual(UNAUTHENTICATED);
    expect((await server.request("POST", "/api/logout/", { token: first })).status).toBe(401);
    const still = await me(second);
    expect(still.status).toBe(200);
    expect(still.body.id).toBe(user.id);
  });

  it("answers 401 to a logout without a token", async () => {
    const response = await server.request("POST", "/api/logout/");
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });

  it("refuses the token of a user made inactive", async () => {
    const user = await addUser(server);
    const token = await tokenFor(server.db, user.id);
    expect((await me(token)).status).toBe(200);
    await server.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    server.expireReadCaches();
    expect((await me(token)).status).toBe(401);
  });
});

describe("password reset", () => {
  const checkEmail = (email: string) => server.request("POST", "/api/check-email/", { body: { email } });
  const reset = (token: string, password: string) => server.request("POST", "/api/reset-password/", { body: { token, password } });

  /** The mails to an address once there are `count` of them (the mail is prepared after the answer), or after 5 s. */
  const mailsTo = async (email: string, count: number) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mails = await server.db.select().from(outbox).where(eq(outbox.to, email));
      if (mails.length >= count || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** Asks for a reset mail and reads the token back from the link in the outbox. */
  const requestResetToken = async (email: string): Promise<string> => {
    const before = await server.db.select().from(outbox).where(eq(outbox.to, email));
    const response = await checkEmail(email);
    expect(response.status).toBe(200);
    const mails = await mailsTo(email, before.length + 1);
    expect(mails).toHaveLength(before.length + 1);
    const mail = mails.find((row) => !before.some((old) => old.id === row.id));
    const match = /http:\/\/localhost:0\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
    expect(match?.[1]).toBeDefined();
    return match?.[1] ?? "";
  };

  it("answers the same for an unknown email and a machine email as for a known one, and mails neither", async () => {
    const sent = { detail: AUTH_MESSAGES.resetMailSent };
    const unknown = await checkEmail("nobody@auth.test");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(sent);
    const machine = await addUser(server, { group: "Edge server", password: null });
    const machineResponse = await checkEmail(machine.email);
    expect(machineResponse.status).toBe(200);
    expect(machineResponse.body).toEqual(sent);
    const malformed = await checkEmail("nope");
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed.body)).toEqual({ email: ["Enter a valid email address."] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await server.db.select().from(outbox).where(eq(outbox.to, machine.email))).toEqual([]);
    expect(await server.db.select().from(outbox).where(eq(outbox.to, "nobody@auth.test"))).toEqual([]);
  });

  it("mails a reset link for a known email, kept in the outbox without SMTP", async () => {
    const user = await addUser(server);
    const response = await checkEmail(user.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ detail: AUTH_MESSAGES.resetMailSent });
    const [mail] = await mailsTo(user.email, 1);
    expect(mail).toMatchObject({ to: user.email, subject: "Reset your password", sent: false });
    expect(mail?.text).toMatch(/http:\/\/localhost:0\/reset-password\/[A-Za-z0-9_-]{43}\n/);
    // Only a hash of the reset token is stored.
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const stored = await server.db.select().from(passwordResets).where(eq(passwordResets.user_id, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);
  });

  it("writes the reset mail in the user's language (My account): French for a French user, English otherwise; the used link's note too", async () => {
    const user = await addUser(server);
    const token = (await login(server, user.email, user.password)).body.token as string;
    expect((await server.request("PATCH", "/api/me/", { token, body: { language: "fr" } })).status).toBe(200);
    const resetToken = await requestResetToken(user.email);
    const [french] = await mailsTo(user.email, 1);
    expect(french?.subject).toBe("Réinitialisez votre mot de passe");
    expect(french?.text).toMatch(
      /^Bonjour \S+,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure\u00a0:\nhttp:\/\/localhost:0\/reset-password\//,
    );
    expect(french?.text).toContain("Si vous n'avez rien demandé, ignorez ce message.");
    expect(french?.text).not.toContain("Hello");
    expect((await reset(resetToken, "un-nouveau-mot-de-passe")).status).toBe(200);
    const [used] = await mailsTo(user.email, 1);
    expect(used?.text).toBe(
      "(Ce message contenait un lien de réinitialisation du mot de passe. Il a été retiré une fois utilisé ou expiré.)",
    );

    const english = await addUser(server);
    await requestResetToken(english.email);
    const [mail] = await mailsTo(english.email, 1);
    expect(mail?.subject).toBe("Reset your password");
    expect(mail?.text).toMatch(/^Hello \S+,\n\nTo choose a new password, open this link within one hour:\n/);
    expect(mail?.text).toContain("If you did not ask for this, ignore this mail.");
    // This test's requests do not count against the per-address limit the tests below reach.
    await server.db.delete(rateLimits).where(like(rateLimits.key, "reset-address:%"));
  });

  it("refuses (400 password_inside_email) a new password that is the first 12 characters of the user's own email address, any case, and keeps the old password", async () => {
    const user = await addUser(server);
    const resetToken = await requestResetToken(user.email);
    for (const password of [user.email.slice(0, 12), user.email.slice(0, 12).toUpperCase()]) {
      const refused = await reset(resetToken, password);
      expect(refused.status, password).toBe(400);
      expect(fieldsOf(refused.body), password).toEqual({ password: [AUTH_MESSAGES.passwordInsideEmail] });
    }
    expect((await login(server, user.email, user.password)).status).toBe(200);
    // The link is still good for an acceptable password.
    expect((await reset(resetToken, "quiet-tanker-orbit-71")).status).toBe(200);
  });

  it("sets a new password, revokes earlier tokens and cannot be used twice", async () => {
    const user = await addUser(server);
    const oldToken = (await login(server, user.email, user.password)).body.token as string;
    const otherToken = await tokenFor(server.db, user.id);
    const resetToken = await requestResetToken(user.email);

    const done = await reset(resetToken, "brand-new-password");
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ detail: "done" });

    expect(fieldsOf((await login(server, user.email, user.password)).body)).toEqual(BAD_CREDENTIALS);
    const fresh = await login(server, user.email, "brand-new-password");
    expect(fresh.status).toBe(200);
    expect((await me(fresh.body.token)).status).toBe(200);
    expect((await me(oldToken)).status).toBe(401);
    expect((await me(otherToken)).status).toBe(401);

    const reused = await reset(resetToken, "another-password-2");
    expect(reused.status).toBe(400);
    expect(fieldsOf(reused.body)).toEqual({ token: [AUTH_MESSAGES.resetTokenInvalid] });
    expect((await login(server, user.email, "brand-new-password")).status).toBe(200);
  });

  it("refuses an expired token and a made-up token, and keeps the password", async () => {
    const user = await addUser(server);
    const resetToken = await requestResetToken(user.email);
    await server.db
      .update(passwordResets)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.user_id, user.id));
    const expired = await reset(resetToken, "brand-new-password");
    expect(expired.status).toBe(400);
    expect(fieldsOf(expired.body)).toEqual({ token: [AUTH_MESSAGES.resetTokenInvalid] });
    const madeUp = await reset("made-up-token", "brand-new-password");
    expect(madeUp.status).toBe(400);
    expect(fieldsOf(madeUp.body)).toEqual({ token: [AUTH_MESSAGES.resetTokenInvalid] });
    expect((await login(server, user.email, user.password)).status).toBe(200);
    expect((await login(server, user.email, "brand-new-password")).status).toBe(400);
  });

  it("refuses a weak password (under 10 characters or easy to guess) without spending the token, in the policy's words", async () => {
    const user = await addUser(server);
    const resetToken = await requestResetToken(user.email);
    for (const weak of ["1234567", "password1", "qwertyuiop1"]) {
      const refused = await reset(resetToken, weak);
      expect(refused.status, weak).toBe(400);
      expect(fieldsOf(refused.body)).toEqual({ password: [AUTH_MESSAGES.passwordTooWeak] });
    }
    expect((await login(server, user.email, user.password)).status).toBe(200);
    // Short but hard to guess (zxcvbn score of 3 or more) is accepted, as is any 12 characters.
    expect((await reset(resetToken, "Tq7#vL9!zPw")).status).toBe(200);
    expect((await login(server, user.email, "Tq7#vL9!zPw")).status).toBe(200);
  });

  it("invalidates a user's other reset links once one is used, and removes used links from the outbox", async () => {
    const user = await addUser(server);
    const first = await requestResetToken(user.email);
    const second = await requestResetToken(user.email);
    expect((await reset(second, "a-new-long-password")).status).toBe(200);
    const stale = await reset(first, "another-long-password");
    expect(stale.status).toBe(400);
    expect(fieldsOf(stale.body)).toEqual({ token: [AUTH_MESSAGES.resetTokenInvalid] });
    const mails = await server.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).not.toContain("/reset-password/");
  });

  it("lifts a login lock once the owner resets the password", async () => {
    const user = await addUser(server);
    await failTimes(user.email, LOGIN_MAX_FAILURES);
    expect((await login(server, user.email, user.password)).status).toBe(429);
    const resetToken = await requestResetToken(user.email);
    expect((await reset(resetToken, "unlocked-password")).status).toBe(200);
    expect((await login(server, user.email, "unlocked-password")).status).toBe(200);
  });
});

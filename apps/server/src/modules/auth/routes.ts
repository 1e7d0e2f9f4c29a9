import {
  AUTH_MESSAGES,
  dataUrlBytes,
  IMAGE_MAX_BYTES,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  message,
  oneLine,
  RESET_MAILS_PER_HOUR,
  RESET_TOKEN_TTL_MS,
  type TSession,
  textIn,
  USER_LANGUAGES,
  ZCheckEmail,
  ZLogin,
  ZProfileUpdate,
  ZResetPassword,
} from "@weldtrace/domain";
import { and, desc, eq, gt, isNull, like, lt, ne, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid } from "../../crud/scope.js";
import type { TDatabase, TExecutor } from "../../db/client.js";
import { authTokens, clients, outbox, passwordResets, rateLimits, users } from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, HttpError, notFound } from "../../plugins/errors.js";
import { NO_CONTENT } from "../../plugins/openapi.js";
import { ZDetail, ZLoginAnswer, ZProfile, ZSession } from "../../plugins/openapi-answers.js";
import { exceeds } from "../../plugins/rate-limit.js";
import { assertPasswordAcceptable } from "../../security/password-policy.js";
import { hit } from "../../security/rate-limit-store.js";
import { hashPassword, hashToken, newToken, verifyPassword } from "../../security/secrets.js";
import { findProfile } from "./profile.js";

const tags = ["auth"];

/**
 * Reset mails carry this subject, in their recipient's language; their links are removed from the outbox once used
 * or expired, and replaced by a note in the same language.
 */
const RESET_MAIL = USER_LANGUAGES.map((language) => ({
  subject: textIn(language, message("reset_mail_subject")),
  removed: textIn(language, message("reset_mail_removed")),
}));

/** Replaces the link of the reset mails that `which` selects by the note, in each mail's language. */
async function removeResetLinks(executor: TExecutor, which: SQL | undefined) {
  for (const { subject, removed } of RESET_MAIL) {
    await executor
      .update(outbox)
      .set({ text: removed })
      .where(and(eq(outbox.subject, subject), ne(outbox.text, removed), which));
  }
}

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown } | null)?.email ?? "").toLowerCase();
  // One address cannot spray passwords over many accounts, nor lock an account out from everywhere else.
  const loginPerAddress = app.createRateLimit({
    max: app.config.loginsPerAddress,
    timeWindow: LOGIN_FAILURE_WINDOW_MS,
    keyGenerator: (request) => `login-address:${request.ip}`,
  });
  const loginPerAccount = app.createRateLimit({
    max: LOGIN_MAX_FAILURES,
    timeWindow: LOGIN_FAILURE_WINDOW_MS,
    keyGenerator: (request) => loginKey(emailOf(request), request.ip),
  });
  const resetPerAddress = app.createRateLimit({
    max: app.config.resetsPerAddress,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request) => `reset-address:${request.ip}`,
  });
  const tooMany = () => new HttpError(429, "too_many_attempts", message("too_many_attempts"));
  const idleMs = app.config.tokenIdleDays * 24 * 60 * 60 * 1000;

  api.post(
    "/api/api-token-auth/",
    {
      config: { public: true, ownRateLimit: true },
      schema: { tags, body: ZLogin, response: { 200: ZLoginAnswer } },
    },
    async (request) => {
      const { email, password } = request.body;
      // Each attempt is counted before the password is checked, in one statement: parallel guesses beyond the limit
      // are refused without a check, and a right password among them too.
      if (await exceeds(loginPerAddress, request)) throw tooMany();
      if (await exceeds(loginPerAccount, request)) throw tooMany();

      const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
      // A password is checked (against a stand-in for an unknown email) so every answer takes the same time.
      const matches = await verifyPassword(password, user?.password_hash ?? (await standInHash()));
      const profile = user?.is_active && !user.is_machine ? await findProfile(app.db, user.id) : null;
      // A wrong password is the same 400 for a known and an unknown address, licence expired or not: the
      // licence is only told once the password is right (it no longer tells which addresses have an account).
      if (!user || !profile || !matches) throw badRequest({ non_field_errors: [message("bad_credentials")] });
      if (!profile.is_superuser) {
        const [client] = await app.db.select().from(clients).where(eq(clients.id, user.client_id));
        const today = new Date().toISOString().slice(0, 10);
        if (client?.licence_expires_at && client.licence_expires_at < today) {
          throw new HttpError(403, "licence_expired", message("licence_expired"));
        }
      }
      await forgetLoginAttempts(app.db, email, request.ip);
      const token = newToken();
      await app.db.insert(authTokens).values({ user_id: user.id, token_hash: hashToken(token), user_agent: userAgent(request) });
      return { token, user: profile };
    },
  );

  api.post("/api/logout/", { schema: { tags, response: { 204: NO_CONTENT } } }, async (request, reply) => {
    await app.db.delete(authTokens).where(eq(authTokens.token_hash, currentUser(request).token_hash));
    return reply.status(204).send();
  });

  /**
   * Overriding the spec's "This email does not exist." so no address can be probed: the same answer, in the same time, for known and
   * unknown addresses. The mail is prepared after the answer; at most RESET_MAILS_PER_HOUR an hour to one address.
   */
  api.post(
    "/api/check-email/",
    { config: { public: true, ownRateLimit: true }, schema: { tags, body: ZCheckEmail, response: { 200: ZDetail } } },
    async (request) => {
      if (await exceeds(resetPerAddress, request)) throw tooMany();
      const email = request.body.email;
      setImmediate(() => {
        sendResetMail(email).catch((error: unknown) => request.log.warn({ err: error }, "password reset mail not sent"));
      });
      return { detail: AUTH_MESSAGES.resetMailSent };
    },
  );

  const sendResetMail = async (email: string) => {
    await forgetExpiredResetLinks(app.db);
    const [user] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.is_machine, false), eq(users.is_active, true)))
      .limit(1);
    if (!user) return;
    if ((await hit(app.db, `reset-mail:${email}`, 60 * 60 * 1000)).current > RESET_MAILS_PER_HOUR) return;
    const token = newToken();
    await app.db.insert(passwordResets).values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${app.config.publicUrl}/reset-password/${token}`;
    // In the user's language (My account), as the alert mails are.
    await app.mailer.send({
      to: user.email,
      subject: textIn(user.language, message("reset_mail_subject")),
      text: textIn(user.language, message("reset_mail_text", { first_name: oneLine(user.first_name), link })),
    });
  };

  api.post(
    "/api/reset-password/",
    // It deletes the user's tokens: every remembered token row goes (db/read-caches.ts).
    {
      config: { public: true, ownRateLimit: true, clearsReadCaches: true },
      schema: { tags, body: ZResetPassword, response: { 200: ZDetail } },
    },
    async (request) => {
      if (await exceeds(resetPerAddress, request)) throw tooMany();
      const tokenHash = hashToken(request.body.token);
      const valid = and(
        eq(passwordResets.token_hash, tokenHash),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, new Date()),
      );
      const [pending] = await app.db
        .select({ email: users.email, first_name: users.first_name, last_name: users.last_name })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.user_id))
        .where(valid)
        .limit(1);
      if (!pending) throw badRequest({ token: [message("reset_token_invalid")] });
      assertPasswordAcceptable(request.body.password, [pending.email, pending.first_name, pending.last_name]);
      const passwordHash = await hashPassword(request.body.password);
      const email = await app.db.transaction(async (tx) => {
        // Claimed in one statement: of two uses of one link at once, only one finds it unused.
        const [reset] = await tx.update(passwordResets).set({ used_at: new Date() }).where(valid).returning();
        if (!reset) throw badRequest({ token: [message("reset_token_invalid")] });
        // Using one link invalidates the user's other links.
        await tx
          .update(passwordResets)
          .set({ used_at: new Date() })
          .where(and(eq(passwordResets.user_id, reset.user_id), isNull(passwordResets.used_at)));
        const [changed] = await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, reset.user_id)).returning();
        // The history names the owner, who proved it with the mailed link (the request has no user); never the secret.
        if (changed) {
          const entry = { client_id: changed.client_id, resource: "user", record_id: changed.id, action: "password" as const };
          await recordHistory(tx, [{ ...entry, changes: [], actor: { id: changed.id, is_machine: false } }]);
        }
        // A new password ends every session opened with the old one.
        await tx.delete(authTokens).where(eq(authTokens.user_id, reset.user_id));
        const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, reset.user_id));
        if (owner) await removeResetLinks(tx, eq(outbox.to, owner.email));
        return owner?.email;
      });
      // The owner proved control of the mailbox: earlier failed logins no longer count against them.
      if (email) await app.db.delete(rateLimits).where(like(rateLimits.key, `${loginKey(email, "")}%`));
      return { detail: "done" };
    },
  );

  api.get("/api/me/", { schema: { tags, response: { 200: ZProfile } } }, async (request) => {
    const profile = await findProfile(app.db, currentUser(request).id);
    if (!profile) throw notFound();
    return profile;
  });

  // PATCH is partial (as every PATCH of the API): the photo upload sends the photo alone.
  api.patch(
    "/api/me/",
    { schema: { tags, body: ZProfileUpdate.partial(), response: { 200: ZProfile } }, preValidation: photoSizeFirst },
    async (request) => {
      const user = currentUser(request);
      const { current_password: currentPassword, password, ...changes } = request.body;
      const [own] = await app.db.select().from(users).where(eq(users.id, user.id)).limit(1);
      if (!own) throw notFound();
      const emailChanges = changes.email !== undefined && changes.email !== own.email;
      // A stolen session alone cannot take the account over.
      if (emailChanges || password !== undefined) {
        if (!currentPassword) throw badRequest({ current_password: [message("current_password_required")] });
        if (!(await verifyPassword(currentPassword, own.password_hash))) {
          throw badRequest({ current_password: [message("current_password_wrong")] });
        }
      }
      if (emailChanges && changes.email) {
        const [taken] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, changes.email), ne(users.id, user.id)))
          .limit(1);
        if (taken) throw badRequest({ email: [message("email_taken")] });
      }
      const values: Record<string, unknown> = { ...changes };
      if (password !== undefined) {
        assertPasswordAcceptable(password, [own.email, changes.email ?? "", own.first_name, own.last_name]);
        values.password_hash = await hashPassword(password);
      }
      if (Object.keys(values).length > 0) {
        await app.db.transaction(async (tx) => {
          const [after] = await tx.update(users).set(values).where(eq(users.id, user.id)).returning();
          const entry = { client_id: own.client_id, resource: "user", record_id: own.id };
          await recordHistory(tx, [{ ...entry, action: password !== undefined ? "password" : "update", before: own, after }]);
          // A new password ends the user's other sessions; this one goes on.
          if (password !== undefined) {
            await tx.delete(authTokens).where(and(eq(authTokens.user_id, user.id), ne(authTokens.token_hash, user.token_hash)));
          }
        });
      }
      return findProfile(app.db, user.id);
    },
  );

  // The user's sessions, listed and revocable in My account.
  api.get("/api/me/sessions/", { schema: { tags, response: { 200: z.array(ZSession) } } }, async (request) => {
    const user = currentUser(request);
    const rows = await app.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.user_id, user.id), gt(authTokens.last_used_at, new Date(Date.now() - idleMs))))
      .orderBy(desc(authTokens.last_used_at));
    return rows.map(
      (row): TSession => ({
        id: row.id,
        created_at: row.created_at.toISOString(),
        last_used_at: row.last_used_at.toISOString(),
        expires_at: new Date(row.last_used_at.getTime() + idleMs).toISOString(),
        user_agent: row.user_agent,
        current: row.token_hash === user.token_hash,
      }),
    );
  });

  api.delete(
    "/api/me/sessions/:id/",
    { schema: { tags, params: z.object({ id: z.string() }), response: { 204: NO_CONTENT } } },
    async (request, reply) => {
      const user = currentUser(request);
      if (!isUuid(request.params.id)) throw notFound();
      const removed = await app.db
        .delete(authTokens)
        .where(and(eq(authTokens.id, request.params.id), eq(authTokens.user_id, user.id)))
        .returning({ id: authTokens.id });
      if (removed.length === 0) throw notFound();
      return reply.status(204).send();
    },
  );
}

/** The rate-limit key of one account's logins from one address. */
const loginKey = (email: string, ip: string) => `login:${email}|${ip}`;

async function forgetLoginAttempts(db: TDatabase, email: string, ip: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, loginKey(email, ip)));
}

/** The outbox keeps a reset link only until it is used or expires. */
async function forgetExpiredResetLinks(db: TDatabase) {
  await removeResetLinks(db, lt(outbox.created_at, new Date(Date.now() - RESET_TOKEN_TTL_MS)));
}

const userAgent = (request: FastifyRequest) => (request.headers["user-agent"] ?? "").replace(/\0/g, "").slice(0, 300) || null;

/** A hash of no one's password, checked for unknown emails so they take as long as known ones. */
let standIn: Promise<string> | null = null;
const standInHash = () => {
  standIn ??= hashPassword(newToken());
  return standIn;
};

/**
 * Spec: a picture over 2,000,000 bytes reads "File is too big!". Checked before the schema, whose
 * string-length cap would otherwise add a "Max 3000000 characters" message for large pictures.
 */
async function photoSizeFirst(request: FastifyRequest) {
  const photo = (request.body as { photo?: unknown } | null)?.photo;
  if (typeof photo === "string" && dataUrlBytes(photo) > IMAGE_MAX_BYTES) {
    throw badRequest({ photo: [message("picture_too_big")] });
  }
}

import {
  AUTH_MESSAGES,
  dataUrlBytes,
  IMAGE_MAX_BYTES,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  RESET_TOKEN_TTL_MS,
  ZCheckEmail,
  ZLogin,
  ZProfileUpdate,
  ZResetPassword,
} from "@weldtrace/domain";
import { and, count, eq, gt, isNull, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authTokens, clients, loginFailures, passwordResets, users } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, HttpError, notFound } from "../../plugins/errors.js";
import { hashPassword, hashToken, newToken, verifyPassword } from "../../security/secrets.js";
import { findProfile } from "./profile.js";

const tags = ["auth"];

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post("/api/api-token-auth/", { config: { public: true }, schema: { tags, body: ZLogin } }, async (request) => {
    const { email, password } = request.body;
    const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
    const [failures] = await app.db
      .select({ value: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.created_at, since)));
    if ((failures?.value ?? 0) >= LOGIN_MAX_FAILURES) throw new HttpError(429, "too_many_attempts", AUTH_MESSAGES.tooManyAttempts);

    const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
    const valid = user?.is_active && !user.is_machine && (await verifyPassword(password, user.password_hash));
    if (!user || !valid) {
      await app.db.insert(loginFailures).values({ email });
      throw badRequest({ non_field_errors: [AUTH_MESSAGES.badCredentials] });
    }
    const profile = await findProfile(app.db, user.id);
    if (!profile) throw badRequest({ non_field_errors: [AUTH_MESSAGES.badCredentials] });
    if (!profile.is_superuser) {
      const [client] = await app.db.select().from(clients).where(eq(clients.id, user.client_id));
      const today = new Date().toISOString().slice(0, 10);
      if (client?.licence_expires_at && client.licence_expires_at < today) {
        throw new HttpError(403, "licence_expired", AUTH_MESSAGES.licenceExpired);
      }
    }
    await app.db.delete(loginFailures).where(eq(loginFailures.email, email));
    const token = newToken();
    await app.db.insert(authTokens).values({ user_id: user.id, token_hash: hashToken(token) });
    return { token, user: profile };
  });

  api.post("/api/logout/", { schema: { tags } }, async (request, reply) => {
    await app.db.delete(authTokens).where(eq(authTokens.token_hash, currentUser(request).token_hash));
    return reply.status(204).send();
  });

  // Spec: the reset step says when the email is unknown, so this call does too.
  api.post("/api/check-email/", { config: { public: true }, schema: { tags, body: ZCheckEmail } }, async (request) => {
    const [user] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.email, request.body.email), eq(users.is_machine, false)))
      .limit(1);
    if (!user) throw badRequest({ email: [AUTH_MESSAGES.emailUnknown] });
    const token = newToken();
    await app.db.insert(passwordResets).values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${app.config.publicUrl}/reset-password/${token}`;
    await app.mailer.send({
      to: user.email,
      subject: "Reset your password",
      text: `Hello ${user.first_name},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    });
    return { detail: "sent" };
  });

  api.post("/api/reset-password/", { config: { public: true }, schema: { tags, body: ZResetPassword } }, async (request) => {
    const tokenHash = hashToken(request.body.token);
    const passwordHash = await hashPassword(request.body.password);
    const email = await app.db.transaction(async (tx) => {
      const [reset] = await tx
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.token_hash, tokenHash), isNull(passwordResets.used_at), gt(passwordResets.expires_at, new Date())))
        .limit(1);
      if (!reset) throw badRequest({ token: [AUTH_MESSAGES.resetTokenInvalid] });
      await tx.update(passwordResets).set({ used_at: new Date() }).where(eq(passwordResets.id, reset.id));
      await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, reset.user_id));
      // A new password ends every session opened with the old one.
      await tx.delete(authTokens).where(eq(authTokens.user_id, reset.user_id));
      const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, reset.user_id));
      return owner?.email;
    });
    // The owner proved control of the mailbox: earlier failed logins no longer count against them.
    if (email) await app.db.delete(loginFailures).where(eq(loginFailures.email, email));
    return { detail: "done" };
  });

  api.get("/api/me/", { schema: { tags } }, async (request) => {
    const profile = await findProfile(app.db, currentUser(request).id);
    if (!profile) throw notFound();
    return profile;
  });

  // PATCH is partial (as every PATCH of the API): the photo upload sends the photo alone.
  api.patch("/api/me/", { schema: { tags, body: ZProfileUpdate.partial() }, preValidation: photoSizeFirst }, async (request) => {
    const user = currentUser(request);
    const { email } = request.body;
    if (email !== undefined) {
      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, user.id)))
        .limit(1);
      if (taken) throw badRequest({ email: ["A user with this email already exists."] });
    }
    if (Object.keys(request.body).length > 0) await app.db.update(users).set(request.body).where(eq(users.id, user.id));
    return findProfile(app.db, user.id);
  });
}

/**
 * Spec: a picture over 2,000,000 bytes reads "File is too big!". Checked before the schema, whose
 * string-length cap would otherwise add a "Max 3000000 characters" message for large pictures.
 */
async function photoSizeFirst(request: FastifyRequest) {
  const photo = (request.body as { photo?: unknown } | null)?.photo;
  if (typeof photo === "string" && dataUrlBytes(photo) > IMAGE_MAX_BYTES) {
    throw badRequest({ photo: [AUTH_MESSAGES.pictureTooBig] });
  }
}

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TExecutor } from "../db/client.js";
import { serverSecrets } from "../db/schema/index.js";

const SECRET_NAME = "file-link-signing";
/** Spec §7 "get-url … copied to the clipboard": a link someone without an account can open, for a week. */
export const SHARE_LINK_SECONDS = 7 * 24 * 3600;

/** The signing key, made once and kept in the database so every instance and restart agrees. */
export async function linkSecret(db: TExecutor): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME)).limit(1);
  if (!row) throw new Error("link secret missing");
  return Buffer.from(row.value, "hex");
}

const signature = (secret: Buffer, fileId: string, expires: number) =>
  createHmac("sha256", secret).update(`${fileId}.${expires}`).digest("base64url");

export function signFileLink(secret: Buffer, fileId: string, now = Date.now()): { path: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + SHARE_LINK_SECONDS;
  return {
    path: `/api/s3/shared/${fileId}?expires=${expires}&signature=${signature(secret, fileId, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** True when the link was made by this server for this file and has not expired. */
export function checkFileLink(secret: Buffer, fileId: string, expires: number, given: string, now = Date.now()): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, fileId, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

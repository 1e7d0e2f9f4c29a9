import { z } from "zod";
import type { GROUPS } from "../groups.js";
import { zName } from "../validation/fields.js";

export const PASSWORD_MIN = 8;
/** Spec: profile pictures and logos at most 2,000,000 bytes. */
export const IMAGE_MAX_BYTES = 2_000_000;
export const PROFILE_PICTURE_CROP = { width: 400, height: 200 } as const;
/** Ten failed logins for one email within fifteen minutes lock further tries (429). */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const AUTH_MESSAGES = {
  loginFailed: "An error has occurred. Please re-authenticate.",
  badCredentials: "Unable to log in with provided credentials.",
  tooManyAttempts: "Too many failed attempts. Try again in 15 minutes.",
  emailUnknown: "This email does not exist.",
  resetFailed: "An error occurred during the reset.",
  resetTokenInvalid: "This reset link is invalid or has expired.",
  passwordsDiffer: "Passwords do not match.",
  licenceExpired: "The licence of your organisation has expired. Contact your administrator.",
  pictureTooBig: "File is too big!",
  logoTooBig: "File is too big! Max 2MB.",
  notAnImage: "Only images are accepted.",
} as const;

const zEmail = () => z.email().trim().toLowerCase().max(254);

export const ZLogin = z.object({ email: zEmail(), password: z.string().min(1).max(200) });
export type TLogin = z.infer<typeof ZLogin>;

export const ZCheckEmail = z.object({ email: zEmail() });
export type TCheckEmail = z.infer<typeof ZCheckEmail>;

export const ZResetPassword = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(PASSWORD_MIN, `Min ${PASSWORD_MIN} characters`).max(200),
});
export type TResetPassword = z.infer<typeof ZResetPassword>;

/** A data URL of an image (png, jpeg, gif, bmp, webp). */
export const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|bmp|webp);base64,[A-Za-z0-9+/]+=*$/;

/** Bytes a base64 data URL decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export const ZProfileUpdate = z.object({
  first_name: zName().max(150),
  last_name: zName().max(150),
  email: zEmail(),
  photo: z
    .string()
    .max(3_000_000)
    .regex(IMAGE_DATA_URL, AUTH_MESSAGES.notAnImage)
    .refine((value) => dataUrlBytes(value) <= IMAGE_MAX_BYTES, AUTH_MESSAGES.pictureTooBig)
    .nullable()
    .optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** The signed-in user as the web app holds it in the session. */
export interface TProfile {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  photo: string | null;
  client: string | null;
  client_name: string | null;
  group: (typeof GROUPS)[number];
  groups: string[];
  role: string;
  is_machine: boolean;
  is_superuser: boolean;
  is_admin: boolean;
}

export interface TLoginResponse {
  token: string;
  user: TProfile;
}

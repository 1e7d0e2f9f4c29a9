import { z } from "zod";
import type { TDateFormat } from "../common/date-format.js";
import type { GROUPS } from "../groups.js";
import { message } from "../messages/catalogue.js";
import { zName } from "../validation/fields.js";
import { codedError } from "../validation/messages.js";
import { IMAGE_MAX_BYTES } from "./auth-rules.js";

export * from "./auth-rules.js";

const zEmail = () => z.email().trim().toLowerCase().max(254);

export const ZLogin = z.object({ email: zEmail(), password: z.string().min(1).max(200) });
export type TLogin = z.infer<typeof ZLogin>;

export const ZCheckEmail = z.object({ email: zEmail() });
export type TCheckEmail = z.infer<typeof ZCheckEmail>;

export const ZResetPassword = z.object({
  token: z.string().min(1).max(200),
  /** Checked against the password policy by the server (isPasswordAcceptable). */
  password: z.string().min(1).max(200),
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

/** The languages a user can choose (My account); alert and password-reset mails are written in it. */
export const USER_LANGUAGES = ["en", "fr"] as const;
export type TUserLanguage = (typeof USER_LANGUAGES)[number];

export const ZProfileUpdate = z.object({
  first_name: zName().max(150),
  last_name: zName().max(150),
  email: zEmail(),
  photo: z
    .string()
    .max(3_000_000)
    .regex(IMAGE_DATA_URL, codedError(message("not_an_image")))
    .refine((value) => dataUrlBytes(value) <= IMAGE_MAX_BYTES, codedError(message("picture_too_big")))
    .nullable()
    .optional(),
  /** The user's language: the web applies it at sign-in, mails are written in it. */
  language: z.enum(USER_LANGUAGES).optional(),
  /** A new password of one's own; needs current_password. */
  password: z.string().min(1).max(200).optional(),
  /** Required to change one's email or password. */
  current_password: z.string().max(200).optional(),
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
  language: TUserLanguage;
  client: string | null;
  client_name: string | null;
  /** The client's default date format: what every date is written in; null for the platform's staff. */
  date_format: TDateFormat | null;
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

/** One of the user's sessions, as My account lists them. */
export interface TSession {
  id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string | null;
  /** The session this request was made with. */
  current: boolean;
}

// Sign-in limits and messages without zod: the web's login screen imports them, and a zod schema in the same module
// would pull zod into its first bundle.
import { MESSAGE_CATALOGUE } from "../messages/catalogue.js";

/**
 * Replacing the earlier "12 characters or a score of 3", which let twelve spaces through: a password has
 * at least 10 characters and a strength score (zxcvbn-ts, 0..4) of at least 3, and does not contain the name of its
 * user's email address.
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MIN_SCORE = 3;
/** Spec: profile pictures and logos at most 2,000,000 bytes. */
export const IMAGE_MAX_BYTES = 2_000_000;
export const PROFILE_PICTURE_CROP = { width: 400, height: 200 } as const;
/**
 * Ten login attempts for one account from one address within fifteen minutes, and fifty from one
 * address over all accounts, then 429 until the window passes (a successful login clears the account's count).
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_MAX_PER_ADDRESS = 50;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** At most three reset mails an hour to one address, twenty reset requests an hour from one network address. */
export const RESET_MAILS_PER_HOUR = 3;
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 20;
/** A session token unused this long no longer opens a session (TOKEN_IDLE_DAYS on the server). */
export const TOKEN_IDLE_DAYS_DEFAULT = 14;

/** The password policy: long enough and hard enough to guess (the score is zxcvbn-ts's, computed by the server). */
export function isPasswordAcceptable(password: string, score: number): boolean {
  return password.length >= PASSWORD_MIN && score >= PASSWORD_MIN_SCORE;
}

/** The shortest email name (before the @) a password is checked for: shorter ones ("jo") are in many words. */
export const EMAIL_NAME_MIN = 3;

/** Whether a password contains the name of an email address (case ignored): "inspector" in "inspector-2026!". */
export function containsEmailName(password: string, email: string | null | undefined): boolean {
  const name = (email ?? "").split("@")[0]?.trim().toLowerCase() ?? "";
  return name.length >= EMAIL_NAME_MIN && password.toLowerCase().includes(name);
}

/** The shortest password checked for being part of an email address (every accepted password is longer anyway). */
export const EMAIL_OVERLAP_MIN = 4;

/**
 * How a password overlaps its user's email address, case and surrounding spaces ignored: "contains" when it holds the
 * address's name (3 characters or more: "inspector" in "Inspector-2026!"), "inside" when it is itself part of the
 * address (4 characters or more: "marguerite.f", the address's first 12 characters), else null. Each address given
 * counts (the current one and a new one being set with it).
 */
export function passwordEmailOverlap(password: string, emails: readonly (string | null | undefined)[]): "contains" | "inside" | null {
  const secret = password.trim().toLowerCase();
  for (const email of emails) {
    const address = (email ?? "").trim().toLowerCase();
    if (address === "") continue;
    if (containsEmailName(secret, address)) return "contains";
    if (secret.length >= EMAIL_OVERLAP_MIN && address.includes(secret)) return "inside";
  }
  return null;
}

export const AUTH_MESSAGES = {
  loginFailed: MESSAGE_CATALOGUE.login_failed,
  badCredentials: MESSAGE_CATALOGUE.bad_credentials,
  tooManyAttempts: MESSAGE_CATALOGUE.too_many_attempts,
  emailUnknown: MESSAGE_CATALOGUE.email_unknown,
  /** The same answer for known and unknown addresses (overrides the spec's "This email does not exist."). */
  resetMailSent: MESSAGE_CATALOGUE.reset_mail_sent,
  passwordTooWeak: MESSAGE_CATALOGUE.password_too_weak,
  passwordContainsEmail: MESSAGE_CATALOGUE.password_contains_email,
  passwordInsideEmail: MESSAGE_CATALOGUE.password_inside_email,
  currentPasswordRequired: MESSAGE_CATALOGUE.current_password_required,
  currentPasswordWrong: MESSAGE_CATALOGUE.current_password_wrong,
  resetFailed: MESSAGE_CATALOGUE.reset_failed,
  resetTokenInvalid: MESSAGE_CATALOGUE.reset_token_invalid,
  passwordsDiffer: MESSAGE_CATALOGUE.passwords_differ,
  licenceExpired: MESSAGE_CATALOGUE.licence_expired,
  pictureTooBig: MESSAGE_CATALOGUE.picture_too_big,
  logoTooBig: MESSAGE_CATALOGUE.logo_too_big,
  notAnImage: MESSAGE_CATALOGUE.not_an_image,
} as const;

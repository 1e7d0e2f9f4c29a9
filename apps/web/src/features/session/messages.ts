import type { TApiResponse } from "../../api/client";
import { translateFieldMessages } from "../../i18n";
import { translateMessage } from "./validation";

/** The server's English `detail` (429, 403 and other non-field answers), if any. */
export function rawDetail(response: TApiResponse): string | null {
  const data = response.data as { detail?: unknown } | null;
  return data && typeof data === "object" && typeof data.detail === "string" ? data.detail : null;
}

/** The messages of a 400 per field, in the current language (translated by the codes the server sends). */
export function rawMessages(response: TApiResponse): Record<string, string[]> {
  if (response.status !== 400) return {};
  return translateFieldMessages(response.data);
}

/** Server messages in the current language, one sentence after another. */
export const translateAll = (messages: string[] | undefined) => (messages ?? []).map(translateMessage).join(" ");

/** The messages of a 400 per field, joined by "\n", for `form.setErrors` (see inputProps). */
export function rawFieldErrors(response: TApiResponse): Record<string, string> {
  return Object.fromEntries(Object.entries(rawMessages(response)).map(([field, messages]) => [field, messages.join("\n")]));
}

/** A redirect target from router state: only a path inside the app, never back to a session screen. */
export function safeFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return "/";
  if (from.startsWith("/login") || from.startsWith("/forgot-password") || from.startsWith("/reset-password")) return "/";
  return from;
}

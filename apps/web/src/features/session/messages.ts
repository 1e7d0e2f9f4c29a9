import type { TApiResponse } from "../../api/client";
import { translateMessage } from "./validation";

/** The server's English `detail` (429, 403 and other non-field answers), if any. */
export function rawDetail(response: TApiResponse): string | null {
  const data = response.data as { detail?: unknown } | null;
  return data && typeof data === "object" && typeof data.detail === "string" ? data.detail : null;
}

/** The English messages of a 400 per field. */
export function rawMessages(response: TApiResponse): Record<string, string[]> {
  const data = response.data;
  if (response.status !== 400 || typeof data !== "object" || data === null) return {};
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(data as Record<string, unknown>)) {
    out[field] = Array.isArray(value) ? value.map(String) : [String(value)];
  }
  return out;
}

/** Server messages in the current language, one sentence after another. */
export const translateAll = (messages: string[] | undefined) => (messages ?? []).map(translateMessage).join(" ");

/** The messages of a 400 per field, still in English and joined by "\n", for `form.setErrors` (see inputProps). */
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

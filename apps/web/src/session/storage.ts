import type { TProfile } from "@weldtrace/domain";

const TOKEN_KEY = "weldtrace.token";
const PROFILE_KEY = "weldtrace.profile";

export const readToken = () => localStorage.getItem(TOKEN_KEY);
export function readProfile(): TProfile | null {
  const raw = localStorage.getItem(PROFILE_KEY);
  try {
    return raw ? (JSON.parse(raw) as TProfile) : null;
  } catch {
    return null;
  }
}
export function writeSession(token: string, profile: TProfile) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
}
export function writeProfile(profile: TProfile) {
  localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
}
export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(PROFILE_KEY);
}

import type { TProfile, TSession } from "@weldtrace/domain";
import { apiData, apiRequest } from "./client";

/**
 * The signed-in user's own calls and the password reset. Apart from endpoints.ts because the login route loads them:
 * they must not pull the domain's resource definitions (and their zod schemas) into the sign-in page's bundle.
 */
export const accountApi = {
  me: () => apiData<TProfile>("GET", "/api/me/"),
  /** PATCH /api/me/: the profile, the photo or the password; the screen reads a refusal's field messages. */
  updateMe: (body: Record<string, unknown>) => apiRequest<TProfile>("PATCH", "/api/me/", body),
  sessions: () => apiData<TSession[]>("GET", "/api/me/sessions/"),
  revokeSession: (id: string) => apiRequest("DELETE", `/api/me/sessions/${id}/`),
  /** Sends a password reset mail. */
  checkEmail: (email: string) => apiRequest("POST", "/api/check-email/", { email }),
  resetPassword: (token: string, password: string) => apiRequest("POST", "/api/reset-password/", { token, password }),
};

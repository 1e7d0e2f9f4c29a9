import { notifications } from "@mantine/notifications";
import i18n, { translateFieldMessages } from "../i18n";
import { readToken } from "../session/storage";
import { authorizationFor } from "./auth-header";

/** The server's answer; failures are returned, not thrown, as the spec's calls expect. */
export interface TApiResponse<T = unknown> {
  ok: boolean;
  status: number;
  data: T;
}

/** Thrown by query helpers so TanStack Query sees a failure; carries the server's body. */
export class ApiError extends Error {
  constructor(readonly response: TApiResponse) {
    super(`HTTP ${response.status}`);
  }
}

let connectivityShown = false;
function reportConnectivityProblem() {
  // One alert for a burst of failing calls, not one per call.
  if (connectivityShown) return;
  connectivityShown = true;
  notifications.show({
    id: "connectivity",
    color: "red",
    title: i18n.t("common.error"),
    message: i18n.t("errors.connectivity"),
    autoClose: false,
  });
  setTimeout(() => {
    connectivityShown = false;
  }, 5000);
}

/** Listeners for a 401: the session ends and the user goes back to /login. */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void) {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<TApiResponse<T>> {
  const url = path.startsWith("/api/") ? path : `/api/${path.replace(/^\//, "")}`;
  const token = readToken();
  const headers: Record<string, string> = { accept: "application/json", ...authorizationFor(url, token) };
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    reportConnectivityProblem();
    return { ok: false, status: 0, data: null as T };
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (response.status === 401 && token) for (const listener of unauthorizedListeners) listener();
  return { ok: response.ok, status: response.status, data: data as T };
}

/** For TanStack Query: resolve with data, or throw ApiError. */
export async function apiData<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest<T>(method, path, body);
  if (!response.ok) throw new ApiError(response);
  return response.data;
}

/** `{field: [messages]}` of a 400 in the current language (translated by their codes), flattened for display. */
export function fieldErrors(response: TApiResponse): Record<string, string> {
  if (response.status !== 400) return {};
  return Object.fromEntries(Object.entries(translateFieldMessages(response.data)).map(([key, messages]) => [key, messages.join(" ")]));
}

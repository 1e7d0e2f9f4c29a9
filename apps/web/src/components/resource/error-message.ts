import { ApiError, type TApiResponse } from "../../api/client";
import i18n, { translateServerMessage } from "../../i18n";

function detailOf(response: TApiResponse): { detail?: string; code?: string } {
  const data = response.data;
  if (typeof data !== "object" || data === null) return {};
  const { detail, code } = data as { detail?: unknown; code?: unknown };
  return { detail: typeof detail === "string" ? detail : undefined, code: typeof code === "string" ? code : undefined };
}

/** One sentence for a failed call, in the current language; a 409 keeps the server's reason. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t("errors.generic");
  const { status } = error.response;
  const { detail, code } = detailOf(error.response);
  if (status === 0) return i18n.t("errors.connectivity");
  if (status === 403) return i18n.t("errors.forbidden");
  if (status === 404) return i18n.t("errors.notFound");
  // A server failure's detail says nothing useful to the user and is not translated.
  if (status >= 500) return i18n.t("errors.generic");
  if (status === 409) {
    if (code === "in_use") return i18n.t("resources.conflict.inUse");
    if (code === "duplicate") return i18n.t("resources.conflict.duplicate");
    return detail ? translateServerMessage(detail) : i18n.t("errors.conflict");
  }
  return detail ? translateServerMessage(detail) : i18n.t("errors.generic");
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.response.status === 404;

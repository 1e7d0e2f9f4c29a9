import type { TResourceUsage } from "@weldtrace/domain";
import { ApiError, type TApiResponse } from "../../api/client";
import i18n, { translateDetail } from "../../i18n";

/** "Procedures" → "procedures" mid-sentence; acronyms ("UNS numbers") keep their case. */
export const midSentence = (text: string) => (/^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** A 409 in_use names the records using the entry (TResourceUsage from the domain), in the user's language. */
export function describeUsages(data: unknown): string | null {
  const usages = (data as { used_by?: unknown } | null)?.used_by;
  if (!Array.isArray(usages) || usages.length === 0) return null;
  const parts = (usages as TResourceUsage[]).map((usage) => {
    const key = `resources.${usage.entity}.${usage.count === 1 ? "one" : "many"}`;
    const entities = i18n.exists(key) ? midSentence(i18n.t(key as "resources.procedure.one")) : usage.entity;
    const names = usage.names.join(", ") + (usage.count > usage.names.length ? ", …" : "");
    return i18n.t("resources.conflict.usedBy", { count: usage.count, entities, names });
  });
  return i18n.t("resources.conflict.usedByIntro", { list: parts.join(i18n.language === "fr" ? " ; " : "; ") });
}

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
  const { code } = detailOf(error.response);
  if (status === 0) return i18n.t("errors.connectivity");
  if (status === 403) return i18n.t("errors.forbidden");
  if (status === 404) return i18n.t("errors.notFound");
  // A server failure's detail says nothing useful to the user and is not translated.
  if (status >= 500) return i18n.t("errors.generic");
  if (status === 409) {
    if (code === "in_use") return describeUsages(error.response.data) ?? i18n.t("resources.conflict.inUse");
    // The detail is translated by its catalogue code (duplicate names the name, archived...).
    return translateDetail(error.response.data) ?? i18n.t("errors.conflict");
  }
  return translateDetail(error.response.data) ?? i18n.t("errors.generic");
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.response.status === 404;
export const isForbidden = (error: unknown) => error instanceof ApiError && error.response.status === 403;

import {
  cycles,
  flawAttachments,
  flawLibraries,
  type TDataBookJob,
  type THistoryEntry,
  type TPage,
  type TProfile,
  type TSession,
  type TWeldTraceability,
  welderQualifications,
  weldingProcessGroupTriggerConditions,
  workpieceEdges,
  workpieces,
} from "@weldtrace/domain";
import { apiData, apiRequest } from "./client";

/**
 * The server's calls beyond a resource's list/create/read/update/delete (those are resourceProvider's), each named
 * once with its parameters typed. Resource routes are built from the resource's `path`; screens never build URLs.
 * Calls that throw on failure use apiData (TanStack Query, useAction); those whose screen reads a refused answer
 * itself (field messages, a reason) use apiRequest.
 */

const item = (path: string, id: string, action = "") => `/api/${path}/${id}/${action ? `${action}/` : ""}`;

/** A page of rows as lists answer it, for the screens that only read `results`. */
type TRows<T> = { results: T[] };

export const workpieceApi = {
  /** Spec §4: cut into pieces of these lengths (m); the rest becomes the last piece. */
  cut: (id: string, lengths: number[]) => apiData("POST", item(workpieces.path, id, "cut"), { lengths }),
  cancelCut: (id: string) => apiData("POST", item(workpieces.path, id, "cancel-cut")),
  /** A privileged user copies a workpiece for another client. */
  copyFor: (id: string, client: string) => apiData("POST", item(workpieces.path, id, "copy-for"), { client }),
  /** Spec §5: only the checked attributes are applied. */
  massModify: (body: { ids: string[]; checked: string[]; values: Record<string, unknown> }) =>
    apiData("POST", `/api/${workpieces.path}/mass-modify/`, body),
  /** Several edges in one call (the generated edges of a workpiece). */
  createEdges: (edges: unknown[]) => apiData("POST", `/api/${workpieceEdges.path}/`, edges),
  /** An edge moves to another workpiece. */
  moveEdge: (edge: string, workpiece: string) => apiData("PATCH", item(workpieceEdges.path, edge), { workpiece }),
  /** The edge of a scanned label. */
  edgesByUuid: <T>(uuid: string) => apiData<TRows<T>>("GET", `/api/${workpieceEdges.path}/?uuid=${uuid}`),
};

export const weldApi = {
  /** Spec §2: a cycle's weld changes by PUT of the whole cycle. */
  replaceCycle: <T>(id: string, body: Record<string, unknown>) => apiData<T>("PUT", item(cycles.path, id), body),
  traceability: (weld: string) => apiData<TWeldTraceability>("GET", `/api/welds/${weld}/traceability/`),
  /** What a welder, a wire or an instrument (`kind`) went into. */
  whereUsed: <T>(kind: string, id: string) => apiData<T>("GET", `/api/welds/where-used/?${kind}=${encodeURIComponent(id)}`),
  duplicateFlawLibrary: (id: string) => apiData("POST", item(flawLibraries.path, id, "duplicate"), {}),
  attachToFlaw: (body: { flaw: string; name: string; file: string }) => apiData("POST", `/api/${flawAttachments.path}/`, body),
  startDataBook: (project: string, language: "en" | "fr") =>
    apiData<TDataBookJob>("POST", `/api/projects/${project}/data-book/`, { language }),
  dataBook: (id: string) => apiData<TDataBookJob>("GET", `/api/data-books/${id}/`),
  dataBookFileUrl: (id: string) => `/api/data-books/${id}/file/`,
};

export const staffApi = {
  /** A welder's qualifications, oldest first (the qualification table of the welder's page). */
  qualificationsOf: <T>(welder: string) =>
    apiData<TPage<T>>("GET", `/api/${welderQualifications.path}/?welder=${welder}&page_size=1000&ordering=qualified_at`),
};

export const processGroupApi = {
  createTriggerCondition: (body: Record<string, unknown>) => apiData("POST", `/api/${weldingProcessGroupTriggerConditions.path}/`, body),
  updateTriggerCondition: (id: string, body: Record<string, unknown>) =>
    apiData("PATCH", item(weldingProcessGroupTriggerConditions.path, id), body),
  deleteTriggerCondition: (id: string) => apiData("DELETE", item(weldingProcessGroupTriggerConditions.path, id)),
};

export const historyApi = {
  /** The client's history; `query` holds the filters and the page. */
  list: (query: URLSearchParams) => apiData<TPage<THistoryEntry>>("GET", `/api/history/?${query}`),
  csvUrl: (filters: URLSearchParams) => `/api/history/?${filters}&format=csv`,
};

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

export const generalApi = {
  users: <T>() => apiData<TPage<T>>("GET", "/api/users/?page_size=1000"),
  groups: <T>() => apiData<TPage<T>>("GET", "/api/groups/"),
  publicConfig: <T>() => apiData<T>("GET", "/api/public-config/"),
  /** Every project by name (the home map). */
  projectsByName: <T>() => apiData<TRows<T>>("GET", "/api/projects/?page_size=1000&ordering=name"),
  /** A document's file address, to copy. */
  documentUrl: (id: string) => apiData<{ url: string }>("GET", `/api/s3/get-url/document/${id}`),
  /** An import's template sheet; `language` names the columns in that language. */
  importTemplateUrl: (key: string, format: "csv" | "xlsx", language?: string) =>
    `/api/imports/${key}/template/?format=${format}${language === undefined ? "" : `&language=${language}`}`,
};

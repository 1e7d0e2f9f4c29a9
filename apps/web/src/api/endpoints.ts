import {
  cutOuts,
  cycles,
  flawAttachments,
  flawLibraries,
  INSPECTION_RESOURCES,
  instrumentTypesParameters,
  measurementPath,
  projects,
  SEQUENCE_RESOURCES,
  type TClient,
  type TDataBookJob,
  type TEdgeChoices,
  type THistoryEntry,
  type TInspectionKind,
  type TPage,
  type TProgressStatistics,
  type TProjectWeldStatistics,
  type TQualityStatistics,
  type TSavedView,
  type TSavedViewState,
  type TTimelineStatistics,
  type TWelderStanding,
  type TWeldTraceability,
  welderQualifications,
  weldingProcessGroupTriggerConditions,
  welds,
  workpieceEdges,
  workpieces,
} from "@weldtrace/domain";
import type {
  TAlert,
  TAlertFilters,
  TAlertQuery,
  TDashboardFilters,
  TEdgeServer,
  TEdgeServerDetail,
  TInspectionReport,
  TMeasurement,
  TRow,
  TSignal,
  TSignalView,
} from "./answers";
import { apiData, apiRequest } from "./client";
import { listUrl } from "./resource-provider";

// The login route's calls live apart (account-endpoints.ts): this module loads the domain's resource definitions.
export { accountApi } from "./account-endpoints";

/**
 * The server's calls beyond a resource's list/create/read/update/delete (those are resourceProvider's), each named
 * once with its parameters typed. Resource routes are built from the resource's `path`; screens never build URLs.
 * Calls that throw on failure use apiData (TanStack Query, useAction); those whose screen reads a refused answer
 * itself (field messages, a reason) use apiRequest.
 */

const item = (path: string, id: string, action = "") => `/api/${path}/${id}/${action ? `${action}/` : ""}`;

/** A page of rows as lists answer it, for the screens that only read `results`. */
type TRows<T> = { results: T[] };

/** A query string of the values given (empty ones left out), in the order given. */
const queryOf = (query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
};

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
  cut: (weld: string) => apiData<TRow>("POST", `/api/${cutOuts.path}/`, { weld }),
  cancelCut: (cutOut: string) => apiData<null>("DELETE", item(cutOuts.path, cutOut)),
  /** With the per-welder rates' welders by name (an id no welder has is absent). */
  statistics: (project: string) =>
    apiData<TProjectWeldStatistics & { welder_names: Record<string, string> }>("GET", item(projects.path, project, "weld-statistics")),
  /** Each welder's standing for a process on a day (the cycle form's welder picker). */
  welderStanding: (process: string, day: string) =>
    apiData<TWelderStanding>("GET", `/api/cycles/welder-standing/?process=${encodeURIComponent(process)}&day=${encodeURIComponent(day)}`),
  /** The edges a weld of the project may join, free ones first; `search` reads a pipe, a heat or a scanned label. */
  edgeChoices: (project: string, weld: string | undefined, search: string) => {
    const query = new URLSearchParams({ project });
    if (weld) query.set("weld", weld);
    if (search) query.set("search", search);
    return apiData<TEdgeChoices>("GET", `/api/${welds.path}/edge-choices/?${query}`);
  },
  /** Spec §2: a cycle's weld changes by PUT of the whole cycle. */
  replaceCycle: <T>(id: string, body: Record<string, unknown>) => apiData<T>("PUT", item(cycles.path, id), body),
  traceability: (weld: string) => apiData<TWeldTraceability>("GET", item(welds.path, weld, "traceability")),
  /** What a welder, a wire or an instrument (`kind`) went into. */
  whereUsed: <T>(kind: string, id: string) => apiData<T>("GET", `/api/${welds.path}/where-used/?${kind}=${encodeURIComponent(id)}`),
  duplicateFlawLibrary: (id: string) => apiData("POST", item(flawLibraries.path, id, "duplicate"), {}),
  attachToFlaw: (body: { flaw: string; name: string; file: string }) => apiData("POST", `/api/${flawAttachments.path}/`, body),
  startDataBook: (project: string, language: "en" | "fr") =>
    apiData<TDataBookJob>("POST", item(projects.path, project, "data-book"), { language }),
  dataBook: (id: string) => apiData<TDataBookJob>("GET", `/api/data-books/${id}/`),
  dataBookFileUrl: (id: string) => `/api/data-books/${id}/file/`,
};

export const staffApi = {
  /** An instrument product model's parameters (the product model page). */
  modelParameters: <T>(model: string) =>
    apiData<TPage<T>>("GET", `/api/${instrumentTypesParameters.path}/?product_model=${model}&page_size=1000`),
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

const licencePath = (client: string) => `/api/clients/${client}/licence/`;

export const clientApi = {
  /** A client's licence: created, its date changed, or removed (Super User only). */
  createLicence: (client: string, body: { expiration_date: string }) => apiData<TClient>("POST", licencePath(client), body),
  updateLicence: (client: string, body: { expiration_date: string }) => apiData<TClient>("PATCH", licencePath(client), body),
  removeLicence: (client: string) => apiData<null>("DELETE", licencePath(client)),
};

export const projectApi = {
  /** A privileged user copies a project for another client. */
  copyFor: <T>(id: string, client: string) => apiData<T>("POST", item(projects.path, id, "copy-for"), { client }),
};

export const savedViewApi = {
  /** The user's saved views of one list (its path). */
  list: (list: string) => apiData<TRows<TSavedView>>("GET", `/api/saved-views/?list=${encodeURIComponent(list)}`),
  create: (body: { list: string; name: string; state: TSavedViewState }) => apiData<TSavedView>("POST", "/api/saved-views/", body),
  remove: (id: string) => apiData<null>("DELETE", `/api/saved-views/${id}/`),
};

export const historyApi = {
  /** The client's history; `query` holds the filters and the page. */
  list: (query: URLSearchParams) => apiData<TPage<THistoryEntry>>("GET", `/api/history/?${query}`),
  csvUrl: (filters: URLSearchParams) => `/api/history/?${filters}&format=csv`,
};

export const generalApi = {
  users: <T>() => apiData<TPage<T>>("GET", "/api/users/?page_size=1000"),
  groups: <T>() => apiData<TPage<T>>("GET", "/api/groups/"),
  publicConfig: <T>() => apiData<T>("GET", "/api/public-config/"),
  /** Every project by name (the home map). */
  projectsByName: <T>() => apiData<TRows<T>>("GET", `/api/${projects.path}/?page_size=1000&ordering=name`),
  /** A document's file address, to copy. */
  documentUrl: (id: string) => apiData<{ url: string }>("GET", `/api/s3/get-url/document/${id}`),
  /** An import's template sheet; `language` names the columns in that language. */
  importTemplateUrl: (key: string, format: "csv" | "xlsx", language?: string) =>
    `/api/imports/${key}/template/?format=${format}${language === undefined ? "" : `&language=${language}`}`,
};

export const alertApi = {
  list: (query: TAlertQuery) => apiData<TPage<TAlert>>("GET", `/api/alerts/?${queryOf({ ...query })}`),
  /** Every alert the filters select, page after page (the PDF), up to `limit` rows. */
  async all(filters: TAlertFilters, ordering: string, limit = 10_000): Promise<TAlert[]> {
    const rows: TAlert[] = [];
    let next: string | null = `/api/alerts/?${queryOf({ ...filters, ordering, page_size: 1000 })}`;
    while (next && rows.length < limit) {
      const page: TPage<TAlert> = await apiData<TPage<TAlert>>("GET", next);
      rows.push(...page.results);
      next = page.next;
    }
    return rows.slice(0, limit);
  },
  acknowledge: (id: string, comment: string) => apiData<TAlert>("POST", `/api/alerts/${id}/acknowledge/`, { comment }),
  openCount: () => apiData<{ count: number; capped: boolean }>("GET", "/api/alerts/open-count/"),
};

const dashboardQuery = (filters: TDashboardFilters) => {
  const params = new URLSearchParams({ from: filters.from, to: filters.to, tz: filters.tz });
  if (filters.project) params.set("project", filters.project);
  return params.toString();
};

export const dashboardApi = {
  progress: (filters: TDashboardFilters) => apiData<TProgressStatistics>("GET", `/api/dashboard/progress/?${dashboardQuery(filters)}`),
  quality: (filters: TDashboardFilters) => apiData<TQualityStatistics>("GET", `/api/dashboard/quality/?${dashboardQuery(filters)}`),
  timeline: (filters: TDashboardFilters) => apiData<TTimelineStatistics>("GET", `/api/dashboard/timeline/?${dashboardQuery(filters)}`),
};

export const edgeServerApi = {
  list: () => apiData<TEdgeServer[]>("GET", "/api/edge-servers/"),
  get: (id: string) => apiData<TEdgeServerDetail>("GET", `/api/edge-servers/${id}/`),
  issueToken: (id: string) => apiData<{ token: string }>("POST", `/api/edge-servers/${id}/token/`),
  revokeToken: (id: string) => apiData<null>("DELETE", `/api/edge-servers/${id}/token/`),
  /** A signal's envelopes (`path`: one of the signal paths below), whole or a zoomed view. */
  signal: (path: string, view: TSignalView | null = null) =>
    apiData<TSignal>("GET", view ? `${path}?from_us=${Math.floor(view.from_us)}&to_us=${Math.ceil(view.to_us)}` : path),
  cycleSignalPath: (id: string) => item(cycles.path, id, "signal"),
  cycleRawPath: (id: string) => item(cycles.path, id, "raw"),
  streamSignalPath: (id: string) => `/api/edge-streams/${id}/signal/`,
  streamRawPath: (id: string) => `/api/edge-streams/${id}/raw/`,
};

export const inspectionApi = {
  inspection: (kind: TInspectionKind, id: string) => apiData<TRow>("GET", item(INSPECTION_RESOURCES[kind].path, id)),
  sequence: (kind: keyof typeof SEQUENCE_RESOURCES, id: string) => apiData<TRow>("GET", item(SEQUENCE_RESOURCES[kind].path, id)),
  measurements: (kind: TInspectionKind, inspection: string) =>
    apiData<TPage<TMeasurement>>("GET", listUrl(measurementPath(kind), { page: 1, pageSize: 1000, filters: { inspection } })).then(
      (page) => page.results,
    ),
  /** Records one measurement; the same id sent again answers the stored record (200), so a retry never duplicates. */
  record: (kind: TInspectionKind, body: Record<string, unknown>) =>
    apiRequest<TMeasurement>("POST", `/api/${measurementPath(kind)}/`, body),
  /** A weld's inspections, or one inspection, with their measurements (the inspection report). */
  weldReport: (weld: string) => apiData<TInspectionReport>("GET", `/api/inspection-reports/?weld=${encodeURIComponent(weld)}`),
  report: (kind: TInspectionKind, id: string) =>
    apiData<TInspectionReport>("GET", `/api/inspection-reports/?kind=${kind}&inspection=${encodeURIComponent(id)}`),
  /** The two edges of a weld an inspection may name, with their workpiece and heat. */
  weldEdges: (weld: string) => apiData<TEdgeChoices>("GET", `/api/inspections/edge-choices/?weld=${encodeURIComponent(weld)}`),
};

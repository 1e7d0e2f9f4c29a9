import type { TAlertsSupervisorsSave, TDuplicateRequest, TProcedureSave, TRevisionRequest } from "@weldtrace/domain";
import { apiData } from "../../api/client";
import { queryKeys } from "../../api/resource-provider";

export const PROCEDURES_PATH = "procedures";

/** A procedure as GET procedures/{id}/ answers it: general fields and every child list, rows with their ids. */
export type TProcedureRecordData = { id: string; name: string; is_archived?: boolean; can_update?: boolean } & Record<string, unknown>;

const item = (id: string, action = "") => `/api/${PROCEDURES_PATH}/${id}/${action ? `${action}/` : ""}`;

/** The procedures calls (spec §7) as the server implements them; screens never build these URLs. */
export const procedureApi = {
  get: (id: string) => apiData<TProcedureRecordData>("GET", item(id)),
  create: (body: TProcedureSave) => apiData<TProcedureRecordData>("POST", `/api/${PROCEDURES_PATH}/`, body),
  replace: (id: string, body: TProcedureSave) => apiData<TProcedureRecordData>("PUT", item(id), body),
  patch: (id: string, body: Record<string, unknown>) => apiData<TProcedureRecordData>("PATCH", item(id), body),
  archive: (id: string) => apiData<unknown>("POST", item(id, "archive")),
  unarchive: (id: string) => apiData<unknown>("POST", item(id, "unarchive")),
  revise: (id: string, body: TRevisionRequest) => apiData<TProcedureRecordData>("POST", item(id, "revision"), body),
  duplicate: (id: string, body: TDuplicateRequest) => apiData<TProcedureRecordData>("POST", item(id, "duplicate"), body),
  /** A privileged user copies a procedure into another client's project. */
  copyFor: <T>(id: string, body: { client: string; project: string }) => apiData<T>("POST", item(id, "copy-for"), body),
  exportUrl: (id: string) => item(id, "export"),
  import: (file: unknown, asCopy = false) =>
    apiData<TProcedureRecordData>("POST", `/api/${PROCEDURES_PATH}/import/${asCopy ? "?as_copy=true" : ""}`, file),
  getAlerts: (id: string) => apiData<Partial<TAlertsSupervisorsSave>>("GET", item(id, "alerts-supervisors")),
  saveAlerts: (id: string, body: TAlertsSupervisorsSave) =>
    apiData<Partial<TAlertsSupervisorsSave>>("PUT", item(id, "alerts-supervisors"), body),
};

export const procedureKeys = {
  all: queryKeys.all(PROCEDURES_PATH),
  item: (id: string) => queryKeys.item(PROCEDURES_PATH, id),
  alerts: (id: string) => [PROCEDURES_PATH, "alerts", id] as const,
};

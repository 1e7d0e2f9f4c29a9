import {
  INSPECTION_RESOURCES,
  inspectionPath,
  measurementPath,
  SEQUENCE_RESOURCES,
  SEQUENCED_INSPECTION_KINDS,
  type TInspectionKind,
  type TPage,
} from "@weldtrace/domain";
import { apiData, apiRequest } from "../../api/client";
import { listUrl } from "../../api/resource-provider";

export type TRow = { id: string } & Record<string, unknown>;
export type TSequencedKind = (typeof SEQUENCED_INSPECTION_KINDS)[number];

export const isSequenced = (kind: TInspectionKind): kind is TSequencedKind =>
  (SEQUENCED_INSPECTION_KINDS as readonly string[]).includes(kind);

/** Routes of the inspections area (spec §2 "Inspections"). */
export const INSPECTION_ROUTES = {
  list: (kind: TInspectionKind) => `/${inspectionPath(kind)}`,
  measurements: (kind: TInspectionKind, id: string) => `/${inspectionPath(kind)}/${id}/${measurementPath(kind)}`,
  record: (kind: TInspectionKind, id: string) => `/${inspectionPath(kind)}/${id}/${measurementPath(kind)}/record`,
  sequences: (kind: TSequencedKind) => `/${SEQUENCE_RESOURCES[kind].path}`,
};

/** A measurement as the API answers it: the kind's values in the stored unit, the verdict and what it was judged on. */
export type TMeasurement = TRow & {
  verdict: "accept" | "reject";
  limits: Record<string, unknown>;
  reasons: { code: string; params?: Record<string, string | number> }[];
  created_at: string;
  unit: string | null;
  /** An Admin's override of the instrument's expired calibration (server: instrument_override). */
  instrument_override?: { reason: string; by: string; by_email: string } | null;
};

export const inspectionApi = {
  inspection: (kind: TInspectionKind, id: string) => apiData<TRow>("GET", `/api/${INSPECTION_RESOURCES[kind].path}/${id}/`),
  sequence: (kind: TSequencedKind, id: string) => apiData<TRow>("GET", `/api/${SEQUENCE_RESOURCES[kind].path}/${id}/`),
  measurements: (kind: TInspectionKind, inspection: string) =>
    apiData<TPage<TMeasurement>>("GET", listUrl(measurementPath(kind), { page: 1, pageSize: 1000, filters: { inspection } })).then(
      (page) => page.results,
    ),
  /** Records one measurement; the same id sent again answers the stored record (200), so a retry never duplicates. */
  record: (kind: TInspectionKind, body: Record<string, unknown>) =>
    apiRequest<TMeasurement>("POST", `/api/${measurementPath(kind)}/`, body),
};

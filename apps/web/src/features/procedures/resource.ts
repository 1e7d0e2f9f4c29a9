import { procedures } from "@weldtrace/domain";
import type { TWebField, TWebResource } from "../../components/resource/types";

/** Spec §2 list columns, in order; the domain's procedure resource gives search and ordering. */
const fields: readonly TWebField[] = [
  { key: "name", kind: "text", required: true, column: true },
  { key: "is_wps", kind: "boolean", column: true },
  { key: "is_reference", kind: "boolean", column: true },
  { key: "project", kind: "reference", target: "project", column: true },
  { key: "type", kind: "reference", target: "procedureType", column: true },
  { key: "welds_classes", kind: "references", target: "weldClass", column: true },
  { key: "uom", kind: "reference", target: "uom", column: true },
  { key: "comment", kind: "textarea", column: true },
];

export const procedureResource: TWebResource = {
  ...procedures,
  key: "procedure",
  fields,
};

export const PROCEDURE_ROUTES = {
  list: "/procedures",
  archived: "/archived-procedures",
  /** ARCHITECTURE.md: other clients' procedures, for platform staff. */
  others: "/others/procedures",
  /** Spec §2: the creation route is singular. */
  create: "/procedure/create",
  edit: (id: string) => `/procedures/${id}/edit`,
  view: (id: string) => `/archived-procedures/${id}/view`,
  alerts: (id: string) => `/alerts-configuration/${id}`,
} as const;

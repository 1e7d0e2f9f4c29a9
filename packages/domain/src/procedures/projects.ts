import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { MESSAGE_CATALOGUE, message, type TMessage } from "../messages/catalogue.js";
import { zName } from "../validation/fields.js";
import { codedIssue, MESSAGES } from "../validation/messages.js";
import { zFixed, zRef, zRefs } from "./shared.js";

/** Spec (platform §4): the three statuses of a project, shown translated. */
export const PROJECT_STATUSES = ["PLANNED", "ON-GOING", "TERMINATED"] as const;
export type TProjectStatus = (typeof PROJECT_STATUSES)[number];
export const DEFAULT_PROJECT_STATUS: TProjectStatus = "PLANNED";

export const PROJECT_MESSAGES = {
  /** Spec (platform §8), verbatim. */
  statusBlockedByEdgeServer: MESSAGE_CATALOGUE.status_blocked_by_edge_server,
  deleteWithEdgeServer: MESSAGE_CATALOGUE.edge_server_connected,
  locationIncomplete: MESSAGE_CATALOGUE.location_incomplete,
} as const;

/** Spec (platform §5): lat and lng take 6 decimals. */
export const COORDINATE_DECIMALS = 6;

const projectShape = {
  name: zName(),
  /** Chosen by a Super User; for client staff the server sets their own client. */
  client: zRef(),
  /** The project's unit system, one of its client's uoms (spec: limited to the chosen client's units). */
  uom: zRef(),
  status: z.enum(PROJECT_STATUSES),
  /** Location on the home map, decimal degrees (WGS 84). */
  lat: zFixed({ decimals: COORDINATE_DECIMALS, min: -90, max: 90 }).nullish(),
  lng: zFixed({ decimals: COORDINATE_DECIMALS, min: -180, max: 180 }).nullish(),
  companies: zRefs(),
  contractors: zRefs(),
};

/** Both coordinates or neither, on a whole record (create, or the stored row merged with a PATCH). */
export function locationIssue(value: { lat?: number | null; lng?: number | null }): { field: "lat" | "lng"; message: TMessage } | null {
  const hasLat = value.lat !== null && value.lat !== undefined;
  const hasLng = value.lng !== null && value.lng !== undefined;
  if (hasLat === hasLng) return null;
  return { field: hasLat ? "lng" : "lat", message: message("location_incomplete") };
}

function refineLocation(value: { lat?: number | null | undefined; lng?: number | null | undefined }, ctx: z.RefinementCtx) {
  if (value.lat === undefined && value.lng === undefined) return;
  const hasLat = value.lat !== null && value.lat !== undefined;
  const hasLng = value.lng !== null && value.lng !== undefined;
  if (hasLat !== hasLng) ctx.addIssue({ ...codedIssue(message("location_incomplete")), path: [hasLat ? "lng" : "lat"] });
}

export const ZProjectCreate = z
  .object({ ...projectShape, status: projectShape.status.default(DEFAULT_PROJECT_STATUS) })
  .superRefine(refineLocation);
export type TProjectCreate = z.infer<typeof ZProjectCreate>;
/** A PATCH: only the fields sent change; lat and lng travel together. */
export const ZProjectUpdate = z.object(projectShape).partial().superRefine(refineLocation);
export type TProjectUpdate = z.infer<typeof ZProjectUpdate>;

export interface TProject {
  id: string;
  name: string;
  client: string;
  uom: string | null;
  status: TProjectStatus;
  lat: number | null;
  lng: number | null;
  companies: string[];
  contractors: string[];
  created_at: string;
  updated_at: string;
}

export const projects = defineResource({
  key: "project",
  path: "projects",
  area: "projects",
  // Status optional on create (the table's default is PLANNED): a `.default()` here would also reset it
  // on every PATCH, since zod 4 keeps defaults in `.partial()`.
  // The lat/lng pairing (refineLocation) is checked by the server on the merged record: `.partial()`
  // refuses refined schemas.
  schema: z.object({ ...projectShape, status: projectShape.status.optional() }),
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "client", kind: "reference", target: "client", column: true },
    { key: "uom", kind: "reference", target: "uom", column: true },
    { key: "status", kind: "choice", options: PROJECT_STATUSES, required: true, column: true },
    { key: "lat", kind: "number", decimals: COORDINATE_DECIMALS },
    { key: "lng", kind: "number", decimals: COORDINATE_DECIMALS },
    { key: "companies", kind: "references", target: "company", column: true },
    { key: "contractors", kind: "references", target: "contractor", column: true },
  ],
  searchFields: ["name"],
  orderingFields: ["name", "status", "created_at"],
  defaultOrdering: "name",
  filterFields: ["status", "client"],
});

/**
 * Spec §4: leaving ON-GOING (for TERMINATED or PLANNED) is refused while an edge server is connected to
 * the project. Every other change is allowed (decisions.md). Returns the spec's message, or null.
 */
export function checkProjectStatusChange(from: TProjectStatus, to: TProjectStatus, edgeServerConnected: boolean): TMessage | null {
  if (from === "ON-GOING" && to !== "ON-GOING" && edgeServerConnected) return message("status_blocked_by_edge_server");
  return null;
}

/**
 * Spec (platform §5): a project's unit system must be one of its client's. The server passes the ids of
 * that client's uoms; the answer is the field message, or null.
 */
export function checkProjectUom(uom: string | null | undefined, clientUomIds: readonly string[]): string | null {
  if (uom === null || uom === undefined) return null;
  return clientUomIds.includes(uom) ? null : MESSAGES.invalidChoice;
}

/** The web form: the unit system choice is disabled until a client is picked, and a new client clears it. */
export function changeProjectClient<T extends { client?: string | null | undefined; uom?: string | null | undefined }>(
  project: T,
  client: string | null,
): T {
  if (project.client === client) return project;
  return { ...project, client, uom: null };
}

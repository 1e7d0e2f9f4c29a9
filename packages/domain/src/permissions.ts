import type { TGroup } from "./groups.js";

export const ACTIONS = ["list", "create", "update", "delete"] as const;
export type TAction = (typeof ACTIONS)[number];

/**
 * Areas group resources that share one rule. Each resource names its area, so the matrix stays small
 * and a new entity cannot be forgotten: an area missing here denies everything.
 */
export const AREAS = [
  "reference", // settings catalogues
  "clients",
  "users",
  "uoms",
  "projects",
  "procedures",
  "production", // workpieces, welds, cycles, cut-outs
  "quality", // flaws, inspections, alerts
  "staff", // welders, documents, measuring instruments, workstations (spec: Admin or Manager menus)
  "edge", // edge servers
  "outbox", // mail log, embedded mode
  "files", // stored files (uploads, downloads)
  "history", // the client-wide change history; one record's history follows its own area's read right
] as const;
export type TArea = (typeof AREAS)[number];

const ALL: readonly TAction[] = ACTIONS;
const READ: readonly TAction[] = ["list"];
const WRITE_NO_DELETE: readonly TAction[] = ["list", "create", "update"];
const NONE: readonly TAction[] = [];

/**
 * Who may do what. Support is platform staff with read access everywhere; Super User may do everything.
 * Decisions behind each row are in docs/decisions.md.
 */
export const PERMISSIONS: Record<TArea, Record<TGroup, readonly TAction[]>> = {
  reference: {
    "Super User": ALL,
    Support: READ,
    Admin: ALL,
    Manager: ALL,
    Engineer: ALL,
    Inspector: READ,
    Viewer: READ,
    "Edge server": NONE,
  },
  clients: {
    "Super User": ALL,
    Support: READ,
    Admin: ["list", "update"],
    Manager: READ,
    Engineer: NONE,
    Inspector: NONE,
    Viewer: NONE,
    "Edge server": NONE,
  },
  users: {
    "Super User": ALL,
    Support: READ,
    Admin: ALL,
    Manager: READ,
    Engineer: NONE,
    Inspector: NONE,
    Viewer: NONE,
    "Edge server": NONE,
  },
  uoms: { "Super User": ALL, Support: READ, Admin: ALL, Manager: ALL, Engineer: ALL, Inspector: READ, Viewer: READ, "Edge server": NONE },
  projects: {
    "Super User": ALL,
    Support: READ,
    Admin: ALL,
    Manager: ALL,
    Engineer: WRITE_NO_DELETE,
    Inspector: READ,
    Viewer: READ,
    "Edge server": NONE,
  },
  procedures: {
    "Super User": ALL,
    Support: READ,
    Admin: ALL,
    Manager: ALL,
    Engineer: ALL,
    Inspector: READ,
    Viewer: READ,
    "Edge server": NONE,
  },
  production: {
    "Super User": ALL,
    Support: READ,
    Admin: ALL,
    Manager: ALL,
    Engineer: ALL,
    Inspector: WRITE_NO_DELETE,
    Viewer: READ,
    "Edge server": NONE,
  },
  quality: { "Super User": ALL, Support: READ, Admin: ALL, Manager: ALL, Engineer: ALL, Inspector: ALL, Viewer: READ, "Edge server": NONE },
  // Everyone in the client reads them (a procedure names its documents, a pass group its welders); Admin and
  // Manager manage them, and only they see their menus (spec §2, `STAFF_MENU_GROUPS`).
  staff: { "Super User": ALL, Support: READ, Admin: ALL, Manager: ALL, Engineer: READ, Inspector: READ, Viewer: READ, "Edge server": NONE },
  edge: { "Super User": ALL, Support: READ, Admin: ALL, Manager: ALL, Engineer: READ, Inspector: READ, Viewer: READ, "Edge server": NONE },
  files: { "Super User": ALL, Support: READ, Admin: ALL, Manager: ALL, Engineer: ALL, Inspector: ALL, Viewer: READ, "Edge server": NONE },
  // The client-wide history is the Admins' (and platform staff's); nobody writes it through the API.
  history: {
    "Super User": READ,
    Support: READ,
    Admin: READ,
    Manager: NONE,
    Engineer: NONE,
    Inspector: NONE,
    Viewer: NONE,
    "Edge server": NONE,
  },
  outbox: {
    "Super User": READ,
    Support: NONE,
    Admin: NONE,
    Manager: NONE,
    Engineer: NONE,
    Inspector: NONE,
    Viewer: NONE,
    "Edge server": NONE,
  },
};

export function can(group: TGroup | null | undefined, area: TArea, action: TAction): boolean {
  if (!group) return false;
  return PERMISSIONS[area][group].includes(action);
}

/** Spec §2: the welders, documents, measuring instruments and workstations menus are "Admin or Manager" (and platform staff). */
export const STAFF_MENU_GROUPS: readonly TGroup[] = ["Super User", "Support", "Admin", "Manager"];
export const seesStaffMenus = (group: TGroup | null | undefined): boolean => Boolean(group && STAFF_MENU_GROUPS.includes(group));

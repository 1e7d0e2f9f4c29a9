import { isAdminLike, seesStaffMenus, type TArea, type TGroup } from "@weldtrace/domain";
import type { TMessages } from "../i18n/types";

type TMenuKey = keyof TMessages["menu"];

export interface TMenuEntry {
  key: TMenuKey;
  route: string;
  /** Visible when the user's group may list this area (the matrix the server enforces). */
  area?: TArea;
  /** Narrower than the matrix: shown only when the user's group also passes this check. */
  allow?: (group: TGroup | null | undefined) => boolean;
  /** Whether the screen exists yet; entries of later areas show a "not yet available" page. */
  built: boolean;
  children?: TMenuEntry[];
}

/** Spec §2 side menu, in order. */
export const MENU: TMenuEntry[] = [
  { key: "map", route: "/", built: true },
  { key: "dashboard", route: "/dashboard", area: "production", built: true },
  { key: "projects", route: "/projects", area: "projects", built: true },
  { key: "procedures", route: "/procedures", area: "procedures", built: true },
  { key: "workpieces", route: "/workpieces", area: "production", built: true },
  { key: "welds", route: "/welds", area: "production", built: true },
  { key: "cycles", route: "/cycles", area: "production", built: true },
  {
    key: "inspections",
    route: "/inspections",
    area: "quality",
    built: true,
    children: [
      { key: "flawLibraries", route: "/flaw-libraries", area: "quality", built: true },
      { key: "flaws", route: "/flaws", area: "quality", built: true },
      { key: "inspectionLists", route: "/inspections", area: "quality", built: true },
      { key: "inspectionsSetup", route: "/inspections-setup", area: "quality", built: true },
      { key: "alertsList", route: "/alerts-list", area: "quality", built: true },
    ],
  },
  { key: "fillerMetals", route: "/filler-metals", area: "reference", built: true },
  { key: "welders", route: "/welders", area: "staff", allow: seesStaffMenus, built: true },
  { key: "documents", route: "/documents", area: "staff", allow: seesStaffMenus, built: true },
  { key: "measuringInstruments", route: "/measuring-instruments", area: "staff", allow: seesStaffMenus, built: true },
  { key: "workstations", route: "/workstations", area: "staff", allow: seesStaffMenus, built: true },
  // Clients are managed by platform staff only (see docs/decisions.md, "Clients and users").
  { key: "clients", route: "/clients", area: "clients", allow: isAdminLike, built: true },
  { key: "users", route: "/users", area: "users", built: true },
  { key: "uoms", route: "/uoms", area: "uoms", built: true },
  { key: "edgeServers", route: "/edge-servers", area: "edge", built: true },
  // The client-wide history, for Admins and platform staff (the `history` area of the matrix).
  { key: "history", route: "/history", area: "history", built: true },
  { key: "myAccount", route: "/my-account", built: true },
  { key: "userGuide", route: "/user-guide", built: true },
];

export function visibleEntries(entries: TMenuEntry[], canList: (area: TArea) => boolean, group?: TGroup | null): TMenuEntry[] {
  return entries
    .filter((entry) => (!entry.area || canList(entry.area)) && (!entry.allow || entry.allow(group)))
    .map((entry) => (entry.children ? { ...entry, children: visibleEntries(entry.children, canList, group) } : entry));
}

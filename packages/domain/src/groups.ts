/** The groups a user can belong to (exactly one each). Names are stable keys; labels live in i18n. */
export const GROUPS = ["Super User", "Support", "Admin", "Manager", "Engineer", "Inspector", "Viewer", "Edge server"] as const;
export type TGroup = (typeof GROUPS)[number];

/** Platform staff work across clients; everyone else sees one client only. */
export const PLATFORM_GROUPS: readonly TGroup[] = ["Super User", "Support"];

/** The spec's "admin-like" check. */
export const isAdminLike = (group: TGroup | null | undefined) => group === "Super User";
/** The spec's second privileged check (shows the /others shortcuts). */
export const isPrivileged = (group: TGroup | null | undefined) => group === "Super User" || group === "Support";

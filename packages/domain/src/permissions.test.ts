import { describe, expect, it } from "vitest";
import { GROUPS, isAdminLike, isPrivileged } from "./groups.js";
import { ACTIONS, AREAS, can, PERMISSIONS, seesStaffMenus } from "./permissions.js";

describe("permission matrix", () => {
  it("names every group for every area", () => {
    for (const area of AREAS) for (const group of GROUPS) expect(Array.isArray(PERMISSIONS[area][group])).toBe(true);
  });
  it("lets a Super User do everything but write the mail log or the history", () => {
    for (const area of AREAS.filter((name) => name !== "outbox" && name !== "history"))
      for (const action of ACTIONS) expect(can("Super User", area, action)).toBe(true);
  });
  it("lets nobody write the history, and only Admins and platform staff read the client-wide list", () => {
    for (const group of ["Super User", "Support", "Admin", "Manager", "Engineer", "Inspector", "Viewer", "Edge server"] as const) {
      for (const action of ["create", "update", "delete"] as const) expect(can(group, "history", action)).toBe(false);
      expect(can(group, "history", "list")).toBe(group === "Super User" || group === "Support" || group === "Admin");
    }
  });
  it("gives a Viewer read access only", () => {
    for (const area of AREAS) {
      expect(can("Viewer", area, "create")).toBe(false);
      expect(can("Viewer", area, "update")).toBe(false);
      expect(can("Viewer", area, "delete")).toBe(false);
    }
    expect(can("Viewer", "reference", "list")).toBe(true);
  });
  it("lets an edge server do nothing through the generic resources", () => {
    for (const area of AREAS) for (const action of ACTIONS) expect(can("Edge server", area, action)).toBe(false);
  });
  it("keeps Support read-only everywhere", () => {
    for (const area of AREAS)
      for (const action of ["create", "update", "delete"] as const) expect(can("Support", area, action)).toBe(false);
  });
  it("lets every client group read the staff area, which only Admin and Manager manage and see in the menu", () => {
    for (const group of ["Engineer", "Inspector", "Viewer"] as const) {
      expect(can(group, "staff", "list")).toBe(true);
      for (const action of ["create", "update", "delete"] as const) expect(can(group, "staff", action)).toBe(false);
      expect(seesStaffMenus(group)).toBe(false);
    }
    for (const group of ["Admin", "Manager"] as const) {
      for (const action of ACTIONS) expect(can(group, "staff", action)).toBe(true);
      expect(seesStaffMenus(group)).toBe(true);
    }
  });
  it("shows the Admin-or-Manager menus (spec §2) to those groups only among client staff", () => {
    for (const area of ["users", "clients"] as const) {
      expect(can("Admin", area, "list")).toBe(true);
      expect(can("Manager", area, "list")).toBe(true);
      expect(can("Engineer", area, "list")).toBe(false);
      expect(can("Inspector", area, "list")).toBe(false);
      expect(can("Viewer", area, "list")).toBe(false);
    }
  });
  it("denies without a group", () => {
    expect(can(null, "reference", "list")).toBe(false);
  });
  it("implements the admin-like and privileged checks", () => {
    expect(isAdminLike("Super User")).toBe(true);
    expect(isAdminLike("Support")).toBe(false);
    expect(isPrivileged("Support")).toBe(true);
    expect(isPrivileged("Admin")).toBe(false);
  });
});

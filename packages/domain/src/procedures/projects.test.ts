import { describe, expect, it } from "vitest";
import "../index.js";
import { textOf } from "../messages/catalogue.js";
import {
  changeProjectClient,
  checkProjectStatusChange,
  checkProjectUom,
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
  ZProjectCreate,
  ZProjectUpdate,
} from "./projects.js";
import { ID, messagesByPath } from "./test-utils.js";

const BLOCKED = "Impossible to change status from ON-GOING to TERMINATED or to PLANNED: an edge server is connected.";

describe("project status (spec §4)", () => {
  it("has the three statuses", () => {
    expect(PROJECT_STATUSES).toEqual(["PLANNED", "ON-GOING", "TERMINATED"]);
  });
  it("refuses leaving ON-GOING for TERMINATED or PLANNED while an edge server is connected, with the spec's message", () => {
    expect(PROJECT_MESSAGES.statusBlockedByEdgeServer).toBe(BLOCKED);
    expect(textOf(checkProjectStatusChange("ON-GOING", "TERMINATED", true)!)).toBe(BLOCKED);
    expect(textOf(checkProjectStatusChange("ON-GOING", "PLANNED", true)!)).toBe(BLOCKED);
  });
  it("allows the same changes without a connected edge server", () => {
    expect(checkProjectStatusChange("ON-GOING", "TERMINATED", false)).toBeNull();
    expect(checkProjectStatusChange("ON-GOING", "PLANNED", false)).toBeNull();
  });
  it("allows every other change, edge server or not", () => {
    expect(checkProjectStatusChange("ON-GOING", "ON-GOING", true)).toBeNull();
    expect(checkProjectStatusChange("PLANNED", "ON-GOING", true)).toBeNull();
    expect(checkProjectStatusChange("TERMINATED", "ON-GOING", true)).toBeNull();
    expect(checkProjectStatusChange("PLANNED", "TERMINATED", true)).toBeNull();
    expect(checkProjectStatusChange("TERMINATED", "PLANNED", true)).toBeNull();
  });
});

describe("project form", () => {
  it("requires a name and starts PLANNED", () => {
    expect(messagesByPath(ZProjectCreate.safeParse({})).name).toEqual(["Required"]);
    expect(ZProjectCreate.parse({ name: "Pipeline A" }).status).toBe("PLANNED");
  });
  it("refuses an unknown status", () => {
    expect(messagesByPath(ZProjectCreate.safeParse({ name: "A", status: "DONE" })).status).toEqual(["Select a valid choice."]);
  });
  it("takes lat and lng with 6 decimals, within the globe, both or neither", () => {
    expect(ZProjectCreate.safeParse({ name: "A", lat: 48.856613, lng: 2.352222 }).success).toBe(true);
    expect(messagesByPath(ZProjectCreate.safeParse({ name: "A", lat: 48.8566131, lng: 2.35 })).lat).toEqual(["Max 6 decimal(s)"]);
    expect(messagesByPath(ZProjectCreate.safeParse({ name: "A", lat: 90.5, lng: 2 })).lat).toEqual(["Value must be between -90 and 90"]);
    expect(messagesByPath(ZProjectCreate.safeParse({ name: "A", lat: 10, lng: -180.1 })).lng).toEqual([
      "Value must be between -180 and 180",
    ]);
    expect(messagesByPath(ZProjectCreate.safeParse({ name: "A", lat: 10 })).lng).toEqual([PROJECT_MESSAGES.locationIncomplete]);
    expect(ZProjectCreate.safeParse({ name: "A", lat: null, lng: null }).success).toBe(true);
  });
  it("keeps companies and contractors as sets of ids", () => {
    const project = ZProjectCreate.parse({ name: "A", companies: [ID.a, ID.a, ID.b], contractors: [ID.c] });
    expect(project.companies).toEqual([ID.a, ID.b]);
    expect(project.contractors).toEqual([ID.c]);
  });
  it("lets a PATCH change the status alone, without resetting it to PLANNED elsewhere", () => {
    expect(ZProjectUpdate.parse({ status: "TERMINATED" })).toEqual({ status: "TERMINATED" });
    expect(ZProjectUpdate.parse({ name: "B" }).status).toBeUndefined();
    expect(messagesByPath(ZProjectUpdate.safeParse({ lng: 3 })).lat).toEqual([PROJECT_MESSAGES.locationIncomplete]);
  });
  it("limits the unit system to the client's units", () => {
    expect(checkProjectUom(ID.a, [ID.a, ID.b])).toBeNull();
    expect(checkProjectUom(ID.c, [ID.a, ID.b])).toBe("Select a valid choice.");
    expect(checkProjectUom(null, [])).toBeNull();
  });
  it("clears the unit system when another client is picked", () => {
    expect(changeProjectClient({ client: ID.a, uom: ID.b }, ID.c)).toEqual({ client: ID.c, uom: null });
    const same = { client: ID.a, uom: ID.b };
    expect(changeProjectClient(same, ID.a)).toBe(same);
  });
});

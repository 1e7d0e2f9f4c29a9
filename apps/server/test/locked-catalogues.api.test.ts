import { RESOURCES } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Locked Alpha");
});
afterAll(() => server.close());

const locked = RESOURCES.filter((resource) => "lockedDefaults" in resource && resource.lockedDefaults);

describe("catalogues whose seeded entries the product relies on", () => {
  it("are document types, measuring instrument types and workstation types", () => {
    expect(locked.map((resource) => resource.path).sort()).toEqual(["document-types", "measuring-instrument-types", "workstation-types"]);
  });

  it("seed the document types the spec names", async () => {
    const list = await server.request("GET", "/api/document-types/?page_size=100", { token: alpha.users.Viewer.token });
    expect(list.body.results.map((row: { name: string }) => row.name).sort()).toEqual(
      [
        "Calibration certificate",
        "Code",
        "Filler metal heat certificate",
        "Specification",
        "Welder certificate",
        "Workpiece certificate",
        "Workpiece heat certificate",
      ].sort(),
    );
  });

  describe.each(locked)("$path", (resource) => {
    const collection = `/api/${resource.path}/`;

    it("marks seeded rows can_update false and refuses to change or delete them", async () => {
      const token = alpha.users.Admin.token;
      const list = await server.request("GET", `${collection}?page_size=100`, { token });
      const seeded = list.body.results[0];
      expect(seeded.can_update).toBe(false);
      const patch = await server.request("PATCH", `${collection}${seeded.id}/`, { token, body: { name: "Changed" } });
      expect(patch.status).toBe(403);
      expect(patch.body.code).toBe("locked");
      expect((await server.request("DELETE", `${collection}${seeded.id}/`, { token })).status).toBe(403);
      const after = await server.request("GET", `${collection}${seeded.id}/`, { token });
      expect(after.body.name).toBe(seeded.name);
    });

    it("lets a client's own entries be edited, and says so per user", async () => {
      const created = await server.request("POST", collection, { token: alpha.users.Engineer.token, body: { name: "Own entry" } });
      expect(created.status).toBe(201);
      expect(created.body.can_update).toBe(true);
      const asViewer = await server.request("GET", `${collection}${created.body.id}/`, { token: alpha.users.Viewer.token });
      expect(asViewer.body.can_update).toBe(false);
      expect(
        (
          await server.request("PATCH", `${collection}${created.body.id}/`, {
            token: alpha.users.Engineer.token,
            body: { name: "Renamed" },
          })
        ).status,
      ).toBe(200);
      expect((await server.request("DELETE", `${collection}${created.body.id}/`, { token: alpha.users.Engineer.token })).status).toBe(204);
    });
  });
});

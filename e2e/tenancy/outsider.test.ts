import { describe, expect, it } from "vitest";
import { api, DEMO_PASSWORD } from "../support/browser.js";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../support/global-setup.js";

/*
 * A tenant leak over real HTTP, on the running app with its demo data. An Admin of another client
 * (an outsider) gets 404 for the demo client's procedure and project on every verb, and the rows stay as they were.
 */
describe("an outsider's token", () => {
  it("gets 404 for another client's records on read, update and delete, and changes nothing", async () => {
    const root = (await api("POST", "/api/api-token-auth/", null, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).body.token as string;
    const outsiderClient = await api("POST", "/api/clients/", root, { name: "Outsider Fabrication" });
    expect(outsiderClient.status).toBe(201);
    const groups = (await api("GET", "/api/groups/", root)).body.results as { id: string; name: string }[];
    const admin = groups.find((group) => group.name === "Admin");
    const email = "admin@outsider.example";
    const password = "outsider-password-2026";
    const user = await api("POST", "/api/users/", root, {
      first_name: "Otto",
      last_name: "Outsider",
      email,
      password,
      group: admin?.id,
      client: outsiderClient.body.id,
      is_active: true,
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const outsider = (await api("POST", "/api/api-token-auth/", null, { email, password })).body.token as string;
    const owner = (await api("POST", "/api/api-token-auth/", null, { email: "admin@demo.example", password: DEMO_PASSWORD })).body
      .token as string;

    const procedure = (await api("GET", "/api/procedures/?page_size=1", owner)).body.results[0];
    const project = (await api("GET", "/api/projects/?page_size=1", owner)).body.results[0];
    for (const path of [`/api/procedures/${procedure.id}/`, `/api/projects/${project.id}/`]) {
      const before = (await api("GET", path, owner)).body;
      expect((await api("GET", path, outsider)).status, path).toBe(404);
      expect((await api("PATCH", path, outsider, { name: "Taken over" })).status, path).toBe(404);
      expect((await api("DELETE", path, outsider)).status, path).toBe(404);
      expect((await api("GET", path, owner)).body, path).toEqual(before);
    }
    // The outsider's lists hold none of the demo client's rows.
    expect((await api("GET", "/api/procedures/", outsider)).body.count).toBe(0);
  });
});

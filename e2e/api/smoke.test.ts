import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../support/browser.js";

describe("the started app", () => {
  it("serves health, the API docs and the web app from one port", async () => {
    const health = await api("GET", "/api/health", null);
    expect(health).toEqual({ status: 200, body: { status: "ok", database: "embedded" } });
    // The API documentation needs a token unless PUBLIC_API_DOCS=1.
    expect((await fetch(`${baseUrl()}/api/docs/json`)).status).toBe(401);
    const page = await fetch(`${baseUrl()}/projects/unknown/deep/link`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const missingApi = await api("GET", "/api/does-not-exist/", null);
    expect(missingApi.status).toBe(404);
  });
});

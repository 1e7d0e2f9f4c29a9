// PostgreSQL too: the system answer names the database mode.
import http from "node:http";
import { GROUPS } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Alpha Pipes");
});
afterAll(() => server.close());

const NOT_FOUND = { detail: "Not found.", code: "not_found" };
const UNAUTHENTICATED = { detail: "Authentication credentials were not provided.", code: "not_authenticated" };
const FORBIDDEN = { detail: "You do not have permission to perform this action.", code: "permission_denied" };

describe("GET /api/health", () => {
  it("answers ok with the database mode, without a token", async () => {
    const database = process.env.TEST_DATABASE_URL ? "postgres" : "embedded";
    for (const path of ["/api/health", "/api/health/"]) {
      const response = await server.request("GET", path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: "ok", database });
    }
  });
});

describe("GET /api/public-config/", () => {
  it("gives the home map's tile URL without a token: OpenStreetMap by default, MAP_TILE_URL when set", async () => {
    const response = await server.request("GET", "/api/public-config/");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ map_tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" });
    const custom = await startTestServer({ env: { MAP_TILE_URL: "https://tiles.example.test/{z}/{x}/{y}.png" } });
    try {
      expect((await custom.request("GET", "/api/public-config/")).body).toEqual({
        map_tile_url: "https://tiles.example.test/{z}/{x}/{y}.png",
      });
    } finally {
      await custom.close();
    }
  });
});

describe("/api/docs", () => {
  it("needs a token unless PUBLIC_API_DOCS=1, then serves the catalogue and auth paths", async () => {
    expect((await server.request("GET", "/api/docs/json")).status).toBe(401);
    expect((await fetch(`${server.url}/api/docs/`)).status).toBe(401);
    const response = await server.request("GET", "/api/docs/json", { token: alpha.users.Viewer.token });
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(response.body.paths["/api/bead-techniques/"]).toHaveProperty("get");
    expect(response.body.paths["/api/bead-techniques/"]).toHaveProperty("post");
    expect(response.body.paths["/api/api-token-auth/"]).toHaveProperty("post");
    expect(response.body.paths["/api/me/"]).toHaveProperty("patch");
    // Every operation has a unique operationId, a summary and its security (none only when public).
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(response.body.paths as Record<string, Record<string, Record<string, unknown>>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.operationId, `${method} ${path}`).toBeTypeOf("string");
        expect(ids.has(operation.operationId as string), `${method} ${path} repeats an operationId`).toBe(false);
        ids.add(operation.operationId as string);
        expect(operation.summary, `${method} ${path}`).toBeTypeOf("string");
        expect(operation.security, `${method} ${path}`).toEqual(
          path === "/api/api-token-auth/" || path === "/api/health" ? [] : expect.anything(),
        );
      }
    }
    expect(response.body.paths["/api/procedures/"].post.security).toEqual([{ token: [] }]);
  });

  it("serves the documentation page without a token when PUBLIC_API_DOCS=1", async () => {
    const open = await startTestServer({ env: { PUBLIC_API_DOCS: "1" } });
    try {
      const response = await fetch(`${open.url}/api/docs/`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect((await fetch(`${open.url}/api/docs/json`)).status).toBe(200);
      // Only the documentation: the API itself still needs a token.
      expect((await fetch(`${open.url}/api/groups/`)).status).toBe(401);
    } finally {
      await open.close();
    }
  });
});

describe("security headers", () => {
  it("sends a strict CSP, nosniff, Referrer-Policy and no framing on API answers, errors and files", async () => {
    for (const path of ["/api/health", "/api/groups/", "/api/does-not-exist/"]) {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-eval'/);
      expect(csp, path).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
  });
});

describe("the /api/docs exemption from auth", () => {
  /** Raw HTTP, so the client does not resolve the dot segments before the server sees them. */
  const rawGet = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const request = http.request({ hostname, port, path, method: "GET" }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end();
    });

  it("reaches no protected route through a path that starts with /api/docs", async () => {
    for (const path of ["/api/docs/../groups/", "/api/docs/..%2Fgroups/", "/api/docs%2F..%2Foutbox%2F", "/api/docs/json/../../me/"]) {
      expect(await rawGet(path), path).toBe(404);
    }
    expect(await rawGet("/api/groups/")).toBe(401);
    expect(await rawGet("/api/docs/json")).toBe(401);
  });
});

describe("GET /api/groups/", () => {
  it("answers 401 without a token", async () => {
    const response = await server.request("GET", "/api/groups/");
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });

  it("lists the 8 groups in their fixed order, as a page", async () => {
    const response = await server.request("GET", "/api/groups/", { token: alpha.users.Viewer.token });
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(8);
    expect(response.body.next).toBeNull();
    expect(response.body.previous).toBeNull();
    expect(response.body.results.map((row: { name: string }) => row.name)).toEqual([...GROUPS]);
    expect(response.body.results.map((row: { name: string }) => row.name)).toEqual([
      "Super User",
      "Support",
      "Admin",
      "Manager",
      "Engineer",
      "Inspector",
      "Viewer",
      "Edge server",
    ]);
    for (const row of response.body.results) {
      expect(Object.keys(row).sort()).toEqual(["id", "name"]);
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("gives the group ids the profile carries", async () => {
    const groups = await server.request("GET", "/api/groups/", { token: alpha.users.Admin.token });
    const me = await server.request("GET", "/api/me/", { token: alpha.users.Admin.token });
    const admin = groups.body.results.find((row: { name: string }) => row.name === "Admin");
    expect(me.body.groups).toEqual([admin.id]);
  });
});

describe("GET /api/outbox/", () => {
  it("answers 401 without a token", async () => {
    const response = await server.request("GET", "/api/outbox/");
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 403 to everyone but a Super User", async () => {
    for (const group of GROUPS.filter((name) => name !== "Super User")) {
      const response = await server.request("GET", "/api/outbox/", { token: alpha.users[group].token });
      expect(response.status, group).toBe(403);
      expect(response.body).toEqual(FORBIDDEN);
    }
  });

  it("lists the mails sent to a Super User, filtered by ?to=", async () => {
    const viewer = alpha.users.Viewer.email;
    const admin = alpha.users.Admin.email;
    expect((await server.request("POST", "/api/check-email/", { body: { email: viewer } })).status).toBe(200);
    expect((await server.request("POST", "/api/check-email/", { body: { email: admin } })).status).toBe(200);
    const root = alpha.users["Super User"].token;
    // The mail is prepared after the answer (same timing for every address, so none can be probed), so it lands a moment later.
    await expect
      .poll(async () => (await server.request("GET", "/api/outbox/", { token: root })).body.results.map((row: { to: string }) => row.to), {
        timeout: 5000,
      })
      .toEqual(expect.arrayContaining([viewer, admin]));
    const all = await server.request("GET", "/api/outbox/", { token: root });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(all.body.results.length);
    expect(all.body.results.map((row: { to: string }) => row.to)).toEqual(expect.arrayContaining([viewer, admin]));
    const filtered = await server.request("GET", `/api/outbox/?to=${encodeURIComponent(viewer.toUpperCase())}`, { token: root });
    expect(filtered.status).toBe(200);
    expect(filtered.body.count).toBe(1);
    expect(filtered.body.results[0]).toMatchObject({ to: viewer, subject: "Reset your password", sent: false });
    expect(filtered.body.results[0].text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
  });
});

describe("unknown paths", () => {
  it("answers 404 JSON for an unknown /api path, with or without a token, on any verb", async () => {
    for (const [method, token] of [
      ["GET", null],
      ["GET", alpha.users.Admin.token],
      ["POST", null],
      ["DELETE", alpha.users.Admin.token],
    ] as const) {
      const response = await server.request(method, "/api/nope", { token });
      expect(response.status, `${method} ${token ? "with" : "without"} token`).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
    }
    const nested = await server.request("GET", "/api/nope/deeper/", { token: alpha.users.Admin.token });
    expect(nested.status).toBe(404);
    expect(nested.body).toEqual(NOT_FOUND);
  });

  it("answers 404 JSON for a verb a known path does not have", async () => {
    const response = await server.request("DELETE", "/api/groups/", { token: alpha.users["Super User"].token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
  });
});

describe("trailing slash", () => {
  it("serves a collection with and without the trailing slash", async () => {
    const token = alpha.users.Viewer.token;
    const withSlash = await server.request("GET", "/api/bead-techniques/", { token });
    const withoutSlash = await server.request("GET", "/api/bead-techniques", { token });
    expect(withSlash.status).toBe(200);
    expect(withoutSlash.status).toBe(200);
    expect(withSlash.body.count).toBeGreaterThan(0);
    expect(withoutSlash.body).toEqual(withSlash.body);
    const withQuery = await server.request("GET", "/api/bead-techniques?page_size=1", { token });
    expect(withQuery.status).toBe(200);
    expect(withQuery.body.results).toHaveLength(1);
  });

  it("serves an item and writes with and without the trailing slash", async () => {
    const token = alpha.users.Engineer.token;
    const created = await server.request("POST", "/api/bead-techniques", { token, body: { name: "No slash" } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const read = await server.request("GET", `/api/bead-techniques/${id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.name).toBe("No slash");
    const patched = await server.request("PATCH", `/api/bead-techniques/${id}`, { token, body: { name: "Still no slash" } });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe("Still no slash");
    expect((await server.request("DELETE", `/api/bead-techniques/${id}`, { token })).status).toBe(204);
    expect((await server.request("GET", `/api/bead-techniques/${id}/`, { token })).status).toBe(404);
  });

  it("still asks for a token on the path without the slash", async () => {
    const response = await server.request("GET", "/api/bead-techniques");
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });

  it("serves the other special calls without the trailing slash", async () => {
    const token = alpha.users.Viewer.token;
    expect((await server.request("GET", "/api/me", { token })).status).toBe(200);
    expect((await server.request("GET", "/api/groups", { token })).body.count).toBe(8);
    const check = await server.request("POST", "/api/check-email", { body: { email: "nobody@nowhere.test" } });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ detail: "If this address has an account, a mail is on its way." });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Rich Alpha");
  beta = await seedClient(server, "Rich Beta");
});
afterAll(() => server.close());

const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const firstId = async (token: string, path: string, search = "") =>
  (await server.request("GET", `/api/${path}/?page_size=100&search=${encodeURIComponent(search)}`, { token })).body.results[0].id as string;

async function uploadPdf(token: string) {
  const form = new FormData();
  form.append("file", new Blob([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")]), "certificate.pdf");
  const response = await fetch(`${server.url}/api/s3/upload/`, {
    method: "POST",
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  return (await response.json()) as { id: string; url: string };
}

describe("workpiece tags", () => {
  it("keeps a label and a #RRGGBB colour, refusing anything else", async () => {
    const token = alpha.users.Engineer.token;
    const created = await server.request("POST", "/api/workpiece-tags/", { token, body: { label: "Sour service", color: "#ffd43b" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ label: "Sour service", color: "#ffd43b" });
    const bad = await server.request("POST", "/api/workpiece-tags/", { token, body: { label: "Bad", color: "yellow" } });
    expect(bad.status).toBe(400);
    expect(bad.body.color).toEqual(["Enter a colour as #RRGGBB."]);
  });
});

describe("consumable diameters", () => {
  it("are seeded with the usual wire sizes", async () => {
    const list = await server.request("GET", "/api/consumable-diameters/?ordering=diameter_mm", { token: alpha.users.Viewer.token });
    expect(list.body.results[0]).toMatchObject({ diameter_mm: 0.8, diameter_inch_frac: "1/32" });
  });
  it("check decimals and the inch fraction with the spec's messages", async () => {
    const token = alpha.users.Engineer.token;
    const good = await server.request("POST", "/api/consumable-diameters/", {
      token,
      body: { diameter_mm: 1.14, diameter_inch_dec: 0.0449, diameter_inch_frac: "0045/1000" },
    });
    expect(good.status).toBe(201);
    const bad = await server.request("POST", "/api/consumable-diameters/", {
      token,
      body: { diameter_mm: 1.145, diameter_inch_dec: "x", diameter_inch_frac: "1/0" },
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual({
      diameter_mm: ["Max 2 decimal(s)"],
      diameter_inch_dec: ["Is not numeric"],
      diameter_inch_frac: ["Invalid fraction"],
    });
  });
});

describe("companies and contractors", () => {
  it.each(["companies", "contractors"])("%s keep a logo as an inline image, removable", async (path) => {
    const token = alpha.users.Admin.token;
    const created = await server.request("POST", `/api/${path}/`, { token, body: { name: "Acme Pipelines", logo: PNG_DATA_URL } });
    expect(created.status).toBe(201);
    expect(created.body.logo).toBe(PNG_DATA_URL);
    const removed = await server.request("PATCH", `/api/${path}/${created.body.id}/`, { token, body: { logo: null } });
    expect(removed.body.logo).toBeNull();
    const tooBig = await server.request("POST", `/api/${path}/`, {
      token,
      body: { name: "Big", logo: `data:image/png;base64,${Buffer.alloc(2_000_001).toString("base64")}` },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.logo).toEqual(["File is too big! Max 2MB."]);
  });
});

describe("product models", () => {
  it("link instrument types of the same client only, each once", async () => {
    const token = alpha.users.Admin.token;
    const voltage = await firstId(token, "measuring-instrument-types", "Voltage");
    const current = await firstId(token, "measuring-instrument-types", "Current");
    const created = await server.request("POST", "/api/product-models/", {
      token,
      body: { name: "Arc monitor X1", types: [voltage, current, voltage] },
    });
    expect(created.status).toBe(201);
    expect(created.body.types).toEqual([voltage, current]);
    const foreign = await firstId(beta.users.Admin.token, "measuring-instrument-types", "Voltage");
    const refused = await server.request("PATCH", `/api/product-models/${created.body.id}/`, {
      token,
      body: { types: [voltage, foreign] },
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual({ types: ["Select a valid choice."] });
    const after = await server.request("GET", `/api/product-models/${created.body.id}/`, { token });
    expect(after.body.types).toEqual([voltage, current]);
    // Product models belong to the staff area: everyone reads them, only Admin and Manager change them.
    expect((await server.request("GET", "/api/product-models/", { token: alpha.users.Engineer.token })).status).toBe(200);
    expect(
      (
        await server.request("POST", "/api/product-models/", {
          token: alpha.users.Engineer.token,
          body: { name: "By an engineer", types: [] },
        })
      ).status,
    ).toBe(403);
  });
});

describe("documents", () => {
  it("point to a document type and a stored file of the same client, and show the file's name and link", async () => {
    const token = alpha.users.Manager.token;
    const type = await firstId(token, "document-types", "Calibration certificate");
    const file = await uploadPdf(token);
    const created = await server.request("POST", "/api/documents/", {
      token,
      body: { name: "Calibration 2026 — clamp meter", type, expired_at: "2027-06-30", file: file.id },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type, expired_at: "2027-06-30", file: file.id, filename: "certificate.pdf", url: file.url });
    const listed = await server.request("GET", `/api/documents/?type=${type}`, { token });
    expect(listed.body.results.map((row: { id: string }) => row.id)).toContain(created.body.id);

    // Another client's type or file: refused as unknown, nothing saved.
    const foreignType = await firstId(beta.users.Admin.token, "document-types", "Code");
    const foreignFile = await uploadPdf(beta.users.Admin.token);
    const refused = await server.request("POST", "/api/documents/", {
      token,
      body: { name: "Cross-tenant", type: foreignType, file: foreignFile.id },
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual({ type: ["Select a valid choice."], file: ["Select a valid choice."] });
    expect((await server.request("GET", "/api/documents/?search=Cross-tenant", { token })).body.count).toBe(0);

    // Removing the file keeps the document (spec: PATCH with no file).
    const cleared = await server.request("PATCH", `/api/documents/${created.body.id}/`, { token, body: { file: null } });
    expect(cleared.body).toMatchObject({ file: null, filename: null, url: null });
  });

  it("block deleting a document type still in use (409), after which it stays", async () => {
    const token = alpha.users.Admin.token;
    const type = await server.request("POST", "/api/document-types/", { token, body: { name: "Weld map" } });
    await server.request("POST", "/api/documents/", { token, body: { name: "Map A", type: type.body.id } });
    const blocked = await server.request("DELETE", `/api/document-types/${type.body.id}/`, { token });
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe("in_use");
    expect((await server.request("GET", `/api/document-types/${type.body.id}/`, { token })).status).toBe(200);
  });

  it("are read by an Engineer (to name them in a procedure) but not changed, and another client's answer 404", async () => {
    const type = await firstId(beta.users.Admin.token, "document-types", "Code");
    const betaDoc = await server.request("POST", "/api/documents/", { token: beta.users.Admin.token, body: { name: "Beta code", type } });
    const engineer = alpha.users.Engineer.token;
    expect((await server.request("GET", "/api/documents/", { token: engineer })).status).toBe(200);
    const alphaType = await firstId(alpha.users.Admin.token, "document-types", "Code");
    expect(
      (await server.request("POST", "/api/documents/", { token: engineer, body: { name: "By an engineer", type: alphaType } })).status,
    ).toBe(403);
    expect((await server.request("GET", `/api/documents/${betaDoc.body.id}/`, { token: engineer })).status).toBe(404);
    expect((await server.request("GET", `/api/documents/${betaDoc.body.id}/`, { token: alpha.users.Admin.token })).status).toBe(404);
    expect((await server.request("DELETE", `/api/documents/${betaDoc.body.id}/`, { token: alpha.users.Admin.token })).status).toBe(404);
  });
});

describe("workpiece types", () => {
  it("seed PIPE and PLATE with the outer-diameter flags", async () => {
    const list = await server.request("GET", "/api/workpiece-types/", { token: alpha.users.Viewer.token });
    const byName = Object.fromEntries(list.body.results.map((row: { name: string }) => [row.name, row]));
    expect(byName.PIPE).toMatchObject({ display_outer_diameter: true });
    expect(byName.PLATE).toMatchObject({ display_outer_diameter: false });
  });
});

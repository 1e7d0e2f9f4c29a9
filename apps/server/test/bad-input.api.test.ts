import { readdir } from "node:fs/promises";
import path from "node:path";
import { MESSAGES } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beadTechniques, documents, files } from "../src/db/schema/index.js";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

/* Input PostgreSQL or the multipart reader cannot take is a 400 naming the field, never a 500. */

let server: TTestServer;
let alpha: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Bad Input Alpha");
});
afterAll(() => server.close());

const token = () => alpha.users.Admin.token;
const NUL = "\u0000";

async function raw(method: string, url: string, body: string, contentType: string) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Token ${token()}`, "content-type": contentType },
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed as Record<string, unknown> };
}

describe("NUL characters", () => {
  it("refuses U+0000 in a text field of a create and an update, naming the field, and saves nothing", async () => {
    const before = await server.db.select().from(beadTechniques).where(eq(beadTechniques.client_id, alpha.id));
    const created = await server.request("POST", "/api/bead-techniques/", { token: token(), body: { name: `Stringer${NUL}` } });
    expect(created.status).toBe(400);
    expect(fieldsOf(created.body)).toEqual({ name: [MESSAGES.nullCharacter] });
    expect(await server.db.select().from(beadTechniques).where(eq(beadTechniques.client_id, alpha.id))).toHaveLength(before.length);
    const row = await server.request("POST", "/api/bead-techniques/", { token: token(), body: { name: "Weave NUL" } });
    const patched = await server.request("PATCH", `/api/bead-techniques/${row.body.id}/`, { token: token(), body: { name: `x${NUL}` } });
    expect(patched.status).toBe(400);
    expect(fieldsOf(patched.body)).toEqual({ name: [MESSAGES.nullCharacter] });
    expect((await server.request("GET", `/api/bead-techniques/${row.body.id}/`, { token: token() })).body.name).toBe("Weave NUL");
  });

  it("refuses U+0000 in search and filters, and in nested procedure rows", async () => {
    const search = await server.request("GET", `/api/bead-techniques/?search=a${encodeURIComponent(NUL)}b`, { token: token() });
    expect(search.status).toBe(400);
    expect(fieldsOf(search.body)).toEqual({ search: [MESSAGES.nullCharacter] });
    const nested = await server.request("POST", "/api/procedures/", {
      token: token(),
      body: { name: "WPS nul", date_format: "YYYY-MM-DD", time_lapse: [{ name: `wait${NUL}`, duration: 3 }] },
    });
    expect(nested.status).toBe(400);
    expect(fieldsOf(nested.body)).toEqual({ "time_lapse.0.name": [MESSAGES.nullCharacter] });
  });
});

describe("dates", () => {
  it("refuses year 0 and impossible dates on the field, and saves nothing", async () => {
    const type = (await server.request("GET", "/api/document-types/?page_size=1", { token: token() })).body.results[0].id;
    for (const date of ["0000-01-01", "2026-02-30", "99999-01-01"]) {
      const response = await server.request("POST", "/api/documents/", {
        token: token(),
        body: { name: `Doc ${date}`, type, expired_at: date },
      });
      expect(response.status, date).toBe(400);
      expect(fieldsOf(response.body), date).toEqual({ expired_at: [MESSAGES.invalidDate] });
      expect(
        await server.db
          .select()
          .from(documents)
          .where(eq(documents.name, `Doc ${date}`)),
      ).toEqual([]);
    }
    const licence = await server.request("POST", `/api/clients/${alpha.id}/licence/`, {
      token: alpha.users["Super User"].token,
      body: { expiration_date: "0000-12-31" },
    });
    expect(licence.status).toBe(400);
    expect(fieldsOf(licence.body)).toEqual({ expiration_date: [MESSAGES.invalidDate] });
  });
});

describe("uploads", () => {
  const storedFiles = async () => {
    const root = path.resolve("./data/files", alpha.id);
    return readdir(root).catch(() => [] as string[]);
  };
  const rowsOfClient = async () => server.db.select({ id: files.id }).from(files).where(eq(files.client_id, alpha.id));

  it("answers 400 to malformed and truncated multipart bodies", async () => {
    const boundary = "----weldtrace";
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello`;
    const cases = [
      raw("POST", "/api/s3/upload/", "not multipart at all", `multipart/form-data; boundary=${boundary}`),
      raw("POST", "/api/s3/upload/", truncated, `multipart/form-data; boundary=${boundary}`),
      raw("POST", "/api/s3/upload/", "x", "multipart/form-data"),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status, JSON.stringify(response.body)).toBe(400);
    }
  });

  it("refuses a .png that is really a truncated zip (415), and a NUL in the file name (400 on file), leaving no file behind", async () => {
    const before = await storedFiles();
    const rowsBefore = await rowsOfClient();
    const zip = Buffer.from("504b0304140000000800", "hex");
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(zip)]), "drawing.png");
    const png = await fetch(`${server.url}/api/s3/upload/`, { method: "POST", headers: { authorization: `Token ${token()}` }, body: form });
    expect(png.status).toBe(415);

    const named = new FormData();
    named.append("file", new Blob(["plain text"]), `report${NUL}.txt`);
    const nul = await fetch(`${server.url}/api/s3/upload/`, {
      method: "POST",
      headers: { authorization: `Token ${token()}` },
      body: named,
    });
    expect(nul.status).toBe(400);
    expect(fieldsOf(await nul.json())).toEqual({ file: [MESSAGES.nullCharacter] });
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOfClient()).toEqual(rowsBefore);
  });
});

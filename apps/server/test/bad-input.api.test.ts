import { readdir } from "node:fs/promises";
import path from "node:path";
import { FILE_MESSAGES, MESSAGES, messageText } from "@weldtrace/domain";
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

/* The last 500s on bad input. */
describe("imports, deep JSON and boolean filters", () => {
  const boundary = "----weldtrace";
  const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nName\r\nx`;
  const long = "b".repeat(5000);
  const wellFormedLong = `--${long}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nName\r\nx\r\n--${long}--\r\n`;

  it("answers 400 on file (file_unreadable) to a multipart body without boundary, truncated, or with a 5 KB boundary, on the streamed import and the flaw import", async () => {
    const library = await server.request("POST", "/api/flaw-libraries/", { token: token(), body: { name: "Bad multipart library" } });
    for (const url of ["/api/imports/workpieces/", `/api/flaws/import/?library=${library.body.id}`]) {
      const cases = {
        "no boundary": await raw("POST", url, "x", "multipart/form-data"),
        truncated: await raw("POST", url, truncated, `multipart/form-data; boundary=${boundary}`),
        "5 KB boundary": await raw("POST", url, wellFormedLong, `multipart/form-data; boundary=${long}`),
      };
      for (const [name, response] of Object.entries(cases)) {
        expect(response.status, `${url} ${name}: ${JSON.stringify(response.body)}`).toBe(400);
        expect(fieldsOf(response.body), `${url} ${name}`).toEqual({ file: [FILE_MESSAGES.unreadable] });
      }
    }
  });

  it("answers 400 to a JSON body nested 10,000 levels deep, and still finds a NUL 50 levels down", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const response = await raw("POST", "/api/bead-techniques/", deep, "application/json");
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ non_field_errors: ["The request body is nested too deeply (at most 64 levels)."] });
    let nested: unknown = { name: `x${NUL}` };
    for (let level = 0; level < 50; level++) nested = { a: nested };
    const nul = await raw("POST", "/api/bead-techniques/", JSON.stringify(nested), "application/json");
    expect(nul.status).toBe(400);
    expect(Object.keys(fieldsOf(nul.body))[0]).toBe(`${"a.".repeat(50)}name`);
  });

  it("answers 400 naming the filter to GET /api/welds/ with completed, scanned or is_cut_out that is not true or false", async () => {
    for (const field of ["completed", "scanned", "is_cut_out"]) {
      const response = await server.request("GET", `/api/welds/?${field}=maybe`, { token: token() });
      expect(response.status, `${field}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(fieldsOf(response.body), field).toEqual({ [field]: [messageText("not_boolean")] });
      const good = await server.request("GET", `/api/welds/?${field}=false`, { token: token() });
      expect(good.status, field).toBe(200);
    }
  });

  it("refuses the one CSV row holding U+0000 (null_character on its field) and saves the others", async () => {
    await server.request("POST", "/api/companies/", { token: token(), body: { name: "Tenaris" } });
    const header = "Name,Type,Outer diameter,Wall thickness,Grade,Manufacturer,Weight,Length";
    const row = (name: string) => `${name},PIPE,168.3,7.11,X52,Tenaris,350,12`;
    const form = new FormData();
    form.append("file", new Blob([[header, row("Nul ok 1"), row(`Nul${NUL}bad`), row("Nul ok 2"), ""].join("\r\n")]), "nul.csv");
    const response = await fetch(`${server.url}/api/imports/workpieces/`, {
      method: "POST",
      headers: { authorization: `Token ${token()}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const results = lines.flatMap((line) => line.results ?? []);
    expect(
      results.map((row: { n: number; status: string }) => [row.n, row.status]),
      JSON.stringify(results),
    ).toEqual([
      [1, "success"],
      [2, "error"],
      [3, "success"],
    ]);
    expect(results[1].field_errors ?? results[1].reason).toBeTruthy();
    expect(JSON.stringify(results[1])).toContain(MESSAGES.nullCharacter);
    expect(lines.at(-1)).toMatchObject({ type: "end", saved: 2, failed: 1 });
  });
});

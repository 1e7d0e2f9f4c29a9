// Issue 37, imports: no import can freeze the server. A file's rows are bounded and refused up front, refusals are
// answered as a count and the first ones, an XLSX that unpacks to more than it may is refused before it is parsed,
// a file name holding U+0000 is a 400 on the file, and while a heavy import runs a second client's requests answer.
import { MESSAGES } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Bounds Alpha");
});
afterAll(() => server.close());

const boundary = "----weldtrace-bounds";
/** A multipart body of one `file` part named exactly `filename` (FormData would escape some characters). */
const multipart = (filename: string, content: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;

async function postRaw(url: string, body: string, token: string) {
  const response = await fetch(`${server.url}${url}`, {
    method: "POST",
    headers: { authorization: `Token ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed };
}

describe("multipart file names", () => {
  it("answers 400 on file (null_character) to a file named a\\u0000b.csv on every multipart upload route: the import engine, the flaw import and the file upload", async () => {
    const token = alpha.users.Admin.token;
    const library = await server.request("POST", "/api/flaw-libraries/", { token, body: { name: "NUL name library" } });
    expect(library.status).toBe(201);
    const before = (await server.request("GET", "/api/imports/workpieces/runs/", { token })).body.count;
    for (const url of ["/api/imports/workpieces/", `/api/flaws/import/?library=${library.body.id}`, "/api/s3/upload/"]) {
      const answer = await postRaw(url, multipart("a\u0000b.csv", "Name\r\nNUL named"), token);
      expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(fieldsOf(answer.body), url).toEqual({ file: [MESSAGES.nullCharacter] });
    }
    // Nothing was imported, and no import record was written.
    expect((await server.request("GET", "/api/workpieces/?search=NUL%20named", { token })).body.count).toBe(0);
    expect((await server.request("GET", "/api/imports/workpieces/runs/", { token })).body.count).toBe(before);
  });
});

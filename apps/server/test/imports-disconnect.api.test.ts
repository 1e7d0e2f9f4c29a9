// PostgreSQL too: a client that leaves had the import's statements cancelled with its request's on the pool.
// An import whose client disconnects after the first progress line runs to its end (its record says done), on
// PGlite and on PostgreSQL: before, on PostgreSQL, it stopped at 1,000–2,000 rows and its record stayed `running`
// for ever, neither resumable nor undoable.
import type { TImportRecord } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Disconnect Alpha");
  await server.request("POST", "/api/companies/", { token: alpha.users.Admin.token, body: { name: "Tenaris" } });
});
afterAll(() => server.close());

const HEADER = "Name,Type,Outer diameter,Wall thickness,Grade,Manufacturer,Weight,Length";

describe("an import whose client leaves", () => {
  it("runs to its end after its client disconnects at the first progress line: the record ends done with every row saved, none stays running", async () => {
    const token = alpha.users.Inspector.token;
    const rows = Array.from({ length: 6000 }, (_, index) => `LEFT-${index},PIPE,168.3,7.11,X52,Tenaris,350,12`);
    const form = new FormData();
    form.append("file", new Blob([[HEADER, ...rows].join("\r\n")]), "left.csv");
    const abort = new AbortController();
    const response = await fetch(`${server.url}/api/imports/workpieces/`, {
      method: "POST",
      headers: { authorization: `Token ${token}` },
      body: form,
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    // Read until the first progress line, then leave.
    const reader = response.body!.getReader();
    let text = "";
    while (!text.includes('"type":"progress"')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain('"type":"progress"');
    abort.abort();
    await reader.cancel().catch(() => {});

    const latest = async () =>
      (await server.request("GET", "/api/imports/workpieces/runs/", { token: alpha.users.Admin.token })).body.results[0] as TImportRecord;
    await expect.poll(async () => (await latest()).status, { timeout: 90_000, interval: 500 }).not.toBe("running");
    expect(await latest()).toMatchObject({ status: "done", rows_saved: 6000, rows_refused: 0 });
    const saved = await server.request("GET", "/api/workpieces/?search=LEFT-", { token: alpha.users.Admin.token });
    expect(saved.body.count).toBe(6000);
  }, 120_000);
});

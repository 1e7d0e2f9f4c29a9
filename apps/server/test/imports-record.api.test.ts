// PostgreSQL too: import records written across transactions on a pool, and the EXPLAIN of their list by the server's planner.
// No silent half import: every import is a record (who, file, started, status, rows saved/refused, the per-row
// report), listed per import, that ends done, failed or interrupted and can be undone or resumed.
import type { TImportRecord, TImportRecordDetail } from "@weldtrace/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imports } from "../src/db/schema/index.js";
import { interruptRunningImports } from "../src/imports/records.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Records Alpha");
  beta = await seedClient(server, "Records Beta");
  for (const client of [alpha, beta]) {
    await server.request("POST", "/api/companies/", { token: client.users.Admin.token, body: { name: "Tenaris" } });
  }
});
afterAll(() => server.close());

const HEADER = "Name,Type,Outer diameter,Wall thickness,Grade,Manufacturer,Weight,Length,Tags";
const row = (name: string, tags = "", outerDiameter = "168.3") => `${name},PIPE,${outerDiameter},7.11,X52,Tenaris,350,12,${tags}`;
const csv = (rows: string[]) => Buffer.from([HEADER, ...rows].join("\r\n"));

interface TLine {
  type: string;
  status?: string;
  saved?: number;
  failed?: number;
  total?: number;
  done?: number;
}

async function upload(token: string, filename: string, body: Buffer): Promise<{ status: number; lines: TLine[] }> {
  const form = new FormData();
  form.append("file", new Blob([body]), filename);
  const response = await fetch(`${server.url}/api/imports/workpieces/`, {
    method: "POST",
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  return { status: response.status, lines: linesOf(await response.text()) };
}

const linesOf = (text: string) =>
  text
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TLine);

const runs = (token: string | null, query = "") => server.request("GET", `/api/imports/workpieces/runs/${query}`, { token });
const latest = async (client: TSeededClient) => (await runs(client.users.Admin.token)).body.results[0] as TImportRecord;
const count = async (client: TSeededClient, search: string) =>
  (await server.request("GET", `/api/workpieces/?search=${search}`, { token: client.users.Admin.token })).body.count as number;

describe("import records", () => {
  it("records an import as it ends: who, file, times, done, rows saved and refused, and the refused rows with their row, field and code", async () => {
    const answer = await upload(alpha.users.Engineer.token, "first.csv", csv([row("REC-1"), row("REC-2", "", ""), row("REC-3")]));
    expect(answer.lines.at(-1)).toEqual({ type: "end", status: "error", saved: 2, failed: 1 });
    const record = await latest(alpha);
    expect(record).toMatchObject({
      import_key: "workpieces",
      file_name: "first.csv",
      user: alpha.users.Engineer.id,
      user_name: "Engineer Records Alpha",
      status: "done",
      rows_total: 3,
      rows_saved: 2,
      rows_updated: 0,
      rows_refused: 1,
      rows_done: 3,
      last_chunk: 0,
      failure: null,
      // A done import is never resumed: its file is not kept.
      has_file: false,
    });
    expect(Date.parse(record.finished_at!)).toBeGreaterThanOrEqual(Date.parse(record.started_at));
    const detail = await server.request("GET", `/api/imports/workpieces/runs/${record.id}/`, { token: alpha.users.Engineer.token });
    expect(detail.status).toBe(200);
    expect((detail.body as TImportRecordDetail).refusals).toEqual([
      { n: 2, name: "REC-2", codes: { outer_diameter: [{ code: "required" }] } },
    ]);
    expect(detail.body.refusals_next_after).toBeNull();
  });

  it("lists an import's records newest first, paged, one client's only, and answers 401, 403, 404 and 400 as the import does", async () => {
    for (const name of ["a.csv", "b.csv", "c.csv"]) await upload(beta.users.Admin.token, name, csv([row(`LIST-${name}`)]));
    const first = await runs(beta.users.Admin.token, "?page_size=2");
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(first.body.results.map((record: TImportRecord) => record.file_name)).toEqual(["c.csv", "b.csv"]);
    expect((await runs(beta.users.Admin.token, "?page=2&page_size=2")).body.results.map((r: TImportRecord) => r.file_name)).toEqual([
      "a.csv",
    ]);
    // Another import's records are not this one's.
    expect((await server.request("GET", "/api/imports/welders/runs/", { token: beta.users.Admin.token })).body.count).toBe(0);

    const id = first.body.results[0].id as string;
    expect((await runs(null)).status).toBe(401);
    expect((await server.request("GET", `/api/imports/workpieces/runs/${id}/`, { token: null })).status).toBe(401);
    // A Viewer may not import workpieces: nor see, undo or resume the imports.
    expect((await runs(beta.users.Viewer.token)).status).toBe(403);
    expect((await server.request("GET", `/api/imports/workpieces/runs/${id}/`, { token: beta.users.Viewer.token })).status).toBe(403);
    expect((await server.request("POST", `/api/imports/workpieces/runs/${id}/resume/`, { token: beta.users.Viewer.token })).status).toBe(
      403,
    );
    // An Inspector imports workpieces but deletes none: the undo, which deletes, is refused.
    expect((await runs(beta.users.Inspector.token)).status).toBe(200);
    expect((await server.request("POST", `/api/imports/workpieces/runs/${id}/undo/`, { token: beta.users.Inspector.token })).status).toBe(
      403,
    );
    // Another client's record, an unknown one, a malformed id and an unknown import are not found.
    for (const path of [
      `/api/imports/workpieces/runs/${id}/`,
      "/api/imports/workpieces/runs/0190a8c4-0000-7000-8000-000000000000/",
      "/api/imports/workpieces/runs/nope/",
      `/api/imports/welders/runs/${id}/`,
      "/api/imports/nothing/runs/",
    ])
      expect((await server.request("GET", path, { token: alpha.users.Admin.token })).status, path).toBe(404);
    for (const action of ["undo", "resume"])
      expect(
        (await server.request("POST", `/api/imports/workpieces/runs/${id}/${action}/`, { token: alpha.users.Admin.token })).status,
      ).toBe(404);
    expect(await count(beta, "LIST-")).toBe(3);
    // Bad paging names its field.
    const bad = await runs(beta.users.Admin.token, "?page_size=51");
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty("page_size");
    expect((await runs(beta.users.Admin.token, "?page=0")).body).toHaveProperty("page");
    // A done import is not resumed.
    const resumed = await server.request("POST", `/api/imports/workpieces/runs/${id}/resume/`, { token: beta.users.Admin.token });
    expect(resumed.status).toBe(400);
    expect(resumed.body.code).toBe("import_not_resumable");
  });

  it("undo deletes the rows an import created and the tags it created for them; refuses with 400 import_used, naming the user, while another record uses one; a second undo is refused", async () => {
    const gamma = await seedClient(server, "Records Gamma");
    await server.request("POST", "/api/companies/", { token: gamma.users.Admin.token, body: { name: "Tenaris" } });
    const { token } = gamma.users.Admin;
    await upload(token, "undo.csv", csv([row("UNDO-1", "Undo tag"), row("UNDO-2", "Undo tag"), row("UNDO-3", "", "")]));
    const undone = await latest(gamma);
    await upload(token, "other.csv", csv([row("OTHER-1")]));
    const other = await latest(gamma);
    expect(await count(gamma, "UNDO-")).toBe(2);
    // OTHER-1 (another import's) becomes a child of UNDO-1.
    const [parent] = (await server.request("GET", "/api/workpieces/?search=UNDO-1", { token })).body.results;
    const [child] = (await server.request("GET", "/api/workpieces/?search=OTHER-1", { token })).body.results;
    expect((await server.request("PATCH", `/api/workpieces/${child.id}/`, { token, body: { parent: parent.id } })).status).toBe(200);

    const refused = await server.request("POST", `/api/imports/workpieces/runs/${undone.id}/undo/`, { token });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "import_used", used_by: [{ entity: "workpiece", count: 1, names: ["OTHER-1"] }] });
    expect(refused.body.detail).toContain("OTHER-1");
    // Nothing was deleted, the record is as it was.
    expect(await count(gamma, "UNDO-")).toBe(2);
    expect((await latest(gamma)).status).toBe("done");
    expect((await server.request("GET", `/api/imports/workpieces/runs/${undone.id}/`, { token })).body.status).toBe("done");

    // The other import undone first: OTHER-1 goes, and UNDO-1 is used by nothing.
    const first = await server.request("POST", `/api/imports/workpieces/runs/${other.id}/undo/`, { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ deleted: 1, updated_kept: 0, record: { status: "undone" } });
    const tagsBefore = (await server.request("GET", "/api/workpiece-tags/", { token })).body.count as number;
    const answer = await server.request("POST", `/api/imports/workpieces/runs/${undone.id}/undo/`, { token });
    expect(answer.status).toBe(200);
    // Two workpieces and the tag the file named, which only they used.
    expect(answer.body).toMatchObject({ deleted: 3, updated_kept: 0, record: { status: "undone", rows_saved: 2 } });
    expect(await count(gamma, "UNDO-")).toBe(0);
    expect((await server.request("GET", "/api/workpiece-tags/", { token })).body.count).toBe(tagsBefore - 1);
    const again = await server.request("POST", `/api/imports/workpieces/runs/${undone.id}/undo/`, { token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("import_not_undoable");
  });

  it("a chunk that fails ends the record failed with the rows of the chunks committed before it; resume saves the rest from the next chunk, none twice", async () => {
    const delta = await seedClient(server, "Records Delta");
    await server.request("POST", "/api/companies/", { token: delta.users.Admin.token, body: { name: "Tenaris" } });
    const { token } = delta.users.Admin;
    // Row 2,100 (chunk 3) fails its insert as a database fault would.
    await server.db.execute(
      sql.raw(`create function refuse_resume_row() returns trigger language plpgsql as $$
        begin if new.name = 'RESUME-2100' then raise exception 'disk on fire'; end if; return new; end $$`),
    );
    await server.db.execute(
      sql.raw("create trigger refuse_resume_row before insert on workpieces for each row execute function refuse_resume_row()"),
    );
    const rows = Array.from({ length: 2500 }, (_, index) => row(`RESUME-${index + 1}`));
    rows[9] = row("RESUME-10", "", ""); // refused (no outer diameter), in chunk 1
    const failed = await upload(token, "resume.csv", csv(rows));
    expect(failed.lines.at(-1)).toMatchObject({ type: "end", status: "error", saved: 1999 });
    const record = await latest(delta);
    expect(record).toMatchObject({
      status: "failed",
      rows_saved: 1999,
      rows_refused: 1,
      rows_done: 2000,
      last_chunk: 1,
      has_file: true,
      failure: { detail: [{ code: "server_error" }] },
    });
    expect(await count(delta, "RESUME-")).toBe(1999);
    // A failed import can be undone, but is resumed here.
    await server.db.execute(sql.raw("drop trigger refuse_resume_row on workpieces"));
    const response = await fetch(`${server.url}/api/imports/workpieces/runs/${record.id}/resume/`, {
      method: "POST",
      headers: { authorization: `Token ${token}` },
    });
    expect(response.status).toBe(200);
    const lines = linesOf(await response.text());
    expect(lines[0]).toEqual({ type: "start", total: 2500 });
    expect(lines.filter((line) => line.type === "progress").map((line) => line.done)).toEqual([2500]);
    expect(lines.at(-1)).toEqual({ type: "end", status: "done", saved: 500, failed: 0 });
    expect(await count(delta, "RESUME-")).toBe(2499);
    const names = await server.db.execute(
      sql`select count(*)::int as rows, count(distinct name)::int as names from workpieces where client_id = ${delta.id}`,
    );
    expect((names as unknown as { rows: { rows: number; names: number }[] }).rows[0]).toEqual({ rows: 2499, names: 2499 });
    expect(await latest(delta)).toMatchObject({
      status: "done",
      rows_saved: 2499,
      rows_refused: 1,
      rows_done: 2500,
      rows_total: 2500,
      last_chunk: 2,
      has_file: false,
      failure: null,
    });
    // Undone as a whole: the rows of both runs.
    const undo = await server.request("POST", `/api/imports/workpieces/runs/${record.id}/undo/`, { token });
    expect(undo.body).toMatchObject({ deleted: 2499 });
    expect(await count(delta, "RESUME-")).toBe(0);
  }, 120_000);

  it("records left running by a stopped process become interrupted at start; a running import is neither undone nor resumed", async () => {
    await upload(alpha.users.Admin.token, "left.csv", csv([row("LEFT-1")]));
    const record = await latest(alpha);
    await server.db.execute(sql`update ${imports} set status = 'running', finished_at = null where id = ${record.id}`);
    for (const action of ["undo", "resume"]) {
      const answer = await server.request("POST", `/api/imports/workpieces/runs/${record.id}/${action}/`, {
        token: alpha.users.Admin.token,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(action === "undo" ? "import_not_undoable" : "import_not_resumable");
    }
    expect(await interruptRunningImports(server.db)).toBe(1);
    expect(await latest(alpha)).toMatchObject({
      status: "interrupted",
      rows_saved: 1,
      failure: { detail: [{ code: "import_interrupted" }] },
    });
  });

  it("lists a client's records of one import through imports_list_idx, newest first without a sort", async () => {
    // Enough records, for two clients and two imports, that reading them all costs more than the index.
    const epsilon = await seedClient(server, "Records Epsilon");
    for (const client of [epsilon.id, beta.id])
      for (const key of ["workpieces", "welders"])
        await server.db.execute(sql`insert into imports (id, client_id, import_key, file_name, started_at)
          select gen_random_uuid(), ${client}, ${key}, 'seed.csv', now() - make_interval(secs => n) from generate_series(1, 1500) as n`);
    await server.db.execute(sql`analyze imports`);
    const plan = await server.db.execute(
      sql`explain select * from imports where client_id = ${epsilon.id} and import_key = 'workpieces' order by started_at desc, id desc limit 10 offset 0`,
    );
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    expect(text).toContain("imports_list_idx");
    expect(text).not.toContain("Sort");
    const page = await server.request("GET", "/api/imports/workpieces/runs/?page=3&page_size=50", { token: epsilon.users.Admin.token });
    expect(page.body.count).toBe(1500);
    expect(page.body.results).toHaveLength(50);
  });
});

import { between, FLAW_MESSAGES, IMPORT_MESSAGES, MESSAGES, WELD_MESSAGES, WORKPIECE_MESSAGES } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cycles, flaws, procedures, welds, workpieceEdges, workpieces } from "../src/db/schema/index.js";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Welds Alpha");
  beta = await seedClient(server, "Welds Beta");
});
afterAll(() => server.close());

const call = (method: string, path: string, token: string | null, body?: unknown) => server.request(method, path, { token, body });
const created = async (path: string, token: string, body: unknown) => {
  const answer = await call("POST", path, token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};

/** Two pipes with edges A and B each (written to the tables: the workpieces API is tested in its own area). */
async function edgesOf(client: TSeededClient, project: string) {
  const pipes = await server.db
    .insert(workpieces)
    .values([
      { client_id: client.id, name: "Pipe 1", project },
      { client_id: client.id, name: "Pipe 2", project },
    ])
    .returning();
  return server.db
    .insert(workpieceEdges)
    .values(pipes.flatMap((pipe) => ["A", "B"].map((name) => ({ client_id: client.id, workpiece: pipe.id, name }))))
    .returning();
}

/** A project with a procedure (written straight to the table: the procedure API is tested elsewhere) and a library. */
async function site(client: TSeededClient, name: string) {
  const admin = client.users.Admin.token;
  const project = await created("/api/projects/", admin, { name, companies: [], contractors: [] });
  const [procedure] = await server.db
    .insert(procedures)
    .values({ client_id: client.id, name: `WPS ${name}`, date_format: "YYYY-MM-DD", project: project.id })
    .returning();
  const library = await created("/api/flaw-libraries/", admin, { name: `Library ${name}`, projects: [project.id] });
  const method = await created("/api/flaw-nde-methods/", admin, { name: "RT", library: library.id });
  const porosity = await created("/api/flaw-types/", admin, { name: "Porosity", nde_method: method.id, with_length: true });
  return { project: project.id as string, procedure: procedure?.id as string, library: library.id, method: method.id, type: porosity.id };
}
type TSite = Awaited<ReturnType<typeof site>>;

const weldBody = (where: TSite, name: string, extra: Record<string, unknown> = {}) => ({
  name,
  project: where.project,
  procedure: where.procedure,
  ...extra,
});
const flawBody = (where: TSite, weld: string, extra: Record<string, unknown> = {}) => ({
  weld,
  library: where.library,
  nde_method: where.method,
  type: where.type,
  status: "Active",
  result: "Rejected",
  sanction: "Repair",
  ...extra,
});

let a: TSite;
let b: TSite;
beforeAll(async () => {
  a = await site(alpha, "Alpha line");
  b = await site(beta, "Beta line");
});

describe("the checklist on welds, cut-outs, cycles, flaws and attachments", () => {
  it("answers 401 without a token", async () => {
    for (const path of ["welds", "cut-outs", "cycles", "flaws", "flaw-attachments"]) {
      expect((await call("GET", `/api/${path}/`, null)).status).toBe(401);
      expect((await call("POST", `/api/${path}/`, null, {})).status).toBe(401);
    }
    expect((await call("GET", `/api/projects/${a.project}/weld-statistics/`, null)).status).toBe(401);
  });

  it("answers 403 by the matrix: a Viewer writes nothing, an Inspector does not delete a weld, an edge server lists nothing", async () => {
    const viewer = alpha.users.Viewer.token;
    expect((await call("POST", "/api/welds/", viewer, weldBody(a, "V1"))).status).toBe(403);
    expect((await call("POST", "/api/flaws/", viewer, {})).status).toBe(403);
    expect((await call("POST", "/api/cut-outs/", viewer, {})).status).toBe(403);
    expect((await call("POST", "/api/cycles/", viewer, {})).status).toBe(403);
    const weld = await created("/api/welds/", alpha.users.Inspector.token, weldBody(a, "By inspector"));
    expect((await call("DELETE", `/api/welds/${weld.id}/`, alpha.users.Inspector.token)).status).toBe(403);
    expect((await call("GET", "/api/welds/", alpha.users["Edge server"].token)).status).toBe(403);
    expect((await call("GET", `/api/projects/${a.project}/weld-statistics/`, alpha.users["Edge server"].token)).status).toBe(403);
  });

  it("answers 404 for another client's weld, flaw, cut-out and cycle on every verb, leaving them unchanged", async () => {
    const token = beta.users.Admin.token;
    const weld = await created("/api/welds/", token, weldBody(b, "Beta W1"));
    const flaw = await created("/api/flaws/", token, flawBody(b, weld.id));
    const cycle = await created("/api/cycles/", token, { weld: weld.id, acquisition_status: "done" });
    const cut = await created("/api/cut-outs/", token, { weld: weld.id });
    const outsider = alpha.users.Admin.token;
    for (const [path, id] of [
      ["welds", weld.id],
      ["flaws", flaw.id],
      ["cycles", cycle.id],
      ["cut-outs", cut.id],
    ]) {
      expect((await call("GET", `/api/${path}/${id}/`, outsider)).status).toBe(404);
      // Cut-outs are delete-only: PATCH is not a method of theirs, whoever asks (405 before any lookup).
      expect((await call("PATCH", `/api/${path}/${id}/`, outsider, { comment: "x", name: "x" })).status).toBe(
        path === "cut-outs" ? 405 : 404,
      );
      expect((await call("DELETE", `/api/${path}/${id}/`, outsider)).status).toBe(404);
    }
    expect((await call("PUT", `/api/cycles/${cycle.id}/`, outsider, { weld: weld.id, acquisition_status: "failed" })).status).toBe(404);
    expect((await call("GET", `/api/projects/${b.project}/weld-statistics/`, outsider)).status).toBe(404);
    // Linking to another client's weld is refused like an unknown id.
    const foreignLink = await call("POST", "/api/flaws/", outsider, flawBody(a, weld.id));
    expect(foreignLink.status).toBe(400);
    expect(foreignLink.body.weld).toEqual([MESSAGES.invalidChoice]);
    expect((await call("POST", "/api/cut-outs/", outsider, { weld: weld.id })).status).toBe(400);
    const [stored] = await server.db.select().from(welds).where(eq(welds.id, weld.id));
    expect(stored).toMatchObject({ name: "Beta W1", is_cut_out: true });
  });
});

describe("welds", () => {
  it("requires name and procedure, a procedure of the weld's project, and two different edges; nothing saved", async () => {
    const token = alpha.users.Engineer.token;
    const before = (await call("GET", "/api/welds/", token)).body.count;
    const empty = await call("POST", "/api/welds/", token, { project: a.project });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ name: [MESSAGES.required], procedure: [MESSAGES.required] });
    const other = await site(alpha, "Alpha plant");
    const wrongProcedure = await call("POST", "/api/welds/", token, weldBody(a, "W", { procedure: other.procedure }));
    expect(wrongProcedure.status).toBe(400);
    expect(wrongProcedure.body.procedure).toEqual([WELD_MESSAGES.procedureOfAnotherProject]);
    const [edge] = await edgesOf(alpha, a.project);
    const sameEdge = await call("POST", "/api/welds/", token, weldBody(a, "W", { workpiece_edge_1: edge?.id, workpiece_edge_2: edge?.id }));
    expect(sameEdge.status).toBe(400);
    expect(sameEdge.body.workpiece_edge_2).toEqual([WELD_MESSAGES.sameEdgeTwice]);
    const [foreignEdge] = await edgesOf(beta, b.project);
    const foreign = await call("POST", "/api/welds/", token, weldBody(a, "W", { workpiece_edge_1: foreignEdge?.id }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.workpiece_edge_1).toEqual([MESSAGES.invalidChoice]);
    expect((await call("GET", "/api/welds/", token)).body.count).toBe(before);
  });

  it("creates, edits (completed, scanned, times) and moves a weld to another project only with that project's procedure", async () => {
    const token = alpha.users.Inspector.token;
    const weld = await created("/api/welds/", token, weldBody(a, "W-100", { internal_name: "J-100", started_at: "2026-03-01T08:00:00Z" }));
    expect(weld).toMatchObject({ name: "W-100", internal_name: "J-100", completed: false, scanned: false, is_cut_out: false });
    expect(weld.started_at).toBe("2026-03-01T08:00:00.000Z");
    const edited = await call("PATCH", `/api/welds/${weld.id}/`, token, {
      completed: true,
      scanned: true,
      ended_at: "2026-03-01T10:30:00+01:00",
    });
    expect(edited.body).toMatchObject({ completed: true, scanned: true, ended_at: "2026-03-01T09:30:00.000Z" });
    const other = await site(alpha, "Alpha yard");
    const projectOnly = await call("PATCH", `/api/welds/${weld.id}/`, token, { project: other.project });
    expect(projectOnly.status).toBe(400);
    expect(projectOnly.body.procedure).toEqual([WELD_MESSAGES.procedureOfAnotherProject]);
    const moved = await call("PATCH", `/api/welds/${weld.id}/`, token, { project: other.project, procedure: other.procedure });
    expect(moved.body).toMatchObject({ project: other.project, procedure: other.procedure });
    const listed = await call("GET", `/api/welds/?project=${other.project}`, token);
    expect(listed.body.results.map((row: { name: string }) => row.name)).toEqual(["W-100"]);
  });

  it("welds two distinct edges, and an edge used by a weld or a cycle can then be neither deleted nor moved", async () => {
    const token = alpha.users.Admin.token;
    const [e1, e2, e3, e4] = await edgesOf(alpha, a.project);
    const weld = await created("/api/welds/", token, weldBody(a, "W-EDGES", { workpiece_edge_1: e1?.id, workpiece_edge_2: e3?.id }));
    expect(weld).toMatchObject({ workpiece_edge_1: e1?.id, workpiece_edge_2: e3?.id });
    const sameAsFirst = await call("PATCH", `/api/welds/${weld.id}/`, token, { workpiece_edge_2: e1?.id });
    expect(sameAsFirst.body.workpiece_edge_2).toEqual([WELD_MESSAGES.sameEdgeTwice]);
    const blocked = await call("DELETE", `/api/workpiece-edges/${e1?.id}/`, token);
    expect(blocked.status).toBe(409);
    expect(blocked.body.detail).toBe(WORKPIECE_MESSAGES.edgeUsedInWeld);
    const moved = await call("PATCH", `/api/workpiece-edges/${e3?.id}/`, token, { workpiece: e1?.workpiece });
    expect(moved.status).toBe(400);
    await created("/api/cycles/", token, { weld: weld.id, acquisition_status: "done", with_torch_1: true, cycle_edge_torch_1: e2?.id });
    expect((await call("DELETE", `/api/workpiece-edges/${e2?.id}/`, token)).status).toBe(409);
    // An edge no weld or cycle uses is deleted as before.
    expect((await call("DELETE", `/api/workpiece-edges/${e4?.id}/`, token)).status).toBe(204);
  });
});

describe("cut and cancel cut", () => {
  it("cuts a weld once, refuses a second cut, and cancelling (deleting the cut-out) allows a new one", async () => {
    const token = alpha.users.Inspector.token;
    const weld = await created("/api/welds/", token, weldBody(a, "W-CUT"));
    const cut = await created("/api/cut-outs/", token, { weld: weld.id });
    expect(cut).toMatchObject({ weld: weld.id, project: a.project, weld_name: "W-CUT" });
    expect((await call("GET", `/api/welds/${weld.id}/`, token)).body.is_cut_out).toBe(true);
    const again = await call("POST", "/api/cut-outs/", token, { weld: weld.id });
    expect(again.status).toBe(400);
    expect(again.body.weld).toEqual([WELD_MESSAGES.alreadyCut]);
    const list = await call("GET", `/api/cut-outs/?project=${a.project}`, alpha.users.Viewer.token);
    expect(list.body.results.map((row: { weld_name: string }) => row.weld_name)).toContain("W-CUT");
    // A cut-out is never edited: cancel it (delete) and cut again.
    expect((await call("PATCH", `/api/cut-outs/${cut.id}/`, token, { weld: weld.id })).status).toBe(405);
    // Inspectors record cuts; cancelling deletes, which is for Engineer and above.
    expect((await call("DELETE", `/api/cut-outs/${cut.id}/`, token)).status).toBe(403);
    expect((await call("DELETE", `/api/cut-outs/${cut.id}/`, alpha.users.Engineer.token)).status).toBe(204);
    expect((await call("GET", `/api/welds/${weld.id}/`, token)).body.is_cut_out).toBe(false);
    await created("/api/cut-outs/", token, { weld: weld.id });
  });
});

describe("cycles", () => {
  it("takes the weld's project and procedure, accepts every status, and is replaced whole by PUT with another weld", async () => {
    const token = alpha.users.Inspector.token;
    const w1 = await created("/api/welds/", token, weldBody(a, "W-C1"));
    const w2 = await created("/api/welds/", token, weldBody(a, "W-C2"));
    const cycle = await created("/api/cycles/", token, {
      weld: w1.id,
      acquisition_status: "running",
      comment: "Root pass, 12 o'clock to 6 o'clock downhill",
      weld_side: "ps",
      with_torch_1: true,
      k_factor_torch_1: 0.8,
      bead_length_torch_1: 240,
    });
    expect(cycle).toMatchObject({ project: a.project, procedure: a.procedure, mean_u: null, heat_input: null, with_torch_2: false });
    const { id, created_at, updated_at, client, ...whole } = cycle;
    const put = await call("PUT", `/api/cycles/${id}/`, token, {
      ...whole,
      weld: w2.id,
      acquisition_status: "done",
      project: undefined,
      procedure: undefined,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ weld: w2.id, acquisition_status: "done", comment: whole.comment });
    const bad = await call("POST", "/api/cycles/", token, {
      weld: w1.id,
      acquisition_status: "paused",
      weld_side: "up",
      k_factor_torch_2: 2,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad.body)).sort()).toEqual(["acquisition_status", "k_factor_torch_2", "weld_side"]);
    const welder = await call("POST", "/api/cycles/", token, { weld: w1.id, acquisition_status: "done", welder_torch_1: w1.id });
    expect(welder.status).toBe(400);
    expect(welder.body.welder_torch_1).toEqual([MESSAGES.invalidChoice]);
    const listed = await call("GET", `/api/cycles/?weld=${w2.id}`, token);
    expect(listed.body.count).toBe(1);
  });

  it("names the client's welders on both torches and refuses another client's, an unknown or a deleted welder; nothing saved", async () => {
    const token = alpha.users.Inspector.token;
    const weld = await created("/api/welders/", alpha.users.Admin.token, { first_name: "Ana", last_name: "Torch", welder_id: "CW-1" });
    const second = await created("/api/welders/", alpha.users.Admin.token, { first_name: "Ben", last_name: "Torch", welder_id: "CW-2" });
    const gone = await created("/api/welders/", alpha.users.Admin.token, { first_name: "Cy", last_name: "Gone", welder_id: "CW-3" });
    expect((await call("DELETE", `/api/welders/${gone.id}/`, alpha.users.Admin.token)).status).toBe(204);
    const theirs = await created("/api/welders/", beta.users.Admin.token, { first_name: "Dee", last_name: "Beta", welder_id: "CW-1" });
    const w = await created("/api/welds/", token, weldBody(a, "W-CW"));
    const cycle = await created("/api/cycles/", token, {
      weld: w.id,
      acquisition_status: "done",
      welder_torch_1: weld.id,
      welder_torch_2: second.id,
    });
    expect(cycle).toMatchObject({ welder_torch_1: weld.id, welder_torch_2: second.id });
    for (const [field, id] of [
      ["welder_torch_1", theirs.id],
      ["welder_torch_2", "00000000-0000-7000-8000-000000000000"],
      ["welder_torch_2", gone.id],
    ]) {
      const refused = await call("POST", "/api/cycles/", token, { weld: w.id, acquisition_status: "done", [field]: id });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual({ [field]: [MESSAGES.invalidChoice] });
      const changed = await call("PATCH", `/api/cycles/${cycle.id}/`, token, { [field]: id });
      expect(changed.status).toBe(400);
      expect(fieldsOf(changed.body)).toEqual({ [field]: [MESSAGES.invalidChoice] });
    }
    expect((await call("GET", `/api/cycles/?weld=${w.id}`, token)).body.count).toBe(1);
    const [stored] = await server.db.select().from(cycles).where(eq(cycles.id, cycle.id));
    expect(stored).toMatchObject({ welder_torch_1: weld.id, welder_torch_2: second.id });
    // Deleting a welder later keeps the cycles that name them, and saving such a cycle again is accepted.
    expect((await call("DELETE", `/api/welders/${second.id}/`, alpha.users.Admin.token)).status).toBe(204);
    const again = await call("PATCH", `/api/cycles/${cycle.id}/`, token, { comment: "Kept", welder_torch_2: second.id });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ welder_torch_2: second.id, comment: "Kept" });
  });
});

describe("flaws", () => {
  it("applies spec §4 on the server: sanction by result, repaired_by only with Repair and not the flaw's own weld", async () => {
    const token = alpha.users.Inspector.token;
    const weld = await created("/api/welds/", token, weldBody(a, "W-F1"));
    const repair = await created("/api/welds/", token, weldBody(a, "W-F1 R1"));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ result: "Accepted", sanction: "Repair" }, "sanction", FLAW_MESSAGES.sanctionNotAllowed],
      [{ result: "Rejected", sanction: "Indication" }, "sanction", FLAW_MESSAGES.sanctionNotAllowed],
      [{ result: "Rejected", sanction: null }, "sanction", MESSAGES.required],
      [{ result: "Waiting for Interpretation", sanction: "Cut-Out" }, "sanction", FLAW_MESSAGES.noSanctionWhileWaiting],
      [{ result: "Rejected", sanction: "Cut-Out", repaired_by: repair.id }, "repaired_by", FLAW_MESSAGES.repairOnlyForRepair],
      [{ repaired_by: weld.id }, "repaired_by", FLAW_MESSAGES.repairBySameWeld],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await call("POST", "/api/flaws/", token, flawBody(a, weld.id, extra));
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body[field]).toEqual([message]);
    }
    expect((await call("GET", `/api/flaws/?weld=${weld.id}`, token)).body.count).toBe(0);
    const waiting = await created("/api/flaws/", token, flawBody(a, weld.id, { result: "Waiting for Interpretation", sanction: null }));
    expect(waiting.sanction).toBeNull();
    const flaw = await created("/api/flaws/", token, flawBody(a, weld.id, { repaired_by: repair.id, related_to: waiting.id }));
    expect(flaw).toMatchObject({ sanction: "Repair", repaired_by: repair.id, project: a.project, created_by: alpha.users.Inspector.id });
    const repaired = await call("GET", `/api/welds/${repair.id}/`, token);
    expect(repaired.body).toMatchObject({ repairs_weld: weld.id, repairs_flaw: flaw.id });
    const toAccepted = await call("PATCH", `/api/flaws/${flaw.id}/`, token, { result: "Accepted" });
    expect(toAccepted.status).toBe(400);
    const self = await call("PATCH", `/api/flaws/${flaw.id}/`, token, { related_to: flaw.id });
    expect(self.body.related_to).toEqual([FLAW_MESSAGES.relatedToItself]);
  });

  it("keeps a flaw type's position unit (mm by default, one of mm and degree) and its flaws' degree positions within 0 to 359", async () => {
    const token = alpha.users.Inspector.token;
    const plain = await created("/api/flaw-types/", token, { name: "Slag", nde_method: a.method, with_start_position: true });
    expect(plain.position_unit).toBe("mm");
    for (const bad of ["inch", null, 3]) {
      const refused = await call("POST", "/api/flaw-types/", token, { name: "Odd", nde_method: a.method, position_unit: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(Object.keys(fieldsOf(refused.body))).toEqual(["position_unit"]);
    }
    const angular = await created("/api/flaw-types/", token, {
      name: "Toe crack",
      nde_method: a.method,
      position_unit: "degree",
      with_start_position: true,
      with_end_position: true,
    });
    const weld = await created("/api/welds/", token, weldBody(a, "W-F-deg"));
    const outside = await call(
      "POST",
      "/api/flaws/",
      token,
      flawBody(a, weld.id, { type: angular.id, start_position: 10, end_position: 400 }),
    );
    expect(outside.status).toBe(400);
    expect(fieldsOf(outside.body)).toEqual({ end_position: [between(0, 359)] });
    const inside = await created("/api/flaws/", token, flawBody(a, weld.id, { type: angular.id, start_position: 350, end_position: 20 }));
    expect(inside).toMatchObject({ start_position: 350, end_position: 20 });
    // The same 400 in mm is a distance along the weld, not refused.
    await created("/api/flaws/", token, flawBody(a, weld.id, { type: plain.id, start_position: 400 }));
    // A type turned to degrees refuses the flaw's next out-of-range save.
    expect((await call("PATCH", `/api/flaw-types/${plain.id}/`, token, { position_unit: "degree" })).status).toBe(200);
    const moved = await call("POST", "/api/flaws/", token, flawBody(a, weld.id, { type: plain.id, start_position: 400 }));
    expect(fieldsOf(moved.body)).toEqual({ start_position: [between(0, 359)] });
    expect((await call("PATCH", `/api/flaw-types/${plain.id}/`, beta.users.Admin.token, { position_unit: "mm" })).status).toBe(404);
  });

  it("keeps the library chain consistent and keeps only the measures the type asks for", async () => {
    const token = alpha.users.Inspector.token;
    const weld = await created("/api/welds/", token, weldBody(a, "W-F2"));
    const otherLibrary = await created("/api/flaw-libraries/", token, { name: "Other" });
    const mismatch = await call("POST", "/api/flaws/", token, flawBody(a, weld.id, { library: otherLibrary.id }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.nde_method).toEqual([MESSAGES.invalidChoice]);
    const ut = await created("/api/flaw-nde-methods/", token, { name: "UT", library: a.library });
    const wrongType = await call("POST", "/api/flaws/", token, flawBody(a, weld.id, { nde_method: ut.id }));
    expect(wrongType.body.type).toEqual([MESSAGES.invalidChoice]);
    const flaw = await created("/api/flaws/", token, flawBody(a, weld.id, { length: 12.5, depth: 3, angle: 90 }));
    expect(flaw).toMatchObject({ length: 12.5, depth: null, angle: null });
    const [stored] = await server.db.select().from(flaws).where(eq(flaws.id, flaw.id));
    expect(stored?.depth).toBeNull();
    const unknownStatus = await call("POST", "/api/flaws/", token, flawBody(a, weld.id, { status: "Open", angle: 360 }));
    expect(Object.keys(fieldsOf(unknownStatus.body)).sort()).toEqual(["angle", "status"]);
  });

  it("stores attachments by stored-file id only, of the same client", async () => {
    const token = alpha.users.Inspector.token;
    const weld = await created("/api/welds/", token, weldBody(a, "W-F3"));
    const flaw = await created("/api/flaws/", token, flawBody(a, weld.id));
    const noFile = await call("POST", "/api/flaw-attachments/", token, { flaw: flaw.id, name: "RT film" });
    expect(noFile.status).toBe(400);
    expect(noFile.body.file).toEqual([MESSAGES.required]);
    const url = await call("POST", "/api/flaw-attachments/", token, { flaw: flaw.id, name: "RT film", file: "https://example.com/x.pdf" });
    expect(url.status).toBe(400);
  });
});

describe("project statistics", () => {
  it("computes the cards from the project's welds, flaws and cycles: 1 rejected of 2 examined is 50 %", async () => {
    const token = alpha.users.Admin.token;
    const where = await site(alpha, "Stats line");
    const w1 = await created("/api/welds/", token, weldBody(where, "S1", { completed: true, scanned: true }));
    const w2 = await created("/api/welds/", token, weldBody(where, "S2", { completed: true, scanned: true }));
    await created("/api/welds/", token, weldBody(where, "S3"));
    const before = (await call("GET", `/api/projects/${where.project}/weld-statistics/`, alpha.users.Viewer.token)).body;
    expect(before).toMatchObject({ welds: 3, completed: 2, scanned: 2, repairs: 0, cut_outs: 0 });
    expect(before.reject_rate).toEqual({ numerator: 0, denominator: 2, rate: 0 });
    const repair = await created("/api/welds/", token, weldBody(where, "S1 R1"));
    await created("/api/flaws/", token, flawBody(where, w1.id, { repaired_by: repair.id }));
    await created("/api/flaws/", token, flawBody(where, w2.id, { result: "Accepted", sanction: "Indication" }));
    await created("/api/cut-outs/", token, { weld: w2.id });
    const welder = (welder_id: string) => created("/api/welders/", token, { first_name: "Stat", last_name: welder_id, welder_id });
    const [rootWelder, capWelder] = await Promise.all([welder("ST-1"), welder("ST-2")]);
    await created("/api/cycles/", token, {
      weld: w1.id,
      acquisition_status: "done",
      started_at: "2026-03-01T08:00:00Z",
      ended_at: "2026-03-01T08:10:00Z",
      welder_torch_1: rootWelder.id,
    });
    await created("/api/cycles/", token, {
      weld: w1.id,
      acquisition_status: "done",
      started_at: "2026-03-01T08:15:00Z",
      ended_at: "2026-03-01T08:20:00Z",
      welder_torch_2: capWelder.id,
    });
    await created("/api/cycles/", token, { weld: w2.id, acquisition_status: "done", welder_torch_1: capWelder.id });
    const after = (await call("GET", `/api/projects/${where.project}/weld-statistics/`, token)).body;
    expect(after).toMatchObject({ welds: 4, repairs: 1, cut_outs: 1 });
    expect(after.reject_rate).toEqual({ numerator: 1, denominator: 2, rate: 0.5 });
    expect(after.repair_rate_by_procedure[where.procedure]).toEqual({ numerator: 1, denominator: 2, rate: 0.5 });
    expect(after.downtime).toEqual({ total: 300, average: 300, pauses: 1 });
    // Per welder: the root welder's one weld needs a repair; the cap welder's two examined welds, one of them.
    expect(after.repair_rate_by_welder).toEqual({
      [rootWelder.id]: { numerator: 1, denominator: 1, rate: 1 },
      [capWelder.id]: { numerator: 1, denominator: 2, rate: 0.5 },
    });
  });
});

describe("flaw import (spec §5, §9)", () => {
  const upload = async (token: string | null, query: string, name: string, content: string): ReturnType<TTestServer["request"]> => {
    const form = new FormData();
    form.append("file", new Blob([content], { type: "text/csv" }), name);
    const response = await fetch(`${server.url}/api/flaws/import/${query}`, {
      method: "POST",
      headers: token ? { authorization: `Token ${token}` } : {},
      body: form,
    });
    return { status: response.status, body: await response.json() };
  };
  const header =
    "WORKPIECE_EDGE_UUID_1,WORKPIECE_EDGE_UUID_2,WELD_NAME,NDE_METHOD,RESULT,FLAW_TYPE,START_POSITION,END_POSITION,LENGTH,DEPTH,HEIGHT,WIDTH,DISCONTINUED,DIAMETER,CLUSTER_DIAMETER,ANGLE,QUANTITY,STATUS,SANCTION";

  it("answers 401, 403, and 400 until a library of the client is chosen; only CSV or XLSX", async () => {
    const csv = `${header}\n`;
    expect((await upload(null, `?library=${a.library}`, "r.csv", csv)).status).toBe(401);
    expect((await upload(alpha.users.Viewer.token, `?library=${a.library}`, "r.csv", csv)).status).toBe(403);
    const noLibrary = await upload(alpha.users.Inspector.token, "", "r.csv", csv);
    expect(noLibrary.status).toBe(400);
    expect(noLibrary.body.library).toEqual([MESSAGES.required]);
    const foreign = await upload(alpha.users.Inspector.token, `?library=${b.library}`, "r.csv", csv);
    expect(foreign.body.library).toEqual([MESSAGES.invalidChoice]);
    expect((await upload(alpha.users.Inspector.token, `?library=${a.library}`, "r.pdf", csv)).status).toBe(415);
  });

  it("saves the rows that match a weld and the library, and numbers the others' errors", async () => {
    const token = alpha.users.Inspector.token;
    const [e1, , e3] = await edgesOf(alpha, a.project);
    const byEdges = await created("/api/welds/", token, weldBody(a, "IMP-1", { workpiece_edge_1: e1?.id, workpiece_edge_2: e3?.id }));
    const byName = await created("/api/welds/", token, weldBody(a, "IMP-2"));
    const lines = [
      header,
      `${e3?.uuid},${e1?.uuid},IMP-1,RT,Rejected,Porosity,0,40,40,2,,,X,,,,,,Repair`,
      ",,UNKNOWN-WELD,RT,Accepted,Porosity,,,,,,,,,,,,,Indication",
      ",,IMP-2,RT,Waiting for Interpretation,Porosity,,,5,,,,,,,,,Duplicate,",
      ",,IMP-2,RT,Accepted,Porosity,,,,,,,,,,,,,Repair",
      ",,IMP-2,MT,Accepted,Porosity,,,,,,,,,,,,,Indication",
    ];
    const answer = await upload(token, `?library=${a.library}`, "report.csv", lines.join("\n"));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 5, saved: 2, failed: 3 });
    const [first, second, third, fourth, fifth] = answer.body.results;
    expect(first).toMatchObject({ n: 1, status: "success" });
    // The line is the spreadsheet's: the header is line 1, the second data row line 3.
    expect(second).toMatchObject({ n: 2, status: "error", errors: { weld: ["No weld information on line 3"] } });
    expect(third).toMatchObject({ n: 3, status: "success" });
    expect(fourth.errors).toEqual({ sanction: [FLAW_MESSAGES.sanctionNotAllowed] });
    expect(fifth.errors.nde_method).toHaveLength(1);
    const imported = (await call("GET", `/api/flaws/?weld=${byEdges.id}`, token)).body.results[0];
    expect(imported).toMatchObject({
      result: "Rejected",
      sanction: "Repair",
      length: 40,
      discontinued: true,
      status: "Active",
      depth: null,
    });
    const waiting = (await call("GET", `/api/flaws/?weld=${byName.id}`, token)).body.results;
    expect(waiting.map((row: { status: string; sanction: string | null }) => [row.status, row.sanction])).toEqual([["Duplicate", null]]);
  });
});

describe("flaw import through the import engine (POST /api/imports/flaws/?library=)", () => {
  const stream = async (token: string | null, query: string, name: string, content: string) => {
    const form = new FormData();
    form.append("file", new Blob([content], { type: "text/csv" }), name);
    const response = await fetch(`${server.url}/api/imports/flaws/${query}`, {
      method: "POST",
      headers: token ? { authorization: `Token ${token}` } : {},
      body: form,
    });
    const text = await response.text();
    const streamed = response.headers.get("content-type")?.startsWith("application/x-ndjson");
    return {
      status: response.status,
      lines: streamed
        ? text
            .trim()
            .split("\n")
            .map((line) => JSON.parse(line))
        : [],
      body: streamed ? null : JSON.parse(text),
    };
  };
  const header =
    "WORKPIECE_EDGE_UUID_1,WORKPIECE_EDGE_UUID_2,WELD_NAME,NDE_METHOD,RESULT,FLAW_TYPE,START_POSITION,END_POSITION,LENGTH,DEPTH,HEIGHT,WIDTH,DISCONTINUED,DIAMETER,CLUSTER_DIAMETER,ANGLE,QUANTITY,STATUS,SANCTION";

  it("answers 401 without a token, 403 to a role that may not create flaws, 400 without a library, 404 for another client's library", async () => {
    const csv = `${header}\n,,ANY,RT,Accepted,Porosity,,,,,,,,,,,,,Indication\n`;
    expect((await stream(null, `?library=${a.library}`, "r.csv", csv)).status).toBe(401);
    expect((await stream(alpha.users.Viewer.token, `?library=${a.library}`, "r.csv", csv)).status).toBe(403);
    const missing = await stream(alpha.users.Inspector.token, "", "r.csv", csv);
    expect(missing).toMatchObject({ status: 400, body: { library: [MESSAGES.required] } });
    const foreign = await stream(alpha.users.Inspector.token, `?library=${b.library}`, "r.csv", csv);
    expect(foreign).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect((await stream(alpha.users.Inspector.token, "?library=not-a-uuid", "r.csv", csv)).status).toBe(404);
    expect((await stream(alpha.users.Inspector.token, `?library=${a.library}`, "r.pdf", csv)).status).toBe(415);
    // Nothing was saved by the refused requests.
    expect((await call("GET", "/api/flaws/?search=ANY", alpha.users.Inspector.token)).body.count).toBe(0);
  });

  it("records the user as created_by and updated_by of flaws saved by the streamed import, the flaw import and POST /api/flaws/bulk/", async () => {
    const user = alpha.users.Inspector;
    const weld = await created("/api/welds/", user.token, weldBody(a, "AUDIT-1"));
    const csv = [header, ",,AUDIT-1,RT,Accepted,Porosity,,,,,,,,,,,,,Indication"].join("\n");
    expect((await stream(user.token, `?library=${a.library}`, "audit.csv", csv)).lines.at(-1)).toMatchObject({ saved: 1 });
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "audit.csv");
    const flawImport = await fetch(`${server.url}/api/flaws/import/?library=${a.library}`, {
      method: "POST",
      headers: { authorization: `Token ${user.token}` },
      body: form,
    });
    expect(((await flawImport.json()) as { saved: number }).saved).toBe(1);
    const bulk = await call("POST", "/api/flaws/bulk/", user.token, [flawBody(a, weld.id), flawBody(a, weld.id)]);
    expect(bulk.body.saved).toBe(2);
    const rows = await server.db.select().from(flaws).where(eq(flaws.weld, weld.id));
    expect(rows).toHaveLength(4);
    for (const row of rows) expect([row.created_by, row.updated_by]).toEqual([user.id, user.id]);
  });

  it("streams start, progress and end for a good row, a row without a matching weld and a bad row; saves only the good one", async () => {
    const token = alpha.users.Inspector.token;
    const weld = await created("/api/welds/", token, weldBody(a, "STREAM-1"));
    const lines = [
      header,
      ",,STREAM-1,RT,Rejected,Porosity,0,40,40,,,,,,,,,,Repair",
      ",,NO-SUCH-WELD,RT,Accepted,Porosity,,,,,,,,,,,,,Indication",
      ",,STREAM-1,RT,Accepted,Porosity,,,long,,,,,,,,,,Indication",
    ];
    const answer = await stream(token, `?library=${a.library}`, "report.csv", lines.join("\n"));
    expect(answer.status).toBe(200);
    expect(answer.lines[0]).toEqual({ type: "start", total: 3 });
    expect(answer.lines.at(-1)).toEqual({ type: "end", status: "error", saved: 1, failed: 2 });
    const progress = answer.lines.filter((line) => line.type === "progress");
    expect(progress.at(-1)).toMatchObject({ done: 3, total: 3 });
    const rows = progress.flatMap((line) => line.results);
    expect(rows[0]).toMatchObject({ n: 1, name: "STREAM-1", status: "success", reason: null });
    expect(rows[1]).toMatchObject({
      n: 2,
      name: "NO-SUCH-WELD",
      status: "error",
      reason: "Weld: No weld information on line 3",
      field_errors: { weld: [FLAW_MESSAGES.noWeldInformation(3)] },
    });
    expect(rows[2]).toMatchObject({
      n: 3,
      status: "error",
      reason: `Length: ${IMPORT_MESSAGES.notNumeric}`,
      field_errors: { length: [IMPORT_MESSAGES.notNumeric] },
    });
    const saved = (await call("GET", `/api/flaws/?weld=${weld.id}`, token)).body.results;
    expect(saved.map((row: { result: string; length: number }) => [row.result, row.length])).toEqual([["Rejected", 40]]);
  });

  it("offers the §9 template (method, result and flaw type marked required, one example row) and no export in those columns", async () => {
    const token = alpha.users.Inspector.token;
    const template = await fetch(`${server.url}/api/imports/flaws/template/?format=csv`, { headers: { authorization: `Token ${token}` } });
    expect(template.status).toBe(200);
    const [marked, example] = (await template.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(marked!.replace(/ \*/g, "")).toBe(header);
    expect(marked!.split(",").filter((cell) => cell.endsWith(" *"))).toEqual(["NDE_METHOD *", "RESULT *", "FLAW_TYPE *"]);
    expect(example).toBe(",,W-001,RT,Rejected,Porosity,120,135,15,,,,,,,,1,Active,Repair");
    expect((await call("GET", "/api/imports/flaws/export/?format=csv", token)).status).toBe(404);
  });
});

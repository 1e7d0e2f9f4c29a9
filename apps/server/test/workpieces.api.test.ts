import { WORKPIECE_MESSAGES } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workpieces } from "../src/db/schema/index.js";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;
const refs: Record<string, { pipe: string; plate: string; company: string }> = {};

const idByName = async (client: TSeededClient, path: string, name: string, field = "name") =>
  (await server.request("GET", `/api/${path}/?page_size=100`, { token: client.users.Admin.token })).body.results.find(
    (row: Record<string, string>) => row[field] === name,
  ).id as string;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Workpieces Alpha");
  beta = await seedClient(server, "Workpieces Beta");
  for (const client of [alpha, beta]) {
    const company = await server.request("POST", "/api/companies/", { token: client.users.Admin.token, body: { name: "Tenaris" } });
    refs[client.id] = {
      pipe: await idByName(client, "workpiece-types", "PIPE"),
      plate: await idByName(client, "workpiece-types", "PLATE"),
      company: company.body.id,
    };
  }
});
afterAll(() => server.close());

const pipeBody = (client: TSeededClient, extra: Record<string, unknown> = {}) => ({
  name: "SP-100",
  type: refs[client.id]!.pipe,
  manufacturer_id: refs[client.id]!.company,
  grade: "X65",
  outer_diameter: 323.9,
  wall_thickness: 12.7,
  length: 12,
  weight: 1200,
  ...extra,
});

describe("workpieces", () => {
  it("refuses an outer diameter of 1e308 mm and a wall thickness past its physical bound (400 on the field), and an edge's too", async () => {
    const token = alpha.users.Engineer.token;
    const huge = await server.request("POST", "/api/workpieces/", {
      token,
      body: pipeBody(alpha, { name: "HUGE", outer_diameter: 1e308 }),
    });
    expect(huge.status).toBe(400);
    expect(fieldsOf(huge.body)).toEqual({ outer_diameter: ["Value must be at most 20000"] });
    const thick = await server.request("POST", "/api/workpieces/", {
      token,
      body: pipeBody(alpha, { name: "THICK", wall_thickness: 2001 }),
    });
    expect(Object.keys(fieldsOf(thick.body))).toEqual(["wall_thickness"]);
    const fine = await server.request("POST", "/api/workpieces/", {
      token,
      body: pipeBody(alpha, { name: "BIG BUT REAL", outer_diameter: 4000 }),
    });
    expect(fine.status).toBe(201);
    const edge = await server.request("POST", "/api/workpiece-edges/", {
      token,
      body: { workpiece: fine.body.id, name: "E1", length: 1e308 },
    });
    expect(edge.status).toBe(400);
    expect(Object.keys(fieldsOf(edge.body))).toEqual(["length"]);
  });

  it("refuses a parent that descends from the workpiece (400 parent_cycle, two and three levels), and keeps the tree", async () => {
    const token = alpha.users.Engineer.token;
    const make = async (name: string, parent?: string) => {
      const created = await server.request("POST", "/api/workpieces/", {
        token,
        body: pipeBody(alpha, { name, ...(parent ? { parent } : {}) }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id as string;
    };
    const a = await make("CYCLE-A");
    const b = await make("CYCLE-B");
    expect((await server.request("PATCH", `/api/workpieces/${a}/`, { token, body: { parent: b } })).status).toBe(200);
    const twoLevels = await server.request("PATCH", `/api/workpieces/${b}/`, { token, body: { parent: a } });
    expect(twoLevels.status).toBe(400);
    expect(fieldsOf(twoLevels.body)).toEqual({ parent: ["A workpiece cannot have one of its own descendants as its parent"] });
    const c = await make("CYCLE-C", a);
    const threeLevels = await server.request("PATCH", `/api/workpieces/${b}/`, { token, body: { parent: c } });
    expect(threeLevels.status).toBe(400);
    expect(fieldsOf(threeLevels.body)).toEqual({ parent: ["A workpiece cannot have one of its own descendants as its parent"] });
    const [stored] = await server.db.select().from(workpieces).where(eq(workpieces.id, b));
    expect(stored?.parent).toBeNull();
    // Moving a leaf under a sibling branch is no cycle.
    const d = await make("CYCLE-D");
    expect((await server.request("PATCH", `/api/workpieces/${d}/`, { token, body: { parent: c } })).status).toBe(200);
  });

  it("creates a pipe and answers its nominal inner diameter (OD − 2·WT, 2 decimals)", async () => {
    const created = await server.request("POST", "/api/workpieces/", { token: alpha.users.Inspector.token, body: pipeBody(alpha) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "SP-100", client: alpha.id, nominal_inner_diameter: 298.5, children_count: 0 });
  });

  it("requires outer diameter for a PIPE only, and the other required fields, saving nothing", async () => {
    const token = alpha.users.Inspector.token;
    const before = (await server.request("GET", "/api/workpieces/", { token })).body.count;
    const pipe = await server.request("POST", "/api/workpieces/", { token, body: pipeBody(alpha, { outer_diameter: null }) });
    expect(pipe.status).toBe(400);
    expect(fieldsOf(pipe.body)).toEqual({ outer_diameter: ["Required"] });
    const plate = await server.request("POST", "/api/workpieces/", {
      token,
      body: pipeBody(alpha, { type: refs[alpha.id]!.plate, outer_diameter: null, name: "PL-1" }),
    });
    expect(plate.status).toBe(201);
    const empty = await server.request("POST", "/api/workpieces/", { token, body: { name: "Bare" } });
    expect(Object.keys(fieldsOf(empty.body)).sort()).toEqual(["grade", "length", "manufacturer_id", "type", "wall_thickness", "weight"]);
    expect((await server.request("GET", "/api/workpieces/", { token })).body.count).toBe(before + 1);
  });

  it("fills a child's empty values from its parent and keeps UNS numbers only for a CRA", async () => {
    const token = alpha.users.Inspector.token;
    const uns = await server.request("POST", "/api/uns-numbers/", { token: alpha.users.Admin.token, body: { name: "S31803" } });
    const parent = await server.request("POST", "/api/workpieces/", {
      token,
      body: pipeBody(alpha, { name: "PARENT", batch: "B-7", uns_numbers: [uns.body.id], is_cra: false }),
    });
    expect(parent.body.uns_numbers).toEqual([]);
    const child = await server.request("POST", "/api/workpieces/", {
      token,
      body: { name: "CHILD", parent: parent.body.id, grade: "X70" },
    });
    expect(child.status).toBe(201);
    expect(child.body).toMatchObject({
      grade: "X70",
      batch: "B-7",
      outer_diameter: 323.9,
      type: refs[alpha.id]!.pipe,
      parent: parent.body.id,
    });
    const cra = await server.request("PATCH", `/api/workpieces/${child.body.id}/`, {
      token,
      body: { is_cra: true, uns_numbers: [uns.body.id] },
    });
    expect(cra.body.uns_numbers).toEqual([uns.body.id]);
  });

  it("refuses another client's references and answers 404 for another client's workpiece, unchanged", async () => {
    const created = await server.request("POST", "/api/workpieces/", {
      token: beta.users.Admin.token,
      body: pipeBody(beta, { name: "BETA" }),
    });
    const foreign = await server.request("POST", "/api/workpieces/", {
      token: alpha.users.Admin.token,
      body: pipeBody(alpha, { type: refs[beta.id]!.pipe }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.type).toEqual(["Select a valid choice."]);
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const answer = await server.request(method, `/api/workpieces/${created.body.id}/`, {
        token: alpha.users.Admin.token,
        body: method === "PATCH" ? { name: "stolen" } : undefined,
      });
      expect(answer.status).toBe(404);
    }
    const [row] = await server.db.select().from(workpieces).where(eq(workpieces.id, created.body.id));
    expect(row?.name).toBe("BETA");
  });

  it("answers 401 without a token and 403 to a Viewer creating", async () => {
    expect((await server.request("GET", "/api/workpieces/")).status).toBe(401);
    const viewer = await server.request("POST", "/api/workpieces/", { token: alpha.users.Viewer.token, body: pipeBody(alpha) });
    expect(viewer.status).toBe(403);
  });

  it("refuses to delete a workpiece with children or edges, with the spec's texts", async () => {
    const token = alpha.users.Admin.token;
    const parent = await server.request("POST", "/api/workpieces/", { token, body: pipeBody(alpha, { name: "DEL-P" }) });
    const child = await server.request("POST", "/api/workpieces/", { token, body: { name: "DEL-C", parent: parent.body.id } });
    const blocked = await server.request("DELETE", `/api/workpieces/${parent.body.id}/`, { token });
    expect(blocked.status).toBe(409);
    expect(blocked.body.detail).toBe(WORKPIECE_MESSAGES.hasChildren);
    await server.request("POST", "/api/workpiece-edges/", { token, body: { workpiece: child.body.id, name: "E1" } });
    const edged = await server.request("DELETE", `/api/workpieces/${child.body.id}/`, { token });
    expect(edged.status).toBe(409);
    expect(edged.body.detail).toBe(WORKPIECE_MESSAGES.hasEdges);
  });

  it("rows carry children_count and edges_count, so the list can say a delete is blocked before asking", async () => {
    const token = alpha.users.Admin.token;
    const parent = await server.request("POST", "/api/workpieces/", { token, body: pipeBody(alpha, { name: "COUNT-P" }) });
    await server.request("POST", "/api/workpieces/", { token, body: { name: "COUNT-C", parent: parent.body.id } });
    await server.request("POST", "/api/workpiece-edges/", {
      token,
      body: [
        { workpiece: parent.body.id, name: "CE1" },
        { workpiece: parent.body.id, name: "CE2" },
      ],
    });
    const list = await server.request("GET", "/api/workpieces/?search=COUNT-", { token });
    const byName = Object.fromEntries(list.body.results.map((row: { name: string }) => [row.name, row]));
    expect(byName["COUNT-P"]).toMatchObject({ children_count: 1, edges_count: 2 });
    expect(byName["COUNT-C"]).toMatchObject({ children_count: 0, edges_count: 0 });
    expect((await server.request("GET", `/api/workpieces/${parent.body.id}/`, { token })).body).toMatchObject({ edges_count: 2 });
  });
});

describe("workpiece edges", () => {
  it("takes an array and answers the created array; a duplicate edge is refused and nothing of the array is saved", async () => {
    const token = alpha.users.Inspector.token;
    const workpiece = await server.request("POST", "/api/workpieces/", { token, body: pipeBody(alpha, { name: "EDGY" }) });
    const id = workpiece.body.id;
    const created = await server.request("POST", "/api/workpiece-edges/", {
      token,
      body: [
        { workpiece: id, name: "A", outer_diameter: 323.9, wall_thickness: 12.7 },
        { workpiece: id, name: "B", outer_diameter: 323.9, wall_thickness: 12.7 },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.map((edge: { name: string }) => edge.name)).toEqual(["A", "B"]);
    expect(created.body[0].uuid).toMatch(/^[0-9a-f-]{36}$/);
    const again = await server.request("POST", "/api/workpiece-edges/", {
      token,
      body: [
        { workpiece: id, name: "C" },
        { workpiece: id, name: "a" },
      ],
    });
    expect(again.status).toBe(400);
    expect(again.body["1.name"]).toEqual([WORKPIECE_MESSAGES.edgeExists]);
    const single = await server.request("POST", "/api/workpiece-edges/", { token, body: { workpiece: id, name: "B" } });
    expect(single.status).toBe(400);
    expect(single.body.name).toEqual([WORKPIECE_MESSAGES.edgeExists]);
    const list = await server.request("GET", `/api/workpiece-edges/?workpiece=${id}`, { token });
    expect(list.body.count).toBe(2);
  });
});

describe("POST /api/<resource>/bulk/", () => {
  it("saves the good rows, reports each row with its ordinal and reason, and never lets a bad row block the others", async () => {
    const token = alpha.users.Inspector.token;
    const rows = [
      pipeBody(alpha, { name: "BULK-1" }),
      { name: "BULK-2" },
      pipeBody(alpha, { name: "BULK-3", type: refs[beta.id]!.pipe }),
      pipeBody(alpha, { name: "BULK-4" }),
    ];
    const answer = await server.request("POST", "/api/workpieces/bulk/", { token, body: rows });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 4, saved: 2, failed: 2 });
    expect(answer.body.results.map((row: { n: number; status: string }) => [row.n, row.status])).toEqual([
      [1, "success"],
      [2, "error"],
      [3, "error"],
      [4, "success"],
    ]);
    expect(answer.body.results[1].reason).toMatch(/^Type: Required; /);
    expect(answer.body.results[1].field_errors.type).toEqual(["Required"]);
    expect(answer.body.results[2]).toMatchObject({
      reason: "Type: Select a valid choice.",
      field_errors: { type: ["Select a valid choice."] },
    });
    expect(answer.body.results[0].record).toMatchObject({ name: "BULK-1", nominal_inner_diameter: 298.5 });
    const names = (await server.request("GET", "/api/workpieces/?search=BULK-", { token })).body.results.map(
      (row: { name: string }) => row.name,
    );
    expect(names).toEqual(["BULK-1", "BULK-4"]);
  });

  it("works for every resource: a catalogue with a duplicate-free batch and a bad row", async () => {
    const answer = await server.request("POST", "/api/bead-techniques/bulk/", {
      token: alpha.users.Engineer.token,
      body: [{ name: "Bulk stringer" }, { name: "" }, { name: "Bulk weave" }],
    });
    expect(answer.body.results.map((row: { status: string }) => row.status)).toEqual(["success", "error", "success"]);
  });

  it("answers 401, 403 and 400 (not an array, more than 1000 rows) saving nothing", async () => {
    expect((await server.request("POST", "/api/workpieces/bulk/", { body: [pipeBody(alpha)] })).status).toBe(401);
    expect(
      (await server.request("POST", "/api/workpieces/bulk/", { token: alpha.users.Viewer.token, body: [pipeBody(alpha)] })).status,
    ).toBe(403);
    const token = alpha.users.Inspector.token;
    const before = (await server.request("GET", "/api/workpieces/", { token })).body.count;
    expect((await server.request("POST", "/api/workpieces/bulk/", { token, body: pipeBody(alpha) })).status).toBe(400);
    expect((await server.request("POST", "/api/workpieces/bulk/", { token, body: [] })).status).toBe(400);
    const tooMany = Array.from({ length: 1001 }, (_, index) => pipeBody(alpha, { name: `MANY-${index}` }));
    expect((await server.request("POST", "/api/workpieces/bulk/", { token, body: tooMany })).status).toBe(400);
    expect((await server.request("GET", "/api/workpieces/", { token })).body.count).toBe(before);
  });

  it("writes to the user's own client: rows naming another client's records are refused", async () => {
    const answer = await server.request("POST", "/api/workpieces/bulk/", {
      token: beta.users.Admin.token,
      body: [pipeBody(alpha, { name: "CROSS" })],
    });
    expect(answer.body.results[0].status).toBe("error");
    expect((await server.request("GET", "/api/workpieces/?search=CROSS", { token: alpha.users.Admin.token })).body.count).toBe(0);
  });
});

describe("cut and cancel cut", () => {
  it("cuts at the given lengths: children inherit, the rest is the last piece, edges follow; cancel brings everything back", async () => {
    const token = alpha.users.Inspector.token;
    const spool = await server.request("POST", "/api/workpieces/", { token, body: pipeBody(alpha, { name: "SPOOL", batch: "B-9" }) });
    const id = spool.body.id;
    await server.request("POST", "/api/workpiece-edges/", {
      token,
      body: [
        { workpiece: id, name: "S-E1" },
        { workpiece: id, name: "S-E2" },
      ],
    });
    const cut = await server.request("POST", `/api/workpieces/${id}/cut/`, { token, body: { lengths: [4, 5] } });
    expect(cut.status).toBe(201);
    expect(
      cut.body.children.map((child: { name: string; length: number; weight: number }) => [child.name, child.length, child.weight]),
    ).toEqual([
      ["SPOOL-1", 4, 400],
      ["SPOOL-2", 5, 500],
      ["SPOOL-3", 3, 300],
    ]);
    expect(cut.body.children[0]).toMatchObject({ batch: "B-9", grade: "X65", outer_diameter: 323.9, parent: id });
    const edges = async () =>
      (await server.request("GET", "/api/workpiece-edges/?page_size=100&search=S-E", { token })).body.results.map(
        (edge: { name: string; workpiece: string }) => [edge.name, edge.workpiece],
      );
    const children = cut.body.children.map((child: { id: string }) => child.id);
    expect(await edges()).toEqual([
      ["S-E1", children[0]],
      ["S-E2", children[2]],
    ]);
    expect((await server.request("GET", `/api/workpieces/${id}/`, { token })).body.children_count).toBe(3);
    const again = await server.request("POST", `/api/workpieces/${id}/cut/`, { token, body: { lengths: [1] } });
    expect(again.status).toBe(400);
    expect(again.body.lengths).toEqual([WORKPIECE_MESSAGES.alreadyCut]);

    const cancel = await server.request("POST", `/api/workpieces/${id}/cancel-cut/`, { token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.children_count).toBe(0);
    expect(await edges()).toEqual([
      ["S-E1", id],
      ["S-E2", id],
    ]);
    expect((await server.request("GET", `/api/workpieces/?parent=${id}`, { token })).body.count).toBe(0);
  });

  it("refuses bad lengths and cancelling a workpiece that is not a parent or whose child is a parent, changing nothing", async () => {
    const token = alpha.users.Inspector.token;
    const spool = await server.request("POST", "/api/workpieces/", { token, body: pipeBody(alpha, { name: "SPOOL2" }) });
    const id = spool.body.id;
    const long = await server.request("POST", `/api/workpieces/${id}/cut/`, { token, body: { lengths: [10, 5] } });
    expect(long.body.lengths).toEqual([WORKPIECE_MESSAGES.cutLengths]);
    expect((await server.request("POST", `/api/workpieces/${id}/cut/`, { token, body: { lengths: [-1] } })).status).toBe(400);
    const notParent = await server.request("POST", `/api/workpieces/${id}/cancel-cut/`, { token });
    expect(notParent.body.non_field_errors).toEqual([WORKPIECE_MESSAGES.notParent]);
    const cut = await server.request("POST", `/api/workpieces/${id}/cut/`, { token, body: { lengths: [6] } });
    const firstChild = cut.body.children[0].id;
    await server.request("POST", `/api/workpieces/${firstChild}/cut/`, { token, body: { lengths: [3] } });
    const blocked = await server.request("POST", `/api/workpieces/${id}/cancel-cut/`, { token });
    expect(blocked.status).toBe(400);
    expect(blocked.body.non_field_errors).toEqual([WORKPIECE_MESSAGES.isParent]);
    expect((await server.request("GET", `/api/workpieces/?parent=${id}`, { token })).body.count).toBe(2);
    expect((await server.request("GET", `/api/workpieces/?parent=${firstChild}`, { token })).body.count).toBe(2);
  });

  it("answers 401, 403 to a Viewer and 404 for another client's workpiece, which stays uncut", async () => {
    const foreign = await server.request("POST", "/api/workpieces/", {
      token: beta.users.Admin.token,
      body: pipeBody(beta, { name: "B-SPOOL" }),
    });
    const path = `/api/workpieces/${foreign.body.id}/cut/`;
    expect((await server.request("POST", path, { body: { lengths: [1] } })).status).toBe(401);
    expect((await server.request("POST", path, { token: alpha.users.Viewer.token, body: { lengths: [1] } })).status).toBe(403);
    expect((await server.request("POST", path, { token: alpha.users.Admin.token, body: { lengths: [1] } })).status).toBe(404);
    expect(
      (await server.request("POST", `/api/workpieces/${foreign.body.id}/cancel-cut/`, { token: alpha.users.Admin.token })).status,
    ).toBe(404);
    expect((await server.request("GET", `/api/workpieces/?parent=${foreign.body.id}`, { token: beta.users.Admin.token })).body.count).toBe(
      0,
    );
  });
});

describe("mass modification and tags", () => {
  it("changes only the checked attributes and keeps the locked ones of child workpieces", async () => {
    const token = alpha.users.Inspector.token;
    const parent = await server.request("POST", "/api/workpieces/", {
      token,
      body: pipeBody(alpha, { name: "MM-P", batch: "OLD", comment: "old" }),
    });
    const child = await server.request("POST", "/api/workpieces/", { token, body: { name: "MM-C", parent: parent.body.id } });
    const answer = await server.request("POST", "/api/workpieces/mass-modify/", {
      token,
      body: {
        ids: [parent.body.id, child.body.id],
        checked: ["batch", "comment"],
        values: { batch: "NEW", comment: "checked", grade: "NOT-CHECKED" },
      },
    });
    expect(answer.status).toBe(200);
    const byName = Object.fromEntries(answer.body.map((row: { name: string }) => [row.name, row]));
    expect(byName["MM-P"]).toMatchObject({ batch: "NEW", comment: "checked", grade: "X65" });
    expect(byName["MM-C"]).toMatchObject({ batch: "OLD", comment: "checked", grade: "X65" });
  });

  it("answers 404 when one of the workpieces is another client's, changing none", async () => {
    const mine = await server.request("POST", "/api/workpieces/", {
      token: alpha.users.Admin.token,
      body: pipeBody(alpha, { name: "MM-MINE" }),
    });
    const theirs = await server.request("POST", "/api/workpieces/", {
      token: beta.users.Admin.token,
      body: pipeBody(beta, { name: "MM-THEIRS" }),
    });
    const answer = await server.request("POST", "/api/workpieces/mass-modify/", {
      token: alpha.users.Admin.token,
      body: { ids: [mine.body.id, theirs.body.id], checked: ["comment"], values: { comment: "x" } },
    });
    expect(answer.status).toBe(404);
    expect((await server.request("GET", `/api/workpieces/${mine.body.id}/`, { token: alpha.users.Admin.token })).body.comment).toBeNull();
    expect(
      (
        await server.request("POST", "/api/workpieces/mass-modify/", {
          token: alpha.users.Viewer.token,
          body: { ids: [mine.body.id], checked: ["comment"], values: {} },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request("POST", "/api/workpieces/mass-modify/", {
          token: alpha.users.Admin.token,
          body: { ids: [], checked: [], values: {} },
        })
      ).status,
    ).toBe(400);
  });

  it("filters the list by tag", async () => {
    const token = alpha.users.Admin.token;
    const tag = await server.request("POST", "/api/workpiece-tags/", { token, body: { label: "Hot", color: "#ff0000" } });
    await server.request("POST", "/api/workpieces/", { token, body: pipeBody(alpha, { name: "TAGGED", workpiece_tags: [tag.body.id] }) });
    const list = await server.request("GET", `/api/workpieces/?tag=${tag.body.id}`, { token });
    expect(list.body.results.map((row: { name: string }) => row.name)).toEqual(["TAGGED"]);
    expect((await server.request("GET", "/api/workpieces/?tag=nope", { token })).status).toBe(400);
  });
});

describe("copy for another client", () => {
  it("lets a Super User copy a workpiece into another client, references matched by name; others get 403", async () => {
    const root = (
      await server.request("POST", "/api/api-token-auth/", { body: { email: "root@platform.test", password: "root-password-1" } })
    ).body.token;
    const source = await server.request("POST", "/api/workpieces/", {
      token: alpha.users.Admin.token,
      body: pipeBody(alpha, { name: "TO-COPY" }),
    });
    const copy = await server.request("POST", `/api/workpieces/${source.body.id}/copy-for/`, { token: root, body: { client: beta.id } });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: "TO-COPY",
      client: beta.id,
      type: refs[beta.id]!.pipe,
      manufacturer_id: refs[beta.id]!.company,
    });
    const denied = await server.request("POST", `/api/workpieces/${source.body.id}/copy-for/`, {
      token: alpha.users.Admin.token,
      body: { client: beta.id },
    });
    expect(denied.status).toBe(403);
  });
});

describe("filler metals", () => {
  it("create with the client's catalogue entries, 400 for another client's, 401, 403 for a Viewer, 404 across clients", async () => {
    const token = alpha.users.Engineer.token;
    const classification = await idByName(alpha, "filler-metal-classifications", "ER70S-6");
    const foreign = await idByName(beta, "filler-metal-classifications", "ER70S-6");
    const created = await server.request("POST", "/api/filler-metals/", {
      token,
      body: { name: "OK Autrod 12.51", classification, standards: "AWS A5.18" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "OK Autrod 12.51", classification, client: alpha.id });
    const bad = await server.request("POST", "/api/filler-metals/", { token, body: { name: "X", classification: foreign } });
    expect(bad.status).toBe(400);
    expect(bad.body.classification).toEqual(["Select a valid choice."]);
    expect((await server.request("POST", "/api/filler-metals/", { token, body: { name: "" } })).status).toBe(400);
    expect((await server.request("GET", "/api/filler-metals/")).status).toBe(401);
    expect((await server.request("POST", "/api/filler-metals/", { token: alpha.users.Viewer.token, body: { name: "V" } })).status).toBe(
      403,
    );
    expect(
      (await server.request("PATCH", `/api/filler-metals/${created.body.id}/`, { token: beta.users.Admin.token, body: { name: "stolen" } }))
        .status,
    ).toBe(404);
    expect((await server.request("GET", `/api/filler-metals/${created.body.id}/`, { token })).body.name).toBe("OK Autrod 12.51");
  });
});

describe("workpiece edges checklist", () => {
  it("answers 401, 403 to a Viewer, 404 for another client's edge (unchanged) and 400 for another client's workpiece", async () => {
    const mine = await server.request("POST", "/api/workpieces/", {
      token: alpha.users.Admin.token,
      body: pipeBody(alpha, { name: "EDGE-CHECK" }),
    });
    const theirs = await server.request("POST", "/api/workpieces/", {
      token: beta.users.Admin.token,
      body: pipeBody(beta, { name: "EDGE-THEIRS" }),
    });
    const [edge] = (
      await server.request("POST", "/api/workpiece-edges/", {
        token: beta.users.Admin.token,
        body: [{ workpiece: theirs.body.id, name: "T1" }],
      })
    ).body;
    expect((await server.request("GET", "/api/workpiece-edges/")).status).toBe(401);
    expect(
      (
        await server.request("POST", "/api/workpiece-edges/", {
          token: alpha.users.Viewer.token,
          body: { workpiece: mine.body.id, name: "V" },
        })
      ).status,
    ).toBe(403);
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const answer = await server.request(method, `/api/workpiece-edges/${edge.id}/`, {
        token: alpha.users.Admin.token,
        body: method === "PATCH" ? { name: "stolen" } : undefined,
      });
      expect(answer.status).toBe(404);
    }
    const cross = await server.request("POST", "/api/workpiece-edges/", {
      token: alpha.users.Admin.token,
      body: { workpiece: theirs.body.id, name: "X" },
    });
    expect(cross.status).toBe(400);
    expect(cross.body.workpiece).toEqual(["Select a valid choice."]);
    expect((await server.request("GET", `/api/workpiece-edges/${edge.id}/`, { token: beta.users.Admin.token })).body.name).toBe("T1");
    const byUuid = await server.request("GET", `/api/workpiece-edges/?uuid=${edge.uuid}`, { token: beta.users.Admin.token });
    expect(byUuid.body.results.map((row: { id: string }) => row.id)).toEqual([edge.id]);
  });
});

describe("demo data", () => {
  it("gives the demo client tagged pipes from a certified heat with their edges, one pipe cut in two with its edges moved, a plate and filler metals", async () => {
    const { seed } = await import("../src/seed/seed.js");
    const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof seed>[2];
    await seed(server.db, { adminEmail: "root@platform.test", adminPassword: "root-password-1", demoData: true }, silent);
    const login = await server.request("POST", "/api/api-token-auth/", {
      body: { email: "engineer@demo.example", password: "demo-weld-2026" },
    });
    const token = login.body.token as string;
    const get = async (path: string) => (await server.request("GET", path, { token })).body;
    const list = (await get("/api/workpieces/?ordering=name&page_size=100")).results as Record<string, unknown>[];
    expect(list.map((row) => row.name)).toEqual([
      "NS-P-0001",
      "NS-P-0002",
      "NS-P-0003",
      "NS-P-0004",
      "NS-P-0005",
      "NS-P-0005-1",
      "NS-P-0005-2",
      "NS-PL-0001",
    ]);
    const byName = (name: string) => list.find((row) => row.name === name)!;
    expect(byName("NS-P-0001")).toMatchObject({
      outer_diameter: 323.9,
      wall_thickness: 14.3,
      nominal_inner_diameter: 295.3,
      edges_count: 2,
    });
    // The cut: two pieces weighing their share, the parent's first edge on the first piece, the other on the last.
    expect(byName("NS-P-0005")).toMatchObject({ children_count: 2, edges_count: 0 });
    expect(byName("NS-P-0005-1")).toMatchObject({ length: 4, weight: 436.721, parent: byName("NS-P-0005").id });
    expect(byName("NS-P-0005-2")).toMatchObject({ length: 8.2, weight: 895.279 });
    const edgesOf = async (name: string) =>
      ((await get(`/api/workpiece-edges/?workpiece=${byName(name).id}&ordering=name`)).results as { name: string }[]).map(
        (edge) => edge.name,
      );
    expect(await edgesOf("NS-P-0005-1")).toEqual(["A"]);
    expect(await edgesOf("NS-P-0005-2")).toEqual(["B"]);
    expect(await edgesOf("NS-PL-0001")).toEqual(["A"]);
    // Heats show in their lists through their certificates; tags are the pills of the list.
    expect(((await get("/api/workpiece-heats/?ordering=heat_no")).results as { heat_no: string }[]).map((heat) => heat.heat_no)).toEqual([
      "H-24817",
      "H-31150",
    ]);
    expect(((await get("/api/filler-metal-heats/")).results as { heat_no: string }[]).map((heat) => heat.heat_no)).toEqual(["FM-55210"]);
    expect((await get("/api/workpiece-tags/")).count).toBe(3);
    expect((byName("NS-P-0003").workpiece_tags as string[]).length).toBe(2);
    expect((await get("/api/filler-metals/")).count).toBe(2);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bevelDimensions, bevels, bevelTypes, coolingMethods, coolings, procedures, timeLapses } from "../src/db/schema/index.js";
import { demoToken, seedClient, seedDemo, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

/** One procedure with a cooling, a time lapse and a bevel with one dimension, written to the tables (the nested save is tested elsewhere). */
async function procedureWithSections(client: TSeededClient, name: string) {
  const db = server.db;
  const [procedure] = await db.insert(procedures).values({ client_id: client.id, name, date_format: "YYYY-MM-DD" }).returning();
  const procedureId = procedure?.id as string;
  const [method] = await db
    .select({ id: coolingMethods.id })
    .from(coolingMethods)
    .where(and(eq(coolingMethods.client_id, client.id), eq(coolingMethods.name, "Still air")));
  const [type] = await db.select({ id: bevelTypes.id }).from(bevelTypes).where(eq(bevelTypes.client_id, client.id)).limit(1);
  const base = { client_id: client.id, procedure: procedureId, index: 0 };
  const [cooling] = await db
    .insert(coolings)
    .values({
      ...base,
      name: `${name} cooling`,
      method: method?.id as string,
      temperature_before_cooling_max: 250,
      temperature_after_cooling_max: 60,
    })
    .returning();
  const [lapse] = await db
    .insert(timeLapses)
    .values({ ...base, name: `${name} wait`, duration: 900 })
    .returning();
  const [bevel] = await db
    .insert(bevels)
    .values({ ...base, name: `${name} V 60°`, type: type?.id as string })
    .returning();
  const [dimension] = await db
    .insert(bevelDimensions)
    .values({
      ...base,
      bevel: bevel?.id as string,
      name: "Root face",
      unit_of_measure: "mm",
      value: 1.5,
      tolerance_min: 0.5,
      tolerance_max: 0.5,
    })
    .returning();
  return {
    procedure: procedureId,
    ids: {
      cooling: cooling?.id as string,
      "time-lapses": lapse?.id as string,
      bevels: bevel?.id as string,
      "bevel-dimensions": dimension?.id as string,
    },
  };
}

let a: Awaited<ReturnType<typeof procedureWithSections>>;
let a2: Awaited<ReturnType<typeof procedureWithSections>>;
let b: Awaited<ReturnType<typeof procedureWithSections>>;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Sections Alpha");
  beta = await seedClient(server, "Sections Beta");
  a = await procedureWithSections(alpha, "WPS-A1");
  a2 = await procedureWithSections(alpha, "WPS-A2");
  b = await procedureWithSections(beta, "WPS-B1");
});
afterAll(() => server.close());

const PATHS = ["cooling", "time-lapses", "bevels", "bevel-dimensions"] as const;
const get = (url: string, token: string | null) => server.request("GET", url, { token });

describe("settings lists of procedure sections (/api/cooling/, /api/time-lapses/, /api/bevels/, /api/bevel-dimensions/)", () => {
  it("answer 401 without a token and 403 to an edge server, on the list and on a row", async () => {
    for (const path of PATHS) {
      expect((await get(`/api/${path}/`, null)).status).toBe(401);
      expect((await get(`/api/${path}/${a.ids[path]}/`, null)).status).toBe(401);
      expect((await get(`/api/${path}/`, alpha.users["Edge server"].token)).status).toBe(403);
      expect((await get(`/api/${path}/${a.ids[path]}/`, alpha.users["Edge server"].token)).status).toBe(403);
    }
  });

  it("list every procedure's rows of the reader's client only, each with its procedure's name, to every client group", async () => {
    for (const path of PATHS) {
      const answer = await get(`/api/${path}/?page_size=100`, alpha.users.Viewer.token);
      expect(answer.status).toBe(200);
      const ids = answer.body.results.map((row: { id: string }) => row.id);
      expect(ids.sort()).toEqual([a.ids[path], a2.ids[path]].sort());
      expect(answer.body.results.map((row: { procedure_name: string }) => row.procedure_name).sort()).toEqual(["WPS-A1", "WPS-A2"]);
      expect(answer.body.results.every((row: Record<string, unknown>) => row.client === alpha.id && !("client_id" in row))).toBe(true);
    }
    const dimension = (await get(`/api/bevel-dimensions/${a.ids["bevel-dimensions"]}/`, alpha.users.Inspector.token)).body;
    expect(dimension).toMatchObject({
      name: "Root face",
      value: 1.5,
      unit_of_measure: "mm",
      bevel: a.ids.bevels,
      bevel_name: "WPS-A1 V 60°",
    });
    const bevel = (await get(`/api/bevels/${a.ids.bevels}/`, alpha.users.Inspector.token)).body;
    expect(bevel).not.toHaveProperty("drawing_file");
  });

  it("narrow by procedure, bevel and search, and order by the list's fields", async () => {
    const token = alpha.users.Engineer.token;
    const byProcedure = await get(`/api/cooling/?procedure=${a2.procedure}`, token);
    expect(byProcedure.body.results.map((row: { id: string }) => row.id)).toEqual([a2.ids.cooling]);
    const byBevel = await get(`/api/bevel-dimensions/?bevel=${a.ids.bevels}`, token);
    expect(byBevel.body.results.map((row: { id: string }) => row.id)).toEqual([a.ids["bevel-dimensions"]]);
    const searched = await get("/api/time-lapses/?search=A2%20wait", token);
    expect(searched.body.results.map((row: { id: string }) => row.id)).toEqual([a2.ids["time-lapses"]]);
    const ordered = await get("/api/bevels/?ordering=-name", token);
    expect(ordered.body.results.map((row: { name: string }) => row.name)).toEqual(["WPS-A2 V 60°", "WPS-A1 V 60°"]);
    // Another client's procedure narrows to nothing: its rows are never listed.
    expect((await get(`/api/cooling/?procedure=${b.procedure}`, token)).body.count).toBe(0);
  });

  it("answer 404 for another client's row and a malformed id", async () => {
    for (const path of PATHS) {
      expect((await get(`/api/${path}/${b.ids[path]}/`, alpha.users.Admin.token)).status).toBe(404);
      expect((await get(`/api/${path}/not-an-id/`, alpha.users.Admin.token)).status).toBe(404);
      expect((await get(`/api/${path}/${b.ids[path]}/`, beta.users.Viewer.token)).status).toBe(200);
    }
  });

  it("answer 400 with the field for a bad filter, ordering or page size", async () => {
    const token = alpha.users.Admin.token;
    const badFilter = await get("/api/cooling/?procedure=nope", token);
    expect(badFilter.status).toBe(400);
    expect(badFilter.body).toHaveProperty("procedure");
    const badOrdering = await get("/api/bevel-dimensions/?ordering=tolerance_min", token);
    expect(badOrdering.status).toBe(400);
    expect(badOrdering.body).toHaveProperty("ordering");
    expect((await get("/api/time-lapses/?page_size=0", token)).status).toBe(400);
  });

  it("offer no write: POST, PATCH and DELETE are not routes", async () => {
    const token = alpha.users.Admin.token;
    expect((await server.request("POST", "/api/cooling/", { token, body: { name: "x" } })).status).toBe(404);
    expect((await server.request("PATCH", `/api/cooling/${a.ids.cooling}/`, { token, body: { name: "x" } })).status).toBe(404);
    expect((await server.request("DELETE", `/api/bevels/${a.ids.bevels}/`, { token })).status).toBe(404);
  });
});

describe("the demo's procedure-section lists", () => {
  it("are not empty on a fresh demo: the pipeline WPS has a still-air cooling after the cap (≤ 250 °C before, ≤ 60 °C after), a bevel and a time lapse", async () => {
    const demo = await startTestServer();
    try {
      await seedDemo(demo);
      const token = await demoToken(demo, "viewer");
      const cooling = await demo.request("GET", "/api/cooling/?page_size=100", { token });
      expect(cooling.status).toBe(200);
      expect(cooling.body.results).toHaveLength(1);
      expect(cooling.body.results[0]).toMatchObject({
        name: "Cooling after the cap",
        temperature_before_cooling_max: 250,
        temperature_after_cooling_max: 60,
      });
      for (const path of ["bevels", "time-lapses"])
        expect((await demo.request("GET", `/api/${path}/?page_size=100`, { token })).body.results.length).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  });
});

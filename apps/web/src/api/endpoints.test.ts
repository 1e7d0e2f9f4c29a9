// Each helper sends the request the screens built by hand before: same method, address and body. The browser's
// fetch and storage are stood in for; every call answers 200 with an empty page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountApi,
  alertApi,
  clientApi,
  dashboardApi,
  edgeServerApi,
  generalApi,
  historyApi,
  inspectionApi,
  processGroupApi,
  projectApi,
  savedViewApi,
  staffApi,
  weldApi,
  workpieceApi,
} from "./endpoints";

type TSent = { method: string; url: string; body?: unknown };
const sent: TSent[] = [];
const stood = globalThis as { fetch: unknown; localStorage?: unknown; window?: unknown };
const saved = { fetch: stood.fetch, localStorage: stood.localStorage, window: stood.window };

beforeAll(() => {
  Object.assign(globalThis, {
    window: { location: { origin: "http://web.test" } },
    localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    fetch: async (url: string, init: RequestInit) => {
      sent.push({ method: String(init.method), url, ...(init.body === undefined ? {} : { body: JSON.parse(String(init.body)) }) });
      return new Response(JSON.stringify({ count: 0, next: null, previous: null, results: [] }), { status: 200 });
    },
  });
});
afterAll(() => Object.assign(globalThis, saved));

/** The request one call sent. */
async function request(call: () => Promise<unknown>): Promise<TSent> {
  sent.length = 0;
  await call();
  expect(sent).toHaveLength(1);
  return sent[0] as TSent;
}

describe("endpoint helpers send the same requests as before", () => {
  it("workpieces: cut, cancel cut, copy, mass modification and edges", async () => {
    expect(await request(() => workpieceApi.cut("w1", [1.5, 2]))).toEqual({
      method: "POST",
      url: "/api/workpieces/w1/cut/",
      body: { lengths: [1.5, 2] },
    });
    expect(await request(() => workpieceApi.cancelCut("w1"))).toEqual({ method: "POST", url: "/api/workpieces/w1/cancel-cut/" });
    expect(await request(() => workpieceApi.copyFor("w1", "c2"))).toEqual({
      method: "POST",
      url: "/api/workpieces/w1/copy-for/",
      body: { client: "c2" },
    });
    const massBody = { ids: ["a", "b"], checked: ["heat"], values: { heat: null } };
    expect(await request(() => workpieceApi.massModify(massBody))).toEqual({
      method: "POST",
      url: "/api/workpieces/mass-modify/",
      body: massBody,
    });
    expect(await request(() => workpieceApi.createEdges([{ name: "A" }]))).toEqual({
      method: "POST",
      url: "/api/workpiece-edges/",
      body: [{ name: "A" }],
    });
    expect(await request(() => workpieceApi.moveEdge("e1", "w2"))).toEqual({
      method: "PATCH",
      url: "/api/workpiece-edges/e1/",
      body: { workpiece: "w2" },
    });
    expect((await request(() => workpieceApi.edgesByUuid("u-1"))).url).toBe("/api/workpiece-edges/?uuid=u-1");
  });

  it("welds: cut-outs, statistics, standing, edge choices, cycles, traceability, libraries, data books", async () => {
    expect(await request(() => weldApi.cut("w1"))).toEqual({ method: "POST", url: "/api/cut-outs/", body: { weld: "w1" } });
    expect(await request(() => weldApi.cancelCut("c1"))).toEqual({ method: "DELETE", url: "/api/cut-outs/c1/" });
    expect((await request(() => weldApi.statistics("p1"))).url).toBe("/api/projects/p1/weld-statistics/");
    expect((await request(() => weldApi.welderStanding("GMAW 1", "2026-01-02"))).url).toBe(
      "/api/cycles/welder-standing/?process=GMAW%201&day=2026-01-02",
    );
    expect((await request(() => weldApi.edgeChoices("p1", "w1", "pipe 7"))).url).toBe(
      "/api/welds/edge-choices/?project=p1&weld=w1&search=pipe+7",
    );
    expect((await request(() => weldApi.edgeChoices("p1", undefined, ""))).url).toBe("/api/welds/edge-choices/?project=p1");
    expect(await request(() => weldApi.replaceCycle("c1", { torch: 1, weld: "w2" }))).toEqual({
      method: "PUT",
      url: "/api/cycles/c1/",
      body: { torch: 1, weld: "w2" },
    });
    expect((await request(() => weldApi.traceability("w1"))).url).toBe("/api/welds/w1/traceability/");
    expect((await request(() => weldApi.whereUsed("welder", "a b"))).url).toBe("/api/welds/where-used/?welder=a%20b");
    expect(await request(() => weldApi.duplicateFlawLibrary("l1"))).toEqual({
      method: "POST",
      url: "/api/flaw-libraries/l1/duplicate/",
      body: {},
    });
    expect(await request(() => weldApi.attachToFlaw({ flaw: "f1", name: "photo", file: "s1" }))).toEqual({
      method: "POST",
      url: "/api/flaw-attachments/",
      body: { flaw: "f1", name: "photo", file: "s1" },
    });
    expect(await request(() => weldApi.startDataBook("p1", "fr"))).toEqual({
      method: "POST",
      url: "/api/projects/p1/data-book/",
      body: { language: "fr" },
    });
    expect((await request(() => weldApi.dataBook("b1"))).url).toBe("/api/data-books/b1/");
    expect(weldApi.dataBookFileUrl("b1")).toBe("/api/data-books/b1/file/");
  });

  it("alerts, dashboard and edge servers", async () => {
    expect(
      (await request(() => alertApi.list({ ordering: "-created_at", page: 2, page_size: 25, section: "cycle", search: "" }))).url,
    ).toBe("/api/alerts/?ordering=-created_at&page=2&page_size=25&section=cycle");
    expect((await request(() => alertApi.all({ project: "p1" }, "type"))).url).toBe("/api/alerts/?project=p1&ordering=type&page_size=1000");
    expect(await request(() => alertApi.acknowledge("a1", "seen"))).toEqual({
      method: "POST",
      url: "/api/alerts/a1/acknowledge/",
      body: { comment: "seen" },
    });
    expect((await request(() => alertApi.openCount())).url).toBe("/api/alerts/open-count/");
    const filters = { from: "2026-01-01", to: "2026-01-31", tz: "Europe/Paris", project: "p1" };
    expect((await request(() => dashboardApi.progress(filters))).url).toBe(
      "/api/dashboard/progress/?from=2026-01-01&to=2026-01-31&tz=Europe%2FParis&project=p1",
    );
    expect((await request(() => dashboardApi.quality({ ...filters, project: undefined }))).url).toBe(
      "/api/dashboard/quality/?from=2026-01-01&to=2026-01-31&tz=Europe%2FParis",
    );
    expect((await request(() => dashboardApi.timeline(filters))).url).toMatch(/^\/api\/dashboard\/timeline\/\?from=/);
    expect((await request(() => edgeServerApi.list())).url).toBe("/api/edge-servers/");
    expect((await request(() => edgeServerApi.get("s1"))).url).toBe("/api/edge-servers/s1/");
    expect(await request(() => edgeServerApi.issueToken("s1"))).toEqual({ method: "POST", url: "/api/edge-servers/s1/token/" });
    expect(await request(() => edgeServerApi.revokeToken("s1"))).toEqual({ method: "DELETE", url: "/api/edge-servers/s1/token/" });
    expect(edgeServerApi.cycleSignalPath("c1")).toBe("/api/cycles/c1/signal/");
    expect(edgeServerApi.cycleRawPath("c1")).toBe("/api/cycles/c1/raw/");
    expect(edgeServerApi.streamSignalPath("s1")).toBe("/api/edge-streams/s1/signal/");
    expect(edgeServerApi.streamRawPath("s1")).toBe("/api/edge-streams/s1/raw/");
    expect((await request(() => edgeServerApi.signal("/api/cycles/c1/signal/", { from_us: 10.7, to_us: 20.2 }))).url).toBe(
      "/api/cycles/c1/signal/?from_us=10&to_us=21",
    );
  });

  it("inspections and their reports", async () => {
    expect((await request(() => inspectionApi.report("bevel", "i 1"))).url).toBe("/api/inspection-reports/?kind=bevel&inspection=i%201");
    expect((await request(() => inspectionApi.weldReport("w1"))).url).toBe("/api/inspection-reports/?weld=w1");
    expect((await request(() => inspectionApi.weldEdges("w1"))).url).toBe("/api/inspections/edge-choices/?weld=w1");
    expect((await request(() => inspectionApi.measurements("bevel", "i1"))).url).toMatch(/page_size=1000&inspection=i1$/);
  });

  it("account, history, staff, clients, projects and the general reads", async () => {
    expect((await request(() => accountApi.me())).url).toBe("/api/me/");
    expect(await request(() => accountApi.updateMe({ language: "fr" }))).toEqual({
      method: "PATCH",
      url: "/api/me/",
      body: { language: "fr" },
    });
    expect((await request(() => accountApi.sessions())).url).toBe("/api/me/sessions/");
    expect(await request(() => accountApi.revokeSession("s1"))).toEqual({ method: "DELETE", url: "/api/me/sessions/s1/" });
    expect(await request(() => accountApi.checkEmail("a@b.c"))).toEqual({
      method: "POST",
      url: "/api/check-email/",
      body: { email: "a@b.c" },
    });
    expect(await request(() => accountApi.resetPassword("t", "p"))).toEqual({
      method: "POST",
      url: "/api/reset-password/",
      body: { token: "t", password: "p" },
    });
    const query = new URLSearchParams({ user: "u1", page: "2" });
    expect((await request(() => historyApi.list(query))).url).toBe("/api/history/?user=u1&page=2");
    expect(historyApi.csvUrl(new URLSearchParams({ user: "u1" }))).toBe("/api/history/?user=u1&format=csv");
    expect((await request(() => staffApi.qualificationsOf("w1"))).url).toBe(
      "/api/welder-qualifications/?welder=w1&page_size=1000&ordering=qualified_at",
    );
    expect((await request(() => staffApi.modelParameters("m1"))).url).toBe(
      "/api/instrument-types-parameters/?product_model=m1&page_size=1000",
    );
    expect(await request(() => processGroupApi.createTriggerCondition({ is_start: true }))).toEqual({
      method: "POST",
      url: "/api/welding-process-group-trigger-conditions/",
      body: { is_start: true },
    });
    expect((await request(() => processGroupApi.updateTriggerCondition("t1", {}))).url).toBe(
      "/api/welding-process-group-trigger-conditions/t1/",
    );
    expect(await request(() => processGroupApi.deleteTriggerCondition("t1"))).toEqual({
      method: "DELETE",
      url: "/api/welding-process-group-trigger-conditions/t1/",
    });
    const licence = { expiration_date: "2027-01-01" };
    expect(await request(() => clientApi.createLicence("c1", licence))).toEqual({
      method: "POST",
      url: "/api/clients/c1/licence/",
      body: licence,
    });
    expect(await request(() => clientApi.updateLicence("c1", licence))).toEqual({
      method: "PATCH",
      url: "/api/clients/c1/licence/",
      body: licence,
    });
    expect(await request(() => clientApi.removeLicence("c1"))).toEqual({ method: "DELETE", url: "/api/clients/c1/licence/" });
    expect(await request(() => projectApi.copyFor("p1", "c2"))).toEqual({
      method: "POST",
      url: "/api/projects/p1/copy-for/",
      body: { client: "c2" },
    });
    expect((await request(() => savedViewApi.list("/welds?x=1"))).url).toBe("/api/saved-views/?list=%2Fwelds%3Fx%3D1");
    const view = { list: "/welds", name: "Mine", state: { ordering: "name" } as never };
    expect(await request(() => savedViewApi.create(view))).toEqual({ method: "POST", url: "/api/saved-views/", body: view });
    expect(await request(() => savedViewApi.remove("v1"))).toEqual({ method: "DELETE", url: "/api/saved-views/v1/" });
    expect((await request(() => generalApi.users())).url).toBe("/api/users/?page_size=1000");
    expect((await request(() => generalApi.groups())).url).toBe("/api/groups/");
    expect((await request(() => generalApi.publicConfig())).url).toBe("/api/public-config/");
    expect((await request(() => generalApi.projectsByName())).url).toBe("/api/projects/?page_size=1000&ordering=name");
    expect((await request(() => generalApi.documentUrl("d1"))).url).toBe("/api/s3/get-url/document/d1");
    expect(generalApi.importTemplateUrl("flaws", "xlsx")).toBe("/api/imports/flaws/template/?format=xlsx");
    expect(generalApi.importTemplateUrl("gauge", "csv", "fr")).toBe("/api/imports/gauge/template/?format=csv&language=fr");
  });
});

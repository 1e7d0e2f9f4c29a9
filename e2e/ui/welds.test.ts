import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
let admin: string;
/** What the journeys weld on: the demo North Sea project, its WPS, two pipes with edges A and B, a flaw library. */
let fixture: { project: string; procedure: string; procedureName: string; edges: { id: string; label: string }[] };

const pick = async (page: Page, field: string, option: string) => {
  await page.getByTestId(`field-${field}`).click();
  await page.getByRole("option", { name: option, exact: true }).click();
};
const byName = async (path: string, name: string) =>
  ((await api("GET", `/api/${path}/?page_size=1000`, admin)).body.results as { id: string; name: string }[]).find(
    (row) => row.name === name,
  )?.id as string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  admin = await signInByApi(page, "admin@demo.example");
  await context.close();
  const project = await byName("projects", "North Sea export line");
  const procedures = (await api("GET", `/api/procedures/?project=${project}&page_size=100`, admin)).body.results as {
    id: string;
    name: string;
  }[];
  const procedure = procedures[0] as { id: string; name: string };
  const company = (await api("POST", "/api/companies/", admin, { name: "Welds E2E mill" })).body.id;
  const pipeType = await byName("workpiece-types", "PIPE");
  const edges: { id: string; label: string }[] = [];
  for (const name of ["E2E-P1", "E2E-P2"]) {
    const pipe = await api("POST", "/api/workpieces/", admin, {
      name,
      type: pipeType,
      manufacturer_id: company,
      grade: "X65",
      outer_diameter: 762,
      wall_thickness: 25.4,
      length: 12,
      weight: 5600,
      project,
    });
    expect(pipe.status).toBe(201);
    const created = await api("POST", "/api/workpiece-edges/", admin, [
      { workpiece: pipe.body.id, name: "A", outer_diameter: 762, wall_thickness: 25.4 },
      { workpiece: pipe.body.id, name: "B", outer_diameter: 762, wall_thickness: 25.4 },
    ]);
    expect(created.status).toBe(201);
    for (const edge of created.body as { id: string; name: string }[]) edges.push({ id: edge.id, label: `${name} / ${edge.name}` });
  }
  const library = await api("POST", "/api/flaw-libraries/", admin, { name: "ISO 6520-1 (E2E)", projects: [project] });
  const method = await api("POST", "/api/flaw-nde-methods/", admin, { name: "AUT", library: library.body.id });
  await api("POST", "/api/flaw-types/", admin, {
    name: "Lack of side-wall fusion",
    acronym: "401",
    nde_method: method.body.id,
    with_length: true,
    with_depth: true,
  });
  fixture = { project, procedure: procedure.id, procedureName: procedure.name, edges };
});
afterAll(() => browser?.close());

describe("weld log", () => {
  it("an inspector welds two edges, records a rejected flaw repaired by a new weld, and the project's rates change", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "inspector@demo.example");
    const card = (name: string) => page.getByTestId(`card-${name}-value`).textContent();
    await page.goto(`/projects/${fixture.project}`);
    await expect.poll(() => card("welds")).not.toBeNull();
    const weldsBefore = Number(await card("welds"));
    const repairsBefore = Number(await card("repairs"));

    // The weld: project first (procedure disabled until then), two different edges.
    await page.goto("/welds/create");
    await page.getByTestId("field-name").fill("E2E-W001");
    expect(await page.getByTestId("field-procedure").isDisabled()).toBe(true);
    await pick(page, "project", "North Sea export line");
    await pick(page, "procedure", fixture.procedureName);
    await pick(page, "workpiece_edge_1", fixture.edges[0]?.label ?? "");
    await page.getByTestId("field-workpiece_edge_2").click();
    // The edge chosen first is not offered again.
    await expect.poll(() => page.getByRole("option", { name: fixture.edges[0]?.label, exact: true }).count()).toBe(0);
    await page.getByRole("option", { name: fixture.edges[2]?.label, exact: true }).click();
    await screenshot(page, "weld-form-en");
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === "/welds");
    const weld = (await api("GET", "/api/welds/?search=E2E-W001", token)).body.results[0];
    expect(weld).toMatchObject({
      project: fixture.project,
      procedure: fixture.procedure,
      workpiece_edge_1: fixture.edges[0]?.id,
      workpiece_edge_2: fixture.edges[2]?.id,
    });
    const repair = (
      await api("POST", "/api/welds/", token, { name: "E2E-W001 R1", project: fixture.project, procedure: fixture.procedure })
    ).body;

    // The flaw: library → method → type, Rejected → Repair by the new weld; only the type's measures are shown.
    await page.goto(`/projects/${fixture.project}/welds/${weld.id}/flaws/create`);
    expect(await page.getByTestId("field-nde_method").isDisabled()).toBe(true);
    await pick(page, "library", "ISO 6520-1 (E2E)");
    await pick(page, "nde_method", "AUT");
    await pick(page, "type", "Lack of side-wall fusion");
    await expect.poll(() => page.getByTestId("field-length").count()).toBe(1);
    expect(await page.getByTestId("field-angle").count()).toBe(0);
    await page.getByTestId("field-length").fill("35");
    await pick(page, "result", "Accepted");
    await expect.poll(() => page.getByTestId("field-sanction").inputValue()).toBe("Indication");
    await pick(page, "result", "Rejected");
    await expect.poll(() => page.getByTestId("field-sanction").inputValue()).toBe("");
    await pick(page, "sanction", "Repair");
    await pick(page, "repaired_by", "E2E-W001 R1");
    await screenshot(page, "flaw-form-en");
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname.endsWith(`/welds/${weld.id}/flaws`));
    const flaw = (await api("GET", `/api/flaws/?weld=${weld.id}`, token)).body.results[0];
    expect(flaw).toMatchObject({ result: "Rejected", sanction: "Repair", repaired_by: repair.id, length: 35, depth: null });

    // The repair weld shows where it comes from.
    await page.goto(`/projects/${fixture.project}/welds/${repair.id}/edit`);
    await expect.poll(() => page.getByTestId("repair-history").textContent()).toContain("R1");
    await expect.poll(() => page.getByTestId("field-name").inputValue()).toBe("E2E-W001 R1");

    await page.goto(`/projects/${fixture.project}`);
    await expect.poll(async () => Number(await card("welds"))).toBe(weldsBefore + 2);
    expect(Number(await card("repairs"))).toBe(repairsBefore + 1);
    await expect.poll(() => card("reject-rate")).toMatch(/%/);
    const stats = (await api("GET", `/api/projects/${fixture.project}/weld-statistics/`, token)).body;
    expect(stats.reject_rate.numerator).toBeGreaterThanOrEqual(1);
    expect(await card("reject-rate")).toBe(`${Math.round((stats.reject_rate.rate as number) * 1000) / 10}%`);
    await screenshot(page, "project-page-en");
    await context.close();
  });

  it("in French, the project page and a flaw's sanction follow the result", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "inspector@demo.example");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    await page.goto(`/projects/${fixture.project}`);
    await expect.poll(() => page.getByTestId("card-reject-rate").textContent()).toContain("Taux de rejet");
    await expect.poll(() => page.getByText("Taux de réparation par procédure").count()).toBe(1);
    await screenshot(page, "project-page-fr");
    const weld = (await api("POST", "/api/welds/", admin, { name: "E2E-W002", project: fixture.project, procedure: fixture.procedure }))
      .body;
    await page.goto(`/projects/${fixture.project}/welds/${weld.id}/flaws/create`);
    await pick(page, "library", "ISO 6520-1 (E2E)");
    await pick(page, "nde_method", "AUT");
    await pick(page, "type", "Lack of side-wall fusion");
    await pick(page, "result", "En attente d'interprétation");
    expect(await page.getByTestId("field-sanction").isDisabled()).toBe(true);
    await pick(page, "result", "Accepté");
    await expect.poll(() => page.getByTestId("field-sanction").inputValue()).toBe("Indication");
    await screenshot(page, "flaw-form-fr");
    await context.close();
  });
});

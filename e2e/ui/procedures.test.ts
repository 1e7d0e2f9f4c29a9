import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type TRecord = Record<string, unknown>;

/** The input of a pass-group matrix cell (column `position`, row `field`). */
const cellInput = (page: Page, position: number, field: string) =>
  page.getByTestId(`pass-group-cell-${position}-${field}`).locator("input:not([type=hidden]), textarea").first();

const columnNames = async (page: Page, count: number) => {
  const names: string[] = [];
  for (let position = 0; position < count; position += 1)
    names.push((await page.getByTestId(`pass-group-name-${position}`).textContent()) ?? "");
  return names;
};

/** Fills the required fields of one pass group (spec §5), choosing its process from the list. */
async function fillPassGroup(page: Page, position: number, name: string, process: string, current: [string, string]) {
  await cellInput(page, position, "name").fill(name);
  await cellInput(page, position, "process").click();
  await page.getByRole("option", { name: process, exact: true }).click();
  const values: [string, string][] = [
    ["current_min", current[0]],
    ["current_max", current[1]],
    ["voltage_min", "18"],
    ["voltage_max", "24"],
    ["heat_input_min", "0.4"],
    ["heat_input_max", "1.2"],
  ];
  for (const [field, value] of values) await cellInput(page, position, field).fill(value);
}

const sortedGroups = (procedure: TRecord) => [...(procedure.pass_group as TRecord[])].sort((a, b) => Number(a.index) - Number(b.index));

describe("procedures", () => {
  it("creates a procedure with two pass groups, reorders them by drag, then archives it read-only", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "engineer@demo.example");
    await page.goto("/procedure/create");
    await page.getByTestId("field-name").fill("WPS-E2E-010 reordered groups");
    await page.getByTestId("field-project").click();
    await page.getByRole("option", { name: "North Sea export line" }).click();
    await page.getByTestId("section-passGroups").click();
    await page.getByTestId("pass-group-add").click();
    await page.getByTestId("pass-group-add").click();

    // Saving empty groups is refused on the cells themselves (spec §5), before any call.
    await page.getByTestId("procedure-save").click();
    await expect.poll(() => page.getByTestId("pass-group-cell-1-current_min").textContent()).toContain("Required");
    expect(await page.getByTestId("section-passGroups").getAttribute("data-has-errors")).toBe("true");

    await fillPassGroup(page, 0, "Root pass", "GMAW", ["150", "190"]);
    await fillPassGroup(page, 1, "Fill pass", "FCAW", ["200", "250"]);
    // Spec §4: the process brings its group's timings and its own k factor; tungsten stays locked (not AGTAW).
    expect(await cellInput(page, 0, "k_factor").inputValue()).toBe("0.8");
    expect(await cellInput(page, 0, "occultation_duration_start").inputValue()).toBe("1.5");
    expect(await cellInput(page, 0, "minimum_cycle_time").inputValue()).toBe("5");
    expect(await cellInput(page, 0, "tungsten_electrode_type").isDisabled()).toBe(true);
    await screenshot(page, "procedure-pass-groups-en");

    // Keyboard drag (dnd-kit): pick up group 1, move it one column right, drop it; each step waits for the
    // screen-reader announcement, so no key is pressed before dnd-kit has measured the columns.
    const announced = (text: string | RegExp) => page.getByText(text, { exact: true }).waitFor({ state: "attached" });
    await page.getByTestId("pass-group-drag-0").focus();
    await page.keyboard.press("Space");
    await announced(/^(Picked up pass group 1\.|Pass group 1 is over position 1\.)$/);
    await page.keyboard.press("ArrowRight");
    await announced("Pass group 1 is over position 2.");
    await page.keyboard.press("Space");
    await announced("Pass group 1 was dropped at position 2.");
    await expect.poll(() => columnNames(page, 2)).toEqual(["Fill pass", "Root pass"]);

    // A column is widened by dragging its right edge.
    const head = page.getByTestId("pass-group-head-0");
    const before = (await head.boundingBox())?.width ?? 0;
    const edge = await head.getByRole("separator").boundingBox();
    if (!edge) throw new Error("no column resizer");
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + 100, edge.y + edge.height / 2, { steps: 5 });
    await page.mouse.up();
    expect((await head.boundingBox())?.width ?? 0).toBeGreaterThan(before + 50);

    await page.getByTestId("procedure-save").click();
    await page.waitForURL(/\/procedures\/[0-9a-f-]+\/edit/);
    const id = /\/procedures\/([0-9a-f-]+)\/edit/.exec(page.url())?.[1] ?? "";
    await page.reload();
    await expect.poll(() => columnNames(page, 2)).toEqual(["Fill pass", "Root pass"]);
    const stored = (await api("GET", `/api/procedures/${id}/`, token)).body as TRecord;
    expect(sortedGroups(stored).map((group) => [group.index, group.name, group.k_factor, group.current_min])).toEqual([
      [1, "Fill pass", 0.8, 200],
      [2, "Root pass", 0.8, 150],
    ]);

    // Archive from the list, with its confirmation.
    await page.goto("/procedures?search=WPS-E2E-010");
    await page
      .getByRole("row", { name: /WPS-E2E-010/ })
      .getByTestId("procedure-more")
      .click();
    await page.getByTestId("procedure-archive").click();
    await page.getByTestId("confirm-archive").click();
    await expect.poll(async () => (await api("GET", `/api/procedures/${id}/`, token)).body.is_archived).toBe(true);

    // The archived list opens the read-only view: no save, nothing to edit, pass groups included.
    await page.goto("/archived-procedures");
    await page
      .getByRole("row", { name: /WPS-E2E-010/ })
      .getByTestId("procedure-view")
      .click();
    await page.waitForURL(`**/archived-procedures/${id}/view`);
    await page.getByTestId("procedure-archived").waitFor();
    expect(await page.getByTestId("procedure-save").count()).toBe(0);
    expect(await page.getByTestId("field-name").isDisabled()).toBe(true);
    await page.getByTestId("section-passGroups").click();
    expect(await cellInput(page, 0, "name").isDisabled()).toBe(true);
    expect(await cellInput(page, 1, "current_min").isDisabled()).toBe(true);
    expect(await page.getByTestId("pass-group-add").count()).toBe(0);
    expect(await page.getByTestId("pass-group-drag-0").count()).toBe(0);
    expect(await columnNames(page, 2)).toEqual(["Fill pass", "Root pass"]);
    await screenshot(page, "procedure-archived-view-en");
    await context.close();
    // A long journey (two groups of required fields, save, reload, archive) on a two-core machine.
  }, 120_000);

  it("en français : export JSON, suppression, réimport à l'identique, doublon refusé, puis révision", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "engineer@demo.example");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    // A copy of the demo pipeline WPS in the other project, so the demo procedures stay as they are.
    const demo = (await api("GET", "/api/procedures/?search=WPS-NSE-001", token)).body.results[0] as TRecord;
    const refinery = (await api("GET", "/api/projects/?search=Refinery", token)).body.results[0] as TRecord;
    // Without the inspection sequences (the copy is deleted below; sequences would hold it).
    const copy = await api("POST", `/api/procedures/${demo.id}/duplicate/`, token, { project: refinery.id, copy_inspections: false });
    expect(copy.status).toBe(201);
    const id = copy.body.id as string;
    await api("PATCH", `/api/procedures/${id}/`, token, { name: "DMOS-E2E-020 aller-retour" });
    const before = (await api("GET", `/api/procedures/${id}/`, token)).body as TRecord;

    await page.goto("/procedures?search=DMOS-E2E-020");
    const row = page.getByRole("row", { name: /DMOS-E2E-020/ });
    await row.getByTestId("procedure-more").click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("procedure-export").click()]);
    const file = path.join(tmpdir(), `procedure-${id}.json`);
    await download.saveAs(file);
    expect(JSON.parse(readFileSync(file, "utf8")).procedure.id).toBe(id);
    await expect.poll(() => page.getByText("La procédure a été exportée.").count()).toBe(1);

    await row.getByTestId("procedure-more").click();
    await page.getByTestId("row-delete").click();
    await page.getByTestId("confirm-delete").click();
    await expect.poll(async () => (await api("GET", `/api/procedures/${id}/`, token)).status).toBe(404);

    const fileInput = page.locator("input[type=file]");
    await fileInput.setInputFiles(file);
    await expect.poll(() => page.getByText("La procédure « DMOS-E2E-020 aller-retour » a été importée.").count()).toBe(1);
    const imported = (await api("GET", `/api/procedures/${id}/`, token)).body as TRecord;
    expect(sortedGroups(imported).map((group) => [group.id, group.name, group.heat_input_min])).toEqual(
      sortedGroups(before).map((group) => [group.id, group.name, group.heat_input_min]),
    );
    await expect.poll(() => page.getByRole("row", { name: /DMOS-E2E-020/ }).count()).toBe(1);

    // The same file again: the id exists (spec §8); the user may import it as a copy instead.
    await fileInput.setInputFiles(file);
    await page.getByText("Cette procédure existe déjà").waitFor();
    await screenshot(page, "procedures-import-as-copy-fr");
    await page.getByTestId("import-as-copy").click();
    await expect.poll(() => page.getByText("La procédure « DMOS-E2E-020 aller-retour (copy) » a été importée.").count()).toBe(1);
    const copies = (await api("GET", "/api/procedures/?search=DMOS-E2E-020", token)).body.results as TRecord[];
    const asCopy = copies.find((procedure) => procedure.name === "DMOS-E2E-020 aller-retour (copy)");
    expect(asCopy?.id).toBeDefined();
    expect(asCopy?.id).not.toBe(id);
    expect((await api("DELETE", `/api/procedures/${asCopy?.id}/`, token)).status).toBe(204);
    // A file that is not JSON says so.
    const broken = path.join(tmpdir(), "not-a-procedure.json");
    writeFileSync(broken, "{ pas du json");
    await fileInput.setInputFiles(broken);
    await expect.poll(() => page.getByText("Ce fichier n'est pas un fichier JSON.").count()).toBe(1);
    await screenshot(page, "procedures-import-fr");

    // Revision (spec §2, §5): Save stays disabled without a name; the new procedure opens, forked from this one.
    await page.reload();
    await page
      .getByRole("row", { name: /DMOS-E2E-020 aller-retour(?! \(copy\))/ })
      .getByTestId("procedure-more")
      .click();
    await page.getByTestId("procedure-revision").click();
    expect(await page.getByTestId("revision-save").isDisabled()).toBe(true);
    await page.getByTestId("revision-name").fill("DMOS-E2E-020 rév. B");
    await page.getByTestId("revision-reason").fill("Nouveau fil fourré");
    await page.getByTestId("revision-save").click();
    await page.waitForURL((url) => /\/procedures\/[0-9a-f-]+\/edit/.test(url.pathname) && !url.pathname.includes(id));
    const revisionId = /\/procedures\/([0-9a-f-]+)\/edit/.exec(page.url())?.[1] ?? "";
    const revision = (await api("GET", `/api/procedures/${revisionId}/`, token)).body as TRecord;
    expect(revision).toMatchObject({ name: "DMOS-E2E-020 rév. B", forked_from: id, fork_reason: "Nouveau fil fourré" });
    await page.getByText("Révision ou copie de", { exact: false }).waitFor();
    await screenshot(page, "procedure-revision-fr");
    await context.close();
  });
});

describe("other clients' procedures", () => {
  it("a Super User copies a demo procedure into a project of their own client, once it has the process", async () => {
    const { context, page } = await newPage(browser);
    const root = await signInByApi(page, "root@e2e.test", "e2e-root-password");
    const clients = (await api("GET", "/api/clients/?page_size=100", root)).body.results as { id: string; name: string }[];
    // The Super User's own client: what root creates through the API lands there.
    const target = clients.find((client) => client.name === "Platform");
    if (!target) throw new Error("no Platform client");
    const project = await api("POST", "/api/projects/", root, {
      name: "Copied procedures yard",
      client: target.id,
      companies: [],
      contractors: [],
    });
    expect(project.status).toBe(201);

    await page.goto("/procedures");
    await page.getByTestId("others-procedures").click();
    await page.waitForURL((url) => url.pathname === "/others/procedures");
    await page.getByRole("heading", { name: "Procedures of other clients" }).waitFor();
    await expect.poll(() => page.getByTestId("row-copy-procedure").count()).toBeGreaterThan(1);
    await page.getByTestId("resource-search").fill("WPS-RR-002");
    await expect.poll(() => page.getByTestId("row-copy-procedure").count()).toBe(1);
    // Names come from the procedure's own client.
    const row = page.getByRole("row").filter({ hasText: "WPS-RR-002" });
    await expect.poll(() => row.textContent()).toContain("Demo Pipelines");
    await expect.poll(() => row.textContent()).toContain("Refinery revamp");
    expect(await page.getByTestId("resource-new").count()).toBe(0);

    await page.getByTestId("row-copy-procedure").click();
    expect(await page.getByTestId("copy-procedure-project").isDisabled()).toBe(true);
    await page.getByTestId("copy-procedure-client").click();
    await page.getByRole("option", { name: target.name, exact: true }).click();
    await page.getByTestId("copy-procedure-project").click();
    await page.getByRole("option", { name: "Copied procedures yard", exact: true }).click();
    await screenshot(page, "others-procedures-copy-en");
    await page.getByTestId("copy-procedure-save").click();
    // Platform has no GTAW process: the dialog names what to create first, and nothing is copied.
    await expect.poll(() => page.getByTestId("copy-procedure-missing").textContent()).toContain("Missing in this client: GTAW");
    await screenshot(page, "others-procedures-missing-en");
    expect((await api("GET", `/api/procedures/?client=${target.id}&search=WPS-RR-002`, root)).body.count).toBe(0);
    const group = await api("POST", "/api/welding-process-groups/", root, {
      name: "Manual TIG",
      minimum_cycle_time: 5,
      integration_step: 0.5,
      occultation_duration_start: 1,
      occultation_duration_stop: 1,
      buffer_start: 2,
      buffer_stop: 2,
    });
    const gtaw = await api("POST", "/api/welding-processes/", root, { name: "GTAW", k_factor: 0.6, welding_process_group: group.body.id });
    expect([group.status, gtaw.status]).toEqual([201, 201]);
    await page.getByTestId("copy-procedure-save").click();
    await expect.poll(() => page.getByText(`The procedure was copied for ${target.name}.`).count()).toBe(1);

    const copies = (await api("GET", `/api/procedures/?client=${target.id}&search=WPS-RR-002`, root)).body.results;
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ project: project.body.id });
    await context.close();
  });
});

describe("documents of a procedure", () => {
  it("an engineer, who has no Documents menu, names a document in a procedure", async () => {
    const { context, page } = await newPage(browser);
    const admin = await signInByApi(page, "admin@demo.example");
    const types = (await api("GET", "/api/document-types/?search=Code", admin)).body.results as { id: string; name: string }[];
    const code = types.find((type) => type.name === "Code");
    const document = await api("POST", "/api/documents/", admin, { name: "API 1104 22nd edition", type: code?.id });
    expect(document.status).toBe(201);

    const token = await signInByApi(page, "engineer@demo.example");
    const found = (await api("GET", "/api/procedures/?search=WPS-NSE-001", token)).body.results;
    await page.goto(`/procedures/${found[0].id}/edit`);
    await page.getByTestId("section-documents").click();
    expect(await page.getByRole("navigation").getByText("Documents", { exact: true }).count()).toBe(0);
    await page.getByTestId("field-documents").click();
    await page.getByRole("option", { name: "API 1104 22nd edition" }).click();
    await page.keyboard.press("Escape");
    await page.getByTestId("procedure-save").click();
    await expect.poll(async () => (await api("GET", `/api/procedures/${found[0].id}/`, token)).body.documents).toContain(document.body.id);
    await context.close();
  });
});

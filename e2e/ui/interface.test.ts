import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

/*
 * Interface quality as a user meets it: axe-core (WCAG 2.2 AA) on the main pages in both themes and languages,
 * and a phone-size journey. One browser context per combination keeps the added time small.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Serious and critical violations of the page as it stands, one line each (rule, element, message). */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.slice(0, 5).map((node) => `${violation.id} ${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1] ?? ""}`),
    );
}

/** Waits until the page's heading is shown and nothing is loading. */
async function settled(page: Page) {
  await page.locator("h1").first().waitFor();
  await expect.poll(() => page.locator(".mantine-Loader-root, [data-loading='true']").count(), { timeout: 10_000 }).toBe(0);
  // Let transitions (menu, notifications) end before colours are measured.
  await page.waitForTimeout(300);
}

describe("accessibility of the main pages", () => {
  it.each([
    { language: "en", theme: "light" },
    { language: "fr", theme: "dark" },
  ])("has no serious or critical axe violation, $language and $theme", async ({ language, theme }) => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    const token = await signInByApi(page, "admin@demo.example");
    await page.evaluate(
      ([lang, scheme]) => {
        localStorage.setItem("weldtrace.language", lang as string);
        localStorage.setItem("weldtrace.theme", scheme as string);
      },
      [language, theme],
    );
    const procedures = await api("GET", "/api/procedures/?ordering=name", token);
    const procedureId = procedures.body.results[0].id as string;
    const pages = [
      "/",
      "/bevel-types",
      "/bevel-types/create",
      "/projects",
      "/procedures",
      `/procedures/${procedureId}/edit`,
      "/my-account",
      "/alerts-list",
    ];
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await settled(page);
      if (path === "/") {
        // Offline, the map's tiles cannot load: the home page falls back to the list of projects, each a link.
        await expect.poll(() => page.getByTestId("home-map-fallback").count(), { timeout: 15_000 }).toBe(1);
        const link = page.getByTestId("home-project-list").getByRole("link", { name: "North Sea export line" });
        expect(await link.getAttribute("href")).toMatch(/^\/projects\/[0-9a-f-]{36}$/);
      }
      expect(await page.locator("html").getAttribute("lang")).toBe(language);
      expect(await page.locator("h1").count(), `${path}: one h1`).toBe(1);
      expect(await page.title(), `${path}: a title of its own`).not.toBe("WeldTrace");
      for (const violation of await seriousViolations(page)) found.push(`${path} ${violation}`);
      if (path === "/procedures" || path === "/")
        await screenshot(page, `a11y-${path === "/" ? "home" : "procedures"}-${language}-${theme}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

describe("on a phone (390×844)", () => {
  it("opens with the menu closed, closes it after a tap, shows lists as cards and keeps the procedure form usable", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signInByApi(page, "admin@demo.example");
    await page.goto("/");
    await settled(page);
    const menu = page.getByRole("navigation", { name: "Menu" });
    // A closed menu slides out of the screen (left of it).
    const menuShown = () => menu.evaluate((element) => element.getBoundingClientRect().right > 0);
    await expect.poll(menuShown).toBe(false);

    await page.getByTestId("sidebar-toggle").click();
    await expect.poll(menuShown).toBe(true);
    await menu.getByRole("link", { name: "Projects", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/projects");
    await expect.poll(menuShown).toBe(false);

    await expect.poll(() => page.getByTestId("resource-card").count()).toBeGreaterThan(0);
    expect(await page.locator("table").count()).toBe(0);
    // Nothing scrolls sideways, and badges show their whole text.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const truncated = await page
      .locator(".mantine-Badge-label")
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent));
    expect(truncated).toEqual([]);
    await screenshot(page, "phone-projects");

    await page.goto("/procedures");
    await expect.poll(() => page.getByTestId("resource-card").count()).toBeGreaterThan(0);
    await page.getByTestId("resource-card").first().click();
    await page.waitForURL(/\/procedures\/[0-9a-f-]+\/edit/);
    const select = page.getByTestId("section-select");
    await select.click();
    await page.getByRole("option", { name: "Pass groups" }).click();
    await expect.poll(() => page.getByTestId("section-panel-passGroups").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "phone-procedure-pass-groups");
    await context.close();
  });
});

describe("generic forms", () => {
  it("focuses the first field in error, asks before leaving unsaved edits, and keeps My account's Save off until a change", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "engineer@demo.example");
    await page.goto("/bevel-types/create");
    await page.getByTestId("resource-save").click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("field-name");

    await page.getByTestId("field-name").fill("Unsaved bevel");
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Projects", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByText("Leave without saving?").count()).toBe(1);
    await dialog.getByRole("button", { name: "Stay" }).click();
    expect(new URL(page.url()).pathname).toBe("/bevel-types/create");
    expect(await page.getByTestId("field-name").inputValue()).toBe("Unsaved bevel");

    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Projects", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Leave" }).click();
    await page.waitForURL((url) => url.pathname === "/projects");

    await page.goto("/my-account");
    const save = page.getByTestId("account-save");
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.getByLabel("First name").fill("Changed");
    await expect.poll(() => save.isDisabled()).toBe(false);
    await context.close();
  });
});

describe("lists and settings", () => {
  it("an empty list says what it is for and offers New; a search that finds nothing says so and clears", async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    await signInByApi(page, "admin@demo.example");
    // No journey and no demo data makes custom attribute names.
    await page.goto("/custom-attribute-names");
    const purpose = page.getByTestId("resource-empty-purpose");
    await expect.poll(() => purpose.textContent()).toBe("Names of the extra attributes that you can add to records.");
    const create = page.getByTestId("resource-empty").getByTestId("empty-new");
    expect(await create.textContent()).toBe("New custom attribute name");
    await create.click();
    await page.waitForURL((url) => url.pathname === "/custom-attribute-names/create");

    await page.goto("/bevel-types?search=no-such-bevel");
    const noMatch = page.getByTestId("resource-no-match");
    await expect.poll(() => noMatch.textContent()).toContain("No bevel types match “no-such-bevel”");
    expect(await page.getByTestId("resource-empty").count()).toBe(0);
    await noMatch.getByRole("button", { name: "Clear the search" }).click();
    await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("groups the settings and filters them as one types, reached with '/', Enter opening the first one shown", async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    await signInByApi(page, "admin@demo.example");
    await page.goto("/projects");
    await settled(page);
    await page.keyboard.press("/");
    const filter = page.getByTestId("settings-filter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("settings-filter");
    const menu = page.getByRole("navigation", { name: "Menu" });
    expect(await page.getByTestId("settings-group-procedure").getByRole("link", { name: "Bevel types" }).count()).toBe(1);
    expect(await page.getByTestId("settings-group-instruments").getByRole("link", { name: "Product models" }).count()).toBe(1);

    await filter.fill("temperature meas");
    await expect.poll(() => menu.getByRole("link", { name: "Bevel types" }).count()).toBe(0);
    expect(await page.getByTestId("settings-group-inspection").getByRole("link").allTextContents()).toEqual([
      "Temperature measuring methods",
    ]);
    await filter.press("Enter");
    await page.waitForURL((url) => url.pathname === "/temperature-measuring-methods");
    await filter.fill("nothing like this");
    await expect.poll(() => page.getByTestId("settings-no-match").count()).toBe(1);
    await context.close();
  });

  it("keeps the French process-groups table within 1440 px, Actions on screen and headers whole", async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    await signInByApi(page, "admin@demo.example");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    await page.goto("/welding-process-groups");
    await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(0);
    const actions = page.locator("thead th").last();
    expect(await actions.textContent()).toBe("Actions");
    const box = await actions.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1440);
    // Nothing scrolls sideways, the table's own scroll area included.
    const scroller = page.locator(".mantine-datatable .mantine-ScrollArea-viewport").first();
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    const cut = await page
      .locator("thead th .mantine-datatable-ellipsis")
      .evaluateAll((titles) => titles.filter((title) => title.scrollWidth > title.clientWidth + 1).map((title) => title.textContent));
    expect(cut).toEqual([]);
    expect(await page.locator("tbody").textContent()).toContain(" et ");
    await screenshot(page, "process-groups-fr-1440");
    await context.close();
  });
});

describe("pickers that know where they are", () => {
  it("a cycle's welder picker shows each welder's qualification for the torch's process on the cycle's day, and warns with the reason", async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    const token = await signInByApi(page, "engineer@demo.example");
    const weld = (await api("GET", "/api/welds/?search=NS-W-0005", token)).body.results[0] as { id: string; project: string };
    await page.goto(`/projects/${weld.project}/welds/${weld.id}/cycles/create`);
    // No process yet: the picker says what it needs.
    await expect
      .poll(() => page.getByText("Choose the torch's process or pass group to see each welder's qualification.").count())
      .toBeGreaterThan(0);
    await page.getByTestId("field-welding_process_torch_1").click();
    await page.getByRole("option", { name: "GMAW", exact: true }).click();
    await page.getByTestId("field-welder_torch_1").click();
    const option = (name: string) => page.getByRole("listbox").getByRole("option", { name: new RegExp(name) });
    await expect.poll(() => option("Lars Eriksen").textContent()).toContain("Qualified");
    // Siobhan Murphy was tested 6 months less 20 days ago and has not welded since: she lapses soon.
    await expect.poll(() => option("Siobhan Murphy").textContent()).toContain("Expires soon");
    await expect.poll(() => option("Piotr Nowak").textContent()).toContain("Not qualified");
    await screenshot(page, "cycle-welder-standing-en");
    await option("Piotr Nowak").click();
    const warning = page.getByTestId("welder-standing-warning");
    await expect.poll(() => warning.textContent()).toContain("is not qualified for GMAW");
    expect(await warning.textContent()).toContain("No GMAW qualification is recorded for this welder.");
    await page.getByTestId("field-welder_torch_1").click();
    await option("Siobhan Murphy").click();
    await expect.poll(() => warning.textContent()).toMatch(/qualification expires soon.*Continuity \(ASME IX QW-322\): lapses on/);
    await context.close();
  });

  it("a weld's edge pickers offer the project's free edges first, name the weld using an edge, and search by heat on the server", async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    const token = await signInByApi(page, "engineer@demo.example");
    const project = (await api("GET", "/api/projects/?search=North%20Sea", token)).body.results[0].id as string;
    await page.goto(`/projects/${project}/welds/create`);
    await page.getByTestId("field-workpiece_edge_1").click();
    const options = page.getByRole("listbox").getByRole("option");
    await expect.poll(() => options.count()).toBeGreaterThan(3);
    const texts = await options.allTextContents();
    const firstUsed = texts.findIndex((text) => text.includes("Used by"));
    expect(firstUsed).toBeGreaterThan(0);
    expect(texts.slice(0, firstUsed).some((text) => text.includes("Used by"))).toBe(false);
    expect(texts.some((text) => /NS-P-0004 \/ B.*Used by NS-W-0004/.test(text))).toBe(true);
    // A heat number is no part of an edge's name: only the server's search finds its edges.
    await page.getByTestId("field-workpiece_edge_1").fill("H-31150");
    await expect
      .poll(async () => (await options.allTextContents()).map((text) => text.split("Heat")[0]?.trim()))
      .toEqual(["NS-PL-0001 / A"]);
    await options.first().click();
    await expect.poll(() => page.getByTestId("field-workpiece_edge_1").inputValue()).toBe("NS-PL-0001 / A");
    await context.close();
  });
});

describe("lists people can shape", () => {
  it("hides a column for this user and list, and keeps it hidden after a reload", async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    await signInByApi(page, "engineer@demo.example");
    await page.goto("/welds");
    const headers = () => page.locator("thead th").allTextContents();
    await expect.poll(async () => (await headers()).join("|")).toContain("Internal name");
    await page.getByTestId("column-chooser").click();
    await page.getByTestId("column-toggle-internal_name").click();
    await page.keyboard.press("Escape");
    await expect.poll(async () => (await headers()).join("|")).not.toContain("Internal name");
    await page.reload();
    await expect.poll(async () => (await headers()).join("|")).toContain("Procedure");
    expect((await headers()).join("|")).not.toContain("Internal name");
    await page.getByTestId("column-chooser").click();
    await page.getByRole("button", { name: "Show all columns" }).click();
    await expect.poll(async () => (await headers()).join("|")).toContain("Internal name");
    await context.close();
  });

  it("deletes ticked rows after a confirmation, with Undo restoring them; without Undo they are gone from the server", async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    const token = await signInByApi(page, "engineer@demo.example");
    for (const name of ["E2E-BULK-1", "E2E-BULK-2", "E2E-BULK-3"])
      expect((await api("POST", "/api/bevel-types/", token, { name })).status).toBe(201);
    const count = async () => (await api("GET", "/api/bevel-types/?search=E2E-BULK", token)).body.count as number;
    await page.goto("/bevel-types?search=E2E-BULK");
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByRole("checkbox", { name: "Select E2E-BULK-1" }).check();
    await page.getByRole("checkbox", { name: "Select E2E-BULK-2" }).check();
    await expect.poll(() => page.getByTestId("selection-bar").textContent()).toContain("2 rows selected");
    await page.getByTestId("bulk-delete").click();
    await expect.poll(() => page.getByRole("dialog").textContent()).toContain("E2E-BULK-1, E2E-BULK-2");
    await page.getByTestId("confirm-delete").click();
    await expect.poll(() => rows.count()).toBe(1);
    await screenshot(page, "bulk-delete-undo-en");
    await page.getByTestId("undo-delete").click();
    await expect.poll(() => rows.count()).toBe(3);
    // Undone within the window: nothing was deleted, and nothing is later.
    await page.waitForTimeout(6000);
    expect(await count()).toBe(3);

    await page.getByRole("checkbox", { name: "Select E2E-BULK-3" }).check();
    await page.getByTestId("bulk-delete").click();
    await page.getByTestId("confirm-delete").click();
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(count, { timeout: 15_000 }).toBe(2);
    await context.close();
  });
});

describe("one unit per quantity", () => {
  it("shows and takes a cycle's travel speed in the pass groups' unit (mm/min in metric), storing cm/min", async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    const token = await signInByApi(page, "engineer@demo.example");
    const weld = (await api("GET", "/api/welds/?search=NS-W-0005", token)).body.results[0] as { id: string };
    const cycle = await api("POST", "/api/cycles/", token, { weld: weld.id, acquisition_status: "created", travel_speed: 25 });
    expect(cycle.status).toBe(201);
    await page.goto(`/cycles/${cycle.body.id}`);
    await expect.poll(() => page.getByText("Travel speed (mm/min)").count()).toBe(1);
    expect(await page.getByText("250 mm/min").count()).toBe(1);
    await page.goto(`/cycles/${cycle.body.id}/edit`);
    const speed = page.getByTestId("field-travel_speed");
    await expect.poll(() => speed.inputValue()).toBe("250");
    await speed.fill("300");
    await page.getByTestId("resource-save").click();
    await expect.poll(async () => (await api("GET", `/api/cycles/${cycle.body.id}/`, token)).body.travel_speed).toBe(30);
    await api("DELETE", `/api/cycles/${cycle.body.id}/`, token);
    await context.close();
  });
});

describe("a pass group's heat input", () => {
  it("is copied from the computation with one click, and stays editable", async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    await signInByApi(page, "engineer@demo.example");
    await page.goto("/procedure/create");
    await page.getByTestId("field-name").fill("WPS-E2E-HEAT computed heat input");
    await page.getByTestId("field-project").click();
    await page.getByRole("option", { name: "North Sea export line" }).click();
    await page.getByTestId("section-passGroups").click();
    await page.getByTestId("pass-group-add").click();
    const cell = (field: string) => page.getByTestId(`pass-group-cell-0-${field}`).locator("input:not([type=hidden])").first();
    await cell("name").fill("Root");
    await cell("process").click();
    await page.getByRole("option", { name: "GMAW", exact: true }).click();
    // k 0.8 (GMAW); 18 V × 150 A at 300 mm/min → 0.432 kJ/mm; 24 V × 190 A at 200 mm/min → 1.094 kJ/mm.
    for (const [field, value] of [
      ["current_min", "150"],
      ["current_max", "190"],
      ["voltage_min", "18"],
      ["voltage_max", "24"],
      ["travel_speed_min", "200"],
      ["travel_speed_max", "300"],
    ] as const)
      await cell(field).fill(value);
    await page.getByTestId("use-computed-heat-input").click();
    await expect.poll(() => cell("heat_input_min").inputValue()).toBe("0.43");
    expect(await cell("heat_input_max").inputValue()).toBe("1.09");
    expect(await page.getByTestId("use-computed-heat-input").count()).toBe(0);
    await cell("heat_input_max").fill("1.2");
    expect(await cell("heat_input_max").inputValue()).toBe("1.2");
    await context.close();
  });
});

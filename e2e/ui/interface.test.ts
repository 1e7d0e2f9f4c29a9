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

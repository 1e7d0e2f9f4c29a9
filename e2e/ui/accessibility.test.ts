import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

/*
 * Accessibility round two: the screens interface.test.ts does not reach (workpieces with their tag pills,
 * row menu and Data Matrix dialog, a workpiece's Delete button, a weld's repair history), in both themes; a skip link;
 * focus moved into a form when it opens.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 5)
        .map((node) => `${label} ${violation.id} ${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1] ?? ""}`),
    );
}

async function settled(page: Page) {
  await page.locator("h1").first().waitFor();
  await expect.poll(() => page.locator(".mantine-Loader-root, [data-loading='true']").count(), { timeout: 10_000 }).toBe(0);
  await page.waitForTimeout(300);
}

/** A weld repaired by another (a flaw sanctioned Repair names the repair weld), for the repair history. */
async function repairedWeld(token: string): Promise<{ project: string; weld: string }> {
  const procedure = (await api("GET", "/api/procedures/?ordering=name", token)).body.results[0] as { id: string; project: string };
  const edges = (await api("GET", "/api/workpiece-edges/?page_size=100", token)).body.results as { id: string; workpiece: string }[];
  const first = edges[0];
  const second = edges.find((edge) => edge.workpiece !== first?.workpiece);
  const weld = async (name: string) =>
    (
      await api("POST", "/api/welds/", token, {
        name,
        project: procedure.project,
        procedure: procedure.id,
        workpiece_edge_1: first?.id,
        workpiece_edge_2: second?.id,
      })
    ).body as { id: string };
  const original = await weld("A11Y-W1");
  const repair = await weld("A11Y-W1 R1");
  const library = await api("POST", "/api/flaw-libraries/", token, { name: "A11Y library", projects: [procedure.project] });
  const method = await api("POST", "/api/flaw-nde-methods/", token, { name: "RT", library: library.body.id });
  const type = await api("POST", "/api/flaw-types/", token, { name: "Porosity", acronym: "2011", nde_method: method.body.id });
  const flaw = await api("POST", "/api/flaws/", token, {
    weld: original.id,
    library: library.body.id,
    nde_method: method.body.id,
    type: type.body.id,
    status: "Active",
    result: "Rejected",
    sanction: "Repair",
    repaired_by: repair.id,
  });
  if (flaw.status !== 201) throw new Error(`flaw: ${flaw.status} ${JSON.stringify(flaw.body)}`);
  return { project: procedure.project, weld: repair.id };
}

describe("accessibility, round two", () => {
  it("workpieces (tag pills, row menu, Data Matrix dialog), a workpiece's Delete button and a weld's repair history have no serious or critical axe violation, light and dark", async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    const token = await signInByApi(page, "admin@demo.example");
    const { project, weld } = await repairedWeld(token);
    const workpiece = (await api("GET", "/api/workpieces/?page_size=1", token)).body.results[0].id as string;
    const found: string[] = [];
    for (const theme of ["light", "dark"]) {
      await page.evaluate((scheme) => localStorage.setItem("weldtrace.theme", scheme), theme);
      await page.goto("/workpieces");
      await settled(page);
      await expect.poll(() => page.getByTestId("row-menu").count()).toBeGreaterThan(0);
      found.push(...(await seriousViolations(page, `${theme} /workpieces`)));
      await page.getByTestId("row-menu").first().click();
      await page.getByRole("menu").waitFor();
      found.push(...(await seriousViolations(page, `${theme} /workpieces row menu`)));
      await page.keyboard.press("Escape");
      await page.getByTestId("row-data-matrix").first().click();
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(300);
      found.push(...(await seriousViolations(page, `${theme} Data Matrix dialog`)));
      await page.keyboard.press("Escape");

      await page.goto(`/workpieces/${workpiece}/edit`);
      await settled(page);
      found.push(...(await seriousViolations(page, `${theme} workpiece form`)));

      await page.goto(`/projects/${project}/welds/${weld}/edit`);
      await settled(page);
      await page.getByTestId("repair-history").waitFor();
      found.push(...(await seriousViolations(page, `${theme} weld form`)));
      await screenshot(page, `a11y-repair-history-${theme}`);
    }
    expect(found).toEqual([]);
    await context.close();
  }, 240_000);

  it("the first Tab reaches a 'Skip to main content' link that moves focus to the page's main content", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "admin@demo.example");
    await page.goto("/projects");
    await settled(page);
    await page.keyboard.press("Tab");
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    expect(await focused()).toBe("Skip to main content");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    await context.close();
  });

  it("a form opened from a list puts the focus in its first field", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "admin@demo.example");
    await page.goto("/bevel-types");
    await settled(page);
    await page.getByTestId("resource-new").click();
    await page.waitForURL((url) => url.pathname === "/bevel-types/create");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("field-name");
    await context.close();
  });
});

/** Every page the side menu leads to for this user, Settings and Inspections opened (their lists are links too). */
async function menuPages(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const opener of ["/bevel-types", "/flaws"]) {
    await page.goto(opener);
    await settled(page);
    const hrefs = await page
      .getByRole("navigation", { name: "Menu" })
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    for (const href of hrefs) if (href) found.add(href);
  }
  return [...found].sort();
}

describe("accessibility of every menu page", () => {
  it.each([
    { language: "en", theme: "light" },
    { language: "fr", theme: "dark" },
  ])(
    "has no serious or critical axe violation on any page of the Admin's menu, $language and $theme",
    async ({ language, theme }) => {
      const { context, page } = await newPage(browser, { width: 1440, height: 900 });
      await signInByApi(page, "admin@demo.example");
      await page.evaluate(
        ([lang, scheme]) => {
          localStorage.setItem("weldtrace.language", lang as string);
          localStorage.setItem("weldtrace.theme", scheme as string);
        },
        [language, theme],
      );
      const pages = await menuPages(page);
      // The side menu, Settings included, leads to several dozen pages.
      expect(pages.length).toBeGreaterThan(40);
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await settled(page);
        found.push(...(await seriousViolations(page, `${path} ${language}-${theme}`)));
      }
      expect(found).toEqual([]);
      await context.close();
    },
    900_000,
  );
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, signInByApi } from "../support/browser.js";

/*
 * Texts as a reader meets them: no page shows a catalogue key ("procedures.passGroups.filler_metals") instead of
 * its text. Every menu and settings page is visited as an Admin, then the nested pages the menu does not list.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The catalogue's top-level namespaces (apps/web/src/i18n/en/index.ts): a raw key starts with one of them. */
const NAMESPACES = [
  "common",
  "menu",
  "settingsMenu",
  "errors",
  "serverMessages",
  "pages",
  "session",
  "resources",
  "clients",
  "users",
  "procedures",
  "processGroups",
  "imports",
  "labels",
  "workpieces",
  "welds",
  "staff",
];
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join("|")})\\.[A-Za-z_][\\w]*(?:\\.[\\w]+)*`, "g");

/** Raw keys shown on the page: in its text, and in the labels a screen reader reads (aria-label, title, placeholder). */
async function rawKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, one block a line, not the DOM glued together
    const out = [document.body.innerText, document.title];
    for (const element of Array.from(document.querySelectorAll("[aria-label], [title], [placeholder]"))) {
      for (const name of ["aria-label", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  return [...new Set(texts.flatMap((text) => text.match(RAW_KEY) ?? []))];
}

async function settled(page: Page) {
  await page.locator("h1").first().waitFor();
  await expect.poll(() => page.locator(".mantine-Loader-root, [data-loading='true']").count(), { timeout: 10_000 }).toBe(0);
  await page.waitForTimeout(150);
}

describe("no raw catalogue key on any page", () => {
  it("shows no text like 'procedures.passGroups.filler_metals' on any menu or settings page, nor on nested pages, as an Admin", async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    const token = await signInByApi(page, "admin@demo.example");
    await page.goto("/projects");
    await settled(page);
    // Open every collapsed group of the menu (Inspections, Settings and its groups), then read every link.
    const menu = page.getByRole("navigation", { name: "Menu" });
    for (let round = 0; round < 4; round++) {
      const closed = menu.locator("[aria-expanded='false']");
      const count = await closed.count();
      if (count === 0) break;
      for (let index = count - 1; index >= 0; index--) await closed.nth(index).click();
    }
    const menuPaths = await menu
      .locator("a[href^='/']")
      .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""))]);
    expect(menuPaths.length).toBeGreaterThan(40);

    // The demo has no weld: one on the North Sea line's procedure, for the weld's nested pages.
    const procedures = await api("GET", "/api/procedures/?ordering=name", token);
    const procedure = procedures.body.results[0] as { id: string; project: string };
    const procedureId = procedure.id;
    const edges = (await api("GET", "/api/workpiece-edges/?page_size=100", token)).body.results as { id: string; workpiece: string }[];
    const second = edges.find((edge) => edge.workpiece !== edges[0]?.workpiece);
    const created = await api("POST", "/api/welds/", token, {
      name: "TEXTS-W1",
      project: procedure.project,
      procedure: procedureId,
      workpiece_edge_1: edges[0]?.id,
      workpiece_edge_2: second?.id,
    });
    expect(created.status).toBe(201);
    const weld = created.body as { id: string; project: string };
    const workpieceId = edges[0]?.workpiece as string;
    const nested = [
      `/projects/${weld.project}/welds`,
      `/projects/${weld.project}/welds/${weld.id}/edit`,
      `/projects/${weld.project}/welds/${weld.id}/flaws`,
      `/projects/${weld.project}/welds/${weld.id}/flaws/create`,
      `/projects/${weld.project}/welds/${weld.id}/cycles`,
      `/workpieces/${workpieceId}/edit`,
      `/workpieces/${workpieceId}/workpieces-edges`,
      "/archived-procedures",
    ];

    const found: string[] = [];
    for (const path of [...menuPaths, ...nested]) {
      await page.goto(path);
      await settled(page);
      for (const key of await rawKeys(page)) found.push(`${path}: ${key}`);
    }
    // Every section of a procedure, the pass-group grid among them.
    await page.goto(`/procedures/${procedureId}/edit`);
    await settled(page);
    const tabs = page.getByRole("tab");
    let fillerMetalsRow = 0;
    for (let index = 0; index < (await tabs.count()); index++) {
      await tabs.nth(index).click();
      await page.waitForTimeout(100);
      for (const key of await rawKeys(page)) found.push(`procedure tab ${index}: ${key}`);
      fillerMetalsRow += await page.getByTestId("section-panel-passGroups").getByText("Filler metals", { exact: true }).count();
    }
    // The pass-group grid was read, with its filler metals row labelled.
    expect(fillerMetalsRow).toBeGreaterThan(0);
    expect(found).toEqual([]);
    await context.close();
  });
});

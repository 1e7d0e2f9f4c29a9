import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("where a page sits", () => {
  it("a weld's flaws show Projects › project › Welds › weld as links, and the flaw form names its weld", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    const procedure = (await api("GET", "/api/procedures/?ordering=name", token)).body.results[0] as { id: string; project: string };
    const project = (await api("GET", `/api/projects/${procedure.project}/`, token)).body as { name: string };
    const edges = (await api("GET", "/api/workpiece-edges/?page_size=100", token)).body.results as { id: string; workpiece: string }[];
    const second = edges.find((edge) => edge.workpiece !== edges[0]?.workpiece);
    const weld = await api("POST", "/api/welds/", token, {
      name: "NAV-W1",
      project: procedure.project,
      procedure: procedure.id,
      workpiece_edge_1: edges[0]?.id,
      workpiece_edge_2: second?.id,
    });
    expect(weld.status).toBe(201);
    const base = `/projects/${procedure.project}/welds/${weld.body.id}`;

    await page.goto(`${base}/flaws`);
    const crumbs = page.locator("[aria-label='Breadcrumb']");
    await expect.poll(() => crumbs.getByRole("link").allTextContents()).toEqual(["Menu", "Projects", project.name, "Welds", "NAV-W1"]);
    expect(await crumbs.getByRole("link", { name: "NAV-W1" }).getAttribute("href")).toBe(`${base}/edit`);
    expect(await page.locator("h1").textContent()).toBe("Flaws of NAV-W1");

    await page.getByTestId("resource-new").first().click();
    await page.waitForURL((url) => url.pathname === `${base}/flaws/create`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("New flaw on weld NAV-W1");
    await expect
      .poll(() => crumbs.getByRole("link").allTextContents())
      .toEqual(["Menu", "Projects", project.name, "Welds", "NAV-W1", "Flaws"]);
    await screenshot(page, "flaw-form-crumbs-en");
    await context.close();
  });

  it("on a table wider than the window, the row actions stay in sight at the right edge", async () => {
    const { context, page } = await newPage(browser, { width: 1024, height: 768 });
    await signInByApi(page, "admin@demo.example");
    await page.goto("/workpieces");
    await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(0);
    const table = page.locator(".mantine-datatable");
    const scroll = await table.evaluate((element) => {
      const scroller = element.querySelector(".mantine-ScrollArea-viewport") ?? element;
      return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
    });
    expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    const actions = await page.locator("thead th").last().boundingBox();
    const box = await table.boundingBox();
    if (!actions || !box) throw new Error("no table");
    expect(actions.x + actions.width).toBeLessThanOrEqual(box.x + box.width + 1);
    await screenshot(page, "workpieces-pinned-actions");
    await context.close();
  });
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("dashboard", () => {
  it("a manager picks the demo line and the last 30 days: the cards match the welds list, the filters stay in the URL, and the Quality tab ranks welders — in French", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "manager@demo.example");
    const project = (await api("GET", "/api/projects/?search=North%20Sea", token)).body.results[0];
    const welds = (await api("GET", `/api/welds/?project=${project.id}&page_size=100`, token)).body.results as {
      completed: boolean;
      scanned: boolean;
      is_cut_out: boolean;
    }[];
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Tableau de bord" }).waitFor();
    await page.getByTestId("dashboard-project").click();
    await page.getByRole("option", { name: "North Sea export line" }).click();
    await page.getByTestId("dashboard-preset").click();
    await page.getByRole("option", { name: "30 derniers jours" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("preset")).toBe("last30");
    expect(new URL(page.url()).searchParams.get("project")).toBe(project.id);
    // Counted by hand from the list: every demo weld falls in the last 30 days.
    const card = (name: string) => page.getByTestId(`dashboard-card-${name}-value`).textContent();
    await expect.poll(() => card("quantity-welds")).toBe(String(welds.length));
    expect(await card("welds-completed")).toBe(String(welds.filter((weld) => weld.completed).length));
    expect(await card("welds-scanned")).toBe(String(welds.filter((weld) => weld.scanned).length));
    expect(await card("cutout")).toBe(String(welds.filter((weld) => weld.is_cut_out).length));
    // The chart's figures are there for screen readers as a table, one row a day.
    expect(await page.getByTestId("dashboard-daily-table").locator("tbody tr").count()).toBe(30);
    await screenshot(page, "dashboard-progress-fr");

    // A reload keeps the filters (they live in the URL).
    await page.reload();
    await expect.poll(() => card("quantity-welds")).toBe(String(welds.length));
    await page.getByTestId("dashboard-tab-quality").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("quality");
    await expect.poll(() => page.getByTestId("dashboard-by-welder").locator("tbody tr").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("dashboard-by-welder").textContent()).toContain("Taux de rejet par soudeur");
    await screenshot(page, "dashboard-quality-fr");
    await context.close();
  });
});

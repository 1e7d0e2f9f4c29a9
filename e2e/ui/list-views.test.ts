import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

/*
 * Lists people can shape: an engineer filters the welds list, hides a column, saves that as a named view,
 * comes back to the bare list (as after a reload or on another device), picks the view again, and exports the selected
 * rows; on the workpieces list the selection prints as a sheet of Data Matrix labels. English and French.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TEXTS = {
  en: { views: "Views", active: "View: ", save: "Save", completedYes: "Yes", labels: "Print labels", internalName: "Internal name" },
  fr: {
    views: "Vues",
    active: "Vue\u00a0: ",
    save: "Enregistrer",
    completedYes: "Oui",
    labels: "Imprimer les étiquettes",
    internalName: "Nom interne",
  },
} as const;

async function listReady(page: Page) {
  await page.getByTestId("resource-count").waitFor();
  await expect.poll(() => page.locator(".mantine-Loader-root, [data-loading='true']").count(), { timeout: 10_000 }).toBe(0);
}

const headers = (page: Page) => page.locator("thead th").allInnerTexts();

describe("named views and the selection's actions", () => {
  it.each(["en", "fr"] as const)(
    "an engineer saves a view of the welds list, picks it again after a reload, and exports a selection (%s)",
    async (language) => {
      const words = TEXTS[language];
      const { context, page } = await newPage(browser, { width: 1440, height: 900 });
      const token = await signInByApi(page, "engineer@demo.example");
      await page.evaluate((lang) => localStorage.setItem("weldtrace.language", lang), language);
      const viewName = `Completed welds ${language} ${Date.now() % 100000}`;

      await page.goto("/welds");
      await listReady(page);
      // Filter: completed. The filter goes into the address.
      await page.getByTestId("list-filter-completed").click();
      await page.getByRole("option", { name: words.completedYes, exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("completed")).toBe("true");
      // Hide a column.
      await page.getByTestId("column-chooser").click();
      await page.getByTestId("column-toggle-internal_name").click();
      await page.keyboard.press("Escape");
      expect(await headers(page)).not.toContain(words.internalName);

      // Save the view under a name.
      await page.getByTestId("saved-views").click();
      await page.getByTestId("saved-view-new").click();
      await page.getByTestId("saved-view-name").fill(viewName);
      await page.getByTestId("saved-view-save").click();
      await expect.poll(() => page.getByTestId("saved-views").textContent()).toBe(`${words.active}${viewName}`);
      const stored = await api("GET", "/api/saved-views/?list=welds", token);
      expect(stored.body.results.find((view: { name: string }) => view.name === viewName)?.state).toMatchObject({
        filters: { completed: "true" },
        hidden_columns: ["internal_name"],
      });

      // Back on the bare list, with every column (as on another device): pick the view again.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith("weldtrace.columns.")) localStorage.removeItem(key);
      });
      await page.goto("/welds");
      await page.reload();
      await listReady(page);
      expect(await page.getByTestId("saved-views").textContent()).toBe(words.views);
      expect(await headers(page)).toContain(words.internalName);
      await page.getByTestId("saved-views").click();
      await page.getByTestId("saved-view").filter({ hasText: viewName }).waitFor();
      // The open picker adds nothing serious or critical for axe (WCAG 2.2 AA).
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(
        axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")).map((violation) => violation.id),
      ).toEqual([]);
      await page.getByTestId("saved-view").filter({ hasText: viewName }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("completed")).toBe("true");
      await expect.poll(() => headers(page)).not.toContain(words.internalName);
      await expect.poll(() => page.getByTestId("saved-views").textContent()).toBe(`${words.active}${viewName}`);
      await listReady(page);

      // Select two rows and export only them.
      const boxes = page.locator("tbody input[type='checkbox']");
      expect(await boxes.count()).toBeGreaterThanOrEqual(2);
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByTestId("selection-bar").waitFor();
      if (language === "fr") await screenshot(page, "list-views-welds-fr");
      await page.getByTestId("export-selection").click();
      const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-selection-pdf").click()]);
      expect(pdf.suggestedFilename()).toMatch(/^\d{8}_\d{4}(AM|PM)_welds_selection\.pdf$/);

      // The view is deleted from the same menu.
      await page.getByTestId("saved-views").click();
      const row = page.getByTestId("saved-view").filter({ hasText: viewName });
      await row.locator("xpath=..").getByTestId("saved-view-delete").click();
      await expect
        .poll(async () => (await api("GET", "/api/saved-views/?list=welds", token)).body.results.map((view: { name: string }) => view.name))
        .not.toContain(viewName);

      // On the workpieces list, the selection prints as a sheet of labels.
      await page.goto("/workpieces");
      await listReady(page);
      const pieces = page.locator("tbody input[type='checkbox']");
      await pieces.nth(0).check();
      await pieces.nth(1).check();
      const print = page.getByTestId("print-selection-labels");
      expect(await print.textContent()).toBe(words.labels);
      const [labels] = await Promise.all([page.waitForEvent("download"), print.click()]);
      expect(labels.suggestedFilename()).toMatch(/^\d{8}_\d{4}(AM|PM)_workpieces_labels\.pdf$/);
      await context.close();
    },
  );
});

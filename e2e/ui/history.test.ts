import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("history", () => {
  it("an admin changes a welder qualification's expiry: the record's History panel shows the old and new date and who changed it, and the client-wide History page lists the change — in French too", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    const qualification = (await api("GET", "/api/welder-qualifications/?page_size=1&ordering=created_at", token)).body.results[0];
    const before = qualification.expire_at as string | null;
    const changed = await api("PATCH", `/api/welder-qualifications/${qualification.id}/`, token, { expire_at: "2031-03-31" });
    expect(changed.status).toBe(200);

    await page.goto(`/welder-qualifications/${qualification.id}/edit`);
    await page.getByTestId("history-toggle").click();
    const latest = page.getByTestId("history-entry").first();
    await expect.poll(() => latest.textContent()).toContain("2031-03-31");
    const text = (await latest.textContent()) ?? "";
    expect(text).toContain("Changed");
    expect(text).toContain("Alice Martin");
    if (before) expect(text).toContain(before);
    await screenshot(page, "history-panel-en");

    // The client-wide list, filtered on the server, names the same change.
    await page.goto("/history");
    await expect.poll(() => page.getByTestId("history-row").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("history-table").textContent()).toContain("Alice Martin");

    await page.evaluate(() => {
      localStorage.setItem("weldtrace.language", "fr");
      localStorage.setItem("weldtrace.theme", "dark");
    });
    await page.goto(`/welder-qualifications/${qualification.id}/edit`);
    await page.getByTestId("history-toggle").click();
    // The demo client's date format (YYYY-MM-DD) applies whatever the reader's language.
    await expect.poll(() => page.getByTestId("history-entry").first().textContent()).toContain("2031-03-31");
    await screenshot(page, "history-panel-fr-dark");
    await context.close();
  });

  it("a client set to DD/MM/YYYY shows its English readers 31/03/2031 in a record's History panel (the client's date format)", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    const me = (await api("GET", "/api/me/", token)).body;
    const qualification = (await api("GET", "/api/welder-qualifications/?page_size=1&ordering=created_at", token)).body.results[0];
    expect((await api("PATCH", `/api/clients/${me.client}/`, token, { default_date_format: "DD/MM/YYYY" })).status).toBe(200);
    try {
      // The page reads the profile again on load: the kept one still says YYYY-MM-DD.
      await page.goto(`/welder-qualifications/${qualification.id}/edit`);
      await page.getByTestId("history-toggle").click();
      await expect.poll(() => page.getByTestId("history-entry").first().textContent()).toContain("31/03/2031");
      await screenshot(page, "history-panel-client-date-format");
    } finally {
      await api("PATCH", `/api/clients/${me.client}/`, token, { default_date_format: "YYYY-MM-DD" });
      await context.close();
    }
  });
});

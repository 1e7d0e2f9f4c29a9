import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

/* Feedback as a user meets it after an action: toasts (issue 27). */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("toasts", () => {
  it("a failed save's error toast is replaced by the success toast of the retry, shown bottom-right clear of the list's New button", async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 860 });
    const token = await signInByApi(page, "admin@demo.example");
    const existing = (await api("GET", "/api/bevel-types/?page_size=1", token)).body.results[0].name as string;

    await page.goto("/bevel-types/create");
    await page.getByTestId("field-name").fill(existing);
    await page.getByTestId("resource-save").click();
    const toasts = page.locator("[data-toast='save-bevel-types']");
    await expect.poll(() => toasts.textContent()).toContain("Error creating bevel type");

    await page.getByTestId("field-name").fill("Toast bevel type");
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === "/bevel-types");
    await expect.poll(() => toasts.textContent()).toContain("The bevel type was created successfully");
    // The error toast went when the retry succeeded (it leaves with a short transition).
    await expect.poll(() => page.getByText("Error creating bevel type").count()).toBe(0);
    expect(await toasts.count()).toBe(1);

    const toast = await toasts.boundingBox();
    const create = await page.getByTestId("resource-new").boundingBox();
    if (!toast || !create) throw new Error("toast or New button not shown");
    const overlaps =
      toast.x < create.x + create.width &&
      create.x < toast.x + toast.width &&
      toast.y < create.y + create.height &&
      create.y < toast.y + toast.height;
    expect(overlaps).toBe(false);
    // Bottom-right: its right and bottom edges near the window's.
    expect(1366 - (toast.x + toast.width)).toBeLessThan(40);
    expect(860 - (toast.y + toast.height)).toBeLessThan(40);
    await screenshot(page, "toast-bottom-right");
    await context.close();
  });
});

describe("dates", () => {
  it("the instruments list writes its calibration and expiry dates alike, YYYY-MM-DD in English, not '2025-12-16' beside 'Dec 16, 2026'", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "manager@demo.example");
    await page.goto("/measuring-instruments");
    await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(0);
    const headers = await page.locator("thead th").allTextContents();
    const calibrated = headers.findIndex((header) => header.startsWith("Calibrated"));
    const expires = headers.findIndex((header) => header.startsWith("Expire"));
    expect(calibrated).toBeGreaterThan(-1);
    expect(expires).toBeGreaterThan(-1);
    const cells = await page
      .locator("tbody tr")
      .evaluateAll(
        (rows, [first, second]) =>
          rows.flatMap((row) => [row.children[first as number]?.textContent ?? "", row.children[second as number]?.textContent ?? ""]),
        [calibrated, expires],
      );
    const dates = cells.map((cell) => /^\d{4}-\d{2}-\d{2}/.exec(cell)?.[0] ?? cell);
    expect(dates.filter((cell) => cell !== "" && !/^\d{4}-\d{2}-\d{2}$/.test(cell))).toEqual([]);
    expect(dates.filter((cell) => cell !== "").length).toBeGreaterThan(1);
    await context.close();
  });
});

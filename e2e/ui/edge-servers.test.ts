import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("edge servers", () => {
  it("an Admin opens the demo edge server, sees its stream ingested at start and its signal charted, in English and French", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    const servers = (await api("GET", "/api/edge-servers/", token)).body as { id: string; project: string | null }[];
    const edge = servers.find((row) => row.project) as { id: string };
    // The start's demo stream is sent through the machine API in the background: wait until it is processed.
    await expect
      .poll(
        async () => {
          const detail = (await api("GET", `/api/edge-servers/${edge.id}/`, token)).body;
          return detail.has_token === false && detail.streams[0]?.chunks > 0 && detail.streams[0]?.lag === 0;
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(true);
    await page.goto(`/edge-servers/${edge.id}`);
    await expect.poll(() => page.getByTestId("edge-streams").count()).toBe(1);
    await page.getByTestId("stream-signal").first().click();
    await expect.poll(() => page.locator("[data-testid=signal-i] canvas").count()).toBeGreaterThan(0);
    await screenshot(page, "edge-server-signal-en");
    // Zoom: a drag across a twentieth of the current chart loads the raw samples of that range, on all four charts.
    const over = page.locator("[data-testid=signal-i] .u-over");
    await over.scrollIntoViewIfNeeded();
    const box = (await over.boundingBox()) as { x: number; y: number; width: number; height: number };
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.5, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.52, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.55, y, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(() => page.getByTestId("signal-hint").textContent(), { timeout: 15_000 })
      .toMatch(/^(Raw samples at|Min–max band and mean of the raw samples)/);
    await expect.poll(() => page.locator("[data-testid=signal-u] canvas").count()).toBeGreaterThan(0);
    await screenshot(page, "edge-server-signal-zoomed-en");
    await page.getByTestId("signal-whole").click();
    await expect.poll(() => page.getByTestId("signal-hint").textContent()).toMatch(/drag across a chart to zoom in/);
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    await page.reload();
    await page.getByTestId("stream-signal").first().click();
    await expect.poll(() => page.getByText("Télécharger les données brutes (CSV)").count()).toBe(1);
    await context.close();
  });
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type TAlertRow = {
  id: string;
  section: string;
  parameter: string;
  source_id: string | null;
  source_time: string | null;
  inspection: string | null;
  details: string | null;
  acknowledged_at: string | null;
  acknowledged_comment: string | null;
};

/** A cycle the demo's edge stream made (ingested in the background after the server starts). */
async function streamedCycle(token: string): Promise<{ id: string; started_at: string }> {
  let found: { id: string; started_at: string } | undefined;
  await expect
    .poll(
      async () => {
        const rows = (await api("GET", "/api/cycles/?page_size=100", token)).body.results as {
          id: string;
          stream: string | null;
          started_at: string;
        }[];
        found = rows.find((row) => typeof row.stream === "string" && row.started_at);
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found as { id: string; started_at: string };
}

describe("alerts list", () => {
  it("shows the demo's arc and inspection alerts; the engineer acknowledges the fit-up one with a comment and exports the PDF", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "engineer@demo.example");
    const listed = (await api("GET", "/api/alerts/?section=inspection&acknowledged=false", token)).body.results as TAlertRow[];
    const fitUp = listed[0] as TAlertRow;
    expect(fitUp).toBeTruthy();
    const openBefore = (await api("GET", "/api/alerts/open-count/", token)).body.count as number;

    // From the menu: Inspections › Alerts list, with its badge of open alerts.
    await page.goto("/");
    await page.getByRole("navigation").getByText("Inspections", { exact: true }).first().click();
    await expect.poll(() => page.getByTestId("alerts-open-count").textContent()).toBe(String(openBefore));
    const menuLink = page.getByRole("navigation").getByRole("link", { name: /Alerts list/ });
    await expect(menuLink.getAttribute("href")).resolves.toBe("/alerts-list");
    // Clicked again if the first click landed while the Inspections group was still opening (seen on a loaded CI).
    await expect
      .poll(
        async () => {
          if (new URL(page.url()).pathname !== "/alerts-list") await menuLink.click();
          return new URL(page.url()).pathname;
        },
        { timeout: 30_000 },
      )
      .toBe("/alerts-list");
    const table = page.getByTestId("alerts-table");
    // Both sections on a fresh start: the arc data's current out of range, and the fit-up reject.
    await expect.poll(() => table.getByText("Cycle (arc data)").count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByText("Inspection", { exact: true }).count()).toBeGreaterThan(0);
    expect(await table.getByText("Out of range").count()).toBeGreaterThan(0);

    // The section filter goes to the server and into the URL.
    await page.getByTestId("alerts-section").click();
    await page.getByRole("option", { name: "Inspection" }).click();
    await page.waitForURL("**/alerts-list?section=inspection");
    await expect.poll(() => table.getByText("Cycle (arc data)").count()).toBe(0);

    // Acknowledge: a comment is required, then who and when are kept.
    await page.getByTestId(`alert-acknowledge-${fitUp.id}`).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("alert-acknowledge-confirm").click();
    await expect.poll(() => dialog.getByText("A comment is required.").count()).toBe(1);
    await dialog.getByTestId("alert-comment").fill("Root gap re-measured after grinding: 2.8 mm.");
    await screenshot(page, "alerts-acknowledge");
    await dialog.getByTestId("alert-acknowledge-confirm").click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => page.getByTestId(`alert-status-${fitUp.id}`).textContent()).toBe("Acknowledged");
    expect(await page.getByTestId(`alert-acknowledge-${fitUp.id}`).count()).toBe(0);
    const stored = (await api("GET", "/api/alerts/?acknowledged=true", token)).body.results as TAlertRow[];
    expect(stored.find((row) => row.id === fitUp.id)?.acknowledged_comment).toBe("Root gap re-measured after grinding: 2.8 mm.");
    await expect.poll(() => page.getByTestId("alerts-open-count").textContent()).toBe(String(openBefore - 1));

    // The PDF of the filtered list, named by the spec's pattern.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("alerts-export-pdf").click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{8}_\d{4}(AM|PM)_alerts\.pdf$/);
    await screenshot(page, "alerts-list");
    await context.close();
  });

  it("opens an arc alert's cycle at the alert's time (zoomed and marked on a recorded signal), and an inspection alert's measurements", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "engineer@demo.example");
    const arc = ((await api("GET", "/api/alerts/?parameter=current", token)).body.results as TAlertRow[])[0] as TAlertRow;
    expect(arc.source_time).toBeTruthy();
    await page.goto("/alerts-list?parameter=current");
    await page.getByTestId(`alert-open-${arc.id}`).click();
    await page.waitForURL(`**/cycles/${arc.source_id}?at=*`);
    expect(new URL(page.url()).searchParams.get("at")).toBe(arc.source_time);
    // The demo's arc alerts are on hand-typed cycles: the page names the moment, with no chart to show it on.
    await expect
      .poll(() => page.getByTestId("signal-focus").textContent())
      .toMatch(/^Alert at .*\.\d{3}\. This cycle has no recorded signal/);

    // A cycle of the demo's edge stream: ?at= zooms every chart on the moment and marks it.
    const streamed = await streamedCycle(token);
    const moment = new Date(Date.parse(streamed.started_at) + 3_000).toISOString();
    await page.goto(`/cycles/${streamed.id}?at=${encodeURIComponent(moment)}`);
    await expect
      .poll(() => page.getByTestId("signal-focus").textContent(), { timeout: 20_000 })
      .toMatch(/^Alert at .*\.\d{3}: the charts are zoomed/);
    expect(await page.getByTestId("signal-i").getAttribute("data-focus-us")).toBe(String(Date.parse(moment) * 1000));
    await screenshot(page, "cycle-at-alert");

    const fitUp = ((await api("GET", "/api/alerts/?section=inspection", token)).body.results as TAlertRow[])[0] as TAlertRow;
    expect(fitUp.inspection).toBeTruthy();
    await page.goto("/alerts-list?section=inspection");
    await page.getByTestId(`alert-open-${fitUp.id}`).click();
    await page.waitForURL(`**/fitup-inspections/${fitUp.inspection}/fitup-inspection-measurements`);
    await context.close();
  }, 120_000);

  it("reads in French and in the dark theme", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "viewer@demo.example");
    await page.evaluate(() => {
      localStorage.setItem("weldtrace.language", "fr");
      localStorage.setItem("weldtrace.theme", "dark");
    });
    await page.goto("/alerts-list");
    const table = page.getByTestId("alerts-table");
    await expect.poll(() => table.getByText("Cycle (données d'arc)").count()).toBeGreaterThan(0);
    // A viewer reads only: no acknowledge button.
    expect(await page.getByRole("button", { name: "Acquitter" }).count()).toBe(0);
    // The fit-up reject's reason, written by the server, reads in French (its code, not its English text).
    const viewerToken = await signInByApi(page, "viewer@demo.example");
    const fitUp = ((await api("GET", "/api/alerts/?section=inspection", viewerToken)).body.results as TAlertRow[])[0] as TAlertRow;
    expect(fitUp.details).toBeTruthy();
    await page.goto("/alerts-list?section=inspection");
    await expect.poll(() => table.getByText("Inspection", { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText(fitUp.details as string).count()).toBe(0);
    await screenshot(page, "alerts-list-fr-dark");
    // A cycle at an alert's time, in French.
    const token = await signInByApi(page, "viewer@demo.example");
    const streamed = await streamedCycle(token);
    const moment = new Date(Date.parse(streamed.started_at) + 3_000).toISOString();
    await page.goto(`/cycles/${streamed.id}?at=${encodeURIComponent(moment)}`);
    await expect
      .poll(() => page.getByTestId("signal-focus").textContent(), { timeout: 20_000 })
      .toMatch(/^Alerte à .*\.\d{3}\s: les graphiques/);
    await screenshot(page, "cycle-at-alert-fr-dark");
    await context.close();
  });
});

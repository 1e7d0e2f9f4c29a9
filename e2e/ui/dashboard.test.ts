import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("dashboard", () => {
  it("a manager picks the demo line and the last 30 days: the cards match the welds list, the filters stay in the URL, the Quality tab ranks welders and the Timeline counts the cycles list's cycles — in French", async () => {
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
    // (polled: the range's own answer may replace the previous one's table after the cards already read right)
    await expect.poll(() => page.getByTestId("dashboard-daily-table").locator("tbody tr").count()).toBe(30);
    await screenshot(page, "dashboard-progress-fr");

    // A reload keeps the filters (they live in the URL).
    await page.reload();
    await expect.poll(() => card("quantity-welds")).toBe(String(welds.length));
    await page.getByTestId("dashboard-tab-quality").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("quality");
    await expect.poll(() => page.getByTestId("dashboard-by-welder").locator("tbody tr").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("dashboard-by-welder").textContent()).toContain("Taux de rejet par soudeur");
    await screenshot(page, "dashboard-quality-fr");

    // The Timeline tab counts the same cycles the cycles list holds (every demo cycle was typed in by hand).
    const cycles = (await api("GET", `/api/cycles/?project=${project.id}&page_size=1000`, token)).body.results as {
      started_at: string | null;
    }[];
    await page.getByTestId("dashboard-tab-timeline").click();
    await expect
      .poll(() => page.getByTestId("dashboard-timeline-cycles-value").textContent())
      .toBe(String(cycles.filter((cycle) => cycle.started_at).length));
    expect(await page.getByTestId("dashboard-timeline-stations").textContent()).toContain("Saisis à la main (sans poste)");
    await screenshot(page, "dashboard-timeline-fr");
    await context.close();
  });
});

describe("traceability", () => {
  it("an engineer opens NS-W-0004's traceability from the weld list: its pipes (one cut from NS-P-0005), heat, certificate, welders qualified that day and wire, also in its data book PDF with the heats' certificates appended, and back from the cut pipe to the weld", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "engineer@demo.example");
    await page.goto("/welds?search=NS-W-0004");
    const row = page.getByRole("row").filter({ hasText: "NS-W-0004" });
    await row.getByTestId("weld-more").click();
    await page.getByTestId("weld-traceability").click();
    await page.getByRole("heading", { name: "Traceability of NS-W-0004" }).waitFor();
    const madeOf = page.getByTestId("trace-made-of");
    await expect.poll(() => madeOf.textContent()).toContain("NS-P-0004");
    const text = (await madeOf.textContent()) ?? "";
    expect(text).toContain("cut from NS-P-0005");
    expect(text).toContain("H-24817");
    expect(text).toContain("EN 10204 3.1 certificate");
    const weldedBy = (await page.getByTestId("trace-welded-by").textContent()) ?? "";
    expect(weldedBy).toContain("Qualified");
    expect(weldedBy).toContain("OK AristoRod 12.50 (FM-55210)");
    expect(await page.getByTestId("trace-flaws").textContent()).toContain("Volumetric indication");
    // The data book gathers the same facts in a PDF.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("trace-data-book").click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{8}_\d{4}(AM|PM)_data-book_NS-W-0004\.pdf$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "weldtrace-data-book-")), download.suggestedFilename());
    await download.saveAs(file);
    // In reading order with spaces collapsed: a table cell may wrap a name over two lines.
    const book = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    for (const expected of [
      "Traceability of NS-W-0004",
      "NS-P-0005-1",
      "H-24817",
      "EN 10204 3.1 certificate",
      "Lars Eriksen",
      "FM-55210",
      "Volumetric indication",
      // The heats' certificates follow the tables, each one's own pages (the pipe's and the wire's).
      "Certificates appended",
      "INSPECTION CERTIFICATE EN 10204 3.1",
      "Heat: H-24817",
      "Heat: FM-55210",
    ])
      expect(book).toContain(expected);
    // Each item links to its record: the pipe opens its workpiece form.
    await madeOf.getByRole("link", { name: "NS-P-0004" }).click();
    await page.waitForURL(/\/workpieces\/[^/]+\/edit$/);

    // The reverse, for a recall: the pipe that was cut names the weld made on its piece.
    await page.goto("/workpieces?search=NS-P-0005");
    await page.getByRole("row").filter({ hasText: "NS-P-0005-1" }).waitFor();
    await page
      .getByRole("row")
      .filter({ hasText: /NS-P-0005(?!-)/ })
      .first()
      .getByTestId("row-menu")
      .click();
    await page.getByTestId("row-where-used").click();
    await page.getByRole("heading", { name: "Welds using NS-P-0005" }).waitFor();
    await expect
      .poll(() => page.getByTestId("where-used-table").locator("tbody tr").allTextContents())
      .toEqual([expect.stringContaining("NS-W-0004")]);
    await page.getByTestId("where-used-table").getByRole("link", { name: "NS-W-0004" }).click();
    await page.getByRole("heading", { name: "Traceability of NS-W-0004" }).waitFor();
    await context.close();
  });

  it("NS-W-0001's weld page lists its fit-up (one root gap rejected) and interpass inspections with the gauges' calibration that day, and the data book prints them — in French too; the gauge's Welds action leads back to NS-W-0001", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "engineer@demo.example");
    const weld = (await api("GET", "/api/welds/?search=NS-W-0001&page_size=10", token)).body.results.find(
      (row: { name: string }) => row.name === "NS-W-0001",
    );
    await page.goto(`/projects/${weld.project}/welds/${weld.id}/traceability`);
    const inspections = page.getByTestId("trace-inspections");
    await expect.poll(() => inspections.textContent()).toContain("Fit-up inspection");
    const text = (await inspections.textContent()) ?? "";
    for (const expected of [
      "8 measurements",
      "1 rejected",
      "Reject",
      "Temperature control inspection",
      "Accept",
      "Hi-lo welding gauge (HILO-2291): Valid",
    ])
      expect(text).toContain(expected);
    await screenshot(page, "traceability-inspections-en");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("trace-data-book").click()]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "weldtrace-data-book-")), download.suggestedFilename());
    await download.saveAs(file);
    const book = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    for (const expected of ["Inspections", "Fit-up inspection", "1 rejected", "HILO-2291", "TC1-88410"]) expect(book).toContain(expected);
    // The measurements of the inspection are one click away.
    await inspections.getByRole("link", { name: "Fit-up inspection" }).click();
    await page.waitForURL(/\/fitup-inspections\/[^/]+\/fitup-inspection-measurements$/);

    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    await page.goto(`/projects/${weld.project}/welds/${weld.id}/traceability`);
    await expect.poll(() => page.getByTestId("trace-inspections").textContent()).toContain("Inspection d'accostage");
    expect(await page.getByTestId("trace-inspections").textContent()).toContain("1 rejetée");
    await screenshot(page, "traceability-inspections-fr");

    // A failed calibration's recall: from the gauge's row to the weld it measured.
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "en"));
    await page.goto("/measuring-instruments?search=HILO-2291");
    await page.getByRole("row").filter({ hasText: "HILO-2291" }).getByTestId("row-where-used").click();
    await page.getByRole("heading", { name: "Welds using Hi-lo welding gauge" }).waitFor();
    await expect
      .poll(() => page.getByTestId("where-used-table").locator("tbody tr").allTextContents())
      // Other journeys may measure with the same gauge on the shared server: NS-W-0001 is among its welds.
      .toEqual(expect.arrayContaining([expect.stringContaining("NS-W-0001")]));
    await context.close();
  });
});

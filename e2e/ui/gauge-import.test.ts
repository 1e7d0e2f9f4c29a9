import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
let engineer: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  engineer = await signInByApi(page, "engineer@demo.example");
  await context.close();
});
afterAll(() => browser?.close());

/** A new fit-up inspection on the demo's sequence (ID high-low and root gap at 0, 90, 180, 270°). */
async function newFitUpInspection(): Promise<string> {
  const sequences = (await api("GET", "/api/fitup-inspection-sequences/", engineer)).body.results as { id: string; procedure: string }[];
  const welds = (await api("GET", "/api/welds/?search=NS-W-0002", engineer)).body.results as { id: string; name: string }[];
  const created = await api("POST", "/api/fitup-inspections/", engineer, {
    procedure: sequences[0]?.procedure,
    weld: welds.find((row) => row.name === "NS-W-0002")?.id,
    sequence: sequences[0]?.id,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

const GAUGE_CSV = [
  "Position,Measurement,Value,Unit,Time",
  "0,Root gap,2.5,mm,2026-11-26 09:00",
  "90,Root gap,3.4,mm,2026-11-26 09:01",
  "180,Root gap,zero,mm,",
].join("\r\n");

describe("gauge import", () => {
  it("an inspector imports a gauge's CSV from the measurement table: each row's outcome in the progress table, then the verdicts in the table", async () => {
    const id = await newFitUpInspection();
    const { context, page } = await newPage(browser);
    await signInByApi(page, "engineer@demo.example");
    await page.goto(`/fitup-inspections/${id}/fitup-inspection-measurements`);
    const chooser = page.waitForEvent("filechooser");
    await page.getByTestId("gauge-import").click();
    await (await chooser).setFiles({ name: "gauge.csv", mimeType: "text/csv", buffer: Buffer.from(GAUGE_CSV) });
    // The progress table: two saved, the third refused on its value.
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.textContent(), { timeout: 30_000 }).toContain("Value: Is not numeric");
    await screenshot(page, "gauge-import-progress");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => page.getByTestId("measurement-row").count()).toBe(2);
    await expect.poll(() => page.getByTestId("verdict-accept").count()).toBe(1);
    await expect.poll(() => page.getByTestId("verdict-reject").count()).toBe(1);
    await screenshot(page, "gauge-import-measurements");
    await context.close();
  });

  it("in French and dark, the button and template menu speak French, and the CSV template has French headers, marks and an example row", async () => {
    const id = await newFitUpInspection();
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signInByApi(page, "engineer@demo.example");
    await page.evaluate(() => {
      localStorage.setItem("weldtrace.language", "fr");
      localStorage.setItem("weldtrace.theme", "dark");
    });
    await page.goto(`/fitup-inspections/${id}/fitup-inspection-measurements`);
    await expect.poll(() => page.getByTestId("gauge-import").textContent()).toBe("Importer un relevé d'appareil");
    await page.getByTestId("gauge-template").click();
    await expect.poll(() => page.getByRole("menuitem").count()).toBe(2);
    await screenshot(page, "gauge-import-fr-dark-phone");
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: /CSV/ }).click();
    const lines = readFileSync((await (await download).path()) as string, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Position *,Mesure *,Valeur,Unité,Instrument,Heure,ID de mesure,Motif de dérogation");
    expect(lines[1]).toBe("0,Root gap,2.5,mm,SN-20417,2026-01-15 09:30:00,,");
    await context.close();
  });
});

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

// In Node the reader's wasm is read from the package, as the web app serves its own copy.
prepareZXingModule({
  overrides: {
    wasmBinary: readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm")).buffer as ArrayBuffer,
  },
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANY = "Nordic Gas Transport AS";

async function supplierFile(prefix: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Spools");
  sheet.addRow(["Name", "Type", "Outer diameter", "Wall thickness", "Grade", "Manufacturer", "Weight", "Length"]);
  sheet.addRow([`${prefix}-1`, "PIPE", 323.9, 12.7, "X65", COMPANY, 1200, 12]);
  sheet.addRow([`${prefix}-2`, "PIPE", null, 12.7, "X65", COMPANY, 1200, 12]);
  sheet.addRow([`${prefix}-3`, "PLATE", null, 20, "S355", COMPANY, 300, 2]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Imports through the list's import button and answers the progress table's rows once it has ended. */
async function importFile(page: Page, name: string, file: Buffer, endStatus: string) {
  await page.goto("/workpieces");
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("import-button").click();
  await (await chooser).setFiles({ name, mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: file });
  await expect.poll(() => page.getByTestId("import-status").textContent(), { timeout: 30_000 }).toBe(endStatus);
  return page.getByTestId("import-rows").locator("tbody tr").allInnerTexts();
}

describe("workpieces", () => {
  it("an inspector imports a supplier's XLSX with one bad row and reads each row's outcome in the progress table", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "inspector@demo.example");
    const rows = await importFile(page, "spools.xlsx", await supplierFile("E2E-IMP"), "Error");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^n°1\s+E2E-IMP-1\s+Success/i);
    expect(rows[1]).toMatch(/^n°2\s+E2E-IMP-2\s+Error\s+Outer diameter: Required$/i);
    expect(rows[2]).toMatch(/^n°3\s+E2E-IMP-3\s+Success/i);
    await screenshot(page, "workpieces-import-progress-en");
    await page.getByTestId("import-close").click();
    const saved = (await api("GET", "/api/workpieces/?search=E2E-IMP", token)).body.results.map((row: { name: string }) => row.name);
    expect(saved).toEqual(["E2E-IMP-1", "E2E-IMP-3"]);
    await context.close();
  });

  it("en français : l'import affiche la progression, le statut et la raison d'une ligne refusée (champ et message) traduits", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "inspector@demo.example");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    const rows = await importFile(page, "tubes.xlsx", await supplierFile("E2E-FR"), "Erreur");
    // The reason names the field by its French label, with the message in French (no raw JSON).
    expect(rows[1]).toMatch(/^n°2\s+E2E-FR-2\s+Erreur\s+Diamètre extérieur : Obligatoire$/i);
    expect(rows[0]).toMatch(/Succès/i);
    await screenshot(page, "workpieces-import-progress-fr");
    await context.close();
  });

  it("cuts a spool in two from the list, then cancels the cut after confirming", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "inspector@demo.example");
    const types = (await api("GET", "/api/workpiece-types/", token)).body.results;
    const companies = (await api("GET", "/api/companies/", token)).body.results;
    const spool = await api("POST", "/api/workpieces/", token, {
      name: "E2E-SPOOL",
      type: types.find((type: { name: string }) => type.name === "PIPE").id,
      manufacturer_id: companies[0].id,
      grade: "X65",
      outer_diameter: 323.9,
      wall_thickness: 12.7,
      length: 12,
      weight: 1200,
    });
    await page.goto("/workpieces?search=E2E-SPOOL");
    await expect.poll(() => page.getByTestId("row-menu").count()).toBe(1);
    await page.getByTestId("row-menu").click();
    await page.getByTestId("row-cut").click();
    await page.getByTestId("cut-length-0").fill("5");
    await page.getByTestId("cut-confirm").click();
    await expect.poll(async () => (await api("GET", `/api/workpieces/?parent=${spool.body.id}`, token)).body.count).toBe(2);
    await page.goto("/workpieces?search=E2E-SPOOL");
    await expect.poll(() => page.getByTestId("row-menu").count()).toBe(3);
    await page.getByTestId("row-menu").first().click();
    await page.getByTestId("row-cancel-cut").click();
    await page.getByTestId("confirm-cancel-cut").click();
    await expect.poll(async () => (await api("GET", `/api/workpieces/?parent=${spool.body.id}`, token)).body.count).toBe(0);
    await context.close();
  });

  it("prints an edge's label: the PNG decodes back to V01T16I{uuid}, and scanning that text opens the edge", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "inspector@demo.example");
    const workpiece = (await api("GET", "/api/workpieces/?search=E2E-IMP-1", token)).body.results[0];
    const [edge] = (
      await api("POST", "/api/workpiece-edges/", token, [
        { workpiece: workpiece.id, name: "E2E-EDGE-A", outer_diameter: 323.9, wall_thickness: 12.7 },
      ])
    ).body;
    await page.goto(`/workpieces/${workpiece.id}/workpieces-edges`);
    await page.getByTestId("row-data-matrix").click();
    await expect.poll(() => page.getByTestId("label-image").count()).toBe(1);
    const download = page.waitForEvent("download");
    await page.getByTestId("label-download").click();
    const png = readFileSync((await (await download).path()) as string);
    const [code] = await readBarcodes(new Uint8Array(png), { formats: ["DataMatrix"] });
    expect(code?.text).toBe(`V01T16I${edge.uuid}`);
    await screenshot(page, "workpiece-edge-label");
    await page.keyboard.press("Escape");
    // A keyboard-wedge scanner types the text and Enter.
    await page.getByTestId("scan-field").fill(code?.text ?? "");
    await page.getByTestId("scan-field").press("Enter");
    await page.waitForURL((url) => url.pathname === `/workpieces/${workpiece.id}/workpieces-edges/${edge.id}/edit`);
    await context.close();
  });
});

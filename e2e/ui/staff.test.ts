import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function pickOption(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option }).first().click();
}

/** The text of a downloaded PDF, as poppler's pdftotext reads it (layout kept, so a row stays on one line). */
function pdfText(file: string): string {
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

async function token(email: string) {
  const response = await api("POST", "/api/api-token-auth/", null, { email, password: "demo-weld-2026" });
  return response.body.token as string;
}

describe("welders", () => {
  it("are created with their countries, listed with their qualification and all found in the exported PDF", async () => {
    const admin = await token("admin@demo.example");
    const process = (await api("POST", "/api/welding-processes/", admin, { name: "GMAW (E2E welders)" })).body.id;
    const team = [
      { first_name: "Ingrid", last_name: "Halvorsen", welder_id: "E2E-W-101", country: "NO;SE" },
      { first_name: "Tomasz", last_name: "Kowalczyk", welder_id: "E2E-W-102", country: "PL" },
      { first_name: "Aoife", last_name: "Brennan", welder_id: "E2E-W-103", country: "IE;GB" },
    ];
    for (const welder of team) expect((await api("POST", "/api/welders/", admin, welder)).status).toBe(201);
    const first = (await api("GET", "/api/welders/?search=E2E-W-101", admin)).body.results[0].id;
    const today = new Date().toISOString().slice(0, 10);
    expect((await api("POST", "/api/welder-qualifications/", admin, { welder: first, process, qualified_at: today })).status).toBe(201);

    const { context, page } = await newPage(browser);
    await signInByApi(page, "admin@demo.example");
    await page.goto("/welders/create");
    await page.getByTestId("field-first_name").fill("Jean");
    await page.getByTestId("field-last_name").fill("Dupont");
    await page.getByTestId("field-welder_id").fill("E2E-W-104");
    await page.getByTestId("field-country").click();
    await page.getByTestId("field-country").fill("Fran");
    await page.getByRole("option", { name: "France (FR)" }).click();
    await page.getByTestId("field-country").fill("Belg");
    await page.getByRole("option", { name: "Belgium (BE)" }).click();
    await page.keyboard.press("Escape");
    await page.getByTestId("resource-save").click();
    await page.waitForURL(/\/welders(\?|$)/);

    await page.getByTestId("resource-search").fill("E2E-W-10");
    await expect.poll(() => page.getByTestId("resource-count").textContent()).toContain("4");
    await expect.poll(() => page.getByText("France - Belgium").count()).toBe(1);
    await expect.poll(() => page.getByText(/^GMAW \(E2E welders\) until/).count()).toBe(1);
    await screenshot(page, "staff-welders-list");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-pdf").click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{8}_\d{4}(AM|PM)_welders\.pdf$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "weldtrace-welders-")), download.suggestedFilename());
    await download.saveAs(file);
    const text = pdfText(file);
    for (const welder of [...team, { first_name: "Jean", last_name: "Dupont", welder_id: "E2E-W-104" }]) {
      expect(text).toMatch(new RegExp(`${welder.welder_id}\\s+${welder.last_name}\\s+${welder.first_name}`));
    }
    expect(text).toContain("France - Belgium");
    expect(text).toContain("Norway - Sweden");
    expect(text).toContain("4 row(s)");
    // Each welder's Data Matrix (type 13) is drawn with its text under it.
    const ids = (await api("GET", "/api/welders/?search=E2E-W-10&page_size=100", admin)).body.results.map((row: { id: string }) => row.id);
    expect(ids).toHaveLength(4);
    for (const id of ids) expect(text).toContain(`V01T13I${id}`);
    await context.close();
  });

  it("are hidden from the menu of an Engineer, who still reads them", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "engineer@demo.example");
    await page.goto("/procedures");
    await expect.poll(() => page.getByRole("link", { name: "Procedures", exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Welders", exact: true }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Measuring instruments", exact: true }).count()).toBe(0);
    const engineer = await token("engineer@demo.example");
    expect((await api("GET", "/api/welders/", engineer)).status).toBe(200);
    expect((await api("POST", "/api/welders/", engineer, { first_name: "A", last_name: "B", welder_id: "E2E-X" })).status).toBe(403);
    await context.close();
  });
});

describe("measuring instrument import", () => {
  it("registers the site's instruments from an XLSX file with the spec's columns, reporting the refused row", async () => {
    const admin = await token("admin@demo.example");
    const existing = (await api("POST", "/api/measuring-instruments/", admin, { name: "Old caliper name", serial_number: "XLSX-0" })).body;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Instruments");
    sheet.addRow([
      "Measuring instrument ID",
      "Name",
      "Serial number",
      "Project",
      "Type",
      "Utility",
      "Calibrated at",
      "Expire at",
      "Documents",
    ]);
    sheet.addRow([
      "",
      "XLSX voltage sensor",
      "XLSX-1",
      "North Sea export line",
      "Voltage sensor",
      "Bug 03 arc voltage",
      "01/15/2026",
      "01/15/2027",
      "",
    ]);
    sheet.addRow(["", "XLSX current sensor", "XLSX-2", "", "Current sensor", "", "2026-02-01", "2027-02-01", ""]);
    sheet.addRow([existing.id, "Renamed caliper", "XLSX-0", "", "Caliper", "", "", "", ""]);
    sheet.addRow(["", "XLSX without serial", "", "", "", "", "", "", ""]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "weldtrace-import-")), "instruments.xlsx");
    await workbook.xlsx.writeFile(file);

    const { context, page } = await newPage(browser);
    await signInByApi(page, "admin@demo.example");
    await page.goto("/measuring-instruments");
    await page.getByTestId("import-button").waitFor();
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => page.getByTestId("import-status").textContent(), { timeout: 20_000 }).toBe("3 saved, 1 refused");
    expect(await page.locator('[data-testid="import-rows"] tr[data-status="success"]').count()).toBe(3);
    expect(await page.locator('[data-testid="import-rows"] tr[data-status="error"]').count()).toBe(1);
    await screenshot(page, "staff-instrument-import");
    await page.keyboard.press("Escape");
    const imported = (await api("GET", "/api/measuring-instruments/?search=XLSX&page_size=100&ordering=serial_number", admin)).body.results;
    expect(imported.map((row: { serial_number: string; name: string }) => [row.serial_number, row.name])).toEqual([
      ["XLSX-0", "Renamed caliper"],
      ["XLSX-1", "XLSX voltage sensor"],
      ["XLSX-2", "XLSX current sensor"],
    ]);
    expect(imported[1]).toMatchObject({ calibrated_at: "2026-01-15", expire_at: "2027-01-15" });
    await context.close();
  });
});

describe("welder qualifications", () => {
  it("say why one expires soon with its date, head the status column, and saving one from a welder's page returns to the welder", async () => {
    const admin = await token("admin@demo.example");
    // A welder tested 6 months less 10 days ago, who has not welded since: continuity lapses in 10 days.
    const tested = new Date();
    tested.setUTCMonth(tested.getUTCMonth() - 6);
    tested.setUTCDate(tested.getUTCDate() + 10);
    const welder = await api("POST", "/api/welders/", admin, { first_name: "Lars", last_name: "Continuity", welder_id: "E2E-W-CONT" });
    const process = await api("POST", "/api/welding-processes/", admin, { name: "SAW (E2E continuity)" });
    const created = await api("POST", "/api/welder-qualifications/", admin, {
      welder: welder.body.id,
      process: process.body.id,
      qualified_at: tested.toISOString().slice(0, 10),
    });
    expect(created.status).toBe(201);
    const expiring = created.body as { welder: string; state: string; lapses_on: string };
    expect(expiring.state).toBe("expiring");
    const { context, page } = await newPage(browser);
    await signInByApi(page, "admin@demo.example");
    await page.goto(`/welders/${expiring.welder}/edit`);
    const reason = page.getByTestId("qualification-reason-expiring");
    const [year, month, day] = expiring.lapses_on.split("-");
    await expect.poll(() => reason.textContent()).toContain(`lapses on ${year}-${month}-${day}`);
    expect(await reason.textContent()).toContain("ASME IX QW-322");
    await screenshot(page, "welder-qualification-reason-en");

    await page.getByRole("link", { name: "New qualification" }).click();
    await page.waitForURL(/\/welder-qualifications\/create\?welder=/);
    await pickOption(page, "field-process", /.+/);
    await page.getByTestId("field-qualified_at").fill("2026-11-02");
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === `/welders/${expiring.welder}/edit`);

    await page.goto("/welder-qualifications");
    await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(0);
    expect(await page.locator("thead th").allTextContents()).toContain("Status");
    await context.close();
  });
});

describe("measuring instruments, in French", () => {
  it("limit the type to the model's, clear it when the model changes, mark expired ones, and show and export dates in the client's date format (the demo's YYYY-MM-DD) in French", async () => {
    const manager = await token("manager@demo.example");
    const types = (await api("GET", "/api/measuring-instrument-types/?page_size=100", manager)).body.results as {
      id: string;
      name: string;
    }[];
    const typeId = (name: string) => types.find((type) => type.name === name)?.id;
    await api("POST", "/api/product-models/", manager, { name: "LEM DVL 500 (E2E)", types: [typeId("Voltage sensor")] });
    await api("POST", "/api/product-models/", manager, { name: "Hall LF 505 (E2E)", types: [typeId("Current sensor")] });
    await api("POST", "/api/measuring-instruments/", manager, {
      name: "Thermocouple E2E",
      serial_number: "TC-E2E-1",
      calibrated_at: "2024-03-01",
      expire_at: "2025-03-01",
    });

    const { context, page } = await newPage(browser);
    await signInByApi(page, "manager@demo.example");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    await page.goto("/measuring-instruments/create");
    await page.getByTestId("field-name").fill("Capteur de tension E2E");
    await page.getByTestId("field-serial_number").fill("DVL-E2E-7");
    await pickOption(page, "field-product_model", "LEM DVL 500 (E2E)");
    await page.getByTestId("field-type").click();
    // The seeded (locked) types read in French.
    await expect.poll(() => page.getByRole("option", { name: "Capteur de tension" }).count()).toBe(1);
    expect(await page.getByRole("option", { name: "Capteur de courant" }).count()).toBe(0);
    await page.getByRole("option", { name: "Capteur de tension" }).click();
    await pickOption(page, "field-product_model", "Hall LF 505 (E2E)");
    await expect.poll(() => page.getByTestId("field-type").inputValue()).toBe("");
    await pickOption(page, "field-type", "Capteur de courant");
    // Dates are typed in the client's date format (the demo's YYYY-MM-DD), named in French, whatever the browser's.
    expect(await page.getByTestId("field-calibrated_at").getAttribute("placeholder")).toBe("AAAA-MM-JJ");
    await page.getByTestId("field-calibrated_at").fill("2026-01-15");
    await page.getByTestId("field-expire_at").fill("2027-01-15");
    await page.getByTestId("resource-save").click();
    await page.waitForURL(/\/measuring-instruments(\?|$)/);

    await page.getByTestId("resource-search").fill("E2E");
    await expect.poll(() => page.getByTestId("resource-count").textContent()).toContain("2");
    await expect.poll(() => page.getByTestId("calibration-expired").count()).toBe(1);
    // In the table: the calibration filter beside the search offers "Expiré" too.
    await expect.poll(() => page.locator("tbody").getByText("Expiré", { exact: true }).count()).toBe(1);
    // Both dates of a row in one format: calibrated and expiry.
    const row = page.locator("tbody tr", { hasText: "DVL-E2E-7" });
    expect(await row.getByText("2026-01-15", { exact: true }).count()).toBe(1);
    expect(await row.getByText("2027-01-15", { exact: true }).count()).toBe(1);
    await screenshot(page, "staff-instruments-fr");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-pdf").click()]);
    expect(download.suggestedFilename()).toMatch(/_measuring_instruments\.pdf$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "weldtrace-instruments-")), download.suggestedFilename());
    await download.saveAs(file);
    const text = pdfText(file);
    expect(text).toContain("Instruments de mesure");
    // The PDF writes dates in the client's date format too (the demo's YYYY-MM-DD), in a French PDF.
    expect(text).toMatch(/DVL-E2E-7.*Hall LF 505 \(E2E\).*Capteur de courant.*2026-01-15\s+2027-01-15/);
    expect(text).toMatch(/TC-E2E-1.*2024-03-01\s+2025-03-01 - Expiré/);
    await context.close();
  });
});

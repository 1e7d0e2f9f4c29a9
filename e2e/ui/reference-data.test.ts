import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("reference data, in French", () => {
  it("creates a document whose type is made on the way with +, with an uploaded file, and a coloured tag", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));

    await page.goto("/documents/create");
    await page.getByTestId("field-name").fill("Carte des soudures — lot 3");
    await page.getByTestId("field-type-create").click();
    await page.waitForURL(/\/document-types\/create\?returnTo=/);
    // The new form, not the one being left.
    await page.getByRole("heading", { name: "Nouveau type de document" }).waitFor();
    await page.getByTestId("field-name").fill("Carte des soudures");
    await page.getByTestId("resource-save").click();

    // Back on the document form: the new type is selected and the name typed before is kept.
    await page.waitForURL((url) => url.pathname === "/documents/create");
    await expect.poll(() => page.getByTestId("field-type").inputValue()).toBe("Carte des soudures");
    expect(await page.getByTestId("field-name").inputValue()).toBe("Carte des soudures — lot 3");

    await page.locator('input[type="file"]').setInputFiles({
      name: "carte-lot-3.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
    });
    await expect.poll(() => page.getByText(/^Fichier envoyé\s;\senregistrez pour le conserver\.$/).count()).toBe(1);
    await screenshot(page, "document-form-fr");
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === "/documents");
    await expect.poll(() => page.getByText("carte-lot-3.pdf").count()).toBe(1);
    await screenshot(page, "documents-list-fr");

    // Download, then a signed link copied to the clipboard that opens without an account.
    await page.getByTestId("resource-search").fill("lot 3");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("document-download").click()]);
    expect(download.suggestedFilename()).toBe("carte-lot-3.pdf");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByTestId("document-copy-url").click();
    await expect.poll(() => page.getByText("Lien copié dans le presse-papiers").count()).toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const shared = await fetch(link.replace(/^https?:\/\/[^/]+/, new URL(page.url()).origin));
    expect(shared.status).toBe(200);
    expect((await shared.text()).startsWith("%PDF")).toBe(true);

    const stored = await api("GET", "/api/documents/?search=lot%203", token);
    expect(stored.body.results[0]).toMatchObject({ filename: "carte-lot-3.pdf" });
    const types = await api("GET", `/api/document-types/${stored.body.results[0].type}/`, token);
    expect(types.body.name).toBe("Carte des soudures");

    await page.goto("/workpiece-tags/create");
    await page.getByTestId("field-label").fill("Service H2S");
    await page.getByTestId("field-color").fill("#fcc419");
    await page.getByTestId("field-label").press("Enter");
    await page.waitForURL((url) => url.pathname === "/workpiece-tags");
    const pill = page.getByText("Service H2S");
    await expect
      .poll(() => pill.evaluate((element) => getComputedStyle(element.closest(".mantine-Badge-root") ?? element).color))
      .toBe("rgb(0, 0, 0)");
    await context.close();
  });

  it("creates a unit system, makes it the default, and is told the default cannot be deleted", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "manager@demo.example");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));

    await page.goto("/uoms/create");
    await page.getByRole("heading", { name: "Nouveau système d'unités" }).waitFor();
    await page.getByTestId("field-name").fill("Chantier Texas");
    await page.getByTestId("resource-save").click();
    // Every unit is required.
    await expect.poll(() => page.getByText("Obligatoire").count()).toBeGreaterThan(10);

    const choose = async (field: string, unit: string) => {
      await page.getByTestId(`field-${field}`).click();
      await page.getByRole("option", { name: unit, exact: true }).click();
    };
    const units: [string, string][] = [
      ["control_position", "in"],
      ["dimension", "in"],
      ["filler_metal_diameter", "in"],
      ["gas_composition", "%"],
      ["gas_flow", "cuft/h"],
      ["heat_input", "kJ/in"],
      ["oscillation_frequency", "Hz"],
      ["oscillation_width", "in"],
      ["temperature", "°F"],
      ["temperature_ramping", "°F/h"],
      ["travel_speed", "in/min"],
      ["weight", "lb"],
      ["weld_cycle_length", "in"],
      ["wire_feed_speed", "in/min"],
      ["workpiece_length", "foot"],
      ["workpiece_outer_diameter", "in"],
    ];
    for (const [field, unit] of units) await choose(field, unit);
    await page.getByText("Par défaut", { exact: true }).click();
    await screenshot(page, "uom-form-fr");
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === "/uoms");
    await expect.poll(() => page.getByText("Chantier Texas").count()).toBe(1);
    await screenshot(page, "uoms-list-fr");

    const list = await api("GET", "/api/uoms/?page_size=50", token);
    const created = list.body.results.find((row: { name: string }) => row.name === "Chantier Texas");
    expect(created).toMatchObject({ is_default: true, temperature: "°F", travel_speed: "in/min", workpiece_length: "foot" });
    expect(list.body.results.filter((row: { is_default: boolean }) => row.is_default)).toHaveLength(1);

    // The default row cannot be deleted: the server says why and the row stays.
    await page.getByTestId("resource-search").fill("Chantier Texas");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    await page.getByTestId("row-delete").first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
    await expect.poll(() => page.getByText(/ne peut pas être supprimé/).count()).toBeGreaterThan(0);
    expect((await api("GET", `/api/uoms/${created.id}/`, token)).status).toBe(200);

    // Give the default back to the metric system so other journeys find the demo as seeded.
    const metric = list.body.results.find((row: { name: string }) => row.name === "Full metric system");
    expect((await api("PATCH", `/api/uoms/${metric.id}/`, token, { is_default: true })).status).toBe(200);
    await context.close();
  });
});

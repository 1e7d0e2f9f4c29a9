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
    await expect.poll(() => page.getByText("Fichier envoyé ; enregistrez pour le conserver.").count()).toBe(1);
    await screenshot(page, "document-form-fr");
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === "/documents");
    await expect.poll(() => page.getByText("carte-lot-3.pdf").count()).toBe(1);
    await screenshot(page, "documents-list-fr");

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
});

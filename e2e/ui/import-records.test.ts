// No silent half import: the past imports beside the Import button — who imported which file, how it ended, its
// report, and its undo after a confirmation; in English and in French.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, DEMO_PASSWORD, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A password the policy takes (strength estimator, no e-mail local part). */
const INSPECTOR_PASSWORD = "quiet-lantern-orbit-93";

const csv = (prefix: string) =>
  Buffer.from(
    [
      "Name,Type,Outer diameter,Wall thickness,Grade,Manufacturer,Weight,Length",
      `${prefix}-1,PIPE,323.9,12.7,X65,Nordic Gas Transport AS,1200,12`,
      `${prefix}-2,PIPE,,12.7,X65,Nordic Gas Transport AS,1200,12`,
      `${prefix}-3,PIPE,323.9,12.7,X65,Nordic Gas Transport AS,1200,12`,
    ].join("\r\n"),
  );

async function importCsv(page: Page, name: string, file: Buffer) {
  await page.goto("/workpieces");
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("import-button").click();
  await (await chooser).setFiles({ name, mimeType: "text/csv", buffer: file });
  await expect.poll(() => page.getByTestId("import-close").isVisible(), { timeout: 30_000 }).toBe(true);
  await page.getByTestId("import-close").click();
}

describe("past imports", () => {
  it("an admin reads a past import (who, file, status, saved/refused), its report, and undoes it after confirming", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    await importCsv(page, "past-en.csv", csv("E2E-PAST"));
    await page.getByTestId("past-imports-button").click();
    const row = page.getByTestId("past-imports").locator("tbody tr").first();
    await expect.poll(() => row.textContent()).toMatch(/past-en\.csv\s*Done\s*2 of 3\s*1/);
    await screenshot(page, "past-imports-en");
    await row.getByRole("button", { name: "Report" }).click();
    await expect.poll(() => page.getByTestId("import-report").textContent()).toMatch(/Reason\s*3\s*E2E-PAST-2\s*Outer diameter: Required/);
    await page.keyboard.press("Escape");
    await row.getByTestId("undo-import").click();
    await page.getByTestId("undo-import-confirm").click();
    await expect.poll(() => row.getByTestId("past-import-status").textContent()).toBe("Undone");
    expect((await api("GET", "/api/workpieces/?search=E2E-PAST", token)).body.count).toBe(0);
    await context.close();
  });

  it("en français : la liste des imports passés et le rapport sont traduits ; un inspecteur ne peut pas annuler", async () => {
    const { context, page } = await newPage(browser);
    // An Inspector of its own: the session journey changes the demo inspector's password.
    const admin = (await api("POST", "/api/api-token-auth/", null, { email: "admin@demo.example", password: DEMO_PASSWORD })).body.token;
    const me = (await api("GET", "/api/me/", admin)).body;
    const groups = (await api("GET", "/api/groups/", admin)).body.results as { id: string; name: string }[];
    const email = `inspector-imports-${Date.now()}@demo.example`;
    const created = await api("POST", "/api/users/", admin, {
      first_name: "Ines",
      last_name: "Import",
      email,
      password: INSPECTOR_PASSWORD,
      group: groups.find((group) => group.name === "Inspector")?.id,
      client: me.client,
    });
    expect(created.status).toBe(201);
    await signInByApi(page, email, INSPECTOR_PASSWORD);
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    await importCsv(page, "passe-fr.csv", csv("E2E-PASSE"));
    await page.getByTestId("past-imports-button").click();
    const row = page.getByTestId("past-imports").locator("tbody tr").first();
    await expect.poll(() => row.textContent()).toMatch(/passe-fr\.csv\s*Terminé\s*2 sur 3\s*1/);
    expect(await row.getByTestId("undo-import").count()).toBe(0);
    await row.getByRole("button", { name: "Rapport" }).click();
    await expect.poll(() => page.getByTestId("import-report").textContent()).toMatch(/Diamètre extérieur\s:\sObligatoire/);
    await screenshot(page, "past-imports-fr");
    await context.close();
  });
});

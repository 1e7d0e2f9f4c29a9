import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

// The spec's last small screens: other clients' documents, the settings screens of procedure sections,
// the equipments catalogue, the flaw type's position unit, the workpieces PDF and the filler-metal label.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type TRow = { id: string; name: string } & Record<string, unknown>;

/** Serious or critical axe findings (WCAG 2.2 AA) on the page once its list has loaded. */
async function seriousViolations(page: Page): Promise<string[]> {
  await expect.poll(() => page.locator(".mantine-Loader-root").count()).toBe(0);
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(" ")}`));
}

describe("the spec's last small screens", () => {
  it("a Super User opens other clients' documents from the documents list, in English", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "root@e2e.test", "e2e-root-password");
    await page.goto("/documents");
    await page.getByTestId("others-link").click();
    await page.waitForURL((url) => url.pathname === "/others/documents");
    await page.getByRole("heading", { name: "Other clients' documents" }).waitFor();
    await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(0);
    // The client column names the demo client; no New, no delete on another client's records.
    await expect.poll(() => page.locator("tbody").getByText("Demo Pipelines").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("resource-new").count()).toBe(0);
    await screenshot(page, "others-documents-en");
    await context.close();
  });

  it("settings screens of bevels, coolings and time lapses, equipments and the flaw type's position unit, in French", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));

    await page.goto("/bevels");
    await page.getByRole("heading", { name: "Chanfreins", exact: true }).waitFor();
    // Other journeys copy demo procedures before this one runs: their rows are listed too, so at least one.
    await expect.poll(() => page.getByText("Compound bevel (mechanised)").count()).toBeGreaterThanOrEqual(1);
    await page.getByTestId("settings-tabs").getByRole("link", { name: "Cotes de chanfrein" }).click();
    await page.waitForURL((url) => url.pathname === "/bevel-dimensions");
    await page.getByRole("heading", { name: "Cotes de chanfrein", exact: true }).waitFor();
    const lower = page.locator("tbody tr", { hasText: "Lower bevel angle" });
    await expect.poll(() => lower.count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => lower.first().textContent()).toContain("37,5 °");
    await screenshot(page, "settings-bevel-dimensions-fr");
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem("weldtrace.theme", "dark"));
    await page.reload();
    await expect.poll(() => lower.count()).toBeGreaterThanOrEqual(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "settings-bevel-dimensions-fr-dark");
    await page.evaluate(() => localStorage.setItem("weldtrace.theme", "light"));
    await page.getByTestId("settings-tabs").getByRole("link", { name: "Types de chanfrein" }).click();
    await page.waitForURL((url) => url.pathname === "/bevel-types");
    await expect.poll(() => page.getByTestId("settings-tabs").getByRole("link", { name: "Chanfreins", exact: true }).count()).toBe(1);

    await page.goto("/cooling");
    await page.getByRole("heading", { name: "Refroidissements", exact: true }).waitFor();
    await page.getByTestId("settings-tabs").getByRole("link", { name: "Méthodes de refroidissement" }).click();
    await page.waitForURL((url) => url.pathname === "/cooling-methods");
    await expect.poll(() => page.getByText("Forced air").count()).toBe(1);

    // A time lapse opens its procedure at the time-lapse section.
    await page.goto("/time-lapses");
    const lapse = page.locator("tbody tr", { hasText: "Root to hot pass" });
    await expect.poll(() => lapse.count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => lapse.first().textContent()).toContain("300 s");
    await screenshot(page, "settings-time-lapses-fr");
    await lapse.first().getByTestId("row-open-procedure").click();
    await page.waitForURL(
      (url) => /^\/procedures\/[0-9a-f-]+\/edit$/.test(url.pathname) && url.searchParams.get("section") === "timeLapse",
    );

    await page.goto("/equipments");
    await page.getByRole("heading", { name: "Équipements de traitement thermique" }).waitFor();
    await expect.poll(() => page.getByText("Induction unit 80 kVA").count()).toBe(1);
    // A procedure's heat treatment picks its equipment from that catalogue (the save is the API tests').
    await page.goto("/time-lapses");
    await page.locator("tbody tr", { hasText: "Root to hot pass" }).first().getByTestId("row-open-procedure").click();
    await page.waitForURL((url) => url.pathname.endsWith("/edit"));
    await page.goto(`${new URL(page.url()).pathname}?section=heatTreatment`);
    await page.getByTestId("add-heat_treatment").click();
    const equipment = page.getByTestId("row-heat_treatment-0").getByRole("textbox", { name: "Équipement", exact: true });
    await equipment.click();
    await page.getByRole("option", { name: "Induction unit 80 kVA" }).click();
    await expect.poll(() => equipment.inputValue()).toBe("Induction unit 80 kVA");
    await screenshot(page, "heat-treatment-equipment-fr");

    // The flaw type's position unit: chosen on its form, shown in the types list in the reader's language.
    const library = ((await api("GET", "/api/flaw-libraries/?page_size=10", token)).body.results as TRow[])[0] as TRow;
    const method = ((await api("GET", `/api/flaw-nde-methods/?library=${library.id}&search=UT`, token)).body.results as TRow[])[0] as TRow;
    const type = (
      (await api("GET", `/api/flaw-types/?nde_method=${method.id}&search=Root%20crack`, token)).body.results as TRow[]
    )[0] as TRow;
    expect(type.position_unit).toBe("mm");
    await page.goto(`/flaw-libraries/${library.id}/nde-methods/${method.id}/types/${type.id}/edit`);
    await expect.poll(() => page.getByTestId("field-position_unit").inputValue()).toBe("Millimètres (mm)");
    await page.getByTestId("field-position_unit").click();
    await page.getByRole("option", { name: "Degrés (°)" }).click();
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname.endsWith(`/nde-methods/${method.id}/types`));
    await expect.poll(() => page.locator("tbody tr", { hasText: type.name }).textContent()).toContain("Degrés (°)");
    await screenshot(page, "flaw-types-position-unit-fr");
    expect((await api("GET", `/api/flaw-types/${type.id}/`, token)).body.position_unit).toBe("degree");
    // A flaw of that type reads its positions in degrees.
    const flaw = ((await api("GET", `/api/flaws/?library=${library.id}&page_size=100`, token)).body.results as TRow[]).find(
      (row) => row.type === type.id,
    ) as TRow;
    await page.goto(`/projects/${String(flaw.project)}/welds/${String(flaw.weld)}/flaws/${flaw.id}/edit`);
    await page.getByText("Position de début (°)").waitFor();
    // Leave the demo library as it was for the other journeys.
    expect((await api("PATCH", `/api/flaw-types/${type.id}/`, token, { position_unit: "mm" })).status).toBe(200);
    await context.close();
  });

  it("exports the workpieces list to PDF and shows a filler metal's Data Matrix label (type 05), in English", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "manager@demo.example");
    await page.goto("/workpieces");
    await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-pdf").click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{8}_\d{4}[AP]M_workpieces\.pdf$/);
    // The title, and headers naming the client's units (jsPDF writes its text uncompressed, parentheses escaped).
    const pdf = readFileSync((await download.path()) as string, "latin1");
    expect(pdf).toContain("(Workpieces) Tj");
    expect(pdf).toMatch(/\(Outer diameter\) Tj\s+T\* \(\\\(mm\\\)\) Tj/);
    expect(pdf).toContain("(323.9) Tj");

    await page.goto("/filler-metals");
    await expect.poll(() => page.getByTestId("row-label").count()).toBeGreaterThan(0);
    await page.getByTestId("row-label").first().click();
    await page.getByTestId("label-image").waitFor();
    expect(await page.getByTestId("label-text").textContent()).toMatch(/^V01T05I[0-9a-f-]{36}$/);
    await screenshot(page, "filler-metal-label-en");
    const labelled = String(await page.getByTestId("label-text").textContent()).slice("V01T05I".length);
    await page.keyboard.press("Escape");
    // The same label from the filler metal's form.
    await page.goto(`/filler-metals/${labelled}/edit`);
    await page.getByTestId("filler-metal-label").click();
    await expect.poll(() => page.getByTestId("label-text").textContent()).toBe(`V01T05I${labelled}`);
    await page.keyboard.press("Escape");

    // The settings list of coolings in English, with its tabs.
    await page.goto("/cooling");
    await page.getByRole("heading", { name: "Coolings", exact: true }).waitFor();
    await expect.poll(() => page.getByTestId("settings-tabs").getByRole("link", { name: "Cooling methods" }).count()).toBe(1);
    await screenshot(page, "settings-coolings-en");
    await context.close();
  });
});

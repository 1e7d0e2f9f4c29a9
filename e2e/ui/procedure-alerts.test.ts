import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The demo's stainless GTAW procedure, in US customary units (°F). */
const STAINLESS = "WPS-RR-002 GTAW 316L 6in sch 40S";

describe("procedure alerts configuration", () => {
  it("an engineer adds a current line and a temperature in °F, saves, finds them again, stored in base units", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "engineer@demo.example");
    const found = (await api("GET", `/api/procedures/?search=${encodeURIComponent("GTAW 316L")}`, token)).body.results;
    const summary = found.find((row: { name: string }) => row.name === STAINLESS);
    expect(summary, JSON.stringify(found)).toBeDefined();
    const procedure = (await api("GET", `/api/procedures/${summary.id}/`, token)).body;
    const root = procedure.pass_group.find((group: { name: string }) => group.name === "Root");
    // Starts from an empty configuration whatever ran before.
    expect(
      (await api("PUT", `/api/procedures/${procedure.id}/alerts-supervisors/`, token, { procedure: procedure.id, supervisors: [] })).status,
    ).toBe(200);

    await page.goto(`/alerts-configuration/${procedure.id}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Alerts configuration: ${STAINLESS}`);
    expect(await page.getByTestId("alerts-units").textContent()).toContain("US customary");
    const passGroups = page.getByTestId("alerts-section-PASS_GROUP");
    expect(await passGroups.getByTestId("alerts-section-empty").count()).toBe(1);

    // Pass groups: current of the root pass, 90 to 130 A, warning within 10 % of the limits.
    await page.getByTestId("alerts-add-PASS_GROUP").click();
    const current = passGroups.getByTestId("alert-line").first();
    expect(await current.getByTestId("alert-name").inputValue()).toBe("Current");
    await current.getByTestId("alert-elements").click();
    await page.getByRole("option", { name: "Root", exact: true }).click();
    await page.keyboard.press("Escape");
    // Empty limits show, greyed, the root pass's own current range they would take.
    await expect.poll(() => current.getByTestId("alert-min").getAttribute("placeholder")).toBe(String(root.current_min));
    expect(await current.getByTestId("alert-max").getAttribute("placeholder")).toBe(String(root.current_max));
    await current.getByTestId("alert-min").fill("90");
    await current.getByTestId("alert-max").fill("130");
    await current.getByTestId("alert-percentage").fill("10");
    await current.getByTestId("alert-time").fill("2");
    expect(await current.getByTestId("alert-warning").isChecked()).toBe(true);
    await current.getByTestId("alert-out-of-range").click();
    expect(await current.getByTestId("alert-out-of-range").isChecked()).toBe(false);

    // Temperature control: limits typed in °F; a minimum above the maximum is refused before any call.
    await page.getByTestId("alerts-add-TEMPERATURE_CONTROL").click();
    const temperature = page.getByTestId("alerts-section-TEMPERATURE_CONTROL").getByTestId("alert-line").first();
    expect(await temperature.textContent()).toContain("°F");
    await temperature.getByTestId("alert-min").fill("400");
    await temperature.getByTestId("alert-max").fill("302");
    await page.getByTestId("alerts-save").click();
    await expect
      .poll(() => page.getByTestId("alert-line-errors").allTextContents())
      .toEqual(["Max: The minimum must not be greater than the maximum."]);
    await temperature.getByTestId("alert-min").fill("212");
    expect(await page.getByTestId("alert-line-errors").count()).toBe(0);
    await screenshot(page, "procedure-alerts-en");
    // Unsaved lines: leaving through the menu asks first; staying keeps them.
    const alertsUrl = page.url();
    await page.getByRole("navigation").getByText("Projects", { exact: true }).click();
    await page.getByRole("dialog").getByText("Leave without saving?").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Stay" }).click();
    expect(page.url()).toBe(alertsUrl);
    expect(await temperature.getByTestId("alert-min").inputValue()).toBe("212");
    await page.getByTestId("alerts-save").click();
    await expect.poll(() => page.getByText("The alerts configuration was saved.").count()).toBe(1);

    await page.reload();
    const reloaded = page.getByTestId("alerts-section-PASS_GROUP").getByTestId("alert-line");
    await expect.poll(() => reloaded.count()).toBe(1);
    expect(await reloaded.getByTestId("alert-min").inputValue()).toBe("90");
    expect(await reloaded.getByTestId("alert-max").inputValue()).toBe("130");
    // The selected pass group shows as a pill.
    expect(await reloaded.textContent()).toContain("Root");
    const reloadedTemperature = page.getByTestId("alerts-section-TEMPERATURE_CONTROL").getByTestId("alert-line");
    expect(await reloadedTemperature.getByTestId("alert-min").inputValue()).toBe("212");
    expect(await reloadedTemperature.getByTestId("alert-max").inputValue()).toBe("302");

    const stored = (await api("GET", `/api/procedures/${procedure.id}/alerts-supervisors/`, token)).body;
    expect(stored.supervisors).toEqual([
      {
        id: expect.any(String),
        type: "PASS_GROUP",
        name: "current",
        elements_selected: [root.id],
        supervisor_min: 90,
        supervisor_max: 130,
        percentage: 10,
        time: 2,
        enabled: true,
        warning: true,
        out_of_range: false,
      },
      {
        id: expect.any(String),
        type: "TEMPERATURE_CONTROL",
        name: "temperature",
        elements_selected: [],
        // 212 °F and 302 °F, stored in °C.
        supervisor_min: 100,
        supervisor_max: 150,
        percentage: null,
        time: null,
        enabled: true,
        warning: true,
        out_of_range: true,
      },
    ]);
    await context.close();
  });

  it("refuses the same attribute twice for the same elements before sending; a server refusal lands on its line", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "engineer@demo.example");
    const summary = (await api("GET", `/api/procedures/?search=${encodeURIComponent("GTAW 316L")}`, token)).body.results[0];
    await page.goto(`/alerts-configuration/${summary.id}`);
    await page.getByTestId("alerts-add-COOLING").click();
    await page.getByTestId("alerts-add-COOLING").click();
    const cooling = page.getByTestId("alerts-section-COOLING").getByTestId("alert-line");
    expect(await cooling.nth(1).getByTestId("alert-name").inputValue()).toBe("Temperature after cooling");
    await cooling.nth(1).getByTestId("alert-name").click();
    await page.getByRole("option", { name: "Temperature before cooling" }).click();
    await page.getByTestId("alerts-save").click();
    await expect
      .poll(() => page.getByTestId("alert-line-errors").allTextContents())
      .toEqual(["Value: This attribute is already configured for these elements."]);

    // Rules only the server knows (rows of another procedure...) come back by position in the payload.
    await cooling.nth(1).getByTestId("alert-name").click();
    await page.getByRole("option", { name: "Temperature after cooling" }).click();
    expect(await page.getByTestId("alert-line-errors").count()).toBe(0);
    await page.route(`**/api/procedures/${summary.id}/alerts-supervisors/`, async (route) => {
      if (route.request().method() !== "PUT") return route.fallback();
      const sent = route.request().postDataJSON() as { supervisors: { type: string; name: string }[] };
      const position = sent.supervisors.findIndex((line) => line.type === "COOLING" && line.name === "temperature_after_cooling");
      await route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ [`supervisors.${position}.elements_selected`]: ["Select a valid choice."] }),
      });
    });
    await page.getByTestId("alerts-save").click();
    await expect
      .poll(() => cooling.nth(1).locator("xpath=following-sibling::tr[1]").textContent())
      .toBe("Applies to: Select a valid choice.");
    expect(await page.getByText("The alerts configuration could not be saved").count()).toBe(1);
    await context.close();
  });

  it("copies the lines with a duplicated procedure; an archived procedure's configuration is read-only", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "engineer@demo.example");
    const summary = (await api("GET", `/api/procedures/?search=${encodeURIComponent("GTAW 316L")}`, token)).body.results[0];
    const northSea = (await api("GET", `/api/projects/?search=${encodeURIComponent("North Sea")}`, token)).body.results[0];
    const copy = await api("POST", `/api/procedures/${summary.id}/duplicate/`, token, { project: northSea.id });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect((await api("POST", `/api/procedures/${copy.body.id}/archive/`, token)).status).toBeLessThan(300);

    await page.goto(`/alerts-configuration/${copy.body.id}`);
    await expect.poll(() => page.getByTestId("procedure-archived").count()).toBe(1);
    const current = page.getByTestId("alerts-section-PASS_GROUP").getByTestId("alert-line");
    await expect.poll(() => current.count()).toBe(1);
    expect(await current.getByTestId("alert-max").inputValue()).toBe("130");
    // The copy's own root pass group, not the source's.
    expect(await current.textContent()).toContain("Root");
    expect(await current.getByTestId("alert-max").isDisabled()).toBe(true);
    expect(await current.getByTestId("alert-warning").isDisabled()).toBe(true);
    expect(await page.getByTestId("alerts-save").count()).toBe(0);
    expect(await page.getByTestId("alerts-add-PASS_GROUP").count()).toBe(0);
    expect(await current.getByTestId("alert-remove").count()).toBe(0);
    const stored = (await api("GET", `/api/procedures/${copy.body.id}/alerts-supervisors/`, token)).body.supervisors;
    const copiedRoot = copy.body.pass_group.find((group: { name: string }) => group.name === "Root");
    expect(stored.map((line: { name: string; elements_selected: string[] }) => [line.name, line.elements_selected])).toEqual([
      ["current", [copiedRoot.id]],
      ["temperature", []],
    ]);
    await context.close();
  });
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("a cycle's form", () => {
  it("offers the weld's two edges in the torch edge picker, the welders sorted by last name, and a start time typed as YYYY-MM-DD hh:mm", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    const procedure = (await api("GET", "/api/procedures/?ordering=name", token)).body.results[0] as { id: string; project: string };
    const edges = (await api("GET", "/api/workpiece-edges/?page_size=100", token)).body.results as {
      id: string;
      workpiece: string;
    }[];
    expect(edges.length).toBeGreaterThan(2);
    const first = edges[0];
    const second = edges.find((edge) => edge.workpiece !== first?.workpiece);
    const weld = await api("POST", "/api/welds/", token, {
      name: "CYCLE-FORM-W1",
      project: procedure.project,
      procedure: procedure.id,
      workpiece_edge_1: first?.id,
      workpiece_edge_2: second?.id,
    });
    expect(weld.status).toBe(201);

    await page.goto(`/projects/${procedure.project}/welds/${weld.body.id}/cycles/create`);
    await page.getByTestId("field-cycle_edge_torch_1").click();
    const options = page.getByRole("listbox").getByRole("option");
    await expect.poll(() => options.count()).toBe(2);
    await page.keyboard.press("Escape");

    const welders = (await api("GET", "/api/welders/?page_size=100", token)).body.results as { last_name: string; first_name: string }[];
    await page.getByTestId("field-welder_torch_1").click();
    await expect.poll(() => page.getByRole("listbox").getByRole("option").count()).toBe(welders.length);
    const shown = await page.getByRole("listbox").getByRole("option").allTextContents();
    const lastNames = welders.map((welder) => welder.last_name).sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    expect(shown.map((label) => lastNames.find((name) => label.endsWith(` ${name}`)))).toEqual(lastNames);
    await screenshot(page, "cycle-form-welders");
    await page.keyboard.press("Escape");
    // Its start time is typed in the app's pattern, not the browser's (mm/dd/yyyy, --:-- --).
    const started = page.getByTestId("field-started_at");
    expect((await started.getAttribute("type")) ?? "text").toBe("text");
    expect(await started.getAttribute("placeholder")).toBe("YYYY-MM-DD hh:mm");
    await context.close();
  });

  it("a cycle's page has its History panel, and the engine's statistics are written with the reader's decimal mark (French: a comma)", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    const engineMade = (await api("GET", "/api/cycles/?page_size=100", token)).body.results.find(
      (cycle: { stream: string | null; mean_current?: number | null }) => cycle.stream !== null,
    ) as { id: string } | undefined;
    expect(engineMade).toBeDefined();
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    await page.goto(`/cycles/${engineMade?.id}`);
    await expect.poll(() => page.getByTestId("history-panel").isVisible()).toBe(true);
    const statistics = page.getByText(/^\d+,\d{2}$/);
    await expect.poll(() => statistics.count()).toBeGreaterThan(0);
    expect(await page.getByText(/^\d+\.\d{2}$/).count()).toBe(0);
    await screenshot(page, "cycle-page-fr");
    await context.close();
  });
});

import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";
import { fakeCameraArgs, type TPixels, writeY4m } from "../support/fake-camera.js";

let browser: Browser;
let inspector: string;

const results = async (path: string) => (await api("GET", path, inspector)).body.results as Record<string, unknown>[];

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  inspector = await signInByApi(page, "engineer@demo.example");
  await context.close();
});
afterAll(() => browser?.close());

describe("inspections", () => {
  it("list the demo fit-up inspection by a 4-character id; its row opens the read-only measurements with their verdicts", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "viewer@demo.example");
    const [inspection] = (await results("/api/fitup-inspections/")) as { id: string }[];
    await page.goto("/fitup-inspections");
    const shortId = inspection?.id.replaceAll("-", "").slice(-4) as string;
    await page.getByText(shortId, { exact: true }).click();
    await page.waitForURL(`**/fitup-inspections/${inspection?.id}/fitup-inspection-measurements`);
    await expect.poll(() => page.getByTestId("measurement-row").count()).toBe(8);
    await expect.poll(() => page.getByTestId("verdict-reject").count()).toBe(1);
    await expect.poll(() => page.getByTestId("verdict-accept").count()).toBe(7);
    expect(await page.getByText("2 – 3 mm").count()).toBeGreaterThan(0);
    expect(await page.getByText("≤ 1.6 mm").count()).toBe(4);
    // A viewer reads; recording is for those who may.
    expect(await page.getByRole("link", { name: "Record measurements" }).count()).toBe(0);
    await screenshot(page, "inspections-fitup-measurements");
    await context.close();
  });

  it("record on a phone: positions in order, a decimal keyboard, the verdict as the value is typed, saved once", async () => {
    const [sequence] = (await results("/api/fitup-inspection-sequences/")) as { id: string; procedure: string }[];
    const weld = ((await results("/api/welds/?search=NS-W-0002")) as { id: string; name: string }[]).find(
      (row) => row.name === "NS-W-0002",
    );
    const created = await api("POST", "/api/fitup-inspections/", inspector, {
      procedure: sequence?.procedure,
      weld: weld?.id,
      sequence: sequence?.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signInByApi(page, "engineer@demo.example");
    await page.goto(`/fitup-inspections/${id}/fitup-inspection-measurements/record`);
    const cards = page.getByTestId("entry-card");
    // ID high-low and root gap at 0, 90, 180 and 270 degrees.
    await expect.poll(() => cards.count()).toBe(8);
    const first = cards.nth(0);
    const input = first.getByRole("textbox");
    expect(await input.getAttribute("inputmode")).toBe("decimal");
    await input.fill("1.9");
    await expect.poll(() => first.getByTestId("verdict-reject").count()).toBe(1);
    await input.fill("1.2");
    await expect.poll(() => first.getByTestId("verdict-accept").count()).toBe(1);
    await screenshot(page, "inspections-phone-entry");
    await first.getByRole("button", { name: "Save" }).click();
    // No instrument chosen: asked first.
    await page.getByTestId("confirm-save").click();
    await expect.poll(async () => (await results(`/api/fitup-inspection-measurements/?inspection=${id}`)).length).toBe(1);
    await expect.poll(() => cards.nth(0).getByText("Measurement saved").count()).toBe(1);
    const [saved] = await results(`/api/fitup-inspection-measurements/?inspection=${id}`);
    expect(saved).toMatchObject({ type: "id_high_low", position: "0", measure: 1.2, verdict: "accept" });
    await context.close();
  });

  it("a bevel sequence on a phone: angles picked from 0 to 359, then a dimension of the procedure's bevel at a position", async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await signInByApi(page, "engineer@demo.example");
    await page.goto("/bevel-inspection-sequences/create");
    await page.getByTestId("field-name").fill("E2E bevel, quarter turns");
    await page.getByTestId("field-project").click();
    await page.getByRole("option", { name: "North Sea export line" }).click();
    // Until the procedure is chosen, its bevels cannot be picked.
    expect(await page.getByTestId("bevel-row-add").isDisabled()).toBe(true);
    await page.getByTestId("field-procedure").click();
    await page
      .getByRole("option", { name: /WPS-NSE-001/ })
      .first()
      .click();
    // Angle positions (a pipe, not a plate): a multi-select of whole degrees, quarter turns in one tap.
    await page.getByTestId("field-positions-every90").click();
    await page.getByTestId("field-positions").click();
    await page.keyboard.type("45");
    await page.getByRole("option", { name: "45", exact: true }).click();
    await page.keyboard.press("Escape");
    await page.getByTestId("bevel-row-add").click();
    const row = page.getByTestId("bevel-row").first();
    await row.getByTestId("bevel-row-position").click();
    await page.getByRole("option", { name: "45", exact: true }).click();
    await row.getByTestId("bevel-row-dimension").click();
    await page.getByRole("option", { name: "Root face" }).click();
    await screenshot(page, "inspections-bevel-sequence-phone");
    // Usable at 375 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId("resource-save").click();
    await page.waitForURL("**/bevel-inspection-sequences");
    const made = (await results("/api/bevel-inspection-sequences/?search=E2E%20bevel")) as Record<string, unknown>[];
    expect(made[0]).toMatchObject({ positions: "0;45;90;180;270", is_plate: false });
    expect(made[0]?.bevel_dimensions).toEqual([expect.objectContaining({ position: "45" })]);
    await context.close();
  });

  it("from a weld's page, New inspection > Fit-up opens the form with the weld and its own two edges (workpiece / edge · heat); saved, it opens the measurement entry, where the instrument shows its calibration and a save without an instrument, or a second value for a position, asks first and Cancel keeps the value", async () => {
    const weld = ((await results("/api/welds/?search=NS-W-0004")) as Record<string, string>[]).find((row) => row.name === "NS-W-0004");
    const { context, page } = await newPage(browser);
    const warnings: string[] = [];
    page.on("console", (entry) => {
      if (entry.type() === "warning" || entry.type() === "error") warnings.push(entry.text());
    });
    await signInByApi(page, "engineer@demo.example");
    await page.goto(`/projects/${weld?.project}/welds/${weld?.id}/edit`);
    await page.getByTestId("new-inspection").click();
    await page.getByTestId("new-inspection-fit_up").click();
    await page.waitForURL(`**/fitup-inspections/create?weld=${weld?.id}`);
    await expect.poll(() => page.getByTestId("field-weld").inputValue()).toBe("NS-W-0004");
    // The weld's edges, filled, each read by its workpiece, its name and its heat.
    await expect.poll(() => page.getByTestId("field-workpiece_edge_1").inputValue()).toMatch(/^.+ \/ .+ · heat .+$/);
    expect(await page.getByTestId("field-workpiece_edge_2").inputValue()).toMatch(/^.+ \/ .+ · heat .+$/);
    // The picker offers the weld's own edges only (the other one is in the other picker).
    await page.getByTestId("field-workpiece_edge_1").click();
    await expect.poll(() => page.getByRole("option").count()).toBe(1);
    await page.keyboard.press("Escape");
    if (!(await page.getByTestId("field-sequence").inputValue())) {
      await page.getByTestId("field-sequence").click();
      await page.getByRole("option").first().click();
    }
    await screenshot(page, "inspections-new-from-weld");
    await page.getByTestId("resource-save").click();
    await page.waitForURL("**/fitup-inspection-measurements/record");
    const id = page.url().split("/fitup-inspections/")[1]?.split("/")[0] as string;
    const saved = await api("GET", `/api/fitup-inspections/${id}/`, inspector);
    expect(saved.body).toMatchObject({
      weld: weld?.id,
      workpiece_edge_1: weld?.workpiece_edge_1,
      workpiece_edge_2: weld?.workpiece_edge_2,
    });

    const first = page.getByTestId("entry-card").nth(0);
    await first.getByRole("textbox").fill("1.2");
    // Without an instrument: a dialog; Cancel keeps the value and saves nothing.
    await first.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Save without an instrument?" }).count()).toBe(1);
    await page.getByTestId("confirm-cancel").click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(await first.getByRole("textbox").inputValue()).toBe("1.2");
    expect(await results(`/api/fitup-inspection-measurements/?inspection=${id}`)).toHaveLength(0);
    // The picked instrument says its calibration.
    await page.getByRole("textbox", { name: "Instrument" }).click();
    await page.getByRole("option", { name: /HILO-2291/ }).click();
    await expect.poll(() => page.getByTestId("instrument-calibration").getAttribute("data-state")).toMatch(/^(valid|expiring)$/);
    expect(await page.getByTestId("instrument-calibration").textContent()).toMatch(/^Calibration (valid|due soon)/);
    await screenshot(page, "inspections-entry-instrument-state");
    await first.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => first.getByText("Measurement saved").count()).toBe(1);
    // A second value for the same position: asked first; Cancel keeps it typed.
    await page.getByTestId("entry-card").nth(0).getByTestId("measure-again").click();
    await page.getByTestId("entry-card").nth(0).getByRole("textbox").fill("1.3");
    await page.getByTestId("entry-card").nth(0).getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Record a second value?" }).count()).toBe(1);
    await page.getByTestId("confirm-cancel").click();
    expect(await page.getByTestId("entry-card").nth(0).getByRole("textbox").inputValue()).toBe("1.3");
    expect(await results(`/api/fitup-inspection-measurements/?inspection=${id}`)).toHaveLength(1);
    await page.getByTestId("entry-card").nth(0).getByRole("button", { name: "Save" }).click();
    await page.getByTestId("confirm-save").click();
    await expect.poll(async () => (await results(`/api/fitup-inspection-measurements/?inspection=${id}`)).length).toBe(2);
    // A full page load of a signed-in screen matches its route at once (React Router warned "No routes matched").
    expect(warnings.filter((text) => text.includes("No routes matched"))).toEqual([]);
    await context.close();
  });

  it("the traceability page's New inspection offers the kinds the procedure plans; a time lapse comes with the weld and the procedure's only time lapse, and opens its entry once saved", async () => {
    const weld = ((await results("/api/welds/?search=NS-W-0004")) as Record<string, string>[]).find((row) => row.name === "NS-W-0004");
    const { context, page } = await newPage(browser);
    await signInByApi(page, "engineer@demo.example");
    await page.goto(`/projects/${weld?.project}/welds/${weld?.id}/traceability`);
    await page.getByTestId("new-inspection").click();
    // WPS-NSE-001 has a bevel, temperature controls, a cooling and a time lapse; no back purging, no heat treatment.
    const offered = await page.getByRole("menuitem").allTextContents();
    expect(offered).toEqual(["Fit-up", "Bevel", "Temperature control", "Cooling", "Time lapse"]);
    await page.getByRole("menuitem", { name: "Time lapse" }).click();
    await page.waitForURL("**/time-lapse-inspections/create?weld=*");
    await expect.poll(() => page.getByTestId("field-time_lapse").inputValue()).toBe("Root to hot pass");
    await page.getByTestId("resource-save").click();
    await page.waitForURL("**/time-lapse-inspection-measurements/record");
    await expect.poll(() => page.getByTestId("entry-card").count()).toBe(1);
    await context.close();
  });

  it("in French, the measurement table gives its reasons in French", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "viewer@demo.example");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    // The demo's inspection: the oldest (other journeys add their own).
    const [inspection] = ((await results("/api/fitup-inspections/")) as { id: string; created_at: string }[]).sort((a, b) =>
      a.created_at.localeCompare(b.created_at),
    );
    await page.goto(`/fitup-inspections/${inspection?.id}/fitup-inspection-measurements`);
    await expect.poll(() => page.getByTestId("verdict-reject").count()).toBe(1);
    const rejected = page.getByTestId("measurement-row").filter({ has: page.getByTestId("verdict-reject") });
    expect(await rejected.textContent()).toContain("est supérieur au maximum de 3 mm");
    expect(await rejected.textContent()).toContain("Mesure");
    expect(await rejected.textContent()).not.toContain("above the maximum");
    await context.close();
  });

  it("on a phone, the instrument is scanned, a value out of tolerance is recorded with it, shows Reject, and the inspection's report PDF lists it", async () => {
    const [sequence] = (await results("/api/fitup-inspection-sequences/")) as { id: string; procedure: string }[];
    const weld = ((await results("/api/welds/?search=NS-W-0002")) as { id: string; name: string }[]).find(
      (row) => row.name === "NS-W-0002",
    );
    const created = await api("POST", "/api/fitup-inspections/", inspector, {
      procedure: sequence?.procedure,
      weld: weld?.id,
      sequence: sequence?.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await signInByApi(page, "engineer@demo.example");
    await page.goto(`/fitup-inspections/${id}/fitup-inspection-measurements/record`);
    // The gauge's Data Matrix label, read by a wedge scanner (its text and Enter) as an inspector in gloves does.
    const [gauge] = (await results("/api/measuring-instruments/?search=HILO-2291")) as { id: string }[];
    await page.getByTestId("scan-field").fill(`V01T07I${gauge?.id}`);
    await page.getByTestId("scan-field").press("Enter");
    await expect.poll(() => page.getByRole("textbox", { name: "Instrument" }).inputValue()).toContain("HILO-2291");
    const first = page.getByTestId("entry-card").nth(0);
    await first.getByRole("textbox").fill("1.9");
    await expect.poll(() => first.getByTestId("verdict-reject").count()).toBe(1);
    await first.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => first.getByText("Measurement saved").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto(`/fitup-inspections/${id}/fitup-inspection-measurements`);
    await expect.poll(() => page.getByTestId("verdict-reject").count()).toBe(1);
    // On a phone the measurements are cards, the verdict on each card's first line, nothing past the screen's edge.
    await expect.poll(() => page.getByTestId("measurement-row").first().getByTestId("verdict-reject").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "inspections-phone-measurements");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("inspection-report").click()]);
    expect(download.suggestedFilename()).toMatch(/_inspection_NS-W-0002_[0-9a-f]{4}\.pdf$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "weldtrace-inspection-report-")), download.suggestedFilename());
    await download.saveAs(file);
    const report = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    for (const expected of [
      "Inspection report of NS-W-0002",
      "North Sea export line",
      "ID High low @",
      "Reject",
      "HILO-2291",
      "Emma Bernard",
      "1.9",
      "<= 1.6",
      "above the maximum 1.6",
    ])
      expect(report).toContain(expected);
    // The weld's report gathers every inspection of the weld.
    const [weldDownload] = await Promise.all([page.waitForEvent("download"), page.getByTestId("weld-inspection-report").click()]);
    expect(weldDownload.suggestedFilename()).toMatch(/_inspections_NS-W-0002\.pdf$/);
    await context.close();
  });

  it("offline, a measurement waits on the phone with a visible count, and is sent once when the connection returns", async () => {
    const [sequence] = (await results("/api/fitup-inspection-sequences/")) as { id: string; procedure: string }[];
    const weld = ((await results("/api/welds/?search=NS-W-0002")) as { id: string; name: string }[]).find(
      (row) => row.name === "NS-W-0002",
    );
    const created = await api("POST", "/api/fitup-inspections/", inspector, {
      procedure: sequence?.procedure,
      weld: weld?.id,
      sequence: sequence?.id,
    });
    const id = created.body.id as string;
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await signInByApi(page, "engineer@demo.example");
    await page.goto(`/fitup-inspections/${id}/fitup-inspection-measurements/record`);
    const cards = page.getByTestId("entry-card");
    await expect.poll(() => cards.count()).toBe(8);
    await context.setOffline(true);
    await cards.nth(1).getByRole("textbox").fill("1.1");
    await cards.nth(1).getByRole("button", { name: "Save" }).click();
    await page.getByTestId("confirm-save").click();
    await expect.poll(() => cards.nth(1).getByTestId("entry-queued").count()).toBe(1);
    await cards.nth(2).getByRole("textbox").fill("1.3");
    await cards.nth(2).getByRole("button", { name: "Save" }).click();
    await page.getByTestId("confirm-save").click();
    await expect.poll(() => page.getByTestId("queue-count").textContent()).toContain("2 measurements waiting to be sent");
    await screenshot(page, "inspections-phone-offline-queue");
    expect(await results(`/api/fitup-inspection-measurements/?inspection=${id}`)).toHaveLength(0);
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId("queue-count").count(), { timeout: 20_000 }).toBe(0);
    const sent = await results(`/api/fitup-inspection-measurements/?inspection=${id}`);
    expect(sent.map((row) => row.measure).sort()).toEqual([1.1, 1.3]);
    // Sent again (an answer lost on the way back), the same measurement is answered, not recorded twice.
    const again = await api("POST", "/api/fitup-inspection-measurements/", inspector, {
      id: sent[0]?.id,
      inspection: id,
      type: sent[0]?.type,
      position: sent[0]?.position,
      measure: sent[0]?.measure,
    });
    expect(again.status).toBe(200);
    expect(await results(`/api/fitup-inspection-measurements/?inspection=${id}`)).toHaveLength(2);
    await context.close();
  });

  it("the instrument is picked by its Data Matrix label: typed by a wedge scanner, or read by the phone's camera", async () => {
    const [sequence] = (await results("/api/fitup-inspection-sequences/")) as { id: string; procedure: string }[];
    const weld = ((await results("/api/welds/?search=NS-W-0002")) as { id: string; name: string }[]).find(
      (row) => row.name === "NS-W-0002",
    );
    const created = await api("POST", "/api/fitup-inspections/", inspector, {
      procedure: sequence?.procedure,
      weld: weld?.id,
      sequence: sequence?.id,
    });
    const id = created.body.id as string;
    const [gauge] = (await results("/api/measuring-instruments/?search=HILO-2291")) as { id: string }[];
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await signInByApi(page, "engineer@demo.example");
    // The gauge's printed label, as the instruments list shows it: its pixels feed the fake camera below.
    await page.goto("/measuring-instruments?search=HILO-2291");
    await page.getByTestId("row-label").first().click();
    await expect.poll(() => page.getByTestId("label-image").count()).toBe(1);
    const pixels = await page.getByTestId("label-image").evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context2d = canvas.getContext("2d") as CanvasRenderingContext2D;
      context2d.drawImage(image, 0, 0);
      return {
        width: canvas.width,
        height: canvas.height,
        rgba: Array.from(context2d.getImageData(0, 0, canvas.width, canvas.height).data),
      };
    });
    const record = `/fitup-inspections/${id}/fitup-inspection-measurements/record`;
    await page.goto(record);
    // A wedge scanner types the label's text and Enter; a label of something else is refused under the field.
    await page.getByTestId("scan-field").fill(`V01T16I${gauge?.id}`);
    await page.getByTestId("scan-field").press("Enter");
    await expect.poll(() => page.getByTestId("scan-error").count()).toBe(1);
    await page.getByTestId("scan-field").fill(`V01T07I${gauge?.id}`);
    await page.getByTestId("scan-field").press("Enter");
    await expect.poll(() => page.getByRole("textbox", { name: "Instrument" }).inputValue()).toContain("HILO-2291");
    await context.close();

    const video = path.join(mkdtempSync(path.join(tmpdir(), "weldtrace-camera-")), "gauge.y4m");
    writeY4m(video, pixels as TPixels);
    const cameraBrowser = await launchBrowser(fakeCameraArgs(video));
    try {
      const phone = await newPage(cameraBrowser, { width: 375, height: 812 });
      await phone.context.grantPermissions(["camera"]);
      await signInByApi(phone.page, "engineer@demo.example");
      await phone.page.goto(record);
      await phone.page.getByRole("button", { name: "Read with the camera" }).click();
      await expect
        .poll(() => phone.page.getByRole("textbox", { name: "Instrument" }).inputValue(), { timeout: 30_000 })
        .toContain("HILO-2291");
      const first = phone.page.getByTestId("entry-card").nth(0);
      await first.getByRole("textbox").fill("1.2");
      await first.getByRole("button", { name: "Save" }).click();
      await expect.poll(async () => (await results(`/api/fitup-inspection-measurements/?inspection=${id}`)).length).toBe(1);
      const [saved] = await results(`/api/fitup-inspection-measurements/?inspection=${id}`);
      expect(saved?.measuring_instrument).toBe(gauge?.id);
      await phone.context.close();
    } finally {
      await cameraBrowser.close();
    }
  });

  it("every inspection screen fits a 390 px phone in French and dark, and a desktop in English and light: the hubs, the seven lists, the four sequence lists and forms, each measurement table and entry screen", async () => {
    const kinds = ["fitup", "bevel", "temperature-control", "cooling", "time-lapse", "back-purging", "heat-treatment"];
    const paths = ["/inspections", "/inspections-setup"];
    for (const kind of kinds) {
      paths.push(`/${kind}-inspections`, `/${kind}-inspections/create`);
      const [inspection] = await results(`/api/${kind}-inspections/?page_size=1`);
      if (inspection)
        paths.push(
          `/${kind}-inspections/${inspection.id}/${kind}-inspection-measurements`,
          `/${kind}-inspections/${inspection.id}/${kind}-inspection-measurements/record`,
        );
    }
    for (const kind of kinds.slice(0, 4)) paths.push(`/${kind}-inspection-sequences`, `/${kind}-inspection-sequences/create`);
    for (const [width, language, theme] of [
      [390, "fr", "dark"],
      [1366, "en", "light"],
    ] as const) {
      const { context, page } = await newPage(browser, { width, height: 844 });
      await signInByApi(page, "engineer@demo.example");
      await page.evaluate(
        ([chosenLanguage, chosenTheme]) => {
          localStorage.setItem("weldtrace.language", chosenLanguage as string);
          localStorage.setItem("weldtrace.theme", chosenTheme as string);
        },
        [language, theme],
      );
      for (const screen of paths) {
        await page.goto(screen);
        await expect.poll(() => page.locator("h1").count(), { message: screen }).toBeGreaterThan(0);
        // The lists' rows and the tables arrive after the heading.
        await page.waitForTimeout(800);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${screen} at ${width} px`).toBeLessThanOrEqual(width);
      }
      await screenshot(page, `inspections-screens-${language}-${width}`);
      await context.close();
    }
  }, 240_000);
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, DEMO_PASSWORD, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("history", () => {
  it("an admin changes a welder qualification's expiry: the record's History panel shows the old and new date and who changed it, and the client-wide History page lists the change — in French too", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    const qualification = (await api("GET", "/api/welder-qualifications/?page_size=1&ordering=created_at", token)).body.results[0];
    const before = qualification.expire_at as string | null;
    const changed = await api("PATCH", `/api/welder-qualifications/${qualification.id}/`, token, { expire_at: "2031-03-31" });
    expect(changed.status).toBe(200);

    await page.goto(`/welder-qualifications/${qualification.id}/edit`);
    await page.getByTestId("history-toggle").click();
    const latest = page.getByTestId("history-entry").first();
    await expect.poll(() => latest.textContent()).toContain("2031-03-31");
    const text = (await latest.textContent()) ?? "";
    expect(text).toContain("Changed");
    expect(text).toContain("Alice Martin");
    if (before) expect(text).toContain(before);
    await screenshot(page, "history-panel-en");

    // The client-wide list, filtered on the server, names the same change.
    await page.goto("/history");
    await expect.poll(() => page.getByTestId("history-row").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("history-table").textContent()).toContain("Alice Martin");

    await page.evaluate(() => {
      localStorage.setItem("weldtrace.language", "fr");
      localStorage.setItem("weldtrace.theme", "dark");
    });
    await page.goto(`/welder-qualifications/${qualification.id}/edit`);
    await page.getByTestId("history-toggle").click();
    // The demo client's date format (YYYY-MM-DD) applies whatever the reader's language.
    await expect.poll(() => page.getByTestId("history-entry").first().textContent()).toContain("2031-03-31");
    await screenshot(page, "history-panel-fr-dark");
    await context.close();
  });

  it("a client set to DD/MM/YYYY shows its English readers 31/03/2031 in a record's History panel (the client's date format)", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    const me = (await api("GET", "/api/me/", token)).body;
    const qualification = (await api("GET", "/api/welder-qualifications/?page_size=1&ordering=created_at", token)).body.results[0];
    expect((await api("PATCH", `/api/clients/${me.client}/`, token, { default_date_format: "DD/MM/YYYY" })).status).toBe(200);
    try {
      // The page reads the profile again on load: the kept one still says YYYY-MM-DD.
      await page.goto(`/welder-qualifications/${qualification.id}/edit`);
      await page.getByTestId("history-toggle").click();
      await expect.poll(() => page.getByTestId("history-entry").first().textContent()).toContain("31/03/2031");
      await screenshot(page, "history-panel-client-date-format");
    } finally {
      await api("PATCH", `/api/clients/${me.client}/`, token, { default_date_format: "YYYY-MM-DD" });
      await context.close();
    }
  });
});

describe("history: who may read it, and which record each row is", () => {
  it("an inspector opening /history by address sees the permission message alone, no filters and no export; an admin sees each row's record by its number, linked to its page", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "inspector@demo.example");
    await page.goto("/history");
    await expect.poll(() => page.getByTestId("resource-forbidden").isVisible()).toBe(true);
    expect(await page.getByTestId("history-export").count()).toBe(0);
    expect(await page.getByTestId("history-filter-user").count()).toBe(0);
    expect(await page.getByTestId("history-table").count()).toBe(0);

    const token = await signInByApi(page, "admin@demo.example");
    const [weld] = (await api("GET", "/api/welds/?page_size=1&ordering=name", token)).body.results as { id: string; name: string }[];
    expect((await api("PATCH", `/api/welds/${weld?.id}/`, token, { internal_name: `Checked ${Date.now()}` })).status).toBe(200);
    await page.goto("/history");
    const record = page.getByTestId("history-row").first().getByTestId("history-record");
    await expect.poll(() => record.textContent()).toContain(weld?.name);
    expect(await record.getAttribute("href")).toBe(`/welds/${weld?.id}/edit`);
    await context.close();
  });
});

/** Three workpieces, imported through the list's Import button as a person does. */
const threeWorkpieces = (prefix: string) =>
  Buffer.from(
    [
      "Name,Type,Outer diameter,Wall thickness,Grade,Manufacturer,Weight,Length",
      ...[1, 2, 3].map((index) => `${prefix}-${index},PIPE,323.9,12.7,X65,Nordic Gas Transport AS,1200,12`),
    ].join("\r\n"),
  );

describe("history: the issue's Done-when journey", () => {
  it("a demo procedure's pass-group current range, then a welder qualification, then three workpieces imported and the import undone: each record's History panel and the client-wide list show exactly those changes, users and values before and after, in English and in French", async () => {
    const { context, page } = await newPage(browser);
    const admin = (await api("POST", "/api/api-token-auth/", null, { email: "admin@demo.example", password: DEMO_PASSWORD })).body.token;
    const engineer = (await api("POST", "/api/api-token-auth/", null, { email: "engineer@demo.example", password: DEMO_PASSWORD })).body
      .token;

    // The demo client shows times as YYYY-MM-DD HH:mm:ss in the browser's zone (this machine's, as Node's here).
    // A second's wait first: rows written by the tests before this one (the client's date format put back) then fall
    // in an earlier second than `started`, so "older than the journey" is a strict comparison of the shown times.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const pad = (value: number) => String(value).padStart(2, "0");
    const now = new Date();
    const started = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // 1. The engineer (Emma Bernard) widens the demo procedure's root pass current range by 5 A each side.
    const [listed] = (await api("GET", "/api/procedures/?search=WPS-NSE-001", engineer)).body.results as { id: string }[];
    const procedure = (await api("GET", `/api/procedures/${listed?.id}/`, engineer)).body;
    const root = procedure.pass_group.find((group: { index: number }) => group.index === 1);
    const [min, max] = [root.current_min as number, root.current_max as number];
    root.current_min = min - 5;
    root.current_max = max + 5;
    expect((await api("PUT", `/api/procedures/${procedure.id}/`, engineer, procedure)).status).toBe(200);

    // 2. The admin (Alice Martin) changes a welder qualification's expiry.
    const qualification = (await api("GET", "/api/welder-qualifications/?page_size=1&ordering=-created_at", admin)).body.results[0];
    const expiry = qualification.expire_at === "2032-06-30" ? "2032-07-31" : "2032-06-30";
    expect((await api("PATCH", `/api/welder-qualifications/${qualification.id}/`, admin, { expire_at: expiry })).status).toBe(200);

    // 3. The engineer imports three workpieces from the workpieces list.
    const prefix = `HIST-${Date.now().toString(36).toUpperCase()}`;
    await signInByApi(page, "engineer@demo.example");
    await page.goto("/workpieces");
    const chooser = page.waitForEvent("filechooser");
    await page.getByTestId("import-button").click();
    await (await chooser).setFiles({ name: "three.csv", mimeType: "text/csv", buffer: threeWorkpieces(prefix) });
    await expect.poll(() => page.getByTestId("import-close").isVisible(), { timeout: 30_000 }).toBe(true);
    await page.getByTestId("import-close").click();
    const imported = (await api("GET", `/api/workpieces/?search=${prefix}`, admin)).body.results as { id: string; name: string }[];
    expect(imported.map((row) => row.name).sort()).toEqual([1, 2, 3].map((index) => `${prefix}-${index}`));

    // An imported workpiece's History panel: created by the import, by the engineer, with its values.
    await page.goto(`/workpieces/${imported[0]?.id}/edit`);
    await page.getByTestId("history-toggle").click();
    await expect.poll(() => page.getByTestId("history-entry").count()).toBe(1);
    const importEntry = (await page.getByTestId("history-entry").first().textContent()) ?? "";
    expect(importEntry).toContain("Emma Bernard");
    expect(importEntry).toContain(imported[0]?.name);
    await screenshot(page, "history-done-when-workpiece-en");

    // The admin undoes the import from the past imports.
    await signInByApi(page, "admin@demo.example");
    await page.goto("/workpieces");
    await page.getByTestId("past-imports-button").click();
    const run = page.getByTestId("past-imports").locator("tbody tr").first();
    await expect.poll(() => run.textContent()).toContain("three.csv");
    await run.getByTestId("undo-import").click();
    await page.getByTestId("undo-import-confirm").click();
    await expect.poll(() => run.getByTestId("past-import-status").textContent()).toBe("Undone");
    expect((await api("GET", `/api/workpieces/?search=${prefix}`, admin)).body.count).toBe(0);

    // The procedure's History panel: the root pass's current range before and after, by the engineer.
    const checkProcedure = async (language: "en" | "fr") => {
      await page.goto(`/procedures/${procedure.id}/edit`);
      await page.getByTestId("history-toggle").click();
      const latest = page.getByTestId("history-entry").first();
      await expect.poll(() => latest.textContent()).toContain("Emma Bernard");
      const text = (await latest.textContent()) ?? "";
      // Each bound with its label, unit, before and after (the list's row and position named in the reader's language).
      const bound = language === "en" ? "Pass group 1 · Current" : "Groupe de passes 1 · ";
      expect(text).toMatch(new RegExp(`${bound}.*\\(min\\)\\s*${min} A\\s*→\\s*${min - 5} A`));
      expect(text).toMatch(new RegExp(`${bound}.*\\(max\\)\\s*${max} A\\s*→\\s*${max + 5} A`));
      expect(text).toContain(language === "en" ? "Changed" : "Modification");
      await screenshot(page, `history-done-when-procedure-${language}`);
    };
    // The qualification's History panel: the expiry before and after, by the admin.
    const checkQualification = async (language: "en" | "fr") => {
      await page.goto(`/welder-qualifications/${qualification.id}/edit`);
      await page.getByTestId("history-toggle").click();
      const latest = page.getByTestId("history-entry").first();
      await expect.poll(() => latest.textContent()).toContain(expiry);
      const text = (await latest.textContent()) ?? "";
      expect(text).toContain("Alice Martin");
      if (qualification.expire_at) expect(text).toContain(qualification.expire_at);
      await screenshot(page, `history-done-when-qualification-${language}`);
    };
    // The client-wide list, filtered on the server by user, newest first: the engineer's three imports then the
    // procedure; the admin's three removals then the qualification — and, for each, nothing else since the journey
    // began (the next row is older). The demo's edge simulator writes cycles meanwhile, as its own machine user.
    const checkList = async (language: "en" | "fr") => {
      await page.goto("/history");
      const rows = page.getByTestId("history-row");
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      const byUser = async (name: string) => {
        await page.getByTestId("history-filter-user").click();
        await page.getByRole("option", { name }).click();
        await expect.poll(async () => (await rows.first().textContent()) ?? "").toContain(name);
        await expect.poll(async () => (await rows.allTextContents()).every((row) => row.includes(name))).toBe(true);
        return rows.allTextContents();
      };
      const [deletedWord, importedWord, changedWord] =
        language === "en" ? ["Deleted", "Imported", "Changed"] : ["Suppression", "Import", "Modification"];
      const emma = await byUser("Emma Bernard");
      for (const row of emma.slice(0, 3)) {
        expect(row).toContain(importedWord);
        expect(row).toMatch(new RegExp(`${prefix}-[123]`));
      }
      expect(emma[3]).toContain(changedWord);
      // The list gives stored values without their units (the record's panel gives them in the reader's units).
      expect(emma[3]).toMatch(new RegExp(`${min}\\s*→\\s*${min - 5}`));
      if (emma[4]) expect(emma[4].slice(0, 19) < started).toBe(true);
      await screenshot(page, `history-done-when-list-${language}`);
      const alice = await byUser("Alice Martin");
      for (const row of alice.slice(0, 3)) {
        expect(row).toContain(deletedWord);
        expect(row).toMatch(new RegExp(`${prefix}-[123]`));
      }
      expect(alice[3]).toContain(changedWord);
      expect(alice[3]).toContain(expiry);
      if (alice[4]) expect(alice[4].slice(0, 19) < started).toBe(true);
    };
    await checkProcedure("en");
    await checkQualification("en");
    await checkList("en");
    await page.evaluate(() => {
      localStorage.setItem("weldtrace.language", "fr");
      localStorage.setItem("weldtrace.theme", "dark");
    });
    await checkProcedure("fr");
    await checkQualification("fr");
    await checkList("fr");
    await context.close();
  });
});

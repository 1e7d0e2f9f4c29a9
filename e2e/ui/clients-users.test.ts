import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../support/global-setup.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CLIENT_NAME = "Soudures Atlantique E2E";
const USER_EMAIL = "margaux.lefevre@atlantique.example";

/** A small PNG logo drawn by the browser itself (a blue disc with initials). */
async function drawLogo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = "#1c7ed6";
    context.beginPath();
    context.arc(48, 48, 46, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = "#ffffff";
    context.font = "bold 36px sans-serif";
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText("SA", 48, 50);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

async function pickOption(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Screenshots once the page is ready and no request is under way (a fetching table is dimmed). */
async function settledScreenshot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await screenshot(page, name);
}

async function darkScreenshot(page: Page, name: string, ready: () => Promise<unknown>) {
  await page.evaluate(() => localStorage.setItem("weldtrace.theme", "dark"));
  await page.reload();
  await ready();
  await settledScreenshot(page, name);
  await page.evaluate(() => localStorage.setItem("weldtrace.theme", "light"));
  await page.reload();
  await ready();
}

describe("clients and users, as the Super User, in French", () => {
  it("creates a client with a logo and a licence, then a user of that client, finds them and exports the PDF", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));

    // The client, with a logo (a too-big file is refused first).
    await page.goto("/clients");
    await expect.poll(() => page.getByTestId("resource-count").textContent()).toMatch(/\d/);
    await page.getByTestId("resource-new").click();
    await page.waitForURL("**/clients/create");
    await page.getByRole("heading", { name: "Nouveau client" }).waitFor();
    await page.getByTestId("field-name").fill(CLIENT_NAME);
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(2_000_001) });
    await expect.poll(() => page.getByText("Le fichier est trop volumineux ! 2 Mo maximum.").count()).toBe(1);
    await fileInput.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await drawLogo(page) });
    await expect.poll(() => page.getByText("Le fichier est trop volumineux ! 2 Mo maximum.").count()).toBe(0);
    await expect.poll(() => page.getByTestId("field-logo").locator("img").count()).toBe(1);
    await pickOption(page, "field-default_date_format", "DD/MM/YYYY");
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === "/clients");

    await page.getByTestId("resource-search").fill("Atlantique");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    const row = page.locator("tbody tr").first();
    await expect.poll(() => row.textContent()).toContain("DD/MM/YYYY");
    expect(await row.textContent()).toContain("Pas de licence");
    expect(await row.locator("img").count()).toBe(1);

    // Its licence: generated with an expiration date, shown read-only with a copy button.
    await row.click();
    await page.waitForURL(/\/clients\/[0-9a-f-]+\/edit/);
    const clientId = page.url().split("/").at(-2) ?? "";
    await page.getByTestId("licence-section").waitFor();
    await expect.poll(() => page.getByTestId("licence-status").textContent()).toBe("Pas de licence");
    await page.getByTestId("licence-expiration").fill("2031-06-30");
    await page.getByTestId("licence-generate").click();
    const key = page.getByTestId("licence-key");
    await expect.poll(() => key.count()).toBe(1);
    const firstKey = await key.inputValue();
    expect(firstKey).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){4}$/);
    expect(await key.getAttribute("readonly")).not.toBeNull();
    expect(await page.getByTestId("licence-copy").count()).toBe(1);
    await expect.poll(() => page.getByTestId("licence-status").textContent()).toBe("Valide");
    await settledScreenshot(page, "client-form-licence-fr-light");
    await darkScreenshot(page, "client-form-licence-fr-dark", () => page.getByTestId("licence-key").waitFor());

    // Regenerating asks first, then the old key stops working.
    await page.getByTestId("licence-regenerate").click();
    await page.getByRole("dialog").getByText("cesse aussitôt de fonctionner").waitFor();
    await page.getByTestId("confirm-licence").click();
    await expect.poll(() => key.inputValue()).not.toBe(firstKey);
    const stored = await api("GET", `/api/clients/${clientId}/`, token);
    expect(stored.body).toMatchObject({
      name: CLIENT_NAME,
      default_date_format: "DD/MM/YYYY",
      licence: { licence_key: await key.inputValue(), expiration_date: "2031-06-30" },
    });
    expect(stored.body.logo).toMatch(/^data:image\/png;base64,/);

    await page.goto("/clients");
    await expect.poll(() => page.getByTestId("resource-count").textContent()).toMatch(/\d/);
    await expect.poll(() => page.getByText(CLIENT_NAME).count()).toBe(1);
    await settledScreenshot(page, "clients-list-fr-light");
    await darkScreenshot(page, "clients-list-fr-dark", () => page.getByText(CLIENT_NAME).waitFor());

    // A user of that client, with one group; the password is asked at creation only.
    await page.goto("/users");
    await expect.poll(() => page.getByTestId("resource-count").textContent()).toMatch(/\d/);
    await page.getByTestId("resource-new").click();
    await page.waitForURL("**/users/create");
    await page.getByRole("heading", { name: "Nouvel utilisateur" }).waitFor();
    await page.getByTestId("resource-save").click();
    await expect.poll(() => page.getByText("Obligatoire").count()).toBeGreaterThan(3);
    await page.getByTestId("field-first_name").fill("Margaux");
    await page.getByTestId("field-last_name").fill("Lefèvre");
    await page.getByTestId("field-email").fill(USER_EMAIL);
    await page.getByTestId("field-password").fill("court");
    await pickOption(page, "field-group", "Inspecteur");
    await page.getByTestId("field-client").fill("Atlantique");
    await page.getByRole("option", { name: CLIENT_NAME }).click();
    await page.getByTestId("resource-save").click();
    await expect
      .poll(() => page.getByText("Utilisez au moins 10 caractères, et un mot de passe plus difficile à deviner.").count())
      .toBe(1);
    await page.getByTestId("field-password").fill("soudure-atlantique-2031");
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === "/users");

    await page.getByTestId("resource-search").fill("lefèvre");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    const userRow = await page.locator("tbody tr").first().textContent();
    for (const text of ["Lefèvre", "Margaux", USER_EMAIL, CLIENT_NAME, "Inspecteur", "Non"]) expect(userRow).toContain(text);

    // The server answers the same user, and it is a person, not an edge server.
    const users = await api("GET", `/api/users/?search=${encodeURIComponent(USER_EMAIL)}`, token);
    expect(users.body.results).toEqual([
      expect.objectContaining({ email: USER_EMAIL, client: clientId, group_name: "Inspector", is_machine: false }),
    ]);

    // Export: every row of the current search, as a PDF named by the time it was made.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("users-export-pdf").click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{8}_\d{4}(AM|PM)_users\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
    await download.saveAs(path.join(tmpdir(), "weldtrace-e2e-users.pdf"));

    // Edge servers are listed apart; the search no longer finds the person there.
    await page.getByTestId("users-kind").getByText("Serveurs edge").click();
    await expect.poll(() => page.url()).toContain("is_machine=true");
    await expect.poll(() => page.getByText("Aucune donnée").count()).toBe(1);
    await page.getByTestId("users-kind").getByText("Utilisateurs").click();
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);

    // Every user, light and dark: the Super User's row carries the admin flag.
    await page.getByTestId("resource-search").fill("");
    await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(1);
    await settledScreenshot(page, "users-list-fr-light");
    await darkScreenshot(page, "users-list-fr-dark", () => page.getByText(ADMIN_EMAIL).waitFor());
    await context.close();
  });

  it("keeps an Admin's users in the Admin's client and hides the clients screen", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "admin@demo.example");
    await page.goto("/users/create");
    await page.getByRole("heading", { name: "New user" }).waitFor();
    const client = page.getByTestId("field-client");
    await expect.poll(() => client.inputValue()).not.toBe("");
    expect(await client.isDisabled()).toBe(true);
    await page.getByTestId("field-group").click();
    const groups = await page.getByRole("option").allTextContents();
    expect(groups).toContain("Inspector");
    expect(groups).not.toContain("Super User");
    expect(groups).not.toContain("Support");
    await page.keyboard.press("Escape");
    expect(await page.getByRole("navigation").getByText("Clients", { exact: true }).count()).toBe(0);
    await page.goto("/clients");
    await page.getByTestId("resource-forbidden").waitFor();
    await context.close();
  });
});

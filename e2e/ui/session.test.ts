import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, DEMO_PASSWORD, launchBrowser, newPage, screenshot } from "../support/browser.js";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../support/global-setup.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("session", () => {
  it("logs in, keeps theme, language and sidebar across a reload, and logs out", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/projects");
    // Not signed in: any protected route leads to /login.
    await page.waitForURL("**/login");
    await screenshot(page, "login-en-light");

    await page.getByLabel("Email").fill("engineer@demo.example");
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    // Back where the user wanted to go.
    await page.waitForURL("**/projects");
    await expect.poll(() => page.getByRole("navigation").getByRole("link", { name: "Procedures" }).count()).toBe(1);

    await page.getByTestId("theme-toggle").click();
    await page.getByTestId("language-switch").getByText("FR").click();
    await page.getByTestId("sidebar-toggle").click();
    await page.reload();
    await expect.poll(() => page.locator("html").getAttribute("data-mantine-color-scheme")).toBe("dark");
    await expect.poll(() => page.getByTestId("sidebar-toggle").getAttribute("aria-label")).toBe("Déplier le menu");
    await page.getByTestId("sidebar-toggle").click();
    await expect.poll(() => page.getByRole("link", { name: "Procédures" }).count()).toBeGreaterThan(0);
    await screenshot(page, "shell-fr-dark");

    await page.getByTestId("logout").click();
    await page.waitForURL("**/login");
    await page.goto("/dashboard");
    await page.waitForURL("**/login");
    await context.close();
  });

  it("signing in from /login opened directly (a bookmark) shows the home page and its menu, with no page error", async () => {
    const { context, page } = await newPage(browser);
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto("/login");
    await page.getByLabel("Email").fill("inspector@demo.example");
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    // The signed-in chunk is patched in by this navigation: the menu and the home page render without a reload.
    await expect.poll(() => page.getByRole("navigation").getByRole("link", { name: "Projects" }).count()).toBe(1);
    await expect.poll(() => page.getByRole("heading", { name: "Map" }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("keeps French chosen on the sign-in page after signing in, and a fresh browser of the same user opens in French", async () => {
    const signIn = async (page: Awaited<ReturnType<typeof newPage>>["page"], button: string) => {
      await page.getByLabel(/^E-?mail/).fill("manager@demo.example");
      await page.getByLabel(/^(Password|Mot de passe)/).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: button }).click();
      await page.waitForURL((url) => url.pathname === "/");
    };
    const first = await newPage(browser);
    await first.page.goto("/login");
    await first.page.getByTestId("language-switch").getByText("FR").click();
    await signIn(first.page, "Se connecter");
    await expect.poll(() => first.page.getByRole("navigation").getByRole("link", { name: "Procédures" }).count()).toBe(1);
    await first.context.close();

    const fresh = await newPage(browser);
    await fresh.page.goto("/login");
    await signIn(fresh.page, "Log in");
    await expect.poll(() => fresh.page.getByRole("navigation").getByRole("link", { name: "Procédures" }).count()).toBe(1);
    // The manager's language back to English for the other journeys.
    const token = (await api("POST", "/api/api-token-auth/", null, { email: "manager@demo.example", password: DEMO_PASSWORD })).body.token;
    expect((await api("PATCH", "/api/me/", token, { language: "en" })).status).toBe(200);
    await fresh.context.close();
  });

  it("an engineer chooses Français on My account; signed in again from a fresh browser, the app opens in French, and My account shows it chosen", async () => {
    const signIn = async (page: Awaited<ReturnType<typeof newPage>>["page"], button: string) => {
      await page.getByLabel(/^E-?mail/).fill("engineer@demo.example");
      await page.getByLabel(/^(Password|Mot de passe)/).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: button }).click();
      await page.waitForURL((url) => url.pathname === "/");
    };
    const first = await newPage(browser);
    await first.page.goto("/login");
    await signIn(first.page, "Log in");
    await first.page.goto("/my-account");
    await first.page.getByTestId("account-language").getByText("Français").click();
    await expect.poll(() => first.page.getByRole("navigation").getByRole("link", { name: "Procédures" }).count()).toBe(1);
    await screenshot(first.page, "my-account-language-fr");
    const token = (await api("POST", "/api/api-token-auth/", null, { email: "engineer@demo.example", password: DEMO_PASSWORD })).body.token;
    await expect.poll(async () => (await api("GET", "/api/me/", token)).body.language).toBe("fr");
    await first.context.close();

    const fresh = await newPage(browser);
    await fresh.page.goto("/login");
    await signIn(fresh.page, "Log in");
    await expect.poll(() => fresh.page.getByRole("navigation").getByRole("link", { name: "Procédures" }).count()).toBe(1);
    await fresh.page.goto("/my-account");
    await expect.poll(() => fresh.page.getByTestId("account-language").locator("input:checked").getAttribute("value")).toBe("fr");
    // The engineer's language back to English for the other journeys.
    expect((await api("PATCH", "/api/me/", token, { language: "en" })).status).toBe(200);
    await fresh.context.close();
  });

  it("a wrong password shows one message, the server's 'Unable to log in with provided credentials.', and not the misleading 're-authenticate'", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.getByLabel("Email").fill("engineer@demo.example");
    await page.getByLabel(/^Password/).fill("wrong-password");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("login-error").textContent()).toBe("Unable to log in with provided credentials.");
    expect(await page.getByText("re-authenticate").count()).toBe(0);
    await context.close();
  });

  it("resets a forgotten password through the link mailed to the outbox", async () => {
    const email = "inspector@demo.example";
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password");
    // An unknown address gets the same answer as a known one.
    await page.getByLabel("Email").fill("nobody@demo.example");
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForURL("**/forgot-password/sent");
    await expect.poll(() => page.getByText("If nobody@demo.example has an account, a mail is on its way").count()).toBe(1);
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForURL("**/forgot-password/sent");
    await expect.poll(() => page.getByText("Check your email").count()).toBeGreaterThan(0);

    const root = await api("POST", "/api/api-token-auth/", null, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    // The mail is prepared after the answer.
    const mailOf = async () => (await api("GET", `/api/outbox/?to=${encodeURIComponent(email)}`, root.body.token)).body.results[0]?.text;
    await expect.poll(mailOf).toContain("/reset-password/");
    const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(await mailOf())?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link as string).pathname);
    await page.getByLabel(/^New password/).fill("quiet-tanker-orbit-71");
    await page.getByLabel(/^Confirm the new password/).fill("something-else");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("Passwords do not match.").count()).toBe(1);
    await page.getByLabel(/^Confirm the new password/).fill("quiet-tanker-orbit-71");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.waitForURL("**/reset-password/done");

    expect((await api("POST", "/api/api-token-auth/", null, { email, password: DEMO_PASSWORD })).status).toBe(400);
    const signedIn = await api("POST", "/api/api-token-auth/", null, { email, password: "quiet-tanker-orbit-71" });
    expect(signedIn.status).toBe(200);
    // The demo password back, for the journeys that sign the inspector in after this one (the file order varies).
    const restored = await api("PATCH", "/api/me/", signedIn.body.token, {
      current_password: "quiet-tanker-orbit-71",
      password: DEMO_PASSWORD,
    });
    expect(restored.status).toBe(200);
    await context.close();
  });
});

import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const DEMO_PASSWORD = "demo-weld-2026";
const screenshotDir = path.resolve(import.meta.dirname, "../screenshots");

export function baseUrl(): string {
  return inject("baseUrl");
}

/** Chromium, headless; `extraArgs` add flags (a fake camera). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      ...extraArgs,
    ],
  });
}

/** A fresh context (own localStorage) per test, at a desktop size. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
  });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Signs in through the API (fast) and stores the session as the web app does. */
export async function signInByApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/api-token-auth/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed for ${email}: ${response.status}`);
  const body = (await response.json()) as { token: string; user: unknown };
  await page.goto("/login");
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem("weldtrace.token", token as string);
      localStorage.setItem("weldtrace.profile", JSON.stringify(user));
    },
    [body.token, body.user],
  );
  return body.token;
}

export async function api(method: string, pathname: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Token ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(baseUrl() + pathname, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

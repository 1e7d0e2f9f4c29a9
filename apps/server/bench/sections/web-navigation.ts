import { existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { USER_PASSWORD } from "../../test/helpers.js";
import { markdownTable, ms, quantile, type TBenchSection } from "../context.js";

// The functions handed to page.evaluate run in the page, where these exist; the server's TypeScript has no DOM types.
declare const document: { querySelector(selector: string): unknown; body: unknown };
declare const location: { pathname: string };
declare const history: { pushState(state: unknown, unused: string, url: string): void };
declare const localStorage: { setItem(key: string, value: string): void };
declare function dispatchEvent(event: unknown): void;
declare const PopStateEvent: new (type: string) => unknown;
declare const MutationObserver: new (
  callback: () => void,
) => { observe(target: unknown, options: Record<string, boolean>): void; disconnect(): void };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const WEB_DIST = path.resolve(import.meta.dirname, "../../../web/dist/index.html");
const RUNS = Number(process.env.BENCH_NAVIGATIONS ?? 30);

/**
 * The lists' speed target: "a list page shows rows ≤ 300 ms after navigation on loopback". In headless Chromium, signed in as the
 * lists section's user (10^6 bevel types on PostgreSQL): from the moment the app is told to go to /bevel-types
 * (as a menu link does) to the moment the first row of the list is in the page, timed in the page itself.
 */
export const webNavigationSection: TBenchSection = {
  title: "Web: rows after navigation",
  async run(context) {
    const email = context.shared.email as string | undefined;
    if (!email) return "Skipped: needs the lists section.";
    if (!existsSync(WEB_DIST)) return "Skipped: the web app is not built (npm run build).";
    if (!existsSync(CHROMIUM)) return `Skipped: no Chromium at ${CHROMIUM}.`;
    const login = await context.server.request("POST", "/api/api-token-auth/", { body: { email, password: USER_PASSWORD } });
    if (login.status !== 200) throw new Error(`login: HTTP ${login.status}`);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      const page = await browser.newPage({ baseURL: context.server.url, viewport: { width: 1440, height: 900 } });
      // tsx names the functions it compiles with a `__name` helper; the ones sent to the page need it there too.
      await page.addInitScript("window.__name = (target) => target;");
      await page.goto("/login");
      await page.evaluate(
        ([token, user]) => {
          localStorage.setItem("weldtrace.token", token as string);
          localStorage.setItem("weldtrace.profile", JSON.stringify(user));
        },
        [login.body.token, login.body.user],
      );
      await page.goto("/dashboard");
      await page.waitForSelector("main");
      /** Client-side navigation to `to`, then the milliseconds until a list row is in the page. */
      const navigate = (to: string) =>
        page.evaluate(
          (target) =>
            new Promise<number>((resolve) => {
              const started = performance.now();
              const shown = () => document.querySelector("tbody tr td") !== null && location.pathname === target;
              const observer = new MutationObserver(() => {
                if (!shown()) return;
                observer.disconnect();
                resolve(performance.now() - started);
              });
              observer.observe(document.body, { childList: true, subtree: true, characterData: true });
              // What a router link does: push the address, and the router renders the page for it.
              history.pushState({}, "", target);
              dispatchEvent(new PopStateEvent("popstate"));
            }),
          to,
        );
      /** Leaves the list for a page without one, and waits until its rows are gone. */
      const leave = async () => {
        await page.evaluate(() => {
          history.pushState({}, "", "/dashboard");
          dispatchEvent(new PopStateEvent("popstate"));
        });
        await page.waitForFunction(() => document.querySelector("tbody tr td") === null);
      };
      const first = await navigate("/bevel-types");
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        await leave();
        times.push(await navigate("/bevel-types"));
      }
      // A full load of the list's address (reload: HTML, cached scripts, then the rows).
      const loads: number[] = [];
      for (let run = 0; run < Math.min(RUNS, 10); run++) {
        await page.goto("/dashboard");
        const started = Date.now();
        await page.goto("/bevel-types");
        await page.waitForSelector("tbody tr td");
        loads.push(Date.now() - started);
      }
      return [
        `Headless Chromium on loopback, signed in as the lists section's user (${Number(context.shared.rows).toLocaleString("en")} bevel types): a client-side navigation from the dashboard to /bevel-types (as a menu link), timed in the page from the navigation to the first list row in the page; ${RUNS} runs after a first one that also loads the list's code. A full page load of /bevel-types (HTML, scripts from the browser's cache, the signed-in check and the rows) is timed from Playwright.`,
        "",
        markdownTable(
          ["case", "p50 (ms)", "p95 (ms)", "max (ms)"],
          [
            ["first navigation (loads the list's code)", ms(first), "", ""],
            ["navigation", ms(quantile(times, 0.5)), ms(quantile(times, 0.95)), ms(Math.max(...times))],
            ["full page load", ms(quantile(loads, 0.5)), ms(quantile(loads, 0.95)), ms(Math.max(...loads))],
          ],
        ),
        "",
        "Goal: a list page shows rows ≤ 300 ms after navigation on loopback.",
      ].join("\n");
    } finally {
      await browser.close();
    }
  },
};

// The list pager steps to the next and previous page through the server's keyset links (`cursor=`), which the API
// answers from its index however deep the page, and reads by `page=N` only for a page it has no link to. Run against
// the real API server (in this process, on PGlite); the browser's fetch, origin and storage are stood in for by
// Node's fetch aimed at that server, a fixed origin and an in-memory storage.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TListParams } from "./resource-provider";

interface TTestServer {
  url: string;
  request(method: string, path: string, options?: { token?: string | null; body?: unknown }): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}
// Imported by a computed path: the web project's type check stays out of the server's code.
const SERVER_HELPERS = "../../../server/test/helpers.ts";

const ORIGIN = "http://web.test";
/** Paths the web app fetched, in order. */
const fetched: string[] = [];
let server: TTestServer;
let provider: typeof import("./resource-provider")["resourceProvider"];
let listUrl: typeof import("./resource-provider")["listUrl"];
let token: string;

beforeAll(async () => {
  const helpers = (await import(/* @vite-ignore */ SERVER_HELPERS)) as {
    startTestServer(): Promise<TTestServer>;
    seedClient(server: TTestServer, name: string): Promise<{ users: Record<string, { token: string }> }>;
  };
  server = await helpers.startTestServer();
  token = (await helpers.seedClient(server, "Pager Yard")).users.Engineer?.token as string;
  // 7 platform bevel types and 13 more: 20 rows, 4 pages of 5.
  for (let n = 1; n <= 13; n += 1) {
    const created = await server.request("POST", "/api/bevel-types/", {
      token,
      body: { name: `Pager bevel ${String(n).padStart(2, "0")}` },
    });
    expect(created.status).toBe(201);
  }
  const memory = new Map<string, string>([["weldtrace.token", token]]);
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => memory.set(key, value),
      removeItem: (key: string) => memory.delete(key),
    },
    window: { location: { origin: ORIGIN } },
  });
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: string, init?: RequestInit) => {
    // The web app's calls are relative to its origin; the test's own calls to the server are absolute.
    if (!input.startsWith("/")) return realFetch(input, init);
    fetched.push(input);
    return realFetch(`${server.url}${input}`, init);
  }) as typeof fetch;
  ({ resourceProvider: provider, listUrl } = await import("./resource-provider"));
}, 180_000);
afterAll(() => server?.close());

const names = (page: { results: unknown[] }) => page.results.map((row) => (row as { name: string }).name);
async function listed(params: TListParams) {
  fetched.length = 0;
  const page = await provider.list<{ name: string }>("bevel-types", params);
  expect(fetched).toHaveLength(1);
  return { page, url: fetched[0] as string };
}

describe("the list pager", () => {
  it("steps forwards and back through the server's cursor links, reading the same rows as page numbers", async () => {
    const params = { pageSize: 5, ordering: "name" };
    const first = await listed({ ...params, page: 1 });
    expect(first.url).toBe(listUrl("bevel-types", { ...params, page: 1 }));
    expect(first.page.next).toMatch(/cursor=/);

    const second = await listed({ ...params, page: 2 });
    expect(second.url).toBe(first.page.next);
    const third = await listed({ ...params, page: 3 });
    expect(third.url).toBe(second.page.next);
    expect(third.url).toMatch(/cursor=/);
    expect(third.page.previous).toMatch(/cursor=/);

    // Back from page 3: the previous link, read backwards from page 3's first row.
    const back = await listed({ ...params, page: 2 });
    expect(back.url).toBe(third.page.previous);
    expect(names(back.page)).toEqual(names(second.page));

    const byNumber = await server.request("GET", listUrl("bevel-types", { ...params, page: 3 }), { token });
    expect(names(third.page)).toEqual(byNumber.body.results.map((row: { name: string }) => row.name));
    expect(names(third.page)).toHaveLength(5);
  });

  it("reads a page it has no link to by its number (a jump, or another ordering)", async () => {
    const jump = await listed({ pageSize: 5, ordering: "-name", page: 3 });
    expect(jump.url).toBe(listUrl("bevel-types", { pageSize: 5, ordering: "-name", page: 3 }));
    expect(jump.url).not.toMatch(/cursor=/);
    expect(jump.page.results).toHaveLength(5);
  });
});

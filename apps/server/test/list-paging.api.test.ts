import { bevelTypes as bevelTypeResource, COUNT_CAP } from "@weldtrace/domain";
import { eq, type Logger } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authTokens, bevelTypes } from "../src/db/schema/index.js";
import { hashToken } from "../src/security/secrets.js";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { seedRows } from "./seed-rows.js";

let server: TTestServer;
let big: TSeededClient;
let small: TSeededClient;
const collection = "/api/bevel-types/";

/** Every statement the app issues through Drizzle, while `recording` is on. */
const statements: string[] = [];
let recording = false;
const queryLogger: Logger = { logQuery: (query) => void (recording && statements.push(query)) };
/** The statements one request issues, in order. */
async function statementsOf(url: string, token: string) {
  statements.length = 0;
  recording = true;
  const response = await server.request("GET", url, { token });
  recording = false;
  return { response, statements: statements.splice(0) };
}

beforeAll(async () => {
  server = await startTestServer({ queryLogger });
  big = await seedClient(server, "Big Yard");
  small = await seedClient(server, "Small Shop");
  await seedRows(server.db, bevelTypes, bevelTypeResource, big.id, COUNT_CAP + 50);
  await seedRows(server.db, bevelTypes, bevelTypeResource, small.id, 25, { from: 1_000_000 });
});
afterAll(() => server.close());

type TRow = { id: string; name: string; description: string | null };
const ids = (body: { results: TRow[] }) => body.results.map((row) => row.id);

describe("list counting", () => {
  it("stops counting at the cap and says so, past 10,000 rows", async () => {
    const response = await server.request("GET", `${collection}?page_size=5`, { token: big.users.Engineer.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ count: COUNT_CAP, count_capped: true, previous: null });
    expect(response.body.results).toHaveLength(5);
    expect(response.body.next).toContain("page=2");
  });

  it("counts exactly below the cap, another client's rows left out", async () => {
    const response = await server.request("GET", `${collection}?page_size=5`, { token: small.users.Engineer.token });
    const everyClient = await server.db.$count(bevelTypes);
    expect(everyClient).toBeGreaterThan(COUNT_CAP);
    expect(response.body.count_capped).toBe(false);
    expect(response.body.count).toBeGreaterThanOrEqual(25);
    expect(response.body.count).toBeLessThan(100);
  });

  it("counts a search exactly when it matches few rows", async () => {
    const response = await server.request("GET", `${collection}?search=0001234`, { token: big.users.Engineer.token });
    expect(response.body).toMatchObject({ count: 1, count_capped: false, next: null, previous: null });
    expect(response.body.results[0].name).toBe("name 0001234");
  });
});

describe.each(["name", "-name", "description", "-description", "created_at", "-created_at"])("keyset pages ordered by %s", (ordering) => {
  it("next links read the same rows as page numbers, and previous links come back", async () => {
    const token = big.users.Engineer.token;
    const byPage = await Promise.all(
      [1, 2, 3].map((page) => server.request("GET", `${collection}?page_size=7&ordering=${ordering}&page=${page}`, { token })),
    );
    let current = byPage[0];
    const visited = [current];
    for (const expected of byPage.slice(1)) {
      expect(current?.body.next).toMatch(/cursor=/);
      current = await server.request("GET", current?.body.next, { token });
      expect(current.status).toBe(200);
      expect(ids(current.body)).toEqual(ids(expected?.body));
      visited.push(current);
    }
    expect(current?.body.next).toContain("page=4");
    // Back from page 3 through its cursor, then to page 1 by number.
    const back = await server.request("GET", current?.body.previous, { token });
    expect(back.body.previous).toContain("page=1");
    expect(ids(back.body)).toEqual(ids(byPage[1]?.body));
    expect(back.body.next).toMatch(/cursor=/);
    const first = await server.request("GET", back.body.previous, { token });
    expect(ids(first.body)).toEqual(ids(byPage[0]?.body));
    expect(first.body.previous).toBeNull();
  });
});

describe("cursors", () => {
  it("walk to the end of a small list and stop with next null", async () => {
    const token = small.users.Engineer.token;
    const all = await server.request("GET", `${collection}?page_size=1000`, { token });
    const seen: string[] = [];
    let url: string | null = `${collection}?page_size=10`;
    while (url) {
      const page: { body: { results: TRow[]; next: string | null } } = await server.request("GET", url, { token });
      seen.push(...ids(page.body));
      url = page.body.next;
    }
    expect(seen).toEqual(ids(all.body));
  });

  it("answer 400 on cursor when tampered with or sent with another ordering, and nothing else", async () => {
    const token = big.users.Engineer.token;
    const first = await server.request("GET", `${collection}?page_size=3&ordering=name`, { token });
    const cursor = new URL(first.body.next, "http://x").searchParams.get("cursor") as string;
    const tampered = await server.request("GET", `${collection}?cursor=${cursor.slice(0, -4)}x`, { token });
    expect(tampered.status).toBe(400);
    expect(fieldsOf(tampered.body)).toEqual({ cursor: ["Invalid cursor."] });
    const reordered = await server.request("GET", `${collection}?ordering=-name&cursor=${cursor}`, { token });
    expect(reordered.status).toBe(400);
    expect(fieldsOf(reordered.body)).toEqual({ cursor: ["Invalid cursor."] });
  });

  it("never show another client's rows, even with a cursor taken from one", async () => {
    const first = await server.request("GET", `${collection}?page_size=3`, { token: big.users.Engineer.token });
    const response = await server.request("GET", first.body.next, { token: small.users.Engineer.token });
    expect(response.status).toBe(200);
    const own = await server.request("GET", `${collection}?page_size=1000`, { token: small.users.Engineer.token });
    for (const id of ids(response.body)) expect(ids(own.body)).toContain(id);
  });

  it("answer 401 without a token", async () => {
    const first = await server.request("GET", `${collection}?page_size=3`, { token: big.users.Engineer.token });
    expect((await server.request("GET", first.body.next)).status).toBe(401);
  });
});

describe("statements a list request issues", () => {
  it("a first read: two, the token lookup (user, group and client joined), then the page with its capped count as a subquery", async () => {
    server.expireReadCaches();
    const { response, statements } = await statementsOf(`${collection}?page_size=5`, big.users.Engineer.token);
    expect(response.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/from "auth_tokens" inner join "users" .* inner join "groups" .* inner join "clients"/);
    expect(statements[1]).toMatch(
      /^select .*\(select count\(\*\)::int from \(select 1 from "bevel_types" .* limit \$\d+\) "limited"\).* from "bevel_types"/,
    );
  });

  it("the next reads: one, the page alone, on any page of the same filter (the token and the capped count are remembered)", async () => {
    const token = big.users.Engineer.token;
    server.expireReadCaches();
    const first = await statementsOf(`${collection}?page_size=5`, token);
    const again = await statementsOf(`${collection}?page_size=5&page=3&ordering=-name`, token);
    expect(again.response.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(again.statements).toHaveLength(1);
    expect(again.statements[0]).not.toMatch(/count\(\*\)/);
    expect(again.response.body.results).not.toEqual(first.response.body.results);
    // Another filter has a count of its own, asked once.
    const searched = await statementsOf(`${collection}?page_size=5&search=name`, token);
    expect(searched.statements).toHaveLength(1);
    expect(searched.statements[0]).toMatch(/count\(\*\)/);
  });

  it("an exact count (under the cap) is asked on every read", async () => {
    const token = small.users.Engineer.token;
    await statementsOf(`${collection}?page_size=5`, token);
    const { statements } = await statementsOf(`${collection}?page_size=5`, token);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/count\(\*\)/);
  });

  /** The statements of a read of the big client's first page, after one read and then a bevel type created by `writer`. */
  async function readAfterWrite(writer: string, name: string) {
    const token = big.users.Engineer.token;
    await statementsOf(`${collection}?page_size=5`, token);
    const created = await server.request("POST", collection, { token: writer, body: { name } });
    expect(created.status).toBe(201);
    return (await statementsOf(`${collection}?page_size=5`, token)).statements;
  }

  it("a write clears what was remembered: the next read asks for the token and the count again", async () => {
    const statements = await readAfterWrite(big.users.Admin.token, "written between reads");
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/count\(\*\)/);
  });

  it("a write by another client's user leaves this client's remembered token and count in place", async () => {
    const statements = await readAfterWrite(small.users.Admin.token, "written next door");
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toMatch(/count\(\*\)/);
  });

  it("a write by platform staff clears every client's: the next read asks for the token and the count again", async () => {
    const statements = await readAfterWrite(small.users["Super User"].token, "written by staff");
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/count\(\*\)/);
  });

  it("a staff member's own list reads are not remembered: the count is asked every time", async () => {
    const token = big.users["Super User"].token;
    await statementsOf(`${collection}?page_size=5`, token);
    const { statements } = await statementsOf(`${collection}?page_size=5`, token);
    expect(statements.some((statement) => /count\(\*\)/.test(statement))).toBe(true);
  });

  it("a page past the end has no row to carry the count: the count is asked alone, and still right", async () => {
    server.expireReadCaches();
    const { response, statements } = await statementsOf(`${collection}?page_size=20&page=50`, small.users.Engineer.token);
    expect(response.body.results).toEqual([]);
    expect(response.body.count).toBeGreaterThanOrEqual(25);
    expect(statements).toHaveLength(3);
    expect(statements[2]).toMatch(/^select count\(\*\)::int from \(select 1 from "bevel_types"/);
  });

  it("the sliding session expiry is written once a minute at most, not on every request", async () => {
    const token = small.users.Engineer.token;
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await server.db
      .update(authTokens)
      .set({ last_used_at: twoMinutesAgo })
      .where(eq(authTokens.token_hash, hashToken(token)));
    server.expireReadCaches();
    const first = await statementsOf(`${collection}?page_size=5`, token);
    expect(first.statements.filter((statement) => statement.startsWith('update "auth_tokens"'))).toHaveLength(1);
    const second = await statementsOf(`${collection}?page_size=5`, token);
    expect(second.statements).toHaveLength(1);
    expect(second.statements.some((statement) => statement.startsWith("update"))).toBe(false);
  });
});

describe("the remembered capped count", () => {
  it("is forgotten READ_CACHE_MS after it was asked, however often it is read meanwhile", async () => {
    const token = big.users.Engineer.token;
    server.expireReadCaches();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      await statementsOf(`${collection}?page_size=5`, token);
      // Read at 2 s and 4 s: the count is not asked, and those reads do not renew it.
      for (let read = 0; read < 2; read++) {
        vi.setSystemTime(Date.now() + 2_000);
        const { statements } = await statementsOf(`${collection}?page_size=5`, token);
        expect(statements.some((statement) => /count\(\*\)/.test(statement))).toBe(false);
      }
      vi.setSystemTime(Date.now() + 1_500);
      const late = await statementsOf(`${collection}?page_size=5`, token);
      expect(late.statements.some((statement) => /count\(\*\)/.test(statement))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

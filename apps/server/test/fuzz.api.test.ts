import { RESOURCES, type TResource } from "@weldtrace/domain";
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { procedures } from "../src/db/schema/index.js";
import { RESOURCE_TABLES } from "../src/db/schema/resource-tables.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { createRecord } from "./resource-bodies.js";

/*
 * Random strings, numbers, dates and nested objects at every create and update route of every
 * resource in RESOURCES and at the procedure routes. Only 2xx or 4xx, never 5xx; after a 4xx nothing changed.
 * Fixed seed, a few runs per route, so it fits in a few seconds and fails the same way every time.
 */

const SEED = 20_261_123;
const RUNS = 2;

let server: TTestServer;
let alpha: TSeededClient;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "100000" } });
  alpha = await seedClient(server, "Fuzz Alpha");
});
afterAll(() => server.close());

const token = () => alpha.users.Admin.token;

/** Strings PostgreSQL and the parsers find hard: NUL, lone surrogates, long, SQL-ish, dates out of range. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "'; drop table users; --", "0000-01-01", "2026-02-30", "-0001-01-01", "+275760-09-13"),
  fc.string({ minLength: 300, maxLength: 6000 }),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.uuid(),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 5e-324),
);
const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const nastyValue = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
);
/** A body over the resource's own keys (so validation goes deep) plus a few strangers. */
const bodyFor = (keys: string[]) =>
  fc
    .record({
      known: fc.dictionary(fc.constantFrom(...keys, "client", "id"), nastyValue, { maxKeys: keys.length + 2 }),
      extra: fc.dictionary(fc.string({ maxLength: 10 }), nastyValue, { maxKeys: 2 }),
    })
    .map(({ known, extra }) => ({ ...extra, ...known }));

async function rowCount(resource: TResource): Promise<number> {
  const table = RESOURCE_TABLES[resource.key as keyof typeof RESOURCE_TABLES];
  const [row] = await server.db.select({ value: count() }).from(table).where(eq(table.client_id, alpha.id));
  return row?.value ?? 0;
}

describe("fuzzing every create and update route", () => {
  it("answers every resource's POST, PATCH and PUT with 2xx or 4xx, and a 4xx changes nothing", async () => {
    for (const resource of RESOURCES) {
      const keys = resource.fields.map((field) => field.key);
      const record = await createRecord(server, token(), resource);
      const itemUrl = `/api/${resource.path}/${record?.id}/`;
      await fc.assert(
        fc.asyncProperty(bodyFor(keys), fc.constantFrom("POST", "PATCH", "PUT"), async (body, method) => {
          const before = await rowCount(resource);
          const itemBefore = (await server.request("GET", itemUrl, { token: token() })).body;
          const url = method === "POST" ? `/api/${resource.path}/` : itemUrl;
          const response = await server.request(method, url, { token: token(), body });
          expect(response.status, `${method} ${url} ${JSON.stringify(body).slice(0, 300)} → ${JSON.stringify(response.body)}`).toBeLessThan(
            500,
          );
          if (response.status >= 400) {
            expect(await rowCount(resource), `${resource.key}: a refused ${method} changed the row count`).toBe(before);
            expect(
              (await server.request("GET", itemUrl, { token: token() })).body,
              `${resource.key}: a refused ${method} changed the record`,
            ).toEqual(itemBefore);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
  });

  it("answers the procedure routes (create, replace, patch, import) with 2xx or 4xx, and a 4xx changes nothing", async () => {
    const created = await server.request("POST", "/api/procedures/", {
      token: token(),
      body: { name: "WPS fuzz", date_format: "YYYY-MM-DD" },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const keys = Object.keys(created.body).filter((key) => !["id", "client", "can_update"].includes(key));
    const procedureCount = async () =>
      (await server.db.select({ value: count() }).from(procedures).where(eq(procedures.client_id, alpha.id)))[0]?.value;
    const routes: [string, string][] = [
      ["POST", "/api/procedures/"],
      ["PUT", `/api/procedures/${id}/`],
      ["PATCH", `/api/procedures/${id}/`],
      ["POST", "/api/procedures/import/"],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        bodyFor(keys),
        fc.constantFrom("procedure", "bevel", "pass_group", "heat_treatment"),
        async ([method, url], body, nestedKey) => {
          // Child lists get random rows too, and import gets a random export file around them.
          const withRows = { ...body, [nestedKey === "procedure" ? "time_lapse" : nestedKey]: [body] };
          const payload = url.endsWith("/import/") ? { format: "procedure", version: 1, procedure: withRows } : withRows;
          const before = await procedureCount();
          const recordBefore = (await server.request("GET", `/api/procedures/${id}/`, { token: token() })).body;
          const response = await server.request(method, url, { token: token(), body: payload });
          expect(response.status, `${method} ${url} → ${JSON.stringify(response.body)}`).toBeLessThan(500);
          if (response.status >= 400) {
            expect(await procedureCount()).toBe(before);
            expect((await server.request("GET", `/api/procedures/${id}/`, { token: token() })).body).toEqual(recordBefore);
          }
        },
      ),
      { seed: SEED, numRuns: 24, endOnFailure: true },
    );
  });
});

// `tsx apps/server/bench/imports.ts`: 10,000 workpieces from one XLSX through the import engine (one request,
// streamed progress) against the spec's one-POST-per-row, on the same server (embedded PGlite, or the server
// named by BENCH_DATABASE_URL); the bulk route with one request at a time, then with two in flight. Prints rows/s
// side by side, the bulk route against one POST for bevel types (a lighter table), then where the engine's time
// goes per stage (the same file imported in-process for another client; the engine reads, resolves and checks the
// next chunk while the current one is saved, so its stages overlap and add up to more than its total); asserts
// nothing.
import { performance } from "node:perf_hooks";
import { WORKPIECE_IMPORT, workpieces } from "@weldtrace/domain";
import ExcelJS from "exceljs";
import { AREAS } from "../src/app.js";
import { buildRegistry } from "../src/area.js";
import { bulkCreate, type TStageTimings } from "../src/crud/bulk.js";
import type { TTenantTable } from "../src/crud/create-crud-routes.js";
import { RESOURCE_TABLES } from "../src/db/schema/resource-tables.js";

const registry = buildRegistry(AREAS);

import { runImport } from "../src/imports/engine.js";
import { readSheet } from "../src/imports/parse.js";
import { seedClient, startTestServer } from "../test/helpers.js";

// Run alone, the benchmark database is named like `npm run bench` names it.
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
else if (!process.env.TEST_DATABASE_URL) delete process.env.TEST_DATABASE_URL;

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
/** One POST per row is slow: it is timed on a sample, enough for a stable rate. */
const ONE_BY_ONE_ROWS = Number(process.env.BENCH_ONE_BY_ONE_ROWS ?? 500);

const HEADER = ["Name", "Type", "Outer diameter", "Wall thickness", "Grade", "Manufacturer", "Weight", "Length", "Batch", "Comment"];

// The write limit (RATE_LIMIT_WRITES_PER_MINUTE) would stop the one-by-one loop: it is lifted to time the server itself.
const server = await startTestServer({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000000" } });
const client = await seedClient(server, "Import bench");
const token = client.users.Inspector.token;
await server.request("POST", "/api/companies/", { token: client.users.Admin.token, body: { name: "Tenaris" } });
const types = (await server.request("GET", "/api/workpiece-types/", { token })).body.results as { id: string; name: string }[];
const companies = (await server.request("GET", "/api/companies/", { token })).body.results as { id: string }[];
const pipe = types.find((type) => type.name === "PIPE")!.id;

const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet("Workpieces");
sheet.addRow(HEADER);
for (let index = 0; index < ROWS; index++) {
  sheet.addRow([`WP-${String(index).padStart(6, "0")}`, "PIPE", 168.3, 7.11, "X52", "Tenaris", 350.5, 12, `B-${index % 50}`, "Mill run"]);
}
const file = Buffer.from(await workbook.xlsx.writeBuffer());

const parseStarted = performance.now();
await readSheet("bench.xlsx", file);
const parseMs = performance.now() - parseStarted;

const engineStarted = performance.now();
const form = new FormData();
form.append("file", new Blob([file]), "bench.xlsx");
const response = await fetch(`${server.url}/api/imports/workpieces/`, {
  method: "POST",
  headers: { authorization: `Token ${token}` },
  body: form,
});
const lines = (await response.text())
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));
const engineMs = performance.now() - engineStarted;
const end = lines.at(-1);
if (end?.saved !== ROWS) throw new Error(`import saved ${end?.saved} of ${ROWS}: ${JSON.stringify(end)}`);

// The bulk route alone (JSON, 1000 rows a request), without reading a file: bulk against one by one.
const body = (prefix: string, index: number) => ({
  name: `${prefix}-${index}`,
  type: pipe,
  outer_diameter: 168.3,
  wall_thickness: 7.11,
  grade: "X52",
  manufacturer_id: companies[0]!.id,
  weight: 350.5,
  length: 12,
  batch: `B-${index % 50}`,
  comment: "Mill run",
});
const bulkRequest = async (prefix: string, start: number) => {
  const rows = Array.from({ length: Math.min(1000, ROWS - start) }, (_, offset) => body(prefix, start + offset));
  const answer = await server.request("POST", "/api/workpieces/bulk/", { token, body: rows });
  if (answer.status !== 200 || answer.body.failed !== 0)
    throw new Error(`bulk: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
};
// One request at a time: the server's Node work (body, validation, answer) and the database's insert take turns.
let bulkStarted = performance.now();
for (let start = 0; start < ROWS; start += 1000) await bulkRequest("BULK", start);
const bulkMs = performance.now() - bulkStarted;
// Two requests in flight, as a client sending 10,000 rows in 1000-row requests would keep them: while the database
// inserts one request's rows, the server reads and checks the next (what the import engine does inside one
// request). Each request is still its own transaction and answer; only the waiting overlaps.
const BULK_IN_FLIGHT = 2;
bulkStarted = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: BULK_IN_FLIGHT }, async () => {
    while (next < ROWS) {
      const start = next;
      next += 1000;
      await bulkRequest("PAIR", start);
    }
  }),
);
const pairMs = performance.now() - bulkStarted;

const oneStarted = performance.now();
for (let index = 0; index < ONE_BY_ONE_ROWS; index++) {
  const answer = await server.request("POST", "/api/workpieces/", {
    token,
    body: body("ONE", index),
  });
  if (answer.status !== 201) throw new Error(`one-by-one: HTTP ${answer.status}`);
}
const oneMs = performance.now() - oneStarted;

const engineRate = ROWS / (engineMs / 1000);
const oneRate = ONE_BY_ONE_ROWS / (oneMs / 1000);
console.log(
  `import engine   ${ROWS} rows from XLSX in ${(engineMs / 1000).toFixed(2)} s (of which XLSX reading ${(parseMs / 1000).toFixed(2)} s): ${engineRate.toFixed(0)} rows/s`,
);
const bulkRate = ROWS / (bulkMs / 1000);
const pairRate = ROWS / (pairMs / 1000);
console.log(`bulk route      ${ROWS} rows as JSON, 1000 a request, in ${(bulkMs / 1000).toFixed(2)} s: ${bulkRate.toFixed(0)} rows/s`);
console.log(
  `bulk route ×${BULK_IN_FLIGHT}   the same, ${BULK_IN_FLIGHT} requests in flight, in ${(pairMs / 1000).toFixed(2)} s: ${pairRate.toFixed(0)} rows/s`,
);
console.log(`one POST a row  ${ONE_BY_ONE_ROWS} rows in ${(oneMs / 1000).toFixed(2)} s: ${oneRate.toFixed(0)} rows/s`);
console.log(
  `ratio           import ${(engineRate / oneRate).toFixed(1)}×, bulk route ${(bulkRate / oneRate).toFixed(1)}× (${(pairRate / oneRate).toFixed(1)}× with ${BULK_IN_FLIGHT} in flight) (goal ≥ 100×)`,
);

// The same comparison on a light table: bevel types, the lists' benchmark resource, carry 6 indexes and 1 foreign
// key where workpieces carry 12 and 7. The bulk route and one POST a row, as above, for another client.
const bevels = await seedClient(server, "Import bench bevel types");
const bevelBody = (prefix: string, index: number) => ({ name: `${prefix}-${index}`, description: `Generated bevel type ${index}` });
bulkStarted = performance.now();
for (let start = 0; start < ROWS; start += 1000) {
  const rows = Array.from({ length: Math.min(1000, ROWS - start) }, (_, offset) => bevelBody("BULK", start + offset));
  const answer = await server.request("POST", "/api/bevel-types/bulk/", { token: bevels.users.Admin.token, body: rows });
  if (answer.status !== 200 || answer.body.failed !== 0) throw new Error(`bevel bulk: HTTP ${answer.status}`);
}
const bevelBulkRate = ROWS / ((performance.now() - bulkStarted) / 1000);
const bevelOneStarted = performance.now();
for (let index = 0; index < ONE_BY_ONE_ROWS; index++) {
  const answer = await server.request("POST", "/api/bevel-types/", { token: bevels.users.Admin.token, body: bevelBody("ONE", index) });
  if (answer.status !== 201) throw new Error(`bevel one-by-one: HTTP ${answer.status}`);
}
const bevelOneRate = ONE_BY_ONE_ROWS / ((performance.now() - bevelOneStarted) / 1000);
console.log(
  `bevel types     bulk route ${bevelBulkRate.toFixed(0)} rows/s, one POST a row ${bevelOneRate.toFixed(0)} rows/s: ${(bevelBulkRate / bevelOneRate).toFixed(1)}× (6 indexes and 1 foreign key, against 12 and 7 for workpieces)`,
);

// Where the time goes: the same file and the same JSON rows, in-process, for a fresh client (no HTTP).
const stages = await seedClient(server, "Import bench stages");
await server.request("POST", "/api/companies/", { token: stages.users.Admin.token, body: { name: "Tenaris" } });
const stageTypes = (await server.request("GET", "/api/workpiece-types/", { token: stages.users.Inspector.token })).body.results as {
  id: string;
  name: string;
}[];
const stageCompany = (await server.request("GET", "/api/companies/", { token: stages.users.Inspector.token })).body.results[0].id as string;
const engineStages: TStageTimings = {};
let stageStarted = performance.now();
const stageSheet = await readSheet("bench.xlsx", file);
engineStages.parse = performance.now() - stageStarted;
stageStarted = performance.now();
await runImport(server.db, { registry, definition: WORKPIECE_IMPORT, clientId: stages.id, sheet: stageSheet, timings: engineStages });
const engineStageTotal = performance.now() - stageStarted + engineStages.parse;
const bulkStages: TStageTimings = {};
stageStarted = performance.now();
const stagePipe = stageTypes.find((type) => type.name === "PIPE")!.id;
for (let start = 0; start < ROWS; start += 1000) {
  const rows = Array.from({ length: Math.min(1000, ROWS - start) }, (_, offset) => ({
    ...body("STAGE", start + offset),
    type: stagePipe,
    manufacturer_id: stageCompany,
  }));
  await bulkCreate(server.db, {
    resource: workpieces,
    table: RESOURCE_TABLES.workpiece as TTenantTable,
    registry,
    hooks: registry.hooksOf("workpiece"),
    clientId: stages.id,
    rows,
    timings: bulkStages,
  });
}
const bulkStageTotal = performance.now() - stageStarted;
const show = (timings: TStageTimings, total: number) =>
  `${Object.entries(timings)
    .map(([stage, spent]) => `${stage} ${(spent / 1000).toFixed(2)} s`)
    .join(", ")} (total ${(total / 1000).toFixed(2)} s)`;
console.log(`engine stages   ${show(engineStages, engineStageTotal)}, overlapping`);
console.log(`bulk stages     ${show(bulkStages, bulkStageTotal)}`);
await server.close();

// `tsx apps/server/bench/imports.ts`: 10,000 workpieces from one XLSX through the import engine (one request,
// streamed progress) against the spec's one-POST-per-row, on the same server (embedded PGlite, or the server
// named by TEST_DATABASE_URL). Prints rows/s side by side; asserts nothing.
import { performance } from "node:perf_hooks";
import ExcelJS from "exceljs";
import { readSheet } from "../src/imports/parse.js";
import { seedClient, startTestServer } from "../test/helpers.js";

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

// The bulk route alone (JSON, 1000 rows a request), without reading a file: issue 14's "bulk vs one by one".
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
const bulkStarted = performance.now();
for (let start = 0; start < ROWS; start += 1000) {
  const rows = Array.from({ length: Math.min(1000, ROWS - start) }, (_, offset) => body("BULK", start + offset));
  const answer = await server.request("POST", "/api/workpieces/bulk/", { token, body: rows });
  if (answer.status !== 200 || answer.body.failed !== 0)
    throw new Error(`bulk: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
}
const bulkMs = performance.now() - bulkStarted;

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
console.log(`bulk route      ${ROWS} rows as JSON, 1000 a request, in ${(bulkMs / 1000).toFixed(2)} s: ${bulkRate.toFixed(0)} rows/s`);
console.log(`one POST a row  ${ONE_BY_ONE_ROWS} rows in ${(oneMs / 1000).toFixed(2)} s: ${oneRate.toFixed(0)} rows/s`);
console.log(`ratio           import ${(engineRate / oneRate).toFixed(1)}×, bulk route ${(bulkRate / oneRate).toFixed(1)}× (goal ≥ 100×)`);
await server.close();

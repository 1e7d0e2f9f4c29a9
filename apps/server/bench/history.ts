// `tsx apps/server/bench/history.ts`: what history costs the bulk route and the import engine, measured in
// one run with recording on and off (history/record.ts setHistoryRecording, which no route reaches). Rounds alternate
// on and off so a busy machine's drift falls on both; each round writes ROWS workpieces for a client of its own (the
// bulk route over HTTP, 1000 rows a request; the engine in-process from one XLSX). Prints the median of each and the
// cost (goal ≤ 10 %); asserts nothing.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { WORKPIECE_IMPORT } from "@weldtrace/domain";
import ExcelJS from "exceljs";
import { AREAS } from "../src/app.js";
import { buildRegistry } from "../src/area.js";
import { historyEntries } from "../src/db/schema/index.js";
import { setHistoryRecording } from "../src/history/record.js";
import { runImport } from "../src/imports/engine.js";
import { readSheet } from "../src/imports/parse.js";
import { seedClient, startTestServer } from "../test/helpers.js";

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
else if (!process.env.TEST_DATABASE_URL) delete process.env.TEST_DATABASE_URL;

const ROWS = Number(process.env.BENCH_HISTORY_ROWS ?? 5000);
const ROUNDS = Number(process.env.BENCH_HISTORY_ROUNDS ?? 3);
const registry = buildRegistry(AREAS);
const server = await startTestServer({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000000" } });

const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet("Workpieces");
sheet.addRow(["Name", "Type", "Outer diameter", "Wall thickness", "Grade", "Manufacturer", "Weight", "Length", "Batch", "Comment"]);
for (let index = 0; index < ROWS; index++) {
  sheet.addRow([`WP-${String(index).padStart(6, "0")}`, "PIPE", 168.3, 7.11, "X52", "Tenaris", 350.5, 12, `B-${index % 50}`, "Mill run"]);
}
const file = Buffer.from(await workbook.xlsx.writeBuffer());

let clients = 0;
/** A fresh client with the company and workpiece type the rows name. */
async function freshClient() {
  const client = await seedClient(server, `History bench ${++clients}`);
  const admin = client.users.Admin.token;
  await server.request("POST", "/api/companies/", { token: admin, body: { name: "Tenaris" } });
  const types = (await server.request("GET", "/api/workpiece-types/", { token: admin })).body.results as { id: string; name: string }[];
  const company = (await server.request("GET", "/api/companies/", { token: admin })).body.results[0].id as string;
  return { client, admin, pipe: types.find((type) => type.name === "PIPE")!.id, company };
}

async function bulkRun(): Promise<number> {
  const { admin, pipe, company } = await freshClient();
  const started = performance.now();
  for (let start = 0; start < ROWS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, ROWS - start) }, (_, offset) => ({
      name: `BULK-${start + offset}`,
      type: pipe,
      outer_diameter: 168.3,
      wall_thickness: 7.11,
      grade: "X52",
      manufacturer_id: company,
      weight: 350.5,
      length: 12,
      batch: `B-${(start + offset) % 50}`,
      comment: "Mill run",
    }));
    const answer = await server.request("POST", "/api/workpieces/bulk/", { token: admin, body: rows });
    if (answer.status !== 200 || answer.body.failed !== 0) throw new Error(`bulk: HTTP ${answer.status}`);
  }
  return performance.now() - started;
}

async function engineRun(): Promise<number> {
  const { client } = await freshClient();
  const parsed = await readSheet("bench.xlsx", file);
  const started = performance.now();
  const timings: Record<string, number> = {};
  const results = await runImport(server.db, { registry, definition: WORKPIECE_IMPORT, clientId: client.id, sheet: parsed, timings });
  if (process.env.BENCH_HISTORY_STAGES) console.log(JSON.stringify(timings));
  if (results.some((row) => row.status !== "success")) throw new Error("import refused rows");
  return performance.now() - started;
}

/**
 * The floor of the goal's design, in the same run: one entry per imported row, at its barest — the minimal row
 * (client, resource, record id, action, no values) inserted 1,000 at a time by one statement each, no HTTP, no engine.
 */
async function floorRun(): Promise<number> {
  const { client } = await freshClient();
  const started = performance.now();
  for (let start = 0; start < ROWS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, ROWS - start) }, () => ({
      client_id: client.id,
      resource: "workpiece",
      record_id: randomUUID(),
      action: "import" as const,
    }));
    await server.db.insert(historyEntries).values(rows);
  }
  return performance.now() - started;
}

const times = { bulk: { on: [] as number[], off: [] as number[] }, engine: { on: [] as number[], off: [] as number[] } };
const floors: number[] = [];
// A first round unmeasured: the first writes to new tables and plans cost more than the next.
setHistoryRecording(true);
await bulkRun();
await engineRun();
for (let round = 0; round < ROUNDS; round++) {
  // Alternating which goes first.
  for (const on of round % 2 === 0 ? [true, false] : [false, true]) {
    setHistoryRecording(on);
    times.bulk[on ? "on" : "off"].push(await bulkRun());
    times.engine[on ? "on" : "off"].push(await engineRun());
  }
  floors.push(await floorRun());
}
setHistoryRecording(true);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
for (const [name, label] of [
  ["bulk", "bulk route   "],
  ["engine", "import engine"],
] as const) {
  const on = median(times[name].on);
  const off = median(times[name].off);
  const cost = ((on - off) / off) * 100;
  console.log(
    `${label} ${ROWS} workpieces: ${(off / 1000).toFixed(2)} s without history, ${(on / 1000).toFixed(2)} s with (${(ROWS / (on / 1000)).toFixed(0)} rows/s): ${cost >= 0 ? "+" : ""}${cost.toFixed(1)} % (goal ≤ 10 %; median of ${ROUNDS} rounds each)`,
  );
}
const floor = median(floors);
const engineOff = median(times.engine.off);
console.log(
  `floor: ${ROWS} bare minimal entries (1,000 a statement): ${floor.toFixed(0)} ms, ${((floor * 1000) / ROWS).toFixed(1)} µs a row = ${((floor / engineOff) * 100).toFixed(1)} % of the import engine without history (the goal's budget: 10 %, ${((engineOff * 100) / ROWS).toFixed(1)} µs a row)`,
);
await server.close();

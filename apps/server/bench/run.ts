// `npm run bench`: list-endpoint latency on a large catalogue, through real HTTP on embedded PGlite
// (or the server named by TEST_DATABASE_URL). Prints numbers; asserts nothing (speed goals live here, not in tests).
import { performance } from "node:perf_hooks";
import { bevelTypes } from "../src/db/schema/index.js";
import { seedClient, startTestServer } from "../test/helpers.js";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const server = await startTestServer();
const client = await seedClient(server, "Bench");
const token = client.users.Engineer.token;

const started = performance.now();
for (let offset = 0; offset < ROWS; offset += 5000) {
  const batch = Array.from({ length: Math.min(5000, ROWS - offset) }, (_, index) => ({
    client_id: client.id,
    name: `Bevel ${String(offset + index).padStart(6, "0")}`,
    description: `Generated bevel type number ${offset + index}`,
  }));
  await server.db.insert(bevelTypes).values(batch);
}
console.log(`inserted ${ROWS} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const scenarios: [string, (i: number) => string][] = [
  ["first page, default order", () => "/api/bevel-types/?page=1&page_size=20"],
  ["deep page, descending", (i) => `/api/bevel-types/?page=${1000 + i}&page_size=50&ordering=-name`],
  ["search substring", (i) => `/api/bevel-types/?search=${String(i * 37).padStart(4, "0")}&page_size=20`],
];

for (const [label, url] of scenarios) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const response = await server.request("GET", url(i), { token });
    if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1);
  console.log(`${label.padEnd(28)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${at(1)} ms  (${REQUESTS} requests, ${ROWS} rows)`);
}
await server.close();

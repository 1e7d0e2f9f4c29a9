// `npm run bench`: runs each section against a real server and writes docs/benchmarks.md.
// PostgreSQL when BENCH_DATABASE_URL names a server (a fresh database is created there and dropped after),
// else embedded PGlite in memory. BENCH_NOTE adds a line (e.g. "other work was running on the cores").
// Sections: BENCH_SECTIONS=lists,load,navigation,imports,history,bundle,arc,dashboard,ingest (default: all; matched against the titles).
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { startTestServer } from "../test/helpers.js";
import type { TBenchContext, TBenchSection } from "./context.js";
import { dashboardSection } from "./sections/dashboard.js";
import { ingestSection } from "./sections/ingest.js";
import { listsSection } from "./sections/lists.js";
import { loadSection } from "./sections/load.js";
import { arcSection, historySection, importsSection } from "./sections/scripts.js";
import { webBundleSection } from "./sections/web-bundle.js";
import { webNavigationSection } from "./sections/web-navigation.js";

/** In order: later sections may use what earlier ones seeded. */
const SECTIONS: TBenchSection[] = [
  listsSection,
  loadSection,
  webNavigationSection,
  importsSection,
  historySection,
  webBundleSection,
  arcSection,
  dashboardSection,
  ingestSection,
];

const benchUrl = process.env.BENCH_DATABASE_URL;
if (benchUrl) process.env.TEST_DATABASE_URL = benchUrl;
else delete process.env.TEST_DATABASE_URL;
const wanted = process.env.BENCH_SECTIONS?.split(",").map((name) => name.trim().toLowerCase());

const target = path.resolve(import.meta.dirname, "../../../docs/benchmarks.md");
// The web app is served too when it is built (npm run build): the web navigation section times pages in Chromium.
const server = await startTestServer({ web: true });
const context: TBenchContext = {
  server,
  mode: benchUrl ? "postgres" : "embedded",
  requests: Number(process.env.BENCH_REQUESTS ?? 200),
  shared: {},
};
const parts: string[] = [];
try {
  const version = (await server.db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] };
  const cpus = os.cpus();
  const started = new Date();
  parts.push(
    "# Benchmarks",
    "",
    `Written by \`npm run bench\` on ${started.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
    "",
    `- Machine: ${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}`,
    `- Node.js ${process.version}; database: ${context.mode === "postgres" ? "PostgreSQL server" : "embedded PGlite (in memory)"} — ${version.rows[0]?.v ?? "?"}`,
    ...(process.env.BENCH_NOTE ? [`- Note: ${process.env.BENCH_NOTE}`] : []),
    "",
  );
  for (const section of SECTIONS) {
    if (wanted && !wanted.some((name) => section.title.toLowerCase().includes(name))) continue;
    console.log(`\n== ${section.title} ==`);
    const markdown = await section.run(context);
    console.log(markdown);
    parts.push(`## ${section.title}`, "", markdown, "");
    // Written after each section, so a failure later keeps what was measured.
    writeFileSync(target, `${parts.join("\n").trimEnd()}\n`);
  }
} finally {
  await server.close();
}
console.log(`\nwritten ${target}`);

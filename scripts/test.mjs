// The README's test command: type check, lint, no import cycle, unit tests, API tests on embedded PGlite (and again on
// the PostgreSQL server named by TEST_DATABASE_URL when set), then end-to-end tests in headless Chromium.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
// Each vitest step also writes a JSON report, so the end of the log names the failed tests and their first error
// line: CI keeps only the log's tail, where a failure scrolled far up is lost.
const reports = join(process.cwd(), ".test-results");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const jsonReport = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=${join(reports, `${name}.json`)}`];
// PGlite is PostgreSQL itself, so the API suite runs a second time on a server only where behaviour can differ there:
// several connections (pools, locks, concurrency), processes killed or cut off, the job queue, the server's planner.
// Such a file says why in a first line `// PostgreSQL too: <reason>`.
const serverTests = "apps/server/test";
const onPostgresToo = readdirSync(serverTests)
  .filter((name) => name.endsWith(".test.ts"))
  .filter((name) => readFileSync(join(serverTests, name), "utf8").startsWith("// PostgreSQL too:"))
  .map((name) => join(serverTests, name));
const steps = [
  ["type check", "npm", ["run", "typecheck"], process.env],
  ["lint", "npx", ["biome", "check", "."], process.env],
  ["import cycles", "node", ["scripts/check-cycles.mjs"], process.env],
  ["type assertions (server, web, domain)", "node", ["scripts/check-assertions.mjs"], process.env],
  [
    "unit and API tests (embedded PGlite)",
    "npx",
    ["vitest", "run", "--project", "domain", "--project", "arc", "--project", "web", "--project", "server", ...jsonReport("pglite")],
    withoutServer,
  ],
  ...(TEST_DATABASE_URL
    ? [
        [
          "API tests (PostgreSQL server)",
          "npx",
          ["vitest", "run", "--project", "server", ...onPostgresToo, ...jsonReport("postgresql")],
          process.env,
        ],
      ]
    : []),
  ["end-to-end tests (headless Chromium)", "npm", ["run", "test:e2e"], withoutServer],
];
const only = process.argv[2];
const failures = [];
for (const [label, command, args, env] of steps) {
  if (only && !label.includes(only)) continue;
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) failures.push(label);
}
/** The failed tests of one JSON report: file, test name and the first line of its first error. */
function failedTests(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  return report.testResults.flatMap((result) => {
    const tests = result.assertionResults.filter((test) => test.status === "failed");
    const name = result.name.replace(`${process.cwd()}/`, "");
    if (tests.length === 0 && result.status === "failed") return [`${name}: ${(result.message ?? "").split("\n")[0]}`];
    return tests.map((test) => `${name} › ${test.fullName}: ${(test.failureMessages[0] ?? "").split("\n")[0]}`);
  });
}
if (failures.length > 0) {
  for (const name of ["pglite", "postgresql"]) {
    const file = join(reports, `${name}.json`);
    if (!existsSync(file)) continue;
    const failed = failedTests(file);
    if (failed.length > 0) console.error(`\nFailed tests (${name}):\n${failed.map((line) => `  - ${line}`).join("\n")}`);
  }
  console.error(`\nFailed: ${failures.join(", ")}`);
  process.exit(1);
}
console.log("\nAll test steps passed.");

// The README's test command: type check, lint, no import cycle, unit tests, API tests on embedded PGlite (and again on
// the PostgreSQL server named by TEST_DATABASE_URL when set), then end-to-end tests in headless Chromium.
import { spawnSync } from "node:child_process";

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
const steps = [
  ["type check", "npm", ["run", "typecheck"], process.env],
  ["lint", "npx", ["biome", "check", "."], process.env],
  ["import cycles", "node", ["scripts/check-cycles.mjs"], process.env],
  [
    "unit and API tests (embedded PGlite)",
    "npx",
    ["vitest", "run", "--project", "domain", "--project", "arc", "--project", "web", "--project", "server"],
    withoutServer,
  ],
  ...(TEST_DATABASE_URL ? [["API tests (PostgreSQL server)", "npx", ["vitest", "run", "--project", "server"], process.env]] : []),
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
if (failures.length > 0) {
  console.error(`\nFailed: ${failures.join(", ")}`);
  process.exit(1);
}
console.log("\nAll test steps passed.");

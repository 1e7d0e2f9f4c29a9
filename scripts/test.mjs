// The README's test command: type check, unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), end-to-end.
import { spawnSync } from "node:child_process";

const steps = [
  ["type check", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit and API tests", "npx", ["vitest", "run", "--project", "domain", "--project", "server"]],
  ["end-to-end tests", "npm", ["run", "test:e2e"]],
];
const only = process.argv[2];
let failed = false;
for (const [label, command, args] of steps) {
  if (only && !label.includes(only)) continue;
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);

import { spawnSync } from "node:child_process";
import path from "node:path";
import type { TBenchSection } from "../context.js";

const root = path.resolve(import.meta.dirname, "../../../..");

/**
 * A benchmark that is also runnable alone (its own script, its own server or none): run as a child process on
 * the same database settings, its printout kept verbatim in docs/benchmarks.md.
 */
function scriptSection(title: string, script: string): TBenchSection {
  return {
    title,
    async run() {
      const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, script)], {
        cwd: root,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
        maxBuffer: 16 * 1024 * 1024,
      });
      if (result.status !== 0) throw new Error(`${script} exited with ${result.status}`);
      return ["```", result.stdout.trim(), "```"].join("\n");
    },
  };
}

/** Whether bulk saves scale: 10,000 workpieces through the import engine and the bulk route against one POST per row. */
export const importsSection = scriptSection("Imports: bulk versus one POST per row", "apps/server/bench/imports.ts");
/** What recording history costs the bulk route and the import engine, with and without it in one run. */
export const historySection = scriptSection("History: cost on bulk saves and imports", "apps/server/bench/history.ts");
/** The arc-data engine's throughput on one core (packages/arc, no database). */
export const arcSection = scriptSection("Arc-data engine", "packages/arc/bench/run.ts");

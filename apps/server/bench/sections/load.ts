import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { configureReadCaches } from "../../src/db/read-caches.js";
import { markdownTable, ms, type TBenchSection } from "../context.js";

const clientScript = path.resolve(import.meta.dirname, "../load-client.ts");

const DURATION_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

/** Concurrent clients on the first page of the big list (seeded by the lists section). */
export const loadSection: TBenchSection = {
  title: "Load",
  async run(context) {
    const token = context.shared.token as string | undefined;
    const firstPage = context.shared.firstPage as string | undefined;
    if (!token || !firstPage) return "Skipped: needs the lists section.";
    const rows: string[][] = [];
    const runs: [number, boolean][] = [
      [8, true],
      [64, true],
      [64, false],
    ];
    for (const [connections, cached] of runs) {
      // READ_CACHE_MS as configured (5 s by default), or 0: every request looks its token up and counts.
      configureReadCaches(cached ? context.server.readCacheMs : 0);
      // The client runs in a process of its own (load-client.ts), so it does not share the server's event loop.
      // Asynchronous: the server answers from this process's event loop meanwhile.
      const { stdout } = await promisify(execFile)(process.execPath, [
        "--import",
        "tsx",
        clientScript,
        `${context.server.url}${firstPage}`,
        token,
        String(connections),
        String(DURATION_SECONDS),
      ]);
      const result = JSON.parse(stdout.trim().split("\n").pop() ?? "{}") as {
        rps: number;
        p50: number;
        p95: number;
        p99: number;
        errors: number;
      };
      rows.push([
        String(connections),
        cached ? "on" : "off",
        result.rps.toFixed(0),
        ms(result.p50),
        ms(result.p95),
        ms(result.p99),
        String(result.errors),
      ]);
    }
    configureReadCaches(context.server.readCacheMs);
    return [
      `autocannon in a separate process, ${DURATION_SECONDS} s per run, GET of the first page (page size 20) of the big list, one token. Read caches on: the token's row and the list's capped count are remembered for READ_CACHE_MS (db/read-caches.ts), as the server runs by default; off: READ_CACHE_MS=0.`,
      "",
      markdownTable(["connections", "read caches", "req/s", "p50 (ms)", "p95 (ms)", "p99 (ms)", "errors (incl. non-2xx, timeouts)"], rows),
      "",
      "Goal: 64 connections, p95 ≤ 50 ms, 0 errors.",
    ].join("\n");
  },
};

import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { configureReadCaches } from "../../src/db/read-caches.js";
import { markdownTable, ms, type TBenchContext, type TBenchSection } from "../context.js";

const clientScript = path.resolve(import.meta.dirname, "../load-client.ts");

const DURATION_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

const WRITE_EVERY_MS = 100;

/** Creates a bevel type every WRITE_EVERY_MS with this token until stopped; `stop` answers how many were made. */
function writeMeanwhile(server: TBenchContext["server"], token: string | undefined) {
  if (!token) throw new Error("the lists section left no admin token");
  let running = true;
  let made = 0;
  const loop = (async () => {
    while (running) {
      const answer = await server.request("POST", "/api/bevel-types/", {
        token,
        body: { name: `written under load ${made}-${Date.now()}` },
      });
      if (answer.status !== 201) throw new Error(`write under load: HTTP ${answer.status}`);
      made++;
      await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return made;
    },
  };
}

/** Concurrent clients on the first page of the big list (seeded by the lists section). */
export const loadSection: TBenchSection = {
  title: "Load",
  async run(context) {
    const token = context.shared.token as string | undefined;
    const firstPage = context.shared.firstPage as string | undefined;
    if (!token || !firstPage) return "Skipped: needs the lists section.";
    const writers = { "another client": context.shared.otherAdminToken, "the same client": context.shared.adminToken } as Record<
      string,
      string | undefined
    >;
    const rows: string[][] = [];
    // Connections, read caches, and whose admin writes a bevel type every WRITE_EVERY_MS meanwhile (edge servers post
    // cycles all day: a write clears its client's cached entries).
    const runs: [number, boolean, string | null][] = [
      [8, true, null],
      [64, true, null],
      [64, true, "another client"],
      [64, true, "the same client"],
      [64, false, null],
    ];
    for (const [connections, cached, writer] of runs) {
      // READ_CACHE_MS as configured (5 s by default), or 0: every request looks its token up and counts.
      configureReadCaches(cached ? context.server.readCacheMs : 0);
      const writing = writer ? writeMeanwhile(context.server, writers[writer]) : null;
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
      const writes = await writing?.stop();
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
        writer ? `${writes} by ${writer}` : "none",
        result.rps.toFixed(0),
        ms(result.p50),
        ms(result.p95),
        ms(result.p99),
        String(result.errors),
      ]);
    }
    configureReadCaches(context.server.readCacheMs);
    return [
      `autocannon in a separate process, ${DURATION_SECONDS} s per run, GET of the first page (page size 20) of the big list, one token. Read caches on: the token's row and the list's capped count are remembered for READ_CACHE_MS (db/read-caches.ts), as the server runs by default; off: READ_CACHE_MS=0. Writes meanwhile: an admin creates a bevel type every ${WRITE_EVERY_MS} ms during the run, in another client or in the list's own (each clears that client's cached entries).`,
      "",
      markdownTable(
        ["connections", "read caches", "writes meanwhile", "req/s", "p50 (ms)", "p95 (ms)", "p99 (ms)", "errors (incl. non-2xx, timeouts)"],
        rows,
      ),
      "",
      "Goal: 64 connections, p95 ≤ 50 ms, 0 errors.",
    ].join("\n");
  },
};

import autocannon from "autocannon";
import { markdownTable, ms, quantile, type TBenchSection } from "../context.js";

const DURATION_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

/** Concurrent clients on the first page of the big list (seeded by the lists section). */
export const loadSection: TBenchSection = {
  title: "Load",
  async run(context) {
    const token = context.shared.token as string | undefined;
    const firstPage = context.shared.firstPage as string | undefined;
    if (!token || !firstPage) return "Skipped: needs the lists section.";
    const rows: string[][] = [];
    for (const connections of [8, 64]) {
      const latencies: number[] = [];
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: `${context.server.url}${firstPage}`,
            connections,
            duration: DURATION_SECONDS,
            headers: { authorization: `Token ${token}` },
            timeout: 10,
          },
          (error, done) => (error ? reject(error) : resolve(done)),
        );
        instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      rows.push([
        String(connections),
        result.requests.average.toFixed(0),
        ms(quantile(latencies, 0.5)),
        ms(quantile(latencies, 0.95)),
        ms(quantile(latencies, 0.99)),
        String(errors),
      ]);
    }
    return [
      `autocannon, ${DURATION_SECONDS} s per run, GET of the first page (page size 20) of the big list, one token.`,
      "",
      markdownTable(["connections", "req/s", "p50 (ms)", "p95 (ms)", "p99 (ms)", "errors (incl. non-2xx, timeouts)"], rows),
      "",
      "Goal: 64 connections, p95 ≤ 50 ms, 0 errors.",
    ].join("\n");
  },
};

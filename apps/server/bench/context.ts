import type { TTestServer } from "../test/helpers.js";

/** What every benchmark section receives: the running server (real HTTP) on the benchmark database. */
export interface TBenchContext {
  server: TTestServer;
  /** "postgres" when BENCH_DATABASE_URL is set, else "embedded" (PGlite in memory). */
  mode: "postgres" | "embedded";
  /** Number of timed requests per measured case (BENCH_REQUESTS). */
  requests: number;
  /** Values later sections may read (the lists section leaves a token and the list path here). */
  shared: Record<string, unknown>;
}

/**
 * One part of `npm run bench`: measures something and returns its Markdown for docs/benchmarks.md.
 * Add a section by writing a module under sections/ and listing it in run.ts.
 */
export interface TBenchSection {
  title: string;
  run(context: TBenchContext): Promise<string>;
}

/** Milliseconds of the p-th quantile (0..1) of a sample. */
export function quantile(sample: readonly number[], q: number): number {
  const sorted = [...sample].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

// The edge simulator as the edge servers' real client, against a fresh instance: the issue's "Done when" for the
// acquisition pipeline. The simulator (apps/server/scripts/edge-simulator.ts) runs as its own process over HTTP.
import { spawn } from "node:child_process";
import path from "node:path";
import { ARC_SCENARIOS, SignalGenerator } from "@weldtrace/arc";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alerts } from "../src/db/schema/index.js";
import { processingIdle } from "../src/modules/edge/processing.js";
import { call, downloadedSamples, streamCycles, streamState, type TDemoStream } from "./edge-stream.js";
import { demoToken, seedDemo, startTestServer, type TTestServer } from "./helpers.js";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SCENARIO = "strike-and-dip";
const T0_US = Date.UTC(2026, 10, 20, 9) * 1000;

interface TSummary {
  streams: string[];
  chunks: number;
  samples: number;
  rate: number;
  t0_us: number;
  statuses: Record<string, number>;
}

/**
 * `npm run simulate -- …` against the test server with the machine's token, the scenario and its data time, plus
 * `args`, as a child process; resolves with its --summary line.
 */
function simulate(args: string[]): Promise<TSummary> {
  const common = ["--url", server.url, "--token", machine, "--scenario", SCENARIO, "--t0-us", String(T0_US), "--summary"];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/scripts/edge-simulator.ts", ...common, ...args], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let errors = "";
    child.stdout.on("data", (data: Buffer) => {
      out += data.toString();
    });
    child.stderr.on("data", (data: Buffer) => {
      errors += data.toString();
    });
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`the simulator exited with ${code}: ${errors || out}`));
      const last = out.trim().split("\n").at(-1) as string;
      resolve(JSON.parse(last) as TSummary);
    });
  });
}

let server: TTestServer;
let demo: TDemoStream;
let machine: string;
let summary: TSummary;
/** The alert rows raised from the stream's cycles (the demo's own rows have other source keys). */
const cycleAlertRows = () =>
  server.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.section, "cycle"), eq(alerts.source_kind, "cycle"), like(alerts.source_key, `${demo.stream}/%`)));

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server);
  const admin = await demoToken(server, "admin");
  const edge = ((await call(server.url, "GET", "/api/edge-servers/", admin)).body as { id: string; project: string | null }[]).find(
    (row) => row.project,
  ) as { id: string };
  machine = (await call(server.url, "POST", `/api/edge-servers/${edge.id}/token/`, admin)).body.token;
  const weld = (await call(server.url, "GET", "/api/welds/?search=NS-W-0005", admin)).body.results[0].id as string;
  // The engineer's current line on the procedure of the pass group the simulator names (the first with a process
  // group): out of range below 230 A or above 300 A for 0.3 s.
  const setup = (
    await call(server.url, "POST", "/api/edge/ping/", machine, {
      hostname: "test",
      version: "1",
      distribution: "test",
      network_devices: [],
      time: new Date().toISOString(),
    })
  ).body;
  const passGroup = setup.pass_groups.find((row: { welding_process_group: string | null }) => row.welding_process_group);
  const engineer = await demoToken(server, "engineer");
  const lines = await call(server.url, "PUT", `/api/procedures/${passGroup.procedure}/alerts-supervisors/`, engineer, {
    procedure: passGroup.procedure,
    supervisors: [
      {
        type: "PASS_GROUP",
        name: "current",
        elements_selected: [passGroup.id],
        supervisor_min: 230,
        supervisor_max: 300,
        percentage: 0,
        time: 0.3,
        enabled: true,
        warning: false,
        out_of_range: true,
      },
    ],
  });
  expect(lines.status, JSON.stringify(lines.body)).toBe(200);
  summary = await simulate(["--weld", weld, "--offline", "2"]);
  await processingIdle();
  demo = { admin, edgeServer: edge.id, machine, stream: summary.streams[0] as string, weld };
}, 120_000);

afterAll(() => server?.close());

describe("the edge simulator streams a weld with an arc strike and an out-of-range stretch into a fresh instance", () => {
  it("is answered 201 for every chunk once, and 200 for the chunk sent again after its outage; late chunks, sent newest first, are all processed", async () => {
    expect(summary.streams).toHaveLength(1);
    expect(summary.statuses).toEqual({ 201: summary.chunks, 200: 1 });
    expect(await streamState(server.url, demo)).toMatchObject({ chunks: summary.chunks, next_seq: summary.chunks, lag: 0, error: null });
  });

  it("makes one cycle of the weld with its verdict (the 0.6 s strike is no cycle) and one out-of-range current alert row on it", async () => {
    const cycles = await streamCycles(server.url, demo);
    expect(cycles).toHaveLength(1);
    const [cycle] = cycles as [Record<string, any>];
    // The weld's arc starts 2.6 s into the signal (the strike at 1 s lasted 0.6 s).
    expect((Date.parse(cycle.started_at) - T0_US / 1000) / 1000).toBeCloseTo(2.6, 0);
    expect(cycle.verdict.result).toBeTruthy();
    expect(cycle.heat_input).toBeGreaterThan(0);
    const rows = await cycleAlertRows();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row).toMatchObject({ parameter: "current", type: "out_of_range", source_id: cycle.id });
      expect(row.recorded_value).toBeLessThan(230);
    }
  });

  it("charts the cycle's signal and downloads exactly the samples the simulator generated", async () => {
    const [cycle] = (await streamCycles(server.url, demo)) as [Record<string, any>];
    const signal = await call(server.url, "GET", `/api/cycles/${cycle.id}/signal/`, demo.admin);
    expect(signal.status).toBe(200);
    expect(signal.body.t_us.length).toBeGreaterThan(0);
    const scenario = ARC_SCENARIOS.find((candidate) => candidate.name === SCENARIO) as (typeof ARC_SCENARIOS)[number];
    const generator = new SignalGenerator({ ...scenario.generator, tailS: (scenario.generator.tailS ?? 0) + 3 });
    const generated = generator.next(summary.samples);
    const samples = await downloadedSamples(server.url, demo);
    expect(samples.chunks).toBe(summary.chunks);
    expect(Buffer.from(samples.u.buffer).equals(Buffer.from(generated.u.slice().buffer))).toBe(true);
    expect(Buffer.from(samples.i.buffer).equals(Buffer.from(generated.i.slice().buffer))).toBe(true);
  });

  it("changes nothing when every chunk is sent again: 200 for each, the same cycle and alert rows", async () => {
    const cyclesBefore = await streamCycles(server.url, demo);
    const alertsBefore = await cycleAlertRows();
    const again = await simulate(["--stream", demo.stream]);
    expect(again.statuses).toEqual({ 200: summary.chunks });
    await processingIdle();
    expect(await streamCycles(server.url, demo)).toEqual(cyclesBefore);
    expect(await cycleAlertRows()).toEqual(alertsBefore);
  });
});

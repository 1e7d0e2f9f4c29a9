/**
 * Edge simulator: streams a packages/arc generator scenario over the machine API, as an edge server would.
 *
 *   npm run simulate -- --url http://localhost:3000 --token <machine token> [--seconds S] [--scenario NAME]
 *                       [--chunk-seconds 0.5] [--realtime] [--weld <weld id>]
 *
 * Pings for the set-up, opens a stream on the first workstation, sets the context (the first pass group with a
 * process group, the first welder and filler metal, the weld if given), then PUTs the chunks in seq order; a
 * failed PUT is retried (the API is idempotent: the same chunk again answers 200). The scenario's signal gets 3 s
 * more of idle at its end, so that the server knows the last cycle ended.
 */
import { hostname } from "node:os";
import { parseArgs } from "node:util";
import { ARC_SCENARIOS, SignalGenerator } from "@weldtrace/arc";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    token: { type: "string" },
    seconds: { type: "string" },
    scenario: { type: "string", default: ARC_SCENARIOS[0]?.name },
    "chunk-seconds": { type: "string", default: "0.5" },
    realtime: { type: "boolean", default: false },
    weld: { type: "string" },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const scenario = ARC_SCENARIOS.find((candidate) => candidate.name === values.scenario);
if (!values.url || !values.token) fail("usage: npm run simulate -- --url URL --token TOKEN [--seconds S] [--scenario NAME]");
if (!scenario) fail(`unknown scenario ${values.scenario}; one of: ${ARC_SCENARIOS.map((candidate) => candidate.name).join(", ")}`);
const base = values.url.replace(/\/$/, "");
const token = values.token;

async function call(method: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(base + path, {
        method,
        headers: { authorization: `Token ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 500 && attempt < 5) throw new Error(`${response.status}`);
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      if (attempt >= 5) throw error;
      const wait = 500 * 2 ** attempt;
      console.warn(`${method} ${path} failed (${error instanceof Error ? error.message : String(error)}), again in ${wait} ms`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

function expectStatus(answer: { status: number; body: unknown }, ok: number[], what: string) {
  if (!ok.includes(answer.status)) fail(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

const ping = await call("POST", "/api/edge/ping/", {
  hostname: hostname(),
  version: "simulator-1",
  distribution: `${process.platform} ${process.arch}`,
  network_devices: [{ ip: "127.0.0.1", mac: "00:00:00:00:00:00" }],
  time: new Date().toISOString(),
});
expectStatus(ping, [200], "ping");
const setup = ping.body;
const workstation = setup.workstations[0];
const passGroup = setup.pass_groups.find((row: { welding_process_group: string | null }) => row.welding_process_group);
if (!workstation) fail("the client has no workstation");
console.log(`project ${setup.project?.name ?? "(none)"}, workstation ${workstation.name}, pass group ${passGroup?.name ?? "(none)"}`);

const rate = scenario.generator.sampleRate;
const t0Us = Date.now() * 1000;
const stream = await call("POST", "/api/edge/streams/", { workstation: workstation.id, torch: 1, sample_rate: rate, t0_us: t0Us });
expectStatus(stream, [201], "stream");
const streamId = stream.body.id as string;
const context = await call("POST", `/api/edge/streams/${streamId}/context/`, {
  t_us: t0Us,
  weld: values.weld ?? null,
  welder: setup.welders[0]?.id ?? null,
  pass_group: passGroup?.id ?? null,
  filler_metal: setup.filler_metals[0]?.id ?? null,
});
expectStatus(context, [201], "context");

// Events trail the newest sample by the engine's latency (longest `during` + stop occultation), and a stream has no
// end: 3 s more of idle signal let the last cycle's end be known.
const generator = new SignalGenerator({ ...scenario.generator, tailS: (scenario.generator.tailS ?? 0) + 3 });
const total = Math.min(generator.remaining, values.seconds ? Math.round(Number(values.seconds) * rate) : generator.remaining);
const chunkSamples = Math.max(1, Math.round(Number(values["chunk-seconds"]) * rate));
const started = Date.now();
let sent = 0;
let seq = 0;
while (sent < total) {
  const chunk = generator.next(Math.min(chunkSamples, total - sent));
  const column = (values: Float32Array) => Array.from(values, (value) => (Number.isFinite(value) ? value : null));
  const body = {
    t0_us: t0Us + Math.round((sent * 1e6) / rate),
    u: column(chunk.u),
    i: column(chunk.i),
    wfs: column(chunk.wfs),
    ts: column(chunk.ts),
  };
  const answer = await call("PUT", `/api/edge/streams/${streamId}/chunks/${seq}`, body);
  expectStatus(answer, [200, 201], `chunk ${seq}`);
  sent += chunk.u.length;
  seq++;
  if (values.realtime) {
    const ahead = (sent / rate) * 1000 - (Date.now() - started);
    if (ahead > 0) await new Promise((resolve) => setTimeout(resolve, ahead));
  }
}
const seconds = (Date.now() - started) / 1000;
console.log(
  `scenario ${scenario.name}: ${seq} chunks, ${sent} samples (${(sent / rate).toFixed(1)} s of signal) in ${seconds.toFixed(1)} s on stream ${streamId}`,
);
console.log(`expected cycles (s from the start): ${JSON.stringify(scenario.expected.cycles.filter(([start]) => start * rate < sent))}`);

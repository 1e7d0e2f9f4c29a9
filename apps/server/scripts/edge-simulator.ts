/**
 * Edge simulator: streams a packages/arc generator scenario over the machine API, as an edge server would.
 *
 *   npm run simulate -- --url http://localhost:8080 --token <machine token> [--streams N] [--rate HZ] [--seconds S]
 *                       [--scenario NAME] [--offline SECONDS] [--realtime] [--chunk-seconds 0.5] [--weld <weld id>]
 *                       [--format arrow|json] [--t0-us US] [--stream <id>] [--summary]
 *
 * Pings for the set-up, opens one stream per workstation (torch 1, then torch 2 when there are more streams than
 * workstations), says what is welded (the first pass group with a process group, the first welder and filler
 * metal, the weld if given), then PUTs the chunks in seq order, the streams side by side, as Arrow IPC streams (or
 * JSON). A failed PUT is retried with back-off (the API is idempotent: the same chunk again answers 200).
 *
 * --offline S: from a third of the signal, S seconds of chunks are kept back, as a machine that lost its network
 * buffers them; they are sent once it is back, newest first (late and out of order), and the chunk sent just before
 * the outage is sent again (its answer was lost: the server answers 200 and writes nothing).
 * --stream ID with --t0-us: sends the same signal to a stream opened before (a re-send of every chunk).
 * --summary prints one JSON line at the end: the streams, chunks and answers by status (tests read it).
 *
 * The scenario's signal gets 3 s more of idle at its end, so that the server knows the last cycle ended.
 */
import { hostname } from "node:os";
import { parseArgs } from "node:util";
import { ARC_SCENARIOS, SignalGenerator } from "@weldtrace/arc";
import { makeTable, tableToIPC } from "apache-arrow";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    token: { type: "string" },
    streams: { type: "string", default: "1" },
    rate: { type: "string" },
    seconds: { type: "string" },
    scenario: { type: "string", default: ARC_SCENARIOS[0]?.name },
    offline: { type: "string", default: "0" },
    "chunk-seconds": { type: "string", default: "0.5" },
    realtime: { type: "boolean", default: false },
    weld: { type: "string" },
    format: { type: "string", default: "arrow" },
    "t0-us": { type: "string" },
    stream: { type: "string" },
    summary: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const usage =
  "usage: npm run simulate -- --url URL --token TOKEN [--streams N] [--rate HZ] [--seconds S] [--scenario NAME] [--offline SECONDS]";
const scenario = ARC_SCENARIOS.find((candidate) => candidate.name === values.scenario);
if (!values.url || !values.token) fail(usage);
if (!scenario) fail(`unknown scenario ${values.scenario}; one of: ${ARC_SCENARIOS.map((candidate) => candidate.name).join(", ")}`);
const number = (name: string, text: string | undefined, min: number) => {
  const value = Number(text);
  if (!Number.isFinite(value) || value < min) fail(`--${name} must be a number ≥ ${min}`);
  return value;
};
const streamCount = Math.round(number("streams", values.streams, 1));
const rate = values.rate ? Math.round(number("rate", values.rate, 1)) : scenario.generator.sampleRate;
const offlineS = number("offline", values.offline, 0);
const chunkSeconds = number("chunk-seconds", values["chunk-seconds"], 0.001);
if (values.format !== "arrow" && values.format !== "json") fail("--format is arrow or json");
if (values.stream && streamCount !== 1) fail("--stream sends to one stream");
const base = values.url.replace(/\/$/, "");
const token = values.token;
const statuses: Record<string, number> = {};

/** One request, retried with back-off on a network error or a 5xx (503 while the database is away). */
async function call(method: string, path: string, body: unknown, arrow?: Uint8Array): Promise<{ status: number; body: any }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(base + path, {
        method,
        headers: {
          authorization: `Token ${token}`,
          "content-type": arrow ? "application/vnd.apache.arrow.stream" : "application/json",
        },
        body: arrow ?? JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 500 && attempt < 8) throw new Error(`${response.status}`);
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      if (attempt >= 8) throw error;
      const wait = Math.min(10_000, 250 * 2 ** attempt);
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
  version: "simulator-2",
  distribution: `${process.platform} ${process.arch}`,
  network_devices: [{ ip: "127.0.0.1", mac: "00:00:00:00:00:00" }],
  time: new Date().toISOString(),
});
expectStatus(ping, [200], "ping");
const setup = ping.body;
const workstations = setup.workstations as { id: string; name: string }[];
const passGroup = setup.pass_groups.find((row: { welding_process_group: string | null }) => row.welding_process_group);
if (workstations.length === 0) fail("the client has no workstation");
console.log(`project ${setup.project?.name ?? "(none)"}, ${workstations.length} workstation(s), pass group ${passGroup?.name ?? "(none)"}`);

const t0Us = values["t0-us"] ? number("t0-us", values["t0-us"], 0) : Date.now() * 1000;
const streams: string[] = [];
if (values.stream) streams.push(values.stream);
for (let k = 0; !values.stream && k < streamCount; k++) {
  const workstation = workstations[k % workstations.length] as { id: string };
  const torch = 1 + (Math.floor(k / workstations.length) % 2);
  const stream = await call("POST", "/api/edge/streams/", { workstation: workstation.id, torch, sample_rate: rate, t0_us: t0Us });
  expectStatus(stream, [201], "stream");
  const id = stream.body.id as string;
  const context = await call("POST", `/api/edge/streams/${id}/context/`, {
    t_us: t0Us,
    weld: values.weld ?? null,
    welder: setup.welders[k % Math.max(1, setup.welders.length)]?.id ?? null,
    pass_group: passGroup?.id ?? null,
    filler_metal: setup.filler_metals[0]?.id ?? null,
  });
  expectStatus(context, [201], "context");
  streams.push(id);
}

// Events trail the newest sample by the engine's latency (longest `during` + stop occultation), and a stream has no
// end: 3 s more of idle signal let the last cycle's end be known. Every stream welds the same signal.
const generator = new SignalGenerator({ ...scenario.generator, sampleRate: rate, tailS: (scenario.generator.tailS ?? 0) + 3 });
const total = Math.min(generator.remaining, values.seconds ? Math.round(number("seconds", values.seconds, 0) * rate) : generator.remaining);
const chunkSamples = Math.max(1, Math.round(chunkSeconds * rate));
const chunks: { t0_us: number; columns: Record<"u" | "i" | "wfs" | "ts", Float32Array> }[] = [];
for (let at = 0; at < total; ) {
  const part = generator.next(Math.min(chunkSamples, total - at));
  chunks.push({
    t0_us: t0Us + Math.round((at * 1e6) / rate),
    columns: { u: part.u.slice(), i: part.i.slice(), wfs: part.wfs.slice(), ts: part.ts.slice() },
  });
  at += part.u.length;
}

async function send(stream: string, seq: number): Promise<void> {
  const chunk = chunks[seq] as (typeof chunks)[number];
  let answer: { status: number; body: unknown };
  if (values.format === "arrow") {
    const table = makeTable(chunk.columns);
    table.schema.metadata.set("t0_us", String(chunk.t0_us));
    answer = await call("PUT", `/api/edge/streams/${stream}/chunks/${seq}`, null, tableToIPC(table, "stream"));
  } else {
    const column = (data: Float32Array) => Array.from(data, (value) => (Number.isFinite(value) ? value : null));
    const { u, i, wfs, ts } = chunk.columns;
    answer = await call("PUT", `/api/edge/streams/${stream}/chunks/${seq}`, {
      t0_us: chunk.t0_us,
      u: column(u),
      i: column(i),
      wfs: column(wfs),
      ts: column(ts),
    });
  }
  expectStatus(answer, [200, 201], `stream ${stream} chunk ${seq}`);
  statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
}

// The outage: the chunks whose data time falls in it are kept back, then sent newest first.
const offlineFrom = Math.floor(chunks.length / 3);
const offlineTo = Math.min(chunks.length, offlineFrom + Math.round(offlineS / chunkSeconds));
const started = Date.now();
for (let seq = 0; seq < chunks.length; seq++) {
  const held = seq >= offlineFrom && seq < offlineTo;
  if (!held) await Promise.all(streams.map((stream) => send(stream, seq)));
  if (offlineTo > offlineFrom && seq === offlineTo - 1) {
    console.log(`back online: sending the ${offlineTo - offlineFrom} chunk(s) kept back, newest first`);
    if (offlineFrom > 0) await Promise.all(streams.map((stream) => send(stream, offlineFrom - 1)));
    for (let late = offlineTo - 1; late >= offlineFrom; late--) await Promise.all(streams.map((stream) => send(stream, late)));
  }
  if (values.realtime) {
    const ahead = ((seq + 1) * chunkSamples * 1000) / rate - (Date.now() - started);
    if (ahead > 0) await new Promise((resolve) => setTimeout(resolve, ahead));
  }
}
const seconds = (Date.now() - started) / 1000;
console.log(
  `scenario ${scenario.name}: ${streams.length} stream(s) × ${chunks.length} chunks, ${total} samples each (${(total / rate).toFixed(1)} s of signal at ${rate} Hz) in ${seconds.toFixed(1)} s`,
);
console.log(`expected cycles (s from the start): ${JSON.stringify(scenario.expected.cycles.filter(([start]) => start * rate < total))}`);
if (values.summary) console.log(JSON.stringify({ streams, chunks: chunks.length, samples: total, rate, t0_us: t0Us, statuses }));

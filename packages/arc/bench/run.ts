// `npm run bench:arc`: throughput of the arc-data engine (segmentation + per-cycle and per-window statistics
// + limit alerts) on 4 Float32 channels at 25 kHz over one hour of signal (90 M samples a channel), on the
// main thread (one core), with allocation figures and the effect of the chunk size. Prints numbers; asserts
// nothing (speed goals live here, not in tests).
import { cpus, loadavg } from "node:os";
import { PerformanceObserver, performance } from "node:perf_hooks";
import { ArcEngine, alertLine, SignalGenerator, scenarioProcessGroup, type TArcChunk, type TArcSetup } from "../src/index.js";

const RATE = 25_000;
const PATTERN_S = 60;
const HOUR_S = Number(process.env.BENCH_ARC_SECONDS ?? 3600);
const ONE_SAMPLE_S = Number(process.env.BENCH_ARC_ONE_SAMPLE_SECONDS ?? 120);

// One minute of pulsed GMAW (150 Hz pulses, six welds, one drifting out of range, one arc-out), repeated:
// the hour is that minute sixty times over, so generating it costs nothing in the measurement.
const generator = new SignalGenerator({
  seed: 2026,
  sampleRate: RATE,
  process: "gmaw-pulsed",
  welds: [
    { gapBeforeS: 2, arcS: 8 },
    { gapBeforeS: 2, arcS: 8, drifts: [{ channel: "u", fromS: 3, toS: 6, amount: 6, shape: "bump" }] },
    { gapBeforeS: 2, arcS: 8, arcOuts: [{ atS: 4, lengthS: 0.5 }] },
    { gapBeforeS: 2, arcS: 8 },
    { gapBeforeS: 2, arcS: 8 },
    { gapBeforeS: 2, arcS: 7 },
  ],
  tailS: PATTERN_S - 6 * 10 + 1,
});
const pattern = generator.next(PATTERN_S * RATE);
const patternLength = pattern.u.length;

const full: TArcSetup = {
  sampleRate: RATE,
  processGroup: scenarioProcessGroup(),
  passGroup: {
    rms: true,
    k_factor: 0.8,
    current_min: 220,
    current_max: 300,
    voltage_min: 24,
    voltage_max: 30,
    wire_feed_speed_min: 6,
    wire_feed_speed_max: 10,
    travel_speed_min: 30,
    travel_speed_max: 50,
    heat_input_min: 0.6,
    heat_input_max: 0.9,
  },
  alerts: (["current", "voltage", "wire_feed_speed", "travel_speed", "heat_input"] as const).map((name) => alertLine(name)),
};
const withEnvelopes: TArcSetup = { ...full, envelopes: true };
const stepZero: TArcSetup = { ...full, processGroup: scenarioProcessGroup({ integration_step: 0 }) };
const bare: TArcSetup = { sampleRate: RATE, processGroup: scenarioProcessGroup({ integration_step: 0 }) };

let gcCount = 0;
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcCount++;
    gcMs += entry.duration;
  }
}).observe({ entryTypes: ["gc"] });

// GC entries reach the observer on a later turn of the event loop.
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** Feeds `seconds` of signal in chunks of `size`; small chunks are copied into reused buffers (no allocation). */
async function feed(setup: TArcSetup, size: number, seconds: number) {
  const engine = new ArcEngine(setup);
  const total = Math.round(seconds * RATE);
  const buffers: TArcChunk = {
    u: new Float32Array(size),
    i: new Float32Array(size),
    wfs: new Float32Array(size),
    ts: new Float32Array(size),
  };
  let events = 0;
  let cycles = 0;
  let alerts = 0;
  const count = (batch: ReturnType<ArcEngine["push"]>) => {
    events += batch.length;
    for (const event of batch) {
      if (event.type === "cycle-ended") cycles++;
      else if (event.type === "alert-raised") alerts++;
    }
  };
  await settle();
  const gcBefore = gcCount;
  const gcMsBefore = gcMs;
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const cpuStarted = cpuSeconds();
  for (let done = 0; done < total; ) {
    const offset = done % patternLength;
    const n = Math.min(size, total - done, patternLength - offset);
    let chunk: TArcChunk;
    if (size <= 64) {
      for (let k = 0; k < n; k++) {
        buffers.u[k] = pattern.u[offset + k]!;
        buffers.i[k] = pattern.i[offset + k]!;
        buffers.wfs[k] = pattern.wfs[offset + k]!;
        buffers.ts[k] = pattern.ts[offset + k]!;
      }
      chunk =
        n === size
          ? buffers
          : { u: buffers.u.subarray(0, n), i: buffers.i.subarray(0, n), wfs: buffers.wfs.subarray(0, n), ts: buffers.ts.subarray(0, n) };
    } else {
      const end = offset + n;
      chunk = {
        u: pattern.u.subarray(offset, end),
        i: pattern.i.subarray(offset, end),
        wfs: pattern.wfs.subarray(offset, end),
        ts: pattern.ts.subarray(offset, end),
      };
    }
    count(engine.push(chunk));
    done += n;
  }
  const memoryBytes = engine.memoryBytes;
  count(engine.end());
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuSeconds() - cpuStarted;
  const heapDeltaMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  await settle();
  return {
    samples: total,
    rate: total / wall,
    cpuRate: total / cpu,
    seconds: wall,
    events,
    cycles,
    alerts,
    gc: gcCount - gcBefore,
    gcMs: gcMs - gcMsBefore,
    heapDeltaMb,
    memoryBytes,
  };
}

/**
 * The yardstick: a plain one-pass loop over the same 4 channels in the same chunks, computing sum, sum of
 * squares, min and max of each (what any JavaScript statistics code would write). The engine does more
 * (segmentation, windows, limit checks, energies, counts) in two register-sized passes.
 */
async function plainLoop(seconds: number, size: number) {
  const total = Math.round(seconds * RATE);
  const acc = new Float64Array(16);
  await settle();
  const started = performance.now();
  const cpuStarted = cpuSeconds();
  for (let done = 0; done < total; ) {
    const offset = done % patternLength;
    const n = Math.min(size, total - done, patternLength - offset);
    const { u, i, wfs, ts } = pattern;
    let su = acc[0]!,
      qu = acc[1]!,
      lu = acc[2]!,
      hu = acc[3]!;
    let si = acc[4]!,
      qi = acc[5]!,
      li = acc[6]!,
      hi = acc[7]!;
    let sw = acc[8]!,
      qw = acc[9]!,
      lw = acc[10]!,
      hw = acc[11]!;
    let st = acc[12]!,
      qt = acc[13]!,
      lt = acc[14]!,
      ht = acc[15]!;
    for (let k = offset; k < offset + n; k++) {
      const a = u[k]!;
      const b = i[k]!;
      const c = wfs[k]!;
      const d = ts[k]!;
      su += a;
      qu += a * a;
      lu = Math.min(lu, a);
      hu = Math.max(hu, a);
      si += b;
      qi += b * b;
      li = Math.min(li, b);
      hi = Math.max(hi, b);
      sw += c;
      qw += c * c;
      lw = Math.min(lw, c);
      hw = Math.max(hw, c);
      st += d;
      qt += d * d;
      lt = Math.min(lt, d);
      ht = Math.max(ht, d);
    }
    acc.set([su, qu, lu, hu, si, qi, li, hi, sw, qw, lw, hw, st, qt, lt, ht]);
    done += n;
  }
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuSeconds() - cpuStarted;
  // Use the result so that the loop cannot be optimised away.
  if (Number.isNaN(acc[0])) console.log("NaN");
  return { rate: total / wall, cpuRate: total / cpu };
}

const mega = (value: number) => `${(value / 1e6).toFixed(1)} Msamples/s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(
  `arc-data engine benchmark — node ${process.version}, ${cpu}, ${cpus().length} cores (the engine runs on one), ` +
    `load average ${loadavg()[0]!.toFixed(1)} at the start`,
);
console.log(
  "Note: the machine may be shared with other builds and tests while this runs, so the figures are pessimistic; the CPU-time " +
    "rate (samples / CPU seconds of this process) is less sensitive to that than the wall-clock rate, and is the one each line ends with.",
);
console.log(
  `signal: ${PATTERN_S} s of pulsed GMAW at ${RATE / 1000} kHz repeated to ${HOUR_S} s; 4 Float32 channels, 65 536-sample chunks`,
);

// Warm-up: let the JIT compile the hot loops.
await feed(full, 65_536, 60);
await feed(stepZero, 65_536, 60);
await feed(withEnvelopes, 65_536, 60);
await feed(full, 64, 10);
await plainLoop(60, 65_536);

type TResult = Awaited<ReturnType<typeof feed>>;
const line = (name: string, result: TResult) =>
  console.log(
    `${name}: ${result.events} events (${result.cycles} cycles, ${result.alerts} alerts raised), ${result.gc} GCs, ` +
      `${mb(result.memoryBytes)} held per stream, wall clock ${mega(result.rate)}, CPU time ${mega(result.cpuRate)}`,
  );

const plain = await plainLoop(HOUR_S, 65_536);
const main = await feed(full, 65_536, HOUR_S);
const zero = await feed(stepZero, 65_536, HOUR_S);
const lean = await feed(bare, 65_536, HOUR_S);
const drawn = await feed(withEnvelopes, 65_536, HOUR_S);
console.log("");
line("full pipeline (segmentation + cycle and 0.1 s window statistics + 5 alert lines)", main);
line("integration step 0 with alert lines (5 lines checked on 50 ms windows)", zero);
line("segmentation + cycle statistics only (integration step 0, no alert line)", lean);
line("full pipeline with display envelopes (1 kHz, 100 Hz, 10 Hz)", drawn);
console.log(
  `plain one-pass 4-channel statistics loop (sum, sum of squares, min, max): wall clock ${mega(plain.rate)}, CPU time ${mega(plain.cpuRate)}`,
);
console.log(
  `ratio to the plain loop (CPU time): full pipeline ${(main.cpuRate / plain.cpuRate).toFixed(2)}, ` +
    `integration step 0 with alert lines ${(zero.cpuRate / plain.cpuRate).toFixed(2)}`,
);

console.log("\nchunk size effect (full pipeline):");
for (const size of [1, 64, 4096]) {
  const seconds = size === 1 ? ONE_SAMPLE_S : HOUR_S;
  const result = await feed(full, size, seconds);
  const note = size === 1 ? ` (shorter signal: ${seconds} s)` : "";
  line(`  ${String(size).padStart(6)} samples a chunk${note}`, result);
}

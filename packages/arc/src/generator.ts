import type { TArcChunk } from "./events.js";

/**
 * Seeded, deterministic synthetic arc signals: the same options give the same samples, however they are
 * cut into chunks. Units as stored: U in V, I in A, WFS in m/min, TS in cm/min.
 */

export type TProcessKind = "gmaw-spray" | "gmaw-pulsed" | "gtaw-pulsed" | "smaw";

/** A change of one channel during a weld: a ramp (0 → amount, then held) or a bump (0 → amount → 0). */
export interface TDrift {
  channel: "u" | "i" | "wfs" | "ts";
  fromS: number;
  toS: number;
  amount: number;
  shape: "ramp" | "bump";
}

export interface TWeldPlan {
  /** Idle time before the arc strikes, s. */
  gapBeforeS: number;
  /** Arc time from strike to the end of the crater fill, s. */
  arcS: number;
  /** Arc-outs inside the weld (arc extinguished, open-circuit voltage, torch still moving), s from the strike. */
  arcOuts?: { atS: number; lengthS: number }[];
  drifts?: TDrift[];
}

export interface TGeneratorOptions {
  seed: number;
  sampleRate: number;
  process: TProcessKind;
  welds: TWeldPlan[];
  /** Idle time after the last weld, s. */
  tailS?: number;
  /** Relative noise amplitude (default 0.02). */
  noise?: number;
}

/** Sample bounds of each arc (strike to extinction, stop exclusive), the arc-outs cut out of it. */
export interface TWeldTruth {
  startIndex: number;
  stopIndex: number;
  arcOuts: { startIndex: number; stopIndex: number }[];
}

interface TProcessModel {
  u: number;
  i: number;
  wfs: number;
  ts: number;
  /** Pulses: frequency (Hz), fraction of the period at peak, peak and background U and I. */
  pulse?: { hz: number; duty: number; uPeak: number; uBase: number; iPeak: number; iBase: number };
  /** Short circuits (SMAW): how many a second, how long (s), U and I while shorted. */
  shorts?: { perS: number; lengthS: number; u: number; i: number };
}

export const PROCESS_MODELS: Record<TProcessKind, TProcessModel> = {
  "gmaw-spray": { u: 29, i: 260, wfs: 11, ts: 45 },
  "gmaw-pulsed": { u: 27, i: 200, wfs: 8, ts: 40, pulse: { hz: 150, duty: 0.35, uPeak: 34, uBase: 22, iPeak: 420, iBase: 90 } },
  "gtaw-pulsed": { u: 11, i: 120, wfs: 1.2, ts: 12, pulse: { hz: 2, duty: 0.5, uPeak: 12, uBase: 10, iPeak: 180, iBase: 70 } },
  smaw: { u: 24, i: 130, wfs: 0, ts: 14, shorts: { perS: 15, lengthS: 0.003, u: 4, i: 190 } },
};

/** Arc strike: current overshoot decaying over this time, s. */
export const STRIKE_S = 0.05;
/** Crater fill: current and wire feed ramp down to half over the last this many seconds, s. */
export const CRATER_S = 0.4;
/** Voltage of the power source with no arc, V. */
export const OPEN_CIRCUIT_U = 65;

/** mulberry32: small, fast, good enough for test signals. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface TPlannedWeld extends TWeldTruth {
  drifts: TDrift[];
}

function inArcOut(arcOuts: TWeldTruth["arcOuts"], index: number): boolean {
  for (const out of arcOuts) if (index >= out.startIndex && index < out.stopIndex) return true;
  return false;
}

/** `count` identical welds of `arcS` seconds, each after `gapS` seconds of idle. */
export function regularWelds(count: number, arcS: number, gapS: number): TWeldPlan[] {
  return Array.from({ length: count }, () => ({ gapBeforeS: gapS, arcS }));
}

export class SignalGenerator {
  readonly welds: TWeldTruth[];
  readonly totalSamples: number;
  private readonly planned: TPlannedWeld[];
  private readonly model: TProcessModel;
  private readonly rate: number;
  private readonly noise: number;
  private readonly next01: () => number;
  private position = 0;
  private weld = 0;
  private shortLeft = 0;

  constructor(readonly options: TGeneratorOptions) {
    const rate = options.sampleRate;
    this.rate = rate;
    this.model = PROCESS_MODELS[options.process];
    this.noise = options.noise ?? 0.02;
    this.next01 = random(options.seed);
    let at = 0;
    this.planned = options.welds.map((plan) => {
      const startIndex = at + Math.round(plan.gapBeforeS * rate);
      const stopIndex = startIndex + Math.round(plan.arcS * rate);
      at = stopIndex;
      const arcOuts = (plan.arcOuts ?? []).map((out) => ({
        startIndex: startIndex + Math.round(out.atS * rate),
        stopIndex: startIndex + Math.round((out.atS + out.lengthS) * rate),
      }));
      return { startIndex, stopIndex, arcOuts, drifts: plan.drifts ?? [] };
    });
    this.welds = this.planned.map(({ startIndex, stopIndex, arcOuts }) => ({ startIndex, stopIndex, arcOuts }));
    this.totalSamples = at + Math.round((options.tailS ?? 1) * rate);
  }

  /** Samples not generated yet. */
  get remaining(): number {
    return this.totalSamples - this.position;
  }

  /** The next n samples (fewer at the end), into `into` when given (reused buffers: no allocation). */
  next(n: number, into?: TArcChunk): TArcChunk {
    const count = Math.min(n, this.remaining);
    const chunk =
      into && into.u.length >= count
        ? { u: into.u.subarray(0, count), i: into.i.subarray(0, count), wfs: into.wfs.subarray(0, count), ts: into.ts.subarray(0, count) }
        : { u: new Float32Array(count), i: new Float32Array(count), wfs: new Float32Array(count), ts: new Float32Array(count) };
    for (let k = 0; k < count; k++) this.sample(this.position + k, chunk, k);
    this.position += count;
    return chunk;
  }

  private jitter(): number {
    return (this.next01() + this.next01() - 1) * this.noise;
  }

  private sample(index: number, out: TArcChunk, k: number): void {
    while (this.weld < this.planned.length && index >= this.planned[this.weld]!.stopIndex) this.weld++;
    const weld = this.planned[this.weld];
    const noise = this.jitter();
    if (!weld || index < weld.startIndex) {
      // Idle: power source on standby, nothing moves; a little sensor noise around zero.
      out.u[k] = 0.05 * noise * 50;
      out.i[k] = Math.abs(noise) * 10;
      out.wfs[k] = 0;
      out.ts[k] = 0;
      return;
    }
    const model = this.model;
    const rate = this.rate;
    const t = (index - weld.startIndex) / rate;
    const toEnd = (weld.stopIndex - index) / rate;
    let u = model.u;
    let i = model.i;
    let wfs = model.wfs;
    let ts = model.ts;
    if (model.pulse) {
      const phase = (t * model.pulse.hz) % 1;
      const peak = phase < model.pulse.duty;
      u = peak ? model.pulse.uPeak : model.pulse.uBase;
      i = peak ? model.pulse.iPeak : model.pulse.iBase;
    }
    for (const drift of weld.drifts) {
      if (t < drift.fromS) continue;
      const span = drift.toS - drift.fromS;
      const progress = Math.min(1, (t - drift.fromS) / span);
      const amount =
        drift.shape === "ramp" ? drift.amount * progress : t >= drift.toS ? 0 : drift.amount * (1 - Math.abs(2 * progress - 1));
      if (drift.channel === "u") u += amount;
      else if (drift.channel === "i") i += amount;
      else if (drift.channel === "wfs") wfs += amount;
      else ts += amount;
    }
    if (t < STRIKE_S) {
      const overshoot = 1 - t / STRIKE_S;
      i *= 1 + 0.6 * overshoot;
      u *= 1 + 0.2 * overshoot;
    }
    if (toEnd < CRATER_S) {
      const fill = 0.5 + (0.5 * toEnd) / CRATER_S;
      i *= fill;
      wfs *= fill;
    }
    if (model.shorts) {
      if (this.shortLeft > 0) this.shortLeft--;
      else if (this.next01() < model.shorts.perS / rate) this.shortLeft = Math.max(1, Math.round(model.shorts.lengthS * rate));
      if (this.shortLeft > 0) {
        u = model.shorts.u;
        i = model.shorts.i;
      }
    }
    if (inArcOut(weld.arcOuts, index)) {
      u = OPEN_CIRCUIT_U;
      i = 0;
    }
    out.u[k] = u * (1 + noise);
    out.i[k] = i === 0 ? Math.abs(noise) * 10 : i * (1 - noise);
    out.wfs[k] = wfs * (1 + noise / 2);
    out.ts[k] = ts * (1 - noise / 2);
  }
}

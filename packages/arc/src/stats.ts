/** ISO/TR 18491 arc energy methods: A from means, B from instantaneous energy, C from instantaneous power. */
export type TEnergyMethod = "a" | "b" | "c";

/**
 * Running sums of a window or a cycle, in one Float64Array so that the sample loop keeps them in locals:
 * [n, arc samples, Σ U·I, then per channel U, I, WFS, TS: Σ(x − K), Σ(x − K)², min, max, then the valid
 * (finite) samples of each channel and the samples with both U and I valid (the ones Σ U·I covers), then
 * the short circuits and arc-outs that began in it, then each channel's shift K and 1 once it is set].
 * K is the first valid sample of the accumulator's own first window (see setShift): sums of x − K keep the
 * variance exact where Σx²/n − mean² cancels (a constant 187.7 A gave a standard deviation of 8.9e-5 A), and
 * a window constant at any value gives Σ(x − K) = Σ(x − K)² = 0 exactly. With one K per cycle, a window far
 * from the cycle's first sample lost it (TS 0 for a whole window, K 33.3 cm/min: rms = std = 3.9e-6).
 * Folding a window into a cycle moves its sums onto the cycle's K (foldAccumulator): per window, not per sample.
 */
export const ACC = {
  n: 0,
  arc: 1,
  power: 2,
  channel: 3,
  valid: 19,
  powerValid: 23,
  shorts: 24,
  arcOuts: 25,
  shift: 26,
  shiftSet: 30,
  size: 34,
} as const;
const SUM = 0;
const SQUARES = 1;
const MIN = 2;
const MAX = 3;

export const CHANNELS = ["u", "i", "wfs", "ts"] as const;
export type TChannel = (typeof CHANNELS)[number];

export function newAccumulator(): Float64Array {
  const acc = new Float64Array(ACC.size);
  resetAccumulator(acc);
  return acc;
}

/** True until every channel's shift is set in the accumulator. */
export const shiftPending = (acc: Float64Array) =>
  acc[ACC.shiftSet]! + acc[ACC.shiftSet + 1]! + acc[ACC.shiftSet + 2]! + acc[ACC.shiftSet + 3]! < 4;

/** Sets the accumulator's shifts not set yet from the first finite sample of [from, to) (once per window). */
export function setShift(columns: readonly Float32Array[], from: number, to: number, acc: Float64Array): void {
  for (let c = 0; c < 4; c++) {
    if (acc[ACC.shiftSet + c] === 1) continue;
    const column = columns[c]!;
    for (let k = from; k < to; k++) {
      const x = column[k]!;
      if (x - x === 0) {
        acc[ACC.shift + c] = x;
        acc[ACC.shiftSet + c] = 1;
        break;
      }
    }
  }
}

export function resetAccumulator(acc: Float64Array): void {
  acc.fill(0);
  for (let c = 0; c < 4; c++) {
    acc[ACC.channel + c * 4 + MIN] = Number.POSITIVE_INFINITY;
    acc[ACC.channel + c * 4 + MAX] = Number.NEGATIVE_INFINITY;
  }
}

/**
 * Adds a window's sums to a cycle's (always in window order, so any chunking gives the same rounding). The
 * window's sums of x − K_w move onto the cycle's K: with δ = K_w − K, Σ(x − K) = Σ(x − K_w) + m·δ and
 * Σ(x − K)² = Σ(x − K_w)² + 2δ·Σ(x − K_w) + m·δ², m the window's valid samples (δ = 0 for a constant cycle).
 */
export function foldAccumulator(into: Float64Array, from: Float64Array): void {
  into[ACC.n]! += from[ACC.n]!;
  into[ACC.arc]! += from[ACC.arc]!;
  into[ACC.power]! += from[ACC.power]!;
  into[ACC.powerValid]! += from[ACC.powerValid]!;
  into[ACC.shorts]! += from[ACC.shorts]!;
  into[ACC.arcOuts]! += from[ACC.arcOuts]!;
  for (let c = 0; c < 4; c++) {
    into[ACC.valid + c]! += from[ACC.valid + c]!;
    const base = ACC.channel + c * 4;
    if (from[ACC.shiftSet + c] === 1) {
      if (into[ACC.shiftSet + c] !== 1) {
        into[ACC.shift + c] = from[ACC.shift + c]!;
        into[ACC.shiftSet + c] = 1;
      }
      const delta = from[ACC.shift + c]! - into[ACC.shift + c]!;
      const sum = from[base + SUM]!;
      const m = from[ACC.valid + c]!;
      into[base + SUM]! += delta === 0 ? sum : sum + m * delta;
      into[base + SQUARES]! += delta === 0 ? from[base + SQUARES]! : from[base + SQUARES]! + 2 * delta * sum + m * delta * delta;
    }
    if (from[base + MIN]! < into[base + MIN]!) into[base + MIN] = from[base + MIN]!;
    if (from[base + MAX]! > into[base + MAX]!) into[base + MAX] = from[base + MAX]!;
  }
}

/** The sums as they were before a block, to start it again with the careful loops. */
const before = new Float64Array(ACC.size);

/**
 * The hot loop: adds samples [from, to) of the four columns. No allocation, sums in doubles. Two passes
 * (U and I with power and arc time, then WFS and TS) keep every running value in a register; a single pass
 * with 18 of them spills and runs about 1.4 times slower. `arcCurrent`: a sample counts as arc time when
 * I > arcCurrent.
 *
 * Invalid samples (NaN, ±Infinity) cost nothing while there are none: a sum of finite Float32 values cannot
 * overflow a double, so a non-finite sum after a pass means the block held one; that pass is then run again
 * from the sums before it, with loops that leave invalid samples out and count the valid ones.
 */
export function accumulate(
  u: Float32Array,
  i: Float32Array,
  wfs: Float32Array,
  ts: Float32Array,
  from: number,
  to: number,
  acc: Float64Array,
  arcCurrent: number,
  events: TEventCounter,
): void {
  const n = to - from;
  before.set(acc);
  const arcBefore = events[0]!;
  const shortedBefore = events[1]!;
  countEvents(u, i, from, to, acc, arcCurrent, events);
  const ku = acc[ACC.shift]!;
  const ki = acc[ACC.shift + 1]!;
  accumulateArc(u, i, from, to, acc, arcCurrent, ku, ki);
  if (Number.isFinite(acc[ACC.channel]! + acc[ACC.channel + 4]!)) {
    acc[ACC.valid]! += n;
    acc[ACC.valid + 1]! += n;
    acc[ACC.powerValid]! += n;
  } else {
    acc.set(before.subarray(0, ACC.channel + 8), 0);
    acc[ACC.shorts] = before[ACC.shorts]!;
    acc[ACC.arcOuts] = before[ACC.arcOuts]!;
    events[0] = arcBefore;
    events[1] = shortedBefore;
    countEventsCareful(u, i, from, to, acc, arcCurrent, events);
    accumulateArcCareful(u, i, from, to, acc, arcCurrent, ku, ki);
  }
  const kw = acc[ACC.shift + 2]!;
  const kt = acc[ACC.shift + 3]!;
  accumulatePair(wfs, ts, from, to, acc, ACC.channel + 8, kw, kt);
  if (Number.isFinite(acc[ACC.channel + 8]! + acc[ACC.channel + 12]!)) {
    acc[ACC.valid + 2]! += n;
    acc[ACC.valid + 3]! += n;
  } else {
    acc.set(before.subarray(ACC.channel + 8, ACC.channel + 16), ACC.channel + 8);
    accumulatePairCareful(wfs, ts, from, to, acc, ACC.channel + 8, ACC.valid + 2, kw, kt);
  }
  acc[ACC.n]! += n;
}

/**
 * What the short-circuit and arc-out counts carry from one block to the next: [arc burning at the last sample
 * (1/0), shorted at the last sample (1/0), the short-circuit voltage]. A cycle's counted part starts with the
 * arc burning and not shorted.
 */
export type TEventCounter = Float64Array;

export function newEventCounter(shortCircuitVoltage: number): TEventCounter {
  const counter = new Float64Array(3);
  counter[2] = shortCircuitVoltage;
  resetEventCounter(counter);
  return counter;
}

export function resetEventCounter(counter: TEventCounter): void {
  counter[0] = 1;
  counter[1] = 0;
}

/**
 * Counts arc-outs (the arc stops burning: I falls to the arc current or below) and short circuits (U falls
 * under the short-circuit voltage while the arc current flows) that begin in [from, to). A NaN keeps the state
 * of the sample before it; a block with ±Infinity in U or I is counted again by countEventsCareful (the arc pass
 * finds it), so the fast loop costs what it did before Infinity was left out.
 */
function countEvents(
  u: Float32Array,
  i: Float32Array,
  from: number,
  to: number,
  acc: Float64Array,
  arcCurrent: number,
  counter: TEventCounter,
): void {
  let arc = counter[0]!;
  let shorted = counter[1]!;
  const shortVoltage = counter[2]!;
  let outs = 0;
  let shorts = 0;
  for (let k = from; k < to; k++) {
    const x = u[k]!;
    const y = i[k]!;
    const burning = y > arcCurrent ? 1 : Number.isNaN(y) ? arc : 0;
    outs += arc > burning ? 1 : 0;
    arc = burning;
    const short = x < shortVoltage && burning === 1 ? 1 : Number.isNaN(x) ? shorted : 0;
    shorts += short > shorted ? 1 : 0;
    shorted = short;
  }
  counter[0] = arc;
  counter[1] = shorted;
  acc[ACC.arcOuts]! += outs;
  acc[ACC.shorts]! += shorts;
}

/** countEvents for a block holding invalid samples: any invalid sample (NaN, ±Infinity) keeps the state before it. */
function countEventsCareful(
  u: Float32Array,
  i: Float32Array,
  from: number,
  to: number,
  acc: Float64Array,
  arcCurrent: number,
  counter: TEventCounter,
): void {
  let arc = counter[0]!;
  let shorted = counter[1]!;
  const shortVoltage = counter[2]!;
  let outs = 0;
  let shorts = 0;
  for (let k = from; k < to; k++) {
    const x = u[k]!;
    const y = i[k]!;
    // x − x is 0 for a finite x, NaN for NaN and ±Infinity.
    const burning = y - y === 0 ? (y > arcCurrent ? 1 : 0) : arc;
    outs += arc > burning ? 1 : 0;
    arc = burning;
    const short = x - x === 0 ? (x < shortVoltage && burning === 1 ? 1 : 0) : shorted;
    shorts += short > shorted ? 1 : 0;
    shorted = short;
  }
  counter[0] = arc;
  counter[1] = shorted;
  acc[ACC.arcOuts]! += outs;
  acc[ACC.shorts]! += shorts;
}

/**
 * accumulateArc for a block holding invalid samples: each channel sums its finite samples, power the pairs.
 * Same operations as the fast loop on valid samples (Math.min/max included, which order −0 and 0), so a
 * block gives the same sums whichever loop ran it.
 */
function accumulateArcCareful(
  u: Float32Array,
  i: Float32Array,
  from: number,
  to: number,
  acc: Float64Array,
  arcCurrent: number,
  ku: number,
  ki: number,
): void {
  for (let k = from; k < to; k++) {
    const x = u[k]!;
    const y = i[k]!;
    const xValid = x - x === 0;
    const yValid = y - y === 0;
    if (xValid) {
      const dx = x - ku;
      acc[3]! += dx;
      acc[4]! += dx * dx;
      acc[5] = Math.min(acc[5]!, x);
      acc[6] = Math.max(acc[6]!, x);
      acc[ACC.valid]!++;
    }
    if (yValid) {
      const dy = y - ki;
      acc[7]! += dy;
      acc[8]! += dy * dy;
      acc[9] = Math.min(acc[9]!, y);
      acc[10] = Math.max(acc[10]!, y);
      acc[ACC.valid + 1]!++;
      if (y > arcCurrent) acc[1]!++;
    }
    if (xValid && yValid) {
      acc[2]! += x * y;
      acc[ACC.powerValid]!++;
    }
  }
}

function accumulatePairCareful(
  a: Float32Array,
  b: Float32Array,
  from: number,
  to: number,
  acc: Float64Array,
  at: number,
  valid: number,
  ka: number,
  kb: number,
): void {
  for (let k = from; k < to; k++) {
    const x = a[k]!;
    const y = b[k]!;
    if (x - x === 0) {
      const dx = x - ka;
      acc[at]! += dx;
      acc[at + 1]! += dx * dx;
      acc[at + 2] = Math.min(acc[at + 2]!, x);
      acc[at + 3] = Math.max(acc[at + 3]!, x);
      acc[valid]!++;
    }
    if (y - y === 0) {
      const dy = y - kb;
      acc[at + 4]! += dy;
      acc[at + 5]! += dy * dy;
      acc[at + 6] = Math.min(acc[at + 6]!, y);
      acc[at + 7] = Math.max(acc[at + 7]!, y);
      acc[valid + 1]!++;
    }
  }
}

function accumulateArc(
  u: Float32Array,
  i: Float32Array,
  from: number,
  to: number,
  acc: Float64Array,
  arcCurrent: number,
  ku: number,
  ki: number,
): void {
  let arc = acc[1]!;
  let power = acc[2]!;
  let su = acc[3]!;
  let qu = acc[4]!;
  let lu = acc[5]!;
  let hu = acc[6]!;
  let si = acc[7]!;
  let qi = acc[8]!;
  let li = acc[9]!;
  let hi = acc[10]!;
  for (let k = from; k < to; k++) {
    const x = u[k]!;
    const y = i[k]!;
    const dx = x - ku;
    const dy = y - ki;
    su += dx;
    qu += dx * dx;
    lu = Math.min(lu, x);
    hu = Math.max(hu, x);
    si += dy;
    qi += dy * dy;
    li = Math.min(li, y);
    hi = Math.max(hi, y);
    power += x * y;
    arc += y > arcCurrent ? 1 : 0;
  }
  acc[1] = arc;
  acc[2] = power;
  acc[3] = su;
  acc[4] = qu;
  acc[5] = lu;
  acc[6] = hu;
  acc[7] = si;
  acc[8] = qi;
  acc[9] = li;
  acc[10] = hi;
}

function accumulatePair(
  a: Float32Array,
  b: Float32Array,
  from: number,
  to: number,
  acc: Float64Array,
  at: number,
  ka: number,
  kb: number,
): void {
  let sa = acc[at]!;
  let qa = acc[at + 1]!;
  let la = acc[at + 2]!;
  let ha = acc[at + 3]!;
  let sb = acc[at + 4]!;
  let qb = acc[at + 5]!;
  let lb = acc[at + 6]!;
  let hb = acc[at + 7]!;
  for (let k = from; k < to; k++) {
    const x = a[k]!;
    const y = b[k]!;
    const dx = x - ka;
    const dy = y - kb;
    sa += dx;
    qa += dx * dx;
    la = Math.min(la, x);
    ha = Math.max(ha, x);
    sb += dy;
    qb += dy * dy;
    lb = Math.min(lb, y);
    hb = Math.max(hb, y);
  }
  acc[at] = sa;
  acc[at + 1] = qa;
  acc[at + 2] = la;
  acc[at + 3] = ha;
  acc[at + 4] = sb;
  acc[at + 5] = qb;
  acc[at + 6] = lb;
  acc[at + 7] = hb;
}

export interface TChannelStats {
  min: number;
  max: number;
  mean: number;
  rms: number;
  /** Population standard deviation. */
  std: number;
}

export interface TEnergies {
  a: number | null;
  b: number | null;
  c: number | null;
}

/** Statistics a channel's invalid samples make incomplete. */
export type TFlaggedStat =
  | TChannel
  | "voltage"
  | "current"
  | "arcTimeS"
  | "depositedMassG"
  | "powerW"
  | "energyJ"
  | "beadLengthMm"
  | "arcEnergy"
  | "heatInput";

const FLAGGED_BY: Record<TChannel, readonly TFlaggedStat[]> = {
  u: ["u", "voltage", "powerW", "energyJ", "arcEnergy", "heatInput"],
  i: ["i", "current", "arcTimeS", "powerW", "energyJ", "arcEnergy", "heatInput"],
  wfs: ["wfs", "depositedMassG"],
  ts: ["ts", "beadLengthMm", "arcEnergy", "heatInput"],
};
const FLAG_ORDER: readonly TFlaggedStat[] = [
  ...CHANNELS,
  "voltage",
  "current",
  "arcTimeS",
  "depositedMassG",
  "powerW",
  "energyJ",
  "beadLengthMm",
  "arcEnergy",
  "heatInput",
];

/** Statistics of a window or of a cycle (occultation excluded). Energies in kJ/mm, null without forward travel. */
export interface TArcStats {
  samples: number;
  /**
   * Samples that were NaN or ±Infinity, per channel: left out of every sum (a channel's statistics cover its
   * finite samples, power and energy the samples with both U and I finite); `flagged` names the statistics
   * they make incomplete (none: every sample was valid).
   */
  invalidSamples: Record<TChannel, number>;
  flagged: TFlaggedStat[];
  /** Time the statistics cover, s. */
  durationS: number;
  /** Part of it with the arc burning (I above the start condition's current), s. */
  arcTimeS: number;
  /** Arc-on ratio: arc time / time covered (null when empty). */
  arcOnRatio: number | null;
  /** Arc-outs: times the arc stopped burning (I at or below the arc current) inside the counted part. */
  arcOuts: number;
  /** Short circuits: times U fell under the short-circuit voltage with the arc current flowing. */
  shortCircuits: number;
  /** Short circuits per second of arc time (null without arc time). */
  shortCircuitHz: number | null;
  /** Deposited wire mass Σ WFS·Δt × π d²/4 × ρ, g (null without the filler metal's diameter and density). */
  depositedMassG: number | null;
  u: TChannelStats | null;
  i: TChannelStats | null;
  wfs: TChannelStats | null;
  ts: TChannelStats | null;
  /** U and I as the process reports them: RMS when its rms flag is set, else arithmetic means. */
  voltage: number | null;
  current: number | null;
  /** Mean instantaneous power mean(U·I), W. */
  powerW: number | null;
  /** Σ U·I·Δt, J. */
  energyJ: number;
  /** ∫ TS dt, mm. */
  beadLengthMm: number;
  /** ISO/TR 18491 arc energy per unit length: A = Ū·Ī / v, B = Σ(U·I·Δt) / bead length, C = P / v. */
  arcEnergy: TEnergies;
  /** k × arc energy for each method. */
  heatInputs: TEnergies;
  /** The heat input of the configured method (B unless told otherwise). */
  heatInput: number | null;
}

const SECONDS_PER_MINUTE = 60;
const MM_PER_CM = 10;
const J_PER_KJ = 1000;

/**
 * Energy per length in kJ/mm from a power (W) and a travel speed (cm/min). Every method goes through this
 * one expression so that equal inputs give bit-identical results (constant U and I: A = B = C exactly).
 */
export function energyPerLength(powerW: number, speedCmPerMin: number): number | null {
  if (!(speedCmPerMin > 0) || !Number.isFinite(powerW)) return null;
  return (powerW * SECONDS_PER_MINUTE) / (speedCmPerMin * MM_PER_CM) / J_PER_KJ;
}

/** Method B with a bead length entered for the cycle (mm) instead of the one integrated from travel speed. */
export function energyForBeadLength(energyJ: number, beadLengthMm: number): number | null {
  if (!(beadLengthMm > 0)) return null;
  return energyJ / beadLengthMm / J_PER_KJ;
}

/**
 * Mean of a channel: K + Σ(x − K) / n, n its valid samples (NaN when none), kept inside [min, max] where
 * rounding would take it out.
 */
function channelMean(acc: Float64Array, channel: number, n: number): number {
  const base = ACC.channel + channel * 4;
  const mean = acc[ACC.shift + channel]! + acc[base + SUM]! / n;
  return Math.min(acc[base + MAX]!, Math.max(acc[base + MIN]!, mean));
}

const validSamples = (acc: Float64Array, channel: number) => acc[ACC.valid + channel]!;

/**
 * Population variance from the shifted sums: Σd²/n − (Σd/n)², d = x − K, both small when K is near the mean;
 * at most ((max − min) / 2)² (Popoviciu), so a constant channel gives exactly 0.
 */
function channelVariance(acc: Float64Array, channel: number, n: number): number {
  const base = ACC.channel + channel * 4;
  const offset = acc[base + SUM]! / n;
  const half = (acc[base + MAX]! - acc[base + MIN]!) / 2;
  return Math.min(half * half, Math.max(0, acc[base + SQUARES]! / n - offset * offset));
}

/** RMS² = mean² + variance, at most the largest |x|. */
function channelRms(acc: Float64Array, channel: number, n: number): number {
  const base = ACC.channel + channel * 4;
  const mean = channelMean(acc, channel, n);
  const largest = Math.max(Math.abs(acc[base + MIN]!), Math.abs(acc[base + MAX]!));
  return Math.min(largest, Math.sqrt(mean * mean + channelVariance(acc, channel, n)));
}

/** Σx of a channel's valid samples, from the shifted sum. */
export const channelSum = (acc: Float64Array, channel: number) =>
  acc[ACC.channel + channel * 4 + SUM]! + validSamples(acc, channel) * acc[ACC.shift + channel]!;

function channelStats(acc: Float64Array, channel: number): TChannelStats | null {
  const n = validSamples(acc, channel);
  if (n === 0) return null;
  const base = ACC.channel + channel * 4;
  return {
    min: acc[base + MIN]!,
    max: acc[base + MAX]!,
    mean: channelMean(acc, channel, n),
    rms: channelRms(acc, channel, n),
    std: Math.sqrt(channelVariance(acc, channel, n)),
  };
}

const scale = (energy: number | null, k: number) => (energy === null ? null : energy * k);

/** The filler metal a cycle is welded with, for the deposited mass. */
export interface TFillerMetal {
  diameterMm: number;
  /** kg/m³ (steel about 7850, aluminium about 2700). */
  densityKgM3: number;
}

export function computeStats(
  acc: Float64Array,
  rate: number,
  rms: boolean,
  kFactor: number,
  method: TEnergyMethod,
  fillerMetal: TFillerMetal | null = null,
): TArcStats {
  const n = acc[ACC.n]!;
  const u = channelStats(acc, 0);
  const i = channelStats(acc, 1);
  const ts = channelStats(acc, 3);
  const voltage = u ? (rms ? u.rms : u.mean) : null;
  const current = i ? (rms ? i.rms : i.mean) : null;
  const sumPower = acc[ACC.power]!;
  const powerN = acc[ACC.powerValid]!;
  const speedN = validSamples(acc, 3);
  const sumSpeed = channelSum(acc, 3);
  const arcEnergy: TEnergies = {
    a: voltage === null || current === null || ts === null ? null : energyPerLength(voltage * current, ts.mean),
    // Uniform Δt cancels: Σ(U·I·Δt) / Σ(TS·Δt) = ΣU·I / ΣTS.
    b: powerN === 0 || speedN === 0 ? null : energyPerLength(sumPower, sumSpeed),
    c: powerN === 0 || speedN === 0 ? null : energyPerLength(sumPower / powerN, sumSpeed / speedN),
  };
  const invalidSamples = { u: n - validSamples(acc, 0), i: n - validSamples(acc, 1), wfs: n - validSamples(acc, 2), ts: n - speedN };
  const flags = new Set(CHANNELS.flatMap((channel) => (invalidSamples[channel] > 0 ? FLAGGED_BY[channel] : [])));
  const arcTimeS = acc[ACC.arc]! / rate;
  const heatInputs: TEnergies = { a: scale(arcEnergy.a, kFactor), b: scale(arcEnergy.b, kFactor), c: scale(arcEnergy.c, kFactor) };
  return {
    samples: n,
    invalidSamples,
    flagged: FLAG_ORDER.filter((stat) => flags.has(stat)),
    durationS: n / rate,
    arcTimeS,
    arcOnRatio: n === 0 ? null : acc[ACC.arc]! / n,
    arcOuts: acc[ACC.arcOuts]!,
    shortCircuits: acc[ACC.shorts]!,
    shortCircuitHz: arcTimeS > 0 ? acc[ACC.shorts]! / arcTimeS : null,
    depositedMassG:
      fillerMetal === null || validSamples(acc, 2) === 0
        ? null
        : // WFS m/min × Δt s / 60 = wire length (m); × π d²/4 (m²) × ρ (kg/m³) × 1000 = g.
          ((channelSum(acc, 2) / SECONDS_PER_MINUTE / rate) *
            Math.PI *
            (fillerMetal.diameterMm / 1000) ** 2 *
            fillerMetal.densityKgM3 *
            1000) /
          4,
    u,
    i,
    wfs: channelStats(acc, 2),
    ts,
    voltage,
    current,
    powerW: powerN === 0 ? null : sumPower / powerN,
    energyJ: sumPower / rate,
    beadLengthMm: (sumSpeed * MM_PER_CM) / SECONDS_PER_MINUTE / rate,
    arcEnergy,
    heatInputs,
    heatInput: heatInputs[method],
  };
}

/** The values the alert lines check, without building a stats object: [current, voltage, WFS, TS, heat input]. */
export function alertValues(acc: Float64Array, rms: boolean, kFactor: number, method: TEnergyMethod, out: Float64Array): void {
  const mean = (channel: number) => channelMean(acc, channel, validSamples(acc, channel));
  const quadratic = (channel: number) => channelRms(acc, channel, validSamples(acc, channel));
  const current = rms ? quadratic(1) : mean(1);
  const voltage = rms ? quadratic(0) : mean(0);
  const speed = mean(3);
  const sumPower = acc[ACC.power]!;
  const powerN = acc[ACC.powerValid]!;
  out[0] = current;
  out[1] = voltage;
  out[2] = mean(2);
  out[3] = speed;
  const energy =
    method === "a"
      ? energyPerLength(voltage * current, speed)
      : powerN === 0
        ? null
        : method === "b"
          ? energyPerLength(sumPower, channelSum(acc, 3))
          : energyPerLength(sumPower / powerN, speed);
  out[4] = energy === null ? Number.NaN : energy * kFactor;
}

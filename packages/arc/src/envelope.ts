import type { TEnvelopeEvent } from "./events.js";

/** Display envelope levels, Hz: min/max/mean per bucket, so a screen draws an hour of 25 kHz data from them. */
export const ENVELOPE_HZ = [1000, 100, 10] as const;
/** Envelope events cover this much signal each (every level at once), s. */
export const ENVELOPE_BATCH_S = 10;

/** One level: buckets of `bucket` samples from the batch's start (the last one may be shorter). */
class EnvelopeLevel {
  readonly min: Float32Array[];
  readonly max: Float32Array[];
  readonly sum: Float64Array[];
  readonly count: Uint32Array[];
  /** Buckets filled (or begun) in the current batch. */
  buckets = 0;

  constructor(
    readonly hz: number,
    readonly bucket: number,
    capacity: number,
  ) {
    this.min = [0, 1, 2, 3].map(() => new Float32Array(capacity));
    this.max = [0, 1, 2, 3].map(() => new Float32Array(capacity));
    this.sum = [0, 1, 2, 3].map(() => new Float64Array(capacity));
    this.count = [0, 1, 2, 3].map(() => new Uint32Array(capacity));
    this.clear();
  }

  clear(): void {
    for (let c = 0; c < 4; c++) {
      this.min[c]!.fill(Number.POSITIVE_INFINITY);
      this.max[c]!.fill(Number.NEGATIVE_INFINITY);
      this.sum[c]!.fill(0);
      this.count[c]!.fill(0);
    }
    this.buckets = 0;
  }
}

/**
 * Builds the display envelopes of every sample of a stream (in or out of cycles), batch by batch. The finest
 * level reads the samples; a coarser level whose bucket is a whole number of the finest's is merged from
 * them at the batch's end. Invalid samples are left out (a bucket with none valid has NaN).
 */
export class EnvelopeBuilder {
  private readonly levels: EnvelopeLevel[];
  /** Position of each level's source: -1 reads samples, else the index of the level it merges. */
  private readonly source: number[];
  readonly batch: number;
  /** First sample of the current batch, and the samples added to it so far. */
  batchStart = 0;
  filled = 0;

  constructor(readonly rate: number) {
    this.batch = Math.max(1, Math.round(ENVELOPE_BATCH_S * rate));
    const buckets = ENVELOPE_HZ.map((hz) => ({ hz, bucket: Math.round(rate / hz) })).filter((level) => level.bucket >= 2);
    this.levels = buckets.map(({ hz, bucket }) => new EnvelopeLevel(hz, bucket, Math.ceil(this.batch / bucket)));
    this.source = this.levels.map((level, index) => (index > 0 && level.bucket % this.levels[0]!.bucket === 0 ? 0 : -1));
  }

  /** Bytes its batch arrays take. */
  get memoryBytes(): number {
    return this.levels.reduce((sum, level) => sum + level.min[0]!.length * 4 * (4 + 4 + 8 + 4), 0);
  }

  get enabled(): boolean {
    return this.levels.length > 0;
  }

  /** Adds samples [from, to) of the stream, `columns[c][k - offset]` being sample k; never past the batch's end. */
  add(columns: readonly Float32Array[], offset: number, from: number, to: number): void {
    for (let index = 0; index < this.levels.length; index++) {
      if (this.source[index]! >= 0) continue;
      const level = this.levels[index]!;
      for (let c = 0; c < 4; c++) {
        const column = columns[c]!;
        const min = level.min[c]!;
        const max = level.max[c]!;
        const sum = level.sum[c]!;
        const count = level.count[c]!;
        for (let k = from; k < to; ) {
          const b = Math.floor((k - this.batchStart) / level.bucket);
          const end = Math.min(to, this.batchStart + (b + 1) * level.bucket);
          // Branch-free min/max first (as the statistics loops); a non-finite sum means an invalid sample: redo the
          // bucket's part with the careful loop, which leaves them out.
          let lo = min[b]!;
          let hi = max[b]!;
          // Summed on from the bucket's sum so far, in sample order: any cutting rounds alike.
          let s = sum[b]!;
          for (let j = k - offset; j < end - offset; j++) {
            const x = column[j]!;
            lo = Math.min(lo, x);
            hi = Math.max(hi, x);
            s += x;
          }
          if (s - s === 0) {
            min[b] = lo;
            max[b] = hi;
            sum[b] = s;
            count[b]! += end - k;
          } else {
            lo = min[b]!;
            hi = max[b]!;
            s = sum[b]!;
            let n = 0;
            for (let j = k - offset; j < end - offset; j++) {
              const x = column[j]!;
              if (x - x === 0) {
                lo = Math.min(lo, x);
                hi = Math.max(hi, x);
                s += x;
                n++;
              }
            }
            min[b] = lo;
            max[b] = hi;
            sum[b] = s;
            count[b]! += n;
          }
          k = end;
        }
      }
      level.buckets = Math.ceil((to - this.batchStart) / level.bucket);
    }
    this.filled = to - this.batchStart;
  }

  /** The batch so far as events (one per level), then a new batch from `next`. */
  take(next: number, fromUs: number): TEnvelopeEvent[] {
    const events: TEnvelopeEvent[] = [];
    if (this.filled > 0) {
      const finest = this.levels[0]!;
      finest.buckets = Math.ceil(this.filled / finest.bucket);
      for (let index = 0; index < this.levels.length; index++) {
        const level = this.levels[index]!;
        if (this.source[index]! >= 0) this.merge(finest, level);
        events.push(this.event(level, fromUs));
      }
    }
    for (const level of this.levels) level.clear();
    this.batchStart = next;
    this.filled = 0;
    return events;
  }

  /** A coarser level from the finest's buckets. */
  private merge(finest: EnvelopeLevel, level: EnvelopeLevel): void {
    const ratio = level.bucket / finest.bucket;
    level.buckets = Math.ceil(finest.buckets / ratio);
    for (let c = 0; c < 4; c++) {
      for (let b = 0; b < finest.buckets; b++) {
        const into = Math.floor(b / ratio);
        if (finest.min[c]![b]! < level.min[c]![into]!) level.min[c]![into] = finest.min[c]![b]!;
        if (finest.max[c]![b]! > level.max[c]![into]!) level.max[c]![into] = finest.max[c]![b]!;
        level.sum[c]![into]! += finest.sum[c]![b]!;
        level.count[c]![into]! += finest.count[c]![b]!;
      }
    }
  }

  private event(level: EnvelopeLevel, fromUs: number): TEnvelopeEvent {
    const channel = (c: number) => {
      const n = level.buckets;
      const mean = new Float32Array(n);
      const min = level.min[c]!.slice(0, n);
      const max = level.max[c]!.slice(0, n);
      for (let b = 0; b < n; b++) {
        const count = level.count[c]![b]!;
        mean[b] = count > 0 ? level.sum[c]![b]! / count : Number.NaN;
        if (count === 0) min[b] = max[b] = Number.NaN;
      }
      return { min, max, mean };
    };
    return {
      type: "envelope",
      hz: level.hz,
      bucketSamples: level.bucket,
      fromIndex: this.batchStart,
      toIndex: this.batchStart + this.filled,
      fromUs,
      u: channel(0),
      i: channel(1),
      wfs: channel(2),
      ts: channel(3),
    };
  }
}

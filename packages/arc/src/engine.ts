import { AlertTracker, alertLines, cycleVerdict } from "./alerts.js";
import { EnvelopeBuilder } from "./envelope.js";
import { eventIndex, type TArcChunk, type TArcEvent, type TCycleEnd } from "./events.js";
import {
  BYTES_PER_HELD_WINDOW,
  bufferCapacity,
  resolveSettings,
  type TArcPassGroup,
  type TArcResume,
  type TArcSetup,
  type TCompiledConditions,
  type TResolvedSettings,
} from "./settings.js";
import {
  ACC,
  accumulate,
  alertValues,
  computeStats,
  foldAccumulator,
  newAccumulator,
  newEventCounter,
  resetAccumulator,
  resetEventCounter,
  setShift,
  shiftPending,
  type TFillerMetal,
} from "./stats.js";

const EMPTY: readonly TArcEvent[] = Object.freeze([]);
const NONE = new Float32Array(0);
/** Block of the per-cycle sums when the integration step is 0 and no alert line needs check windows. */
const SILENT_BLOCK = 65_536;
/** Dropped cycles are reported as counts per this many seconds of signal. */
const DROP_REPORT_S = 1;

/**
 * The streaming engine: chunks of U, I, WFS, TS in, cycle, window and alert events out. It keeps its state
 * between chunks, and any cutting of the same signal gives the same events in the same order.
 *
 * Two stages run over the samples kept from earlier chunks and the new chunk, read in place:
 * 1. Segmentation scans new samples for trigger conditions. A condition confirmed `during` samples after its
 *    run began records the run's first sample; the scan then watches the other kind of condition from that
 *    boundary (start + 1, or the stop itself), so boundaries are exact whatever the chunk edges.
 * 2. Statistics trail the newest sample by `delay` = longest `during` + stop occultation. At that distance
 *    every boundary that matters is already known, so the stop occultation is cut to the sample without
 *    undoing anything. All events come out of this stage, in sample order.
 */
export class ArcEngine {
  readonly settings: TResolvedSettings;
  private readonly delay: number;
  private readonly alerts: AlertTracker;
  private readonly alertCheck: boolean;
  private readonly passGroup: TArcPassGroup;
  private readonly block: number;
  /** The most samples the buffer may hold (settings.ts: bufferCapacity, counted in the memory budget). */
  private readonly maxCapacity: number;

  // Samples of earlier chunks still needed, [base, base + length) in columns U, I, WFS, TS, followed by the
  // chunk being pushed, [chunkStart, head). The stages read both in place; only what they will need from the
  // chunk is copied, after it (with large chunks, the last `delay` samples).
  private columns: Float32Array[] = [new Float32Array(0), new Float32Array(0), new Float32Array(0), new Float32Array(0)];
  private base = 0;
  private length = 0;
  private readonly chunk: Float32Array[] = [NONE, NONE, NONE, NONE];
  private chunkStart = 0;
  private head = 0;

  // Segmentation.
  private scanPosition = 0;
  private scanInCycle = false;
  private readonly runs: Float64Array;
  private boundary = 0;
  /** Cycle bounds found so far, stop -1 while unknown; `queueHead` is the first the statistics have not finished. */
  private starts: number[] = [];
  private stops: number[] = [];
  private ends: TCycleEnd[] = [];
  private queueHead = 0;

  // Data time: sample `anchorIndex[a]` was taken at `anchorUs[a]`; later samples follow at the sample rate
  // until the next anchor (a chunk's t0_us that differs from the expected time re-anchors).
  private anchorIndex: number[] = [0];
  private anchorUs: number[] = [0];
  private lastSeq = Number.NEGATIVE_INFINITY;

  // Dropped cycles not reported yet; reported once the statistics reach `reportAt`.
  private dropCount = 0;
  private dropFrom = 0;
  private dropTo = 0;
  private dropFirstCycle = 0;
  private dropShortest = 0;
  private dropLongest = 0;
  private reportAt = 0;

  // Event cap: events given in second `capSecond` of signal, and those held back.
  private capSecond = 0;
  private capCount = 0;
  /** Where the next events-suppressed report starts: the second's first sample, or the end of its report at a gap. */
  private capFrom = 0;
  private suppressed: Partial<Record<TArcEvent["type"], number>> = {};
  private suppressedAny = false;
  /** A cycle whose cycle-started was over the cap, and alert lines whose alert-raised was: their events are held back too. */
  private suppressedCycle = -1;
  private suppressedLines: number[] = [];

  // Checkpoint: the state at the stop of the last cycle closed, and the events given since.
  private given = 0;
  private saved: TArcResume;
  private savedGiven = 0;
  /** Events a resumed engine still has to pass over: its checkpoint had given them already. */
  private skipLeft = 0;

  // Statistics.
  private position = 0;
  private inCycle = false;
  private cycle = 0;
  private cycleStart = 0;
  private countedFrom = 0;
  private windowStart = 0;
  private windowEnd = 0;
  private holding = false;
  private releaseAt = 0;
  private held: TArcEvent[] = [];
  private readonly windowAcc = newAccumulator();
  /** Windows folded until a limit check covers `checkSpan` samples (integration steps under 50 ms). */
  private readonly checkAcc = newAccumulator();
  private readonly cycleAcc = newAccumulator();
  private readonly eventCounter: Float64Array;
  /** Filler metals in force from a sample on (the stream's context); a cycle takes the one in force at its start. */
  private fillers: { index: number; fillerMetal: TFillerMetal | null }[] = [];
  private cycleFiller: TFillerMetal | null = null;
  private torchEnergyJ = 0;
  /** Display envelopes of every sample, built as the statistics pass over them (null: not asked for). */
  private readonly envelope: EnvelopeBuilder | null;
  private readonly values = new Float64Array(5);
  private out: TArcEvent[] = [];

  constructor(setup: TArcSetup) {
    this.settings = resolveSettings(setup);
    const s = this.settings;
    this.delay = s.maxDuring + s.occultationStop;
    this.maxCapacity = bufferCapacity(s);
    this.passGroup = setup.passGroup ?? {};
    this.alerts = new AlertTracker(alertLines(setup.alerts ?? [], this.passGroup, s.rate, setup.alertOptions));
    this.alertCheck = this.alerts.lines.length > 0;
    this.block = s.window > 0 ? s.window : this.alertCheck ? s.checkSpan : SILENT_BLOCK;
    this.runs = new Float64Array(Math.max(s.start.count, s.stop.count, 1)).fill(-1);
    this.anchorUs[0] = s.t0Us;
    this.eventCounter = newEventCounter(s.shortCircuitVoltage);
    const envelope = setup.envelopes ? new EnvelopeBuilder(s.rate) : null;
    this.envelope = envelope?.enabled ? envelope : null;
    this.fillers.push({ index: 0, fillerMetal: setup.fillerMetal ?? null });
    const resume = setup.resume;
    if (resume) {
      const { index, cycle } = resume;
      const skip = resume.skip ?? 0;
      if (![index, cycle, skip].every((value) => Number.isSafeInteger(value) && value >= 0))
        throw new RangeError("resume needs whole numbers");
      this.base = this.chunkStart = this.head = this.position = index;
      // The resume point is a closed cycle's stop: the re-arm delay runs from it.
      this.scanPosition = resume.scanFrom ?? index + s.rearm;
      this.cycle = cycle;
      // Without the resume point's time, times count from t0Us as if no gap came before it.
      this.anchorUs[0] = resume.us ?? this.us(index);
      this.anchorIndex[0] = index;
      this.skipLeft = skip;
      this.torchEnergyJ = resume.torchEnergyJ ?? 0;
      // A checkpoint's index is the start of the envelope batch in progress: the batch is built again from it.
      if (this.envelope) this.envelope.batchStart = index;
      if (resume.drops) {
        const drops = resume.drops;
        this.dropCount = drops.count;
        this.dropFrom = drops.from;
        this.dropTo = drops.to;
        this.dropFirstCycle = drops.firstCycle;
        this.dropShortest = drops.shortestS;
        this.dropLongest = drops.longestS;
        this.reportAt = drops.reportAt;
      }
      if (resume.cap) {
        this.capSecond = resume.cap.second;
        this.capCount = resume.cap.count;
        this.capFrom = resume.cap.from ?? Math.ceil(resume.cap.second * s.rate);
        this.suppressed = { ...resume.cap.suppressed };
        this.suppressedAny = Object.keys(this.suppressed).length > 0;
      }
    }
    this.saved = this.snapshot(this.position, this.scanPosition);
  }

  /**
   * Where processing can resume after a crash, as of the events handed over so far: store it with them (in one
   * transaction) and pass it as `resume` to a new engine, fed the raw data from its `index` on; that engine gives
   * only the events this one has not given yet.
   */
  checkpoint(): TArcResume {
    return { ...this.saved, skip: this.given - this.savedGiven };
  }

  /**
   * The state at the stop of a closed cycle (`stop`), the scan resuming at `scanFrom`. With envelopes, data is
   * fed again from the start of the envelope batch in progress (before the stop: nothing else happens there).
   */
  private snapshot(stop: number, scanFrom: number): TArcResume {
    const index = this.envelope ? Math.min(stop, this.envelope.batchStart) : stop;
    return {
      index,
      cycle: this.cycle,
      us: this.us(index),
      scanFrom,
      drops:
        this.dropCount === 0
          ? null
          : {
              count: this.dropCount,
              from: this.dropFrom,
              to: this.dropTo,
              firstCycle: this.dropFirstCycle,
              shortestS: this.dropShortest,
              longestS: this.dropLongest,
              reportAt: this.reportAt,
            },
      cap: {
        second: this.capSecond,
        count: this.capCount,
        suppressed: { ...this.suppressed } as Record<string, number>,
        from: this.capFrom,
      },
      torchEnergyJ: this.torchEnergyJ,
    };
  }

  /** Hands an event over (a resumed engine passes over those its checkpoint had given). */
  private give(event: TArcEvent): void {
    this.given++;
    if (this.skipLeft > 0) this.skipLeft--;
    else this.out.push(event);
  }

  /**
   * The filler metal welded from sample `fromIndex` on (default: the next sample pushed), as scanned at the
   * workstation: cycles starting there or later take it for their deposited mass.
   */
  setFillerMetal(fillerMetal: TFillerMetal | null, fromIndex = this.head): void {
    if (fillerMetal && !(fillerMetal.diameterMm > 0 && fillerMetal.densityKgM3 > 0))
      throw new RangeError("filler metal needs a diameter and a density above 0");
    this.fillers = this.fillers.filter((entry) => entry.index < fromIndex);
    this.fillers.push({ index: fromIndex, fillerMetal });
  }

  /** Memory the engine holds now, bytes, about: its sample buffer and the events it holds back. */
  get memoryBytes(): number {
    return this.columns.length * this.columns[0]!.byteLength + this.held.length * BYTES_PER_HELD_WINDOW + (this.envelope?.memoryBytes ?? 0);
  }

  /** How far events trail the newest sample, s (longest `during` + stop occultation). */
  get latencyS(): number {
    return this.delay / this.settings.rate;
  }

  /** Index of the next sample expected (samples received so far, from the stream's first). */
  get samples(): number {
    return this.head;
  }

  /**
   * Feeds the next chunk (any length); answers the events it completed. A chunk with a `seq` at or below the
   * last one's is a re-send: ignored. A chunk with `t0_us` later than expected by more than the gap tolerance
   * first ends an open cycle at the gap (end `gap`); any other difference within the tolerance re-anchors the
   * clock; earlier than that is an overlap and is refused.
   */
  push(chunk: TArcChunk): readonly TArcEvent[] {
    const n = chunk.u.length;
    if (chunk.i.length !== n || chunk.wfs.length !== n || chunk.ts.length !== n) throw new RangeError("chunk columns differ in length");
    if (chunk.seq !== undefined) {
      if (chunk.seq <= this.lastSeq) return EMPTY;
      this.lastSeq = chunk.seq;
    }
    if (chunk.t0_us !== undefined) this.checkTime(chunk.t0_us, chunk.seq);
    if (n === 0) return this.take();
    this.chunk[0] = chunk.u;
    this.chunk[1] = chunk.i;
    this.chunk[2] = chunk.wfs;
    this.chunk[3] = chunk.ts;
    this.chunkStart = this.head;
    this.head += n;
    this.scan(this.head);
    this.advance(this.head - this.delay);
    this.keep();
    // Keep the anchors events still to come may need: the cycle's start, pending drops, the envelope batch.
    this.pruneAnchors(
      Math.min(
        this.inCycle ? this.cycleStart : this.position,
        this.dropCount > 0 ? this.dropFrom : Number.POSITIVE_INFINITY,
        this.envelope?.batchStart ?? Number.POSITIVE_INFINITY,
      ),
    );
    return this.take();
  }

  /**
   * The stream is silent (the caller's wall-clock time-out): nothing to do. Time-outs run on data time: an open
   * cycle ends when the next chunk's t0_us shows a gap, or at end(); so data re-sent hours later by an offline
   * edge server gives the cycles a live one gives. (Before data time, flush() ended the open cycle, which split
   * a weld whose data came late.) Kept so that callers need not change; answers nothing.
   */
  flush(): readonly TArcEvent[] {
    return this.take();
  }

  /**
   * End of the data (a re-run reached the end of the stored chunks, the stream is closed): a cycle still open
   * ends at the last sample, marked `open` with end `end-of-data`, and everything pending comes out. Data may
   * follow; it is segmented afresh.
   */
  end(): readonly TArcEvent[] {
    this.closeAtHead("end-of-data");
    return this.take();
  }

  /** Ends an open cycle at the newest sample and brings the statistics up to it. */
  private closeAtHead(reason: TCycleEnd): void {
    if (this.scanInCycle) {
      this.stops[this.stops.length - 1] = this.head;
      this.ends[this.ends.length - 1] = reason;
      this.scanInCycle = false;
    }
    // A run in progress starts afresh with the next data: nothing may begin before what is already settled.
    this.runs.fill(-1);
    this.scanPosition = this.head;
    this.advance(this.head);
    this.reportDrops();
    // The second goes on after the gap: its report so far stops here, the next one starts where it stops.
    this.reportSuppressed(this.head);
    // Envelope buckets do not straddle a gap: the batch ends here and the next starts after it.
    this.giveEnvelopes(this.head);
  }

  /** Data time of the next chunk: contiguous, drift (re-anchor), a gap (end the open cycle, re-anchor) or an overlap (refused). */
  private checkTime(t0Us: number, seq: number | undefined): void {
    if (!Number.isFinite(t0Us)) throw new RangeError(`chunk${seq === undefined ? "" : ` ${seq}`}: t0_us must be a number of µs`);
    const expected = this.us(this.head);
    const difference = t0Us - expected;
    if (difference === 0) return;
    if (difference < -this.settings.gapToleranceUs) {
      throw new RangeError(
        `chunk${seq === undefined ? "" : ` ${seq}`}: t0_us ${t0Us} starts ${-difference} µs before the previous chunk ends (overlap)`,
      );
    }
    if (difference > this.settings.gapToleranceUs) this.closeAtHead("gap");
    this.anchor(this.head, t0Us);
  }

  private anchor(index: number, us: number): void {
    const last = this.anchorIndex.length - 1;
    if (this.anchorIndex[last] === index) this.anchorUs[last] = us;
    else {
      this.anchorIndex.push(index);
      this.anchorUs.push(us);
    }
  }

  private take(): readonly TArcEvent[] {
    if (this.out.length === 0) return EMPTY;
    const events = this.out;
    this.out = [];
    return events;
  }

  /** UTC µs of a sample, from the last anchor at or before it. */
  private us(index: number): number {
    let a = this.anchorIndex.length - 1;
    while (a > 0 && this.anchorIndex[a]! > index) a--;
    return this.anchorUs[a]! + Math.round(((index - this.anchorIndex[a]!) * 1_000_000) / this.settings.rate);
  }

  /**
   * After a push: keeps [position, head) for the next one (rewinds of the scan never go before `position`).
   * When the statistics have passed the chunk's start, the history restarts inside the chunk and only its
   * tail is copied; otherwise the chunk is appended. Compacting only when full, then doubling when still over
   * half full, keeps copies O(1) a sample. Doubling stops at `maxCapacity` (twice the delay and more), which the
   * memory budget counts: what is kept after a push, [position, head), is at most the delay, so it always fits.
   */
  private keep(): void {
    const from = Math.max(this.position, this.chunkStart);
    if (this.position >= this.chunkStart) {
      this.base = from;
      this.length = 0;
    }
    const n = this.head - from;
    const capacity = this.columns[0]!.length;
    if (this.length + n > capacity) {
      const drop = this.position - this.base;
      if (drop > 0) {
        for (const column of this.columns) column.copyWithin(0, drop, this.length);
        this.length -= drop;
        this.base = this.position;
      }
      if ((this.length + n > capacity / 2 && capacity < this.maxCapacity) || this.length + n > capacity) {
        const size = Math.max(this.length + n, Math.min(this.maxCapacity, Math.max(2 * capacity, 2 * (this.length + n), 4096)));
        this.columns = this.columns.map((column) => {
          const grown = new Float32Array(size);
          grown.set(column.subarray(0, this.length));
          return grown;
        });
      }
    }
    const offset = from - this.chunkStart;
    for (let c = 0; c < 4; c++) {
      const column = this.chunk[c]!;
      this.columns[c]!.set(offset === 0 ? column : column.subarray(offset), this.length);
    }
    this.length += n;
    this.chunkStart = this.head;
    // Keep no reference to the caller's arrays.
    this.chunk.fill(NONE);
  }

  // ---------------------------------------------------------------------------------------------------
  // Stage 1: segmentation
  // ---------------------------------------------------------------------------------------------------

  private scan(to: number): void {
    let k = this.scanPosition;
    while (k < to) {
      const found = this.scanConditions(this.scanInCycle ? this.settings.stop : this.settings.start, k, to);
      if (found < 0) {
        k = to;
        break;
      }
      const boundary = this.boundary;
      if (this.scanInCycle) {
        this.stops[this.stops.length - 1] = boundary;
        this.scanInCycle = false;
        // Re-arm delay: no start is looked for until it has passed (a short-circuit storm would start a cycle each period).
        k = boundary + this.settings.rearm;
      } else {
        this.starts.push(boundary);
        this.stops.push(-1);
        this.ends.push("stop");
        this.scanInCycle = true;
        // The start sample belongs to the cycle: a stop can begin one sample later at the earliest.
        k = boundary + 1;
      }
      this.runs.fill(-1);
    }
    this.scanPosition = k;
  }

  /**
   * Scans [from, to) (stream indices) for the first sample where one of the conditions has held for its
   * `during`; answers that sample's index, with the run's first sample in `this.boundary`, or -1.
   */
  private scanConditions(conditions: TCompiledConditions, from: number, to: number): number {
    if (conditions.count === 0) return -1;
    const split = this.chunkStart;
    if (from < split) {
      const end = Math.min(to, split);
      const found =
        conditions.count === 1
          ? this.scanOne(conditions, this.columns, this.base, from, end)
          : this.scanSeveral(conditions, this.columns, this.base, from, end);
      if (found >= 0 || to <= split) return found;
      from = split;
    }
    return conditions.count === 1
      ? this.scanOne(conditions, this.chunk, split, from, to)
      : this.scanSeveral(conditions, this.chunk, split, from, to);
  }

  /** Several conditions of one kind, any of which fires; `columns[c][k - offset]` is sample k. */
  private scanSeveral(conditions: TCompiledConditions, columns: Float32Array[], offset: number, from: number, to: number): number {
    const { isAnd, channel, lo, hi, during } = conditions;
    const runs = this.runs;
    for (let k = from - offset; k < to - offset; k++) {
      let best = Number.POSITIVE_INFINITY;
      for (let c = 0; c < conditions.count; c++) {
        const and = isAnd[c] === 1;
        let met = and;
        for (let slot = c * 4; slot < c * 4 + 4; slot++) {
          const x = columns[channel[slot]!]![k]!;
          const holds = x > lo[slot]! && x <= hi[slot]!;
          if (and !== holds) {
            met = holds;
            break;
          }
        }
        if (met) {
          if (runs[c]! < 0) runs[c] = k + offset;
          if (k + offset - runs[c]! + 1 >= during[c]! && runs[c]! < best) best = runs[c]!;
        } else runs[c] = -1;
      }
      if (best !== Number.POSITIVE_INFINITY) {
        this.boundary = best;
        return k + offset;
      }
    }
    return -1;
  }

  /** The usual case, one condition: its four atoms in locals. */
  private scanOne(conditions: TCompiledConditions, columns: Float32Array[], offset: number, from: number, to: number): number {
    const { channel, lo, hi } = conditions;
    const c0 = columns[channel[0]!]!;
    const c1 = columns[channel[1]!]!;
    const c2 = columns[channel[2]!]!;
    const c3 = columns[channel[3]!]!;
    const lo0 = lo[0]!;
    const lo1 = lo[1]!;
    const lo2 = lo[2]!;
    const lo3 = lo[3]!;
    const hi0 = hi[0]!;
    const hi1 = hi[1]!;
    const hi2 = hi[2]!;
    const hi3 = hi[3]!;
    const during = conditions.during[0]!;
    const end = to - offset;
    let run = this.runs[0]!;
    if (conditions.isAnd[0] === 1) {
      for (let k = from - offset; k < end; k++) {
        const x0 = c0[k]!;
        if (x0 > lo0 && x0 <= hi0 && c1[k]! > lo1 && c1[k]! <= hi1 && c2[k]! > lo2 && c2[k]! <= hi2 && c3[k]! > lo3 && c3[k]! <= hi3) {
          if (run < 0) run = k + offset;
          if (k + offset - run + 1 >= during) {
            this.boundary = run;
            this.runs[0] = run;
            return k + offset;
          }
        } else run = -1;
      }
    } else {
      for (let k = from - offset; k < end; k++) {
        const x0 = c0[k]!;
        const x1 = c1[k]!;
        const x2 = c2[k]!;
        const x3 = c3[k]!;
        if ((x0 > lo0 && x0 <= hi0) || (x1 > lo1 && x1 <= hi1) || (x2 > lo2 && x2 <= hi2) || (x3 > lo3 && x3 <= hi3)) {
          if (run < 0) run = k + offset;
          if (k + offset - run + 1 >= during) {
            this.boundary = run;
            this.runs[0] = run;
            return k + offset;
          }
        } else run = -1;
      }
    }
    this.runs[0] = run;
    return -1;
  }

  // ---------------------------------------------------------------------------------------------------
  // Stage 2: statistics, windows, alerts
  // ---------------------------------------------------------------------------------------------------

  private advance(target: number): void {
    const s = this.settings;
    let m = this.position;
    for (;;) {
      if (this.inCycle) {
        const stop = this.stops[this.queueHead]!;
        if (stop >= 0 && m >= stop) {
          this.endCycle(stop);
          continue;
        }
      }
      if (this.dropCount > 0 && m >= this.reportAt) {
        this.reportDrops();
        continue;
      }
      if (m >= target) break;
      if (!this.inCycle) {
        const start = this.queueHead < this.starts.length ? this.starts[this.queueHead]! : -1;
        const next = start < 0 || start >= target ? target : start;
        if (this.dropCount > 0 && this.reportAt < next) {
          this.envelopeTo(m, this.reportAt);
          m = this.reportAt;
          continue;
        }
        if (next !== start) {
          this.envelopeTo(m, target);
          m = target;
          break;
        }
        this.envelopeTo(m, start);
        m = start;
        this.beginCycle(start);
        continue;
      }
      const stop = this.stops[this.queueHead]!;
      let next = stop >= 0 && stop < target ? stop : target;
      if (this.dropCount > 0 && this.reportAt > m && this.reportAt < next) next = this.reportAt;
      if (this.holding && this.releaseAt > m && this.releaseAt < next) next = this.releaseAt;
      // Where the counted part ends is known once the stop is; until then it lies beyond `target`.
      const countedTo = stop >= 0 ? Math.max(this.countedFrom, stop - s.occultationStop) : Number.POSITIVE_INFINITY;
      if (m < this.countedFrom) {
        if (this.countedFrom < next) next = this.countedFrom;
      } else if (m < countedTo) {
        if (countedTo < next) next = countedTo;
        if (this.windowEnd < next) next = this.windowEnd;
        this.envelopeTo(m, next);
        this.accumulate(m, next);
        if (next === this.windowEnd || next === countedTo) this.closeWindow(next, next === countedTo);
        m = next;
        if (this.holding && m >= this.releaseAt) this.release();
        continue;
      }
      this.envelopeTo(m, next);
      m = next;
      if (this.holding && m >= this.releaseAt) this.release();
    }
    this.position = m;
  }

  /** Adds samples [from, to) to the envelopes, giving each batch as it fills. */
  private envelopeTo(from: number, to: number): void {
    const envelope = this.envelope;
    if (!envelope) return;
    while (from < to) {
      const batchEnd = envelope.batchStart + envelope.batch;
      const end = Math.min(to, batchEnd);
      const split = this.chunkStart;
      if (from < split) {
        const part = Math.min(end, split);
        envelope.add(this.columns, this.base, from, part);
        if (part < end) envelope.add(this.chunk, split, part, end);
      } else envelope.add(this.chunk, split, from, end);
      from = end;
      if (end === batchEnd) this.giveEnvelopes(end);
    }
  }

  /** Gives the envelope batch so far and starts the next at `next`. */
  private giveEnvelopes(next: number): void {
    if (!this.envelope) return;
    for (const event of this.envelope.take(next, this.us(this.envelope.batchStart))) this.give(event);
  }

  /** Adds samples [from, to) to the window, from the history and then from the chunk, in sample order. */
  private accumulate(from: number, to: number): void {
    const split = this.chunkStart;
    const arcCurrent = this.settings.arcCurrent;
    const acc = this.windowAcc;
    if (from < split) {
      const end = Math.min(to, split);
      const h = this.columns;
      if (shiftPending(acc)) setShift(h, from - this.base, end - this.base, acc);
      accumulate(h[0]!, h[1]!, h[2]!, h[3]!, from - this.base, end - this.base, acc, arcCurrent, this.eventCounter);
      from = end;
    }
    if (from < to) {
      const c = this.chunk;
      if (shiftPending(acc)) setShift(c, from - split, to - split, acc);
      accumulate(c[0]!, c[1]!, c[2]!, c[3]!, from - split, to - split, acc, arcCurrent, this.eventCounter);
    }
  }

  private beginCycle(start: number): void {
    const s = this.settings;
    this.inCycle = true;
    this.cycle++;
    this.cycleStart = start;
    this.countedFrom = start + s.occultationStart;
    this.windowStart = this.countedFrom;
    this.windowEnd = this.countedFrom + this.block;
    resetAccumulator(this.windowAcc);
    resetAccumulator(this.checkAcc);
    resetAccumulator(this.cycleAcc);
    resetEventCounter(this.eventCounter);
    while (this.fillers.length > 1 && this.fillers[1]!.index <= start) this.fillers.shift();
    this.cycleFiller = this.fillers[0]!.fillerMetal;
    this.alerts.reset();
    // Windows and alerts of a cycle that may still prove too short wait until it has lasted the minimum.
    this.holding = s.minCycle > 1;
    this.releaseAt = start + s.minCycle;
    this.held = [];
    // Held with the cycle's windows until it has lasted the minimum: a dropped cycle gives no event of its own.
    this.emit({ type: "cycle-started", cycle: this.cycle, startIndex: start, startUs: this.us(start) });
  }

  private release(): void {
    // Dropped cycles before this one are reported before it.
    this.reportDrops();
    for (const event of this.held) this.output(event);
    this.held = [];
    this.holding = false;
  }

  private emit = (event: TArcEvent): void => {
    if (this.holding) this.held.push(event);
    else this.output(event);
  };

  /** Gives an event, unless it is over the cap of events per second of signal (then counts it). */
  private output(event: TArcEvent): void {
    const second = Math.floor(eventIndex(event) / this.settings.rate);
    if (second > this.capSecond) {
      this.reportSuppressed();
      this.capSecond = second;
      this.capCount = 0;
      this.capFrom = Math.ceil(second * this.settings.rate);
    }
    let suppress = false;
    if ("cycle" in event && event.cycle === this.suppressedCycle) suppress = true;
    else if (event.type === "alert-cleared") {
      const at = this.suppressedLines.indexOf(event.line);
      if (at >= 0) {
        this.suppressedLines.splice(at, 1);
        suppress = true;
      }
    } else if (event.type !== "cycle-ended" && this.capCount >= this.settings.maxEventsPerS) {
      suppress = true;
      if (event.type === "cycle-started") {
        this.suppressedCycle = event.cycle;
        this.suppressedLines = [];
      } else if (event.type === "alert-raised") this.suppressedLines.push(event.line);
    }
    if (suppress) {
      this.suppressed[event.type] = (this.suppressed[event.type] ?? 0) + 1;
      this.suppressedAny = true;
      return;
    }
    this.capCount++;
    this.give(event);
  }

  /**
   * Reports the events suppressed in the current second since its last report; `at` (a gap, end()): the report
   * stops there and the second's next one starts where it stops, so no two reports share a first sample (a key).
   */
  private reportSuppressed(at?: number): void {
    if (!this.suppressedAny) return;
    const secondEnd = Math.ceil((this.capSecond + 1) * this.settings.rate);
    const toIndex = at === undefined ? secondEnd : Math.min(secondEnd, Math.max(at, this.capFrom + 1));
    this.give({ type: "events-suppressed", fromIndex: this.capFrom, toIndex, counts: this.suppressed });
    this.capFrom = toIndex;
    this.suppressed = {};
    this.suppressedAny = false;
  }

  private noteDrop(start: number, stop: number): void {
    const length = (stop - start) / this.settings.rate;
    if (this.dropCount === 0) {
      this.dropFrom = start;
      this.dropFirstCycle = this.cycle;
      this.dropShortest = this.dropLongest = length;
      const period = Math.max(1, Math.round(DROP_REPORT_S * this.settings.rate));
      this.reportAt = (Math.floor(stop / period) + 1) * period;
    }
    this.dropCount++;
    this.dropTo = stop;
    if (length < this.dropShortest) this.dropShortest = length;
    if (length > this.dropLongest) this.dropLongest = length;
  }

  private reportDrops(): void {
    if (this.dropCount === 0) return;
    this.give({
      type: "cycles-dropped",
      count: this.dropCount,
      firstCycle: this.dropFirstCycle,
      lastCycle: this.dropFirstCycle + this.dropCount - 1,
      fromIndex: this.dropFrom,
      toIndex: this.dropTo,
      fromUs: this.us(this.dropFrom),
      toUs: this.us(this.dropTo),
      shortestS: this.dropShortest,
      longestS: this.dropLongest,
      reason: "too-short",
    });
    this.dropCount = 0;
  }

  /** Ends the window at `end` (`last`: the counted part ends there too), checks limits when a check window is full. */
  private closeWindow(end: number, last: boolean): void {
    const s = this.settings;
    const acc = this.windowAcc;
    const samples = acc[ACC.n]!;
    if (samples > 0) {
      if (s.window > 0) {
        this.emit({
          type: "window",
          cycle: this.cycle,
          fromIndex: this.windowStart,
          toIndex: end,
          fromUs: this.us(this.windowStart),
          stats: computeStats(acc, s.rate, s.rms, s.kFactor, s.heatInputMethod, this.cycleFiller),
        });
      }
      if (this.alertCheck) {
        // Windows shorter than the check span are folded until it is full (or the counted part ends).
        let checked: Float64Array | null = acc;
        if (s.checkSpan > samples || this.checkAcc[ACC.n]! > 0) {
          foldAccumulator(this.checkAcc, acc);
          checked = this.checkAcc[ACC.n]! >= s.checkSpan || last ? this.checkAcc : null;
        }
        if (checked) {
          alertValues(checked, s.rms, s.kFactor, s.heatInputMethod, this.values);
          this.alerts.check(this.values, checked[ACC.n]!, this.cycle, end, this.us(end), this.emit);
          if (checked === this.checkAcc) resetAccumulator(this.checkAcc);
        }
      }
      foldAccumulator(this.cycleAcc, acc);
      resetAccumulator(acc);
    }
    this.windowStart = end;
    this.windowEnd = end + this.block;
  }

  private endCycle(stop: number): void {
    const s = this.settings;
    const start = this.cycleStart;
    const durationS = (stop - start) / s.rate;
    if (stop - start >= s.minCycle) {
      if (this.holding) this.release();
      this.alerts.end(this.cycle, stop, this.us(stop), this.emit);
      const acc = this.cycleAcc;
      if (acc[ACC.n]! > 0) alertValues(acc, s.rms, s.kFactor, s.heatInputMethod, this.values);
      else this.values.fill(Number.NaN);
      const stats = computeStats(this.cycleAcc, s.rate, s.rms, s.kFactor, s.heatInputMethod, this.cycleFiller);
      this.torchEnergyJ += stats.energyJ;
      this.output({
        type: "cycle-ended",
        cycle: this.cycle,
        startIndex: start,
        stopIndex: stop,
        startUs: this.us(start),
        stopUs: this.us(stop),
        durationS,
        countedFrom: this.countedFrom,
        countedTo: Math.max(this.countedFrom, stop - s.occultationStop),
        rawFrom: Math.max(0, start - s.bufferStart),
        rawTo: stop + s.bufferStop,
        open: this.ends[this.queueHead] !== "stop",
        end: this.ends[this.queueHead]!,
        stats,
        torchEnergyJ: this.torchEnergyJ,
        verdict: cycleVerdict(this.values, this.passGroup, s.heatInputMethod, stats.flagged),
      });
    } else {
      this.held = [];
      this.holding = false;
      this.alerts.reset();
      this.noteDrop(start, stop);
    }
    this.inCycle = false;
    // A resume point: after a stop the scan looks for the next start once the re-arm delay has passed.
    this.saved = this.snapshot(stop, this.ends[this.queueHead] === "stop" ? stop + s.rearm : stop);
    this.savedGiven = this.given;
    this.queueHead++;
    // Forget finished cycles now and then so that the queues stay short on endless streams.
    if (this.queueHead >= 1024) {
      this.starts = this.starts.slice(this.queueHead);
      this.stops = this.stops.slice(this.queueHead);
      this.ends = this.ends.slice(this.queueHead);
      this.queueHead = 0;
    }
  }

  /** Forgets anchors no event can need any more: those before the last one at or before `index`. */
  private pruneAnchors(index: number): void {
    let keep = this.anchorIndex.length - 1;
    while (keep > 0 && this.anchorIndex[keep]! > index) keep--;
    if (keep > 0) {
      this.anchorIndex.splice(0, keep);
      this.anchorUs.splice(0, keep);
    }
  }
}

import { isTriggerConditionMet, TRIGGER_VARIABLE_KEYS, type TTriggerCondition } from "@weldtrace/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TArcChunk } from "./events.js";
import { atLeastSamples } from "./settings.js";
import { condition, plainGroup, runEngine } from "./test-utils.js";

/**
 * The engine's segmentation against a brute-force reading of the rules, with conditions evaluated by the
 * domain's own `isTriggerConditionMet`: random piecewise-constant signals, random conditions, random cutting.
 */

const RATE = 100;

/** Cycle bounds by definition: from the boundary, the first sample where a condition has held for its `during`. */
function referenceBounds(signal: TArcChunk, conditions: TTriggerCondition[]): [number, number][] {
  const n = signal.u.length;
  // Where the run of each condition holding at k began (-1: not holding at k).
  const runFrom = new Map(
    conditions.map((c) => {
      const from = new Int32Array(n);
      for (let k = 0; k < n; k++) {
        const holds = isTriggerConditionMet(c, { u: signal.u[k]!, i: signal.i[k]!, wfs: signal.wfs[k]!, ts: signal.ts[k]! });
        from[k] = !holds ? -1 : k > 0 && from[k - 1]! >= 0 ? from[k - 1]! : k;
      }
      return [c, from];
    }),
  );
  const during = (c: TTriggerCondition) => (c.during_consider ? Math.max(1, atLeastSamples(c.during_threshold, RATE)) : 1);
  /** First boundary at or after `from` for conditions of one kind: the run start (not before `from`) of the first confirmed. */
  const next = (kind: TTriggerCondition[], from: number): number | null => {
    for (let k = from; k < n; k++) {
      let best: number | null = null;
      for (const c of kind) {
        const began = runFrom.get(c)![k]!;
        if (began < 0) continue;
        const run = Math.max(began, from);
        if (k - run + 1 >= during(c) && (best === null || run < best)) best = run;
      }
      if (best !== null) return best;
    }
    return null;
  };
  const starts = conditions.filter((c) => c.is_start);
  const stops = conditions.filter((c) => !c.is_start);
  const bounds: [number, number][] = [];
  let from = 0;
  for (;;) {
    const start = next(starts, from);
    if (start === null) return bounds;
    const stop = next(stops, start + 1) ?? n;
    bounds.push([start, stop]);
    if (stop >= n) return bounds;
    from = stop;
  }
}

const variable = fc.constantFrom(...TRIGGER_VARIABLE_KEYS);
const thresholds = { u: [0, 10, 20], i: [0, 20, 100], wfs: [0, 5, 10], ts: [0, 10, 30] } as const;
const arbitraryCondition = (isStart: boolean) =>
  fc
    .record({
      variables: fc.uniqueArray(variable, { minLength: 1, maxLength: 3 }),
      operators: fc.array(fc.constantFrom(0 as const, 1 as const), { minLength: 3, maxLength: 3 }),
      picks: fc.array(fc.nat(2), { minLength: 3, maxLength: 3 }),
      during: fc.option(fc.constantFrom(0.1, 0.2, 0.5), { nil: undefined }),
      logical: fc.constantFrom("AND" as const, "OR" as const),
    })
    .map(({ variables, operators, picks, during, logical }) =>
      condition(
        isStart,
        Object.fromEntries(variables.map((name, index) => [name, [operators[index]!, thresholds[name][picks[index]!]!]])),
        { during, logical },
      ),
    );

// Piecewise-constant signals whose levels sit on, under and over the thresholds.
const segment = fc.record({
  length: fc.integer({ min: 1, max: 40 }),
  u: fc.constantFrom(-5, 0, 10, 10.5, 20, 30),
  i: fc.constantFrom(-20, 0, 20, 20.5, 100, 250),
  wfs: fc.constantFrom(0, 5, 8, 10, 12),
  ts: fc.constantFrom(-10, 0, 10, 30, 45),
});
const arbitrarySignal = fc.array(segment, { minLength: 2, maxLength: 40 }).map((segments) => {
  const n = segments.reduce((sum, part) => sum + part.length, 0);
  const signal = { u: new Float32Array(n), i: new Float32Array(n), wfs: new Float32Array(n), ts: new Float32Array(n) };
  let at = 0;
  for (const part of segments) {
    signal.u.fill(part.u, at, at + part.length);
    signal.i.fill(part.i, at, at + part.length);
    signal.wfs.fill(part.wfs, at, at + part.length);
    signal.ts.fill(part.ts, at, at + part.length);
    at += part.length;
  }
  return signal;
});

describe("segmentation against its definition", () => {
  it("random conditions on random signals, cut at random: the bounds the rules give for kept cycles, and the count of dropped ones", () => {
    fc.assert(
      fc.property(
        arbitrarySignal,
        fc.array(arbitraryCondition(true), { minLength: 1, maxLength: 2 }),
        fc.array(arbitraryCondition(false), { minLength: 1, maxLength: 2 }),
        fc.constantFrom(0, 1),
        fc.uniqueArray(fc.nat(1200), { maxLength: 6 }),
        (signal, starts, stops, minimum, cuts) => {
          const conditions = [...starts, ...stops];
          const group = plainGroup(conditions, { minimum_cycle_time: minimum, occultation_duration_start: 0.1, integration_step: 0.2 });
          const events = runEngine(
            { sampleRate: RATE, processGroup: group },
            signal,
            [...cuts].sort((a, b) => a - b),
          );
          const found = events.flatMap((event) => (event.type === "cycle-ended" ? [[event.startIndex, event.stopIndex]] : []));
          const reference = referenceBounds(signal, conditions);
          const kept = reference.filter(([start, stop]) => stop - start >= minimum * RATE);
          expect(found).toEqual(kept);
          // Dropped ones are counted: the reports add up to them, and the numbers of kept cycles leave room for them.
          const dropped = events.reduce((sum, event) => sum + (event.type === "cycles-dropped" ? event.count : 0), 0);
          expect(dropped).toBe(reference.length - kept.length);
          expect(events.filter((event) => event.type === "cycle-started")).toHaveLength(kept.length);
        },
      ),
      { seed: 424242, numRuns: 120 },
    );
  });
});

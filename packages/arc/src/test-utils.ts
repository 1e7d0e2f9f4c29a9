import { newTriggerCondition, type TTriggerCondition } from "@weldtrace/domain";
import { ArcEngine } from "./engine.js";
import type { TArcChunk, TArcEvent } from "./events.js";
import type { TArcProcessGroup, TArcSetup } from "./settings.js";

/** Test helpers (not exported by the package). */

export type TSampleFunction = (k: number) => [u: number, i: number, wfs: number, ts: number];

export function makeSignal(n: number, sample: TSampleFunction): TArcChunk {
  const chunk = { u: new Float32Array(n), i: new Float32Array(n), wfs: new Float32Array(n), ts: new Float32Array(n) };
  for (let k = 0; k < n; k++) {
    const [u, i, wfs, ts] = sample(k);
    chunk.u[k] = u;
    chunk.i[k] = i;
    chunk.wfs[k] = wfs;
    chunk.ts[k] = ts;
  }
  return chunk;
}

export function slice(chunk: TArcChunk, from: number, to: number): TArcChunk {
  return {
    u: chunk.u.subarray(from, to),
    i: chunk.i.subarray(from, to),
    wfs: chunk.wfs.subarray(from, to),
    ts: chunk.ts.subarray(from, to),
  };
}

/** Feeds the signal cut at the given offsets (none: one chunk), then ends the data; answers every event. */
export function runEngine(setup: TArcSetup, signal: TArcChunk, cuts: readonly number[] = []): TArcEvent[] {
  const engine = new ArcEngine(setup);
  const events: TArcEvent[] = [];
  let from = 0;
  for (const cut of [...cuts, signal.u.length]) {
    if (cut <= from) continue;
    events.push(...engine.push(slice(signal, from, cut)));
    from = cut;
  }
  events.push(...engine.end());
  return events;
}

/** A condition on the given variables (`during` only when seconds are given). */
export function condition(
  isStart: boolean,
  atoms: Partial<Record<"u" | "i" | "wfs" | "ts", [operator: 0 | 1, threshold: number]>>,
  options: { during?: number; logical?: "AND" | "OR" } = {},
): TTriggerCondition {
  const result: TTriggerCondition = { ...newTriggerCondition(isStart), logical_operator: options.logical ?? "AND" };
  for (const [variable, [operator, threshold]] of Object.entries(atoms) as [keyof typeof atoms, [0 | 1, number]][]) {
    result[`${variable}_consider`] = true;
    result[`${variable}_operator`] = operator;
    result[`${variable}_threshold`] = threshold;
  }
  if (options.during !== undefined) {
    result.during_consider = true;
    result.during_threshold = options.during;
  }
  return result;
}

/** A process group with nothing hidden, no minimum, no windows, unless told otherwise. */
export function plainGroup(trigger_conditions: readonly TTriggerCondition[], overrides: Partial<TArcProcessGroup> = {}): TArcProcessGroup {
  return {
    minimum_cycle_time: 0,
    integration_step: 0,
    occultation_duration_start: 0,
    occultation_duration_stop: 0,
    buffer_start: 0,
    buffer_stop: 0,
    trigger_conditions,
    ...overrides,
  };
}

export const ofType = <T extends TArcEvent["type"]>(events: readonly TArcEvent[], type: T) =>
  events.filter((event): event is Extract<TArcEvent, { type: T }> => event.type === type);

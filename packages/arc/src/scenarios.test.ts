import { describe, expect, it } from "vitest";
import { ArcEngine } from "./engine.js";
import type { TArcEvent } from "./events.js";
import { SignalGenerator } from "./generator.js";
import { ARC_SCENARIOS } from "./scenarios.js";
import { ofType } from "./test-utils.js";

/** Every generator scenario, streamed in uneven chunks, gives exactly the cycles and alerts it states. */
describe.each(ARC_SCENARIOS)("scenario $name", (scenario) => {
  const rate = scenario.setup.sampleRate;
  const generator = new SignalGenerator(scenario.generator);
  const engine = new ArcEngine(scenario.setup);
  const events: TArcEvent[] = [];
  const sizes = [4096, 777, 1, 25_000];
  for (let index = 0; generator.remaining > 0; index++) events.push(...engine.push(generator.next(sizes[index % sizes.length]!)));
  events.push(...engine.end());
  const at = (seconds: number) => Math.round(seconds * rate);

  it(scenario.description, () => {
    expect(ofType(events, "cycle-ended").map((cycle) => [cycle.startIndex, cycle.stopIndex])).toEqual(
      scenario.expected.cycles.map(([start, stop]) => [at(start), at(stop)]),
    );
    // Each scenario's dropped cycles are far enough apart to be reported one by one.
    expect(ofType(events, "cycles-dropped").map((report) => [report.fromIndex, report.toIndex, report.count])).toEqual(
      scenario.expected.dropped.map(([start, stop]) => [at(start), at(stop), 1]),
    );
    const alerts = events.flatMap((event) =>
      event.type === "alert-raised"
        ? [{ atS: event.index / rate, kind: "raised", parameter: event.parameter, level: event.level }]
        : event.type === "alert-cleared"
          ? [{ atS: event.index / rate, kind: "cleared", parameter: event.parameter, level: event.level, reason: event.reason }]
          : [],
    );
    expect(alerts).toEqual(scenario.expected.alerts);
  });

  it("cycles match the generated arcs (arc-outs aside) and windows tile each kept cycle's counted part", () => {
    const dropped = new Set(ofType(events, "cycles-dropped").flatMap((report) => [report.firstCycle, report.lastCycle]));
    const windows = ofType(events, "window");
    expect(windows.some((window) => dropped.has(window.cycle))).toBe(false);
    for (const cycle of ofType(events, "cycle-ended")) {
      const own = windows.filter((window) => window.cycle === cycle.cycle);
      expect(own[0]?.fromIndex).toBe(cycle.countedFrom);
      expect(own.at(-1)?.toIndex).toBe(cycle.countedTo);
      for (let index = 1; index < own.length; index++) expect(own[index]!.fromIndex).toBe(own[index - 1]!.toIndex);
      expect(cycle.stats.samples).toBe(cycle.countedTo - cycle.countedFrom);
      const weld = generator.welds.find((truth) => truth.startIndex <= cycle.startIndex && cycle.stopIndex <= truth.stopIndex);
      expect(weld).toBeDefined();
    }
    const starts = new Set(generator.welds.map((weld) => weld.startIndex));
    for (const weld of generator.welds) {
      const started = ofType(events, "cycle-started").some((cycle) => cycle.startIndex === weld.startIndex);
      const droppedThere = ofType(events, "cycles-dropped").some((report) => report.fromIndex === weld.startIndex);
      expect(started || droppedThere).toBe(true);
    }
    expect(starts.size).toBe(generator.welds.length);
  });
});

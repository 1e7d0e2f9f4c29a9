import { newAlertSupervisor, newTriggerCondition, type TAlertSupervisor, type TTriggerCondition } from "@weldtrace/domain";
import type { TArcAlertLevel, TArcAlertParameter } from "./events.js";
import type { TGeneratorOptions } from "./generator.js";
import type { TArcPassGroup, TArcProcessGroup, TArcSetup } from "./settings.js";

/**
 * Named signal scenarios with the set-up they are welded under and what the engine must find in them. The
 * package's tests check every one; the edge simulator and the demo data stream them.
 */

/** Start when I > startA for startS, stop when I <= stopA for stopS (the usual current-sensing triggers). */
export function currentTriggers(startA = 20, stopA = 20, startS = 0.1, stopS = 0.2): TTriggerCondition[] {
  return [
    { ...newTriggerCondition(true), i_consider: true, i_operator: 0, i_threshold: startA, during_consider: true, during_threshold: startS },
    { ...newTriggerCondition(false), i_consider: true, i_operator: 1, i_threshold: stopA, during_consider: true, during_threshold: stopS },
  ];
}

/** Process group of the scenarios: cycles of 1 s at least, 0.1 s windows, strike and crater fill hidden. */
export function scenarioProcessGroup(overrides: Partial<TArcProcessGroup> = {}): TArcProcessGroup {
  return {
    minimum_cycle_time: 1,
    integration_step: 0.1,
    occultation_duration_start: 0.3,
    occultation_duration_stop: 0.5,
    buffer_start: 1,
    buffer_stop: 1,
    trigger_conditions: currentTriggers(),
    ...overrides,
  };
}

/** An enabled alert line on one pass-group attribute: 20 % hysteresis (WeldCube), limits from the pass group. */
export function alertLine(name: TArcAlertParameter, time = 0.5, percentage = 20): TAlertSupervisor {
  return { ...newAlertSupervisor("PASS_GROUP", name), percentage, time };
}

export interface TExpectedAlert {
  /** Seconds from the stream's first sample. */
  atS: number;
  kind: "raised" | "cleared";
  parameter: TArcAlertParameter;
  level: TArcAlertLevel;
  reason?: "back-in-range" | "escalated" | "cycle-ended";
}

export interface TArcScenario {
  name: string;
  description: string;
  generator: TGeneratorOptions;
  setup: TArcSetup;
  expected: {
    /** Kept cycles as [start, stop) in seconds from the stream's first sample. */
    cycles: [number, number][];
    dropped: [number, number][];
    alerts: TExpectedAlert[];
  };
}

const RATE = 5000;

const sprayPassGroup: TArcPassGroup = {
  id: "00000000-0000-4000-8000-000000000001",
  k_factor: 0.8,
  rms: false,
  current_min: 230,
  current_max: 290,
  voltage_min: 26,
  voltage_max: 32,
  wire_feed_speed_min: 9,
  wire_feed_speed_max: 13,
  travel_speed_min: 35,
  travel_speed_max: 55,
  heat_input_min: 0.6,
  heat_input_max: 1,
};
const allLines = (): TAlertSupervisor[] =>
  (["current", "voltage", "wire_feed_speed", "travel_speed", "heat_input"] as const).map((name) => alertLine(name));

const spray = (seed: number, welds: TGeneratorOptions["welds"]): TGeneratorOptions => ({
  seed,
  sampleRate: RATE,
  process: "gmaw-spray",
  welds,
});

export const ARC_SCENARIOS: TArcScenario[] = [
  {
    name: "gmaw-spray",
    description: "Three clean GMAW spray welds with arc strike and crater fill: three cycles, no alert.",
    generator: spray(1, [
      { gapBeforeS: 1, arcS: 4 },
      { gapBeforeS: 1, arcS: 4 },
      { gapBeforeS: 1, arcS: 4 },
    ]),
    setup: { sampleRate: RATE, processGroup: scenarioProcessGroup(), passGroup: sprayPassGroup, alerts: allLines() },
    expected: {
      cycles: [
        [1, 5],
        [6, 10],
        [11, 15],
      ],
      dropped: [],
      alerts: [],
    },
  },
  {
    name: "gmaw-pulsed",
    description: "Pulsed GMAW at 150 Hz checked on RMS current and method B heat input: two cycles, no alert.",
    generator: {
      seed: 2,
      sampleRate: RATE,
      process: "gmaw-pulsed",
      welds: [
        { gapBeforeS: 1, arcS: 3 },
        { gapBeforeS: 1, arcS: 3 },
      ],
    },
    setup: {
      sampleRate: RATE,
      processGroup: scenarioProcessGroup(),
      passGroup: {
        k_factor: 0.8,
        rms: true,
        current_min: 220,
        current_max: 300,
        voltage_min: 24,
        voltage_max: 30,
        travel_speed_min: 30,
        travel_speed_max: 50,
        heat_input_min: 0.6,
        heat_input_max: 0.9,
      },
      alerts: [alertLine("current"), alertLine("voltage"), alertLine("heat_input")],
    },
    expected: {
      cycles: [
        [1, 4],
        [5, 8],
      ],
      dropped: [],
      alerts: [],
    },
  },
  {
    name: "gtaw-pulsed",
    description: "GTAW pulsed at 2 Hz with cold wire, windows of one pulse period: two cycles, no alert.",
    generator: {
      seed: 3,
      sampleRate: RATE,
      process: "gtaw-pulsed",
      welds: [
        { gapBeforeS: 1, arcS: 5 },
        { gapBeforeS: 1, arcS: 5 },
      ],
    },
    setup: {
      sampleRate: RATE,
      processGroup: scenarioProcessGroup({ integration_step: 0.5 }),
      passGroup: {
        k_factor: 0.6,
        current_min: 60,
        current_max: 200,
        voltage_min: 8,
        voltage_max: 14,
        heat_input_min: 0.3,
        heat_input_max: 0.6,
      },
      alerts: [alertLine("current"), alertLine("voltage"), alertLine("heat_input")],
    },
    expected: {
      cycles: [
        [1, 6],
        [7, 12],
      ],
      dropped: [],
      alerts: [],
    },
  },
  {
    name: "smaw",
    description: "SMAW with random short circuits (15 a second, 3 ms): two cycles, the shorts stay inside the limits.",
    generator: {
      seed: 4,
      sampleRate: RATE,
      process: "smaw",
      welds: [
        { gapBeforeS: 1, arcS: 4 },
        { gapBeforeS: 1, arcS: 4 },
      ],
    },
    setup: {
      sampleRate: RATE,
      processGroup: scenarioProcessGroup(),
      passGroup: { k_factor: 0.8, current_min: 100, current_max: 170, voltage_min: 19, voltage_max: 29 },
      alerts: [alertLine("current"), alertLine("voltage")],
    },
    expected: {
      cycles: [
        [1, 5],
        [6, 10],
      ],
      dropped: [],
      alerts: [],
    },
  },
  {
    name: "arc-outs",
    description: "A 50 ms arc-out rides through (stop needs 0.2 s); a 0.5 s arc-out splits the weld into two cycles.",
    generator: spray(5, [
      {
        gapBeforeS: 1,
        arcS: 8,
        arcOuts: [
          { atS: 2, lengthS: 0.05 },
          { atS: 5, lengthS: 0.5 },
        ],
      },
    ]),
    setup: { sampleRate: RATE, processGroup: scenarioProcessGroup(), passGroup: sprayPassGroup, alerts: allLines() },
    expected: {
      cycles: [
        [1, 6],
        [6.5, 9],
      ],
      dropped: [],
      alerts: [],
    },
  },
  {
    name: "voltage-drift",
    description:
      "Voltage drifts up 1.5 V/s from 3 s into the weld: warning once inside the 20 % band for 0.5 s, then out of range above 32 V for 0.5 s.",
    generator: spray(6, [{ gapBeforeS: 1, arcS: 8, drifts: [{ channel: "u", fromS: 3, toS: 7, amount: 6, shape: "ramp" }] }]),
    setup: { sampleRate: RATE, processGroup: scenarioProcessGroup(), passGroup: sprayPassGroup, alerts: [alertLine("voltage")] },
    expected: {
      cycles: [[1, 9]],
      dropped: [],
      alerts: [
        { atS: 5.7, kind: "raised", parameter: "voltage", level: "warning" },
        { atS: 6.5, kind: "cleared", parameter: "voltage", level: "warning", reason: "escalated" },
        { atS: 6.5, kind: "raised", parameter: "voltage", level: "out_of_range" },
        { atS: 9, kind: "cleared", parameter: "voltage", level: "out_of_range", reason: "cycle-ended" },
      ],
    },
  },
  {
    name: "current-dip",
    description:
      "Current dips 72 A and recovers: out of range below 230 A, cleared only once back above 242 A (20 % hysteresis), not at 230 A.",
    generator: spray(7, [{ gapBeforeS: 1, arcS: 8, drifts: [{ channel: "i", fromS: 3, toS: 6, amount: -72, shape: "bump" }] }]),
    setup: { sampleRate: RATE, processGroup: scenarioProcessGroup(), passGroup: sprayPassGroup, alerts: [alertLine("current", 0.3)] },
    expected: {
      cycles: [[1, 9]],
      dropped: [],
      alerts: [
        { atS: 4.7, kind: "raised", parameter: "current", level: "warning" },
        { atS: 4.9, kind: "cleared", parameter: "current", level: "warning", reason: "escalated" },
        { atS: 4.9, kind: "raised", parameter: "current", level: "out_of_range" },
        { atS: 6.7, kind: "cleared", parameter: "current", level: "out_of_range", reason: "back-in-range" },
      ],
    },
  },
  {
    name: "strike-and-dip",
    description:
      "A 0.6 s arc strike under the 1 s minimum is dropped, then a weld whose current dips out of range and recovers: one cycle, one out-of-range stretch.",
    generator: spray(9, [
      { gapBeforeS: 1, arcS: 0.6 },
      { gapBeforeS: 1, arcS: 8, drifts: [{ channel: "i", fromS: 3, toS: 6, amount: -72, shape: "bump" }] },
    ]),
    setup: { sampleRate: RATE, processGroup: scenarioProcessGroup(), passGroup: sprayPassGroup, alerts: [alertLine("current", 0.3)] },
    expected: {
      cycles: [[2.6, 10.6]],
      dropped: [[1, 1.6]],
      alerts: [
        { atS: 6.3, kind: "raised", parameter: "current", level: "warning" },
        { atS: 6.5, kind: "cleared", parameter: "current", level: "warning", reason: "escalated" },
        { atS: 6.5, kind: "raised", parameter: "current", level: "out_of_range" },
        { atS: 8.3, kind: "cleared", parameter: "current", level: "out_of_range", reason: "back-in-range" },
      ],
    },
  },
  {
    name: "short-touch",
    description: "A 0.6 s touch under the 1 s minimum cycle time is dropped (no window, no alert), then a full weld.",
    generator: spray(8, [
      { gapBeforeS: 1, arcS: 0.6 },
      { gapBeforeS: 1, arcS: 4 },
    ]),
    setup: { sampleRate: RATE, processGroup: scenarioProcessGroup(), passGroup: sprayPassGroup, alerts: allLines() },
    expected: {
      cycles: [[2.6, 6.6]],
      dropped: [[1, 1.6]],
      alerts: [],
    },
  },
];

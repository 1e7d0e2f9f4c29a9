import type { TPositionCode, TProgression } from "./catalogue.js";
import type { TFiller, TJointType, TMaterial, TProductionPass, TTransferMode } from "./schemas.js";
import { fahrenheitToCelsius } from "./units.js";

/*
 * Design §8.1: the production values of one cycle torch, picked in order from the records that may hold them.
 * Pure: the server loads the facts, this decides which one counts.
 */

export interface TMemberFacts {
  edge?: { wall_thickness?: number | null; outer_diameter?: number | null } | null;
  workpiece?: {
    wall_thickness?: number | null;
    outer_diameter?: number | null;
    /** The workpiece type's name: PIPE or PLATE (spec), anything else → by OD. */
    type?: string | null;
    material?: TMaterial | null;
  } | null;
}

export interface TTorchFacts {
  process?: string | null;
  welder?: string | null;
  fillers?: readonly TFiller[] | null;
  transfer_mode?: TTransferMode | null;
  /** Per-torch statistics (or the cycle's value when it has one torch). */
  heat_input?: number | null;
  arc_energy?: number | null;
  efficiency_k?: number | null;
}

export interface TPassGroupFacts {
  id: string;
  process: string;
  first?: boolean;
  root?: boolean;
  fillers?: readonly TFiller[];
  position?: TPositionCode | null;
  direction?: TProgression | null;
  deposited_thickness?: number | null;
  transfer_mode?: TTransferMode | null;
  backing?: "with" | "without" | null;
  weld_details?: TProductionPass["weld_details"];
}

export interface TTemperatureReading {
  kind: "preheat" | "interpass";
  value: number;
  unit: "C" | "F";
  pass_group?: string | null;
}

export interface TCycleFacts {
  started_at?: string | null;
  ended_at?: string | null;
  torch: TTorchFacts;
  /** Manual cycles: typed temperatures (°C). */
  preheat_temperature?: number | null;
  interpass_temperature?: number | null;
}

export interface TJointFacts {
  position?: TPositionCode | null;
  pipe_rotated?: boolean | null;
  joint_type?: TJointType | null;
  run_type?: "single" | "multi" | null;
  members: readonly [TMemberFacts, TMemberFacts];
  /** The WPS's covered positions (the last source of the position, when there is exactly one). */
  wps_covered_positions?: readonly TPositionCode[];
  wps_process_count: number;
  measurements?: readonly TTemperatureReading[];
}

/** §3: a cycle's day is its end, else its start (UTC); null when it has neither. */
export function cycleDay(startedAt: string | null | undefined, endedAt: string | null | undefined): string | null {
  const at = endedAt ?? startedAt;
  if (!at) return null;
  const time = Date.parse(at);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

const first = <T>(...values: (T | null | undefined)[]): T | null => values.find((value) => value !== null && value !== undefined) ?? null;
const inCelsius = (measurement: TTemperatureReading) =>
  measurement.unit === "F" ? fahrenheitToCelsius(measurement.value) : measurement.value;

/** The production pass of one torch on one pass group (design §8.1). */
export function productionPassOf(cycle: TCycleFacts, group: TPassGroupFacts, joint: TJointFacts): TProductionPass {
  const memberOf = (member: TMemberFacts) => {
    const type = member.workpiece?.type?.toUpperCase() ?? null;
    return {
      wall_thickness: first(member.edge?.wall_thickness, member.workpiece?.wall_thickness),
      outer_diameter: type === "PLATE" ? null : first(member.edge?.outer_diameter, member.workpiece?.outer_diameter),
      product_form: type === "PLATE" ? ("plate" as const) : type === "PIPE" ? ("pipe" as const) : null,
      material: member.workpiece?.material ?? {},
    };
  };
  const members: TProductionPass["members"] = [memberOf(joint.members[0]), memberOf(joint.members[1])];
  const measurements = joint.measurements ?? [];
  const preheats = measurements.filter((m) => m.kind === "preheat").map(inCelsius);
  const interpasses = measurements.filter((m) => m.kind === "interpass" && m.pass_group === group.id).map(inCelsius);
  const covered = joint.wps_covered_positions ?? [];
  return {
    day: cycleDay(cycle.started_at, cycle.ended_at),
    welder: cycle.torch.welder ?? null,
    pass_group: group.id,
    process: first(cycle.torch.process, group.process),
    transfer_mode: first(cycle.torch.transfer_mode, group.transfer_mode),
    joint_type: joint.joint_type ?? null,
    members,
    pipe_rotated: joint.pipe_rotated ?? null,
    position: first(joint.position, group.position, covered.length === 1 ? covered[0] : null),
    direction: group.direction ?? null,
    run_type: joint.run_type ?? null,
    first_pass_group: group.first ?? false,
    root: group.root ?? false,
    backing: group.backing ?? null,
    weld_details: group.weld_details ?? null,
    deposited_thickness: group.deposited_thickness ?? null,
    wps_process_count: joint.wps_process_count,
    fillers: [...(cycle.torch.fillers && cycle.torch.fillers.length > 0 ? cycle.torch.fillers : (group.fillers ?? []))],
    heat_input: cycle.torch.heat_input ?? null,
    arc_energy: cycle.torch.arc_energy ?? null,
    efficiency_k: cycle.torch.efficiency_k ?? null,
    preheat: first(cycle.preheat_temperature, preheats.length > 0 ? Math.min(...preheats) : null),
    interpass: first(cycle.interpass_temperature, interpasses.length > 0 ? Math.max(...interpasses) : null),
  };
}

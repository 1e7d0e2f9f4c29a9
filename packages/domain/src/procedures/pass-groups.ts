import { z } from "zod";
import { zName, zText } from "../validation/fields.js";
import { computedHeatInputRange } from "./heat-input.js";
import {
  CURRENT,
  POSITIVE_BOUNDS,
  PULSE_FREQUENCY,
  PULSE_TIME,
  QUANTITY_OF_PASSES,
  TORCH_ANGLE,
  TUNGSTEN_ANGLE,
  VOLTAGE,
} from "./measure-kinds.js";
import { type TWeldingProcess, type TWeldingProcessGroup, zKFactor, zMinimumCycleTime, zOccultationDuration } from "./process-groups.js";
import { addMinMaxIssues, zBase, zDeletedRow, zFixed, zFlag, zIndex, zLength, zRef, zRefs } from "./shared.js";

/**
 * Min and max pairs of a pass group (spec §3) and the unit each is stored in:
 * gas_flow L/min · current, current_base, current_peak, hw_current A · voltage, hw_voltage V ·
 * oscillation_frequency cycle/min · oscillation_width mm · wire_feed_speed m/min · travel_speed cm/min ·
 * heat_input, hw_heat_input kJ/mm · frequency (pulse) Hz · pulse_time s.
 */
export const PASS_GROUP_RANGES = [
  "gas_flow",
  "current",
  "voltage",
  "oscillation_frequency",
  "oscillation_width",
  "wire_feed_speed",
  "travel_speed",
  "heat_input",
  "frequency",
  "pulse_time",
  "current_base",
  "current_peak",
  "hw_current",
  "hw_voltage",
  "hw_heat_input",
] as const;
export type TPassGroupRange = (typeof PASS_GROUP_RANGES)[number];
/** Spec §3 and §5: current, voltage and heat_input pairs are required. */
export const REQUIRED_PASS_GROUP_RANGES = ["current", "voltage", "heat_input"] as const satisfies readonly TPassGroupRange[];

const zCurrent = () => zFixed(CURRENT);
const zVoltage = () => zFixed(VOLTAGE);
const zPositive = () => zBase(POSITIVE_BOUNDS);

const RANGE_VALUE: Record<TPassGroupRange, () => z.ZodNumber> = {
  gas_flow: zPositive,
  current: zCurrent,
  voltage: zVoltage,
  oscillation_frequency: zPositive,
  oscillation_width: zLength,
  wire_feed_speed: zPositive,
  travel_speed: zPositive,
  heat_input: zPositive,
  frequency: () => zFixed(PULSE_FREQUENCY),
  pulse_time: () => zFixed(PULSE_TIME),
  current_base: zCurrent,
  current_peak: zCurrent,
  hw_current: zCurrent,
  hw_voltage: zVoltage,
  hw_heat_input: zPositive,
};

type TRangeShape = {
  [K in TPassGroupRange as `${K}_min` | `${K}_max`]: K extends (typeof REQUIRED_PASS_GROUP_RANGES)[number]
    ? z.ZodNumber
    : z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
};

const rangeShape = Object.fromEntries(
  PASS_GROUP_RANGES.flatMap((range) => {
    const required = (REQUIRED_PASS_GROUP_RANGES as readonly string[]).includes(range);
    const value = () => (required ? RANGE_VALUE[range]() : RANGE_VALUE[range]().nullish());
    return [
      [`${range}_min`, value()],
      [`${range}_max`, value()],
    ];
  }),
) as TRangeShape;

/** Spec §3 tack_welding: shown on the first pass group only. Length in mm. */
export const ZTackWelding = z.object({
  type: zRef(),
  length: zLength().nullish(),
  /** Where the tacks sit, free text (for example "12h;3h;6h;9h"). */
  position: zText(255),
  removal: z.boolean().optional(),
});
export type TTackWelding = z.output<typeof ZTackWelding>;
/** Spec §4: hiding the tack weld resets type, length and position and sets removal true. */
export const HIDDEN_TACK_WELDING = { type: null, length: null, position: null, removal: true } as const;

/** Spec §4: defaults used when the chosen process or its group does not give one. */
export const PASS_GROUP_FALLBACK_DEFAULTS = {
  occultation_duration_start: 0,
  occultation_duration_stop: 0,
  minimum_cycle_time: 1,
  rms: false,
  k_factor: 1,
} as const;

/** Spec §5: tungsten electrode fields are enabled only for these processes. */
export const TUNGSTEN_PROCESS_NAMES = ["AGTAW", "AGTAWP", "AGTAW/CW", "AGTAW/HW", "AGTAWP/CW", "AGTAWP/HW"] as const;
export const TUNGSTEN_FIELDS = [
  "tungsten_electrode_type",
  "tungsten_electrode_angle",
  "tungsten_electrode_diameter",
  "tungsten_electrode_flat_diameter",
] as const;

export const passGroupShape = {
  id: z.uuid().optional(),
  /** A key the web app gives unsaved groups; never stored. */
  idx: z.union([z.string().max(100), z.number()]).optional(),
  index: zIndex(),
  name: zName(),
  process: z.uuid(),
  machine: zRef(),
  power_sources: zRefs(),
  transfer_mode: zRef(),
  torches: zRef(),
  bead_technique: zRef(),
  direction: zRef(),
  polarity: zRef(),
  position: zRef(),
  control_software: zText(255),
  show_tack_weld: zFlag(),
  tack_welding: ZTackWelding.nullish(),
  filler_metals: zRefs(),
  flux: zText(255),
  tungsten_electrode_type: zText(255),
  /** Included tip angle, degrees. */
  tungsten_electrode_angle: zFixed(TUNGSTEN_ANGLE).nullish(),
  /** mm */
  tungsten_electrode_diameter: zLength().nullish(),
  /** mm */
  tungsten_electrode_flat_diameter: zLength().nullish(),
  /** mm (spec: 2 decimals in the display unit) */
  contact_tip_work_distance: zLength().nullish(),
  nozzle: zText(255),
  /** mm */
  torches_distance: zLength().nullish(),
  /** Degrees, 1 decimal (spec), -90 (drag) to 90 (push). */
  torches_angle: zFixed(TORCH_ANGLE).nullish(),
  /** mm, either side of the joint centre line. */
  torches_offset: zBase().nullish(),
  /** mm */
  ring_primitive_perimeter: zLength().nullish(),
  shielding_gas: zRef(),
  polarity_hot_wire: zRef(),
  cleaning_method: zRef(),
  quantity_of_passes: z.number().int().min(QUANTITY_OF_PASSES.min).max(QUANTITY_OF_PASSES.max).nullish(),
  welders: zRefs(),
  k_factor: zKFactor(),
  rms: zFlag(),
  /** s */
  occultation_duration_start: zOccultationDuration(),
  /** s */
  occultation_duration_stop: zOccultationDuration(),
  /** s */
  minimum_cycle_time: zMinimumCycleTime(),
  comment: zText(),
  deleted: z.literal(false).optional(),
  ...rangeShape,
};

/** Spec §5: name, process, k_factor, occultation start and stop, minimum cycle time, current, voltage and heat input min and max. */
export const ZPassGroup = z.object(passGroupShape).superRefine((group, ctx) => addMinMaxIssues(group, PASS_GROUP_RANGES, ctx));
export type TPassGroupInput = z.input<typeof ZPassGroup>;
export type TPassGroup = z.output<typeof ZPassGroup>;

/** A pass group as saved inside a procedure: a live group, or a saved one the user deleted. */
export const ZPassGroupRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZPassGroup]);
/** POST passGroups/ (JSON import): one group of an existing procedure. */
export const ZPassGroupCreate = z
  .object({ ...passGroupShape, procedure: z.uuid() })
  .superRefine((group, ctx) => addMinMaxIssues(group, PASS_GROUP_RANGES, ctx));

/** What the matrix edits: any subset of the fields, as the form holds them. */
export type TPassGroupDraft = {
  id?: string;
  idx?: string | number;
  index?: number;
  deleted?: boolean;
  process?: string | null;
  show_tack_weld?: boolean;
  tack_welding?: Partial<TTackWelding> | null;
} & Partial<Record<(typeof TUNGSTEN_FIELDS)[number], string | number | null>> &
  Partial<Record<keyof typeof PASS_GROUP_FALLBACK_DEFAULTS, number | boolean | null>>;

/** A new, empty group (spec fallbacks for the timings, rms and k factor). */
export function newPassGroup(index: number, idx?: string | number): TPassGroupDraft & { name: string } {
  return {
    idx,
    index,
    name: "",
    process: null,
    ...PASS_GROUP_FALLBACK_DEFAULTS,
    show_tack_weld: false,
    tack_welding: { ...HIDDEN_TACK_WELDING },
  };
}

/** Spec §5: is this process one of the tungsten (AGTAW) family? Compared trimmed, ignoring case. */
export function isTungstenProcess(processName: string | null | undefined): boolean {
  const name = (processName ?? "").trim().toUpperCase();
  return (TUNGSTEN_PROCESS_NAMES as readonly string[]).includes(name);
}

export function clearTungstenFields<T extends TPassGroupDraft>(group: T): T {
  return {
    ...group,
    tungsten_electrode_type: null,
    tungsten_electrode_angle: null,
    tungsten_electrode_diameter: null,
    tungsten_electrode_flat_diameter: null,
  };
}

/** The server's guard: tungsten values on a process outside the AGTAW family are dropped (the form disables them). */
export function dropTungstenUnlessAllowed<T extends TPassGroupDraft>(group: T, processName: string | null | undefined): T {
  return isTungstenProcess(processName) ? group : clearTungstenFields(group);
}

/**
 * Spec §4: choosing a process applies the defaults of its welding process group (occultation start and
 * stop, minimum cycle time) and of the process (rms, k_factor), falling back to 0, 0, 1, false and 1, and
 * clears the tungsten electrode fields. Choosing the process the group already has changes nothing.
 */
export function applyProcessDefaults<T extends TPassGroupDraft>(
  group: T,
  process: Pick<TWeldingProcess, "id" | "k_factor" | "rms"> | null | undefined,
  processGroup:
    | Partial<Pick<TWeldingProcessGroup, "occultation_duration_start" | "occultation_duration_stop" | "minimum_cycle_time">>
    | null
    | undefined,
): T {
  const processId = process?.id ?? null;
  if (processId !== null && processId === (group.process ?? null)) return group;
  const fallback = PASS_GROUP_FALLBACK_DEFAULTS;
  return clearTungstenFields({
    ...group,
    process: processId,
    occultation_duration_start: processGroup?.occultation_duration_start ?? fallback.occultation_duration_start,
    occultation_duration_stop: processGroup?.occultation_duration_stop ?? fallback.occultation_duration_stop,
    minimum_cycle_time: processGroup?.minimum_cycle_time ?? fallback.minimum_cycle_time,
    rms: process?.rms ?? fallback.rms,
    k_factor: process?.k_factor ?? fallback.k_factor,
  });
}

/** Spec §4: showing or hiding the tack weld section; hiding resets type, length and position and sets removal true. */
export function setShowTackWeld<T extends TPassGroupDraft>(group: T, show: boolean): T {
  if (show) return { ...group, show_tack_weld: true, tack_welding: group.tack_welding ?? { ...HIDDEN_TACK_WELDING } };
  return { ...group, show_tack_weld: false, tack_welding: { ...HIDDEN_TACK_WELDING } };
}

const isLive = (group: TPassGroupDraft) => group.deleted !== true;

/** Live groups in matrix order: by index, then by their place in the list. */
export function orderPassGroups<T extends TPassGroupDraft>(groups: readonly T[]): T[] {
  return groups
    .map((group, place) => ({ group, place }))
    .filter(({ group }) => isLive(group))
    .sort((a, b) => (a.group.index ?? Number.MAX_SAFE_INTEGER) - (b.group.index ?? Number.MAX_SAFE_INTEGER) || a.place - b.place)
    .map(({ group }) => group);
}

/**
 * Spec §4: the tack weld section exists on the first pass group only. The first live group keeps (or
 * inherits, when the groups were reordered or the first deleted) the tack weld of the group that showed it;
 * every other group is hidden and reset. Deleted groups are left as they are.
 */
export function keepTackWeldOnFirst<T extends TPassGroupDraft>(groups: readonly T[], carried?: TPassGroupDraft): T[] {
  const live = orderPassGroups(groups);
  const first = live[0];
  const carrier = carried?.show_tack_weld ? carried : live.find((group) => group.show_tack_weld === true);
  return groups.map((group) => {
    if (!isLive(group)) return group;
    if (group === first) {
      return carrier
        ? { ...group, show_tack_weld: true, tack_welding: { ...HIDDEN_TACK_WELDING, ...carrier.tack_welding } }
        : setShowTackWeld(group, false);
    }
    return setShowTackWeld(group, false);
  });
}

/** Live groups numbered 1, 2, 3... in the order given; deleted ones go last, unchanged. */
export function renumberPassGroups<T extends TPassGroupDraft>(groups: readonly T[]): T[] {
  const live = groups.filter(isLive).map((group, position) => ({ ...group, index: position + 1 }));
  return [...live, ...groups.filter((group) => !isLive(group))];
}

/**
 * Spec §4: deleting the group at `position` (among the live groups, as the matrix shows them): a saved
 * group is marked deleted, an unsaved one removed outright, and the rest renumbered.
 */
export function deletePassGroup<T extends TPassGroupDraft>(groups: readonly T[], position: number): T[] {
  const live = orderPassGroups(groups);
  const target = live[position];
  if (!target) return [...groups];
  const rest = live.filter((group) => group !== target);
  const deleted = groups.filter((group) => !isLive(group));
  const marked = target.id ? [...deleted, { ...target, deleted: true }] : deleted;
  return keepTackWeldOnFirst(renumberPassGroups([...rest, ...marked]), target.show_tack_weld ? target : undefined);
}

/** Drag reorder: moves the live group at `from` to `to`, then renumbers and keeps the tack weld on the first. */
export function movePassGroup<T extends TPassGroupDraft>(groups: readonly T[], from: number, to: number): T[] {
  const live = orderPassGroups(groups);
  const [moved] = live.splice(from, 1);
  if (!moved) return [...groups];
  live.splice(Math.max(0, Math.min(to, live.length)), 0, moved);
  return keepTackWeldOnFirst(renumberPassGroups([...live, ...groups.filter((group) => !isLive(group))]));
}

/** Adds a new empty group at the end. */
export function addPassGroup<T extends TPassGroupDraft>(
  groups: readonly T[],
  idx?: string | number,
): (T | ReturnType<typeof newPassGroup>)[] {
  const live = orderPassGroups(groups);
  return renumberPassGroups([...live, newPassGroup(live.length + 1, idx), ...groups.filter((group) => !isLive(group))]);
}

/** The heat input range (kJ/mm) the group's current, voltage and travel-speed ranges and k factor give. */
export function computedPassGroupHeatInput(
  group: Partial<
    Pick<TPassGroup, "current_min" | "current_max" | "voltage_min" | "voltage_max" | "travel_speed_min" | "travel_speed_max" | "k_factor">
  >,
) {
  return computedHeatInputRange(group);
}

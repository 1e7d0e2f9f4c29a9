import type { TProcessDisplayFlag } from "@weldtrace/domain";

/**
 * The rows of the pass-group matrix (one column per pass group, rows = fields). Rows tied to a display
 * flag of the welding process (spec §3 "display_*") are shown when a group's process asks for them, or
 * when a group already holds a value there.
 */
export type TMatrixRow =
  | { kind: "text" | "textarea"; field: string; required?: boolean; display?: TProcessDisplayFlag; tungsten?: boolean }
  | { kind: "number"; field: string; required?: boolean; display?: TProcessDisplayFlag; tungsten?: boolean }
  | { kind: "reference" | "references"; field: string; target: string; required?: boolean; display?: TProcessDisplayFlag }
  | { kind: "process"; field: "process"; required: true }
  | { kind: "switch"; field: string }
  | { kind: "heatInput"; field: "computed_heat_input" }
  | { kind: "tackSwitch"; field: "show_tack_weld" }
  | { kind: "tack"; field: "type" | "length" | "position" | "removal" };

const range = (field: string, options: { required?: boolean; display?: TProcessDisplayFlag } = {}): TMatrixRow[] => [
  { kind: "number", field: `${field}_min`, ...options },
  { kind: "number", field: `${field}_max`, ...options },
];

export const MATRIX_ROWS: readonly TMatrixRow[] = [
  { kind: "text", field: "name", required: true },
  { kind: "process", field: "process", required: true },
  { kind: "number", field: "quantity_of_passes" },
  { kind: "reference", field: "machine", target: "weldingMachine" },
  { kind: "references", field: "power_sources", target: "powerSource" },
  { kind: "reference", field: "torches", target: "weldingTorch" },
  { kind: "reference", field: "transfer_mode", target: "transferMode" },
  { kind: "reference", field: "polarity", target: "weldingPolarity" },
  { kind: "reference", field: "bead_technique", target: "beadTechnique" },
  { kind: "reference", field: "direction", target: "weldingDirection" },
  { kind: "reference", field: "position", target: "weldingPosition" },
  { kind: "text", field: "control_software" },
  { kind: "references", field: "filler_metals", target: "fillerMetal" },
  { kind: "text", field: "flux" },
  { kind: "reference", field: "shielding_gas", target: "shieldingGas", display: "display_shielding_gas" },
  ...range("gas_flow", { display: "display_gas_flow" }),
  { kind: "text", field: "tungsten_electrode_type", tungsten: true },
  { kind: "number", field: "tungsten_electrode_angle", tungsten: true },
  { kind: "number", field: "tungsten_electrode_diameter", tungsten: true },
  { kind: "number", field: "tungsten_electrode_flat_diameter", tungsten: true },
  { kind: "number", field: "contact_tip_work_distance", display: "display_contact_tip_work_distance" },
  { kind: "text", field: "nozzle", display: "display_nozzle" },
  { kind: "number", field: "torches_distance", display: "display_torches_distance" },
  { kind: "number", field: "torches_angle", display: "display_torches_angle" },
  { kind: "number", field: "torches_offset", display: "display_torches_offset" },
  { kind: "number", field: "ring_primitive_perimeter" },
  ...range("oscillation_frequency", { display: "display_oscillation_frequency" }),
  ...range("oscillation_width", { display: "display_oscillation_width" }),
  ...range("current", { required: true }),
  ...range("voltage", { required: true }),
  ...range("current_base", { display: "display_current_base" }),
  ...range("current_peak", { display: "display_current_peak" }),
  ...range("frequency", { display: "display_frequency" }),
  ...range("pulse_time"),
  ...range("wire_feed_speed", { display: "display_wire_feed_speed" }),
  ...range("travel_speed"),
  ...range("heat_input", { required: true }),
  { kind: "heatInput", field: "computed_heat_input" },
  { kind: "reference", field: "polarity_hot_wire", target: "polarityHotWire" },
  ...range("hw_current", { display: "display_hw_current" }),
  ...range("hw_voltage", { display: "display_hw_voltage" }),
  ...range("hw_heat_input", { display: "display_hw_heat_input" }),
  { kind: "number", field: "k_factor", required: true },
  { kind: "switch", field: "rms" },
  { kind: "number", field: "occultation_duration_start", required: true },
  { kind: "number", field: "occultation_duration_stop", required: true },
  { kind: "number", field: "minimum_cycle_time", required: true },
  { kind: "reference", field: "cleaning_method", target: "cleaningMethod" },
  // The welders qualified to weld this pass group.
  { kind: "references", field: "welders", target: "welder" },
  { kind: "textarea", field: "comment" },
  { kind: "tackSwitch", field: "show_tack_weld" },
  { kind: "tack", field: "type" },
  { kind: "tack", field: "length" },
  { kind: "tack", field: "position" },
  { kind: "tack", field: "removal" },
];

/** A row's unique id: the tack weld's fields (type, position...) share names with the group's own fields. */
export const rowId = (row: TMatrixRow): string => (row.kind === "tack" ? `tack_welding.${row.field}` : row.field);

/** A row's field holds a value worth showing even when the process would hide the row. */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Is a row tied to a display flag shown: some group's process asks for it, or some group holds a value there. */
export function isRowShown(
  row: TMatrixRow,
  groups: readonly Record<string, unknown>[],
  processOf: (group: Record<string, unknown>) => Partial<Record<TProcessDisplayFlag, boolean | null>> | undefined,
): boolean {
  if (!("display" in row) || !row.display) return true;
  const flag = row.display;
  return groups.some((group) => processOf(group)?.[flag] === true || hasValue(group[row.field]));
}

const RANGE_NAMES = new Set(MATRIX_ROWS.flatMap((row) => /^(.*)_min$/.exec(row.field)?.slice(1, 2) ?? []));

/**
 * The catalogue keys of a row's label, worked out from its field: a range row reads "{range} {min|max}".
 * Built from the field name, so matrix-rows.test.ts checks every row's keys exist in English and French.
 */
export function rowLabelKeys(row: TMatrixRow): string[] {
  const range = /^(.*)_(min|max)$/.exec(row.field);
  if (row.kind === "number" && range?.[1] && RANGE_NAMES.has(range[1])) {
    return [`procedures.ranges.${range[1]}`, `procedures.ranges.${range[2]}`];
  }
  if (row.kind === "heatInput") return ["procedures.passGroups.computedLabel"];
  if (row.kind === "tack") return [`procedures.passGroups.tack_${row.field}`];
  if (row.field === "name" || row.field === "comment") return [`procedures.fields.${row.field}`];
  return [`procedures.passGroups.${row.field}`];
}

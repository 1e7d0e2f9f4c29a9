import { z } from "zod";
import { zName, zText } from "../validation/fields.js";
import { LOCATION_QUANTITY } from "./measure-kinds.js";
import { addMinMaxIssues, zDeletedRow, zLength, zPassList, zRef, zRefs, zSeconds, zTemperature } from "./shared.js";

/** Spec §4: the two temperature control types that have a location quantity. */
export const TEMPERATURE_CONTROL_KINDS = { preHeating: "Pre Heating", interPass: "Inter Pass" } as const;
export type TTemperatureControlKind = keyof typeof TEMPERATURE_CONTROL_KINDS;

/** Which of the two location quantities a kind shows. */
export const LOCATION_QUANTITY_FIELDS = {
  preHeating: "preheat_location_quantity",
  interPass: "interPass_location_quantity",
} as const satisfies Record<TTemperatureControlKind, string>;

const zLocationQuantity = () => z.number().int().min(LOCATION_QUANTITY.min).max(LOCATION_QUANTITY.max).nullish();

export const temperatureControlShape = {
  id: z.uuid().optional(),
  name: zName(),
  /** A temperature-control-types entry; its name decides the rules below. */
  temperature_control_type: z.uuid(),
  temperature_control_methods: zRefs(),
  temperature_measuring_method: zRef(),
  /** mm from the weld edge where the temperature is measured. */
  distance: zLength().nullish(),
  location: zText(255),
  /** °C */
  temperature_min: zTemperature().nullish(),
  /** °C */
  temperature_max: zTemperature().nullish(),
  after_pass: zPassList(),
  before_pass: zPassList(),
  /** s */
  soaking_duration: zSeconds().nullish(),
  preheat_location_quantity: zLocationQuantity(),
  interPass_location_quantity: zLocationQuantity(),
  comment: zText(),
  deleted: z.literal(false).optional(),
};

/** Spec §5: name and type required. */
export const ZTemperatureControl = z
  .object(temperatureControlShape)
  .superRefine((control, ctx) => addMinMaxIssues(control, ["temperature"], ctx));
export type TTemperatureControl = z.output<typeof ZTemperatureControl>;
export const ZTemperatureControlRow = z.discriminatedUnion("deleted", [zDeletedRow(), ZTemperatureControl]);
export const ZTemperatureControlCreate = z
  .object({ ...temperatureControlShape, procedure: z.uuid() })
  .superRefine((control, ctx) => addMinMaxIssues(control, ["temperature"], ctx));

/**
 * The kind of a temperature control type by its name. Compared ignoring case, spaces and hyphens, so
 * "Pre Heating", "Preheating" and "pre-heating" all read as Pre Heating (decisions.md).
 */
export function temperatureControlKind(typeName: string | null | undefined): TTemperatureControlKind | null {
  const key = (typeName ?? "").toLowerCase().replace(/[\s_-]+/g, "");
  if (key === "preheating") return "preHeating";
  if (key === "interpass") return "interPass";
  return null;
}

/** The location quantity field the form shows for this type, or null when it shows neither. */
export function shownLocationQuantity(typeName: string | null | undefined) {
  const kind = temperatureControlKind(typeName);
  return kind ? LOCATION_QUANTITY_FIELDS[kind] : null;
}

type TLocationQuantities = {
  preheat_location_quantity?: number | null;
  interPass_location_quantity?: number | null;
};

/**
 * Spec §4: choosing Pre Heating shows preheat_location_quantity and clears interPass_location_quantity;
 * Inter Pass the reverse; any other type, or none, clears both. The server applies it too, with the name of
 * the chosen type, so a hidden quantity is never stored.
 */
export function applyTemperatureControlType<T extends TLocationQuantities>(control: T, typeName: string | null | undefined): T {
  const kind = temperatureControlKind(typeName);
  return {
    ...control,
    preheat_location_quantity: kind === "preHeating" ? (control.preheat_location_quantity ?? null) : null,
    interPass_location_quantity: kind === "interPass" ? (control.interPass_location_quantity ?? null) : null,
  };
}

import { z } from "zod";
import { defineResource, type TResourceField } from "../common/resource.js";
import { MESSAGE_CATALOGUE } from "../messages/catalogue.js";
import { UOM_CATEGORIES, UOM_CATEGORY_KEYS } from "../units/units.js";
import { zName } from "../validation/fields.js";

const categoryShape = {
  control_position: z.enum(UOM_CATEGORIES.control_position),
  dimension: z.enum(UOM_CATEGORIES.dimension),
  filler_metal_diameter: z.enum(UOM_CATEGORIES.filler_metal_diameter),
  gas_composition: z.enum(UOM_CATEGORIES.gas_composition),
  gas_flow: z.enum(UOM_CATEGORIES.gas_flow),
  heat_input: z.enum(UOM_CATEGORIES.heat_input),
  oscillation_frequency: z.enum(UOM_CATEGORIES.oscillation_frequency),
  oscillation_width: z.enum(UOM_CATEGORIES.oscillation_width),
  temperature: z.enum(UOM_CATEGORIES.temperature),
  temperature_ramping: z.enum(UOM_CATEGORIES.temperature_ramping),
  travel_speed: z.enum(UOM_CATEGORIES.travel_speed),
  weight: z.enum(UOM_CATEGORIES.weight),
  weld_cycle_length: z.enum(UOM_CATEGORIES.weld_cycle_length),
  wire_feed_speed: z.enum(UOM_CATEGORIES.wire_feed_speed),
  workpiece_length: z.enum(UOM_CATEGORIES.workpiece_length),
  workpiece_outer_diameter: z.enum(UOM_CATEGORIES.workpiece_outer_diameter),
};

/** A client's unit system (spec §3): a name, the default flag and one unit per category, all required. */
export const uoms = defineResource({
  key: "uom",
  path: "uoms",
  area: "uoms",
  schema: z.object({ name: zName(), is_default: z.boolean().optional(), ...categoryShape }),
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "is_default", kind: "boolean", column: true },
    ...UOM_CATEGORY_KEYS.map((key): TResourceField & { key: typeof key } => ({
      key,
      kind: "choice",
      options: UOM_CATEGORIES[key],
      required: true,
      column: false,
    })),
  ],
  searchFields: ["name"],
  orderingFields: ["name", "is_default", "created_at"],
  defaultOrdering: "name",
});

export const UOM_MESSAGES = {
  defaultRequired: MESSAGE_CATALOGUE.default_uom_required,
  defaultUndeletable: MESSAGE_CATALOGUE.default_uom,
} as const;

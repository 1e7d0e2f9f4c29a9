import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { MESSAGE_CATALOGUE } from "../messages/catalogue.js";
import { zName, zText } from "../validation/fields.js";
import { CALIBRATION_STATES } from "./calibration.js";

export const INSTRUMENT_MESSAGES = {
  typeNotInModel: MESSAGE_CATALOGUE.instrument_type_not_in_model,
} as const;

/**
 * Spec §4: changing an instrument's product model resets its type, and the type is then chosen among the
 * model's types. Returns the type the instrument keeps: the one sent with the change, else none.
 */
export function typeAfterModelChange(change: {
  previousModel: string | null | undefined;
  nextModel: string | null | undefined;
  previousType: string | null | undefined;
  /** The type sent with the change; undefined when the request does not name one. */
  requestedType: string | null | undefined;
}): string | null {
  if (change.requestedType !== undefined) return change.requestedType;
  if ((change.previousModel ?? null) !== (change.nextModel ?? null)) return null;
  return change.previousType ?? null;
}

/** With a product model, the type must be one of its types; without one, any type of the client. */
export function typeFitsModel(type: string | null | undefined, modelTypes: readonly string[] | null): boolean {
  if (!type || modelTypes === null) return true;
  return modelTypes.includes(type);
}

/** Spec §3/§7: name and serial number required; calibration certificates are documents. */
export const measuringInstruments = defineResource({
  key: "measuringInstrument",
  path: "measuring-instruments",
  area: "staff",
  answerFields: {
    calibration_state: z.enum(CALIBRATION_STATES).nullable().describe("Today's state of the calibration (null without an expiry)."),
  },
  schema: z.object({
    name: zName(),
    serial_number: zName(),
    product_model: z.uuid().nullish(),
    type: z.uuid().nullish(),
    project: z.uuid().nullish(),
    utility: zText(),
    calibrated_at: z.iso.date().nullish(),
    expire_at: z.iso.date().nullish(),
    documents: z
      .array(z.uuid())
      .max(50)
      .optional()
      .transform((ids) => [...new Set(ids ?? [])]),
  }),
  fields: [
    { key: "name", kind: "text", required: true, column: true },
    { key: "serial_number", kind: "text", required: true, column: true },
    { key: "product_model", kind: "reference", target: "productModel", column: true },
    { key: "type", kind: "reference", target: "measuringInstrumentType", column: true },
    { key: "project", kind: "reference", target: "project", column: true },
    { key: "utility", kind: "textarea", column: true },
    { key: "calibrated_at", kind: "date", column: true },
    { key: "expire_at", kind: "date", column: true },
    { key: "documents", kind: "references", target: "document", column: true },
  ],
  searchFields: ["name", "serial_number", "utility"],
  orderingFields: ["name", "serial_number", "calibrated_at", "expire_at", "created_at"],
  defaultOrdering: "name",
  // calibration_state: by the state the list shows (expired, expiring, valid, none), the staff hooks' filter.
  filterFields: ["project", "type", "product_model", "calibration_state"],
});

import { message, type TInspectionMessage, type TMessage } from "@weldtrace/domain";
import { HttpError } from "../../plugins/errors.js";

/** A 400 on one field carrying an inspection message (its text, and its code and parameters under `codes`). */
export function inspectionRefusal(field: string, coded: TInspectionMessage | readonly TInspectionMessage[]): HttpError {
  const list = Array.isArray(coded) ? coded : [coded as TInspectionMessage];
  return new HttpError(400, "invalid", message("invalid"), { [field]: list as TMessage[] });
}

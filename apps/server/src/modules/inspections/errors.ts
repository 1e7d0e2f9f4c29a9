import { message, type TInspectionMessage, type TMessage } from "@weldtrace/domain";
import { HttpError } from "../../plugins/errors.js";

/** A 400 on one field carrying an inspection message (its text, and its code and parameters under `codes`). */
export function inspectionRefusal(field: string, coded: TInspectionMessage | readonly TInspectionMessage[]): HttpError {
  const list: TMessage[] = isMessageList(coded) ? [...coded] : [coded];
  return new HttpError(400, "invalid", message("invalid"), { [field]: list });
}

/** Array.isArray does not narrow a readonly array out of a union; this does. */
function isMessageList(coded: TInspectionMessage | readonly TInspectionMessage[]): coded is readonly TInspectionMessage[] {
  return Array.isArray(coded);
}

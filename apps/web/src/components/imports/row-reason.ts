import type { TFunction } from "i18next";
import i18n, { translateServerMessage } from "../../i18n";
import type { TWebFieldKey } from "../resource/types";

/** What the progress table needs of a refused row: the server's sentence and its messages by field. */
export interface TRowReason {
  reason: string | null;
  field_errors?: Record<string, string[]>;
}

/**
 * A refused row's reason in the user's language: each field's label and its messages ("Diamètre extérieur :
 * Obligatoire"); a message of the whole row alone. Without field messages, the server's sentence.
 */
export function rowReason(row: TRowReason, t: TFunction): string {
  if (!row.field_errors || Object.keys(row.field_errors).length === 0) return row.reason ? translateServerMessage(row.reason) : "-";
  return Object.entries(row.field_errors)
    .map(([field, messages]) => {
      const message = messages.map(translateServerMessage).join(", ");
      if (field === "non_field_errors" || field === "detail") return message;
      const key = `resources.fields.${field}`;
      const label = i18n.exists(key) ? t(key as `resources.fields.${TWebFieldKey}`) : field;
      return t("imports.fieldMessage", { field: label, message });
    })
    .join(" · ");
}

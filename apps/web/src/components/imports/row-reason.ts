import type { TMessage } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import i18n, { translateFieldMessages, translateMessage } from "../../i18n";
import type { TWebFieldKey } from "../resource/types";

/** What the progress table needs of a refused row: the server's sentence, its messages by field and their codes. */
export interface TRowReason {
  reason: string | null;
  field_errors?: Record<string, string[]>;
  codes?: Record<string, TMessage[]>;
}

/**
 * A refused row's reason in the user's language: each field's label and its messages translated by code
 * ("Diamètre extérieur : Obligatoire"); a message of the whole row alone. Without field messages, the server's sentence.
 */
export function rowReason(row: TRowReason, t: TFunction): string {
  if (!row.field_errors || Object.keys(row.field_errors).length === 0) {
    const refusal = row.codes?.non_field_errors;
    if (refusal && refusal.length > 0) return refusal.map(translateMessage).join(" · ");
    return row.reason ?? "-";
  }
  return Object.entries(translateFieldMessages({ ...row.field_errors, codes: row.codes }))
    .map(([field, messages]) => {
      const message = messages.join(", ");
      if (field === "non_field_errors" || field === "detail") return message;
      const key = `resources.fields.${field}`;
      const label = i18n.exists(key) ? t(key as `resources.fields.${TWebFieldKey}`) : field;
      return t("imports.fieldMessage", { field: label, message });
    })
    .join(" · ");
}

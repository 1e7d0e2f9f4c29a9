import type { TTriggerWords } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";

/** The joining words of condition texts and the way numbers are written, in the current language. */
export function useTriggerWords(): TTriggerWords {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 10, useGrouping: false });
  return {
    and: t("processGroups.andJoin"),
    or: t("processGroups.orJoin"),
    during: t("processGroups.during"),
    number: (value) => format.format(value),
  };
}

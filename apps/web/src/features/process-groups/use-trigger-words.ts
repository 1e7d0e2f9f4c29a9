import type { TTriggerWords } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";

/** The joining words of condition texts, in the current language. */
export function useTriggerWords(): TTriggerWords {
  const { t } = useTranslation();
  return { and: t("processGroups.and"), or: t("processGroups.or"), during: t("processGroups.during") };
}

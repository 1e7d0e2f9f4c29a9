import { useTranslation } from "react-i18next";
import { DraftFields } from "../controls";
import { ROOT } from "../form-context";

/** Documents the procedure refers to (codes, specifications, certificates). */
export function DocumentsSection() {
  const { t } = useTranslation();
  return (
    <DraftFields
      path={ROOT}
      cols={{ base: 1 }}
      controls={[{ type: "references", key: "documents", label: t("procedures.fields.documents"), target: "document" }]}
    />
  );
}

import { useTranslation } from "react-i18next";
import { PROCEDURE_SHAPE } from "../../quantities";
import { DraftFields } from "../controls";
import { ROOT } from "../form-context";

/** Excavations (repair): spec §3 "Repair", lengths in the unit system's dimension unit. */
export function RepairSection() {
  const { t } = useTranslation();
  return (
    <DraftFields
      path={ROOT}
      kinds={PROCEDURE_SHAPE.numbers}
      controls={[
        {
          type: "number",
          key: "partial_thickness_repair_remaining_ligament",
          label: t("procedures.fields.partial_thickness_repair_remaining_ligament"),
        },
        { type: "range", key: "throat" },
        { type: "references", key: "excavation_methods", label: t("procedures.fields.excavation_methods"), target: "excavationMethod" },
        { type: "range", key: "excavation_depth" },
        { type: "range", key: "excavation_length" },
        { type: "textarea", key: "repair_comment", label: t("procedures.fields.comment") },
      ]}
    />
  );
}

import { useTranslation } from "react-i18next";
import { PROCEDURE_SHAPE } from "../../quantities";
import { DraftFields } from "../controls";
import { ROOT, useProcedureForm } from "../form-context";

/** Fit-up (spec §3); the clamp type appears only with a clamp (spec §5). */
export function FitUpSection() {
  const { t } = useTranslation();
  const form = useProcedureForm();
  return (
    <DraftFields
      path={ROOT}
      kinds={PROCEDURE_SHAPE.numbers}
      controls={[
        { type: "number", key: "max_id_high_low" },
        { type: "number", key: "max_od_high_low" },
        { type: "range", key: "root_gap" },
        { type: "range", key: "preparation_opening" },
        { type: "text", key: "removal_clamp", label: t("procedures.fields.removal_clamp") },
        { type: "switch", key: "clamp", label: t("procedures.fields.clamp") },
        { type: "text", key: "clamp_type", label: t("procedures.fields.clamp_type"), hidden: form.draft.clamp !== true },
        { type: "switch", key: "threaded_rod", label: t("procedures.fields.threaded_rod") },
        { type: "switch", key: "tack_weld", label: t("procedures.fields.tack_weld") },
        { type: "textarea", key: "fit_up_comment", label: t("procedures.fields.comment") },
      ]}
    />
  );
}

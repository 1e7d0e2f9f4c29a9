import { Alert } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { hasPipeWorkpiece } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { rowsOf } from "../../draft";
import { PROCEDURE_SHAPE } from "../../quantities";
import { useNames } from "../../use-unit-system";
import { DraftFields } from "../controls";
import { ROOT, useProcedureForm } from "../form-context";

/** Covered ranges (spec §3); the outer diameter only when the workpiece group has a PIPE (spec §5). */
export function CoveredRangesSection() {
  const { t } = useTranslation();
  const form = useProcedureForm();
  const workpieceTypes = useNames("workpieceType");
  const workpieces = rowsOf(form.draft, "workpieces").map((row) => ({
    type: typeof row.type === "string" ? row.type : null,
    deleted: row.deleted === true,
  }));
  const pipe = hasPipeWorkpiece(workpieces, workpieceTypes.names);
  return (
    <DraftFields
      path={ROOT}
      kinds={PROCEDURE_SHAPE.numbers}
      controls={[
        { type: "reference", key: "covered_weld_position", label: t("procedures.fields.covered_weld_position"), target: "weldingPosition" },
        { type: "text", key: "covered_p_number", label: t("procedures.fields.covered_p_number") },
        { type: "text", key: "covered_material_group_number", label: t("procedures.fields.covered_material_group_number") },
        { type: "text", key: "covered_material_grade", label: t("procedures.fields.covered_material_grade") },
        {
          type: "references",
          key: "covered_material_isos",
          label: t("procedures.fields.covered_material_isos"),
          target: "coveredMaterialIso",
        },
        { type: "range", key: "covered_outer_diameter", hidden: !pipe },
        { type: "range", key: "covered_wall_thickness" },
        { type: "textarea", key: "covered_range_comment", label: t("procedures.fields.comment") },
      ]}
    >
      {!pipe && workpieceTypes.ready && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} data-testid="covered-od-hidden">
          {t("procedures.fields.coveredOdHidden")}
        </Alert>
      )}
    </DraftFields>
  );
}

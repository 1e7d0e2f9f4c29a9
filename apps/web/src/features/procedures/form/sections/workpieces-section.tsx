import { useTranslation } from "react-i18next";
import { useReferenceRows } from "../../../../components/resource/fields/use-reference-options";
import { newRow } from "../../draft";
import { listShape } from "../../quantities";
import { DraftFields } from "../controls";
import { useProcedureForm } from "../form-context";
import { RowsSection } from "../rows-section";

/** The workpiece group: the workpieces the procedure covers (spec §3 "Workpiece inside a procedure"). */
export function WorkpiecesSection() {
  const { t } = useTranslation();
  const _form = useProcedureForm();
  const types = useReferenceRows("workpieceType");
  /** The outer diameter applies to a pipe, or to a type that says it shows one. */
  const showsOuterDiameter = (typeId: unknown) => {
    const type = types.data?.find((row) => row.id === typeId);
    if (!type) return true;
    return (
      type.display_outer_diameter === true ||
      String(type.name ?? "")
        .trim()
        .toUpperCase() === "PIPE"
    );
  };
  return (
    <RowsSection
      list="workpieces"
      addLabel={t("procedures.rows.addWorkpiece")}
      createRow={() => newRow("workpieces")}
      renderRow={(path, row) => (
        <DraftFields
          path={path}
          kinds={listShape("workpieces").numbers}
          controls={[
            { type: "text", key: "name", label: t("procedures.fields.name"), required: true },
            { type: "reference", key: "type", label: t("procedures.fields.workpieceType"), target: "workpieceType", required: true },
            { type: "number", key: "outer_diameter", hidden: !showsOuterDiameter(row.type) },
            { type: "number", key: "wall_thickness" },
            { type: "text", key: "grade", label: t("procedures.fields.grade") },
            { type: "text", key: "manufacturer", label: t("procedures.fields.manufacturer") },
            {
              type: "reference",
              key: "manufacturing_process",
              label: t("procedures.fields.manufacturing_process"),
              target: "manufacturingProcess",
            },
            { type: "references", key: "uns_numbers", label: t("procedures.fields.uns_numbers"), target: "unsNumber" },
            { type: "references", key: "documents", label: t("procedures.fields.documents"), target: "document" },
            { type: "references", key: "heats", label: t("procedures.fields.heats"), target: "workpieceHeat" },
            { type: "number", key: "pren" },
            { type: "number", key: "pcm" },
            { type: "number", key: "ce" },
            { type: "switch", key: "is_cra", label: t("procedures.fields.is_cra") },
            { type: "textarea", key: "comment", label: t("procedures.fields.comment") },
          ]}
        />
      )}
    />
  );
}

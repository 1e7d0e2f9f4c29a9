import { applyTemperatureControlType, shownLocationQuantity } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { newRow } from "../../draft";
import { listShape } from "../../quantities";
import { useNames } from "../../use-unit-system";
import { DraftFields } from "../controls";
import { errorPath, useProcedureForm } from "../form-context";
import { RowsSection } from "../rows-section";

/**
 * Temperature controls (spec §3). Spec §4: Pre Heating shows the preheat location quantity, Inter Pass the
 * interpass one; choosing a type clears the quantity it hides (applyTemperatureControlType).
 */
export function TemperatureControlSection() {
  const { t } = useTranslation();
  const form = useProcedureForm();
  const types = useNames("temperatureControlType");
  return (
    <RowsSection
      list="temperature_control"
      addLabel={t("procedures.rows.addTemperatureControl")}
      createRow={() => newRow("temperature_control")}
      renderRow={(path, row) => {
        const shown = shownLocationQuantity(types.names[String(row.temperature_control_type ?? "")]);
        return (
          <DraftFields
            path={path}
            kinds={listShape("temperature_control").numbers}
            controls={[
              { type: "text", key: "name", label: t("procedures.fields.name"), required: true },
              {
                type: "reference",
                key: "temperature_control_type",
                label: t("procedures.fields.temperature_control_type"),
                target: "temperatureControlType",
                required: true,
                onChange: (next) => {
                  const type = typeof next === "string" ? next : null;
                  form.update(
                    (draft) =>
                      path.write(draft, (node) => {
                        const chosen: typeof node & { preheat_location_quantity?: number | null } = {
                          ...node,
                          temperature_control_type: type,
                        };
                        return applyTemperatureControlType(chosen, type ? types.names[type] : null);
                      }),
                    [errorPath(path, "temperature_control_type")],
                  );
                },
              },
              {
                type: "references",
                key: "temperature_control_methods",
                label: t("procedures.fields.temperature_control_methods"),
                target: "temperatureControlMethod",
              },
              {
                type: "reference",
                key: "temperature_measuring_method",
                label: t("procedures.fields.temperature_measuring_method"),
                target: "temperatureMeasuringMethod",
              },
              { type: "number", key: "distance" },
              { type: "text", key: "location", label: t("procedures.fields.location") },
              { type: "range", key: "temperature" },
              {
                type: "number",
                key: "preheat_location_quantity",
                label: t("procedures.fields.preheat_location_quantity"),
                hidden: shown !== "preheat_location_quantity",
              },
              {
                type: "number",
                key: "interPass_location_quantity",
                label: t("procedures.fields.interPass_location_quantity"),
                hidden: shown !== "interPass_location_quantity",
              },
              {
                type: "text",
                key: "after_pass",
                label: t("procedures.fields.after_pass"),
                description: t("procedures.fields.passListHint"),
              },
              {
                type: "text",
                key: "before_pass",
                label: t("procedures.fields.before_pass"),
                description: t("procedures.fields.passListHint"),
              },
              { type: "duration", key: "soaking_duration", label: t("procedures.fields.soaking_duration") },
              { type: "textarea", key: "comment", label: t("procedures.fields.comment") },
            ]}
          />
        );
      }}
    />
  );
}

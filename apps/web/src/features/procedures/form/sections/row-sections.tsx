import { useTranslation } from "react-i18next";
import { newRow } from "../../draft";
import { listShape } from "../../quantities";
import { DraftFields } from "../controls";
import { RowsSection } from "../rows-section";

/** Spec §3 "Back purging": name required; flow in the gas flow unit, O₂ levels in the gas composition unit. */
export function BackPurgingSection() {
  const { t } = useTranslation();
  return (
    <RowsSection
      list="back_purging"
      addLabel={t("procedures.rows.addBackPurging")}
      createRow={() => newRow("back_purging")}
      renderRow={(path) => (
        <DraftFields
          path={path}
          kinds={listShape("back_purging").numbers}
          controls={[
            { type: "text", key: "name", label: t("procedures.fields.name"), required: true },
            { type: "number", key: "flushing_flow_rate" },
            { type: "duration", key: "flushing_duration", label: t("procedures.fields.flushing_duration") },
            { type: "number", key: "flushing_max_o2_level_chamber" },
            { type: "number", key: "welding_max_o2_level_chamber" },
            { type: "textarea", key: "comment", label: t("procedures.fields.comment") },
          ]}
        />
      )}
    />
  );
}

/** Spec §3 "Time lapse": name and a non-zero duration. */
export function TimeLapseSection() {
  const { t } = useTranslation();
  return (
    <RowsSection
      list="time_lapse"
      addLabel={t("procedures.rows.addTimeLapse")}
      createRow={() => newRow("time_lapse")}
      renderRow={(path) => (
        <DraftFields
          path={path}
          controls={[
            { type: "text", key: "name", label: t("procedures.fields.name"), required: true },
            { type: "text", key: "after_pass", label: t("procedures.fields.after_pass"), description: t("procedures.fields.passListHint") },
            {
              type: "text",
              key: "before_pass",
              label: t("procedures.fields.before_pass"),
              description: t("procedures.fields.passListHint"),
            },
            { type: "duration", key: "duration", label: t("procedures.fields.duration"), required: true },
            { type: "textarea", key: "comment", label: t("procedures.fields.comment") },
          ]}
        />
      )}
    />
  );
}

/** Spec §3 "Heat treatment": name and heating type required; a procedure document may be attached. */
export function HeatTreatmentSection() {
  const { t } = useTranslation();
  return (
    <RowsSection
      list="heat_treatment"
      addLabel={t("procedures.rows.addHeatTreatment")}
      createRow={() => newRow("heat_treatment")}
      renderRow={(path) => (
        <DraftFields
          path={path}
          kinds={listShape("heat_treatment").numbers}
          controls={[
            { type: "text", key: "name", label: t("procedures.fields.name"), required: true },
            { type: "reference", key: "heating_type", label: t("procedures.fields.heating_type"), target: "heatingType", required: true },
            { type: "reference", key: "equipment", label: t("procedures.fields.equipment"), target: "equipment" },
            { type: "references", key: "cooling_methods", label: t("procedures.fields.cooling_methods"), target: "coolingMethod" },
            { type: "number", key: "start_control_temperature" },
            { type: "number", key: "end_control_temperature" },
            { type: "number", key: "ramp_up" },
            { type: "number", key: "ramp_down" },
            { type: "range", key: "temperature" },
            { type: "text", key: "after_pass", label: t("procedures.fields.after_pass"), description: t("procedures.fields.passListHint") },
            {
              type: "text",
              key: "before_pass",
              label: t("procedures.fields.before_pass"),
              description: t("procedures.fields.passListHint"),
            },
            { type: "duration", key: "soaking_duration", label: t("procedures.fields.soaking_duration") },
            { type: "file", key: "procedure_document", label: t("procedures.fields.procedure_document"), fileKind: "heatTreatment" },
            { type: "textarea", key: "comment", label: t("procedures.fields.comment") },
          ]}
        />
      )}
    />
  );
}

/** Spec §3 "Cooling": name, method and both maxima required. */
export function CoolingSection() {
  const { t } = useTranslation();
  return (
    <RowsSection
      list="cooling"
      addLabel={t("procedures.rows.addCooling")}
      createRow={() => newRow("cooling")}
      renderRow={(path) => (
        <DraftFields
          path={path}
          kinds={listShape("cooling").numbers}
          controls={[
            { type: "text", key: "name", label: t("procedures.fields.name"), required: true },
            { type: "reference", key: "method", label: t("procedures.fields.method"), target: "coolingMethod", required: true },
            { type: "text", key: "after_pass", label: t("procedures.fields.after_pass"), description: t("procedures.fields.passListHint") },
            {
              type: "text",
              key: "before_pass",
              label: t("procedures.fields.before_pass"),
              description: t("procedures.fields.passListHint"),
            },
            {
              type: "number",
              key: "temperature_before_cooling_max",
              label: t("procedures.fields.temperature_before_cooling_max"),
              required: true,
            },
            {
              type: "number",
              key: "temperature_after_cooling_max",
              label: t("procedures.fields.temperature_after_cooling_max"),
              required: true,
            },
            { type: "textarea", key: "comment", label: t("procedures.fields.comment") },
          ]}
        />
      )}
    />
  );
}

/** Post weld heat (fields decided in docs/decisions.md): a temperature range held for a duration. */
export function PostWeldHeatSection() {
  const { t } = useTranslation();
  return (
    <RowsSection
      list="post_weld_heat"
      addLabel={t("procedures.rows.addPostWeldHeat")}
      createRow={() => newRow("post_weld_heat")}
      renderRow={(path) => (
        <DraftFields
          path={path}
          kinds={listShape("post_weld_heat").numbers}
          controls={[
            { type: "text", key: "name", label: t("procedures.fields.name"), required: true },
            { type: "range", key: "temperature" },
            { type: "duration", key: "duration", label: t("procedures.fields.duration") },
            { type: "textarea", key: "comment", label: t("procedures.fields.comment") },
          ]}
        />
      )}
    />
  );
}

/** Spec §3 alarm settings: min and max RMS voltage, all required. */
export function AlarmSettingsSection() {
  const { t } = useTranslation();
  return (
    <RowsSection
      list="alarm_settings"
      addLabel={t("procedures.rows.addAlarmSetting")}
      createRow={() => newRow("alarm_settings")}
      renderRow={(path) => (
        <DraftFields
          path={path}
          kinds={listShape("alarm_settings").numbers}
          cols={{ base: 1, sm: 2 }}
          controls={[
            { type: "text", key: "name", label: t("procedures.fields.name"), required: true },
            { type: "range", key: "u_rms", required: true },
          ]}
        />
      )}
    />
  );
}

import { CALIBRATION_FILTERS, MEASURING_INSTRUMENT_IMPORT, measuringInstruments } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { ReferenceValue } from "../../components/resource/field-value";
import { useReferenceOptions, useReferenceRows } from "../../components/resource/fields/use-reference-options";
import { ResourceFormPage, type TValues } from "../../components/resource/resource-form";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import { formatDate } from "../../i18n/format";
import { useSession } from "../../session/session";
import { WhereUsedAction } from "../welds/where-used-action";
import { ExportPdfButton } from "./export-button";
import { exportListPdf, namesOf, referenceNames } from "./export-pdf";
import { useLabelAction } from "./labels";
import { CalibrationCell } from "./state-badges";

const TYPE_FIELD = { key: "type", kind: "reference", target: "measuringInstrumentType" } as const;

const COLUMNS: TResourceColumn[] = [
  { key: "name" },
  { key: "serial_number" },
  { key: "product_model" },
  // No "Unknown type" (the product models' wording) for an instrument without a type: an empty cell.
  { key: "type", render: (record) => (record.type ? <ReferenceValue field={TYPE_FIELD} value={record.type} /> : null) },
  { key: "project" },
  { key: "calibrated_at" },
  { key: "expire_at", render: (record) => <CalibrationCell record={record} /> },
  { key: "documents" },
];

/** Spec §2: search, PDF export (dates in the reader's format), new, delete; expiring and expired calibrations marked. */
export function InstrumentsListPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const label = useLabelAction("measuringInstrument", (record) => String(record.name ?? ""));
  return (
    <>
      <ResourceList
        resource={measuringInstruments}
        columns={COLUMNS.map((column) =>
          column.key === "expire_at"
            ? {
                ...column,
                text: (record) =>
                  [
                    formatDate(record.expire_at, i18n.language),
                    record.calibration_state && record.calibration_state !== "valid"
                      ? t(`staff.calibration.${record.calibration_state as "expired"}`)
                      : "",
                  ]
                    .filter(Boolean)
                    .join(" - "),
              }
            : column,
        )}
        filterControls={[
          {
            key: "calibration_state",
            label: t("listShaping.filterCalibration"),
            options: CALIBRATION_FILTERS.map((value) => ({ value, label: t(`staff.calibration.${value}`) })),
          },
        ]}
        labelOf={(record) => ({ kind: "measuringInstrument", uuid: record.id, name: String(record.name ?? "") })}
        extraRowActions={(record) => (
          <>
            <WhereUsedAction kind="measuring_instrument" record={record} name={String(record.name ?? "")} />
            {label.action(record)}
          </>
        )}
        importExport={{
          importKey: MEASURING_INSTRUMENT_IMPORT.key,
          title: t("staff.imports.instrumentsTitle"),
          typeFileMessage: t("staff.imports.typeFileInstrument"),
          canImport: session.can("staff", "create"),
          canUndo: session.can("staff", "delete"),
        }}
        others={{ to: "/others/measuring-instruments" }}
        toolbar={(query) => (
          <ExportPdfButton
            onExport={async () => {
              const [models, types, projects] = await Promise.all([
                referenceNames("productModel"),
                referenceNames("measuringInstrumentType"),
                referenceNames("project"),
              ]);
              const field = (key: string) => t(`resources.fields.${key as "name"}`);
              return exportListPdf({
                path: measuringInstruments.path,
                query,
                title: t("resources.measuringInstrument.many"),
                fileLabel: "measuring_instruments",
                t,
                language: i18n.language,
                columns: [
                  { header: field("name"), value: (row) => String(row.name ?? "") },
                  { header: field("serial_number"), value: (row) => String(row.serial_number ?? "") },
                  { header: field("product_model"), value: (row) => namesOf(models, row.product_model) },
                  { header: field("type"), value: (row) => namesOf(types, row.type) },
                  { header: field("project"), value: (row) => namesOf(projects, row.project) },
                  { header: field("utility"), value: (row) => String(row.utility ?? "") },
                  { header: field("calibrated_at"), value: (row) => formatDate(row.calibrated_at, i18n.language) },
                  {
                    header: field("expire_at"),
                    value: (row) =>
                      [
                        formatDate(row.expire_at, i18n.language),
                        row.calibration_state && row.calibration_state !== "valid"
                          ? t(`staff.calibration.${row.calibration_state as "expired"}`)
                          : "",
                      ]
                        .filter(Boolean)
                        .join(" - "),
                  },
                ],
              });
            }}
          />
        )}
      />
      {label.modal}
    </>
  );
}

/**
 * Create and edit. Spec §4: changing the product model clears the type and limits it to the model's types;
 * documents are chosen among the Calibration certificate documents.
 */
export function InstrumentFormPage({ mode }: { mode: "create" | "edit" }) {
  const models = useReferenceRows<{ id: string; types: string[] }>("productModel");
  const types = useReferenceOptions("measuringInstrumentType");
  const documentTypes = useReferenceRows<{ id: string; name: string; is_system?: boolean }>("documentType");
  const certificateType = documentTypes.data?.find((row) => row.is_system && row.name === "Calibration certificate")?.id;
  return (
    <ResourceFormPage
      resource={measuringInstruments}
      mode={mode}
      adjustValues={(next: TValues, previous: TValues) => (next.product_model !== previous.product_model ? { ...next, type: null } : next)}
      fieldProps={(values) => {
        const model = models.data?.find((row) => row.id === values.product_model);
        return {
          type: model ? { options: (types.data ?? []).filter((option) => model.types.includes(option.value)) } : {},
          documents: certificateType ? { referenceFilters: { type: certificateType } } : {},
        };
      }}
    />
  );
}

import { INSPECTION_RESOURCES, MEASURED_FIELDS, shortInspectionId, type TMessage } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import type { TInspectionReport } from "../../api/answers";
import { downloadSectionsPdf, type TPdfSection } from "../../components/export/sections-pdf";
import type { TTraceFormat } from "../welds/trace-sections";
import { limitsText } from "./measurement-text";

/** jspdf's standard font has no ≤ or ≥. */
const pdfSafe = (value: string) => value.replaceAll("≤", "<=").replaceAll("≥", ">=");

/**
 * The report's tables, one per inspection, in the reader's language (pure: the PDF only lays them out): each
 * measurement's time, where it was taken, its values, the limits it was judged on, its verdict and reasons (an Admin's
 * override among them), the instrument with its calibration dates, and who recorded it.
 */
export function inspectionReportSections(
  report: TInspectionReport,
  t: TFunction,
  format: TTraceFormat,
  translate: (message: TMessage) => string,
): TPdfSection[] {
  return report.inspections.map((inspection) => {
    const fields = MEASURED_FIELDS[inspection.kind];
    const heading = [
      t("inspections.report.section", {
        entity: t(`resources.${INSPECTION_RESOURCES[inspection.kind].key}.one` as never),
        id: shortInspectionId(inspection.id),
      }),
      inspection.sequence ? t("inspections.report.sequence", { name: inspection.sequence.name }) : null,
      inspection.procedure ? t("inspections.report.procedure", { name: inspection.procedure.name }) : null,
    ];
    return {
      title: heading.filter(Boolean).join(" · "),
      head: [
        t("inspections.report.time"),
        t("inspections.report.where"),
        t("inspections.report.values"),
        t("inspections.limits"),
        t("inspections.verdict"),
        t("inspections.reasons"),
        t("inspections.report.instrument"),
        t("inspections.report.inspector"),
      ],
      body: inspection.measurements.map((row) => {
        const where =
          inspection.kind === "fit_up"
            ? `${t(`inspections.fitUpTypes.${row.type as "root_gap"}`)} @ ${String(row.position ?? "")}`
            : [typeof row.limits.name === "string" ? row.limits.name : "", String(row.position ?? "")].filter(Boolean).join(" @ ");
        const values = fields
          .map((field) => {
            const value = row[field];
            const shown = typeof value === "number" ? format.number(value, 3) : "—";
            return fields.length > 1 ? `${t(`inspections.${field as "measure"}`)}: ${shown}` : shown;
          })
          .join("\n");
        const override = row.instrument_override
          ? [
              `${t("inspections.override.badge")}: ${t("inspections.override.by", { reason: row.instrument_override.reason, email: row.instrument_override.by_email })}`,
            ]
          : [];
        const instrument = row.instrument
          ? [
              `${row.instrument.name} (${row.instrument.serial_number})`,
              t("inspections.report.calibration", {
                from: row.instrument.calibrated_at ? format.date(row.instrument.calibrated_at) : "—",
                until: row.instrument.expire_at ? format.date(row.instrument.expire_at) : "—",
              }),
            ].join("\n")
          : t("inspections.noInstrument");
        return [
          format.dateTime(row.created_at, { seconds: false }),
          where || "—",
          values,
          pdfSafe(limitsText(row.limits, fields, (value) => format.number(value))),
          t(`inspections.${row.verdict}`),
          [...row.reasons.map((reason) => translate(reason as TMessage)), ...override].join("\n") || "—",
          instrument,
          row.inspector ? [row.inspector.name, row.inspector.email].filter(Boolean).join("\n") : "—",
        ];
      }),
      empty: t("inspections.report.empty"),
    };
  });
}

/** Downloads the report of one inspection, or of every inspection of its weld; answers the file's name. */
export async function downloadInspectionReport(
  report: TInspectionReport,
  t: TFunction,
  format: TTraceFormat,
  translate: (message: TMessage) => string,
  scope: "inspection" | "weld",
  at = new Date(),
): Promise<string> {
  const sections = inspectionReportSections(report, t, format, translate);
  const only = report.inspections[0];
  return downloadSectionsPdf({
    title: t("inspections.report.title", { weld: report.weld.name }),
    lines: [
      t("inspections.report.weldLine", { weld: report.weld.name }),
      ...(report.project ? [t("inspections.report.projectLine", { project: report.project.name })] : []),
      t("inspections.report.madeAt", { date: format.dateTime(at, { seconds: false }) }),
      t("inspections.report.signature"),
    ],
    sections: sections.length
      ? sections
      : [
          {
            title: t("inspections.report.noInspection"),
            head: [t("inspections.report.time")],
            body: [],
            empty: t("inspections.report.empty"),
          },
        ],
    fileLabel:
      scope === "weld" || !only ? `inspections_${report.weld.name}` : `inspection_${report.weld.name}_${shortInspectionId(only.id)}`,
    at,
  });
}

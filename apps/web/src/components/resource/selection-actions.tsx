import { Button, Menu } from "@mantine/core";
import { IconDownload, IconFileExport, IconPrinter } from "@tabler/icons-react";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { countryLabels, EXPORT_IDS_MAX, type TResourceField } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../api/files";
import { formatDate, formatDateTime, formatNumber } from "../../i18n/format";
import { exportFileName } from "../export/file-name";
import { downloadTablePdf, type TPdfColumn } from "../export/table-pdf";
import { downloadLabelSheet, type TLabel } from "../labels";
import { toast } from "../toast";
import { useAction } from "../use-action";
import { referenceLabels } from "./fields/use-reference-options";
import type { TResourceRecord, TWebResource } from "./types";

/** A column of the list as an export of the selection writes it: its header and, when it can be said in words, its text. */
export interface TSelectionColumn {
  key: string;
  header: string;
  /** The cell's text, when the list gives one (a computed column); else the field's, by its kind. */
  text?: (record: TResourceRecord) => string;
}

/** How a field's value reads in an exported cell, in the reader's language (the list's cells, as words). */
export function fieldText(
  field: Pick<TResourceField, "kind">,
  value: unknown,
  t: TFunction,
  language: string,
  names: Map<string, string> | undefined,
  record?: TResourceRecord,
): string {
  if (value === null || value === undefined) return "";
  switch (field.kind) {
    case "date":
      return formatDate(value, language);
    case "datetime":
      return formatDateTime(value, language, { seconds: false });
    case "number":
      return typeof value === "number" ? formatNumber(value, language) : String(value);
    case "boolean":
      return value === true ? t("resources.form.yes") : t("resources.form.no");
    case "reference":
    case "references":
      return (Array.isArray(value) ? (value as string[]) : [String(value)])
        .map((id) => names?.get(id))
        .filter(Boolean)
        .join(", ");
    case "countries":
      return countryLabels(String(value), language);
    case "image":
      return "";
    case "file":
      return typeof record?.filename === "string" ? record.filename : "";
    default:
      return Array.isArray(value) ? value.map(String).join(", ") : String(value);
  }
}

/** The selected rows as a table PDF: the columns the user shows, in their order, the names of what they point to. */
async function selectionPdf(
  queryClient: QueryClient,
  resource: TWebResource,
  columns: readonly TSelectionColumn[],
  records: readonly TResourceRecord[],
  title: string,
  t: TFunction,
  language: string,
): Promise<string> {
  const fieldOf = (key: string) => resource.fields.find((field) => field.key === key);
  const written = columns.filter((column) => column.text || fieldOf(column.key));
  const targets = [...new Set(written.flatMap((column) => (column.text ? [] : (fieldOf(column.key)?.target ?? []))))];
  const names = new Map(await Promise.all(targets.map(async (target) => [target, await referenceLabels(queryClient, target)] as const)));
  const pdfColumns: TPdfColumn<TResourceRecord>[] = written.map((column) => {
    const field = fieldOf(column.key);
    return {
      header: column.header,
      value: (record) =>
        column.text
          ? column.text(record)
          : field
            ? fieldText(field, record[column.key], t, language, field.target ? names.get(field.target) : undefined, record)
            : "",
    };
  });
  const at = new Date();
  return downloadTablePdf({
    title,
    lines: [
      t("staff.export.date", { date: formatDateTime(at, language, { seconds: false }) }),
      t("listShaping.exportedRows", { count: records.length }),
    ],
    columns: pdfColumns,
    rows: [...records],
    fileLabel: `${resource.path.replace(/-/g, "_")}_selection`,
    at,
  });
}

/** The failure of a download that did not start (downloadFile answered false). */
const DOWNLOAD_NOT_STARTED = new Error("download not started");

/**
 * "Export the selection": the selected rows only, as a PDF of the columns shown (every list), and as CSV or XLSX
 * in the import's columns where the list has an import and export (the server's export, given the ids).
 */
export function SelectionExportMenu({
  resource,
  records,
  columns,
  title,
  sheetKey,
}: {
  resource: TWebResource;
  records: readonly TResourceRecord[];
  columns: readonly TSelectionColumn[];
  title: string;
  /** The import whose CSV/XLSX export writes the rows (`/api/imports/<key>/export/`); none: PDF only. */
  sheetKey?: string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const exporting = useAction<string | true>({
    action: "export-selection",
    success: (done) => (typeof done === "string" ? t("staff.export.exported", { name: done }) : t("resources.form.downloaded")),
    // A download the browser did not start is said apart from an export that failed.
    errorMessage: (error) => (error === DOWNLOAD_NOT_STARTED ? t("resources.form.downloadError") : t("staff.export.failed")),
  });
  const busy = exporting.pending;
  /** `work` answers the exported file's name, true when downloaded, or false when the download did not start. */
  const run = (work: () => Promise<string | boolean>) =>
    exporting.run(async () => {
      const done = await work();
      if (done === false) throw DOWNLOAD_NOT_STARTED;
      return done;
    });
  const sheet = (format: "csv" | "xlsx") => {
    if (records.length > EXPORT_IDS_MAX) {
      toast.show("export-selection", { color: "red", message: t("listShaping.exportTooMany", { max: EXPORT_IDS_MAX }) });
      return;
    }
    const params = new URLSearchParams({ format, ids: records.map((record) => record.id).join(",") });
    void run(() => downloadFile(`/api/imports/${sheetKey}/export/?${params}`, exportFileName(`${sheetKey}_selection`, format)));
  };
  return (
    <Menu withinPortal position="bottom-end">
      <Menu.Target>
        <Button size="xs" variant="light" leftSection={<IconFileExport size={14} />} loading={busy} data-testid="export-selection">
          {t("listShaping.exportSelection")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconDownload size={14} />}
          onClick={() => void run(() => selectionPdf(queryClient, resource, columns, records, title, t, i18n.language))}
          data-testid="export-selection-pdf"
        >
          {t("listShaping.exportSelectionPdf")}
        </Menu.Item>
        {sheetKey && (
          <>
            <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => sheet("xlsx")} data-testid="export-selection-xlsx">
              {t("listShaping.exportSelectionXlsx")}
            </Menu.Item>
            <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => sheet("csv")} data-testid="export-selection-csv">
              {t("listShaping.exportSelectionCsv")}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** "Print labels": one sheet of Data Matrix labels for the selected rows (workpieces, edges, filler metals, staff). */
export function SelectionLabelsButton({
  resource,
  records,
  labelOf,
}: {
  resource: TWebResource;
  records: readonly TResourceRecord[];
  labelOf: (record: TResourceRecord) => TLabel;
}): ReactNode {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPrinter size={14} />}
      loading={busy}
      data-testid="print-selection-labels"
      onClick={async () => {
        setBusy(true);
        try {
          await downloadLabelSheet(records.map(labelOf), exportFileName(`${resource.path.replace(/-/g, "_")}_labels`, "pdf"));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t("listShaping.printLabels")}
    </Button>
  );
}

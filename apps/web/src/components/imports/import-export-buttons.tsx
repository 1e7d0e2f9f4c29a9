import { Button, type ButtonProps, FileButton, Group, Menu } from "@mantine/core";
import { IconDownload, IconFileSpreadsheet, IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { isImportFile } from "@weldtrace/domain";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../api/files";
import { exportFileName } from "../export/file-name";
import { toast } from "../toast";
import { runAction } from "../use-action";
import { ImportProgressModal } from "./import-progress-modal";
import { PastImportsButton } from "./past-imports";
import { runImport, type TImportState } from "./run-import";

export interface TImportExportProps {
  /** The import's key (`/api/imports/<key>/`). */
  importKey: string;
  /** Title of the progress modal. */
  title: string;
  /** Shown when the file is not CSV or XLSX (spec: message.{entity}.error.typeFile). */
  typeFileMessage: string;
  /** The list's query, so the export holds what the list shows (search and filters). */
  exportQuery?: Record<string, string | undefined>;
  canImport: boolean;
  /** Whether the user may undo a past import (it deletes records: the resource's delete permission). */
  canUndo?: boolean;
  /** Called once an import has ended (to refresh the list). */
  onImported?: () => void;
  /** Super User: the client the import goes to (spec: chosen before the file). */
  client?: string;
}

export interface TImporter {
  /** Checks the file type, runs the import with its progress modal, then refreshes the lists. */
  choose: (file: File | null) => Promise<void>;
  /** The progress modal, to render once beside the buttons that call `choose`. */
  modal: ReactNode;
}

/** One import run (file check, progress modal, refresh), shared by every Import button of a screen. */
export function useImporter({ importKey, title, typeFileMessage, onImported, client }: TImportExportProps): TImporter {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TImportState | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    if (!isImportFile(file.name)) {
      toast.show(`import-${importKey}`, { color: "red", message: typeFileMessage });
      return;
    }
    await runImport(importKey, file, setState, { client });
    await queryClient.invalidateQueries();
    onImported?.();
  };
  return { choose, modal: <ImportProgressModal state={state} title={title} onClose={() => setState(null)} /> };
}

/**
 * Downloads a file (a template, an export) with its toasts: `success` when it started (none when absent), `failed`
 * when the browser did not start it or the server refused it.
 */
export function runDownload(toasts: { action: string; success?: string; failed: string }, url: string, name: string) {
  return runAction({ action: toasts.action, success: toasts.success, errorMessage: () => toasts.failed }, async () => {
    if (!(await downloadFile(url, name))) throw new Error(`download not started: ${name}`);
  });
}

/** The Import button (CSV or XLSX). */
export function ImportButton({
  importer,
  testId = "import-button",
  ...buttonProps
}: { importer: TImporter; testId?: string } & ButtonProps) {
  const { t } = useTranslation();
  return (
    <FileButton
      onChange={(file) => void importer.choose(file)}
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    >
      {(props) => (
        <Button variant="default" leftSection={<IconUpload size={16} />} data-testid={testId} {...buttonProps} {...props}>
          {t("imports.import")}
        </Button>
      )}
    </FileButton>
  );
}

/** CSV/XLSX export of what the list shows, and the import templates. */
/** The language a template's or export's headers are written in: the reader's (an import reads either). */
export const sheetLanguage = (language: string) => (language.startsWith("fr") ? "fr" : "en");

export function ExportMenu({ importKey, exportQuery }: Pick<TImportExportProps, "importKey" | "exportQuery">) {
  const { t, i18n } = useTranslation();
  const download = async (kind: "template" | "export", format: "csv" | "xlsx") => {
    const params = new URLSearchParams({ format, language: sheetLanguage(i18n.language) });
    if (kind === "export") for (const [key, value] of Object.entries(exportQuery ?? {})) if (value) params.set(key, value);
    const name = kind === "template" ? `${importKey}-template.${format}` : exportFileName(importKey, format);
    await runDownload(
      { action: `download-${importKey}`, success: t("resources.form.downloaded"), failed: t("resources.form.downloadError") },
      `/api/imports/${importKey}/${kind}/?${params}`,
      name,
    );
  };
  return (
    <Menu withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} data-testid="export-menu">
          {t("imports.exportMenu")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => void download("export", "xlsx")}>
          {t("imports.exportXlsx")}
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => void download("export", "csv")}>
          {t("imports.exportCsv")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => void download("template", "xlsx")} data-testid="template-xlsx">
          {t("imports.templateXlsx")}
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => void download("template", "csv")}>
          {t("imports.templateCsv")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Import (CSV or XLSX, with the progress modal), template download and CSV/XLSX export, for any import.
 * Give `importer` when another Import button of the screen (an empty list's) shares the run.
 */
export function ImportExportButtons({ importer, ...props }: TImportExportProps & { importer?: TImporter }) {
  const own = useImporter(props);
  const run = importer ?? own;
  return (
    <Group gap="xs">
      {props.canImport && <ImportButton importer={run} />}
      {props.canImport && (
        <PastImportsButton
          importKey={props.importKey}
          client={props.client}
          canUndo={props.canUndo ?? false}
          onChanged={props.onImported}
        />
      )}
      <ExportMenu importKey={props.importKey} exportQuery={props.exportQuery} />
      {importer ? null : own.modal}
    </Group>
  );
}

import { Button, FileButton, Group, Menu } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconFileSpreadsheet, IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { isImportFile } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../api/files";
import { exportFileName } from "../export/file-name";
import { ImportProgressModal } from "./import-progress-modal";
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
  /** Called once an import has ended (to refresh the list). */
  onImported?: () => void;
  /** Super User: the client the import goes to (spec: chosen before the file). */
  client?: string;
}

/** Import (CSV or XLSX, with the progress modal), template download and CSV/XLSX export, for any import. */
export function ImportExportButtons({ importKey, title, typeFileMessage, exportQuery, canImport, onImported, client }: TImportExportProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TImportState | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    if (!isImportFile(file.name)) {
      notifications.show({ color: "red", message: typeFileMessage });
      return;
    }
    await runImport(importKey, file, setState, { client });
    await queryClient.invalidateQueries();
    onImported?.();
  };

  const download = async (kind: "template" | "export", format: "csv" | "xlsx") => {
    const params = new URLSearchParams({ format });
    if (kind === "export") for (const [key, value] of Object.entries(exportQuery ?? {})) if (value) params.set(key, value);
    const name = kind === "template" ? `${importKey}-template.${format}` : exportFileName(importKey, format);
    const ok = await downloadFile(`/api/imports/${importKey}/${kind}/?${params}`, name);
    notifications.show(
      ok ? { color: "green", message: t("resources.form.downloaded") } : { color: "red", message: t("resources.form.downloadError") },
    );
  };

  return (
    <Group gap="xs">
      {canImport && (
        <FileButton
          onChange={(file) => void choose(file)}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button variant="default" leftSection={<IconUpload size={16} />} data-testid="import-button" {...props}>
              {t("imports.import")}
            </Button>
          )}
        </FileButton>
      )}
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
      <ImportProgressModal state={state} title={title} onClose={() => setState(null)} />
    </Group>
  );
}

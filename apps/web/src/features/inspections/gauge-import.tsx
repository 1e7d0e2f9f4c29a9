import { Button, FileButton, Menu } from "@mantine/core";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { isImportFile, measurementImportKey, measurementPath, type TInspectionKind } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { generalApi } from "../../api/endpoints";
import { ImportProgressModal, PastImportsButton, runImport, type TImportState } from "../../components/imports";
import { runDownload, sheetLanguage } from "../../components/imports/import-export-buttons";
import { toast } from "../../components/toast";
import { useSession } from "../../session/session";

/**
 * The gauge import of an inspection's measurement table: a digital gauge's CSV/XLSX goes to the import
 * engine with the inspection (`?inspection=`), and the progress modal every import uses shows each row's outcome;
 * the template has the kind's columns; past imports can be undone or resumed.
 */
export function GaugeImportButtons({ kind, inspection }: { kind: TInspectionKind; inspection: string }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<TImportState | null>(null);
  const key = measurementImportKey(kind);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [measurementPath(kind), inspection] });
  const send = async (file: File | null) => {
    if (!file) return;
    if (!isImportFile(file.name)) {
      toast.show(`import-${key}`, { color: "red", message: t("inspections.gaugeImport.typeFile") });
      return;
    }
    await runImport(key, file, setProgress, { query: { inspection } });
    await refresh();
  };
  const template = async (format: "csv" | "xlsx") => {
    await runDownload(
      { action: `download-${key}`, failed: t("resources.form.downloadError") },
      generalApi.importTemplateUrl(key, format, sheetLanguage(i18n.language)),
      `${key}-template.${format}`,
    );
  };
  if (!session.can("quality", "create")) return null;
  return (
    <>
      <FileButton
        onChange={(file) => void send(file)}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      >
        {(props) => (
          <Button variant="default" leftSection={<IconUpload size={16} />} data-testid="gauge-import" {...props}>
            {t("inspections.gaugeImport.button")}
          </Button>
        )}
      </FileButton>
      <Menu withinPortal>
        <Menu.Target>
          <Button variant="subtle" leftSection={<IconDownload size={16} />} data-testid="gauge-template">
            {t("inspections.gaugeImport.template")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void template("xlsx")}>{t("imports.templateXlsx")}</Menu.Item>
          <Menu.Item onClick={() => void template("csv")}>{t("imports.templateCsv")}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <PastImportsButton importKey={key} canUndo={session.can("quality", "delete")} onChanged={() => void refresh()} />
      <ImportProgressModal state={progress} title={t("inspections.gaugeImport.title")} onClose={() => setProgress(null)} />
    </>
  );
}

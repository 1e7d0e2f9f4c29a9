import { Button, FileButton, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { IconDownload, IconFileImport } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FLAW_IMPORT, flawLibraries, flaws, isImportFile } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { generalApi } from "../../api/endpoints";
import { queryKeys } from "../../api/resource-provider";
import { ImportProgressModal, PastImportsButton, runImport, type TImportState } from "../../components/imports";
import { runDownload } from "../../components/imports/import-export-buttons";
import { toast } from "../../components/toast";
import { useSession } from "../../session/session";
import { listRows } from "./api";

/**
 * Spec §2 and §5: the flaw import; the library is chosen before the file, then the file goes to the import engine
 * (`/api/imports/flaws/?library=`) and the same progress modal as every import shows each row as it is saved.
 */
export function FlawImportButton() {
  const session = useSession();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [library, setLibrary] = useState<string | null>(null);
  const [progress, setProgress] = useState<TImportState | null>(null);
  const libraries = useQuery({
    queryKey: [flawLibraries.path, "for-import"],
    queryFn: () => listRows(flawLibraries.path, {}, "name"),
    enabled: opened,
  });
  const send = async (file: File | null) => {
    if (!file || !library) return;
    if (!isImportFile(file.name)) {
      toast.show("import-flaws", { color: "red", message: t("workpieces.typeFile") });
      return;
    }
    setOpened(false);
    await runImport(FLAW_IMPORT.key, file, setProgress, { query: { library } });
    await queryClient.invalidateQueries({ queryKey: queryKeys.all(flaws.path) });
  };
  const template = async () => {
    await runDownload(
      { action: "download-flaw-template", failed: t("resources.form.downloadError") },
      generalApi.importTemplateUrl(FLAW_IMPORT.key, "xlsx"),
      `${FLAW_IMPORT.key}-template.xlsx`,
    );
  };
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpened(true)} data-testid="flaw-import">
        {t("welds.flawImport.button")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("welds.flawImport.title")} size="lg">
        <Stack>
          <Text size="sm">{t("welds.flawImport.help")}</Text>
          <Select
            label={t("resources.flawLibrary.one")}
            data={(libraries.data ?? []).map((row) => ({ value: row.id, label: String(row.name ?? "") }))}
            value={library}
            onChange={setLibrary}
            withAsterisk
            searchable
            data-testid="flaw-import-library"
          />
          <Group>
            <FileButton
              onChange={(file) => void send(file)}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            >
              {(props) => (
                <Button {...props} disabled={!library} data-testid="flaw-import-file">
                  {t("welds.flawImport.chooseFile")}
                </Button>
              )}
            </FileButton>
            <Button variant="subtle" leftSection={<IconDownload size={14} />} onClick={() => void template()}>
              {t("imports.templateXlsx")}
            </Button>
            <PastImportsButton importKey={FLAW_IMPORT.key} canUndo={session.can("quality", "delete")} />
          </Group>
          {!library && (
            <Text size="xs" c="dimmed">
              {t("welds.flawImport.libraryFirst")}
            </Text>
          )}
        </Stack>
      </Modal>
      <ImportProgressModal state={progress} title={t("welds.flawImport.progressTitle")} onClose={() => setProgress(null)} />
    </>
  );
}

import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import { IconDownload, IconLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { generalApi } from "../../api/endpoints";
import { runDownload } from "../../components/imports/import-export-buttons";
import type { TResourceRecord } from "../../components/resource/types";
import { runAction } from "../../components/use-action";

/** A document's file in the list: its name, download, and a signed link copied to the clipboard (spec §7). */
export function DocumentFileCell({ record }: { record: TResourceRecord }) {
  const { t } = useTranslation();
  const filename = typeof record.filename === "string" ? record.filename : null;
  const url = typeof record.url === "string" ? record.url : null;
  if (!filename || !url)
    return (
      <Text size="sm" c="dimmed">
        {t("resources.form.noFile")}
      </Text>
    );

  const download = async () => {
    await runDownload(
      { action: `download-document-${record.id}`, success: t("resources.form.downloaded"), failed: t("resources.form.downloadError") },
      url,
      filename,
    );
  };
  const copyUrl = async () => {
    await runAction({ action: `copy-url-${record.id}`, success: t("resources.form.urlCopied") }, async () => {
      const answer = await generalApi.documentUrl(record.id);
      await navigator.clipboard.writeText(answer.url);
    });
  };
  // The row opens the form on click: these buttons act on the file only.
  const stop = (action: () => Promise<void>) => (event: React.MouseEvent) => {
    event.stopPropagation();
    void action();
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm">{filename}</Text>
      <Tooltip label={t("resources.form.download")}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t("resources.form.download")}
          onClick={stop(download)}
          data-testid="document-download"
        >
          <IconDownload size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("resources.form.copyUrl")}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t("resources.form.copyUrl")}
          onClick={stop(copyUrl)}
          data-testid="document-copy-url"
        >
          <IconLink size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

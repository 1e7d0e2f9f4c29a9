import { ActionIcon, Button, FileButton, Group, Paper, Stack, Table, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { IconDownload, IconPaperclip, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { flawAttachments } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { weldApi } from "../../api/endpoints";
import { downloadFile, uploadFile } from "../../api/files";
import { queryKeys } from "../../api/resource-provider";
import { describeFailure } from "../../components/resource/error-message";
import { useDeleteRecord } from "../../components/resource/use-delete-record";
import { useAction } from "../../components/use-action";
import { translateAnswer } from "../../i18n";
import { useSession } from "../../session/session";
import { listRows } from "./api";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Spec §3 and §5: a flaw's attachments, each a name and a stored file (never a free URL), downloadable. */
/** An upload the server refused, with its reason in the reader's language. */
class UploadRefused extends Error {}

export function FlawAttachments({ flawId }: { flawId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const confirmDelete = useDeleteRecord(flawAttachments);
  const [name, setName] = useState("");
  const rows = useQuery({
    queryKey: [...queryKeys.all(flawAttachments.path), "of", flawId],
    queryFn: () => listRows(flawAttachments.path, { flaw: flawId }),
  });
  const canWrite = session.can("quality", "create");
  const attachAction = useAction({
    action: `attach-${flawId}`,
    errorTitle: t("resources.flawAttachment.errorCreate"),
    errorMessage: (error) => (error instanceof UploadRefused ? error.message : describeFailure(error)),
    onSuccess: async () => {
      setName("");
      await queryClient.invalidateQueries({ queryKey: queryKeys.all(flawAttachments.path) });
    },
  });
  const busy = attachAction.pending;
  const attach = async (file: File | null) => {
    if (!file) return;
    await attachAction.run(async () => {
      const uploaded = await uploadFile(file, "flawAttachments");
      if (!uploaded.ok || !("id" in uploaded.data)) throw new UploadRefused(translateAnswer(uploaded.data) ?? text(undefined));
      await weldApi.attachToFlaw({ flaw: flawId, name: name.trim() || file.name, file: uploaded.data.id });
    });
  };
  return (
    <Paper withBorder p="md" maw={720} mt="md" data-testid="flaw-attachments">
      <Title order={4} mb="xs">
        {t("resources.flawAttachment.many")}
      </Title>
      <Stack gap="sm">
        {rows.data && rows.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("common.noData")}
          </Text>
        )}
        {rows.data && rows.data.length > 0 && (
          <Table>
            <Table.Tbody>
              {rows.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{text(row.name)}</Table.Td>
                  <Table.Td>{text(row.filename)}</Table.Td>
                  <Table.Td align="right">
                    <Tooltip label={t("resources.form.download")}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t("resources.form.download")} ${text(row.name)}`}
                        onClick={() => void downloadFile(text(row.url), text(row.filename))}
                      >
                        <IconDownload size={18} />
                      </ActionIcon>
                    </Tooltip>
                    {session.can("quality", "delete") && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t("common.delete")} ${text(row.name)}`}
                        onClick={() => confirmDelete(row)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {canWrite && (
          <Group align="flex-end">
            <TextInput
              label={t("resources.fields.name")}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <FileButton onChange={(file) => void attach(file)}>
              {(props) => (
                <Button {...props} loading={busy} leftSection={<IconPaperclip size={16} />}>
                  {t("welds.flaw.attach")}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

import { Alert, Badge, Button, FileButton, Group, Modal, ScrollArea, Select, Stack, Table, Text } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { flawLibraries, flaws, type TMessage } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/resource-provider";
import { translateAnswer, translateRowReason } from "../../i18n";
import { readToken } from "../../session/storage";
import { listRows } from "./api";

type TResult = {
  n: number;
  status: "success" | "error";
  reason: string | null;
  errors?: Record<string, string[]>;
  codes?: Record<string, TMessage[]>;
};
type TAnswer = { count: number; saved: number; failed: number; results: TResult[] };

/** Spec §2 and §5: the flaw import dialog; the library is chosen before the file; one line per row of the file. */
export function FlawImportButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [library, setLibrary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<TAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const libraries = useQuery({
    queryKey: [flawLibraries.path, "for-import"],
    queryFn: () => listRows(flawLibraries.path, {}, "name"),
    enabled: opened,
  });
  const close = () => {
    setOpened(false);
    setAnswer(null);
    setFailure(null);
  };
  const send = async (file: File | null) => {
    if (!file || !library) return;
    setBusy(true);
    setAnswer(null);
    setFailure(null);
    try {
      const form = new FormData();
      form.append("file", file);
      const token = readToken();
      const response = await fetch(`/api/flaws/import/?library=${library}`, {
        method: "POST",
        headers: token ? { authorization: `Token ${token}` } : {},
        body: form,
      });
      const body = (await response.json().catch(() => null)) as (TAnswer & Record<string, unknown>) | null;
      if (!response.ok || !body) {
        setFailure((body && translateAnswer(body)) || t("errors.generic"));
        return;
      }
      setAnswer(body);
      await queryClient.invalidateQueries({ queryKey: queryKeys.all(flaws.path) });
    } catch {
      setFailure(t("errors.connectivity"));
    } finally {
      setBusy(false);
    }
  };
  const reason = (result: TResult) => translateRowReason(result) ?? "—";
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpened(true)} data-testid="flaw-import">
        {t("welds.flawImport.button")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("welds.flawImport.title")} size="lg">
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
                <Button {...props} disabled={!library} loading={busy} data-testid="flaw-import-file">
                  {t("welds.flawImport.chooseFile")}
                </Button>
              )}
            </FileButton>
            {!library && (
              <Text size="xs" c="dimmed">
                {t("welds.flawImport.libraryFirst")}
              </Text>
            )}
          </Group>
          {failure && <Alert color="red">{failure}</Alert>}
          {answer && (
            <>
              <Badge color={answer.failed === 0 ? "green" : "red"} size="lg">
                {t("welds.flawImport.summary", { saved: answer.saved, failed: answer.failed })}
              </Badge>
              <ScrollArea h={340}>
                <Table data-testid="flaw-import-results">
                  <Table.Tbody>
                    {answer.results.map((result) => (
                      <Table.Tr key={result.n}>
                        <Table.Td>n°{result.n}</Table.Td>
                        <Table.Td>
                          <Badge color={result.status === "success" ? "green" : "red"}>{t(`welds.flawImport.${result.status}`)}</Badge>
                        </Table.Td>
                        <Table.Td>{result.status === "success" ? "—" : reason(result)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}

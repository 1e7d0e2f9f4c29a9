import { Alert, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { IconBook2, IconDownload } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { weldApi } from "../../api/endpoints";
import { downloadFile } from "../../api/files";
import { describeFailure } from "../../components/resource/error-message";

/**
 * The project's data book: built by a job on the server, not in the page. The button starts it, the job's
 * record is polled for its progress (welds done of total), then the PDF is downloaded.
 */
export function ProjectDataBook({ projectId, projectName }: { projectId: string; projectName: string }) {
  const { t, i18n } = useTranslation();
  const [bookId, setBookId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => weldApi.startDataBook(projectId, i18n.language.startsWith("fr") ? "fr" : "en"),
    onSuccess: (book) => setBookId(book.id),
  });
  const book = useQuery({
    queryKey: ["data-books", bookId],
    queryFn: () => weldApi.dataBook(bookId ?? ""),
    enabled: bookId !== null,
    refetchInterval: (query) => (query.state.data?.status === "done" || query.state.data?.status === "failed" ? false : 1000),
  });
  const data = book.data;
  const building = bookId !== null && data?.status !== "done" && data?.status !== "failed";
  const download = () => void downloadFile(weldApi.dataBookFileUrl(bookId ?? ""), `data-book-${projectName}.pdf`);
  return (
    <Stack gap="xs" data-testid="data-book">
      <Group>
        <Button
          variant="default"
          leftSection={<IconBook2 size={16} />}
          onClick={() => start.mutate()}
          loading={start.isPending || building}
          data-testid="data-book-start"
        >
          {t("welds.project.dataBook.button")}
        </Button>
        {data?.status === "done" && (
          <Button leftSection={<IconDownload size={16} />} onClick={download} data-testid="data-book-download">
            {t("welds.project.dataBook.download")}
          </Button>
        )}
      </Group>
      {start.isError && <Alert color="red">{describeFailure(start.error)}</Alert>}
      {book.isError && <Alert color="red">{describeFailure(book.error)}</Alert>}
      {data?.status === "failed" && <Alert color="red">{t("welds.project.dataBook.failed")}</Alert>}
      {building && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            {!data || data.status === "queued"
              ? t("welds.project.dataBook.queued")
              : t("welds.project.dataBook.building", { done: data.done, total: data.total })}
          </Text>
          <Progress
            value={data && data.total > 0 ? (100 * data.done) / data.total : 0}
            animated
            aria-label={t("welds.project.dataBook.button")}
          />
        </Stack>
      )}
      {data?.status === "done" && (
        <Text size="sm" c="dimmed">
          {t("welds.project.dataBook.ready")}
        </Text>
      )}
    </Stack>
  );
}
